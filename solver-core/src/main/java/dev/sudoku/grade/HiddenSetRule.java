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
 * positions contains each digit's own), so only tuples of those digits are formed, by nested loops
 * over them in increasing-mask order, the union of positions grown digit by digit: a prefix whose
 * union already exceeds n cells is not extended. The same sets in the same order.
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
      if (tuples(g, out, sink, h, eligible, moved)) {
        return true;
      }
    }
    return false;
  }

  /**
   * The n-tuples of eligible digits of house h that hold a moved digit, in increasing-mask order
   * (the highest digit outermost: {@link Combos}' order), each offered when the union of its
   * positions has n cells; a prefix whose union already exceeds n cells ends every tuple below it.
   *
   * @return true when the scan stops
   */
  private boolean tuples(Candidates g, Hint out, Sink sink, int h, int eligible, int moved) {
    int[] pos = g.pos;
    int base = 9 * h;
    for (int ma = eligible; ma != 0; ma &= ma - 1) {
      int a = Integer.numberOfTrailingZeros(ma);
      int ua = pos[base + a];
      int ta = 1 << a;
      for (int mb = eligible & (ta - 1); mb != 0; mb &= mb - 1) {
        int b = Integer.numberOfTrailingZeros(mb);
        int ub = ua | pos[base + b];
        int tb = ta | 1 << b;
        if (Integer.bitCount(ub) > degree) {
          continue;
        }
        if (degree == 2) {
          if ((tb & moved) != 0 && Integer.bitCount(ub) == 2 && offer(g, out, sink, h, tb, ub)) {
            return true;
          }
          continue;
        }
        for (int mc = eligible & ((1 << b) - 1); mc != 0; mc &= mc - 1) {
          int c = Integer.numberOfTrailingZeros(mc);
          int uc = ub | pos[base + c];
          int tc = tb | 1 << c;
          if (Integer.bitCount(uc) > degree) {
            continue;
          }
          if (degree == 3) {
            if ((tc & moved) != 0 && Integer.bitCount(uc) == 3 && offer(g, out, sink, h, tc, uc)) {
              return true;
            }
            continue;
          }
          for (int md = eligible & ((1 << c) - 1); md != 0; md &= md - 1) {
            int ud = uc | pos[base + Integer.numberOfTrailingZeros(md)];
            int td = tc | (md & -md);
            if ((td & moved) != 0 && Integer.bitCount(ud) == 4 && offer(g, out, sink, h, td, ud)) {
              return true;
            }
          }
        }
      }
    }
    return false;
  }

  /**
   * Offers the hidden set {@code tuple} (bit d-1 = digit d) on the cells {@code union} of house h
   * when its cells hold other digits (the direct form: when that leaves a digit a single position).
   *
   * @return true when the scan stops
   */
  private boolean offer(Candidates g, Hint out, Sink sink, int h, int tuple, int union) {
    int base = 9 * h;
    int others = Candidates.ALL & ~tuple;
    boolean worth = false;
    for (int m = union; m != 0; m &= m - 1) {
      if ((g.cand[Houses.CELLS[h][Integer.numberOfTrailingZeros(m)]] & others) != 0) {
        worth = true;
      }
    }
    if (!worth) {
      return false;
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
      return false;
    }
    write(g, out, h, tuple, union);
    return sink.accept(out);
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
