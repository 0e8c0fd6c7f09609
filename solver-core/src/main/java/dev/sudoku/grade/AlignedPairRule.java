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
 *
 * <p>SE walks every combination of the pair against every excluder. Because every excluder is
 * bivalue, the walk has a closed form used here instead: an excluder {x, y} is emptied by exactly
 * the combinations (x, y) and (y, x), so with {@code partner[v]} the values that share an excluder
 * with v,
 *
 * <pre>
 *   value a of the first cell has no possible combination
 *     iff  (m1 \ {a}) is a subset of partner[a]   every other value of the second cell empties one
 *     and  (a not in m1, or the cells see each other)   (a, a) is blocked only by repetition
 * </pre>
 *
 * and the same for the second cell. That is the set of values SE's walk never allows, so the
 * eliminations are the same, in O(excluders + candidates) instead of O(candidates^2 x excluders).
 */
final class AlignedPairRule implements Rule {
  private final AlignedBases bases = new AlignedBases(2);

  /**
   * partner[t]: the values (a candidate mask) sharing a common excluder with the value of candidate
   * bit t; valid only for the bits a pair's excluders touched.
   */
  private final int[] partner = new int[10];

  @Override
  public boolean find(Candidates g, Hint out) {
    int n = bases.collect(g);
    for (int j = 1; j < n; j++) {
      long loJ = bases.exLo[j];
      long hiJ = bases.exHi[j];
      for (int i = 0; i < j; i++) {
        long lo = bases.exLo[i] & loJ;
        long hi = bases.exHi[i] & hiJ;
        int k = Long.bitCount(lo) + Long.bitCount(hi);
        if (k >= 2 && exclude(g, lo, hi, k, bases.cell[i], bases.cell[j], out)) {
          return true;
        }
      }
    }
    return false;
  }

  /**
   * The eliminations of the pair {@code c0, c1} (common excluders: the 81-bit set {@code lo, hi},
   * {@code k} of them) into {@code out}; false when it removes nothing.
   */
  private boolean exclude(Candidates g, long lo, long hi, int k, int c0, int c1, Hint out) {
    int m0 = g.cand[c0];
    int m1 = g.cand[c1];
    // removing a value a from one cell takes a distinct excluder {a, b} for every other value b
    // of the other cell, so fewer excluders than that cannot remove anything
    if (k + 1 < Math.min(Integer.bitCount(m0), Integer.bitCount(m1))) {
      return false;
    }
    // partner entries of values no excluder holds are stale: removable() reads only touched ones
    int[] p = partner;
    int touched = 0;
    for (long m = lo; m != 0; m &= m - 1) {
      touched |= link(g.cand[Long.numberOfTrailingZeros(m)], p, touched);
    }
    for (long m = hi; m != 0; m &= m - 1) {
      touched |= link(g.cand[64 + Long.numberOfTrailingZeros(m)], p, touched);
    }
    int same = Houses.sees(c0, c1) ? ~0 : 0;
    int rm0 = removable(m0, m1, same, touched);
    int rm1 = removable(m1, m0, same, touched);
    if ((rm0 | rm1) == 0) {
      return false;
    }
    out.reset(Technique.ALIGNED_PAIR_EXCLUSION, Technique.ALIGNED_PAIR_EXCLUSION.baseTenths());
    out.cell(c0);
    out.cell(c1);
    for (long m = lo; m != 0; m &= m - 1) {
      out.cell(Long.numberOfTrailingZeros(m));
    }
    for (long m = hi; m != 0; m &= m - 1) {
      out.cell(64 + Long.numberOfTrailingZeros(m));
    }
    out.eliminateMask(c0, rm0);
    out.eliminateMask(c1, rm1);
    return true;
  }

  /**
   * Adds the bivalue excluder {@code xy} to {@link #partner}; {@code touched} says which entries
   * already hold something this pair (the others are stale and are overwritten, not cleared).
   */
  private static int link(int xy, int[] p, int touched) {
    int bx = xy & -xy;
    int by = xy ^ bx;
    int x = Integer.numberOfTrailingZeros(bx);
    int y = Integer.numberOfTrailingZeros(by);
    p[x] = (touched & bx) != 0 ? p[x] | by : by;
    p[y] = (touched & by) != 0 ? p[y] | bx : bx;
    return xy;
  }

  /**
   * The values of {@code mine} in no possible combination with {@code other}: see the class
   * comment. {@code same} is all ones when the two cells see each other.
   */
  private int removable(int mine, int other, int same, int touched) {
    int rm = 0;
    for (int a = mine & touched; a != 0; a &= a - 1) {
      int ba = a & -a;
      int rest = other & ~ba;
      if ((rest & ~partner[Integer.numberOfTrailingZeros(ba)]) == 0
          && ((other & ba) == 0 || same != 0)) {
        rm |= ba;
      }
    }
    return rm;
  }
}
