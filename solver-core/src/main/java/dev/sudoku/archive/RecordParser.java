package dev.sudoku.archive;

import dev.sudoku.core.CsvFields;
import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.List;

/**
 * Turns the lines of one input into {@link Record}s: the one reader of puzzle archives, fed line by
 * line by the {@code sudoku} command ({@link RecordStream}) and by the Spark jobs (one parser per
 * input split), so both read a file the same way and say the same thing about each bad record.
 *
 * <p>Formats (see {@link Layout} for how an input is classified):
 *
 * <ul>
 *   <li>Blank lines and {@code #} comment lines are skipped everywhere (SadMan's {@code #A author}
 *       lines are comments). A byte order mark on line 1 is dropped.
 *   <li>CSV: each row yields its puzzle column (stripped) and its solution column (stripped, empty
 *       meaning none); a row with too few fields is a bad record. A quoted field may hold line
 *       breaks (RFC 4180): its row goes on over the next lines, blank and {@code #} lines included,
 *       and is numbered by the line it starts on. A row is at most {@link #MAX_RECORD} characters.
 *       A quote not closed by then, or by the end of the input, or before a line that is a puzzle
 *       row of its own (every field, 81 cells in the puzzle column), is taken for a stray one: the
 *       row's first line is one bad record, and the lines after it are read again as rows.
 *   <li>Lines: a line that is not part of a grid is one puzzle, its first token ({@link
 *       LineShape#puzzleToken}); a first token of 729 characters is a candidate line ({@link
 *       LineShape#candidates}), which also gives the candidates of its empty cells. Nine groups of
 *       nine cells between spaces or tabs ({@link LineShape#spacedEnd}) are one puzzle too.
 *   <li>Grids over nine lines: rows of nine cells (digits, {@code .}) among separators (spaces,
 *       {@code |}, {@code -}, {@code +}), or of nine groups of candidates (pencilmarks); rule and
 *       frame lines (Simple Sudoku's {@code *-----------*}, {@code |---+---+---|}) are skipped; a
 *       SadMan section other than {@code [Puzzle]} ({@code [State]}, {@code [PencilMarks]}, ...) is
 *       skipped whole. A complete grid yields its 81-character line; a pencilmark grid (a cell with
 *       several candidates, none written empty) also its candidates.
 * </ul>
 *
 * <p>A bad grid costs that grid only, never the ones after it. Where a grid ends is decided by what
 * is around it, not by counting rows alone:
 *
 * <ul>
 *   <li>a blank line, a comment or any other line ends the grid: fewer than nine rows is one bad
 *       record ({@code unfinished grid drawing: 8 of 9 rows}), and the next grid starts afresh. A
 *       blank line between two bands (after row 3 or 6) of a grid without rule lines is allowed;
 *   <li>rule lines between bands resynchronise: a band of two or four rows is reported and the grid
 *       goes on with its next band;
 *   <li>once grids of an input have been seen to end at a blank line (or other delimiter), a tenth
 *       row is an extra row of the same grid; before that, grids written back to back are read nine
 *       rows each;
 *   <li>a row with a cell too many or too few still counts as one of the nine.
 * </ul>
 *
 * <p>Not thread-safe: one parser per input (or per split of one).
 */
public final class RecordParser {
  /** Longest line read, in bytes; longer ones are one bad record each (see {@link #tooLong}). */
  public static final int MAX_LINE = 1 << 16;

  /**
   * Longest CSV row spanning lines (a quoted field holding line breaks), in characters, line ends
   * included: a quote that is never closed costs one bad record of at most this much text, not the
   * rest of the input held in memory.
   */
  public static final int MAX_RECORD = 1 << 16;

  /** Most characters of a grid kept as it stands ({@link #keepingRaw}). */
  private static final int MAX_GRID_TEXT = 1 << 20;

  private final String source;
  private final String column;
  private final String solutionColumn;
  private Layout layout;
  private final ArrayDeque<Record> out = new ArrayDeque<>();

  private boolean skipSection; // inside a SadMan section that holds no puzzle
  private boolean separated; // grids of this input have been seen to end at a delimiter
  private boolean multiLine; // a record spanning lines has been read

