package dev.sudoku.canon;

import dev.sudoku.core.Grid;

/**
 * The minlex canonical form of a Sudoku puzzle or solution grid: two grids are equivalent (one is
 * a transformation of the other) exactly when their canonical forms are equal.
 *
 * <h2>Definition ("minlex", the community convention)</h2>
 * Write a grid as its 81-character row-major string with an empty cell as {@code 0}. Over all
 * 3,359,232 arrangements (optional transposition, then band, row-in-band, stack and
 * column-in-stack permutations) and all 9! relabellings of the digits, the canonical form is the
 * lexicographically smallest string. For a fixed arrangement the best relabelling numbers the
 * digits in order of first appearance in reading order (the first given becomes 1, the next new
 * digit 2, ...), so the canonical form has the most leading empty cells possible, and a complete
 * grid starts with {@code 123456789}. This is the "minlex" form of the Sudoku forum's tools (the
 * published list of all known 17-clue puzzles is in it). See {@code docs/canonical.md}.
 *
 * <h2>Algorithm</h2>
 * Breadth-first over output rows 0..8, keeping only the partial arrangements ("states") tied for
 * the smallest prefix: for row {@code k} every state tries every input row its band structure
 * allows, the smallest row string wins and only the states that produce it survive. No work is
 * spent below a prefix that is not minimal, whatever the input order.
 *
 * <p>Columns are decided lazily. A state holds the input column shown at each output position and
 * a partition of the positions into blocks: columns of one stack that every row so far leaves
 * identical, whose order is still free. A new row orders each block: its empty cells first (they
 * stay one block), then known labels ascending, then the new digits in every order (they all give
 * the same string, but different labels, so each order is a new state). Before the first non-empty
 * row no column order exists; that row orders the stacks by filled cells, fewest first. So an
 * empty column is never branched on, and the number of live states stays small for puzzles.
 * Identical rows of a band, empty bands and a grid equal to its transpose are automorphisms: only
 * one of each is tried, which keeps the empty grid and very sparse puzzles cheap.
 *
 * <pre>
 * state (STRIDE bytes): t fixed next band usedRows(2) usedBands blocks(2)
 *                       rowAt[9] column[9] label[10]
 * blocks: bit j set = output position j starts a block (positions 0, 3, 6 always do)
 * </pre>
 *
 * <p>One instance per thread: it keeps its work arrays between calls and is not thread-safe. The
 * hot path {@link #canonicalize(byte[], byte[])} does not allocate once its state buffers have
 * grown to the largest tie set seen (complete grids need the most).
 */
public final class Canonicalizer {
  private static final byte[][] S3 = LinePermutations.S3;

  private static final int T = 0;
  private static final int FIXED = 1;
  private static final int NEXT = 2;
  private static final int BAND = 3;
  private static final int USED_ROWS = 4;
  private static final int USED_BANDS = 6;
  private static final int BLOCKS = 7;
  private static final int ROW_AT = 9;
  private static final int COLUMN = 18;
  private static final int LABEL = 27;
  private static final int STRIDE = 40;
  private static final int SLOT_STARTS = 1 | 1 << 3 | 1 << 6;

  /** The input as read ([0]) and transposed ([1]). */
  private final byte[][] grid = new byte[2][Grid.CELLS];
  private final int[][] rowMask = new int[2][9];
  private final boolean[][] rowDistinct = new boolean[2][9];
  /** Rows r' &lt; r of the same band with the same cells as r: swapping them is an automorphism. */
  private final int[][] sameRowBefore = new int[2][9];
  private final int[] emptyBands = new int[2];
  private final int[] emptyStacks = new int[2];

  private byte[] current = new byte[64 * STRIDE];
  private byte[] following = new byte[64 * STRIDE];
  private int currentCount;
  private int followingCount;

  private final byte[] best = new byte[Grid.CELLS];
  private boolean rowSet;

  // Scratch for one expansion.
  private final byte[] scratchState = new byte[STRIDE];
  private final byte[] order = new byte[9];
  private final byte[] labels = new byte[10];
  private final byte[] rowValues = new byte[9];
  private final int[] blockZeros = new int[9];
  private final int[] blockFixed = new int[9];
  private final int[] blockFree = new int[9];
  private final int[] blockOptions = new int[9];
  private final byte[] zeroColumns = new byte[9];
  private final byte[] fixedColumns = new byte[9];
  private final byte[] freeColumns = new byte[9];
  private final int[] radix = new int[9];

  /** The canonical form of {@code grid} (puzzle or complete grid). */
  public Grid canonical(Grid grid) {
    byte[] in = grid.toBytes();
    byte[] out = new byte[Grid.CELLS];
    canonicalize(in, out);
    return Grid.of(out);
  }

