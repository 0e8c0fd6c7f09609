package dev.sudoku.cli;

import java.io.InputStream;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A condition on a numeric CSV column, {@code --where se_er<=5.7}: keeps the rows of a file whose
 * column compares true with the number. Lets a benchmark ({@link Bench}) measure a slice of a
 * reference file (the grader's targets are stated for "puzzles rated 5.7 or less") without a
 * filtered copy.
 *
 * <p>The column is read with a second {@link PuzzleReader} over the same file (same gzip, header,
 * comment and blank-line rules), so the rows it accepts are named by the same physical line numbers
 * as the puzzles' {@link Entry#line()}. A row whose field is empty or not a number fails the
 * condition.
 */
final class RowFilter {
  private static final Pattern SYNTAX =
      Pattern.compile(
          "\\s*([^<>=!\\s]+)\\s*(<=|>=|<|>|==|=|!=)\\s*(-?[0-9.]+(?:[eE][-+]?\\d+)?)\\s*");

  final String column;
  private final String op;
  private final double value;

  private RowFilter(String column, String op, double value) {
    this.column = column;
    this.op = op;
    this.value = value;
  }

  /**
   * Parses {@code COLUMN OP NUMBER}, OP one of {@code < <= = == != >= >}.
   *
   * @throws UsageException when the text is not such a condition
   */
  static RowFilter parse(String text) {
    Matcher m = SYNTAX.matcher(text);
    if (!m.matches()) {
      throw new UsageException(
          "--where needs COLUMN<=NUMBER (or <, =, !=, >=, >), was '" + text + "'");
    }
    try {
      return new RowFilter(m.group(1), m.group(2), Double.parseDouble(m.group(3)));
    } catch (NumberFormatException e) {
      throw new UsageException("--where: '" + m.group(3) + "' is not a number");
    }
  }

  /** Whether a field passes: a number that compares true. */
  boolean test(String field) {
    double x;
    try {
      x = Double.parseDouble(field.strip());
    } catch (NumberFormatException e) {
      return false;
    }
    switch (op) {
      case "<":
        return x < value;
      case "<=":
        return x <= value;
      case ">":
        return x > value;
      case ">=":
        return x >= value;
      case "!=":
        return x != value;
      default:
        return x == value;
    }
  }

  /**
   * The physical line numbers of the rows of {@code file} that pass.
   *
   * @throws UsageException if the file is not a CSV with this column
   */
  Set<Long> lines(String file, InputStream stdin) {
    Set<Long> kept = new HashSet<>();
    try (PuzzleReader reader = new PuzzleReader(List.of(file), stdin, column, null)) {
      while (reader.hasNext()) {
        Entry e = reader.next();
        if (e.error() == null && test(e.text())) {
          kept.add(e.line());
        }
      }
    }
    return kept;
  }

  @Override
  public String toString() {
    return column + op + (value == Math.rint(value) ? String.valueOf((long) value) : value);
  }
}
