package dev.sudoku.kafka;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sudoku.schema.GenerationRequest;
import dev.sudoku.schema.Level;
import dev.sudoku.schema.Picture;
import dev.sudoku.schema.Symmetry;
import dev.sudoku.schema.Technique;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

class RequestCommandTest {

  private static final Instant NOW = Instant.parse("2026-11-23T09:30:00Z");

  @Test
  void parse_everyOption_buildsTheRequest() {
    RequestOptions.Parsed p =
        RequestOptions.parse(
            new String[] {
              "--bootstrap",
              "h:1",
              "--count",
              "7",
              "--level",
              "hard",
              "--rating",
              "4.0..5.5",
              "--technique",
              "x_wing",
              "--technique",
              "NAKED_PAIR",
              "--symmetry",
              "rotate_180",
              "--minimal",
              "--svg",
              "puzzle,SOLUTION",
              "--clues",
              "22..",
              "--seed",
              "42",
              "--id",
              "me",
              "--deadline-seconds",
              "60",
              "--correlation",
              "c",
              "--topic-prefix",
              "dev.",
              "--reply-to",
              "my.replies",
              "--no-follow"
            },
            NOW,
            "unused");
    GenerationRequest r = p.request();
    assertThat(p.bootstrap()).isEqualTo("h:1");
    assertThat(p.topicPrefix()).isEqualTo("dev.");
    assertThat(p.follow()).isFalse();
    assertThat(r.getRequestId()).isEqualTo("me");
    assertThat(r.getCount()).isEqualTo(7);
    assertThat(r.getLevel()).isEqualTo(Level.HARD);
    assertThat(r.getMinRating()).isEqualTo(4.0);
    assertThat(r.getMaxRating()).isEqualTo(5.5);
    assertThat(r.getRequiredTechniques()).containsExactly(Technique.X_WING, Technique.NAKED_PAIR);
    assertThat(r.getSymmetry()).isEqualTo(Symmetry.ROTATE_180);
    assertThat(r.getMinimal()).isTrue();
    assertThat(r.getSvg()).containsExactly(Picture.PUZZLE, Picture.SOLUTION);
    assertThat(r.getMinClues()).isEqualTo(22);
    assertThat(r.getMaxClues()).isNull();
    assertThat(r.getSeed()).isEqualTo(42L);
    assertThat(r.getDeadline()).isEqualTo(NOW.plusSeconds(60));
    assertThat(r.getCorrelationId()).isEqualTo("c");
    assertThat(r.getReplyTo()).isEqualTo("my.replies");
    assertThat(r.getRequestedAt()).isEqualTo(NOW);
  }

  @Test
  void parse_minimal_defaultsCountFiveAndTheGivenId() {
    RequestOptions.Parsed p =
        RequestOptions.parse(new String[] {"--bootstrap", "h:1"}, NOW, "id-1");
    assertThat(p.request().getCount()).isEqualTo(5);
    assertThat(p.request().getRequestId()).isEqualTo("id-1");
    assertThat(p.request().getRequiredTechniques()).isEqualTo(List.of());
    assertThat(p.follow()).isTrue();
  }

  @Test
  void parse_badInput_oneLineErrors() {
    assertThatThrownBy(() -> RequestOptions.parse(new String[] {"--count", "3"}, NOW, "x"))
        .hasMessage("Missing required option: '--bootstrap=HOST:PORT'");
    assertThatThrownBy(() -> RequestOptions.parse(withBootstrap("--bogus"), NOW, "x"))
        .hasMessage("Unknown option: '--bogus'");
    assertThatThrownBy(() -> RequestOptions.parse(withBootstrap("--clues", "22-30"), NOW, "x"))
        .hasMessage("--clues expects a range A..B, got '22-30'");
    assertThatThrownBy(() -> RequestOptions.parse(withBootstrap("--count"), NOW, "x"))
        .hasMessageStartingWith("Missing required parameter for option '--count'");
  }

  @Test
  void parse_optionEqualsValue_accepted() {
    RequestOptions.Parsed p =
        RequestOptions.parse(new String[] {"--bootstrap=h:1", "--count=3"}, NOW, "x");
    assertThat(p.bootstrap()).isEqualTo("h:1");
    assertThat(p.request().getCount()).isEqualTo(3);
  }

  @Test
  void commandLine_help_exitsZeroAndDescribesEveryOption() {
    CommandLine cl = RequestCommand.commandLine();
    StringWriter out = new StringWriter();
    cl.setOut(new PrintWriter(out));
    assertThat(cl.execute("--help")).isZero();
    assertThat(out.toString())
        .startsWith("Usage: kafka-worker/run request")
        .contains("--svg=P[,P]", "Exit status:", "Examples:");
  }