  /**
   * The transformation that maps {@code grid} to its canonical form: {@code
   * toCanonical(g).apply(g).equals(canonical(g))}. Apply it to the puzzle's solution to carry the
   * solution along. Digits absent from {@code grid} are mapped to the unused labels in ascending
   * order.
   */
  public Transformation toCanonical(Grid grid) {
    canonicalize(grid.toBytes(), new byte[Grid.CELLS]);
    return lastTransformation();
  }

  /**
   * Writes the canonical form of {@code cells[0..80]} to {@code out[0..80]}. Cells must be 0
   * (empty) or 1..9; this is not checked, nor is consistency: an inconsistent grid (a digit twice
   * in a house) still gets its well-defined minimal string, only slower.
   */
  public void canonicalize(byte[] cells, byte[] out) {
    boolean symmetric = load(cells);
    currentCount = 0;
    for (int t = 0; t < (symmetric ? 1 : 2); t++) {
      analyse(t);
      int s = currentCount++ * STRIDE;
      java.util.Arrays.fill(current, s, s + STRIDE, (byte) 0);
      current[s + T] = (byte) t;
      for (int j = 0; j < 9; j++) {
        current[s + COLUMN + j] = (byte) j;
      }
    }
    for (int k = 0; k < 9; k++) {
      followingCount = 0;
      rowSet = false;
      for (int i = 0; i < currentCount; i++) {
        expandState(i * STRIDE, k);
      }
      byte[] swap = current;
      current = following;
      following = swap;
      currentCount = followingCount;
    }
    System.arraycopy(best, 0, out, 0, Grid.CELLS);
  }

  /** The transformation found by the last {@link #canonicalize} call; allocates. */
  public Transformation lastTransformation() {
    byte[] rows = new byte[9];
    byte[] columns = new byte[9];
    byte[] digits = new byte[10];
    System.arraycopy(current, ROW_AT, rows, 0, 9);
    System.arraycopy(current, COLUMN, columns, 0, 9);
    System.arraycopy(current, LABEL, digits, 0, 10);
    int next = current[NEXT];
    for (int d = 1; d <= 9; d++) {
      if (digits[d] == 0) {
        digits[d] = (byte) ++next;
      }
    }
    return Transformation.ofChecked(current[T] == 1, rows, columns, digits);
  }

  /** Copies the input in both orientations; true when it equals its transpose. */
  private boolean load(byte[] cells) {
    byte[] a = grid[0];
    byte[] b = grid[1];
    for (int r = 0; r < 9; r++) {
      for (int c = 0; c < 9; c++) {
        byte v = cells[r * 9 + c];
        a[r * 9 + c] = v;
        b[c * 9 + r] = v;
      }
    }
    for (int i = 0; i < Grid.CELLS; i++) {
      if (a[i] != b[i]) {
        return false;
      }
    }
    return true;
  }

  private void analyse(int t) {
    byte[] g = grid[t];
    int[] masks = rowMask[t];
    int all = 0;
    for (int r = 0; r < 9; r++) {
      int mask = 0;
      int seen = 0;
      boolean distinct = true;
      for (int c = 0; c < 9; c++) {
        int d = g[r * 9 + c];
        if (d != 0) {
          mask |= 1 << c;
          distinct &= (seen & 1 << d) == 0;
          seen |= 1 << d;
        }
      }
      masks[r] = mask;
      all |= mask;
      rowDistinct[t][r] = distinct;
      int before = 0;
      for (int r2 = r / 3 * 3; r2 < r; r2++) {
        boolean same = true;
        for (int c = 0; c < 9 && same; c++) {
          same = g[r2 * 9 + c] == g[r * 9 + c];
        }
        if (same) {
          before |= 1 << r2;
        }
      }
      sameRowBefore[t][r] = before;
    }
    int bands = 0;
    int stacks = 0;
    for (int b = 0; b < 3; b++) {
      if ((masks[3 * b] | masks[3 * b + 1] | masks[3 * b + 2]) == 0) {
        bands |= 1 << b;
      }
      if ((all & 7 << 3 * b) == 0) {
        stacks |= 1 << b;
      }
    }
    emptyBands[t] = bands;
    emptyStacks[t] = stacks;
  }

  private void expandState(int s, int k) {
    byte[] st = current;
    int t = st[s + T];
    int usedRows = (st[s + USED_ROWS] & 0xFF) | (st[s + USED_ROWS + 1] & 0xFF) << 8;
    if (k % 3 == 0) {
      int usedBands = st[s + USED_BANDS];
      int empty = emptyBands[t];
      for (int b = 0; b < 3; b++) {
        if ((usedBands & 1 << b) != 0
            || (empty & 1 << b) != 0 && (empty & ~usedBands & ((1 << b) - 1)) != 0) {
          continue; // used, or an earlier unused empty band gives the same strings
        }
        for (int r = 3 * b; r < 3 * b + 3; r++) {
          expandRow(s, k, r, b, usedRows);
        }
      }
    } else {
      int b = st[s + BAND];
      for (int r = 3 * b; r < 3 * b + 3; r++) {
        if ((usedRows & 1 << r) == 0) {
          expandRow(s, k, r, b, usedRows);
        }
      }
    }
  }

