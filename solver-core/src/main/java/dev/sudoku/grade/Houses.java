package dev.sudoku.grade;

/**
 * The 27 houses of a 9x9 Sudoku as one table of data, so that every technique walks the same table
 * and a variant (diagonals, jigsaw) is a change here, not in the techniques.
 *
 * <pre>
 * house h:  0..8  rows    (r1..r9)     cell index in house = column
 *           9..17 columns (c1..c9)     cell index in house = row
 *          18..26 boxes   (b1..b9)     cell index in house = 3 * (row % 3) + column % 3
 * cell c:   0..80 row-major, c = 9 * row + column
 * </pre>
 *
 * <p>Sudoku Explainer scans houses box first, then column, then row; {@link #SE_ORDER} keeps that
 * order because the first hint found is the one applied, which decides EP and ED.
 */
final class Houses {
  static final int COUNT = 27;
  static final int ROW = 0;
  static final int COLUMN = 1;
  static final int BOX = 2;

  /** HOUSE_CELLS[h][i]: the i-th cell of house h. */
  static final int[][] CELLS = new int[COUNT][9];

  /** CELL_HOUSES[c][k]: the row (k=0), column (k=1) and box (k=2) house of cell c. */
  static final int[][] OF_CELL = new int[81][3];

  /** INDEX[c][k]: the position of cell c inside its house OF_CELL[c][k]. */
  static final int[][] INDEX = new int[81][3];

  /** PEERS[c]: the 20 other cells that share a house with c, ascending. */
  static final int[][] PEERS = new int[81][20];

  /**
   * PEERS_BRC[c]: the same 20 peers in Sudoku Explainer's house-cell order ({@code getHouseCells}:
   * the box, then the row, then the column, each in house order, no repeats).
   */
  static final int[][] PEERS_BRC = new int[81][20];

  /** The peers of cell c as an 81-bit set: cells 0..63 in PEER_LO[c], 64..80 in PEER_HI[c]. */
  static final long[] PEER_LO = new long[81];

  static final long[] PEER_HI = new long[81];

  /** Houses in Sudoku Explainer's scan order: boxes, columns, rows. */
  static final int[] SE_ORDER = new int[COUNT];

  /** Houses in Sudoku Explainer's region-type order for uniqueness patterns: box, row, column. */
  static final int[] KIND_ORDER_BRC = {BOX, ROW, COLUMN};

  static {
    for (int c = 0; c < 81; c++) {
      int r = c / 9;
      int col = c % 9;
      int b = (r / 3) * 3 + col / 3;
      OF_CELL[c][ROW] = r;
      OF_CELL[c][COLUMN] = 9 + col;
      OF_CELL[c][BOX] = 18 + b;
      INDEX[c][ROW] = col;
      INDEX[c][COLUMN] = r;
      INDEX[c][BOX] = 3 * (r % 3) + col % 3;
      CELLS[r][col] = c;
      CELLS[9 + col][r] = c;
      CELLS[18 + b][3 * (r % 3) + col % 3] = c;
    }
    for (int c = 0; c < 81; c++) {
      int n = 0;
      for (int o = 0; o < 81; o++) {
        if (o != c && sees(c, o)) {
          PEERS[c][n++] = o;
          if (o < 64) {
            PEER_LO[c] |= 1L << o;
          } else {
            PEER_HI[c] |= 1L << (o - 64);
          }
        }
      }
      boolean[] seen = new boolean[81];
      seen[c] = true;
      n = 0;
      for (int kind : KIND_ORDER_BRC) {
        for (int p : CELLS[OF_CELL[c][kind]]) {
          if (!seen[p]) {
            seen[p] = true;
            PEERS_BRC[c][n++] = p;
          }
        }
      }
    }
    for (int i = 0; i < 9; i++) {
      SE_ORDER[i] = 18 + i;
      SE_ORDER[9 + i] = 9 + i;
      SE_ORDER[18 + i] = i;
    }
  }

  private Houses() {}

  /** The kind of house h: {@link #ROW}, {@link #COLUMN} or {@link #BOX}. */
  static int kind(int h) {
    return h / 9;
  }

  /** True when distinct cells a and b share a house. */
  static boolean sees(int a, int b) {
    int[] ha = OF_CELL[a];
    int[] hb = OF_CELL[b];
    return ha[0] == hb[0] || ha[1] == hb[1] || ha[2] == hb[2];
  }

  /** The house of kind k that holds cell c. */
  static int of(int c, int kind) {
    return OF_CELL[c][kind];
  }

  /** Position of cell c inside house h, or -1 when c is not in h. */
  static int indexIn(int c, int h) {
    int k = kind(h);
    return OF_CELL[c][k] == h ? INDEX[c][k] : -1;
  }

  /** "r1", "c4" or "b9". */
  static String name(int h) {
    return "rcb".charAt(kind(h)) + Integer.toString(h % 9 + 1);
  }
}
