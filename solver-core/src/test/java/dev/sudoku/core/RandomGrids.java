package dev.sudoku.core;

import java.util.SplittableRandom;

/**
 * Seeded random grids for tests of every module: solution grids drawn by applying random
 * validity-preserving transformations (digit relabelling, row and column swaps within bands and
 * stacks, band and stack swaps, transposition) to a fixed solution, and puzzles cut from them. The
 * same seed gives the same grid everywhere.
 */
public final class RandomGrids {
  private static final String BASE =
      "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

  private RandomGrids() {}

  /** A random solved grid. */
  public static Grid solution(SplittableRandom random) {
    int[] digit = permutation(random, 9);
    int[] rows = lines(random);
    int[] cols = lines(random);
    boolean transpose = random.nextBoolean();
    int[] out = new int[Grid.CELLS];
    for (int r = 0; r < 9; r++) {
      for (int c = 0; c < 9; c++) {
        int sr = transpose ? cols[c] : rows[r];
        int sc = transpose ? rows[r] : cols[c];
        out[r * 9 + c] = digit[BASE.charAt(sr * 9 + sc) - '1'] + 1;
      }
    }
    return Grid.of(out);
  }

  /** {@code solution} with all but {@code clues} randomly chosen cells emptied. */
  public static Grid puzzle(Grid solution, int clues, SplittableRandom random) {
    int[] order = permutation(random, Grid.CELLS);
    int[] cells = new int[Grid.CELLS];
    for (int i = 0; i < clues; i++) {
      cells[order[i]] = solution.get(order[i]);
    }
    return Grid.of(cells);
  }

  /** A random order of the nine lines that keeps bands (or stacks) together. */
  private static int[] lines(SplittableRandom random) {
    int[] bands = permutation(random, 3);
    int[] out = new int[9];
    for (int b = 0; b < 3; b++) {
      int[] inner = permutation(random, 3);
      for (int i = 0; i < 3; i++) {
        out[b * 3 + i] = bands[b] * 3 + inner[i];
      }
    }
    return out;
  }

  private static int[] permutation(SplittableRandom random, int n) {
    int[] p = new int[n];
    for (int i = 0; i < n; i++) {
      p[i] = i;
    }
    for (int i = n - 1; i > 0; i--) {
      int j = random.nextInt(i + 1);
      int t = p[i];
      p[i] = p[j];
      p[j] = t;
    }
    return p;
  }
}
