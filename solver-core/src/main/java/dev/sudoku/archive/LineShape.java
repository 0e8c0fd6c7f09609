package dev.sudoku.archive;

/**
 * What one stripped, non-blank line of a lines input is: a row of a nine-line grid, a rule or frame
 * line, a SadMan section header, or anything else (a one-line puzzle, text).
 *
 * <p>Separators inside a row are spaces, tabs, {@code |}, {@code -} and {@code +}; cells are digits
 * and {@code .}. A row has exactly nine cells, or nine groups of candidate digits (a pencilmark
 * row, as Simple Sudoku and most solvers print candidates: a group of one digit is a placed digit,
 * a longer group an empty cell). A rule line holds only separators and {@code *} (Simple Sudoku's
 * frame {@code *-----------*}, {@code ------+-------+------}, {@code |---+---+---|}).
 */
final class LineShape {
  private LineShape() {}

  /** Cells a line may hold besides nine before it is no longer taken for a grid row. */
  private static final int MAX_BROKEN_CELLS = 18;

  static boolean isSeparator(char c) {
    return c == ' ' || c == '\t' || c == '|' || c == '-' || c == '+';
  }

  private static boolean isCell(char c) {
    return c == '.' || (c >= '0' && c <= '9');
  }

  /**
   * A line of separators, {@code *} and {@code =} only: a rule between bands or a frame. Hodoku's
   * frames ({@code .-----.-----.}, {@code :-----+-----:}, {@code '-----'-----'}) also hold {@code
   * .}, {@code :} and {@code '}: with a run of dashes, which no row of cells has, they are rules
   * too.
   */
  static boolean isRule(String line) {
    boolean corners = false;
    for (int i = 0; i < line.length(); i++) {
      char c = line.charAt(i);
      if (c == '.' || c == ':' || c == '\'') {
        corners = true;
      } else if (!isSeparator(c) && c != '*' && c != '=') {
        return false;
      }
    }
    return !corners || line.contains("--");
  }

  /** A SadMan section header such as {@code [Puzzle]} or {@code [State]}: its name, else null. */
  static String section(String line) {
    if (line.length() < 3 || line.charAt(0) != '[' || line.charAt(line.length() - 1) != ']') {
      return null;
    }
    for (int i = 1; i < line.length() - 1; i++) {
      char c = line.charAt(i);
      if (!Character.isLetter(c) && c != ' ') {
        return null;
      }
    }
    return line.substring(1, line.length() - 1).strip();
  }

  /**
   * The nine cells of a grid row written into {@code into[offset..offset+8]}, and 9 returned; for a
   * line that is not a valid row, how many cells it has when it is made of cells and separators
   * only (a row with a cell too many or too few), or -1 for anything else. A line of 81 cells is a
   * puzzle, not a row.
   *
   * @param marks when not null, receives for each of the nine cells its candidates (bit d-1 for
   *     digit d): the group of a pencilmark row, the digit of a filled cell, 0 for an empty one
   */
  static int row(String line, char[] into, int[] marks, int offset) {
    int cells = 0;
    for (int i = 0; i < line.length(); i++) {
      char c = line.charAt(i);
      if (isCell(c)) {
        if (cells < 9 && into != null) {
          into[offset + cells] = c;
        }
        if (cells < 9 && marks != null) {
          marks[offset + cells] = c >= '1' && c <= '9' ? 1 << (c - '1') : 0;
        }
        cells++;
      } else if (!isSeparator(c)) {
        return -1;
      }
    }
    if (cells == 9 && line.length() != 81) {
      return 9;
    }
    if (cells > 9 && pencilmarks(line, into, marks, offset)) {
      return 9;
    }
    return cells == 9 ? -1 : cells;
  }

  /**
   * Reads a pencilmark row: nine groups of distinct digits 1-9 between spaces and {@code |}; a
   * group of one digit is a placed digit, a longer one an empty cell.
   */
  private static boolean pencilmarks(String line, char[] into, int[] marks, int offset) {
    int groups = 0;
    int i = 0;
    while (i < line.length()) {
      char c = line.charAt(i);
      if (c == ' ' || c == '\t' || c == '|') {
        i++;
        continue;
      }
      int start = i;
      int seen = 0;
      while (i < line.length() && line.charAt(i) >= '1' && line.charAt(i) <= '9') {
        int bit = 1 << (line.charAt(i) - '0');
        if ((seen & bit) != 0) {
          return false;
        }
        seen |= bit;
        i++;
      }
      if (i == start || (i < line.length() && " \t|".indexOf(line.charAt(i)) < 0)) {
        return false;
      }
      if (groups == 9) {
        return false;
      }
      if (into != null) {
        into[offset + groups] = i - start == 1 ? line.charAt(start) : '.';
      }
      if (marks != null) {
        marks[offset + groups] = seen >> 1;
      }
      groups++;
    }
    return groups == 9;
  }

