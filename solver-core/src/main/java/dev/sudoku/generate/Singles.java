package dev.sudoku.generate;

import dev.sudoku.core.Grid;
import dev.sudoku.core.Houses;

/**
 * A cheap sufficient test for "removing these clues keeps the solution unique".
 *
 * <p>Let P be a puzzle with a unique solution S and P' = P minus some clues O. If naked and hidden
 * singles applied to P' alone place a digit in every cell of O, then every solution of P' holds
 * those digits there (singles are sound deductions), so it is a solution of P, so it is S: P' is
 * unique too. The deduction never needs the solver, which is what makes the early removals of a
 * generation run (when almost every removed clue is a naked single) nearly free.
 *
 * <p>When the test fails nothing is known and the caller asks the solver. SINGLES and CAPPED
 * thinning use the answer as a rule (not only as a shortcut), so it must be exactly "O lies in the
 * singles closure of P'": the set of cells that naked and hidden singles, applied in any order
 * until nothing changes, fill. That set does not depend on the order (each rule stays true when
 * more digits are placed, so any two fixed points contain each other), which lets this class apply
 * the rules in parallel rounds instead of cell by cell.
 *
 * <h2>Representation</h2>
 *
 * <p>Bitboards as in {@code dev.sudoku.core.BitboardSolver}: three bands of 27 cells, bit {@code p}
 * of band {@code b} is cell {@code 27 * b + p}, so row {@code r} of a band is bits {@code 9r..9r+8}
 * and a column is {@code 0x40201 << c}. {@code cand[3 * d + b]}: the empty cells of band b where
 * digit d+1 is still possible (no placed d+1 in their row, column or box). A round is word
 * arithmetic over those 27 ints:
 *
 * <ul>
 *   <li>naked singles: a bit-sliced count over the nine digits of a band ({@code twice |= once & x;
 *       once |= x}); cells in {@code once & ~twice} have one candidate;
 *   <li>hidden singles of digit d: rows and boxes of a band whose 9 bits hold one candidate, and
 *       columns counted the same bit-sliced way over the nine rows of the grid;
 *   <li>placing: the new cells leave every digit's mask, and each digit's new cells clear their
 *       rows, columns and boxes from its own mask.
 * </ul>
 *
 * <p>Only digits whose masks changed in the last round can have new hidden singles, so a round
 * scans those. A byte-array sweep (81 cells, 27 houses of 9, per round) costs about half of an
 * untargeted attempt; {@code SinglesTest} keeps it as the oracle of a property test. No allocation
 * per call.
 */
final class Singles {
  private static final int ROW = 0x1FF;
  private static final int BOX = 0x1C0E07;
  private static final int ALL = 0x7FFFFFF;

  private final int[] cand = new int[27];
  private final int[] hidden = new int[27];
  private final int[] empty = new int[3];

  /**
   * True when singles propagation from {@code cells} fills every cell of {@code targets}.
   *
   * @param cells the puzzle P' (not modified); must have at least one solution
   * @param targets cells that are empty in {@code cells}
   */
  boolean determines(byte[] cells, int[] targets) {
    if (nakedAmongGivens(cells, targets)) {
      return true;
    }
    int t0 = 0;
    int t1 = 0;
    int t2 = 0;
    for (int cell : targets) {
      if (cell < 27) {
        t0 |= 1 << cell;
      } else if (cell < 54) {
        t1 |= 1 << (cell - 27);
      } else {
        t2 |= 1 << (cell - 54);
      }
    }
    return fills(cells, t0, t1, t2);
  }

  /**
   * True when singles propagation from {@code cells} fills every empty cell: the puzzle is solved
   * by naked and hidden singles alone.
   *
   * @param cells the puzzle (not modified); must have at least one solution
   */
  boolean solves(byte[] cells) {
    return fills(cells, ALL, ALL, ALL);
  }

  /** True when singles from {@code cells} fill every empty cell in the band masks t0, t1, t2. */
  private boolean fills(byte[] cells, int t0, int t1, int t2) {
    int[] cand = this.cand;
    int[] empty = this.empty;
    // givens: cand[] holds each digit's given cells first, then is turned into candidates
    for (int i = 0; i < 27; i++) {
      cand[i] = 0;
    }
    int e0 = ALL;
    int e1 = ALL;
    int e2 = ALL;
    for (int i = 0; i < 27; i++) {
      int v = cells[i];
      if (v != 0) {
        cand[3 * v - 3] |= 1 << i;
        e0 &= ~(1 << i);
      }
    }
    for (int i = 27; i < 54; i++) {
      int v = cells[i];
      if (v != 0) {
        cand[3 * v - 2] |= 1 << (i - 27);
        e1 &= ~(1 << (i - 27));
      }
    }
    for (int i = 54; i < Grid.CELLS; i++) {
      int v = cells[i];
      if (v != 0) {
        cand[3 * v - 1] |= 1 << (i - 54);
        e2 &= ~(1 << (i - 54));
      }
    }
    empty[0] = e0;
    empty[1] = e1;
    empty[2] = e2;
    for (int f = 0; f < 27; f += 3) {
      int g0 = cand[f];
      int g1 = cand[f + 1];
      int g2 = cand[f + 2];
      int columns = fold(g0 | g1 | g2) * 0x40201;
      cand[f] = e0 & ~(columns | lines(g0));
      cand[f + 1] = e1 & ~(columns | lines(g1));
      cand[f + 2] = e2 & ~(columns | lines(g2));
    }
    int dirty = 0x1FF; // digits whose masks changed since their last hidden-single scan
    while (true) {
      // naked singles
      int n0 = naked(0);
      int n1 = naked(1);
      int n2 = naked(2);
      if ((t0 & ~n0 & empty[0]) == 0 && (t1 & ~n1 & empty[1]) == 0 && (t2 & ~n2 & empty[2]) == 0) {
        return true;
      }
      // hidden singles of the digits that changed
      int h0 = 0;
      int h1 = 0;
      int h2 = 0;
      for (int m = dirty; m != 0; m &= m - 1) {
        int f = 3 * Integer.numberOfTrailingZeros(m);
        hiddenSingles(f);
        h0 |= hidden[f];
        h1 |= hidden[f + 1];
        h2 |= hidden[f + 2];
      }
      int p0 = n0 | h0;
      int p1 = n1 | h1;
      int p2 = n2 | h2;
      if ((p0 | p1 | p2) == 0) {
        return false;
      }
      empty[0] &= ~p0;
      empty[1] &= ~p1;
      empty[2] &= ~p2;
      if ((t0 & empty[0]) == 0 && (t1 & empty[1]) == 0 && (t2 & empty[2]) == 0) {
        return true;
      }
      dirty = place(dirty, n0, n1, n2, p0, p1, p2);
    }
  }

