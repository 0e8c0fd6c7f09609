package dev.sudoku.grade;

/**
 * The pencil marks of a grid being solved by hand: for every cell the digits still possible, and
 * for every house and digit the positions still possible, both kept up to date incrementally.
 *
 * <pre>
 * cand[c]           bit d-1 set  = digit d still possible in cell c (0 once the cell is filled)
 *                   bit:  8 7 6 5 4 3 2 1 0
 *                   digit 9 8 7 6 5 4 3 2 1
 * pos[9 * h + d-1]  bit i set    = digit d still possible at Houses.CELLS[h][i]
 * value[c]          0 = empty, 1..9 = placed
 * </pre>
 *
 * <p>Both views are needed: naked sets, wings and uniqueness patterns read cells, hidden sets,
 * intersections and fish read houses. Keeping both incrementally makes every query a mask test;
 * placing costs about 20 eliminations, an elimination three mask updates. Only primitives and
 * arrays allocated once: one instance per grader, reused across puzzles.
 */
final class Candidates {
  static final int ALL = 0x1FF;

  final int[] cand = new int[81];
  final int[] value = new int[81];
  final int[] pos = new int[Houses.COUNT * 9];

  /** Empty cells per house. */
  final int[] empty = new int[Houses.COUNT];

  /** How many cells hold each digit (index 1..9). */
  final int[] placed = new int[10];

  int emptyCells;

  /**
   * Loads givens and derives every candidate from them.
   *
   * @param cells 81 values, 0 for empty
   */
  void load(byte[] cells) {
    emptyCells = 81;
    java.util.Arrays.fill(value, 0);
    java.util.Arrays.fill(cand, ALL);
    java.util.Arrays.fill(pos, ALL);
    java.util.Arrays.fill(empty, 9);
    java.util.Arrays.fill(placed, 0);
    for (int c = 0; c < 81; c++) {
      if (cells[c] != 0) {
        place(c, cells[c]);
      }
    }
  }

  /** Copies the whole state of another instance (used by tests and later by chains). */
  void copyFrom(Candidates o) {
    System.arraycopy(o.cand, 0, cand, 0, 81);
    System.arraycopy(o.value, 0, value, 0, 81);
    System.arraycopy(o.pos, 0, pos, 0, pos.length);
    System.arraycopy(o.empty, 0, empty, 0, empty.length);
    System.arraycopy(o.placed, 0, placed, 0, placed.length);
    emptyCells = o.emptyCells;
  }

  /** Positions mask of digit d (1..9) in house h. */
  int positions(int h, int d) {
    return pos[9 * h + d - 1];
  }

  /**
   * The cells holding each digit (0-based) as 81-bit sets: {@code lo[d]} bit c = cell c (0..63),
   * {@code hi[d]} bit c - 64 = cell c (64..80).
   */
  void digitCells(long[] lo, long[] hi) {
    java.util.Arrays.fill(lo, 0);
    java.util.Arrays.fill(hi, 0);
    for (int c = 0; c < 81; c++) {
      for (int m = cand[c]; m != 0; m &= m - 1) {
        int d = Integer.numberOfTrailingZeros(m);
        if (c < 64) {
          lo[d] |= 1L << c;
        } else {
          hi[d] |= 1L << (c - 64);
        }
      }
    }
  }

  boolean has(int c, int d) {
    return (cand[c] & (1 << (d - 1))) != 0;
  }

  /** Places digit d in empty cell c and removes d from its peers. */
  void place(int c, int d) {
    int[] hs = Houses.OF_CELL[c];
    int[] ix = Houses.INDEX[c];
    for (int m = cand[c]; m != 0; m &= m - 1) {
      int dd = Integer.numberOfTrailingZeros(m);
      for (int k = 0; k < 3; k++) {
        pos[9 * hs[k] + dd] &= ~(1 << ix[k]);
      }
    }
    cand[c] = 0;
    value[c] = d;
    placed[d]++;
    emptyCells--;
    for (int k = 0; k < 3; k++) {
      empty[hs[k]]--;
      // the digit is now settled in this house: no position left for it
      pos[9 * hs[k] + d - 1] = 0;
    }
    int bit = 1 << (d - 1);
    for (int p : Houses.PEERS[c]) {
      if ((cand[p] & bit) != 0) {
        eliminate(p, d);
      }
    }
  }

  /** Removes digit d from cell c; returns false when it was not a candidate. */
  boolean eliminate(int c, int d) {
    int bit = 1 << (d - 1);
    if ((cand[c] & bit) == 0) {
      return false;
    }
    cand[c] &= ~bit;
    int[] hs = Houses.OF_CELL[c];
    int[] ix = Houses.INDEX[c];
    for (int k = 0; k < 3; k++) {
      pos[9 * hs[k] + d - 1] &= ~(1 << ix[k]);
    }
    return true;
  }
}