  @Test
  void commandLine_badOption_oneLineOnStderrAndStatusTwo() {
    CommandLine cl = RequestCommand.commandLine();
    StringWriter err = new StringWriter();
    cl.setErr(new PrintWriter(err));
    assertThat(cl.execute("--bootstrap", "h:1", "--level", "FOO")).isEqualTo(2);
    assertThat(err.toString().strip())
        .startsWith("request: --level: unknown value 'FOO'")
        .endsWith("(see --help)")
        .doesNotContain("\n");
  }

  private static String[] withBootstrap(String... rest) {
    String[] a = new String[rest.length + 2];
    a[0] = "--bootstrap";
    a[1] = "h:1";
    System.arraycopy(rest, 0, a, 2, rest.length);
    return a;
  }

  @Test
  void parse_countBeyondAnInt_saysTheLimitNotNotANumber() {
    // Was: "--count expects whole numbers, got '99999999999'".
    assertThatThrownBy(
            () -> RequestOptions.parse(withBootstrap("--count", "99999999999"), NOW, "x"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("--count must be at most 2147483647, got '99999999999'");
    assertThatThrownBy(
            () -> RequestOptions.parse(withBootstrap("--clues", "20..99999999999"), NOW, "x"))
        .hasMessage("--clues must be at most 2147483647, got '20..99999999999'");
  }

  @Test
  void parse_notANumber_namesTheOptionNotJavaInternals() {
    // Was: "request: For input string: \"abc\"" (which option?)
    assertThatThrownBy(() -> RequestOptions.parse(withBootstrap("--count", "abc"), NOW, "x"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("--count expects whole numbers, got 'abc'");
    assertThatThrownBy(() -> RequestOptions.parse(withBootstrap("--rating", "x..2"), NOW, "x"))
        .hasMessage("--rating expects numbers like 4.0..5.5, got 'x..2'");
    assertThatThrownBy(() -> RequestOptions.parse(withBootstrap("--seed", "1e3"), NOW, "x"))
        .hasMessage("--seed expects a whole number, got '1e3'");
  }

  @Test
  void parse_unknownSymbol_listsTheChoicesWithoutUnknown() {
    // Was: "request: No enum constant dev.sudoku.schema.Level.FOO"
    assertThatThrownBy(() -> RequestOptions.parse(withBootstrap("--level", "FOO"), NOW, "x"))
        .hasMessage(
            "--level: unknown value 'FOO' (one of EASY, MEDIUM, HARD, EXPERT," + " EXTREME)");
    assertThatThrownBy(() -> RequestOptions.parse(withBootstrap("--symmetry", "X"), NOW, "x"))
        .hasMessageStartingWith("--symmetry: unknown value 'X' (one of NONE, ROTATE_180,")
        .hasMessageNotContaining("UNKNOWN");
    assertThatThrownBy(
            () -> RequestOptions.parse(withBootstrap("--technique", "unknown"), NOW, "x"))
        .hasMessageStartingWith("--technique: unknown value 'unknown'");
    assertThatThrownBy(() -> RequestOptions.parse(withBootstrap("--svg", "PUZZLE,"), NOW, "x"))
        .hasMessage("--svg: unknown value '' (one of PUZZLE, SOLUTION)");
  }

  @Test
  void parse_dashedSymbol_accepted() {
    RequestOptions.Parsed p =
        RequestOptions.parse(withBootstrap("--symmetry", "rotate-180"), NOW, "x");
    assertThat(p.request().getSymmetry()).isEqualTo(Symmetry.ROTATE_180);
  }

  @Test
  void parse_requestTheWorkerWouldDeadLetter_refusedBeforeSending() {
    // Was: sent anyway; the worker dead-lettered it and the command exited 0 after printing an
    // INVALID summary (or, for --count 0, an Avro record the worker had to refuse).
    assertThatThrownBy(() -> RequestOptions.parse(withBootstrap("--count", "0"), NOW, "x"))
        .hasMessage("--count must be at least 1, was 0");
    assertThatThrownBy(() -> RequestOptions.parse(withBootstrap("--rating", "9..2"), NOW, "x"))
        .hasMessageStartingWith("invalid request: ");
    assertThatThrownBy(() -> RequestOptions.parse(withBootstrap("--clues", "50..10"), NOW, "x"))
        .hasMessageStartingWith("invalid request: ");
    assertThatThrownBy(
            () ->
                RequestOptions.parse(
                    withBootstrap("--level", "EASY", "--rating", "5..6"), NOW, "x"))
        .hasMessage("invalid request: level EASY and rating range" + " 5.0..6.0 do not overlap");
    assertThatThrownBy(
            () -> RequestOptions.parse(withBootstrap("--deadline-seconds", "-5"), NOW, "x"))
        .hasMessage("--deadline-seconds must be at least 1, was -5");
  }

  @Test
  void parse_replyToTheWorkerWouldRefuse_refusedBeforeSending() {
    // Was: sent; 'bad topic!' then ended the command with an InvalidTopicException stack trace,
    // and sudoku.puzzles was followed for 10 minutes while the INVALID summary went elsewhere.
    assertThatThrownBy(
            () -> RequestOptions.parse(withBootstrap("--reply-to", "bad topic!"), NOW, "x"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage(
            "invalid request: replyTo 'bad topic!' is not a legal Kafka topic name (1 to 249 of"
                + " a-z A-Z 0-9 . _ -)");
    assertThatThrownBy(
            () -> RequestOptions.parse(withBootstrap("--reply-to", "sudoku.puzzles"), NOW, "x"))
        .hasMessageStartingWith(
            "invalid request: replyTo 'sudoku.puzzles' is one of the worker's own");
    assertThatThrownBy(
            () ->
                RequestOptions.parse(
                    withBootstrap(
                        "--topic-prefix", "t.", "--reply-to", "t.sudoku.generation-summaries"),
                    NOW,
                    "x"))
        .hasMessageStartingWith("invalid request: replyTo 't.sudoku.generation-summaries' is one");
    assertThat(
            RequestOptions.parse(withBootstrap("--reply-to", "team.replies"), NOW, "x")
                .request()
                .getReplyTo())
        .isEqualTo("team.replies");
  }

  @Test
  void checkReplyTopic_missingTopic_invalidRequestBeforeSending() {
    // Was: sent; following the missing topic ended the command with "IllegalStateException:
    // Consumer is not subscribed to any topics or assigned any partitions" and a stack trace.
    assertThatThrownBy(() -> RequestCommand.checkReplyTopic("nonexist.topic", "", t -> false))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage(
            "invalid request: replyTo topic 'nonexist.topic' does not exist (the worker does not"
                + " create topics; create it first)");
    RequestCommand.checkReplyTopic("team.replies", "", "team.replies"::equals);
  }

  @Test
  void unreachable_clientRefusesBootstrap_givesTheClientsReason() {
    // Was: "... (Failed to construct kafka producer); ...", the reason left in the cause.
    String m =
        RequestCommand.unreachable(
            "garbage",
            "sudoku.generation-requests",
            new org.apache.kafka.common.KafkaException(
                "Failed to construct kafka producer",
                new org.apache.kafka.common.config.ConfigException(
                    "Invalid url in bootstrap.servers: garbage")));
    assertThat(m)
        .contains(
            "(Failed to construct kafka producer: Invalid url in bootstrap.servers: garbage)");
  }

  @Test
  void unreachable_timeout_oneLineNamingBrokerAndTopic() {
    String m =
        RequestCommand.unreachable(
            "127.0.0.1:1",
            "sudoku.generation-requests",
            new java.util.concurrent.ExecutionException(
                new org.apache.kafka.common.errors.TimeoutException(
                    "Topic sudoku.generation-requests not present in metadata after"
                        + " 15000 ms.")));
    assertThat(m)
        .isEqualTo(
            "could not send to topic sudoku.generation-requests at"
                + " 127.0.0.1:1 within 15 s (Topic sudoku.generation-requests not present in"
                + " metadata after 15000 ms.); is a broker running there (kafka-worker/run local"
                + " prints its address) and does the topic exist?");
  }

  @Test
  void usage_listsEveryOptionOfTheParser() {
    String usage = RequestCommand.commandLine().getUsageMessage();
    for (String option :
        List.of(
            "--bootstrap",
            "--count",
            "--level",
            "--rating",
            "--technique",
            "--symmetry",
            "--minimal",
            "--svg",
            "--clues",
            "--seed",
            "--id",
            "--deadline-seconds",
            "--correlation",
            "--reply-to",
            "--topic-prefix",
            "--no-follow")) {
      assertThat(usage).contains(option);
    }
  }

  @Test
  void exitStatus_onlyACompletedSummaryIsSuccess() {
    // Was: 0 for any summary, e.g. "INVALID: 0 of 2 produced (count 2000000 is out of range".
    assertThat(RequestCommand.exitStatus("COMPLETED: 3 of 3 produced")).isZero();
    assertThat(
            RequestCommand.exitStatus(
                "INVALID: 0 of 2 produced (count 2000000 is out of" + " range 1..1000000)"))
        .isEqualTo(1);
    assertThat(RequestCommand.exitStatus("BUDGET_EXHAUSTED: 0 of 2 produced")).isEqualTo(1);
    assertThat(RequestCommand.exitStatus("DEADLINE: 1 of 2 produced")).isEqualTo(1);
    assertThat(RequestCommand.exitStatus(null)).isEqualTo(1);
  }
}
