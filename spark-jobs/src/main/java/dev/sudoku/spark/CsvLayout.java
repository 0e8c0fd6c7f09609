package dev.sudoku.spark;

import dev.sudoku.archive.Layout;
import dev.sudoku.core.CsvFields;
import java.util.List;

/**
 * The puzzle and solution columns of a CSV archive as the archive library finds them ({@link
 * Layout#sniff}), for code that splits rows itself: the overhead benchmark's plain loop, which must
 * read a file exactly as the job does.
 *
 * @param puzzleColumn 0-based column of the puzzle
 * @param solutionColumn 0-based column of the archive's solution, or -1
 */
record CsvLayout(int puzzleColumn, int solutionColumn) {

  /**
   * Reads a header line.
   *
   * @throws IllegalArgumentException with the library's one-line message
   */
  static CsvLayout detect(String header, String column, String solutionColumn) {
    Layout layout = Layout.sniff("header", 1, stripBom(header).strip(), column, solutionColumn);
    if (layout.kind() != Layout.Kind.CSV) {
      throw new IllegalArgumentException("not a CSV header: " + header.strip());
    }
    return new CsvLayout(layout.puzzleColumn(), layout.solutionColumn());
  }

  /** True when a file's first line is a CSV header ({@link Layout#isHeader}). */
  static boolean looksLikeHeader(String firstLine) {
    String s = stripBom(firstLine).strip();
    return !s.startsWith("#") && Layout.isHeader(s);
  }

  static String stripBom(String s) {
    return !s.isEmpty() && s.charAt(0) == '\uFEFF' ? s.substring(1) : s;
  }

  /** The fields of one CSV line, in the project's one dialect ({@link CsvFields#split}). */
  static List<String> split(String line) {
    return CsvFields.split(line);
  }
}
