package dev.sudoku.grade;

/**
 * Bivalue universal grave, types 1 to 4 (5.6, 5.7, 5.7 + 0.1 per naked-set digit beyond the first,
 * 5.7).
 *
 * <p>A BUG is a state where every empty cell has two candidates and every digit two positions in
 * every house: such a grid has zero or several solutions, so in a puzzle with one solution the
 * extra candidates of the "BUG cells" cannot all be false. Following SE's {@code
 * BivalueUniversalGrave}: a digit with other than 0 or 2 positions in a house must have exactly one
 * of them in a cell with three or more candidates (that cell and digit are the BUG cell and value);
 * removing those values must leave a perfect BUG. Then: one BUG cell (type 1) keeps only its BUG
 * values; one common BUG value (type 2) goes from the cells seeing all BUG cells; type 3 treats the
 * BUG cells as one cell of their BUG values in a naked set of a shared house; type 4 (two BUG cells
 * in one house sharing one other digit) keeps in each cell only its BUG values and that digit.
 */
final class BugRule implements Rule {
  private final int[] temp = new int[81];
  private final int[] bugCells = new int[81];
  private final int[] bugValues = new int[81];
  private final boolean[] common = new boolean[81];
  private final int[] regionCells = new int[9];

  @Override
  public boolean find(Candidates g, Hint out) {
    System.arraycopy(g.cand, 0, temp, 0, 81);
    int count = 0;
    int all = 0;
    boolean commonSet = false;
    for (int kind : Houses.KIND_ORDER_BRC) {
      for (int i = 0; i < 9; i++) {
        int h = kind * 9 + i;
        for (int d = 1; d <= 9; d++) {
          int p = g.positions(h, d);
          int card = Integer.bitCount(p);
          if (card == 0 || card == 2) {
            continue;
          }
          int fresh = -1;
          int freshCount = 0;
          for (int m = p; m != 0; m &= m - 1) {
            int c = Houses.CELLS[h][Integer.numberOfTrailingZeros(m)];
            if (Integer.bitCount(g.cand[c]) >= 3) {
              fresh = c;
              freshCount++;
            }
          }
          if (freshCount == 0) {
            return false;
          }
          if (freshCount == 1) {
            int c = fresh;
            boolean known = false;
            for (int k = 0; k < count; k++) {
              known |= bugCells[k] == c;
            }
            if (!known) {
              bugCells[count++] = c;
              bugValues[c] = 0;
            }
            bugValues[c] |= 1 << (d - 1);
            all |= 1 << (d - 1);
            temp[c] &= ~(1 << (d - 1));
            if (!commonSet) {
              commonSet = true;
              for (int o = 0; o < 81; o++) {
                common[o] = o != c && Houses.sees(o, c);
              }
            } else {
              for (int o = 0; o < 81; o++) {
                common[o] &= o != c && Houses.sees(o, c);
              }
            }
            for (int k = 0; k < count; k++) {
              common[bugCells[k]] = false;
            }
            if (count > 1 && Integer.bitCount(all) > 1 && !any(common)) {
              return false;
            }
          }
        }
      }
    }
    if (count == 0 || !isPerfectBug(g)) {
      return false;
    }
    if (count == 1) {
      int c = bugCells[0];
      out.reset(Technique.BUG, 56);
      out.digits = all;
      out.cell(c);
      out.eliminateMask(c, g.cand[c] & ~all);
      return out.elimCount > 0;
    }
    if (Integer.bitCount(all) == 1) {
      if (commonSet && type2(g, out, count, all)) {
        return true;
      }
      return count == 2 && type4(g, out, all);
    }
    if (commonSet && any(common)) {
      if (count == 2 && type4(g, out, all)) {
        return true;
      }
      return type3(g, out, count, all);
    }
    return false;
  }

  /** With the BUG values removed: every empty cell bivalue, every digit 0 or 2 per house. */
  private boolean isPerfectBug(Candidates g) {
    for (int c = 0; c < 81; c++) {
      if (g.value[c] == 0 && Integer.bitCount(temp[c]) != 2) {
        return false;
      }
    }
    for (int h = 0; h < Houses.COUNT; h++) {
      for (int d = 0; d < 9; d++) {
        int n = 0;
        for (int c : Houses.CELLS[h]) {
          if ((temp[c] & (1 << d)) != 0) {
            n++;
          }
        }
        if (n != 0 && n != 2) {
          return false;
        }
      }
    }
    return true;
  }

  private boolean type2(Candidates g, Hint out, int count, int all) {
    out.reset(Technique.BUG, 57);
    out.digits = all;
    for (int k = 0; k < count; k++) {
      out.cell(bugCells[k]);
    }
    int d = Integer.numberOfTrailingZeros(all) + 1;
    for (int c = 0; c < 81; c++) {
      if (common[c] && (g.cand[c] & all) != 0) {
        out.eliminate(c, d);
      }
    }
    return out.elimCount > 0;
  }

  private boolean type4(Candidates g, Hint out, int all) {
    int c1 = bugCells[0];
    int c2 = bugCells[1];
    int shared = g.cand[c1] & g.cand[c2] & ~all;
    if (Integer.bitCount(shared) != 1) {
      return false;
    }
    for (int kind : Houses.KIND_ORDER_BRC) {
      int h = Houses.of(c1, kind);
      if (h != Houses.of(c2, kind)) {
        continue;
      }
      out.reset(Technique.BUG, 57);
      out.digits = all | shared;
      out.cell(c1);
      out.cell(c2);
      out.house(h);
      out.eliminateMask(c1, g.cand[c1] & ~bugValues[c1] & ~shared);
      out.eliminateMask(c2, g.cand[c2] & ~bugValues[c2] & ~shared);
      return out.elimCount > 0;
    }
    return false;
  }

  private boolean type3(Candidates g, Hint out, int count, int all) {
    for (int kind : Houses.KIND_ORDER_BRC) {
      int h = Houses.of(bugCells[0], kind);
      boolean shared = true;
      for (int k = 1; k < count; k++) {
        shared &= Houses.of(bugCells[k], kind) == h;
      }
      if (!shared) {
        continue;
      }
      int n = 0;
      for (int c : Houses.CELLS[h]) {
        if (common[c]) {
          regionCells[n++] = c;
        }
      }
      for (int degree = 2; degree <= 6; degree++) {
        if (n < degree) {
          continue;
        }
        for (int tuple : Combos.of(degree - 1, n)) {
          int union = 0;
          boolean ok = Integer.bitCount(all) >= 2;
          for (int m = tuple; m != 0; m &= m - 1) {
            int cm = g.cand[regionCells[Integer.numberOfTrailingZeros(m)]];
            union |= cm;
            ok &= Integer.bitCount(cm) >= 2;
          }
          if (!ok || Integer.bitCount(union) != degree || Integer.bitCount(union | all) != degree) {
            continue;
          }
          out.reset(Technique.BUG, 57 + Integer.bitCount(union) - 1);
          out.digits = union;
          out.house(h);
          for (int k = 0; k < count; k++) {
            out.cell(bugCells[k]);
          }
          for (int i = 0; i < n; i++) {
            if ((tuple & (1 << i)) == 0) {
              out.eliminateMask(regionCells[i], g.cand[regionCells[i]] & union);
            }
          }
          if (out.elimCount > 0) {
            return true;
          }
        }
      }
    }
    return false;
  }

  private static boolean any(boolean[] set) {
    for (boolean b : set) {
      if (b) {
        return true;
      }
    }
    return false;
  }
}
