package dev.sudoku.grade;

/**
 * The grader's copy of {@link dev.sudoku.core.Houses}, the one house table, in the arrays its hot
 * loops index ({@code CELLS[h][i]} rather than a call per cell), plus the orders Sudoku Explainer
 * scans in. The cell-to-house arithmetic lives in core; nothing here computes a row or a box.
 *
 * <p>Sudoku Explainer scans houses box first, then column, then row; {@link #SE_ORDER} keeps that
 * order because the first hint found is the one applied, which decides EP and ED.
 */
final class Houses {
  static final int COUNT = dev.sudoku.core.Houses.COUNT;
  static final int ROW = dev.sudoku.core.Houses.ROW;
  static final int COLUMN = dev.sudoku.core.Houses.COLUMN;
  static final int BOX = dev.sudoku.core.Houses.BOX;

  /** CELLS[h][i]: the i-th cell of house h. */
  static final int[][] CELLS = new int[COUNT][];

  /** OF_CELL[c][k]: the row (k=0), column (k=1) and box (k=2) house of cell c. */
  static final int[][] OF_CELL = new int[81][3];

  /** INDEX[c][k]: the position of cell c inside its house OF_CELL[c][k]. */
  static final int[][] INDEX = new int[81][3];

  /** PEERS[c]: the 20 other cells that share a house with c, ascending. */
  static final int[][] PEERS = new int[81][];

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
    for (int h = 0; h < COUNT; h++) {
      CELLS[h] = dev.sudoku.core.Houses.cells(h);
    }
    for (int c = 0; c < 81; c++) {
      for (int k = ROW; k <= BOX; k++) {
        OF_CELL[c][k] = dev.sudoku.core.Houses.of(c, k);
        INDEX[c][k] = dev.sudoku.core.Houses.indexIn(c, OF_CELL[c][k]);
      }
      PEERS[c] = dev.sudoku.core.Houses.peers(c);
      for (int o : PEERS[c]) {
        if (o < 64) {
          PEER_LO[c] |= 1L << o;
        } else {
          PEER_HI[c] |= 1L << (o - 64);
        }
      }
      boolean[] seen = new boolean[81];
      seen[c] = true;
      int n = 0;
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
    return dev.sudoku.core.Houses.kind(h);
  }

  /** True when cells a and b share a house. */
  static boolean sees(int a, int b) {
    return dev.sudoku.core.Houses.sees(a, b);
  }

  /** The house of kind k that holds cell c. */
  static int of(int c, int kind) {
    return OF_CELL[c][kind];
  }

  /** Position of cell c inside house h, or -1 when c is not in h. */
  static int indexIn(int c, int h) {
    return dev.sudoku.core.Houses.indexIn(c, h);
  }

  /** "r1", "c4" or "b9". */
  static String name(int h) {
    return dev.sudoku.core.Houses.name(h);
  }
}
