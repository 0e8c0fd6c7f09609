package dev.sudoku.grade;

/**
 * Locked candidates: pointing (box to line, 2.6) and claiming (line to box, 2.8), and their
 * "direct" forms (1.7 / 1.9) that count only when the elimination at once leaves a hidden single.
 *
 * <p>SE's {@code Locking}: for the pairs (box, column), (box, row), (column, box), (row, box), for
 * every crossing pair of houses and every digit with at least two positions in the first house, all
 * inside the second: the digit goes from the rest of the second house. The direct form looks, in
 * the houses of the first kind that cross the second house, for one left with a single position
 * once the eliminations are made; that single is placed in the same step.
 *
 * <p>{@code INTER[h1][h2]} is the mask, in h1's coordinates, of the cells h1 shares with h2.
 */
final class PointingClaimingRule implements Rule {
  static final int[][] INTER = new int[Houses.COUNT][Houses.COUNT];

  /** Kind pairs in SE's order. */
  private static final int[][] PAIRS = {
    {Houses.BOX, Houses.COLUMN}, {Houses.BOX, Houses.ROW},
    {Houses.COLUMN, Houses.BOX}, {Houses.ROW, Houses.BOX}
  };

  static {
    for (int a = 0; a < Houses.COUNT; a++) {
      for (int b = 0; b < Houses.COUNT; b++) {
        int m = 0;
        for (int i = 0; i < 9; i++) {
          if (Houses.indexIn(Houses.CELLS[a][i], b) >= 0) {
            m |= 1 << i;
          }
        }
        INTER[a][b] = a == b ? 0 : m;
      }
    }
  }

  private final boolean direct;

  /** Where the last scan for the ladder found nothing: the next looks only at what changed. */
  private final FruitlessScan fruitless = new FruitlessScan();

  /** Scratch for {@link #widenToThirdHouses}: the digits that changed per house. */
  private final int[] changed = new int[Houses.COUNT];

  PointingClaimingRule(boolean direct) {
    this.direct = direct;
  }

  @Override
  public boolean find(Candidates g, Hint out) {
    int[] dirty = fruitless.changes(g);
    if (dirty != null && direct) {
      widenToThirdHouses(dirty);
    }
    if (scan(g, out, FIRST, dirty)) {
      return true;
    }
    fruitless.foundNothing(g);
    return false;
  }

  /**
   * For the direct forms: the single that makes a hint of (h1, h2, d) lies in a third house h3 of
   * h1's kind crossing h2, so the hint is a function of d's positions in h2 and in every house of
   * h1's kind crossing it (h1 among them). Widens {@code dirty[h2]} by the digits that changed in
   * those houses (for a box as h2, of both line kinds): the scan then looks at every (h1, h2, d)
   * one of whose houses changed, and a wider set only costs time.
   */
  private void widenToThirdHouses(int[] dirty) {
    System.arraycopy(dirty, 0, changed, 0, Houses.COUNT);
    for (int[] pair : PAIRS) {
      int base1 = pair[0] * 9;
      int base2 = pair[1] * 9;
      for (int i2 = 0; i2 < 9; i2++) {
        int h2 = base2 + i2;
        for (int i1 = 0; i1 < 9; i1++) {
          int h1 = base1 + i1;
          if (INTER[h1][h2] != 0) {
            dirty[h2] |= changed[h1];
          }
        }
      }
    }
  }

  /**
   * Reports every hint to the sink in SE's order (the direct form always stops at the first).
   *
   * @param dirty null to scan everything, else per house the digits (bit d-1) whose positions
   *     changed since this rule's last scan: only what they touch is looked at ({@link
   *     NestedRules})
   * @return true when the sink stopped the scan
   */
  boolean scan(Candidates g, Hint out, Sink sink, int[] dirty) {
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
