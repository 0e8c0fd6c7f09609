package dev.sudoku.generate;

/**
 * The unavoidable sets of a solution grid on two rows of a band (or two columns of a stack), for
 * {@link UnavoidableSets}.
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
 */
final class LinePairSets {
  /** For the second line of a pair: position along it of each digit. */
  private final int[] positionOf = new int[10];

  /**
   * Adds the sets of {@code solution} (complete and valid) to {@code into}: at most 3 per line pair
   * (18 pairs), at most one per line pair through a cell (4).
   */
  void addTo(byte[] solution, UnavoidableSets into) {
    for (int columns = 0; columns < 2; columns++) {
      for (int first = 0; first < 9; first += 3) {
        for (int i = 0; i < 2; i++) {
          for (int j = i + 1; j < 3; j++) {
            pair(solution, columns == 1, first + i, first + j, into);
          }
        }
      }
    }
  }

  /** Adds the cycles of three or more positions of lines l1 and l2 (rows, or columns). */
  private void pair(byte[] solution, boolean columns, int l1, int l2, UnavoidableSets into) {
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
      int set = into.open(2 * length);
      for (int m = cycle; m != 0; m &= m - 1) {
        int p = Integer.numberOfTrailingZeros(m);
        into.add(cell(columns, l1, p), set);
        into.add(cell(columns, l2, p), set);
      }
    }
  }

  private static int cell(boolean columns, int line, int k) {
    return columns ? k * 9 + line : line * 9 + k;
  }
}
