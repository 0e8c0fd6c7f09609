package dev.sudoku.cli;

import dev.sudoku.core.Grid;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One puzzle as read from an input, before it is parsed.
 *
 * @param source the file name as given on the command line, {@code -} for standard input
 * @param line the 1-based physical line where the puzzle starts (a drawing starts at its first row)
 * @param number the 1-based position of this puzzle in the whole input (what {@code --index}
 *     counts)
 * @param text the puzzle text: an 81-character line or a nine-line drawing
 * @param expected the solution given by the input (a CSV solution column), or {@code null}
 * @param error why the reader could not extract a puzzle here, or {@code null}
 * @param position how far into the whole input this entry ends, in bytes (an estimate for
 *     compressed input), for the progress bar
 * @param rating the SE rating the input gives with the puzzle, as written there ({@code 4.5},
 *     {@code >=8.0}, {@code ≥6.2/1.5/1.2}), or {@code null}; see {@link
 *     dev.sudoku.archive.Record#rating()}
 * @param fault the input broke here ({@code error} says how): not a puzzle, reported once and
 *     counted as a failure, never printed as a record
 * @param raw the puzzle as it stands in the input ({@link dev.sudoku.archive.Record#raw()}) when
 *     the reader keeps it ({@code dedup --format rows}), else {@code null}
 */
record Entry(
    String source,
    long line,
    long number,
    String text,
    String expected,
    String error,
    long position,
    String rating,
    boolean fault,
    String raw) {

  /** An entry without its raw text. */
  Entry(
      String source,
      long line,
      long number,
      String text,
      String expected,
      String error,
      long position,
      String rating,
      boolean fault) {
    this(source, line, number, text, expected, error, position, rating, fault, null);
  }

  /** An entry without a rating, not a fault. */
  Entry(
      String source,
      long line,
      long number,
      String text,
      String expected,
      String error,
      long position) {
    this(source, line, number, text, expected, error, position, null, false, null);
  }

  /** A puzzle entry with the rating its input gives. */
  Entry(
      String source,
      long line,
      long number,
      String text,
      String expected,
      String error,
      long position,
      String rating) {
    this(source, line, number, text, expected, error, position, rating, false, null);
  }

  private static final Pattern AT_LINE = Pattern.compile("at line (\\d+)");

  /**
   * A parser message about this entry, as the user should read it: the grid parser counts the lines
   * of a drawing from 1, so {@code at line N} is turned into the line of the file.
   */
  String explain(String reason) {
    if (text.indexOf('\n') < 0 || reason == null) {
      return reason;
    }
    Matcher m = AT_LINE.matcher(reason);
    if (!m.find()) {
      return reason;
    }
    long inFile = line + Long.parseLong(m.group(1)) - 1;
    return reason.substring(0, m.start(1)) + inFile + reason.substring(m.end(1));
  }

  /**
   * Why {@code solution} disagrees with the input's {@link #expected()} solution, or {@code null}
   * when it agrees or there is none. The expected solution may use any digit spelling the parser
   * accepts, so it is compared in its canonical form; one that does not parse never agrees, and the
   * message says why it does not parse. Otherwise the message names the first cell that differs and
   * how many do: two 81-digit strings side by side are hard to compare by eye.
   */
  String mismatch(Grid solution) {
    if (expected == null) {
      return null;
    }
    String found = solution.toLine();
    String want;
    try {
      want = Grid.parse(expected).toLine();
    } catch (IllegalArgumentException e) {
      return "mismatch: the input's solution "
          + expected
          + " is unreadable ("
          + e.getMessage()
          + "); found "
          + found;
    }
    if (found.equals(want)) {
      return null;
    }
    int first = -1;
    int differing = 0;
    for (int i = 0; i < found.length(); i++) {
      if (found.charAt(i) != want.charAt(i)) {
        differing++;
        if (first < 0) {
          first = i;
        }
      }
    }
    return "mismatch: expected "
        + expected
        + ", found "
        + found
        + " (first difference r"
        + (first / 9 + 1)
        + "c"
        + (first % 9 + 1)
        + ": expected "
        + want.charAt(first)
        + ", found "
        + found.charAt(first)
        + "; "
        + differing
        + " cell"
        + (differing == 1 ? "" : "s")
        + " differ"
        + (differing == 1 ? "s" : "")
        + ")";
  }

  /** {@code file:line}, the prefix of every message about this entry. */
  String where() {
    return source + ":" + line;
  }
}
