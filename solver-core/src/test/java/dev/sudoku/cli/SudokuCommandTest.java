package dev.sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class SudokuCommandTest {
  @Test
  void execute_noCommand_usageErrorOnStderr() {
    CliRun r = CliRun.run();
    assertThat(r.out()).isEmpty();
    assertThat(r.err()).contains("missing command");
    assertThat(r.status()).isEqualTo(ExitStatus.USAGE);
  }

  @Test
  void execute_unknownCommand_oneLineUsageError() {
    CliRun r = CliRun.run("sovle");
    assertThat(r.errLines()).hasSize(1);
    assertThat(r.err()).startsWith("sudoku: Unmatched argument").contains("sudoku --help");
    assertThat(r.status()).isEqualTo(ExitStatus.USAGE);
  }

  @Test
  void execute_help_listsEveryCommand() {
    CliRun r = CliRun.run("--help");
    assertThat(r.out()).contains("solve", "count", "validate", "bench", "Exit status:");
    assertThat(r.status()).isZero();
  }

  @Test
  void execute_everyCommandHelp_explainsExitStatusAndExamples() {
    for (String command : new String[] {"solve", "count", "validate", "bench"}) {
      CliRun r = CliRun.run(command, "--help");
      assertThat(r.out()).as(command).contains("Usage: sudoku " + command, "Exit status:",
          "Examples:", "-h, --help");
      assertThat(r.err()).as(command).isEmpty();
      assertThat(r.out().lines()).as(command).allSatisfy(l -> assertThat(l).hasSizeLessThan(81));
      assertThat(r.status()).as(command).isZero();
    }
  }
}
