package dev.sudoku.grade;

/**
 * X-wing, swordfish, jellyfish (3.2 / 3.8 / 5.2): basic fish on rows and columns.
 *
 * <p>SE's {@code Fisherman}: first columns as base lines (eliminating in rows), then rows; per
 * n-tuple of base lines in increasing-mask order, per digit placed at most 9-2n times, each base
 * line having at least two positions and their union covering exactly n cover lines: the digit goes
 * from the cover lines outside the base lines.
 *
 * <p>Only base lines with two to n positions of the digit can be in a fish (the union contains each
 * line's own), so tuples holding any other line are skipped before their union is formed: the same
 * fish in the same order, most (tuple, digit) pairs rejected by one mask test.
 */
final class FishRule implements Rule {
  private final int degree;
  private final Technique technique;

  /** Where the last scan for the ladder found nothing: the next looks only at what changed. */
  private final FruitlessScan fruitless = new FruitlessScan();

  FishRule(int degree) {
    this.degree = degree;
    technique =
        degree == 2 ? Technique.X_WING : degree == 3 ? Technique.SWORDFISH : Technique.JELLYFISH;
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
   * Reports every fish to the sink in SE's order; the hint lists the base lines, then the cover
   * lines, as houses.
   *
   * @param dirty null to scan everything, else per house the digits (bit d-1) whose positions
   *     changed since this rule's last scan: only what they touch is looked at ({@link
   *     NestedRules})
   * @return true when the sink stopped the scan
   */
  boolean scan(Candidates g, Hint out, Sink sink, int[] dirty) {
    int touched = Candidates.ALL;
    if (dirty != null) {
      touched = 0;
      for (int line = 0; line < 18; line++) {
        touched |= dirty[line];
      }
      if (touched == 0) {
        return false;
      }
    }
    return scan(g, out, 9, 0, sink, touched) || scan(g, out, 0, 9, sink, touched);
  }

  private boolean scan(
      Candidates g, Hint out, int baseStart, int coverStart, Sink sink, int touched) {
    // per digit (index d-1) the base lines with two to n positions: a tuple with any other line
    // is no fish (the union of the tuple's positions contains each line's own); 0 for the digits
    // not looked at (local: a sink may scan again before this scan ends)
    int[] eligible = new int[9];
    int digits = 0;
    for (int d = 1; d <= 9; d++) {
      int lines = 0;
      if ((touched & (1 << (d - 1))) != 0 && g.placed[d] + 2 * degree <= 9) {
        for (int line = 0; line < 9; line++) {
          int count = Integer.bitCount(g.positions(baseStart + line, d));
          if (count >= 2 && count <= degree) {
            lines |= 1 << line;
          }
        }
      }
      eligible[d - 1] = lines;
      if (Integer.bitCount(lines) >= degree) {
        digits |= 1 << (d - 1);
      }
    }
    if (digits == 0) {
      return false;
    }
    for (int tuple : Combos.of(degree, 9)) {
      for (int dm = digits; dm != 0; dm &= dm - 1) {
        int d = Integer.numberOfTrailingZeros(dm) + 1;
        if ((tuple & ~eligible[d - 1]) != 0) {
          continue;
        }
        int union = 0;
        for (int m = tuple; m != 0; m &= m - 1) {
          union |= g.positions(baseStart + Integer.numberOfTrailingZeros(m), d);
        }
        if (Integer.bitCount(union) != degree) {
          continue;
        }
        boolean worth = false;
        for (int m = union; m != 0 && !worth; m &= m - 1) {
          worth = (g.positions(coverStart + Integer.numberOfTrailingZeros(m), d) & ~tuple) != 0;
        }
        if (!worth) {
          continue;
        }
        out.reset(technique, technique.baseTenths());
        out.digits = 1 << (d - 1);
        for (int m = tuple; m != 0; m &= m - 1) {
          int line = baseStart + Integer.numberOfTrailingZeros(m);
          out.house(line);
          for (int p = g.positions(line, d); p != 0; p &= p - 1) {
            out.cell(Houses.CELLS[line][Integer.numberOfTrailingZeros(p)]);
          }
        }
        for (int m = union; m != 0; m &= m - 1) {
          int cover = coverStart + Integer.numberOfTrailingZeros(m);
          out.house(cover);
          for (int p = g.positions(cover, d) & ~tuple; p != 0; p &= p - 1) {
            out.eliminate(Houses.CELLS[cover][Integer.numberOfTrailingZeros(p)], d);
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