  /**
   * True when every target sees eight different digits among its 20 peers' givens: the first
   * round's naked singles fill them all. Settles most removals of the first half of a pass (a cell
   * of a nearly full grid) for 20 byte loads per target, without building the bitboards.
   */
  private static boolean nakedAmongGivens(byte[] cells, int[] targets) {
    for (int cell : targets) {
      int seen = 0;
      for (int k = 0; k < Houses.PEERS; k++) {
        seen |= 1 << cells[Houses.peer(cell, k)];
      }
      if (Integer.bitCount(seen >>> 1) != 8) {
        return false;
      }
    }
    return true;
  }

  /** Empty cells of band b with exactly one candidate. */
  private int naked(int b) {
    int[] cand = this.cand;
    int once = 0;
    int twice = 0;
    for (int f = b; f < 27; f += 3) {
      int x = cand[f];
      twice |= once & x;
      once |= x;
    }
    return once & ~twice & empty[b];
  }

  /** Writes into hidden[f..f+2] the hidden singles of the digit whose masks start at f. */
  private void hiddenSingles(int f) {
    int[] cand = this.cand;
    int colOnce = 0;
    int colTwice = 0;
    for (int b = 0; b < 3; b++) {
      int m = cand[f + b];
      int h = 0;
      for (int r = 0; r < 27; r += 9) {
        int row = m >>> r & ROW;
        colTwice |= colOnce & row;
        colOnce |= row;
        h |= one(row) << r;
      }
      for (int k = 0; k < 9; k += 3) {
        h |= one(m & BOX << k);
      }
      hidden[f + b] = h;
    }
    int columns = (colOnce & ~colTwice) * 0x40201;
    for (int b = 0; b < 3; b++) {
      hidden[f + b] |= cand[f + b] & columns;
    }
  }

  /**
   * Places the round's new cells: {@code n*} naked singles (the digit is the cell's only
   * candidate), {@code p*} all new cells; hidden[] holds the hidden singles of the digits in {@code
   * scanned}. Returns the digits whose masks changed.
   */
  private int place(int scanned, int n0, int n1, int n2, int p0, int p1, int p2) {
    int[] cand = this.cand;
    int changed = 0;
    for (int d = 0; d < 9; d++) {
      int f = 3 * d;
      int c0 = cand[f];
      int c1 = cand[f + 1];
      int c2 = cand[f + 2];
      int new0 = c0 & n0;
      int new1 = c1 & n1;
      int new2 = c2 & n2;
      if ((scanned >> d & 1) != 0) {
        new0 |= hidden[f];
        new1 |= hidden[f + 1];
        new2 |= hidden[f + 2];
      }
      int columns = fold(new0 | new1 | new2) * 0x40201;
      int k0 = c0 & ~(p0 | columns | lines(new0));
      int k1 = c1 & ~(p1 | columns | lines(new1));
      int k2 = c2 & ~(p2 | columns | lines(new2));
      if (k0 != c0 || k1 != c1 || k2 != c2) {
        cand[f] = k0;
        cand[f + 1] = k1;
        cand[f + 2] = k2;
        changed |= 1 << d;
      }
    }
    return changed;
  }

  /** The 9 columns of a band mask that hold a bit. */
  private static int fold(int m) {
    return (m | m >>> 9 | m >>> 18) & ROW;
  }

  /** The rows and boxes of a band that hold a bit of {@code m}, as a band mask. */
  private static int lines(int m) {
    int x = 0;
    if ((m & ROW) != 0) {
      x |= ROW;
    }
    if ((m & ROW << 9) != 0) {
      x |= ROW << 9;
    }
    if ((m & ROW << 18) != 0) {
      x |= ROW << 18;
    }
    if ((m & BOX) != 0) {
      x |= BOX;
    }
    if ((m & BOX << 3) != 0) {
      x |= BOX << 3;
    }
    if ((m & BOX << 6) != 0) {
      x |= BOX << 6;
    }
    return x;
  }

  /** {@code x} when it has at most one bit, else 0 (branch-free: the test is unpredictable). */
  private static int one(int x) {
    int rest = x & (x - 1);
    return x & ~((rest | -rest) >> 31);
  }
}
