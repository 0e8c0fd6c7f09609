package dev.sudoku.generate;

import dev.sudoku.core.Grid;
import dev.sudoku.core.Houses;

/**
 * The two-digit unavoidable sets of a solution grid, for {@link UnavoidableSets}.
 *
 * <p>For two digits a and b, link each a-cell to the b-cells in its row, its column and its box
 * (and the other way round). Every connected component C of those 18 cells has, in each house,
 * either both its a and b or neither, so swapping a and b inside C gives another valid grid. A
 * puzzle whose givens miss C entirely therefore has two solutions: C is an unavoidable set (the
 * 4-cell components are the familiar deadly rectangles). Components over the 36 digit pairs are
 * found once per grid by flooding row masks (see {@link #addTo}).
 */
final class DigitPairSets {
  /** cellIn[9d + r] = the cell of digit d+1 in row r. */
  private final int[] cellIn = new int[81];

  /** columnIn[9d + r], boxIn[9d + r]: the column and box of that cell. */
  private final int[] columnIn = new int[81];

  private final int[] boxIn = new int[81];

  /** rowOf[18d + h] = the row of digit d+1's cell in column h (h 0..8) or box h-9 (h 9..17). */
  private final int[] rowOf = new int[9 * 18];

  /** Rows linked to each row for the current pair, as 9-bit masks. */
  private final int[] links = new int[9];

  /**
   * Adds the components of {@code solution} (complete and valid) to {@code into}.
   *
   * <p>Each digit has one cell per row, so for a pair (a, b) a row names one a-cell and one b-cell,
   * which share that row: a component is a set of rows. The a-cell of row r shares its column with
   * the b-cell of one row and its box with the b-cell of one row (the same links seen from the
   * b-cells are the same edges), so the components are those of a graph of 9 rows with two edges
   * per row, found by flooding 9-bit row masks. A union-find over the rows took twice as long, and
   * a breadth-first search over the 18 cells, the obvious alternative, four times; {@code
   * DigitPairSetsTest} keeps the latter as the oracle this is checked against.
   */
  void addTo(byte[] solution, UnavoidableSets into) {
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
          int set = into.open(2 * Integer.bitCount(component));
          for (int m = component; m != 0; m &= m - 1) {
            int r = Integer.numberOfTrailingZeros(m);
            into.add(cellIn[9 * a + r], set);
            into.add(cellIn[9 * b + r], set);
          }
        }
      }
    }
  }
}