  // A CSV row whose quoted field goes on to the next line (RFC 4180), null when none.
  private StringBuilder openRow;
  private long openRowLine; // where it starts: the row's line number
  private int firstQuote; // the place of the quote left open in its first line, 0-based
  private StringBuilder openRowRaw; // the row as it stands, for keepingRaw

  // The grid being read.
  private int rows; // rows counted, beyond 9 for the extra rows of a separated grid
  private int bandRows; // rows since the last rule inside this grid
  private boolean ruled; // a rule line has separated two of its bands
  private long gridLine;
  private String gridError;
  private final char[] cells = new char[81];
  private final char[] rowCells = new char[9];
  private final int[] marks = new int[81]; // candidates of the grid's cells, 0 where none given
  private final int[] rowMarks = new int[9];
  private final StringBuilder raw = new StringBuilder(256);

  // The input as it stands, for callers that write kept records back out (keepingRaw).
  private boolean keepRaw;
  private String original; // the line being read, without a byte order mark, not stripped
  private String headerText; // the CSV header line as it stands
  private final StringBuilder whole = new StringBuilder(); // the grid being read, line by line
  private String top; // a rule line outside any grid: the top frame if a grid starts right below
  private long topLine;

  /**
   * A parser that decides the layout itself from the first significant line ({@link Layout#sniff}).
   *
   * @param source the input's name, carried by every record
   * @param column the CSV puzzle column named by the user, or {@code null} to detect it
   * @param solutionColumn the CSV solution column named by the user, or {@code null}
   */
  public RecordParser(String source, String column, String solutionColumn) {
    this.source = source;
    this.column = column;
    this.solutionColumn = solutionColumn;
  }

  /**
   * A parser for an input whose layout is already known (decided on the first lines by {@link
   * Sniffer}), fed from any line on: a Spark split that starts in the middle of a file.
   */
  public RecordParser(String source, Layout layout) {
    this(source, null, null);
    this.layout = layout;
  }

  /** The layout, once decided; null before the first significant line. */
  public Layout layout() {
    return layout;
  }

  /**
   * This parser, with every puzzle also carrying its text as it stands in the input ({@link
   * Record#raw()}); the CSV header line is then {@link #headerText()}. The lines are already in
   * memory, so this costs one string per grid and nothing per line.
   */
  public RecordParser keepingRaw() {
    keepRaw = true;
    return this;
  }

  /**
   * The CSV header line as it stands in the input (not stripped, without a byte order mark), or
   * {@code null} before it is read and for an input of lines.
   */
  public String headerText() {
    return headerText;
  }

  /** True once a grid row, a rule line or a SadMan section has been read. */
  public boolean multiLine() {
    return multiLine;
  }

  /** The next record ready, or null. */
  public Record poll() {
    return out.poll();
  }

  /**
   * Reads one line.
   *
   * @param lineNo its 1-based number in the input
   * @param text the line without its line end, at most {@link #MAX_LINE} characters
   * @throws ArchiveException when this line decides a layout the input cannot be read with
   */
  public void accept(long lineNo, String text) {
    original = lineNo == 1 && text.startsWith("\uFEFF") ? text.substring(1) : text;
    if (openRow != null) {
      continueRow(lineNo, text); // inside quotes: blank and # lines are text of the field
      return;
    }
    String line = original.strip();
    if (line.isEmpty() || line.charAt(0) == '#') {
      delimiter(true);
      return;
    }
    if (layout == null) {
      layout = Layout.sniff(source, lineNo, line, column, solutionColumn);
      if (layout.kind() == Layout.Kind.CSV) {
        headerText = original;
        return; // the header
      }
    }
    if (layout.kind() == Layout.Kind.CSV) {
      if (lineNo != layout.headerLine()) {
        row(lineNo, line);
      }
      return;
    }
    String section = LineShape.section(line);
    if (section != null) {
      multiLine = true;
      delimiter(false);
      skipSection = !section.equalsIgnoreCase("Puzzle");
      return;
    }
    if (!skipSection) {
      lines(lineNo, line);
    }
  }

  /**
   * A line longer than {@link #MAX_LINE}: one bad record, whatever the layout; it also ends a grid.
   *
   * @param head the line's first characters (at least a few dozen), for the record's text
   * @param length the line's full length in bytes
   */
  public void tooLong(long lineNo, String head, long length) {
    if (openRow != null) {
      unclosed("no closing quote before line " + lineNo + ", which is too long to read");
    }
    delimiter(false);
    out.add(
        Record.bad(
            source,
            lineNo,
            head.strip(),
            "line of " + length + " bytes, longer than the " + MAX_LINE + " read"));
  }

