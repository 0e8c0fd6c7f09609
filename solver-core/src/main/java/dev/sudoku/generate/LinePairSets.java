package dev.sudoku.generate;

import dev.sudoku.core.Grid;

/**
 * A cheap sufficient test for "removing these clues loses uniqueness", from the solution grid's
 * unavoidable sets on two rows of a band (or two columns of a stack).
 *
 * <p>Take two rows r1 and r2 of one band and a set C of columns on which r1 and r2 hold the same
 * digits (as sets). Swapping r1 and r2 on C gives another valid grid: each column keeps its digits,
 * each row gets the same digits back, and each box keeps its digits because both rows cross the
 * same boxes. So the 2|C| cells are an unavoidable set, and a puzzle whose givens miss them all has
 * two solutions. The smallest such C are the cycles of the permutation "column of r2 holding r1's
 * digit of this column": following it from any column returns to the start, and the columns met on
 * the way are exactly a minimal C. Columns of a stack work the same way with rows and columns
 * exchanged.
 *
 * <p>Cycles of two columns are deadly rectangles, already among {@link DigitPairSets}' two-digit
 * sets, so only cycles of three or more are kept: 6 to 18 cells, three digits or more, which the
 * two-digit sets cannot see. Found once per grid (18 line pairs, 9 steps each); on fully thinned
 * attempts they refuse about 2.4 removals that would otherwise go to the solver, out of about 15
 * the solver refutes.
 *
 * <p>Representation: as in {@link DigitPairSets}, {@code setsOf[cell]} lists the sets holding a
 * cell (at most one per line pair through it: 4) as indices into {@code left}, the givens left per
 * set.
 */
final class LinePairSets {
  /** Line pairs: 2 kinds x 3 bands or stacks x 3 pairs, each with at most 3 cycles of 3+. */
  private static final int MAX_SETS = 18 * 3;

  private static final int PER_CELL = 4;

  private final int[] setsOf = new int[Grid.CELLS * PER_CELL];
  private final int[] setsOfCount = new int[Grid.CELLS];
  private final int[] left = new int[MAX_SETS];

  /** For the second line of a pair: position along it of each digit. */
  private final int[] positionOf = new int[10];

  private int sets;

  /** Finds the sets of {@code solution} (complete and valid); every cell counts as given. */
  void reset(byte[] solution) {
    java.util.Arrays.fill(setsOfCount, 0);
    sets = 0;
    for (int columns = 0; columns < 2; columns++) {
      for (int first = 0; first < 9; first += 3) {
        for (int i = 0; i < 2; i++) {
          for (int j = i + 1; j < 3; j++) {
            pair(solution, columns == 1, first + i, first + j);
          }
        }
      }
    }
  }

  /** Adds the cycles of three or more positions of lines l1 and l2 (rows, or columns). */
  private void pair(byte[] solution, boolean columns, int l1, int l2) {
    int[] positionOf = this.positionOf;
    for (int k = 0; k < 9; k++) {
      positionOf[solution[cell(columns, l2, k)]] = k;
    }
    int seen = 0;
    for (int start = 0; start < 9; start++) {
      if ((seen >> start & 1) != 0) {
        continue;
      }
      int cycle = 0;
      int k = start;
      do {
        cycle |= 1 << k;
        k = positionOf[solution[cell(columns, l1, k)]];
      } while (k != start);
      seen |= cycle;
      int length = Integer.bitCount(cycle);
      if (length < 3) {
        continue;
      }
      int set = sets++;
      left[set] = 2 * length;
      for (int m = cycle; m != 0; m &= m - 1) {
        int p = Integer.numberOfTrailingZeros(m);
        add(cell(columns, l1, p), set);
        add(cell(columns, l2, p), set);
      }
    }
  }

  private static int cell(boolean columns, int line, int k) {
    return columns ? k * 9 + line : line * 9 + k;
  }

  private void add(int cell, int set) {
    setsOf[cell * PER_CELL + setsOfCount[cell]++] = set;
  }

  /**
   * Marks {@code cells} as removed and returns true if that empties some set (the puzzle then has
   * several solutions). Either way the removal is recorded; undo it with {@link #restore}.
   */
  boolean removeEmptiesASet(int[] cells) {
    boolean emptied = false;
    for (int cell : cells) {
      int base = cell * PER_CELL;
      for (int k = base + setsOfCount[cell] - 1; k >= base; k--) {
        emptied |= --left[setsOf[k]] == 0;
      }
    }
    return emptied;
  }

  /** Undoes {@link #removeEmptiesASet} for the same cells. */
  void restore(int[] cells) {
    for (int cell : cells) {
      int base = cell * PER_CELL;
      for (int k = base + setsOfCount[cell] - 1; k >= base; k--) {
        left[setsOf[k]]++;
      }
    }
  }

  /** Number of sets found by the last {@link #reset}. */
  int size() {
    return sets;
  }

  /**
   * The sets of the last {@link #reset}, each as its cells in increasing order, sorted (for tests:
   * an independent search must find the same).
   */
  java.util.List<java.util.List<Integer>> cellsOfSets() {
    java.util.List<java.util.List<Integer>> out = new java.util.ArrayList<>();
    for (int k = 0; k < sets; k++) {
      out.add(new java.util.ArrayList<>());
    }
    for (int cell = 0; cell < Grid.CELLS; cell++) {
      for (int k = 0; k < setsOfCount[cell]; k++) {
        out.get(setsOf[cell * PER_CELL + k]).add(cell);
      }
    }
    out.sort(java.util.Comparator.comparing(Object::toString));
    return out;
  }
}
