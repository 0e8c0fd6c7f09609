package dev.sudoku.archive;

import dev.sudoku.core.CsvFields;
import java.io.Serializable;
import java.util.List;

/**
 * How the lines of one input are read, decided from its first significant line (the first that is
 * neither blank nor a {@code #} comment): a CSV with a header, or lines of puzzles and drawings.
 *
 * <p>The decision, the one rule of both the {@code sudoku} command and the Spark jobs:
 *
 * <ul>
 *   <li>a line holding a comma that does not follow an 81-character puzzle (that is a CSV without
 *       header, read as puzzle lines), or any input when a puzzle column is named, is a CSV header.
 *       The puzzle column is the named one, else {@code quizzes} (Kaggle 1M) or {@code puzzle}
 *       (Kaggle 9M and 3M rated, the SE reference files), compared without case; the solution
 *       column is the named one, else {@code solutions} / {@code solution} when present (none when
 *       only the puzzle column is named);
 *   <li>a line with a letter and a {@code ;} or a tab is a header of another CSV dialect: refused,
 *       naming the separator and the fix, instead of one bad record per row;
 *   <li>anything else starts an input of puzzle lines and drawings.
 * </ul>
 *
 * <p>{@link #multiLine} is set by {@link Sniffer} when records spanning several lines (drawings,
 * SadMan and Simple Sudoku files, pencilmark grids) were seen near the start: such an input must be
 * read from its start in one piece, not in independent byte ranges.
 *
 * @param kind CSV or lines
 * @param headerLine the 1-based line of the CSV header, 0 for lines
 * @param puzzleColumn 0-based puzzle column of a CSV, -1 for lines
 * @param solutionColumn 0-based solution column of a CSV, or -1
 * @param ratingColumn 0-based column of a rating the CSV gives ({@code rating}, {@code er} or
 *     {@code se_er}), or -1
 * @param boundColumn 0-based column saying {@code LOWER_BOUND} of such a rating ({@code
 *     rating_status}, {@code gradeStatus} or {@code status}), or -1
 * @param multiLine records spanning several lines were seen near the start
 * @param header the CSV header's column names (stripped), empty for lines
 * @param extraColumns 0-based columns whose values every record also carries ({@link
 *     Record#extras()}), -1 for a column this input lacks; empty unless asked for ({@link
 *     #withExtraColumns})
 */
