package dev.sudoku.grade;

/**
 * Test oracle: pointing and claiming written as Sudoku Explainer walks them (every crossing pair of
 * houses, every digit tested with a bit count and a mask), kept to check that {@link
 * PointingClaimingRule}'s lookup of locked digits finds the same hints in the same order.
 */
final class PointingClaimingReference {
  private static final int[][] INTER = PointingClaimingRule.INTER;

  /** Kind pairs in SE's order. */
  private static final int[][] PAIRS = {
    {Houses.BOX, Houses.COLUMN}, {Houses.BOX, Houses.ROW},
    {Houses.COLUMN, Houses.BOX}, {Houses.ROW, Houses.BOX}
  };

  private final boolean direct;

  PointingClaimingReference(boolean direct) {
    this.direct = direct;
  }

  /**
   * Reports every hint to the sink in SE's order (the direct form always stops at the first).
   *
   * @param dirty null to scan everything, else per house the digits (bit d-1) whose positions
   *     changed since this rule's last scan: only what they touch is looked at ({@link
   *     NestedRules})
   * @return true when the sink stopped the scan
   */
  boolean scan(Candidates g, Hint out, Rule.Sink sink, int[] dirty) {
    for (int[] pair : PAIRS) {
      int base1 = pair[0] * 9;
      int base2 = pair[1] * 9;
      for (int i1 = 0; i1 < 9; i1++) {
        int h1 = base1 + i1;
        for (int i2 = 0; i2 < 9; i2++) {
          int h2 = base2 + i2;
          int inter = INTER[h1][h2];
          if (inter == 0) {
            continue;
          }
          int touched = dirty == null ? Candidates.ALL : dirty[h1] | dirty[h2];
          // the digits touched, ascending (SE's order)
          for (int dm = touched; dm != 0; dm &= dm - 1) {
            int d = Integer.numberOfTrailingZeros(dm) + 1;
            int p1 = g.positions(h1, d);
            if (Integer.bitCount(p1) < 2 || (p1 & ~inter) != 0) {
              continue;
            }
            // positions of d in h2 outside h1: the eliminations
            int elim = g.positions(h2, d) & ~INTER[h2][h1];
            if (direct) {
              if (findFollowingSingle(g, out, h1, h2, base1, d)) {
                return true;
              }
            } else if (elim != 0) {
              write(
                  g,
                  out,
                  h1,
                  h2,
                  d,
                  pair[0] == Houses.BOX ? Technique.POINTING : Technique.CLAIMING);
              if (sink.accept(out)) {
                return true;
              }
            }
          }
        }
      }
    }
    return false;
  }

  private boolean findFollowingSingle(Candidates g, Hint out, int h1, int h2, int base1, int d) {
    for (int i3 = 0; i3 < 9; i3++) {
      int h3 = base1 + i3;
      if (h3 == h1 || INTER[h3][h2] == 0) {
        continue;
      }
      int p3 = g.positions(h3, d);
      if (Integer.bitCount(p3) < 2) {
        continue;
      }
      int remain = p3 & ~INTER[h3][h2];
      if (Integer.bitCount(remain) == 1) {
        Technique t =
            Houses.kind(h1) == Houses.BOX ? Technique.DIRECT_POINTING : Technique.DIRECT_CLAIMING;
        write(g, out, h1, h2, d, t);
        int c = Houses.CELLS[h3][Integer.numberOfTrailingZeros(remain)];
        out.place(c, d);
        return true;
      }
    }
    return false;
  }

  private static void write(Candidates g, Hint out, int h1, int h2, int d, Technique t) {
    out.reset(t, t.baseTenths());
    out.digits = 1 << (d - 1);
    out.house(h1);
    out.house(h2);
    for (int m = g.positions(h1, d); m != 0; m &= m - 1) {
      out.cell(Houses.CELLS[h1][Integer.numberOfTrailingZeros(m)]);
    }
    for (int m = g.positions(h2, d) & ~INTER[h2][h1]; m != 0; m &= m - 1) {
      out.eliminate(Houses.CELLS[h2][Integer.numberOfTrailingZeros(m)], d);
    }
  }
}