  /** The end of the input (or of a split): an unfinished grid becomes its bad record. */
  public void finish() {
    if (openRow != null) {
      unclosed("the input ends before a closing quote");
    }
    delimiter(false);
  }

  private void row(long lineNo, String line) {
    int quote = CsvFields.unclosedQuote(line);
    if (quote >= 0) {
      // RFC 4180: a quoted field may hold line breaks; the row goes on with the next line and is
      // numbered by the line it starts on.
      openRow = new StringBuilder(Math.max(256, 2 * line.length())).append(line);
      openRowLine = lineNo;
      firstQuote = quote;
      openRowRaw = keepRaw ? new StringBuilder(original) : null;
      return;
    }
    fields(lineNo, line, keepRaw ? original : null);
  }

  /** One more line of a CSV row inside quotes. */
  private void continueRow(long lineNo, String text) {
    multiLine = true;
    if (openRow.length() + 1 + text.length() > MAX_RECORD) {
      unclosed("no closing quote within " + MAX_RECORD + " characters");
      accept(lineNo, text);
      return;
    }
    if (isPuzzleRow(text)) {
      // Text inside quotes that is a whole row, puzzle and all, is a row: the quote left open was
      // a stray one, and taking this line into the field would lose the rows silently.
      unclosed("line " + lineNo + " is a row of its own, not text inside the quote");
      accept(lineNo, text);
      return;
    }
    openRow.append('\n').append(text);
    if (openRowRaw != null) {
      openRowRaw.append('\n').append(text);
    }
    // Inside quotes a doubled quote is text, so the quote state after the line is the parity of
    // its quotes.
    boolean inside = true;
    for (int i = text.indexOf('"'); i >= 0; i = text.indexOf('"', i + 1)) {
      inside = !inside;
    }
    if (inside) {
      return;
    }
    String whole = openRow.toString();
    String raw = openRowRaw == null ? null : openRowRaw.toString();
    long at = openRowLine;
    openRow = null;
    openRowRaw = null;
    fields(at, whole.strip(), raw);
  }

  /** True when {@code text}, read as a row of its own, has every field and a puzzle of 81 cells. */
  private boolean isPuzzleRow(String text) {
    List<String> fields = CsvFields.split(text.strip());
    return fields.size() >= layout.fieldsNeeded()
        && LineShape.isGrid(fields.get(layout.puzzleColumn()).strip());
  }

  /**
   * The open row's quote is never closed (the input ends, the row would pass {@link #MAX_RECORD},
   * or a line inside it is a puzzle row of its own): most likely a stray quote, so the row's first
   * line is one bad record and the lines taken into it are read again as lines of their own. A
   * stray quote then costs its own row only; a quoted field cut off by the end of the input leaves
   * its lines as bad records of their own too, none lost without a word. No line read again opens a
   * row: each has an even number of quotes, or the row would have closed on it.
   */
  private void unclosed(String why) {
    String[] lines = openRow.toString().split("\n", -1);
    long first = openRowLine;
    openRow = null;
    openRowRaw = null;
    out.add(
        Record.bad(
            source,
            first,
            lines[0],
            "CSV row has an unclosed quote (\") at character "
                + (firstQuote + 1)
                + ": "
                + why
                + (lines.length == 2 ? "; the line after it is read as a row" : "")
                + (lines.length > 2
                    ? "; the " + (lines.length - 1) + " lines after it are read as rows"
                    : "")));
    for (int k = 1; k < lines.length; k++) {
      accept(first + k, lines[k]);
    }
  }

  private void fields(long lineNo, String line, String raw) {
    List<String> fields = CsvFields.split(line);
    int needed = layout.fieldsNeeded();
    if (fields.size() < needed) {
      out.add(
          Record.bad(
              source,
              lineNo,
              line,
              "CSV row has "
                  + fields.size()
                  + " field"
                  + (fields.size() == 1 ? "" : "s")
                  + ", the header needs "
                  + needed));
      return;
    }
    String solution =
        layout.solutionColumn() >= 0 ? fields.get(layout.solutionColumn()).strip() : null;
    out.add(
        Record.puzzle(
            source,
            lineNo,
            fields.get(layout.puzzleColumn()).strip(),
            solution == null || solution.isEmpty() ? null : solution,
            csvRating(fields),
            extras(fields),
            raw));
  }

