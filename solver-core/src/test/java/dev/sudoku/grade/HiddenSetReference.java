package dev.sudoku.grade;

/**
 * Sudoku Explainer's hidden set walk as written, for tests: per house in SE order, every n-tuple of
 * digits in increasing-mask order, its union of positions formed. {@link HiddenSetRule} forms only
 * the tuples of eligible digits and stops growing a union past n cells; this is what it must match,
 * hint for hint and in order.
 */
final class HiddenSetReference {
  private final int degree;
  private final boolean direct;
  private final Technique technique;

  HiddenSetReference(int degree, boolean direct, Technique technique) {
    this.degree = degree;
    this.direct = direct;
    this.technique = technique;
  }

  /** Every hidden set to the sink in SE's order (the direct form stops at the first). */
  boolean scan(Candidates g, Hint out, Rule.Sink sink) {
    for (int h : Houses.SE_ORDER) {
      int emptyCount = g.empty[h];
      if (!(emptyCount > 2 * degree || (direct && emptyCount > degree))) {
        continue;
      }
      int base = 9 * h;
      for (int tuple : Combos.of(degree, 9)) {
        boolean each = true;
        int union = 0;
        for (int m = tuple; m != 0; m &= m - 1) {
          int p = g.pos[base + Integer.numberOfTrailingZeros(m)];
          each &= Integer.bitCount(p) >= 2;
          union |= p;
        }
        if (!each || Integer.bitCount(union) != degree) {
          continue;
        }
        boolean worth = false;
        for (int m = union; m != 0; m &= m - 1) {
          worth |= (g.cand[Houses.CELLS[h][Integer.numberOfTrailingZeros(m)]] & ~tuple) != 0;
        }
        if (!worth) {
          continue;
        }
        if (direct) {
          for (int d = 0; d < 9; d++) {
            int p = g.pos[base + d];
            if ((tuple & (1 << d)) == 0
                && Integer.bitCount(p) > 1
                && Integer.bitCount(p & ~union) == 1) {
              write(g, out, h, tuple, union);
              out.place(Houses.CELLS[h][Integer.numberOfTrailingZeros(p & ~union)], d + 1);
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
