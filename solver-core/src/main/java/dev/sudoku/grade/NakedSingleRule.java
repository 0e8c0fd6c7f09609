package dev.sudoku.grade;

/** Naked single (2.3): the first cell, row-major, with one candidate left (SE's order). */
final class NakedSingleRule implements Rule {
  @Override
  public boolean find(Candidates g, Hint out) {
    for (int c = 0; c < 81; c++) {
      int m = g.cand[c];
      if (m != 0 && (m & (m - 1)) == 0) {
        int d = Integer.numberOfTrailingZeros(m) + 1;
        out.reset(Technique.NAKED_SINGLE, Technique.NAKED_SINGLE.baseTenths());
        out.digits = m;
        out.cell(c);
        out.place(c, d);
        return true;
      }
    }
    return false;
  }
}