  /** The values of the extra columns, null where the row is too short. */
  private List<String> extras(List<String> fields) {
    List<Integer> at = layout.extraColumns();
    if (at.isEmpty()) {
      return List.of();
    }
    String[] values = new String[at.size()];
    for (int i = 0; i < values.length; i++) {
      int c = at.get(i);
      values[i] = c >= 0 && c < fields.size() ? fields.get(c).strip() : null;
    }
    return Arrays.asList(values);
  }

  /** The rating columns of a CSV row, or null when it has none (they are optional per row). */
  private String csvRating(List<String> fields) {
    int at = layout.ratingColumn();
    if (at < 0 || at >= fields.size()) {
      return null;
    }
    String r = fields.get(at).strip();
    if (r.isEmpty()) {
      return null;
    }
    int bound = layout.boundColumn();
    boolean lower =
        bound >= 0 && bound < fields.size() && fields.get(bound).strip().equals("LOWER_BOUND");
    return lower ? ">=" + r : r;
  }

  private void lines(long lineNo, String line) {
    // Before the rows: nine groups of nine digits 1-9 also read as a pencilmark row (every cell
    // with every candidate), which only the first row of a blank grid's pencilmarks is.
    if (rows == 0 && spaced(lineNo, line)) {
      return;
    }
    if (LineShape.isRule(line)) {
      rule(lineNo, line);
      return;
    }
    int count = LineShape.row(line, rowCells, rowMarks, 0);
    if (count == 9 || LineShape.isBrokenRow(line, count, rows > 0)) {
      gridRow(lineNo, line, count, null);
      return;
    }
    int bad = LineShape.badCharacter(line, rows > 0);
    if (bad >= 0) {
      gridRow(
          lineNo,
          line,
          9,
          "bad character '"
              + line.charAt(bad)
              + "' at line "
              + lineNo
              + ", column "
              + (bad + 1)
              + "; expected 1-9, '.', '0' or a separator");
      return;
    }
    delimiter(false);
    if (LineShape.isCandidateLine(line)) {
      candidateLine(lineNo, line);
      return;
    }
    if (spaced(lineNo, line)) {
      return;
    }
    String puzzle = LineShape.puzzleToken(line);
    String rating = puzzle.length() < line.length() ? LineShape.rating(line, 82) : null;
    out.add(Record.puzzle(source, lineNo, puzzle, rating, keepRaw ? original : null));
  }

  /** A puzzle written as nine spaced groups of nine ({@link LineShape#spacedEnd}), if it is one. */
  private boolean spaced(long lineNo, String line) {
    int end = LineShape.spacedEnd(line);
    if (end < 0) {
      return false;
    }
    delimiter(false);
    String rating = end < line.length() ? LineShape.rating(line, end) : null;
    out.add(
        Record.puzzle(
            source, lineNo, LineShape.spacedPuzzle(line, end), rating, keepRaw ? original : null));
    return true;
  }

  private void candidateLine(long lineNo, String line) {
    String error = LineShape.candidates(line, cells, marks);
    if (error != null) {
      out.add(Record.bad(source, lineNo, line, error));
      return;
    }
    String rating =
        line.length() > LineShape.CANDIDATE_LINE
            ? LineShape.rating(line, LineShape.CANDIDATE_LINE + 1)
            : null;
    out.add(
        Record.pencilled(
            source,
            lineNo,
            new String(cells),
            LineShape.candidateLine(marks),
            rating,
            keepRaw ? original : null));
  }