  /** Characters of a candidate line: nine per cell. */
  static final int CANDIDATE_LINE = 9 * 81;

  /**
   * True when the line's first token (up to a space, tab, {@code ,}, {@code ;} or {@code :}) is
   * {@link #CANDIDATE_LINE} characters long: a candidate line, whatever its characters.
   */
  static boolean isCandidateLine(String line) {
    return tokenEnd(line, 0) == CANDIDATE_LINE;
  }

  /**
   * Reads a candidate line: nine characters per cell, row-major, the digit d at place d when d is a
   * candidate and {@code .} or {@code 0} there when it is not. A cell with one candidate is a
   * placed digit (written into {@code into}), as in a pencilmark grid; one with more is empty.
   *
   * @param into receives the 81 cells ({@code .} for empty)
   * @param marks receives the 81 candidate masks (bit d-1 for digit d)
   * @return why the line is no candidate line, or null
   */
  static String candidates(String line, char[] into, int[] marks) {
    for (int cell = 0; cell < 81; cell++) {
      int mask = 0;
      for (int d = 1; d <= 9; d++) {
        char c = line.charAt(9 * cell + d - 1);
        if (c == (char) ('0' + d)) {
          mask |= 1 << (d - 1);
        } else if (c != '.' && c != '0') {
          return "candidate line: "
              + cellName(cell)
              + " has '"
              + c
              + "' at place "
              + d
              + " (character "
              + (9 * cell + d)
              + "); expected "
              + d
              + ", '.' or '0'";
        }
      }
      if (mask == 0) {
        return "candidate line: " + cellName(cell) + " has no candidate";
      }
      marks[cell] = mask;
      into[cell] =
          Integer.bitCount(mask) == 1 ? (char) ('1' + Integer.numberOfTrailingZeros(mask)) : '.';
    }
    return null;
  }

  /** The 729-character candidate line of 81 masks (bit d-1 for digit d). */
  static String candidateLine(int[] marks) {
    char[] out = new char[CANDIDATE_LINE];
    for (int cell = 0; cell < 81; cell++) {
      for (int d = 1; d <= 9; d++) {
        out[9 * cell + d - 1] = (marks[cell] & (1 << (d - 1))) != 0 ? (char) ('0' + d) : '.';
      }
    }
    return new String(out);
  }

  private static String cellName(int cell) {
    return dev.sudoku.core.Grid.cellName(cell);
  }

  /**
   * A row with a cell too many or too few: a short line of cells and separators, with {@code cells}
   * cells, inside a drawing, or outside one when it separates its cells with spaces or {@code |}
   * like a drawing row does. Text and a short line without separators stay puzzle lines of the
   * wrong length.
   */
  static boolean isBrokenRow(String line, int cells, boolean inDrawing) {
    if (cells < 0 || line.length() >= 81 || cells > MAX_BROKEN_CELLS) {
      return false;
    }
    if (inDrawing) {
      return true;
    }
    for (int i = 0; i < line.length(); i++) {
      char c = line.charAt(i);
      if (c == ' ' || c == '\t' || c == '|') {
        return true;
      }
    }
    return false;
  }

  /**
   * Where a would-be grid row has a character that is neither a cell nor a separator: a line of
   * nine non-separator characters with a separator in it (or inside a grid), so that a typo in a
   * drawing is reported as such and not as the end of the grid. -1 when the line is no such row.
   */
  static int badCharacter(String line, boolean inDrawing) {
    if (line.length() >= 81) {
      return -1;
    }
    int cells = 0;
    int bad = -1;
    boolean separated = inDrawing;
    for (int i = 0; i < line.length(); i++) {
      char c = line.charAt(i);
      if (c == ' ' || c == '\t' || c == '|') {
        separated = true;
      } else if (!isSeparator(c)) {
        cells++;
        if (bad < 0 && !isCell(c)) {
          bad = i;
        }
      }
    }
    return cells == 9 && separated ? bad : -1;
  }

