package dev.sudoku.grade;

/**
 * Hidden pair / triple / quad (3.4 / 4.0 / 5.4) and the direct hidden pair / triple (2.0 / 2.5).
 *
 * <p>SE's {@code HiddenSet}: per house (boxes, columns, rows) and per n-tuple of digits in
 * increasing-mask order, each digit having at least two positions and the union of their positions
 * having exactly n cells: the other digits go from those cells. The plain form only looks in houses
 * with more than 2n empty cells (a smaller house holds the complementary naked set, found first);
 * the direct form looks in houses with more than n empty cells and counts only when the
 * eliminations leave another digit with a single position in the same house, which it places.
 *
 * <p>Only digits with two to n positions in the house can be in a set (the union of the tuple's
 * positions contains each digit's own), so tuples holding any other digit are skipped before their
 * union is formed: the same sets in the same order, most tuples rejected by one mask test.
 */
final class HiddenSetRule implements Rule {
  private final int degree;
  private final boolean direct;
  private final Technique technique;

  /** Where the last scan for the ladder found nothing: the next looks only at what changed. */
  private final FruitlessScan fruitless = new FruitlessScan();

  HiddenSetRule(int degree, boolean direct) {
    this.degree = degree;
    this.direct = direct;
    if (direct) {
      technique = degree == 2 ? Technique.DIRECT_HIDDEN_PAIR : Technique.DIRECT_HIDDEN_TRIPLE;
    } else {
      technique =
          degree == 2
              ? Technique.HIDDEN_PAIR
              : degree == 3 ? Technique.HIDDEN_TRIPLE : Technique.HIDDEN_QUAD;
    }
  }

  @Override
  public boolean find(Candidates g, Hint out) {
    if (scan(g, out, FIRST, fruitless.changes(g), true)) {
      return true;
    }
    fruitless.foundNothing(g);
    return false;
  }

  /**
   * Reports every hidden set to the sink in SE's order (the direct form stops at the first).
   *
   * @param dirty null to scan everything, else per house the digits (bit d-1) whose positions
   *     changed since this rule's last scan: only what they touch is looked at ({@link
   *     NestedRules})
   * @return true when the sink stopped the scan
   */
  boolean scan(Candidates g, Hint out, Sink sink, int[] dirty) {
    return scan(g, out, sink, dirty, false);
  }

  /**
   * @param sinceFruitless {@code dirty} is relative to a scan that found nothing anywhere ({@link
   *     FruitlessScan}): a plain hidden set none of whose digits moved in its house since then is
   *     skipped too (it was no set, or its cells held nothing else, and the house's other digits
   *     have only lost positions since, else every digit of the house is dirty)
   */
  private boolean scan(Candidates g, Hint out, Sink sink, int[] dirty, boolean sinceFruitless) {
    int[] tuples = Combos.of(degree, 9);
    for (int h : Houses.SE_ORDER) {
      if (dirty != null && dirty[h] == 0) {
        continue;
      }
      int emptyCount = g.empty[h];
      if (!(emptyCount > 2 * degree || (direct && emptyCount > degree))) {
        continue;
      }
      int base = 9 * h;
      int moved = sinceFruitless && dirty != null && !direct ? dirty[h] : Candidates.ALL;
      // the digits with two to n positions here: a tuple with any other digit is no set (one
      // position is a single; more than n make the union of the tuple's positions exceed n)
      int eligible = 0;
      for (int d = 0; d < 9; d++) {
        int count = Integer.bitCount(g.pos[base + d]);
        if (count >= 2 && count <= degree) {
          eligible |= 1 << d;
        }
      }
      if ((eligible & moved) == 0 || Integer.bitCount(eligible) < degree) {
        continue;
      }
      for (int tuple : tuples) {
        if ((tuple & moved) == 0 || (tuple & ~eligible) != 0) {
          continue;
        }
        int union = 0;
        for (int m = tuple; m != 0; m &= m - 1) {
          union |= g.pos[base + Integer.numberOfTrailingZeros(m)];
        }
        if (Integer.bitCount(union) != degree) {
          continue;
        }
        // tuple bit i = digit i+1, the same layout as a candidate mask
        int others = Candidates.ALL & ~tuple;
        boolean worth = false;
        for (int m = union; m != 0; m &= m - 1) {
          if ((g.cand[Houses.CELLS[h][Integer.numberOfTrailingZeros(m)]] & others) != 0) {
            worth = true;
          }
        }
        if (!worth) {
          continue;
        }
        if (direct) {
          for (int d = 1; d <= 9; d++) {
            if ((tuple & (1 << (d - 1))) != 0) {
              continue;
            }
            int p = g.pos[base + d - 1];
            if (Integer.bitCount(p) > 1 && Integer.bitCount(p & ~union) == 1) {
              write(g, out, h, tuple, union);
              out.place(Houses.CELLS[h][Integer.numberOfTrailingZeros(p & ~union)], d);
              return true;
            }
          }
        } else {
          write(g, out, h, tuple, union);
          if (sink.accept(out)) {
            return true;
          }
        }
      }
    }
    return false;
  }

  private void write(Candidates g, Hint out, int h, int tuple, int union) {
    out.reset(technique, technique.baseTenths());
    out.digits = tuple;
    out.house(h);
    for (int m = union; m != 0; m &= m - 1) {
      int c = Houses.CELLS[h][Integer.numberOfTrailingZeros(m)];
      out.cell(c);
      out.eliminateMask(c, g.cand[c] & ~tuple);
    }
  }
}
