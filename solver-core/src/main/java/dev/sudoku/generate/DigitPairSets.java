package dev.sudoku.generate;

import dev.sudoku.core.Grid;

/**
 * A cheap sufficient test for "removing these clues loses uniqueness", from the solution grid's
 * two-digit unavoidable sets.
 *
 * <p>For two digits a and b, link each a-cell to the b-cells in its row, its column and its box
 * (and the other way round). Every connected component C of those 18 cells has, in each house,
 * either both its a and b or neither, so swapping a and b inside C gives another valid grid. A
 * puzzle whose givens miss C entirely therefore has two solutions: C is an unavoidable set (the
 * 4-cell components are the familiar deadly rectangles). Components over the 36 digit pairs are
 * found once per grid; the removal keeps, per component, the number of givens left in it, and a
 * removal that empties one is refused without asking the solver.
 *
 * <p>Representation: {@code setsOf[cell]} lists the components holding a cell (8 per cell, one per
 * other digit) as indices into {@code left} (givens left per component, 8 * 81 / 4 at most).
 */
final class DigitPairSets {
  private static final int MAX_SETS = 8 * Grid.CELLS / 4;

  private final int[][] setsOf = new int[Grid.CELLS][8];
  private final int[] setsOfCount = new int[Grid.CELLS];
  private final int[] left = new int[MAX_SETS];
  /** inRow[d][r] = the cell of digit d+1 in row r; likewise columns and boxes. */
  private final int[][] inRow = new int[9][9];
  private final int[][] inCol = new int[9][9];
  private final int[][] inBox = new int[9][9];
  private final boolean[] seen = new boolean[18];
  private final int[] queue = new int[18];
  private int sets;

  /** Finds the components of {@code solution} (complete and valid); every cell counts as given. */
  void reset(byte[] solution) {
    for (int cell = 0; cell < Grid.CELLS; cell++) {
      int d = solution[cell] - 1;
      inRow[d][Houses.ROW[cell]] = cell;
      inCol[d][Houses.COL[cell]] = cell;
      inBox[d][Houses.BOX[cell]] = cell;
    }
    java.util.Arrays.fill(setsOfCount, 0);
    sets = 0;
    for (int a = 0; a < 9; a++) {
      for (int b = a + 1; b < 9; b++) {
        // Each digit has one cell per row, so a row index names an a-cell or a b-cell.
        java.util.Arrays.fill(seen, false);
        for (int startRow = 0; startRow < 9; startRow++) {
          if (seen[startRow]) {
            continue;
          }
          int n = 0;
          queue[n++] = inRow[a][startRow];
          seen[startRow] = true;
          for (int k = 0; k < n; k++) {
            int cell = queue[k];
            boolean isA = solution[cell] - 1 == a;
            int other = isA ? b : a;
            int offset = isA ? 9 : 0; // seen[0..8]: a-cells by row, seen[9..17]: b-cells by row
            for (int kind = 0; kind < 3; kind++) {
              int peer = kind == 0 ? inRow[other][Houses.ROW[cell]]
                  : kind == 1 ? inCol[other][Houses.COL[cell]] : inBox[other][Houses.BOX[cell]];
              if (!seen[offset + Houses.ROW[peer]]) {
                seen[offset + Houses.ROW[peer]] = true;
                queue[n++] = peer;
              }
            }
          }
          for (int k = 0; k < n; k++) {
            setsOf[queue[k]][setsOfCount[queue[k]]++] = sets;
          }
          left[sets++] = n;
        }
      }
    }
  }

  /**
   * Marks {@code cells} as removed and returns true if that empties some set (the puzzle then has
   * several solutions). Either way the removal is recorded; undo it with {@link #restore}.
   */
  boolean removeEmptiesASet(int[] cells) {
    boolean emptied = false;
    for (int cell : cells) {
      for (int k = 0; k < setsOfCount[cell]; k++) {
        emptied |= --left[setsOf[cell][k]] == 0;
      }
    }
    return emptied;
  }

  /** Undoes {@link #removeEmptiesASet} for the same cells. */
  void restore(int[] cells) {
    for (int cell : cells) {
      for (int k = 0; k < setsOfCount[cell]; k++) {
        left[setsOf[cell][k]]++;
      }
    }
  }

  /** Number of sets found by the last {@link #reset}. */
  int size() {
    return sets;
  }
}
