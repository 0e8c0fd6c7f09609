package dev.sudoku.cli;

/** The exit statuses of every {@code sudoku} command, as documented in each command's help. */
final class ExitStatus {
  /** Every puzzle was read and gave the expected kind of result. */
  static final int OK = 0;

  /** At least one puzzle was bad, failed, or disagreed with the input's solution. */
  static final int FAILED = 1;

  /** The command line could not be carried out: bad option, missing file, unknown column. */
  static final int USAGE = 2;

  /**
   * A reader closed standard output, and the command stopped without a word: 128 + SIGPIPE, the
   * status of {@code seq 1000000 | head -1}'s {@code seq}, so a shell's pipefail treats both alike.
   */
  static final int READER_GONE = 141;

  /** What {@link #READER_GONE} means, as every command's help lists it. */
  static final String READER_GONE_HELP =
      "a reader closed standard output ('| head'): the command stopped there and said nothing, as"
          + " 'seq 1000000 | head -1' does (128 + SIGPIPE); output lost otherwise (a full disk)"
          + " is status 1";

  private ExitStatus() {}
}