  /**
   * A row of the grid.
   *
   * @param count its number of cells
   * @param error what is wrong with a row of nine cells, or null
   */
  private void gridRow(long lineNo, String line, int count, String error) {
    multiLine = true;
    if (rows >= 9) {
      if (!separated) {
        emit(); // grids written back to back: this row starts the next one
      } else {
        fail("grid drawing has more than 9 rows (extra row at line " + lineNo + ")");
        rows++;
        append(line);
        return;
      }
    }
    if (rows == 0) {
      gridLine = lineNo;
      if (keepRaw) {
        whole.setLength(0);
        if (top != null && topLine == lineNo - 1) {
          whole.append(top).append('\n');
        }
        top = null;
      }
    }
    if (ruled && bandRows == 3) {
      // A fourth row in a band of a grid with rule lines: the rule will put the grid back in step.
      fail(
          "grid drawing band "
              + rows / 3
              + " has more than 3 rows (extra row at line "
              + lineNo
              + ")");
      append(line);
      return;
    }
    if (error != null) {
      fail(error);
    } else if (count == 9) {
      System.arraycopy(rowCells, 0, cells, rows * 9, 9);
      System.arraycopy(rowMarks, 0, marks, rows * 9, 9);
    } else {
      // The row still counts as one of the nine, so the grids after this one stay in step.
      fail(
          "grid drawing row "
              + (rows + 1)
              + " (line "
              + lineNo
              + ") has "
              + count
              + " cell"
              + (count == 1 ? "" : "s")
              + ", expected 9");
    }
    rows++;
    bandRows++;
    append(line);
  }

  private void rule(long lineNo, String line) {
    multiLine = true;
    if (rows == 0 || rows >= 9) {
      if (rows > 0) {
        append(line); // a bottom frame
      } else if (keepRaw) {
        top = original;
        topLine = lineNo;
      }
      return; // a top frame, or a rule outside any grid
    }
    if (bandRows != 3 && bandRows != 0) {
      int band = (rows - bandRows) / 3 + 1;
      fail(
          "grid drawing band "
              + band
              + " has "
              + bandRows
              + " row"
              + (bandRows == 1 ? "" : "s")
              + ", expected 3 (rule at line "
              + lineNo
              + ")");
      rows = Math.min(9, rows - bandRows + 3);
    }
    ruled = true;
    bandRows = 0;
    append(line);
  }

  /**
   * A line that is not a grid row: ends the grid unless it is a blank line between two bands of a
   * grid without rule lines.
   */
  private void delimiter(boolean blank) {
    if (rows == 0) {
      return;
    }
    if (blank && rows < 9 && rows % 3 == 0 && !ruled) {
      raw.append('\n');
      keepWhole();
      return;
    }
    separated = true;
    emit();
  }

  /**
   * True when the grid just read gives candidates: some cell holds a group of several, and no cell
   * is written empty ({@code .}), which would leave its candidates unknown.
   */
  private boolean pencilled() {
    boolean group = false;
    for (int m : marks) {
      if (m == 0) {
        return false;
      }
      group |= Integer.bitCount(m) > 1;
    }
    return group;
  }

  private void fail(String why) {
    if (gridError == null) {
      gridError = why;
    }
  }

  private void append(String line) {
    if (raw.length() <= Record.MAX_TEXT) {
      raw.append(line).append('\n');
    }
    keepWhole();
  }

  /**
   * Adds the line being read, as it stands, to the grid's raw text. Bounded: a grid worth writing
   * back has about 15 lines; one that runs on (extra rows, pages of blank lines between bands) is a
   * bad record or far from any archive's layout.
   */
  private void keepWhole() {
    if (keepRaw && whole.length() < MAX_GRID_TEXT) {
      whole.append(original).append('\n');
    }
  }

  private void emit() {
    if (rows < 9) {
      fail("unfinished grid drawing: " + rows + " of 9 rows");
    }
    if (gridError == null && pencilled()) {
      out.add(
          Record.pencilled(
              source,
              gridLine,
              new String(cells),
              LineShape.candidateLine(marks),
              null,
              wholeText()));
    } else if (gridError == null) {
      out.add(Record.puzzle(source, gridLine, new String(cells), null, wholeText()));
    } else {
      out.add(Record.bad(source, gridLine, raw.toString().strip(), gridError));
    }
    rows = 0;
    bandRows = 0;
    ruled = false;
    gridError = null;
    raw.setLength(0);
    whole.setLength(0);
  }

  /** The grid just read as it stands, without its last line end; null unless asked for. */
  private String wholeText() {
    if (!keepRaw) {
      return null;
    }
    int end = whole.length();
    while (end > 0 && whole.charAt(end - 1) == '\n') {
      end--;
    }
    return whole.substring(0, end);
  }
}
