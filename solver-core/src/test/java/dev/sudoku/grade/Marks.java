package dev.sudoku.grade;

import dev.sudoku.core.Grid;

/** Builds hand-made pencil-mark positions for technique tests. */
final class Marks {
  private Marks() {}

  /** An empty grid: every digit possible everywhere. */
  static Candidates open() {
    Candidates c = new Candidates();
    c.load(new byte[81]);
    return c;
  }

  /** Cell index of "r1c2". */
  static int cell(String name) {
    return 9 * (name.charAt(1) - '1') + (name.charAt(3) - '1');
  }

  /** Leaves only {@code digits} (e.g. "37") in each named cell. */
  static void keep(Candidates c, String digits, String... cells) {
    for (String name : cells) {
      for (int d = 1; d <= 9; d++) {
        if (digits.indexOf((char) ('0' + d)) < 0) {
          c.eliminate(cell(name), d);
        }
      }
    }
  }

  /** Removes {@code digit} from each named cell. */
  static void remove(Candidates c, int digit, String... cells) {
    for (String name : cells) {
      c.eliminate(cell(name), digit);
    }
  }

  /** Removes {@code digit} from every cell of house h except the named ones. */
  static void confine(Candidates c, int digit, int h, String... keepCells) {
    outer:
    for (int cellIndex : Houses.CELLS[h]) {
      for (String k : keepCells) {
        if (cell(k) == cellIndex) {
          continue outer;
        }
      }
      c.eliminate(cellIndex, digit);
    }
  }

  /** Eliminations of a hint as "r1c2<>3" strings. */
  static java.util.List<String> eliminations(Hint h) {
    java.util.List<String> out = new java.util.ArrayList<>();
    for (int i = 0; i < h.elimCount; i++) {
      out.add(Grid.cellName(h.elimCell[i]) + "<>" + h.elimDigit[i]);
    }
    return out;
  }

  static String placement(Hint h) {
    return h.places() ? Grid.cellName(h.placeCell) + "=" + h.placeDigit : "";
  }
}
