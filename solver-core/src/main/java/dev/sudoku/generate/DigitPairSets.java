package dev.sudoku.generate;

import dev.sudoku.core.Grid;
import dev.sudoku.core.Houses;

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
 * <p>Representation: {@code setsOf[8 * cell ..]} lists the components holding a cell (8, one per
 * other digit) as indices into {@code left} (givens left per component, 8 * 81 / 4 at most).
 * Components are found once per grid by flooding row masks (see {@link #reset}).
 */
final class DigitPairSets {
  private static final int MAX_SETS = 8 * Grid.CELLS / 4;

  private final int[] setsOf = new int[Grid.CELLS * 8];
  private final int[] setsOfCount = new int[Grid.CELLS];
  private final int[] left = new int[MAX_SETS];

  /** cellIn[9d + r] = the cell of digit d+1 in row r. */
  private final int[] cellIn = new int[81];

  /** columnIn[9d + r], boxIn[9d + r]: the column and box of that cell. */
  private final int[] columnIn = new int[81];

  private final int[] boxIn = new int[81];

  /** rowOf[18d + h] = the row of digit d+1's cell in column h (h 0..8) or box h-9 (h 9..17). */
  private final int[] rowOf = new int[9 * 18];

  /** Rows linked to each row for the current pair, as 9-bit masks. */
  private final int[] links = new int[9];

  private int sets;

  /**
   * Finds the components of {@code solution} (complete and valid); every cell counts as given.
   *
   * <p>Each digit has one cell per row, so for a pair (a, b) a row names one a-cell and one b-cell,
   * which share that row: a component is a set of rows. The a-cell of row r shares its column with
   * the b-cell of one row and its box with the b-cell of one row (the same links seen from the
   * b-cells are the same edges), so the components are those of a graph of 9 rows with two edges
   * per row, found by flooding 9-bit row masks. A union-find over the rows took twice as long, and
   * a breadth-first search over the 18 cells, the obvious alternative, four times; {@code
   * DigitPairSetsTest} keeps the latter as the oracle this is checked against.
   */
  void reset(byte[] solution) {
    for (int cell = 0; cell < Grid.CELLS; cell++) {
      int d = solution[cell] - 1;
      int r = Houses.row(cell);
      int column = Houses.column(cell);
      int box = Houses.box(cell);
      cellIn[9 * d + r] = cell;
      columnIn[9 * d + r] = column;
      boxIn[9 * d + r] = box;
      rowOf[18 * d + column] = r;
      rowOf[18 * d + 9 + box] = r;
    }
    java.util.Arrays.fill(setsOfCount, 0);
    sets = 0;
    int[] links = this.links;
    for (int a = 0; a < 9; a++) {
      for (int b = a + 1; b < 9; b++) {
        java.util.Arrays.fill(links, 0);
        for (int r = 0; r < 9; r++) {
          int s1 = rowOf[18 * b + columnIn[9 * a + r]];
          int s2 = rowOf[18 * b + 9 + boxIn[9 * a + r]];
          links[r] |= 1 << s1 | 1 << s2;
          links[s1] |= 1 << r;
          links[s2] |= 1 << r;
        }
        for (int rest = 0x1FF; rest != 0; ) {
          int component = rest & -rest;
          int frontier = component;
          while (frontier != 0) {
            int r = Integer.numberOfTrailingZeros(frontier);
            frontier &= frontier - 1;
            int fresh = links[r] & ~component;
            component |= fresh;
            frontier |= fresh;
          }
          rest &= ~component;
          int set = sets++;
          left[set] = 2 * Integer.bitCount(component);
          for (int m = component; m != 0; m &= m - 1) {
            int r = Integer.numberOfTrailingZeros(m);
            int ca = cellIn[9 * a + r];
            int cb = cellIn[9 * b + r];
            setsOf[8 * ca + setsOfCount[ca]++] = set;
            setsOf[8 * cb + setsOfCount[cb]++] = set;
          }
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
      for (int k = 8 * cell, end = k + setsOfCount[cell]; k < end; k++) {
        emptied |= --left[setsOf[k]] == 0;
      }
    }
    return emptied;
  }

  /** Undoes {@link #removeEmptiesASet} for the same cells. */
  void restore(int[] cells) {
    for (int cell : cells) {
      for (int k = 8 * cell, end = k + setsOfCount[cell]; k < end; k++) {
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
        out.get(setsOf[8 * cell + k]).add(cell);
      }
    }
    out.sort(java.util.Comparator.comparing(Object::toString));
    return out;
  }
}
