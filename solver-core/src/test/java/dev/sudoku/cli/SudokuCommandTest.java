package dev.sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class SudokuCommandTest {
  @Test
  void execute_noCommand_usageErrorOnStderr() {
    CliRun r = CliRun.run();
    assertThat(r.out()).isEmpty();
    assertThat(r.err()).contains("missing command");
    assertThat(r.status()).isEqualTo(ExitStatus.USAGE);
  }

  /** Regression: "sudoku: Unmatched argument at index 0: 'sovle'" named no command. */
  @Test
  void execute_unknownCommand_oneLineUsageErrorSuggestingTheCommand() {
    CliRun r = CliRun.run("sovle");
    assertThat(r.errLines())
        .containsExactly(
            "sudoku: unknown command 'sovle' (did you mean"
                + " solve?); the commands are solve, count, validate, grade, hint, bench, canon, dedup,"
                + " generate, render, book, help (see 'sudoku --help')");
    assertThat(r.status()).isEqualTo(ExitStatus.USAGE);
  }

  @Test
  void execute_argumentToCommandWithoutFiles_saysItReadsNoFiles() {
    CliRun r = CliRun.run("generate", "--count", "1", "puzzles.txt");
    assertThat(r.errLines())
        .containsExactly(
            "sudoku generate: unexpected argument"
                + " 'puzzles.txt': generate reads no files (see 'sudoku generate --help')");
    assertThat(r.status()).isEqualTo(ExitStatus.USAGE);
  }

  /** Regression: an input without puzzles passed with exit status 0 in every command. */
  @ParameterizedTest
  @ValueSource(strings = {"solve", "count", "validate", "grade", "canon", "dedup"})
  void execute_emptyInput_noPuzzleLineAndFails(String command) {
    CliRun r = CliRun.runWithInput("# only a comment\n", command);
    assertThat(r.out()).isEmpty();
    assertThat(r.errLines()).last().isEqualTo(command + ": no puzzle in standard input");
    assertThat(r.status()).isEqualTo(ExitStatus.FAILED);
  }

  @Test
  void execute_csvWithOnlyHeader_noPuzzleLineAndFails() {
    CliRun r = CliRun.runWithInput("quizzes,solutions\n", "validate", "-");
    assertThat(r.errLines()).last().isEqualTo("validate: no puzzle in standard input");
    assertThat(r.status()).isEqualTo(ExitStatus.FAILED);
  }

  /** Regression: canon, dedup, count, ... listed --solution-column and accepted it for nothing. */
  @ParameterizedTest
  @ValueSource(strings = {"count", "validate", "canon", "dedup", "render", "book"})
  void execute_solutionColumnWhereNothingIsCompared_unknownOption(String command) {
    assertThat(CliRun.run(command, "--help").out()).doesNotContain("--solution-column");
    String[] args =
        command.equals("book")
            ? new String[] {command, "-o", "unwritten.pdf", "--solution-column", "answer"}
            : new String[] {command, "--solution-column", "answer"};
    CliRun r = CliRun.runWithInput("", args);
    assertThat(r.errLines()).singleElement().asString().contains("--solution-column");
    assertThat(r.status()).isEqualTo(ExitStatus.USAGE);
  }

  @ParameterizedTest
  @ValueSource(strings = {"solve", "grade", "bench"})
  void execute_solutionColumnWhereSolutionsAreCompared_listedInHelp(String command) {
    assertThat(CliRun.run(command, "--help").out()).contains("--solution-column");
  }

  @Test
  void execute_helpCommand_showsThatCommandsHelp() {
    CliRun r = CliRun.run("help", "solve");
    assertThat(r.out()).contains("Usage: sudoku solve", "Exit status:");
    assertThat(r.status()).isZero();
  }

  @Test
  void execute_help_listsEveryCommandOnOneLineEach() {
    CliRun r = CliRun.run("--help");
    String list = r.out().substring(r.out().indexOf("Commands:"), r.out().indexOf("Exit status:"));
    for (String command :
        new String[] {
          "solve",
          "count",
          "validate",
          "grade",
          "hint",
          "bench",
          "canon",
          "dedup",
          "generate",
          "render",
          "book",
          "help"
        }) {
      assertThat(list.lines().filter(l -> l.startsWith("  " + command + " ")))
          .as(command)
          .singleElement()
          .satisfies(l -> assertThat(l).hasSizeLessThan(81));
    }
    // one line per command: no continuation lines between the entries
    assertThat(list.strip().lines().count()).isEqualTo(13);
  }

  @Test
  void execute_help_listsEveryCommand() {
    CliRun r = CliRun.run("--help");
    assertThat(r.out()).contains("solve", "count", "validate", "bench", "Exit status:");
    assertThat(r.status()).isZero();
  }

  @Test
  void execute_everyCommandHelp_explainsExitStatusAndExamples() {
    for (String command :
        new String[] {
          "solve", "count", "validate", "grade", "bench", "canon", "dedup", "generate"
        }) {
      CliRun r = CliRun.run(command, "--help");
      assertThat(r.out())
          .as(command)
          .contains("Usage: sudoku " + command, "Exit status:", "Examples:", "-h, --help");
      assertThat(r.err()).as(command).isEmpty();
      assertThat(r.out().lines()).as(command).allSatisfy(l -> assertThat(l).hasSizeLessThan(81));
      // An example wrapped by picocli would start its second half at column 0: not copyable.
      String examples = r.out().substring(r.out().indexOf("Examples:") + "Examples:".length());
      assertThat(examples.lines().filter(l -> !l.isBlank()))
          .as(command)
          .allSatisfy(l -> assertThat(l).startsWith("  "));
      assertThat(r.status()).as(command).isZero();
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {"--version", "-V"})
  void execute_version_buildAndGraderVersionOnStdout(String flag) {
    CliRun r = CliRun.run(flag);
    assertThat(r.outLines())
        .containsExactly(
            "sudoku " + Version.build() + " (grader " + dev.sudoku.grade.Grader.VERSION + ")");
    assertThat(Version.build()).matches("\\d+\\.\\d+\\.\\d+.*");
    assertThat(r.err()).isEmpty();
    assertThat(r.status()).isZero();
  }

  /**
   * Regression: picocli wraps with the JDK's line breaker, which also breaks after a '.' or before
   * a '+' inside a token ("'≥11." / "0'" in --max-nesting).
   */
  @Test
  void help_everyCommandAt80Columns_wrapsOnlyBetweenWords() {
    Io io =
        new Io(
            new java.io.ByteArrayInputStream(new byte[0]),
            new java.io.PrintStream(new java.io.ByteArrayOutputStream()),
            new java.io.PrintStream(new java.io.ByteArrayOutputStream()),
            false);
    List<picocli.CommandLine> commands =
        new java.util.ArrayList<>(HelpWrapping.withSubcommands(SudokuCommand.commandLine(io)));
    commands.add(WorkloadBench.commandLine(io));
    assertThat(HelpWrapping.brokenWords(commands)).as("words broken across lines").isEmpty();
  }
}
