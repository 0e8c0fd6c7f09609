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
 * grid starts with {@code 123456789}. This is the "minlex" form of the Sudoku forum's tools
 * (gsf's {@code sudoku -f%#mc}, Dobrichev's minlexing tool); lists of 17-clue puzzles are
 * published in it. See {@code docs/canonical.md}.
 *
 * <h2>Algorithm</h2>
 * Depth-first search over output rows 0..8 that keeps only arrangements tied with the best
 * string found so far (branch and bound on the lexicographic order). A node fixes the input row
 * shown at each output row so far, the orientation, and either no column permutation yet (while
 * every row so far is empty) or one of the 1,296 column permutations; digit labels are assigned as
 * cells are read. The first non-empty row, whose digits are all new, only depends on its pattern
 * of filled cells, so only the permutations that push its givens right are tried
 * ({@link LinePermutations#minimalPatternPermutations}); later rows are compared cell by cell
 * against the best and pruned at the first larger cell. Identical lines (empty rows or columns in
 * the same band or stack, empty bands and stacks, a grid equal to its transpose) are automorphisms,
 * so only one of each set is tried, which keeps the empty grid and very sparse puzzles cheap.
 *
 * <p>One instance per thread: it keeps its work arrays between calls and is not thread-safe. The
 * hot path {@link #canonicalize(byte[], byte[])} does not allocate.
 */
public final class Canonicalizer {
  private static final byte[] SOURCE = LinePermutations.SOURCE;
  private static final byte[] TARGET = LinePermutations.TARGET;
  private static final short[] ALL = LinePermutations.minimalPatternPermutations(0);

  /** The input as read ([0]) and transposed ([1]). */
  private final byte[][] grid = new byte[2][Grid.CELLS];
  private boolean symmetric;

  // Per orientation, recomputed when the orientation changes.
  private byte[] g;
  private final int[] rowMask = new int[9];
  private final boolean[] rowDistinct = new boolean[9];
  /** Rows r' < r of the same band with the same cells as r: swapping them is an automorphism. */
  private final int[] sameRowBefore = new int[9];
  private int emptyBands;
  /** Pairs (c1 &lt; c2) of identical columns in one stack, packed c1 * 16 + c2. */
  private final int[] sameColumns = new int[27];
  private int sameColumnCount;
  /** Pairs of empty stacks (s1 &lt; s2), packed s1 * 16 + s2. */
  private final int[] emptyStackPairs = new int[3];
  private int emptyStackPairCount;

  // Search state, indexed by output row.
  private int orientation;
  private int perm;
  private int usedRows;
  private int usedBands;
  private final int[] rowAt = new int[9];
  private final int[] bandAt = new int[3];
  private final byte[][] labels = new byte[10][10];
  private final int[] nextLabel = new int[10];

  // Best string found so far: rows 0..bestRows-1 are valid.
  private final byte[] best = new byte[Grid.CELLS];
  private int bestRows;
  private boolean bestTranspose;
  private final byte[] bestRowAt = new byte[9];
  private int bestPerm;
  private final byte[] bestLabels = new byte[10];

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
   * Writes the canonical form of {@code cells[0..80]} to {@code out[0..80]} without allocating.
   * Cells must be 0 (empty) or 1..9; this is not checked, nor is consistency: an inconsistent grid
   * (a digit twice in a house) still gets a well-defined minimal string, only slower.
   */
  public void canonicalize(byte[] cells, byte[] out) {
    load(cells);
    bestRows = 0;
    for (int t = 0; t < 2; t++) {
      if (t == 1 && symmetric) {
        break; // the transposed search would repeat the first one
      }
      orient(t);
      perm = -1;
      usedRows = 0;
      usedBands = 0;
      nextLabel[0] = 0;
      search(0);
    }
    System.arraycopy(best, 0, out, 0, Grid.CELLS);
  }

  /** The transformation found by the last {@link #canonicalize} call; allocates. */
  public Transformation lastTransformation() {
    byte[] columns = new byte[9];
    System.arraycopy(SOURCE, bestPerm * 9, columns, 0, 9);
    byte[] digits = bestLabels.clone();
    int next = 0;
    for (int d = 1; d <= 9; d++) {
      next = Math.max(next, digits[d]);
    }
    for (int d = 1; d <= 9; d++) {
      if (digits[d] == 0) {
        digits[d] = (byte) ++next;
      }
    }
    return Transformation.ofChecked(bestTranspose, bestRowAt, columns, digits);
  }

  private void load(byte[] cells) {
    byte[] a = grid[0];
    byte[] b = grid[1];
    boolean same = true;
    for (int r = 0; r < 9; r++) {
      for (int c = 0; c < 9; c++) {
        byte v = cells[r * 9 + c];
        a[r * 9 + c] = v;
        b[c * 9 + r] = v;
      }
    }
    for (int i = 0; i < Grid.CELLS && same; i++) {
      same = a[i] == b[i];
    }
    symmetric = same;
  }

  private void orient(int t) {
    orientation = t;
    g = grid[t];
    emptyBands = 0;
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
      rowMask[r] = mask;
      rowDistinct[r] = distinct;
      int before = 0;
      for (int r2 = r / 3 * 3; r2 < r; r2++) {
        if (sameLine(r2 * 9, r * 9, 1)) {
          before |= 1 << r2;
        }
      }
      sameRowBefore[r] = before;
    }
    for (int b = 0; b < 3; b++) {
      if ((rowMask[3 * b] | rowMask[3 * b + 1] | rowMask[3 * b + 2]) == 0) {
        emptyBands |= 1 << b;
      }
    }
    sameColumnCount = 0;
    int emptyStacks = 0;
    for (int s = 0; s < 3; s++) {
      for (int c1 = 3 * s; c1 < 3 * s + 3; c1++) {
        for (int c2 = c1 + 1; c2 < 3 * s + 3; c2++) {
          if (sameLine(c1, c2, 9)) {
            sameColumns[sameColumnCount++] = c1 * 16 + c2;
          }
        }
      }
      int stackMask = 7 << 3 * s;
      boolean empty = true;
      for (int r = 0; r < 9; r++) {
        empty &= (rowMask[r] & stackMask) == 0;
      }
      if (empty) {
        emptyStacks |= 1 << s;
      }
    }
    emptyStackPairCount = 0;
    for (int s1 = 0; s1 < 3; s1++) {
      for (int s2 = s1 + 1; s2 < 3; s2++) {
        if ((emptyStacks >> s1 & emptyStacks >> s2 & 1) != 0) {
          emptyStackPairs[emptyStackPairCount++] = s1 * 16 + s2;
        }
      }
    }
  }

  private boolean sameLine(int start1, int start2, int step) {
    for (int k = 0; k < 9; k++) {
      if (g[start1 + k * step] != g[start2 + k * step]) {
        return false;
      }
    }
    return true;
  }

  private void search(int k) {
    if (k == 9) {
      record();
      return;
    }
    int slot = k / 3;
    if (k % 3 == 0) {
      for (int b = 0; b < 3; b++) {
        if ((usedBands & 1 << b) != 0
            || (emptyBands & 1 << b) != 0 && (emptyBands & ~usedBands & ((1 << b) - 1)) != 0) {
          continue; // used, or an earlier unused empty band gives the same strings
        }
        usedBands |= 1 << b;
        bandAt[slot] = b;
        for (int r = 3 * b; r < 3 * b + 3; r++) {
          tryRow(k, r);
        }
        usedBands &= ~(1 << b);
      }
    } else {
      int b = bandAt[slot];
      for (int r = 3 * b; r < 3 * b + 3; r++) {
        if ((usedRows & 1 << r) == 0) {
          tryRow(k, r);
        }
      }
    }
  }

  private void tryRow(int k, int r) {
    if ((sameRowBefore[r] & ~usedRows) != 0) {
      return; // an identical unused row of this band is tried instead
    }
    usedRows |= 1 << r;
    rowAt[k] = r;
    if (perm >= 0) {
      if (readRow(k, r, perm)) {
        search(k + 1);
      }
    } else if (rowMask[r] == 0) {
      emptyRow(k);
      search(k + 1);
    } else {
      // First non-empty row: it fixes the column permutation.
      boolean distinct = rowDistinct[r];
      if (!distinct || patternCanTie(k, rowMask[r])) {
        short[] perms = distinct ? LinePermutations.minimalPatternPermutations(rowMask[r]) : ALL;
        for (short p : perms) {
          if (columnsInOrder(p)) {
            perm = p;
            if (readRow(k, r, p)) {
              search(k + 1);
            }
          }
        }
        perm = -1;
      }
    }
    usedRows &= ~(1 << r);
  }

  /**
   * False when the best string already has a smaller row {@code k} than a row with this mask and
   * all-new distinct digits can give (its labels are 1, 2, ... left to right).
   */
  private boolean patternCanTie(int k, int mask) {
    if (k >= bestRows) {
      return true;
    }
    int pattern = LinePermutations.pattern(mask, LinePermutations.minimalPatternPermutations(mask)[0]);
    int label = 0;
    for (int j = 0; j < 9; j++) {
      int v = (pattern >> (8 - j) & 1) == 0 ? 0 : ++label;
      int b = best[k * 9 + j];
      if (v != b) {
        return v < b;
      }
    }
    return true;
  }

  /** Identical columns of a stack, and empty stacks, keep their input order (automorphisms). */
  private boolean columnsInOrder(int p) {
    int base = p * 9;
    for (int i = 0; i < sameColumnCount; i++) {
      int pair = sameColumns[i];
      if (TARGET[base + (pair >> 4)] > TARGET[base + (pair & 15)]) {
        return false;
      }
    }
    for (int i = 0; i < emptyStackPairCount; i++) {
      int pair = emptyStackPairs[i];
      if (TARGET[base + 3 * (pair >> 4)] / 3 > TARGET[base + 3 * (pair & 15)] / 3) {
        return false;
      }
    }
    return true;
  }

  /** An empty row while no column permutation is fixed: zeros, never larger than the best. */
  private void emptyRow(int k) {
    int base = k * 9;
    if (k < bestRows) {
      for (int j = 0; j < 9; j++) {
        if (best[base + j] != 0) {
          bestRows = k + 1;
          break;
        }
      }
    } else {
      bestRows = k + 1;
    }
    for (int j = 0; j < 9; j++) {
      best[base + j] = 0;
    }
    System.arraycopy(labels[k], 0, labels[k + 1], 0, 10);
    nextLabel[k + 1] = nextLabel[k];
  }

  /**
   * Reads input row {@code r} through column permutation {@code p} as output row {@code k},
   * numbering new digits. Returns false (nothing changed) if it is larger than the best row
   * {@code k}; otherwise the best string holds it (when smaller, later best rows are dropped).
   * Invariant on entry: output rows 0..k-1 equal the best rows 0..k-1.
   */
  private boolean readRow(int k, int r, int p) {
    byte[] lab = labels[k + 1];
    System.arraycopy(labels[k], 0, lab, 0, 10);
    int next = nextLabel[k];
    byte[] cells = g;
    int rowBase = r * 9;
    int pBase = p * 9;
    int base = k * 9;
    int j = 0;
    if (k < bestRows) {
      for (; j < 9; j++) {
        int d = cells[rowBase + SOURCE[pBase + j]];
        int v = 0;
        if (d != 0) {
          v = lab[d];
          if (v == 0) {
            v = ++next;
            lab[d] = (byte) v;
          }
        }
        int b = best[base + j];
        if (v != b) {
          if (v > b) {
            return false;
          }
          best[base + j] = (byte) v;
          bestRows = k + 1;
          j++;
          break;
        }
      }
    } else {
      bestRows = k + 1;
    }
    for (; j < 9; j++) {
      int d = cells[rowBase + SOURCE[pBase + j]];
      int v = 0;
      if (d != 0) {
        v = lab[d];
        if (v == 0) {
          v = ++next;
          lab[d] = (byte) v;
        }
      }
      best[base + j] = (byte) v;
    }
    nextLabel[k + 1] = next;
    return true;
  }

  /** A full arrangement equal to the best string: remember how to get there. */
  private void record() {
    bestTranspose = orientation == 1;
    for (int k = 0; k < 9; k++) {
      bestRowAt[k] = (byte) rowAt[k];
    }
    bestPerm = perm >= 0 ? perm : LinePermutations.IDENTITY;
    System.arraycopy(labels[9], 0, bestLabels, 0, 10);
  }
}