  /**
   * The puzzle of a one-line record: the line's first 81 characters when a space, tab, {@code ,},
   * {@code ;} or {@code :} follows them, so {@code puzzle:count:solution}, {@code puzzle rating}
   * and a CSV without header yield their puzzle; else a later token of 81 cells ({@code <hash>
   * <puzzle> <rating>}); else the whole line, which the grid parser then reports.
   */
  static String puzzleToken(String line) {
    int end = tokenEnd(line, 0);
    if (end == 81) {
      return line.substring(0, 81);
    }
    int from = end;
    while (from < line.length() && end < 81) {
      if (isTokenSeparator(line.charAt(from))) {
        from++;
        continue;
      }
      int to = tokenEnd(line, from);
      if (to - from == 81 && allCells(line, from, to)) {
        return line.substring(from, to);
      }
      from = to;
    }
    return line;
  }

  /**
   * Where the puzzle of a spaced line ends: nine groups of nine cells ({@code 1-9}, {@code 0} or
   * {@code .}) separated by spaces or tabs, {@code 530070000 600195000 ... 000080079}, then the end
   * of the line or a separator ({@code " 4.5"}, {@code ", comment"}); -1 for any other line. A
   * tenth group of nine cells makes the line no such puzzle: nine groups more would be a solution,
   * and what it means is not guessed.
   */
  static int spacedEnd(String line) {
    int i = 0;
    for (int group = 0; group < 9; group++) {
      if (group > 0) {
        int blanks = i;
        while (i < line.length() && (line.charAt(i) == ' ' || line.charAt(i) == '\t')) {
          i++;
        }
        if (i == blanks) {
          return -1;
        }
      }
      if (i + 9 > line.length() || !allCells(line, i, i + 9)) {
        return -1;
      }
      i += 9;
    }
    if (i == line.length()) {
      return i;
    }
    if (!isTokenSeparator(line.charAt(i))) {
      return -1;
    }
    int next = i;
    while (next < line.length() && isTokenSeparator(line.charAt(next))) {
      next++;
    }
    int to = tokenEnd(line, next);
    return to - next == 9 && allCells(line, next, to) ? -1 : i;
  }

  /** The 81 cells of a line whose puzzle ends at {@link #spacedEnd}. */
  static String spacedPuzzle(String line, int end) {
    StringBuilder cells = new StringBuilder(81);
    for (int i = 0; i < end; i++) {
      char c = line.charAt(i);
      if (isCell(c)) {
        cells.append(c);
      }
    }
    return cells.toString();
  }

  private static int tokenEnd(String line, int from) {
    int end = from;
    while (end < line.length() && !isTokenSeparator(line.charAt(end))) {
      end++;
    }
    return end;
  }

  private static boolean isTokenSeparator(char c) {
    return Character.isWhitespace(c) || c == ',' || c == ';' || c == ':';
  }

  /** True when {@code text} is 81 cells ({@code 1-9}, {@code 0} or {@code .}) and nothing else. */
  static boolean isGrid(String text) {
    return text.length() == 81 && allCells(text, 0, 81);
  }

  private static boolean allCells(String line, int from, int to) {
    for (int i = from; i < to; i++) {
      if (!isCell(line.charAt(i))) {
        return false;
      }
    }
    return true;
  }

  /**
   * The first word from {@code from} on that starts like an SE rating ({@code 4.5}, {@code >=8.0},
   * {@code ≥6.2/1.5/1.2}), or null. A word must hold a point: a seed or a solution count after the
   * puzzle is no rating.
   */
  static String rating(String line, int from) {
    int i = from;
    int n = line.length();
    while (i < n) {
      while (i < n && isWordBreak(line.charAt(i))) {
        i++;
      }
      int start = i;
      while (i < n && !isWordBreak(line.charAt(i))) {
        i++;
      }
      if (i > start && startsLikeRating(line, start, i)) {
        return line.substring(start, i);
      }
    }
    return null;
  }

  private static boolean isWordBreak(char c) {
    return c == ' ' || c == '\t' || c == ',' || c == ':';
  }

  private static boolean startsLikeRating(String s, int start, int end) {
    int i = start;
    if (s.startsWith(">=", i)) {
      i += 2;
    } else if (i < end && s.charAt(i) == '\u2265') {
      i++;
    }
    int digits = 0;
    while (i < end && s.charAt(i) >= '0' && s.charAt(i) <= '9') {
      i++;
      digits++;
    }
    return digits >= 1
        && digits <= 2
        && i + 1 < end
        && s.charAt(i) == '.'
        && s.charAt(i + 1) >= '0'
        && s.charAt(i + 1) <= '9';
  }
}
