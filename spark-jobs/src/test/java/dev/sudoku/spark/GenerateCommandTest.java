package dev.sudoku.spark;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sudoku.generate.Difficulty;
import dev.sudoku.generate.Symmetry;
import dev.sudoku.grade.Level;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

class GenerateCommandTest {

  private static GenerateConfig config(String... args) {
    CommandLine.ParseResult parsed = SparkMain.commandLine().parseArgs(args);
    return ((GenerateCommand) parsed.subcommand().commandSpec().userObject()).config();
  }

  @Test
  void config_allOptions_becomeTheRequest() {
    GenerateConfig c =
        config(
            "generate",
            "--count",
            "1000",
            "--seed",
            "42",
            "--level",
            "hard",
            "--symmetry",
            "ROTATE_180",
            "--minimal",
            "--clues",
            "22..30",
            "--partitions",
            "8",
            "--out",
            "o",
            "--format",
            "avro",
            "--overwrite",
            "--no-progress");

    assertThat(c.count()).isEqualTo(1000);
    assertThat(c.seed()).isEqualTo(42);
    assertThat(c.difficulty()).isEqualTo(Difficulty.level(Level.HARD));
    assertThat(c.symmetry()).isEqualTo(Symmetry.ROTATE_180);
    assertThat(c.minimal()).isTrue();
    assertThat(c.minClues()).isEqualTo(22);
    assertThat(c.maxClues()).isEqualTo(30);
    assertThat(c.partitions()).isEqualTo(8);
    assertThat(c.output()).isEqualTo(new Output("o", OutputFormat.AVRO, false, true, true, false));
  }

  @Test
  void config_ratingRange_openAbove() {
    assertThat(
            config("generate", "--count", "5", "--seed", "1", "--rating", "2.0..3.4", "--out", "o")
                .difficulty())
        .isEqualTo(Difficulty.rating(2.0, 3.4));
    assertThat(
            config("generate", "--count", "5", "--seed", "1", "--rating", "6.2..", "--out", "o")
                .difficulty())
        .isEqualTo(Difficulty.ratingAtLeast(6.2));
    assertThat(config("generate", "--count", "5", "--seed", "1", "--out", "o").difficulty())
        .isEqualTo(Difficulty.any());
  }

  @Test
  void config_badRequests_oneLineMessages() {
    assertThatThrownBy(
            () ->
                config(
                    "generate",
                    "--count",
                    "5",
                    "--seed",
                    "1",
                    "--level",
                    "EASY",
                    "--rating",
                    "1..2",
                    "--out",
                    "o"))
        .hasMessage("give --level or --rating, not both");
    assertThatThrownBy(
            () -> config("generate", "--count", "5", "--seed", "1", "--rating", "x", "--out", "o"))
        .hasMessage("--rating expects A..B (e.g. 2.0..4.5), got 'x'");
    assertThatThrownBy(
            () ->
                config(
                    "generate",
                    "--count",
                    "5",
                    "--seed",
                    "1",
                    "--symmetry",
                    "ROTATE_90",
                    "--clues",
                    "22..23",
                    "--out",
                    "o"))
        .hasMessageStartingWith(
            "--clues 22..23: symmetry ROTATE_90 allows no clue count in" + " 22..23");
    assertThatThrownBy(() -> config("generate", "--count", "0", "--seed", "1", "--out", "o"))
        .hasMessage("--count must be at least 1, was 0");
  }

  @Test
  void config_emptyRanges_messageNamesTheOption() {
    // Was: "rating range 9.0..2.0 must satisfy 0 <= min <= max" (which option?).
    assertThatThrownBy(
            () ->
                config("generate", "--count", "5", "--seed", "1", "--rating", "9..2", "--out", "o"))
        .hasMessage("--rating 9..2: rating range 9.0..2.0 must satisfy 0 <= min <=" + " max");
    assertThatThrownBy(
            () ->
                config(
                    "generate", "--count", "5", "--seed", "1", "--clues", "50..10", "--out", "o"))
        .hasMessageStartingWith("--clues 50..10: clue bounds 50..10");
    assertThatThrownBy(
            () ->
                config(
                    "generate", "--count", "5", "--seed", "1", "--partitions", "-1", "--out", "o"))
        .hasMessage("--partitions must be 0 (four per core) or more, was -1");
  }

  @Test
  void help_explainsShortDatasetsExitStatusAndExamples() {
    String help = SparkMain.commandLine().getSubcommands().get("generate").getUsageMessage();

    assertThat(help).contains("fewer than --count").contains("Exit status:").contains("Examples:");
  }

  @Test
  void config_noSeed_randomSeedDrawnOnce() {
    CommandLine.ParseResult parsed =
        SparkMain.commandLine().parseArgs("generate", "--count", "5", "--out", "o");
    GenerateCommand command = (GenerateCommand) parsed.subcommand().commandSpec().userObject();

    long first = command.config().seed();

    assertThat(command.config().seed()).isEqualTo(first);
  }

  @Test
  void config_namesWithDashesAnyCase_sameAsTheCli() {
    GenerateConfig c =
        config(
            "generate",
            "--count",
            "5",
            "--seed",
            "1",
            "--level",
            "Expert",
            "--symmetry",
            "rotate-180",
            "--out",
            "o");

    assertThat(c.difficulty()).isEqualTo(Difficulty.level(Level.EXPERT));
    assertThat(c.symmetry()).isEqualTo(Symmetry.ROTATE_180);
  }

  @Test
  void parse_unknownSymmetry_listsTheChoices() {
    assertThatThrownBy(
            () ->
                SparkMain.commandLine()
                    .parseArgs("generate", "--count", "5", "--symmetry", "spiral", "--out", "o"))
        .hasMessageContaining("unknown symmetry 'spiral' (one of NONE, ROTATE_180");
  }

  @Test
  void usage_footer_printsEveryLineWhole() {
    // Was: footer lines over 80 columns were re-wrapped by picocli, splitting an example
    // ("--booklets 100" / "--out /tmp/b") over two lines without a continuation.
    CommandLine generate = SparkMain.commandLine().getSubcommands().get("generate");
    String help = generate.getUsageMessage();

    for (String line : generate.getCommandSpec().usageMessage().footer()) {
      assertThat(help).contains(line);
      assertThat(line.length()).isLessThanOrEqualTo(80);
    }
  }

  @Test
  void commandLine_parsedFromArguments_theArgumentsForTheReport() {
    // Was: the generate report's provenance had "command": [] (the grade report has its own).
    String[] args = {"generate", "--count", "5", "--seed", "1", "--out", "o"};
    CommandLine.ParseResult parsed = SparkMain.commandLine().parseArgs(args);

    GenerateCommand generate = (GenerateCommand) parsed.subcommand().commandSpec().userObject();

    assertThat(generate.commandLine()).containsExactly(args);
  }
}
