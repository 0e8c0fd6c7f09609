package dev.sudoku.core;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Objects;
import java.util.Optional;

/**
 * An immutable 9x9 Sudoku grid: 81 cells in row-major order, each 0 (empty) or a digit 1..9.
 *
 * <p>The one text format of this project is the 81-character line: row-major, {@code .} for an
 * empty cell on output, {@code .} or {@code 0} accepted on input. {@link #parse} also reads a grid
 * written over nine lines, where spaces, tabs, {@code |}, {@code -} and {@code +} are separators.
 *
 * <p>Parsing checks syntax only; {@link #conflict()} finds two equal givens in a house, and {@link
 * #requireConsistent()} turns that into a {@link GridFormatException}. Whether a consistent grid
 * has a solution is the {@link Solver}'s question.
 */
public final class Grid {
  /** Number of cells. */
  public static final int CELLS = 81;

  private static final Grid EMPTY = new Grid(new byte[CELLS]);

  private final byte[] cells;

  private Grid(byte[] cells) {
    this.cells = cells;
  }

  /** The grid with no givens. */
  public static Grid empty() {
    return EMPTY;
  }

  /**
   * Reads a grid from an 81-character line or from a nine-line drawing.
   *
   * @throws GridFormatException naming the length found or the bad character and its position
   */
  public static Grid parse(CharSequence text) {
    String s = text.toString().strip();
    if (s.indexOf('\n') >= 0 || s.indexOf('\r') >= 0) {
      return parseDrawing(s);
    }
    if (s.length() != CELLS) {
      throw new GridFormatException(
          "expected 81 characters, found " + s.length() + invisibleCharacter(s));
    }
    byte[] cells = new byte[CELLS];
    for (int i = 0; i < CELLS; i++) {
      int v = cellValue(s.charAt(i));
      if (v < 0) {
        throw new GridFormatException(
            "bad character "
                + describe(s.charAt(i))
                + " at position "
                + (i + 1)
                + " ("
                + cellName(i)
                + "); expected 1-9, '.' or '0'");
      }
      cells[i] = (byte) v;
    }
    return new Grid(cells);
  }

