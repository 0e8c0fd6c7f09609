package dev.sudoku.generate;

import dev.sudoku.core.Grid;

/**
 * The 27 houses (9 rows, 9 columns, 9 boxes) as data, and each cell's row, column, box and peers.
 */
final class Houses {
  static final int COUNT = 27;

  /** CELLS[h] = the 9 cells of house h: rows 0..8, then columns 9..17, then boxes 18..26. */
  static final int[][] CELLS = new int[COUNT][9];

  static final int[] ROW = new int[Grid.CELLS];
  static final int[] COL = new int[Grid.CELLS];
  static final int[] BOX = new int[Grid.CELLS];

  /** PEERS[cell] = the 20 other cells of its row, column and box, ascending. */
  static final int[][] PEERS = new int[Grid.CELLS][20];

  static {
    for (int i = 0; i < Grid.CELLS; i++) {
      int r = i / 9;
      int c = i % 9;
      int b = r / 3 * 3 + c / 3;
      ROW[i] = r;
      COL[i] = c;
      BOX[i] = b;
      CELLS[r][c] = i;
      CELLS[9 + c][r] = i;
      CELLS[18 + b][r % 3 * 3 + c % 3] = i;
    }
    for (int i = 0; i < Grid.CELLS; i++) {
      int n = 0;
      for (int j = 0; j < Grid.CELLS; j++) {
        if (j != i && (ROW[j] == ROW[i] || COL[j] == COL[i] || BOX[j] == BOX[i])) {
          PEERS[i][n++] = j;
        }
      }
    }
  }

  private Houses() {}
}
