package dev.sudoku.grade;

/**
 * Naked pair / triple / quad (3.0 / 3.6 / 5.0).
 *
 * <p>SE's {@code NakedSet}: per house (boxes, columns, rows) with at least 2n empty cells, per
 * n-tuple of cell positions in increasing-mask order, each cell having at least two candidates and
 * their union exactly n digits: those digits go from the other cells of the house.
 *
 * <p>Only cells with two to n candidates can be in a set (the union contains each cell's own), so
 * tuples holding any other cell are skipped before their union is formed: the same sets in the same
 * order, most tuples rejected by one mask test.
 */
final class NakedSetRule implements Rule {
  private final int degree;
  private final Technique technique;

  /** Where the last scan for the ladder found nothing: the next looks only at what changed. */
  private final FruitlessScan fruitless = new FruitlessScan();

  NakedSetRule(int degree) {
    this.degree = degree;
    technique =
        degree == 2
            ? Technique.NAKED_PAIR
            : degree == 3 ? Technique.NAKED_TRIPLE : Technique.NAKED_QUAD;
  }

  @Override
  public boolean find(Candidates g, Hint out) {
    if (scan(g, out, FIRST, fruitless.changes(g))) {
      return true;
    }
    fruitless.foundNothing(g);
    return false;
  }

  /**
   * Reports every naked set to the sink in SE's order.
   *
   * @param dirty null to scan everything, else per house the digits (bit d-1) whose positions
   *     changed since this rule's last scan: only what they touch is looked at ({@link
   *     NestedRules})
   * @return true when the sink stopped the scan
   */
  boolean scan(Candidates g, Hint out, Sink sink, int[] dirty) {
    int[] tuples = Combos.of(degree, 9);
    for (int h : Houses.SE_ORDER) {
      if (dirty != null && dirty[h] == 0) {
        continue;
      }
      if (g.empty[h] < 2 * degree) {
        continue;
      }
      int[] cells = Houses.CELLS[h];
      // the cells with two to n candidates: a tuple with any other cell is no set
      int eligible = 0;
      for (int i = 0; i < 9; i++) {
        int count = Integer.bitCount(g.cand[cells[i]]);
        if (count >= 2 && count <= degree) {
          eligible |= 1 << i;
        }
      }
      if (Integer.bitCount(eligible) < degree) {
        continue;
      }
      for (int tuple : tuples) {
        if ((tuple & ~eligible) != 0) {
          continue;
        }
        int union = 0;
        for (int m = tuple; m != 0; m &= m - 1) {
          union |= g.cand[cells[Integer.numberOfTrailingZeros(m)]];
        }
        if (Integer.bitCount(union) != degree) {
          continue;
        }
        boolean worth = false;
        for (int i = 0; i < 9; i++) {
          if ((tuple & (1 << i)) == 0 && (g.cand[cells[i]] & union) != 0) {
            worth = true;
            break;
          }
        }
        if (!worth) {
          continue;
        }
        out.reset(technique, technique.baseTenths());
        out.digits = union;
        out.house(h);
        for (int m = tuple; m != 0; m &= m - 1) {
          out.cell(cells[Integer.numberOfTrailingZeros(m)]);
        }
        for (int i = 0; i < 9; i++) {
          if ((tuple & (1 << i)) == 0) {
            out.eliminateMask(cells[i], g.cand[cells[i]] & union);
          }
        }
        if (sink.accept(out)) {
          return true;
        }
      }
    }
    return false;
  }
}
