package dev.sudoku.grade;

/**
 * Aligned triple exclusion (7.5).
 *
 * <p>Three base cells and the cells of two or three candidates that see all three (the
 * excluders): a combination of values for the base cells is impossible if it repeats a value in
 * two base cells that see each other or covers every candidate of an excluder. A value of a base
 * cell that occurs in no possible combination goes.
 *
 * <p>Scope and order follow Sudoku Explainer's {@code AlignedExclusion(3)}: base cells are the
 * {@link AlignedBases} whose excluders have two or three candidates (row-major); the first two cells are taken in SE's {@code Permutations} order; the third comes
 * from their "twin area", the excluders of the first cell then of the second (each in SE's
 * house-cell order: box, row, column) that are base cells themselves; at least two common
 * excluders are needed; the first triple that removes something is the hint.
 */
final class AlignedTripleRule implements Rule {
  /** Peers of each cell in SE's {@code getHouseCells} order: box, row, column, no repeats. */
  private static final int[][] HOUSE_ORDER = new int[81][20];

  static {
    for (int c = 0; c < 81; c++) {
      boolean[] seen = new boolean[81];
      seen[c] = true;
      int n = 0;
      for (int kind : Houses.KIND_ORDER_BRC) {
        for (int p : Houses.CELLS[Houses.of(c, kind)]) {
          if (!seen[p]) {
            seen[p] = true;
            HOUSE_ORDER[c][n++] = p;
          }
        }
      }
    }
  }

  private final AlignedBases bases = new AlignedBases(3);
  private final int[] twin = new int[81];
  private final int[] inTwin = new int[81];
  private int twinTag;
  private final int[] masks = new int[81];

  @Override
  public boolean find(Candidates g, Hint out) {
    int n = bases.collect(g);
    if (n < 3) {
      return false;
    }
    for (int j = 1; j < n; j++) {
      for (int i = 0; i < j; i++) {
        // every triple's common excluders are among the pair's: at least two are needed
        if (bases.commonExcluders(i, j) < 2) {
          continue;
        }
        int c0 = bases.cell[i];
        int c1 = bases.cell[j];
        int t = 0;
        twinTag++;
        t = addTwins(c0, i, c0, c1, t);
        t = addTwins(c1, j, c0, c1, t);
        for (int k = 0; k < t; k++) {
          if (tryTriple(g, i, j, bases.indexOf[twin[k]], out)) {
            return true;
          }
        }
      }
    }
    return false;
  }

  private int addTwins(int cell, int index, int c0, int c1, int t) {
    for (int p : HOUSE_ORDER[cell]) {
      if (bases.isExcluder(index, p) && inTwin[p] != twinTag && bases.indexOf[p] >= 0
          && p != c0 && p != c1) {
        inTwin[p] = twinTag;
        twin[t++] = p;
      }
    }
    return t;
  }

  private boolean tryTriple(Candidates g, int i, int j, int k, Hint out) {
    long lo = bases.exLo[i] & bases.exLo[j] & bases.exLo[k];
    long hi = bases.exHi[i] & bases.exHi[j] & bases.exHi[k];
    if (Long.bitCount(lo) + Long.bitCount(hi) < 2) {
      return false;
    }
    int c0 = bases.cell[i];
    int c1 = bases.cell[j];
    int c2 = bases.cell[k];
    // only an excluder whose candidates the base cells can all take can forbid a combination
    int union = g.cand[c0] | g.cand[c1] | g.cand[c2];
    int ne = 0;
    for (long m = lo; m != 0; m &= m - 1) {
      int e = Long.numberOfTrailingZeros(m);
      if ((g.cand[e] & ~union) == 0) {
        masks[ne++] = g.cand[e];
      }
    }
    for (long m = hi; m != 0; m &= m - 1) {
      int e = 64 + Long.numberOfTrailingZeros(m);
      if ((g.cand[e] & ~union) == 0) {
        masks[ne++] = g.cand[e];
      }
    }
    boolean s01 = Houses.sees(c0, c1);
    boolean s02 = Houses.sees(c0, c2);
    boolean s12 = Houses.sees(c1, c2);
    int a0 = 0;
    int a1 = 0;
    int a2 = 0;
    for (int x = g.cand[c0]; x != 0; x &= x - 1) {
      int bx = x & -x;
      for (int y = g.cand[c1]; y != 0; y &= y - 1) {
        int by = y & -y;
        if (bx == by && s01) {
          continue;
        }
        for (int z = g.cand[c2]; z != 0; z &= z - 1) {
          int bz = z & -z;
          if ((bz == bx && s02) || (bz == by && s12)) {
            continue;
          }
          int used = bx | by | bz;
          boolean ok = true;
          for (int e = 0; e < ne; e++) {
            if ((masks[e] & ~used) == 0) {
              ok = false;
              break;
            }
          }
          if (ok) {
            a0 |= bx;
            a1 |= by;
            a2 |= bz;
            if (a0 == g.cand[c0] && a1 == g.cand[c1] && a2 == g.cand[c2]) {
              return false; // every value is possible: nothing to exclude
            }
          }
        }
      }
    }
    int r0 = g.cand[c0] & ~a0;
    int r1 = g.cand[c1] & ~a1;
    int r2 = g.cand[c2] & ~a2;
    if ((r0 | r1 | r2) == 0) {
      return false;
    }
    out.reset(Technique.ALIGNED_TRIPLE_EXCLUSION, Technique.ALIGNED_TRIPLE_EXCLUSION.baseTenths());
    out.cell(c0);
    out.cell(c1);
    out.cell(c2);
    out.eliminateMask(c0, r0);
    out.eliminateMask(c1, r1);
    out.eliminateMask(c2, r2);
    return true;
  }
}