  private void expandRow(int s, int k, int r, int band, int usedRows) {
    int t = current[s + T];
    if ((sameRowBefore[t][r] & ~usedRows) != 0) {
      return; // an identical unused row of this band is tried instead
    }
    if (current[s + FIXED] != 0) {
      expandFixed(current, s, k, r, band);
      return;
    }
    int mask = rowMask[t][r];
    if (mask == 0) {
      // Still no column order: the row is all zeros and the state carries on unchanged.
      for (int j = 0; j < 9; j++) {
        rowValues[j] = 0;
      }
      System.arraycopy(current, s + COLUMN, order, 0, 9);
      System.arraycopy(current, s + LABEL, labels, 0, 10);
      emit(current, s, k, r, band, 0, current[s + NEXT], false);
      return;
    }
    // First non-empty row: stacks with fewer filled cells go first; its cells then order each
    // stack as one block.
    int empty = emptyStacks[t];
    byte[] tmp = scratchState;
    for (int p = 0; p < 6; p++) {
      byte[] sigma = S3[p];
      int c0 = Integer.bitCount(mask & 7 << 3 * sigma[0]);
      int c1 = Integer.bitCount(mask & 7 << 3 * sigma[1]);
      int c2 = Integer.bitCount(mask & 7 << 3 * sigma[2]);
      if (c0 > c1 || c1 > c2 || !emptyStacksInOrder(sigma, empty)) {
        continue;
      }
      System.arraycopy(current, s, tmp, 0, STRIDE);
      for (int slot = 0; slot < 3; slot++) {
        for (int i = 0; i < 3; i++) {
          tmp[COLUMN + 3 * slot + i] = (byte) (3 * sigma[slot] + i);
        }
      }
      tmp[BLOCKS] = (byte) SLOT_STARTS;
      tmp[BLOCKS + 1] = (byte) (SLOT_STARTS >> 8);
      tmp[FIXED] = 1;
      expandFixed(tmp, 0, k, r, band);
    }
  }

  /** Stacks empty in the whole grid are interchangeable: keep them in input order. */
  private static boolean emptyStacksInOrder(byte[] sigma, int empty) {
    int last = -1;
    for (int slot = 0; slot < 3; slot++) {
      if ((empty & 1 << sigma[slot]) != 0) {
        if (sigma[slot] < last) {
          return false;
        }
        last = sigma[slot];
      }
    }
    return true;
  }

  /** Reads row r through the column order and blocks of state {@code st[s..]} as output row k. */
  private void expandFixed(byte[] st, int s, int k, int r, int band) {
    int t = st[s + T];
    byte[] g = grid[t];
    int rowBase = r * 9;
    int blocks = (st[s + BLOCKS] & 0xFF) | (st[s + BLOCKS + 1] & 0xFF) << 8;
    if (blocks == 0x1FF) {
      // Every column placed: one way to read the row.
      System.arraycopy(st, s + LABEL, labels, 0, 10);
      int next = st[s + NEXT];
      boolean equal = rowSet;
      for (int j = 0; j < 9; j++) {
        int column = st[s + COLUMN + j];
        order[j] = (byte) column;
        int d = g[rowBase + column];
        int v = 0;
        if (d != 0) {
          v = labels[d];
          if (v == 0) {
            v = ++next;
            labels[d] = (byte) v;
          }
        }
        rowValues[j] = (byte) v;
        if (equal && v != best[k * 9 + j]) {
          if (v > best[k * 9 + j]) {
            return;
          }
          equal = false;
        }
      }
      emit(st, s, k, r, band, 0x1FF, next, true);
      return;
    }
    // Split into blocks: zeros stay a block, known labels sort, new digits try every order.
    boolean distinct = rowDistinct[t][r];
    int nBlocks = 0;
    int zeroCount = 0;
    int fixedCount = 0;
    int freeCount = 0;
    for (int j = 0; j < 9; j++) {
      if ((blocks & 1 << j) != 0) {
        blockZeros[nBlocks] = zeroCount;
        blockFixed[nBlocks] = fixedCount;
        blockFree[nBlocks] = freeCount;
        nBlocks++;
      }
      int column = st[s + COLUMN + j];
      int d = g[rowBase + column];
      if (d == 0) {
        zeroColumns[zeroCount++] = (byte) column;
      } else if (distinct && st[s + LABEL + d] != 0) {
        // Insertion sort by label among this block's fixed columns.
        int label = st[s + LABEL + d];
        int i = fixedCount++;
        int from = blockFixed[nBlocks - 1];
        while (i > from && st[s + LABEL + g[rowBase + fixedColumns[i - 1]]] > label) {
          fixedColumns[i] = fixedColumns[i - 1];
          i--;
        }
        fixedColumns[i] = (byte) column;
      } else {
        freeColumns[freeCount++] = (byte) column;
      }
    }
    blockZeros[nBlocks] = zeroCount;
    blockFixed[nBlocks] = fixedCount;
    blockFree[nBlocks] = freeCount;
    for (int b = 0; b < nBlocks; b++) {
      int free = blockFree[b + 1] - blockFree[b];
      blockOptions[b] = free == 3 ? 6 : free == 2 ? 2 : 1;
      radix[b] = 0;
    }
    while (true) {
      readCombination(st, s, k, r, band, g, rowBase, nBlocks);
      int b = nBlocks - 1;
      while (b >= 0 && ++radix[b] == blockOptions[b]) {
        radix[b] = 0;
        b--;
      }
      if (b < 0) {
        return;
      }
    }
  }

