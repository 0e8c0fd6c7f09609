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
 *
 * <p>Speed: a house h1 crosses three houses of the other kind, and its three intersections with
 * them are the same three masks for every house of its kind (a box's three rows are bits 0-2, 3-5,
 * 6-8 of its positions, its three columns bits {0,3,6}, {1,4,7}, {2,5,8}; a line's three boxes bits
 * 0-2, 3-5, 6-8). A digit with two or more positions in h1 lies inside at most one of them, so one
 * table lookup per digit of h1 says which crossing house (if any) it is locked into:
 *
 * <pre>
 * LOCKED[pair][positions of d in h1]   1 &lt;&lt; 9j   d locked into CROSS[pair][i1][j]
 *                                      0          fewer than two positions, or spread out
 * segs of h1 (bit 9j + d-1)            d locked into the j-th crossing house (ascending)
 *   bits:  26 .. 18 | 17 .. 9 | 8 .. 0
 *   house:    j=2   |   j=1   |  j=0
 * </pre>
 *
 * <p>The crossing houses are then walked in ascending order and their digits ascending, which is
 * SE's order (pairs, first house, second house, digit): the hints of SE's walk over every pair of
 * houses, in its order, for nine lookups per house instead of a bit count and a mask test per digit
 * and crossing house.
 */
final class PointingClaimingRule implements Rule {
  static final int[][] INTER = new int[Houses.COUNT][Houses.COUNT];

  /** Kind pairs in SE's order. */
  private static final int[][] PAIRS = {
    {Houses.BOX, Houses.COLUMN}, {Houses.BOX, Houses.ROW},
    {Houses.COLUMN, Houses.BOX}, {Houses.ROW, Houses.BOX}
  };

  /**
   * CROSS[pair][i]: the houses of the pair's second kind crossing its first kind's i-th, ascending.
   */
  private static final int[][][] CROSS = new int[PAIRS.length][9][];

  /**
   * BACK[pair][i]: the houses of the pair's first kind crossing its second kind's i-th, ascending.
   */
  private static final int[][][] BACK = new int[PAIRS.length][9][];

  /** LOCKED[pair][mask]: see the class comment. */
  private static final int[][] LOCKED = new int[PAIRS.length][1 << 9];

  /**
   * THIRD[h2]: every house h1 of a pair (h1, h2) with h2 second, for the direct forms' widening.
   */
  private static final int[][] THIRD = new int[Houses.COUNT][];

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
    int[][] third = new int[Houses.COUNT][6];
    int[] thirdCount = new int[Houses.COUNT];
    for (int p = 0; p < PAIRS.length; p++) {
      for (int i = 0; i < 9; i++) {
        CROSS[p][i] = crossing(PAIRS[p][0] * 9 + i, PAIRS[p][1]);
        BACK[p][i] = crossing(PAIRS[p][1] * 9 + i, PAIRS[p][0]);
        for (int h1 : BACK[p][i]) {
          int h2 = PAIRS[p][1] * 9 + i;
          third[h2][thirdCount[h2]++] = h1;
        }
      }
      int first = PAIRS[p][0] * 9;
      for (int i = 0; i < 9; i++) {
        for (int j = 0; j < 3; j++) {
          if (INTER[first + i][CROSS[p][i][j]] != INTER[first][CROSS[p][0][j]]) {
            throw new IllegalStateException("intersections differ between houses of one kind");
          }
        }
      }
      for (int mask = 0; mask < 1 << 9; mask++) {
        for (int j = 0; j < 3; j++) {
          if (Integer.bitCount(mask) >= 2 && (mask & ~INTER[first][CROSS[p][0][j]]) == 0) {
            LOCKED[p][mask] = 1 << (9 * j);
          }
        }
      }
    }
    for (int h = 0; h < Houses.COUNT; h++) {
      THIRD[h] = java.util.Arrays.copyOf(third[h], thirdCount[h]);
    }
  }

  /** The three houses of {@code kind} that share cells with house h, ascending. */
  private static int[] crossing(int h, int kind) {
    int[] out = new int[3];
    int n = 0;
    for (int o = kind * 9; o < kind * 9 + 9; o++) {
      if (INTER[h][o] != 0) {
        out[n++] = o;
      }
    }
    return out;
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
    for (int h2 = 0; h2 < Houses.COUNT; h2++) {
      int widened = changed[h2];
      for (int h1 : THIRD[h2]) {
        widened |= changed[h1];
      }
      dirty[h2] = widened;
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
    int[] pos = g.pos;
    for (int p = 0; p < PAIRS.length; p++) {
      int[] locked = LOCKED[p];
      int base1 = PAIRS[p][0] * 9;
      for (int i1 = 0; i1 < 9; i1++) {
        int h1 = base1 + i1;
        int[] cross = CROSS[p][i1];
        int touched1 = dirty == null ? Candidates.ALL : dirty[h1];
        int any =
            dirty == null
                ? touched1
                : touched1 | dirty[cross[0]] | dirty[cross[1]] | dirty[cross[2]];
        int segs = 0;
        for (int dm = any; dm != 0; dm &= dm - 1) {
          int d0 = Integer.numberOfTrailingZeros(dm);
          segs |= locked[pos[9 * h1 + d0]] << d0;
        }
        if (segs == 0) {
          continue;
        }
        for (int j = 0; j < 3; j++) {
          int h2 = cross[j];
          int touched = dirty == null ? Candidates.ALL : touched1 | dirty[h2];
          // the digits locked into h2 and touched, ascending (SE's order)
          for (int dm = (segs >>> (9 * j)) & touched; dm != 0; dm &= dm - 1) {
            int d = Integer.numberOfTrailingZeros(dm) + 1;
            if (direct) {
              if (findFollowingSingle(g, out, h1, h2, BACK[p][h2 % 9], d)) {
                return true;
              }
            } else if ((g.positions(h2, d) & ~INTER[h2][h1]) != 0) {
              // d has positions in h2 outside h1: the eliminations
              write(
                  g,
                  out,
                  h1,
                  h2,
                  d,
                  PAIRS[p][0] == Houses.BOX ? Technique.POINTING : Technique.CLAIMING);
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

  /**
   * @param thirds the houses of h1's kind crossing h2, ascending (h1 among them)
   */
  private boolean findFollowingSingle(Candidates g, Hint out, int h1, int h2, int[] thirds, int d) {
    for (int h3 : thirds) {
      if (h3 == h1) {
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
