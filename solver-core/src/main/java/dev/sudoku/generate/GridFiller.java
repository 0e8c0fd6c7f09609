package dev.sudoku.generate;

import dev.sudoku.core.Grid;
import dev.sudoku.core.Houses;
import java.util.SplittableRandom;

/**
 * Random complete grids.
 *
 * <p>Method: (1) fill the three diagonal boxes with independent random permutations (they share no
 * house, and every such filling extends to a full grid); (2) complete the grid by depth-first
 * search on the empty cell with the fewest candidates (first in row-major order on ties), trying
 * its candidates in a random order; (3) apply a uniformly random validity-preserving
 * transformation: digit relabelling, band and stack permutations, row and column permutations
 * within them, and transposition (9! x 1,679,616 x 2 elements).
 *
 * <p>Step (3) makes the output distribution invariant under that whole group, so every digit is
 * equally likely in every cell and no cell, row or box position is favoured. It is not uniform over
 * the 6.67e21 grids: the 5,472,730,538 essentially different grids are reached with probabilities
 * that depend on the search, which is the usual trade for speed (exact uniform sampling needs
 * counting machinery far slower than a fill).
 *
 * <p>Representation: one 9-bit mask of used digits per row, column and box (bit d-1 for digit d),
 * and the empty cells as an 81-bit set in two longs, so the choice of a cell visits only empty
 * cells, in row-major order as the rule needs. Candidate lists per search depth are preallocated; a
 * fill allocates nothing. The search is bounded by {@link #NODE_LIMIT}; past it the attempt
 * restarts from step (1) with fresh draws, which keeps the worst case short and stays deterministic
 * (restarts draw from the same stream).
 */
final class GridFiller {
  static final int NODE_LIMIT = 2_000;

  private final byte[] grid = new byte[Grid.CELLS];
  private final int[] rows = new int[9];
  private final int[] cols = new int[9];
  private final int[] boxes = new int[9];
  private final int[][] choices = new int[Grid.CELLS + 1][9];
  private final int[] perm = new int[9];
  private final int[] rowMap = new int[9];
  private final int[] colMap = new int[9];
  private final int[] digitMap = new int[10];
  private int nodes;

  /** Empty cells: bit i of {@code emptyLow} for cell i < 64, bit i - 64 of {@code emptyHigh}. */
  private long emptyLow;

  private long emptyHigh;

  private static final int[] ROW = new int[Grid.CELLS];
  private static final int[] COLUMN = new int[Grid.CELLS];
  private static final int[] BOX = new int[Grid.CELLS];

  static {
    for (int i = 0; i < Grid.CELLS; i++) {
      ROW[i] = Houses.row(i);
      COLUMN[i] = Houses.column(i);
      BOX[i] = Houses.box(i);
    }
  }

  /** Writes a random complete valid grid (values 1..9) into {@code out[0..80]}. */
  void fill(SplittableRandom rng, byte[] out) {
    while (!tryFill(rng)) {
      // node limit hit: restart with new draws
    }
    transform(rng, out);
  }

  private boolean tryFill(SplittableRandom rng) {
    java.util.Arrays.fill(grid, (byte) 0);
    java.util.Arrays.fill(rows, 0);
    java.util.Arrays.fill(cols, 0);
    java.util.Arrays.fill(boxes, 0);
    emptyLow = -1L;
    emptyHigh = (1L << (Grid.CELLS - 64)) - 1;
    for (int box = 0; box < 9; box += 4) { // boxes 1, 5, 9
      randomPermutation(rng);
      for (int k = 0; k < 9; k++) {
        place(Houses.cell(18 + box, k), perm[k] + 1);
      }
    }
    nodes = 0;
    return search(rng, 0);
  }

  /** True when the grid was completed; false when dead end or node limit. */
  private boolean search(SplittableRandom rng, int depth) {
    if (++nodes > NODE_LIMIT) {
      return false;
    }
    // the first empty cell in row-major order with the fewest candidates; one with at most one ends
    // the scan
    int best = -1;
    int bestMask = 0;
    int bestCount = 10;
    scan:
    for (int half = 0; half < 2; half++) {
      int offset = 64 * half;
      for (long m = half == 0 ? emptyLow : emptyHigh; m != 0; m &= m - 1) {
        int i = offset + Long.numberOfTrailingZeros(m);
        int mask = ~(rows[ROW[i]] | cols[COLUMN[i]] | boxes[BOX[i]]) & 0x1FF;
        int n = Integer.bitCount(mask);
        if (n < bestCount) {
          best = i;
          bestMask = mask;
          bestCount = n;
          if (n <= 1) {
            break scan;
          }
        }
      }
    }
    if (best < 0) {
      return true;
    }
    if (bestCount == 0) {
      return false;
    }
    int[] list = choices[depth];
    int n = 0;
    for (int m = bestMask; m != 0; m &= m - 1) {
      list[n++] = Integer.numberOfTrailingZeros(m) + 1;
    }
    Seeds.shuffle(list, n, rng);
    for (int k = 0; k < n; k++) {
      place(best, list[k]);
      if (search(rng, depth + 1)) {
        return true;
      }
      unplace(best, list[k]);
      if (nodes > NODE_LIMIT) {
        return false;
      }
    }
    return false;
  }

  private void place(int cell, int digit) {
    int bit = 1 << (digit - 1);
    grid[cell] = (byte) digit;
    rows[ROW[cell]] |= bit;
    cols[COLUMN[cell]] |= bit;
    boxes[BOX[cell]] |= bit;
    if (cell < 64) {
      emptyLow &= ~(1L << cell);
    } else {
      emptyHigh &= ~(1L << (cell - 64));
    }
  }

  private void unplace(int cell, int digit) {
    int bit = ~(1 << (digit - 1));
    grid[cell] = 0;
    rows[ROW[cell]] &= bit;
    cols[COLUMN[cell]] &= bit;
    boxes[BOX[cell]] &= bit;
    if (cell < 64) {
      emptyLow |= 1L << cell;
    } else {
      emptyHigh |= 1L << (cell - 64);
    }
  }

  private void randomPermutation(SplittableRandom rng) {
    for (int k = 0; k < 9; k++) {
      perm[k] = k;
    }
    Seeds.shuffle(perm, 9, rng);
  }

  /** out = a random group element applied to grid (see class comment). */
  private void transform(SplittableRandom rng, byte[] out) {
    randomPermutation(rng);
    for (int d = 1; d <= 9; d++) {
      digitMap[d] = perm[d - 1] + 1;
    }
    lineMap(rng, rowMap);
    lineMap(rng, colMap);
    boolean transpose = Seeds.below(rng, 2) == 1;
    for (int r = 0; r < 9; r++) {
      for (int c = 0; c < 9; c++) {
        int source = transpose ? colMap[c] * 9 + rowMap[r] : rowMap[r] * 9 + colMap[c];
        out[r * 9 + c] = (byte) digitMap[grid[source]];
      }
    }
  }

  /** A random permutation of 9 lines that keeps bands (or stacks) together. */
  private void lineMap(SplittableRandom rng, int[] map) {
    int[] bands = {0, 1, 2};
    Seeds.shuffle(bands, 3, rng);
    int[] within = {0, 1, 2};
    for (int b = 0; b < 3; b++) {
      within[0] = 0;
      within[1] = 1;
      within[2] = 2;
      Seeds.shuffle(within, 3, rng);
      for (int k = 0; k < 3; k++) {
        map[b * 3 + k] = bands[b] * 3 + within[k];
      }
    }
  }
}
