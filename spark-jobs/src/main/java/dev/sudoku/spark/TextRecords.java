package dev.sudoku.spark;

import dev.sudoku.core.CsvFields;
import java.nio.charset.StandardCharsets;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import org.apache.hadoop.io.LongWritable;
import org.apache.hadoop.io.Text;
import scala.Tuple2;

/**
 * Turns the lines of one input split into {@link RawPuzzle}s, numbering them by their line in the
 * whole file.
 *
 * <p>Line files: one puzzle per line; the puzzle is the first token (text up to the first
 * whitespace, {@code ,}, {@code ;} or {@code :}), so {@code puzzle:count:solution} corpora and
 * commented lines work; blank lines and lines starting with {@code #} are skipped; a line of a
 * nine-line grid drawing becomes an error record saying so. CSV files: line 1 is the header and is
 * skipped, blank lines are skipped, a row with too few fields becomes an error record (never an
 * exception).
 */
final class TextRecords implements Iterator<RawPuzzle> {
  private final Iterator<Tuple2<LongWritable, Text>> lines;
  private final String source;
  private final CsvLayout csv;
  private long lineNumber;
  private RawPuzzle next;

  /**
   * @param firstLineNumber the 1-based line number in the file of the split's first line
   * @param csv the layout for a CSV file, null for a line file
   */
  TextRecords(
      Iterator<Tuple2<LongWritable, Text>> lines,
      String source,
      long firstLineNumber,
      CsvLayout csv) {
    this.lines = lines;
    this.source = source;
    this.csv = csv;
    this.lineNumber = firstLineNumber - 1;
  }

  @Override
  public boolean hasNext() {
    while (next == null && lines.hasNext()) {
      Text text = lines.next()._2();
      // Not Text.toString(): that decodes through a thread-local CharsetDecoder into a fresh
      // CharBuffer per line (~1 % of the task CPU on Kaggle rows); the String constructor has
      // the JDK's ASCII fast path. Same result: malformed bytes become U+FFFD either way.
      String line = new String(text.getBytes(), 0, text.getLength(), StandardCharsets.UTF_8);
      lineNumber++;
      next = csv == null ? fromLine(line) : fromCsv(line);
    }
    return next != null;
  }

  @Override
  public RawPuzzle next() {
    if (!hasNext()) {
      throw new NoSuchElementException();
    }
    RawPuzzle result = next;
    next = null;
    return result;
  }

  private RawPuzzle fromLine(String line) {
    String s = lineNumber == 1 ? CsvLayout.stripBom(line).strip() : line.strip();
    if (s.isEmpty() || s.charAt(0) == '#') {
      return null;
    }
    int end = 0;
    while (end < s.length() && !separator(s.charAt(end))) {
      end++;
    }
    if (end < 81 && drawingLine(s)) {
      return new RawPuzzle(
          source,
          lineNumber,
          s,
          null,
          "looks like a line of a 9-line grid "
              + "drawing; this job reads one puzzle per line (81 characters, '.' or 0 for empty)");
    }
    return new RawPuzzle(source, lineNumber, s.substring(0, end), null, null);
  }

  /**
   * A row of a nine-line drawing ({@code 5 3 . | . 7 . | . . .}: nine cells among separators) or
   * its rule line ({@code ------+-------+------}); named so that the reason does not say "expected
   * 81 characters, found 1" for every line of a file of drawings.
   */
  static boolean drawingLine(String s) {
    int cells = 0;
    int rules = 0;
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (c == '.' || (c >= '0' && c <= '9')) {
        cells++;
      } else if (c == '-' || c == '+' || c == '|') {
        rules++;
      } else if (c != ' ' && c != '\t') {
        return false;
      }
    }
    return cells == 9 || (cells == 0 && rules >= 9);
  }

  private static boolean separator(char c) {
    return Character.isWhitespace(c) || c == ',' || c == ';' || c == ':';
  }

  private RawPuzzle fromCsv(String line) {
    if (lineNumber == 1 || line.isBlank()) {
      return null;
    }
    int quote = CsvFields.unclosedQuote(line);
    if (quote >= 0) {
      // read leniently the row would lose its commas, and the reason with them (as the CLI)
      return new RawPuzzle(
          source,
          lineNumber,
          line.strip(),
          null,
          "CSV row has an unclosed quote (\") at character " + (quote + 1));
    }
    List<String> fields = CsvLayout.split(line);
    int needed = Math.max(csv.puzzleColumn(), csv.solutionColumn()) + 1;
    if (fields.size() < needed) {
      // as the CLI says it: a row cut short is not graded without the archive's solution
      return new RawPuzzle(
          source,
          lineNumber,
          line.strip(),
          null,
          "CSV row has "
              + fields.size()
              + " field"
              + (fields.size() == 1 ? "" : "s")
              + ", the header needs "
              + needed);
    }
    String solution = csv.solutionColumn() >= 0 ? fields.get(csv.solutionColumn()) : null;
    return new RawPuzzle(
        source, lineNumber, fields.get(csv.puzzleColumn()).strip(), solution, null);
  }
}
