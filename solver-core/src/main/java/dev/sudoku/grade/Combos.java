package dev.sudoku.grade;

/**
 * k-subsets of {0..n-1} (n &le; 9) as bit masks, in increasing numeric order: the order in which
 * Sudoku Explainer's {@code Permutations} enumerates tuples (Hacker's Delight "next number with the
 * same number of one bits"). Keeping its order keeps the same first hint, hence the same path.
 */
final class Combos {
  private static final int[][][] TABLE = new int[10][10][];

  static {
    for (int n = 0; n <= 9; n++) {
      for (int k = 0; k <= n; k++) {
        int count = 0;
        for (int m = 0; m < (1 << n); m++) {
          if (Integer.bitCount(m) == k) {
            count++;
          }
        }
        int[] list = new int[count];
        int i = 0;
        for (int m = 0; m < (1 << n); m++) {
          if (Integer.bitCount(m) == k) {
            list[i++] = m;
          }
        }
        TABLE[n][k] = list;
      }
    }
  }

  private Combos() {}

  /** The k-subsets of n elements; k = 0 gives the single empty set. */
  static int[] of(int k, int n) {
    return TABLE[n][k];
  }
}
