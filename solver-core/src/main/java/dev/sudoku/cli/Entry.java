package dev.sudoku.cli;

/**
 * One puzzle as read from an input, before it is parsed.
 *
 * @param source the file name as given on the command line, {@code -} for standard input
 * @param line the 1-based physical line where the puzzle starts (a drawing starts at its first row)
 * @param number the 1-based position of this puzzle in the whole input (what {@code --index} counts)
 * @param text the puzzle text: an 81-character line or a nine-line drawing
 * @param expected the solution given by the input (a CSV solution column), or {@code null}
 * @param error why the reader could not extract a puzzle here, or {@code null}
 * @param position how far into the whole input this entry ends, in bytes (an estimate for
 *     gzip input), for the progress bar
 */
record Entry(String source, long line, long number, String text, String expected, String error,
    long position) {

  /** {@code file:line}, the prefix of every message about this entry. */
  String where() {
    return source + ":" + line;
  }
}