  private static Grid parseDrawing(String s) {
    byte[] cells = new byte[CELLS];
    int n = 0;
    int line = 1;
    int column = 0;
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      column++;
      if (c == '\n') {
        line++;
        column = 0;
        continue;
      }
      if (c == ' ' || c == '\t' || c == '\r' || c == '|' || c == '-' || c == '+') {
        continue;
      }
      int v = cellValue(c);
      if (v < 0) {
        throw new GridFormatException(
            "bad character "
                + describe(c)
                + " at line "
                + line
                + ", column "
                + column
                + "; expected 1-9, '.', '0' or a separator");
      }
      if (n == CELLS) {
        throw new GridFormatException(
            "more than 81 cells in grid (extra cell at line " + line + ", column " + column + ")");
      }
      cells[n++] = (byte) v;
    }
    if (n != CELLS) {
      throw new GridFormatException("expected 81 cells in grid, found " + n);
    }
    return new Grid(cells);
  }

  /**
   * The value of each ASCII character as a cell: 1-9 for the digits, 0 for '.' and '0', -1 for the
   * rest. A lookup instead of comparisons: givens and empty cells alternate unpredictably within a
   * line, and the mispredicted tests cost more than parsing the rest of the line.
   */
  private static final byte[] CELL_VALUE = new byte[128];

  static {
    Arrays.fill(CELL_VALUE, (byte) -1);
    CELL_VALUE['.'] = 0;
    for (char c = '0'; c <= '9'; c++) {
      CELL_VALUE[c] = (byte) (c - '0');
    }
  }

  private static int cellValue(char c) {
    return c < CELL_VALUE.length ? CELL_VALUE[c] : -1;
  }

  /**
   * Names the first character of a line that a reader cannot see (a byte order mark left in the
   * middle of concatenated files, a no-break space, a control character): otherwise the line looks
   * exactly 81 characters long and the reported length cannot be made sense of. Empty when there is
   * none.
   */
  private static String invisibleCharacter(String s) {
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (c != ' '
          && c != '\t'
          && (Character.isISOControl(c)
              || Character.isSpaceChar(c)
              || Character.getType(c) == Character.FORMAT)) {
        return String.format(" (an invisible character U+%04X at position %d)", (int) c, i + 1);
      }
    }
    return "";
  }

  private static String describe(char c) {
    return Character.isISOControl(c) || Character.isWhitespace(c)
        ? String.format("U+%04X", (int) c)
        : "'" + c + "'";
  }

  /**
   * A grid from 81 cell values.
   *
   * @throws IllegalArgumentException if the length is not 81 or a value is outside 0..9
   */
  public static Grid of(int[] values) {
    if (values.length != CELLS) {
      throw new IllegalArgumentException("expected 81 cells, found " + values.length);
    }
    byte[] cells = new byte[CELLS];
    for (int i = 0; i < CELLS; i++) {
      if (values[i] < 0 || values[i] > 9) {
        throw new IllegalArgumentException(
            "cell " + cellName(i) + " holds " + values[i] + "; expected 0..9");
      }
      cells[i] = (byte) values[i];
    }
    return new Grid(cells);
  }

  /** A grid from 81 cell values 0..9; the array is copied. Same checks as {@link #of(int[])}. */
  public static Grid of(byte[] values) {
    if (values.length != CELLS) {
      throw new IllegalArgumentException("expected 81 cells, found " + values.length);
    }
    byte[] cells = values.clone(); // checked after the copy: the caller may change its array
    for (int i = 0; i < CELLS; i++) {
      if (cells[i] < 0 || cells[i] > 9) {
        throw new IllegalArgumentException(
            "cell " + cellName(i) + " holds " + cells[i] + "; expected 0..9");
      }
    }
    return new Grid(cells);
  }

  /**
   * Checks the raw cells that the {@code byte[]} forms of the solver take: 81 values, each 0..9.
   * Eight cells per step as one {@code long} (SWAR): a byte b with its top bit clear is at most 9
   * exactly when {@code b + 0x76} keeps the top bit clear, and no byte carries into the next. A
   * loop with a test per cell cost ~35 ns a call, 2 % of solving an easy puzzle; this costs a few.
   *
   * @throws NullPointerException naming {@code what} when {@code values} is null
   * @throws IllegalArgumentException naming {@code what} and the first bad cell
   */
  static void requireCells(byte[] values, String what) {
    Objects.requireNonNull(values, what);
    if (values.length != CELLS) {
      throw new IllegalArgumentException(what + ": expected 81 cells, found " + values.length);
    }
    long bad = 0;
    for (int i = 0; i < CELLS - 1; i += 8) {
      long x = (long) LONGS.get(values, i);
      bad |= x | (x + 0x7676767676767676L);
    }
    int last = values[CELLS - 1];
    if ((bad & 0x8080808080808080L) != 0 || (last | (9 - last)) < 0) {
      for (int i = 0; i < CELLS; i++) {
        if (values[i] < 0 || values[i] > 9) {
          throw new IllegalArgumentException(
              what + ": cell " + cellName(i) + " holds " + values[i] + "; expected 0..9");
        }
      }
    }
  }

  private static final VarHandle LONGS =
      MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

  /**
   * Checks an array that receives 81 cells, such as the solver's {@code solution}.
   *
   * @throws NullPointerException naming {@code what} when {@code target} is null
   * @throws IllegalArgumentException naming {@code what} when it is shorter than 81
   */
  static void requireRoom(byte[] target, String what) {
    Objects.requireNonNull(target, what);
    if (target.length < CELLS) {
      throw new IllegalArgumentException(
          what + ": expected room for 81 cells, found " + target.length);
    }
  }

  /**
   * The name of a cell in the community's notation: cell 0 is {@code r1c1}, cell 80 {@code r9c9}.
   *
   * @throws IndexOutOfBoundsException when {@code cell} is outside 0..80
   */
  public static String cellName(int cell) {
    Objects.checkIndex(cell, CELLS);
    return "r" + (cell / 9 + 1) + "c" + (cell % 9 + 1);
  }

  /**
   * The digit at a cell (0..80), 0 if empty.
   *
   * @throws IndexOutOfBoundsException when {@code cell} is outside 0..80
   */
  public int get(int cell) {
    return cells[cell];
  }

  /**
   * The digit at a row and column (0..8 each), 0 if empty.
   *
   * @throws IndexOutOfBoundsException when {@code row} or {@code column} is outside 0..8
   */
  public int get(int row, int column) {
    // row * 9 + column alone would read another cell for column 9 or -1
    if (row < 0 || row > 8 || column < 0 || column > 8) {
      throw new IndexOutOfBoundsException(
          "row " + row + ", column " + column + ": expected 0..8 each");
    }
    return cells[row * 9 + column];
  }

  /**
   * This grid with one cell changed; {@code digit} 0 empties it.
   *
   * @throws IndexOutOfBoundsException when {@code cell} is outside 0..80
   * @throws IllegalArgumentException when {@code digit} is outside 0..9
   */
  public Grid with(int cell, int digit) {
    Objects.checkIndex(cell, CELLS);
    if (digit < 0 || digit > 9) {
      throw new IllegalArgumentException("digit " + digit + " outside 0..9");
    }
    byte[] copy = cells.clone();
    copy[cell] = (byte) digit;
    return new Grid(copy);
  }

  /** A copy of the cells, 0 for empty. */
  public byte[] toBytes() {
    return cells.clone();
  }

  /** Copies the cells into {@code target[0..80]} without allocating. */
  public void copyTo(byte[] target) {
    System.arraycopy(cells, 0, target, 0, CELLS);
  }

  /** Number of filled cells. */
  public int clueCount() {
    int n = 0;
    for (byte c : cells) {
      n += -c >>> 31; // 1 for a digit 1-9: no branch to mispredict on the givens' pattern
    }
    return n;
  }

  /** True when no cell is empty (the digits may still conflict). */
  public boolean isComplete() {
    for (byte c : cells) {
      if (c == 0) {
        return false;
      }
    }
    return true;
  }

  /** True when no house holds a digit twice. */
  public boolean isConsistent() {
    return !hasRepeat();
  }

  /** True when every cell is filled and every house holds each digit once. */
  public boolean isSolved() {
    return isComplete() && isConsistent();
  }

  /** True when every given of {@code puzzle} has the same digit here. */
  public boolean agreesWith(Grid puzzle) {
    for (int i = 0; i < CELLS; i++) {
      if (puzzle.cells[i] != 0 && puzzle.cells[i] != cells[i]) {
        return false;
      }
    }
    return true;
  }

  /**
   * True when some house holds a digit twice, with a 10-bit set per house (bit d for digit d; an
   * empty cell adds nothing) and no branch per cell: readers check every puzzle they load, most
   * have no repeat, and the house-by-house scan that names the first pair ({@link #conflict}) cost
   * about a microsecond a puzzle in mispredicted tests, as much as solving an easy one.
   *
   * <p>The sets live in locals, not in an array (this runs once or twice per graded puzzle, and a
   * scratch array is allocated per call since a grid is shared between threads). A row is read as
   * the k-th column of each of its three boxes, k = 0..2. The current row, the band's three boxes
   * and the columns each have their own set; the three columns of box column j share {@code
   * columnsJ}, column 3j + k at bits 10k:
   *
   * <pre>
   *   columns0 (box column 0):  bits 20..29 column 2 | bits 10..19 column 1 | bits 0..9 column 0
   *   columns1, columns2:       the same for columns 3-5 and 6-8
   * </pre>
   *
   * Half the time of one pass over a 27-set array (its read-modify-writes of the same slots wait on
   * each other through memory): ~130 ns against ~210 a grid, Kaggle sample, one core.
   */
  private boolean hasRepeat() {
    int repeat = 0;
    int columns0 = 0;
    int columns1 = 0;
    int columns2 = 0;
    for (int band = 0; band < CELLS; band += 27) {
      int box0 = 0;
      int box1 = 0;
      int box2 = 0;
      for (int i = band; i < band + 27; i += 9) {
        int row = 0;
        for (int k = 0; k < 3; k++) {
          int d0 = 1 << cells[i + k] & ~1;
          int d1 = 1 << cells[i + 3 + k] & ~1;
          int d2 = 1 << cells[i + 6 + k] & ~1;
          repeat |= row & d0;
          row |= d0;
          repeat |= row & d1;
          row |= d1;
          repeat |= row & d2;
          row |= d2;
          repeat |= box0 & d0 | box1 & d1 | box2 & d2;
          box0 |= d0;
          box1 |= d1;
          box2 |= d2;
          int shift = 10 * k;
          repeat |= columns0 & d0 << shift | columns1 & d1 << shift | columns2 & d2 << shift;
          columns0 |= d0 << shift;
          columns1 |= d1 << shift;
          columns2 |= d2 << shift;
        }
      }
    }
    return repeat != 0;
  }

  /** The first pair of equal digits in a house, scanning rows, then columns, then boxes. */
  public Optional<Conflict> conflict() {
    if (!hasRepeat()) {
      return Optional.empty();
    }
    int[] seenAt = new int[10];
    for (int h = 0; h < Houses.COUNT; h++) {
      Arrays.fill(seenAt, -1);
      for (int k = 0; k < 9; k++) {
        int cell = Houses.cell(h, k);
        int d = cells[cell];
        if (d == 0) {
          continue;
        }
        if (seenAt[d] >= 0) {
          return Optional.of(new Conflict(d, seenAt[d], cell, Houses.longName(h)));
        }
        seenAt[d] = cell;
      }
    }
    return Optional.empty();
  }

  /**
   * Returns this grid if it is consistent.
   *
   * @throws GridFormatException naming the repeated digit and both cells
   */
  public Grid requireConsistent() {
    Optional<Conflict> c = conflict();
    if (c.isPresent()) {
      throw new GridFormatException(c.get().message());
    }
    return this;
  }

  /** The 81-character line, {@code .} for empty cells. */
  public String toLine() {
    return toLine(cells);
  }

  /**
   * The 81-character line of raw cell values, {@code .} for 0: the text form of the byte arrays the
   * solver and the canonical form work on, without building a {@link Grid}. Values are not checked:
   * each must be 0..9.
   *
   * @throws IllegalArgumentException if {@code values} does not hold 81 cells
   */
  public static String toLine(byte[] values) {
    if (values.length != CELLS) {
      throw new IllegalArgumentException("expected 81 cells, found " + values.length);
    }
    byte[] text = new byte[CELLS];
    for (int i = 0; i < CELLS; i++) {
      // without a branch: givens and empty cells alternate unpredictably, and a mispredicted test
      // per cell made this ~150 ns; '.' is '0' - 2, and (v - 1) >> 31 is -1 only for v == 0
      int v = values[i];
      text[i] = (byte) ('0' + v - ((v - 1) >> 31 & 2));
    }
    return new String(text, StandardCharsets.ISO_8859_1);
  }

  /** A nine-line drawing with box separators, readable by {@link #parse}. */
  public String toPrettyString() {
    StringBuilder sb = new StringBuilder(256);
    for (int r = 0; r < 9; r++) {
      if (r == 3 || r == 6) {
        sb.append("------+-------+------\n");
      }
      for (int c = 0; c < 9; c++) {
        if (c == 3 || c == 6) {
          sb.append("| ");
        }
        int d = cells[r * 9 + c];
        sb.append(d == 0 ? '.' : (char) ('0' + d));
        sb.append(c == 8 ? '\n' : ' ');
      }
    }
    return sb.toString();
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Grid && Arrays.equals(cells, ((Grid) o).cells);
  }

  @Override
  public int hashCode() {
    return Arrays.hashCode(cells);
  }

  /** Same as {@link #toLine()}. */
  @Override
  public String toString() {
    return toLine();
  }
}
