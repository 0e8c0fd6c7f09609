package dev.sudoku.core;

/**
 * The 27 houses of the 9x9 grid (9 rows, 9 columns, 9 boxes) as one table of data: the solver, the
 * grader and the generator all read it here, so the arithmetic from a cell to its row, column and
 * box is written once, and a variant (diagonals, jigsaw) is a change to this table rather than to
 * the code that walks it.
 *
 * <pre>
 * house h:  0..8  rows    (r1..r9)     position of a cell in the house = its column
 *           9..17 columns (c1..c9)     position of a cell in the house = its row
 *          18..26 boxes   (b1..b9)     position of a cell in the house = 3 * (row % 3) + column % 3
 * cell c:   0..80 row-major, c = 9 * row + column; row, column and box numbers are 0..8
 * kind:     ROW 0, COLUMN 1, BOX 2 (a house's kind is h / 9)
 * </pre>
 *
 * <p>Accessors take and return plain ints and never allocate, except {@link #cells} and {@link
 * #peers}, which return copies so that no caller can change the table. Arguments are not checked: a
 * cell outside 0..80 or a house outside 0..26 throws {@link ArrayIndexOutOfBoundsException}.
 */
public final class Houses {
  /** Number of houses. */
  public static final int COUNT = 27;

  /** Number of peers of a cell: the other cells of its row, column and box. */
  public static final int PEERS = 20;

  /** Kind of the houses 0..8. */
  public static final int ROW = 0;

  /** Kind of the houses 9..17. */
  public static final int COLUMN = 1;

  /** Kind of the houses 18..26. */
  public static final int BOX = 2;

  private static final int[][] CELLS = new int[COUNT][9];
  private static final int[][] OF_CELL = new int[Grid.CELLS][3];
  private static final int[][] INDEX = new int[Grid.CELLS][3];
  private static final int[][] PEER_CELLS = new int[Grid.CELLS][PEERS];

  static {
    for (int c = 0; c < Grid.CELLS; c++) {
      int r = c / 9;
      int col = c % 9;
      int b = r / 3 * 3 + col / 3;
      OF_CELL[c][ROW] = r;
      OF_CELL[c][COLUMN] = 9 + col;
      OF_CELL[c][BOX] = 18 + b;
      INDEX[c][ROW] = col;
      INDEX[c][COLUMN] = r;
      INDEX[c][BOX] = 3 * (r % 3) + col % 3;
      for (int kind = ROW; kind <= BOX; kind++) {
        CELLS[OF_CELL[c][kind]][INDEX[c][kind]] = c;
      }
    }
    for (int c = 0; c < Grid.CELLS; c++) {
      int n = 0;
      for (int o = 0; o < Grid.CELLS; o++) {
        if (o != c && sees(c, o)) {
          PEER_CELLS[c][n++] = o;
        }
      }
    }
  }

  private Houses() {}

  /** The row of a cell, 0..8 (also its row house). */
  public static int row(int cell) {
    return OF_CELL[cell][ROW];
  }

  /** The column of a cell, 0..8 (its column house is {@code 9 + column}). */
  public static int column(int cell) {
    return OF_CELL[cell][COLUMN] - 9;
  }

  /** The box of a cell, 0..8 left to right, top to bottom (its box house is {@code 18 + box}). */
  public static int box(int cell) {
    return OF_CELL[cell][BOX] - 18;
  }

  /** The house of kind {@link #ROW}, {@link #COLUMN} or {@link #BOX} that holds a cell, 0..26. */
  public static int of(int cell, int kind) {
    return OF_CELL[cell][kind];
  }

  /** The kind of a house: {@link #ROW}, {@link #COLUMN} or {@link #BOX}. */
  public static int kind(int house) {
    return house / 9;
  }

  /** The cell at position {@code i} (0..8) of a house. */
  public static int cell(int house, int i) {
    return CELLS[house][i];
  }

  /** The nine cells of a house in position order, as a new array. */
  public static int[] cells(int house) {
    return CELLS[house].clone();
  }

  /** The position of a cell inside a house, or -1 when the house does not hold it. */
  public static int indexIn(int cell, int house) {
    int kind = kind(house);
    return OF_CELL[cell][kind] == house ? INDEX[cell][kind] : -1;
  }

  /** The {@code k}-th (0..19) peer of a cell, peers ascending. */
  public static int peer(int cell, int k) {
    return PEER_CELLS[cell][k];
  }

  /** The 20 peers of a cell, ascending, as a new array. */
  public static int[] peers(int cell) {
    return PEER_CELLS[cell].clone();
  }

  /** True when cells {@code a} and {@code b} share a house (also when they are the same cell). */
  public static boolean sees(int a, int b) {
    int[] ha = OF_CELL[a];
    int[] hb = OF_CELL[b];
    return ha[ROW] == hb[ROW] || ha[COLUMN] == hb[COLUMN] || ha[BOX] == hb[BOX];
  }

  /** The short name of a house in the community's notation: {@code r1}, {@code c4}, {@code b9}. */
  public static String name(int house) {
    return "rcb".charAt(kind(house)) + Integer.toString(house % 9 + 1);
  }

  /** The long name of a house, for messages: {@code row 1}, {@code column 4}, {@code box 9}. */
  public static String longName(int house) {
    return new String[] {"row ", "column ", "box "}[kind(house)] + (house % 9 + 1);
  }
}
