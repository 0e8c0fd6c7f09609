package dev.sudoku.grade;

/**
 * Test oracle: aligned pair exclusion written the way Sudoku Explainer walks it (bases found by
 * counting each cell's peers, every combination of the pair's values tested against every common
 * excluder, no pair skipped), kept to check that {@link AlignedPairRule}'s closed form finds the
 * same hint.
 */
final class AlignedPairReference implements Rule {
  private final int[] cell = new int[81];
  private final long[] exLo = new long[81];
  private final long[] exHi = new long[81];
  private final int[] common = new int[81];

  @Override
  public boolean find(Candidates g, Hint out) {
    int n = 0;
    for (int c = 0; c < 81; c++) {
      if (Integer.bitCount(g.cand[c]) < 2) {
        continue;
      }
      long lo = 0;
      long hi = 0;
      boolean single = false;
      for (int p : Houses.PEERS[c]) {
        int k = Integer.bitCount(g.cand[p]);
        if (k == 1) {
          single = true;
        } else if (k == 2) {
          if (p < 64) {
            lo |= 1L << p;
          } else {
            hi |= 1L << (p - 64);
          }
        }
      }
      if (!single && (lo | hi) != 0) {
        cell[n] = c;
        exLo[n] = lo;
        exHi[n] = hi;
        n++;
      }
    }
    for (int j = 1; j < n; j++) {
      for (int i = 0; i < j; i++) {
        long lo = exLo[i] & exLo[j];
        long hi = exHi[i] & exHi[j];
        if (Long.bitCount(lo) + Long.bitCount(hi) >= 2 && walk(g, lo, hi, cell[i], cell[j], out)) {
          return true;
        }
      }
    }
    return false;
  }

  private boolean walk(Candidates g, long lo, long hi, int c0, int c1, Hint out) {
    int k = 0;
    for (long m = lo; m != 0; m &= m - 1) {
      common[k++] = Long.numberOfTrailingZeros(m);
    }
    for (long m = hi; m != 0; m &= m - 1) {
      common[k++] = 64 + Long.numberOfTrailingZeros(m);
    }
    boolean sees = Houses.sees(c0, c1);
    int m0 = g.cand[c0];
    int m1 = g.cand[c1];
    int allowed0 = 0;
    int allowed1 = 0;
    for (int a = m0; a != 0; a &= a - 1) {
      int ba = a & -a;
      for (int b = m1; b != 0; b &= b - 1) {
        int bb = b & -b;
        if (ba == bb && sees) {
          continue;
        }
        boolean ok = true;
        for (int e = 0; e < k; e++) {
          if ((g.cand[common[e]] & ~(ba | bb)) == 0) {
            ok = false;
            break;
          }
        }
        if (ok) {
          allowed0 |= ba;
          allowed1 |= bb;
        }
      }
    }
    int rm0 = m0 & ~allowed0;
    int rm1 = m1 & ~allowed1;
    if ((rm0 | rm1) == 0) {
      return false;
    }
    out.reset(Technique.ALIGNED_PAIR_EXCLUSION, Technique.ALIGNED_PAIR_EXCLUSION.baseTenths());
    out.cell(c0);
    out.cell(c1);
    for (int e = 0; e < k; e++) {
      out.cell(common[e]);
    }
    out.eliminateMask(c0, rm0);
    out.eliminateMask(c1, rm1);
    return true;
  }
}
