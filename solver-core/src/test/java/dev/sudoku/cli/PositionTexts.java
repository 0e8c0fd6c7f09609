package dev.sudoku.cli;

import dev.sudoku.core.Grid;
import dev.sudoku.core.Houses;
import dev.sudoku.grade.Position;

/** Test support: a {@link Position} written in the pencilmark formats {@code sudoku hint} reads. */
final class PositionTexts {
  private PositionTexts() {}

  /**
   * True when an empty cell has one candidate that no peer has among several: the pencilmark
   * formats cannot tell it from a placed digit, and {@code sudoku hint} reads it as placed.
   */
  static boolean hasHiddenLoneCandidate(Position p) {
    Grid digits = p.digits();
    for (int c = 0; c < Grid.CELLS; c++) {
      int bit = p.candidates(c);
      if (digits.get(c) != 0 || Integer.bitCount(bit) != 1) {
        continue;
      }
      boolean seen = false;
      for (int q : Houses.peers(c)) {
        seen |= (p.candidates(q) & bit) != 0 && Integer.bitCount(p.candidates(q)) > 1;
      }
      if (!seen) {
        return true;
      }
    }
    return false;
  }

  /** A Simple Sudoku pencilmark grid: {@code *---*} frames, {@code |---+---|} between bands. */
  static String simpleSudoku(Position p) {
    return grid(p, "*-----------*", "|---+---+---|", "*-----------*");
  }

  /** A Hodoku pencilmark grid: {@code .---.} on top, {@code :---+---:} between bands. */
  static String hodoku(Position p) {
    return grid(
        p,
        ".-----------.-----------.-----------.",
        ":-----------+-----------+-----------:",
        "'-----------'-----------'-----------'");
  }

  private static String grid(Position p, String top, String middle, String bottom) {
    StringBuilder b = new StringBuilder(top).append('\n');
    for (int r = 0; r < 9; r++) {
      if (r == 3 || r == 6) {
        b.append(middle).append('\n');
      }
      b.append('|');
      for (int c = 0; c < 9; c++) {
        b.append(' ').append(group(p.candidates(9 * r + c)));
        if (c % 3 == 2) {
          b.append(" |");
        }
      }
      b.append('\n');
    }
    return b.append(bottom).append('\n').toString();
  }

  private static String group(int mask) {
    StringBuilder g = new StringBuilder();
    for (int d = 1; d <= 9; d++) {
      if ((mask & (1 << (d - 1))) != 0) {
        g.append(d);
      }
    }
    return g.toString();
  }
}
