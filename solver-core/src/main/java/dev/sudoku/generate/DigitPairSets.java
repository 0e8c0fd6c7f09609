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
 * <p>Representation: {@code setsOf[cell]} lists the components holding a cell (8 per cell, one per
 * other digit) as indices into {@code left} (givens left per component, 8 * 81 / 4 at most).
 * Components are found once per grid by a union-find over rows (see {@link #reset}).
 */
final class DigitPairSets {
  private static final int MAX_SETS = 8 * Grid.CELLS / 4;

  private final int[][] setsOf = new int[Grid.CELLS][8];
  private final int[] setsOfCount = new int[Grid.CELLS];
  private final int[] left = new int[MAX_SETS];

  /** cellIn[d][r] = the cell of digit d+1 in row r. */
  private final int[][] cellIn = new int[9][9];

  /** rowOf[d][h] = the row of digit d+1's cell in column h (h 0..8) or box h-9 (h 9..17). */
  private final int[][] rowOf = new int[9][18];

  /** Union-find parent of each row for the current pair; a root names a component. */
  private final int[] parent = new int[9];

  private final int[] setOfRoot = new int[9];
  private int sets;

  /**
   * Finds the components of {@code solution} (complete and valid); every cell counts as given.
   *
   * <p>Each digit has one cell per row, so for a pair (a, b) a row names one a-cell and one b-cell,
   * which share that row: a component is a set of rows. The a-cell of row r shares its column with
   * the b-cell of one row and its box with the b-cell of one row (the same links seen from the
   * b-cells are the same edges), so two unions per row on a 9-row union-find give every component.
   * A breadth-first search over the 18 cells, the obvious alternative, is about twice as slow;
   * {@code DigitPairSetsTest} keeps it as the oracle this is checked against.
   */
  void reset(byte[] solution) {
    for (int cell = 0; cell < Grid.CELLS; cell++) {
      int d = solution[cell] - 1;
      int r = Houses.row(cell);
      cellIn[d][r] = cell;
      rowOf[d][Houses.column(cell)] = r;
      rowOf[d][9 + Houses.box(cell)] = r;
    }
    java.util.Arrays.fill(setsOfCount, 0);
    sets = 0;
    int[] parent = this.parent;
    for (int a = 0; a < 9; a++) {
      int[] aCells = cellIn[a];
      for (int b = a + 1; b < 9; b++) {
        int[] bCells = cellIn[b];
        int[] bRows = rowOf[b];
        for (int r = 0; r < 9; r++) {
          parent[r] = r;
        }
        for (int r = 0; r < 9; r++) {
          int cell = aCells[r];
          union(r, bRows[Houses.column(cell)]);
          union(r, bRows[9 + Houses.box(cell)]);
        }
        for (int r = 0; r < 9; r++) {
          int root = find(r);
          if (root == r) {
            setOfRoot[r] = sets;
            left[sets++] = 0;
          }
        }
        for (int r = 0; r < 9; r++) {
          int set = setOfRoot[find(r)];
          left[set] += 2;
          int ca = aCells[r];
          int cb = bCells[r];
          setsOf[ca][setsOfCount[ca]++] = set;
          setsOf[cb][setsOfCount[cb]++] = set;
        }
      }
    }
  }

  private int find(int r) {
    int[] parent = this.parent;
    while (parent[r] != r) {
      parent[r] = parent[parent[r]];
      r = parent[r];
    }
    return r;
  }

  private void union(int r, int s) {
    int x = find(r);
    int y = find(s);
    if (x != y) {
      parent[Math.max(x, y)] = Math.min(x, y); // smaller root: roots stay component minima
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
        out.get(setsOf[cell][k]).add(cell);
      }
    }
    out.sort(java.util.Comparator.comparing(Object::toString));
    return out;
  }
}
