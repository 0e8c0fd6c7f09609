package dev.sudoku.cli;

/** The exit statuses of every {@code sudoku} command, as documented in each command's help. */
final class ExitStatus {
  /** Every puzzle was read and gave the expected kind of result. */
  static final int OK = 0;

  /** At least one puzzle was bad, failed, or disagreed with the input's solution. */
  static final int FAILED = 1;

  /** The command line could not be carried out: bad option, missing file, unknown column. */
  static final int USAGE = 2;

  private ExitStatus() {}
}
