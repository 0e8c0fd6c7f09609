package dev.sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class SudokuCommandTest {
  @TempDir Path dir;

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

  /**
   * Regression: {@code sudoku count big.txt | head -2} ended with "writing standard output failed
   * (closed pipe or full disk?)" and status 1, where {@code seq 1000000 | head -1} is silent.
   */
  @ParameterizedTest
  @ValueSource(
      strings = {
        "solve",
        "count",
        "validate",
        "grade",
        "canon",
        "dedup",
        "hint",
        "render",
        "generate"
      })
  void execute_readerClosedThePipe_silentWithStatus141(String command) {
    String file = CliRun.write(dir, "one.txt", Puzzles.P1 + "\n");
    CliRun r =
        command.equals("generate")
            ? CliRun.runWithClosedPipe("generate", "--count", "3", "--seed", "1", "-q")
            : CliRun.runWithClosedPipe(command, file);
    assertThat(r.err()).isEmpty();
    assertThat(r.status()).isEqualTo(ExitStatus.READER_GONE);
  }

  @Test
  void execute_hintReaderClosedThePipe_stopsBeforeTheRestOfTheFile() {
    // Enough hints to fill the writer's buffer, then a line that would be refused on stderr.
    String file =
        CliRun.write(dir, "many.txt", (Puzzles.P1 + "\n").repeat(400) + Puzzles.CONFLICT + "\n");
    CliRun r = CliRun.runWithClosedPipe("hint", file);
    assertThat(r.err()).isEmpty();
    assertThat(r.status()).isEqualTo(ExitStatus.READER_GONE);
  }

  @Test
  void execute_fullDisk_saysWhyAndFails() {
    String file = CliRun.write(dir, "two.txt", Puzzles.P1 + "\n" + Puzzles.P2 + "\n");
    CliRun r = CliRun.runWithFullDisk("count", "-q", file);
    assertThat(r.errLines())
        .containsExactly(
            "count: output incomplete: writing standard output failed: No space left on device");
    assertThat(r.status()).isEqualTo(ExitStatus.FAILED);
  }

  /**
   * Regression: book's and hint's --max-millis help spoke of grade's output ("a rating becomes an
   * honest lower bound", "per puzzle"), which neither prints.
   */
  @Test
  void help_graderOptions_wordedForEachCommand() {
    String grade = CliRun.run("grade", "--help").out();
    String hint = CliRun.run("hint", "--help").out().replaceAll("\\s+", " ");
    String book = CliRun.run("book", "--help").out().replaceAll("\\s+", " ");
    assertThat(grade.replaceAll("\\s+", " "))
        .contains("Time allowed per puzzle", "a rating becomes an honest lower bound");
    assertThat(hint)
        .contains("Time allowed per position, for all its steps", "'# out of time'", "'# stuck'")
        .doesNotContain("a rating becomes");
    assertThat(book)
        .contains("puzzle whose line carries no rating", "the caption shows the rating")
        .doesNotContain("a rating becomes", "names the technique");
  }

  @Test
  void execute_hintWithRewordedOptions_stillSetsTheGrader() {
    String hard =
        "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3";
    CliRun r = CliRun.run("hint", "--max-nesting", "0", "--steps", "200", hard);
    assertThat(r.outLines()).last().asString().contains("beyond --max-nesting 0");
  }

  /**
   * Regression: examples longer than the help's 80 columns wrapped flush left ("-o" / "hard.pdf"),
   * so the first line copied alone was a broken command.
   */
  @Test
  void help_everyCommand_examplesFitOnOneLine() {
    Io io =
        new Io(
            new java.io.ByteArrayInputStream(new byte[0]),
            new java.io.PrintStream(new java.io.ByteArrayOutputStream()),
            new java.io.PrintStream(new java.io.ByteArrayOutputStream()),
            false);
    List<String> tooLong = new java.util.ArrayList<>();
    for (picocli.CommandLine c : HelpWrapping.withSubcommands(SudokuCommand.commandLine(io))) {
      for (String example : c.getCommandSpec().usageMessage().footer()) {
        if (example.length() > 80) {
          tooLong.add(c.getCommandName() + ": " + example);
        }
      }
    }
    assertThat(tooLong).isEmpty();
  }

  /** Every command's help lists the status a closed pipe gives, from one text. */
  @ParameterizedTest
  @ValueSource(strings = {"solve", "count", "grade", "hint", "render", "book", "generate", "bench"})
  void help_everyCommand_listsTheClosedPipeStatus(String command) {
    CliRun r = CliRun.run(command, "--help");
    assertThat(r.out()).containsPattern("(?m)^  141 +a reader closed standard output");
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
            "sudoku "
                + Version.build()
                + " (grader version "
                + dev.sudoku.grade.Grader.VERSION
                + ", default --max-nesting 1)");
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
