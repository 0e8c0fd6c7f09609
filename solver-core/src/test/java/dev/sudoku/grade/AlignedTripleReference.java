package dev.sudoku.grade;

/**
 * Test oracle: {@link AlignedTripleRule} as it was before its speed work (every pair, its whole
 * twin area, no triple skipped), kept to check that the fast version finds the same hint.
 */
final class AlignedTripleReference implements Rule {
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
  private final int[] allowed = new int[3];

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
      if (bases.isExcluder(index, p)
          && inTwin[p] != twinTag
          && bases.indexOf[p] >= 0
          && p != c0
          && p != c1) {
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
    AlignedTripleRule.possible(
        g.cand[c0],
        g.cand[c1],
        g.cand[c2],
        Houses.sees(c0, c1),
        Houses.sees(c0, c2),
        Houses.sees(c1, c2),
        masks,
        ne,
        allowed);
    int a0 = allowed[0];
    int a1 = allowed[1];
    int a2 = allowed[2];
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
