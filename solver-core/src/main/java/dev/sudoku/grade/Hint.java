package dev.sudoku.grade;

import dev.sudoku.core.Grid;
import java.util.ArrayList;
import java.util.List;

/**
 * The step a {@link Rule} found, written into preallocated arrays so that searching costs no
 * allocation; a public {@link Step} is only built when the caller asked for the path.
 *
 * <p>A hint either eliminates or places. The "direct" techniques (direct pointing, claiming, hidden
 * pair, hidden triple) record the eliminations that reveal their hidden single, but like Sudoku
 * Explainer 1.2.1.3 they only place the digit: the eliminations stay in the grid until a later step
 * makes them. This matters: applying them as well makes later steps easier than SE's and changes ER
 * on about 1 % of the reference puzzles (measured: 98.9 % instead of 100 %).
 */
final class Hint {
  Technique technique;

  /** Rating in tenths (exact; 45 = 4.5). */
  int tenths;

  /** Digits of the pattern (bit d-1), for the explanation. */
  int digits;

  final int[] cells = new int[81];
  int cellCount;
  final int[] houses = new int[Houses.COUNT];
  int houseCount;

  /** Placement: cell, or -1 when the hint only eliminates. */
  int placeCell;

  int placeDigit;
  final int[] elimCell = new int[729];
  final int[] elimDigit = new int[729];
  int elimCount;

  /**
   * Chain steps as literal codes ({@link Implications#code}), branches separated by -1: written as
   * "r1c2=5 -&gt; r1c7&lt;&gt;5 -&gt; ..." in the explanation.
   */
  final int[] chain = new int[8192];

  int chainLen;

  void reset(Technique t, int ratingTenths) {
    technique = t;
    tenths = ratingTenths;
    digits = 0;
    cellCount = 0;
    houseCount = 0;
    placeCell = -1;
    placeDigit = 0;
    elimCount = 0;
    chainLen = 0;
  }

  /** Appends one branch of a chain (codes from the assumption to the conclusion). */
  void branch(int[] codes, int from, int to) {
    if (chainLen > 0) {
      chain[chainLen++] = -1;
    }
    for (int i = from; i < to && chainLen < chain.length; i++) {
      chain[chainLen++] = codes[i];
    }
  }

  /** Scratch for {@link #branchOf}: a branch is walked from its end. */
  private final int[] path = new int[1458];

  /**
   * Appends the branch of {@code cq} that leads to {@code code}: from the assumption along first
   * parents (every literal's first cause), as forcing chains write their branches.
   */
  void branchOf(Consequences cq, int code) {
    int n = 0;
    int c = code;
    while (true) {
      path[n++] = c;
      if (cq.parCount[c] == 0 || n >= path.length) {
        break;
      }
      c = cq.par[c * Consequences.MAX_PARENTS];
    }
    reverseInto(n);
  }

  /** Appends the branch to a contradiction's new literal (which is not in the sets). */
  void absurdBranch(Consequences cq) {
    int n = 0;
    path[n++] = cq.absurdNew;
    int c = cq.absurdPar[0];
    while (n < path.length) {
      path[n++] = c;
      if (cq.parCount[c] == 0) {
        break;
      }
      c = cq.par[c * Consequences.MAX_PARENTS];
    }
    reverseInto(n);
  }

  private void reverseInto(int n) {
    for (int i = 0, j = n - 1; i < j; i++, j--) {
      int t = path[i];
      path[i] = path[j];
      path[j] = t;
    }
    branch(path, 0, n);
  }

  void cell(int c) {
    cells[cellCount++] = c;
  }

  void house(int h) {
    houses[houseCount++] = h;
  }

  void eliminate(int c, int d) {
    elimCell[elimCount] = c;
    elimDigit[elimCount] = d;
    elimCount++;
  }

  /** Adds every digit of mask (bit d-1) of cell c as an elimination. */
  void eliminateMask(int c, int mask) {
    for (int m = mask; m != 0; m &= m - 1) {
      eliminate(c, Integer.numberOfTrailingZeros(m) + 1);
    }
  }

  void place(int c, int d) {
    placeCell = c;
    placeDigit = d;
  }

  boolean places() {
    return placeCell >= 0;
  }

  void applyTo(Candidates g) {
    if (placeCell >= 0) {
      g.place(placeCell, placeDigit);
      return;
    }
    for (int i = 0; i < elimCount; i++) {
      g.eliminate(elimCell[i], elimDigit[i]);
    }
  }

  /** The immutable public form, with a one-line explanation. */
  Step toStep() {
    List<Integer> cs = new ArrayList<>(cellCount);
    for (int i = 0; i < cellCount; i++) {
      cs.add(cells[i]);
    }
    List<Integer> hs = new ArrayList<>(houseCount);
    for (int i = 0; i < houseCount; i++) {
      hs.add(houses[i]);
    }
    List<CellDigit> pl = places() ? List.of(new CellDigit(placeCell, placeDigit)) : List.of();
    List<CellDigit> el = new ArrayList<>(elimCount);
    for (int i = 0; i < elimCount && !places(); i++) {
      el.add(new CellDigit(elimCell[i], elimDigit[i]));
    }
    return new Step(technique, tenths / 10.0, cs, hs, pl, el, explain());
  }

  /**
   * E.g. "naked pair 3,7 in r1c2,r1c5 (r1): r1c8<>3, r1c9<>7"; a direct technique reads "direct
   * hidden pair 3,6 in r9c1,r9c3 (b7): r9c1<>2, r9c3<>2 => r7c3=2".
   */
  String explain() {
    StringBuilder b = new StringBuilder(technique.label());
    if (digits != 0) {
      b.append(' ');
      appendDigits(b, digits);
    }
    if (cellCount > 0) {
      b.append(" in ");
      for (int i = 0; i < cellCount; i++) {
        b.append(i == 0 ? "" : ",").append(Grid.cellName(cells[i]));
      }
    }
    if (houseCount > 0) {
      b.append(" (");
      for (int i = 0; i < houseCount; i++) {
        b.append(i == 0 ? "" : ",").append(Houses.name(houses[i]));
      }
      b.append(')');
    }
    boolean fresh = true;
    for (int i = 0; i < chainLen; i++) {
      int code = chain[i];
      if (code < 0) {
        b.append(';');
        fresh = true;
        continue;
      }
      b.append(fresh ? " " : " -> ")
          .append(Grid.cellName(Implications.cellOf(code)))
          .append(Implications.isOn(code) ? "=" : "<>")
          .append(Implications.digitOf(code));
      fresh = false;
    }
    b.append(':');
    for (int i = 0; i < elimCount; i++) {
      b.append(i == 0 ? " " : ", ")
          .append(Grid.cellName(elimCell[i]))
          .append("<>")
          .append(elimDigit[i]);
    }
    if (places()) {
      b.append(elimCount > 0 ? " => " : " ")
          .append(Grid.cellName(placeCell))
          .append('=')
          .append(placeDigit);
    }
    return b.toString();
  }

  static void appendDigits(StringBuilder b, int mask) {
    boolean first = true;
    for (int m = mask; m != 0; m &= m - 1) {
      b.append(first ? "" : ",").append(Integer.numberOfTrailingZeros(m) + 1);
      first = false;
    }
  }
}
