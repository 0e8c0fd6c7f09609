package dev.sudoku.grade;

/**
 * Full house (1.0), hidden single in a box (1.2) and in a row or column (1.5).
 *
 * <p>Follows SE's {@code HiddenSingle}: first every house with one empty cell (boxes, columns,
 * rows), then every digit with one position in a house (same order). A digit with one position is a
 * mask with one bit in {@link Candidates#pos}.
 */
final class HiddenSingleRule implements Rule {
  @Override
  public boolean find(Candidates g, Hint out) {
    return scan(g, out, true) || scan(g, out, false);
  }

  private static boolean scan(Candidates g, Hint out, boolean alone) {
    for (int h : Houses.SE_ORDER) {
      if ((g.empty[h] == 1) != alone) {
        continue;
      }
      for (int d = 1; d <= 9; d++) {
        int m = g.positions(h, d);
        if (m != 0 && (m & (m - 1)) == 0) {
          int c = Houses.CELLS[h][Integer.numberOfTrailingZeros(m)];
          Technique t =
              alone
                  ? Technique.FULL_HOUSE
                  : Houses.kind(h) == Houses.BOX
                      ? Technique.HIDDEN_SINGLE_BOX
                      : Technique.HIDDEN_SINGLE_LINE;
          out.reset(t, t.baseTenths());
          out.digits = 1 << (d - 1);
          out.house(h);
          out.cell(c);
          out.place(c, d);
          return true;
        }
      }
    }
    return false;
  }
}