  /** One order of every block's free columns (radix[] picks it): read, compare, emit. */
  private void readCombination(byte[] st, int s, int k, int r, int band, byte[] g, int rowBase,
      int nBlocks) {
    int newBlocks = 0;
    int j = 0;
    for (int b = 0; b < nBlocks; b++) {
      int z0 = blockZeros[b];
      int z1 = blockZeros[b + 1];
      if (z1 > z0) {
        newBlocks |= 1 << j;
        for (int i = z0; i < z1; i++) {
          order[j++] = zeroColumns[i];
        }
      }
      for (int i = blockFixed[b]; i < blockFixed[b + 1]; i++) {
        newBlocks |= 1 << j;
        order[j++] = fixedColumns[i];
      }
      int f0 = blockFree[b];
      int free = blockFree[b + 1] - f0;
      byte[] perm = free == 3 ? S3[radix[b]] : free == 2 ? S3[radix[b] == 0 ? 0 : 2] : S3[0];
      for (int i = 0; i < free; i++) {
        newBlocks |= 1 << j;
        order[j++] = freeColumns[f0 + perm[i]];
      }
    }
    System.arraycopy(st, s + LABEL, labels, 0, 10);
    int next = st[s + NEXT];
    boolean equal = rowSet;
    for (j = 0; j < 9; j++) {
      int d = g[rowBase + order[j]];
      int v = 0;
      if (d != 0) {
        v = labels[d];
        if (v == 0) {
          v = ++next;
          labels[d] = (byte) v;
        }
      }
      rowValues[j] = (byte) v;
      if (equal && v != best[k * 9 + j]) {
        if (v > best[k * 9 + j]) {
          return;
        }
        equal = false;
      }
    }
    emit(st, s, k, r, band, newBlocks, next, true);
  }

  /**
   * Keeps the state that reads rowValues as output row k if the row is not larger than the best
   * row k; a smaller row drops every state kept so far at this level.
   */
  private void emit(byte[] st, int s, int k, int r, int band, int blocks, int next, boolean fixed) {
    int base = k * 9;
    if (rowSet) {
      int cmp = 0;
      for (int j = 0; j < 9 && cmp == 0; j++) {
        cmp = rowValues[j] - best[base + j];
      }
      if (cmp > 0) {
        return;
      }
      if (cmp < 0) {
        followingCount = 0;
        System.arraycopy(rowValues, 0, best, base, 9);
      }
    } else {
      rowSet = true;
      System.arraycopy(rowValues, 0, best, base, 9);
    }
    int o = followingCount * STRIDE;
    if (o + STRIDE > following.length) {
      following = java.util.Arrays.copyOf(following, following.length * 2);
    }
    byte[] f = following;
    System.arraycopy(st, s, f, o, STRIDE);
    int usedRows = (st[s + USED_ROWS] & 0xFF) | (st[s + USED_ROWS + 1] & 0xFF) << 8 | 1 << r;
    f[o + USED_ROWS] = (byte) usedRows;
    f[o + USED_ROWS + 1] = (byte) (usedRows >> 8);
    f[o + USED_BANDS] = (byte) (st[s + USED_BANDS] | 1 << band);
    f[o + BAND] = (byte) band;
    f[o + ROW_AT + k] = (byte) r;
    f[o + NEXT] = (byte) next;
    if (fixed) {
      f[o + FIXED] = 1;
      f[o + BLOCKS] = (byte) blocks;
      f[o + BLOCKS + 1] = (byte) (blocks >> 8);
      System.arraycopy(order, 0, f, o + COLUMN, 9);
      System.arraycopy(labels, 0, f, o + LABEL, 10);
    }
    followingCount++;
  }
}
