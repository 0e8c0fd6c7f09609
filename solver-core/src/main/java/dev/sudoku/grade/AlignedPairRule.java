package dev.sudoku.grade;

/**
 * Aligned pair exclusion (6.2).
 *
 * <p>Two base cells (not necessarily in one house) and the bivalue cells that see both (the
 * "excluders"): a combination of values for the two base cells is impossible if it would leave an
 * excluder empty, or if it repeats a value in two cells that see each other. A value of a base cell
 * that occurs in no possible combination goes.
 *
 * <p>Scope and order follow Sudoku Explainer's {@code AlignedPairExclusion}: base cells are the
 * {@link AlignedBases} whose excluders are bivalue cells (row-major); pairs are taken in SE's
 * {@code Permutations} order (increasing two-bit masks over that list: the second index grows
 * slowest); a pair needs at least two common excluders; the first pair that removes something is
 * the hint.
 */
final class AlignedPairRule implements Rule {
  private final AlignedBases bases = new AlignedBases(2);
  private final int[] common = new int[81];

  /**
   * Pairs (key: first cell * 81 + second) that removed nothing, until one of their cells changes.
   */
  private final FruitlessTuples fruitless = new FruitlessTuples(81 * 81);

  @Override
  public boolean find(Candidates g, Hint out) {
    int n = bases.collect(g);
    fruitless.begin(g);
    for (int j = 1; j < n; j++) {
      for (int i = 0; i < j; i++) {
        if (tryPair(g, i, j, out)) {
          return true;
        }
      }
    }
    return false;
  }

  private boolean tryPair(Candidates g, int i, int j, Hint out) {
    long lo = bases.exLo[i] & bases.exLo[j];
    long hi = bases.exHi[i] & bases.exHi[j];
    if (Long.bitCount(lo) + Long.bitCount(hi) < 2) {
      return false;
    }
    int c0 = bases.cell[i];
    int c1 = bases.cell[j];
    // what the pair reads: its cells and every cell seeing both (whether it is an excluder)
    int key = c0 * 81 + c1;
    long inLo =
        Houses.PEER_LO[c0] & Houses.PEER_LO[c1] | FruitlessTuples.lo(c0) | FruitlessTuples.lo(c1);
    long inHi =
        Houses.PEER_HI[c0] & Houses.PEER_HI[c1] | FruitlessTuples.hi(c0) | FruitlessTuples.hi(c1);
    if (fruitless.known(key, inLo, inHi)) {
      return false;
    }
    if (exclude(g, lo, hi, c0, c1, out)) {
      return true;
    }
    fruitless.tried(key);
    return false;
  }

  /** The pair's eliminations into {@code out}; false when it removes nothing. */
  private boolean exclude(Candidates g, long lo, long hi, int c0, int c1, Hint out) {
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
          if (allowed0 == m0 && allowed1 == m1) {
            return false; // every value is possible: nothing to exclude
          }
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
