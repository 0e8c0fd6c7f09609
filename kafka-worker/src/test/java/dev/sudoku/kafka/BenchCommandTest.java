package dev.sudoku.kafka;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.Map;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

class BenchCommandTest {

  /** The settings of {@code args} as {@code call()} would run them; nothing is started. */
  private static ThroughputBenchmark.Settings settings(String... args) {
    CommandLine cl = BenchCommand.commandLine();
    cl.parseArgs(args);
    return ((BenchCommand) cl.getCommand()).settings();
  }

  @Test
  void settings_none_theDocumentedDefaults() {
    ThroughputBenchmark.Settings s = settings();
    assertThat(s)
        .isEqualTo(
            new ThroughputBenchmark.Settings(
                16000,
                4,
                7,
                1000,
                Runtime.getRuntime().availableProcessors(),
                2000, // the worker's worker.chunk.size
                "worker",
                Map.of(),
                20,
                3,
                20,
                2,
                120,
                1.5,
                false,
                Map.of()));
  }

  @Test
  void settings_bothValueForms_overrideTheDefaults() {
    // Was: "unknown option or missing value: --count=4000".
    ThroughputBenchmark.Settings s =
        settings(
            "--count=4000",
            "--rounds",
            "2",
            "--jit-quiet=0.5",
            "--compression",
            "lz4",
            "--producer",
            "linger.ms=5",
            "--producer=batch.size=16384");
    assertThat(s.count()).isEqualTo(4000);
    assertThat(s.rounds()).isEqualTo(2);
    assertThat(s.jitQuietPercent()).isEqualTo(0.5);
    assertThat(s.compression()).isEqualTo("lz4");
    assertThat(s.producer())
        .containsExactlyInAnyOrderEntriesOf(Map.of("linger.ms", "5", "batch.size", "16384"));
    assertThat(s.requests()).isEqualTo(4);
  }

  @Test
  void share_chunkSharedByTheRequests_theWorkersChunkPerRequest() {
    assertThat(settings("--chunk", "2000", "--requests", "4").share()).isEqualTo(500);
    assertThat(settings("--chunk", "10", "--requests", "3").share()).isEqualTo(3);
    assertThat(settings("--chunk", "2", "--requests", "4").share()).isEqualTo(1);
  }

  @Test
  void settings_breakdownAndBrokerSettings_passedToTheRun() {
    ThroughputBenchmark.Settings s =
        settings(
            "--breakdown",
            "--broker",
            "add.partitions.to.txn.retry.backoff.ms=5",
            "--broker=num.io.threads=1");
    assertThat(s.breakdown()).isTrue();
    assertThat(s.broker())
        .containsExactlyInAnyOrderEntriesOf(
            Map.of("add.partitions.to.txn.retry.backoff.ms", "5", "num.io.threads", "1"));
    assertThat(settings().breakdown()).isFalse();
  }

  @Test
  void settings_sizeBelowOne_oneLineBeforeTheBrokerStarts() {
    assertThatThrownBy(() -> settings("--threads", "0"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("--threads must be at least 1, was 0");
    assertThatThrownBy(() -> settings("--rounds=-1"))
        .hasMessage("--rounds must be at least 0, was -1");
  }

  @Test
  void commandLine_help_exitsZeroAndDescribesEveryOptionWithItsDefault() {
    // Was: one usage line and a map of the defaults.
    CommandLine cl = BenchCommand.commandLine();
    StringWriter out = new StringWriter();
    cl.setOut(new PrintWriter(out));
    assertThat(cl.execute("--help")).isZero();
    String help = out.toString();
    assertThat(help).startsWith("Usage: kafka-worker/run bench").contains("Exit status:");
    for (CommandLine.Model.OptionSpec o : cl.getCommandSpec().options()) {
      assertThat(help).contains(o.longestName());
      assertThat(o.description()).as(o.longestName()).isNotEmpty();
    }
    assertThat(help)
        .contains("(default: 16000)", "(default: 1.5)", "(default: worker)")
        .contains("this % of the process CPU");
  }

  @Test
  void commandLine_unknownOptionOrNotANumber_oneLineOnStderrAndStatusTwo() {
    CommandLine cl = BenchCommand.commandLine();
    StringWriter err = new StringWriter();
    cl.setErr(new PrintWriter(err));
    assertThat(cl.execute("--bogus")).isEqualTo(2);
    assertThat(err.toString().strip())
        .startsWith("bench: Unknown option: '--bogus'")
        .endsWith("(see --help)")
        .doesNotContain("\n");
    StringWriter err2 = new StringWriter();
    CommandLine cl2 = BenchCommand.commandLine();
    cl2.setErr(new PrintWriter(err2));
    // Was: a NumberFormatException stack trace after the generator warm-up had started.
    assertThat(cl2.execute("--count", "lots")).isEqualTo(2);
    assertThat(err2.toString().strip())
        .startsWith("bench: Invalid value for option '--count': 'lots'")
        .doesNotContain("\n");
  }
}
