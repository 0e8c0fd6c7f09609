package dev.sudoku.spark;

import dev.sudoku.core.CsvFields;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Where the puzzle (and the archive's own solution, if any) sit in a CSV archive's columns.
 *
 * <p>Three public layouts are recognised from the header alone: the Kaggle "1 million sudoku"
 * {@code quizzes,solutions}, the "9 million" {@code puzzle,solution} and the "3 million with
 * ratings" {@code puzzle,solution,clues,difficulty,level} (names compared case-insensitively). Any
 * other header needs the column named explicitly ({@code --column}, optionally {@code
 * --solution-column}); guessing among unknown columns would silently grade the wrong one.
 *
 * <p>Splitting is plain RFC 4180 without embedded line breaks: commas separate, a field may be
 * quoted with {@code "}, and {@code ""} inside quotes is one quote. Puzzle archives never need
 * more.
 *
 * @param form the recognised layout's name, or {@code "custom"}
 * @param puzzleColumn 0-based column of the puzzle
 * @param solutionColumn 0-based column of the archive's solution, or -1
 */
record CsvLayout(String form, int puzzleColumn, int solutionColumn) implements Serializable {
  private static final long serialVersionUID = 1L;

  private static final String[][] KNOWN = {
    {"kaggle-1m", "quizzes,solutions"},
    {"kaggle-9m", "puzzle,solution"},
    {"kaggle-3m-rated", "puzzle,solution,clues,difficulty,level"},
  };

  /**
   * Reads a header line.
   *
   * @param column the puzzle column's name when given by the user, else null
   * @param solutionColumn the solution column's name when given by the user, else null
   * @throws IllegalArgumentException with a one-line message when the header is not recognised or a
   *     named column is missing
   */
  static CsvLayout detect(String header, String column, String solutionColumn) {
    List<String> names = new ArrayList<>();
    for (String name : split(stripBom(header))) {
      names.add(name.strip().toLowerCase(Locale.ROOT));
    }
    if (column != null) {
      int p = indexOf(names, column, header);
      int s = solutionColumn == null ? -1 : indexOf(names, solutionColumn, header);
      return new CsvLayout("custom", p, s);
    }
    String joined = String.join(",", names);
    for (String[] known : KNOWN) {
      if (known[1].equals(joined)) {
        return new CsvLayout(known[0], 0, 1);
      }
    }
    throw new IllegalArgumentException(
        "unrecognised CSV header '"
            + header.strip()
            + "'; name the puzzle column with --column (and --solution-column if there is one)");
  }

  /**
   * True when a file's first line looks like a CSV header (has a comma and a letter) rather than a
   * puzzle or a {@code #} comment of a line file.
   */
  static boolean looksLikeHeader(String firstLine) {
    String s = stripBom(firstLine).strip();
    if (s.startsWith("#") || s.indexOf(',') < 0) {
      return false;
    }
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')) {
        return true;
      }
    }
    return false;
  }

  private static int indexOf(List<String> names, String column, String header) {
    int i = names.indexOf(column.strip().toLowerCase(Locale.ROOT));
    if (i < 0) {
      throw new IllegalArgumentException(
          "no column '" + column + "' in CSV header '" + header.strip() + "'");
    }
    return i;
  }

  static String stripBom(String s) {
    return !s.isEmpty() && s.charAt(0) == '\uFEFF' ? s.substring(1) : s;
  }

  /** The fields of one CSV line, in the project's one dialect ({@link CsvFields#split}). */
  static List<String> split(String line) {
    return CsvFields.split(line);
  }
}
