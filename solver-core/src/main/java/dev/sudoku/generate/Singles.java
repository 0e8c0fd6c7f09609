package dev.sudoku.generate;

import dev.sudoku.core.Grid;

/**
 * A cheap sufficient test for "removing these clues keeps the solution unique".
 *
 * <p>Let P be a puzzle with a unique solution S and P' = P minus some clues O. If naked and
 * hidden singles applied to P' alone place a digit in every cell of O, then every solution of P'
 * holds those digits there (singles are sound deductions), so it is a solution of P, so it is S:
 * P' is unique too. The deduction never needs the solver, which is what makes the early removals
 * of a generation run (when almost every removed clue is a naked single) nearly free.
 *
 * <p>When the test fails nothing is known and the caller asks the solver. Representation: a work
 * copy of the cells and a 9-bit used-digit mask per house (index as in {@link Houses}), bit d-1
 * for digit d; no allocation per call.
 */
final class Singles {
  private final byte[] work = new byte[Grid.CELLS];
  private final int[] used = new int[Houses.COUNT];
  /** Candidates of each empty cell as of the last naked-single sweep. */
  private final int[] cand = new int[Grid.CELLS];
  /** Propagation rounds before giving up (each: naked singles, then hidden singles). */
  int maxSweeps = Integer.MAX_VALUE;

  /**
   * True when singles propagation from {@code cells} fills every cell of {@code targets}.
   *
   * @param cells the puzzle P' (not modified); must have at least one solution
   * @param targets cells that are empty in {@code cells}
   */
  boolean determines(byte[] cells, int[] targets) {
    System.arraycopy(cells, 0, work, 0, Grid.CELLS);
    java.util.Arrays.fill(used, 0);
    for (int i = 0; i < Grid.CELLS; i++) {
      if (work[i] != 0) {
        mark(i, work[i]);
      }
    }
    for (int sweep = 0; sweep < maxSweeps; sweep++) {
      boolean progress = false;
      // Naked singles, targets first: the common case is one target that is already forced.
      for (int cell : targets) {
        if (work[cell] == 0) {
          progress |= nakedSingle(cell);
        }
      }
      if (allFilled(targets)) {
        return true;
      }
      for (int i = 0; i < Grid.CELLS; i++) {
        if (work[i] == 0) {
          progress |= nakedSingle(i);
        }
      }
      progress |= hiddenSingles();
      if (allFilled(targets)) {
        return true;
      }
      if (!progress) {
        return false;
      }
    }
    return false;
  }

  private boolean nakedSingle(int cell) {
    int mask = candidates(cell);
    cand[cell] = mask;
    if (mask != 0 && (mask & (mask - 1)) == 0) {
      work[cell] = (byte) (Integer.numberOfTrailingZeros(mask) + 1);
      mark(cell, work[cell]);
      return true;
    }
    return false;
  }

  /**
   * Uses the candidates cached by the naked-single sweep. They may be stale supersets after later
   * placements, which keeps a hidden single sound: if the digit fits only one cell by the larger
   * sets, it fits at most that cell; the cell is re-checked before placing.
   */
  private boolean hiddenSingles() {
    boolean progress = false;
    for (int h = 0; h < Houses.COUNT; h++) {
      int once = 0;
      int twice = 0;
      int[] house = Houses.CELLS[h];
      for (int cell : house) {
        if (work[cell] == 0) {
          int mask = cand[cell];
          twice |= once & mask;
          once |= mask;
        }
      }
      int hidden = once & ~twice & ~used[h];
      for (; hidden != 0; hidden &= hidden - 1) {
        int bit = hidden & -hidden;
        for (int cell : house) {
          if (work[cell] == 0 && (cand[cell] & bit) != 0) {
            if ((candidates(cell) & bit) != 0) {
              work[cell] = (byte) (Integer.numberOfTrailingZeros(bit) + 1);
              mark(cell, work[cell]);
              progress = true;
            }
            break;
          }
        }
      }
    }
    return progress;
  }

  private int candidates(int cell) {
    return ~(used[Houses.ROW[cell]] | used[9 + Houses.COL[cell]] | used[18 + Houses.BOX[cell]])
        & 0x1FF;
  }

  private void mark(int cell, int digit) {
    int bit = 1 << (digit - 1);
    used[Houses.ROW[cell]] |= bit;
    used[9 + Houses.COL[cell]] |= bit;
    used[18 + Houses.BOX[cell]] |= bit;
  }

  private boolean allFilled(int[] targets) {
    for (int cell : targets) {
      if (work[cell] == 0) {
        return false;
      }
    }
    return true;
  }
}