public record Layout(
    Kind kind,
    long headerLine,
    int puzzleColumn,
    int solutionColumn,
    int ratingColumn,
    int boundColumn,
    boolean multiLine,
    List<String> header,
    List<Integer> extraColumns)
    implements Serializable {
  private static final long serialVersionUID = 2L;

  /** Copies the lists. */
  public Layout {
    header = List.copyOf(header);
    extraColumns = List.copyOf(extraColumns);
  }

  /** A layout without header names or extra columns. */
  public Layout(
      Kind kind,
      long headerLine,
      int puzzleColumn,
      int solutionColumn,
      int ratingColumn,
      int boundColumn,
      boolean multiLine) {
    this(
        kind,
        headerLine,
        puzzleColumn,
        solutionColumn,
        ratingColumn,
        boundColumn,
        multiLine,
        List.of(),
        List.of());
  }

  /** A layout without rating columns. */
  public Layout(
      Kind kind, long headerLine, int puzzleColumn, int solutionColumn, boolean multiLine) {
    this(kind, headerLine, puzzleColumn, solutionColumn, -1, -1, multiLine);
  }

  /**
   * This layout, with every record also carrying the values of the named columns (found without
   * case, as the puzzle column is), in the order given: {@link Record#extras()}. A column the
   * header lacks, and every column of an input of lines, is -1: its value is null in every record.
   */
  public Layout withExtraColumns(List<String> names) {
    Integer[] at = new Integer[names.size()];
    for (int i = 0; i < at.length; i++) {
      at[i] = indexOf(header, names.get(i));
    }
    return new Layout(
        kind,
        headerLine,
        puzzleColumn,
        solutionColumn,
        ratingColumn,
        boundColumn,
        multiLine,
        header,
        List.of(at));
  }

  /** The 0-based column named {@code name} (without case), or -1 (always for lines). */
  public int column(String name) {
    return indexOf(header, name);
  }

  /** How the lines are read. */
  public enum Kind {
    /** One puzzle per line, drawings, SadMan and Simple Sudoku grids, pencilmark grids. */
    LINES,
    /** A CSV with a header. */
    CSV
  }

  /** The layout of an input of puzzle lines and drawings. */
  public static Layout lines() {
    return new Layout(Kind.LINES, 0, -1, -1, false);
  }

  /** The fields a CSV row needs to hold the puzzle and the solution column. */
  int fieldsNeeded() {
    return Math.max(puzzleColumn, solutionColumn) + 1;
  }

  /** This layout, marked as holding records that span lines. */
  Layout withMultiLine() {
    return new Layout(
        kind,
        headerLine,
        puzzleColumn,
        solutionColumn,
        ratingColumn,
        boundColumn,
        true,
        header,
        extraColumns);
  }

  /**
   * Decides the layout from the first significant line.
   *
   * @param source the input's name, for messages
   * @param lineNo the line's 1-based number
   * @param line the line, stripped, without byte order mark
   * @param column the CSV puzzle column named by the user, or {@code null} to detect it
   * @param solutionColumn the CSV solution column named by the user, or {@code null} to detect it
   * @throws ArchiveException one line naming the input, when it cannot be read as asked
   */
  public static Layout sniff(
      String source, long lineNo, String line, String column, String solutionColumn) {
    if (line.startsWith("{")) {
      // Else a JSON Lines file (generate --format json) is "a CSV header without a puzzle column".
      throw new ArchiveException(
          source
              + ":"
              + lineNo
              + ": this is JSON, which is not read here; write the puzzles with --format line or"
              + " csv, or take the puzzle field out with jq -r .puzzle");
    }
    if (column != null || isHeader(line)) {
      return header(source, lineNo, line, column, solutionColumn);
    }
    if (solutionColumn != null) {
      throw new ArchiveException(source + ": --solution-column needs a CSV input with a header");
    }
    char separator = foreignSeparator(line);
    if (separator != 0) {
      // Else every row would be reported as "expected 81 characters, found 163", once a row.
      String shown = separator == '\t' ? "\\t" : String.valueOf(separator);
      throw new ArchiveException(
          source
              + ":"
              + lineNo
              + ": this looks like a CSV header separated by '"
              + shown
              + "'; only ',' separates columns (convert with tr '"
              + shown
              + "' ',')");
    }
    return lines();
  }

  /**
   * True when a first significant line (stripped) is a CSV header: it holds a comma that does not
   * follow an 81-character puzzle (that is a CSV without header) and it does not start with a
   * puzzle and a space ({@code <puzzle> 7.2 hard, from the forum}), or it is the header of a
   * one-column CSV, {@code quizzes} or {@code puzzle} (any case, quoted or not), which no puzzle
   * line or drawing can be.
   */
  public static boolean isHeader(String line) {
    int comma = line.indexOf(',');
    if (comma >= 0) {
      return comma != 81 && !puzzleThenSpace(line);
    }
    String name = line.replace("\"", "").strip();
    return name.equalsIgnoreCase("quizzes") || name.equalsIgnoreCase("puzzle");
  }

  /**
   * The separator of a header written for another CSV dialect ({@code puzzle;solution}, or tab
   * separated): a line with a letter and a {@code ;} or a tab, or 0. No drawing holds a letter, and
   * a puzzle line holds one only in what follows its puzzle ({@code <puzzle>\t7.2\tforum}).
   */
  static char foreignSeparator(String line) {
    if (puzzleThenSpace(line)) {
      return 0;
    }
    boolean letter = false;
    char separator = 0;
    for (int i = 0; i < line.length(); i++) {
      char c = line.charAt(i);
      if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')) {
        letter = true;
      } else if ((c == ';' || c == '\t') && separator == 0) {
        separator = c;
      }
    }
    return letter ? separator : 0;
  }

  /**
   * True when the line starts with 81 cells ({@code 1}-{@code 9}, {@code 0}, {@code .}) and a space
   * or tab: a puzzle line with a rating or comment, which no CSV header can be.
   */
  private static boolean puzzleThenSpace(String line) {
    if (line.length() < 82 || !Character.isWhitespace(line.charAt(81))) {
      return false;
    }
    for (int i = 0; i < 81; i++) {
      char c = line.charAt(i);
      if (c != '.' && (c < '0' || c > '9')) {
        return false;
      }
    }
    return true;
  }

  private static Layout header(
      String source, long lineNo, String line, String column, String solutionColumn) {
    List<String> header = CsvFields.split(line);
    for (int i = 0; i < header.size(); i++) {
      header.set(i, header.get(i).strip());
    }
    int puzzle;
    if (column != null) {
      puzzle = indexOf(header, column);
      if (puzzle < 0 && !isHeader(line)) {
        // Listing "the header" would print a puzzle: say what is really wrong.
        throw new ArchiveException(
            source
                + ":"
                + lineNo
                + ": no column '"
                + column
                + "': the input has no CSV header (its first line "
                + (line.indexOf(',') < 0 ? "holds no comma" : "is a puzzle line")
                + ")");
      }
      if (puzzle < 0) {
        throw new ArchiveException(
            source
                + ": unknown column '"
                + column
                + "'; the header has: "
                + String.join(", ", header));
      }
    } else {
      puzzle = indexOf(header, "quizzes");
      if (puzzle < 0) {
        puzzle = indexOf(header, "puzzle");
      }
      if (puzzle < 0) {
        throw new ArchiveException(
            source
                + ":"
                + lineNo
                + ": a CSV header without a 'quizzes' or 'puzzle' column (it has: "
                + String.join(", ", header)
                + "); name the puzzle column with --column NAME");
      }
    }
    int solution = -1;
    if (solutionColumn != null) {
      solution = indexOf(header, solutionColumn);
      if (solution < 0) {
        throw new ArchiveException(
            source
                + ": unknown solution column '"
                + solutionColumn
                + "'; the header has: "
                + String.join(", ", header));
      }
    } else if (column == null) {
      String name = header.get(puzzle).equalsIgnoreCase("quizzes") ? "solutions" : "solution";
      solution = indexOf(header, name);
    }
    return new Layout(
        Kind.CSV,
        lineNo,
        puzzle,
        solution,
        firstOf(header, "rating", "er", "se_er"),
        firstOf(header, "rating_status", "gradeStatus", "status"),
        false,
        header,
        List.of());
  }

  private static int firstOf(List<String> header, String... names) {
    for (String name : names) {
      int i = indexOf(header, name);
      if (i >= 0) {
        return i;
      }
    }
    return -1;
  }

  private static int indexOf(List<String> header, String name) {
    for (int i = 0; i < header.size(); i++) {
      if (header.get(i).equalsIgnoreCase(name.strip())) {
        return i;
      }
    }
    return -1;
  }
}
