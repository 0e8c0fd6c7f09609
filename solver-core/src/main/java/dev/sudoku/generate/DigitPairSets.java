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
  private final int[] component = new int[Grid.CELLS];
  private final int[] queue = new int[18];
  private int sets;

  /** Finds the components of {@code solution} (complete and valid); every cell counts as given. */
  void reset(byte[] solution) {
    java.util.Arrays.fill(setsOfCount, 0);
    sets = 0;
    for (int a = 1; a <= 9; a++) {
      for (int b = a + 1; b <= 9; b++) {
        java.util.Arrays.fill(component, -1);
        for (int start = 0; start < Grid.CELLS; start++) {
          if (solution[start] != a || component[start] >= 0) {
            continue;
          }
          int n = 0;
          queue[n++] = start;
          component[start] = sets;
          for (int k = 0; k < n; k++) {
            int cell = queue[k];
            int other = solution[cell] == a ? b : a;
            for (int kind = 0; kind < 3; kind++) {
              int h = kind == 0 ? Houses.ROW[cell]
                  : kind == 1 ? 9 + Houses.COL[cell] : 18 + Houses.BOX[cell];
              for (int peer : Houses.CELLS[h]) {
                if (solution[peer] == other && component[peer] < 0) {
                  component[peer] = sets;
                  queue[n++] = peer;
                }
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
