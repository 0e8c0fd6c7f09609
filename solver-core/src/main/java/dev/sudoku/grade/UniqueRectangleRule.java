package dev.sudoku.grade;

/**
 * Unique rectangles and unique loops, types 1 to 4 (4.5 and up).
 *
 * <p>A "deadly pattern" is a closed loop of cells, each with candidates {v1,v2}, in which every
 * house holding a loop cell holds exactly two, at positions of opposite parity along the loop: if
 * the loop kept only v1 and v2 the puzzle would have two solutions (swap them), so in a puzzle with
 * one solution some loop cell must take another digit. Types: (1) one cell has extra digits: v1 and
 * v2 go from it; (2) all extra cells share one extra digit: it goes from every cell seeing them
 * all; (3) two extra cells act as one cell of their extra digits in a naked or hidden set of a
 * shared house; (4) v1 (or v2) is locked in a house to the two extra cells: the other digit goes
 * from both.
 *
 * <p>Follows SE's {@code UniqueLoops}: from every bivalue cell, row-major, a depth-first search
 * through houses (box, row, column; never twice in a row the same kind), keeping cells that hold v1
 * and v2 and allowing at most two cells with extras (more when they share one extra digit). All
 * hints are collected and the one with the lowest (rating, type) applied, first found on ties.
 * Rating: 4.5 for a rectangle, +0.1 for 6 cells, +0.2 for 8, +0.5 for 10 or more; type 3 adds 0.1
 * per cell of the set beyond the first.
 *
 * <p>The search uses one preallocated path and a flat buffer of found loops; recursion depth is at
 * most the loop length. A branch is not entered when its next cell would share a house with a path
 * cell of the same parity (position along the path): every loop through that path would fail the
 * deadly-pattern test ({@link #isValid}), so no hint is lost, and the extras are still accumulated
 * as SE does, so the branches searched and the loops found are SE's, in SE's order. Likewise a
 * start or a branch at a cell outside the pair's core ({@link #core}: the cells holding both
 * digits, less, repeatedly, those alone in one of their houses), and only the cells holding both
 * digits are tried (their house positions, in house order: the others neither continue a loop nor
 * add extras). A loop found again (from another of its bivalue cells, or the other way round) is
 * not examined again when that cannot change the hint ({@link #examinedBefore}), and type 3 forms
 * only the tuples of cells that can be in its set.
 */
final class UniqueRectangleRule implements Rule {
  private final int[] path = new int[82];
  private int pathLength;
  private final boolean[] onPath = new boolean[81];
  private int[] found = new int[4096];
  private int foundLength;
  private int startCell;
  private int pair;

  /** The pair's digits, 0-based (the lower, the higher): rows of {@link Candidates#pos}. */
  private int pairLow;

  private int pairHigh;

  private Hint best = new Hint();
  private Hint tmp = new Hint();
  private int bestKey;
  private final int[] extra = new int[81];
  private final int[] digitsScratch = new int[9];

  /** The cells of the loops examined in this {@link #find} (81-bit sets, low and high words). */
  private long[] examinedLo = new long[64];

  private long[] examinedHi = new long[64];
  private int examinedCount;

  /**
   * Per pair of digits (slot 9 * low + high, 0-based), its core as 27 house masks ({@link #core}),
   * and the {@link #find} call it was computed in; {@link #coreAt} is the current pair's offset.
   */
  private final int[] core = new int[81 * Houses.COUNT];

  private final int[] coreFind = new int[81];
  private int finds;
  private int coreAt;

  /** The houses of each cell, as bits of house indices (0..26). */
  private static final int[] HOUSE_BITS = new int[81];

  static {
    for (int c = 0; c < 81; c++) {
      for (int k = 0; k < 3; k++) {
        HOUSE_BITS[c] |= 1 << Houses.OF_CELL[c][k];
      }
    }
  }

  /**
   * The houses of the path's cells at even (index 0) and odd (index 1) positions; no two cells of
   * the same parity share a house on a path being searched.
   */
  private final int[] parityHouses = new int[2];

  /** Skip the starts and branches that cannot be on a deadly pattern (false: tests compare). */
  private final boolean prune;

  UniqueRectangleRule() {
    this(true);
  }

  /**
   * @param prune false to search from every start and branch, examine every loop found and form
   *     every type 3 tuple, as SE does (tests compare both ways)
   */
  UniqueRectangleRule(boolean prune) {
    this.prune = prune;
  }

  @Override
  public boolean find(Candidates g, Hint out) {
    bestKey = Integer.MAX_VALUE;
    examinedCount = 0;
    finds++;
    for (int c = 0; c < 81; c++) {
      int m = g.cand[c];
      if (Integer.bitCount(m) != 2) {
        continue;
      }
      startCell = c;
      pair = m;
      pairLow = Integer.numberOfTrailingZeros(m);
      pairHigh = 31 - Integer.numberOfLeadingZeros(m);
      if (prune && !aloneNowhere(g, c)) {
        continue;
      }
      if (prune) {
        core(g);
      }
      if (!mayBeOnLoop(c)) {
        continue;
      }
      foundLength = 0;
      pathLength = 0;
      search(g, c, 2, 0, -1);
      for (int at = 0; at < foundLength; at += 1 + found[at]) {
        examine(g, at + 1, found[at]);
      }
    }
    if (bestKey == Integer.MAX_VALUE) {
      return false;
    }
    copy(best, out);
    return true;
  }

  private void search(Candidates g, int cell, int allowedExtra, int extraDigits, int lastKind) {
    int parity = pathLength & 1;
    parityHouses[parity] ^= HOUSE_BITS[cell];
    path[pathLength++] = cell;
    onPath[cell] = true;
    int ex = extraDigits;
    int sameParity = parityHouses[pathLength & 1];
    for (int kind : Houses.KIND_ORDER_BRC) {
      if (kind == lastKind) {
        continue;
      }
      int h = Houses.of(cell, kind);
      int[] house = Houses.CELLS[h];
      // only cells holding both digits of the pair continue a loop or add extras: the house's
      // positions of both, in house order (the cells SE tries, in its order)
      for (int both = g.pos[9 * h + pairLow] & g.pos[9 * h + pairHigh];
          both != 0;
          both &= both - 1) {
        int next = house[Integer.numberOfTrailingZeros(both)];
        if (next == startCell && pathLength >= 4) {
          record();
        } else if (!onPath[next]) {
          int m = g.cand[next];
          // SE accumulates the extras of every cell tried from here, not only of this path
          ex |= m & ~pair;
          int card = Integer.bitCount(m);
          // a next cell sharing a house with a path cell of its parity spoils every loop
          if ((sameParity & HOUSE_BITS[next]) == 0
              && (card == 2 || Integer.bitCount(ex) == 1 || allowedExtra > 0)
              && mayBeOnLoop(next)) {
            search(g, next, card > 2 ? allowedExtra - 1 : allowedExtra, ex, kind);
          }
        }
      }
    }
    onPath[cell] = false;
    pathLength--;
    parityHouses[parity] ^= HOUSE_BITS[cell];
  }

  /**
   * False when no deadly pattern of the current pair can hold {@code cell} (which holds the pair):
   * it is outside the pair's core ({@link #core}). A branch entered at such a cell, or a search
   * started there, records only loops that {@link #examine} rejects, and is not entered. The extras
   * of the cells tried are accumulated before this test, as SE does.
   */
  private boolean mayBeOnLoop(int cell) {
    return !prune || (core[coreAt + Houses.OF_CELL[cell][0]] >>> Houses.INDEX[cell][0] & 1) != 0;
  }

  /**
   * True when every house of {@code cell} holds another cell with both digits of the pair: the
   * first round of {@link #core}, tested alone on a start before the core is computed.
   */
  private boolean aloneNowhere(Candidates g, int cell) {
    for (int k = 0; k < 3; k++) {
      int h = Houses.OF_CELL[cell][k];
      int both = g.pos[9 * h + pairLow] & g.pos[9 * h + pairHigh];
      if ((both & (both - 1)) == 0) {
        return false;
      }
    }
    return true;
  }

  /**
   * Points {@link #coreAt} at the current pair's core: per house (9-bit positions), the cells
   * holding both digits, less, repeatedly, any such cell alone in one of its houses. In a loop that
   * passes {@link #isValid} every house of every loop cell holds a second loop cell (of the other
   * parity), and loop cells hold the pair: no round removes a loop cell, so the loops {@link
   * #examine} accepts lie in the core. Kept per pair for the current {@link #find} (a pair has
   * usually several bivalue cells).
   */
  private void core(Candidates g) {
    int slot = pairLow * 9 + pairHigh;
    coreAt = slot * Houses.COUNT;
    if (coreFind[slot] == finds) {
      return;
    }
    coreFind[slot] = finds;
    int[] both = core;
    int at = coreAt;
    for (int h = 0; h < Houses.COUNT; h++) {
      both[at + h] = g.pos[9 * h + pairLow] & g.pos[9 * h + pairHigh];
    }
    boolean removed = true;
    while (removed) {
      removed = false;
      for (int h = 0; h < Houses.COUNT; h++) {
        int m = both[at + h];
        if (m != 0 && (m & (m - 1)) == 0) {
          int c = Houses.CELLS[h][Integer.numberOfTrailingZeros(m)];
          for (int k = 0; k < 3; k++) {
            both[at + Houses.OF_CELL[c][k]] &= ~(1 << Houses.INDEX[c][k]);
          }
          removed = true;
        }
      }
    }
  }

  private void record() {
    if (foundLength + pathLength + 1 > found.length) {
      found = java.util.Arrays.copyOf(found, found.length * 2);
    }
    found[foundLength++] = pathLength;
    System.arraycopy(path, 0, found, foundLength, pathLength);
    foundLength += pathLength;
  }

  /** Every house touched by the loop holds exactly two of its cells, of opposite parity. */
  private boolean isValid(int from, int length) {
    int odd = 0;
    int even = 0;
    for (int i = 0; i < length; i++) {
      int c = found[from + i];
      for (int k = 0; k < 3; k++) {
        int bit = 1 << Houses.OF_CELL[c][k];
        if ((i & 1) == 1) {
          if ((odd & bit) != 0) {
            return false;
          }
          odd |= bit;
        } else {
          if ((even & bit) != 0) {
            return false;
          }
          even |= bit;
        }
      }
    }
    return odd == even;
  }

  private void examine(Candidates g, int from, int length) {
    if (!isValid(from, length)) {
      return;
    }
    int extras = 0;
    long lo = 0;
    long hi = 0;
    for (int i = 0; i < length; i++) {
      int c = found[from + i];
      lo |= FruitlessTuples.lo(c);
      hi |= FruitlessTuples.hi(c);
      if (Integer.bitCount(g.cand[c]) > 2) {
        extra[extras++] = c;
      }
    }
    if (prune && extras <= 2 && examinedBefore(lo, hi)) {
      return;
    }
    int base = 45 + (length >= 10 ? 3 : 0) + (length >= 8 ? 2 : length >= 6 ? 1 : 0);
    if (extras == 1) {
      start(from, length, base);
      tmp.eliminateMask(extra[0], g.cand[extra[0]] & pair);
      offer(base, 1);
    } else if (extras > 2) {
      type2(g, from, length, base, extras);
    } else if (extras == 2) {
      int c1 = extra[0];
      int c2 = extra[1];
      int rest = (g.cand[c1] | g.cand[c2]) & ~pair;
      if (Integer.bitCount(rest) == 1) {
        type2(g, from, length, base, extras);
      } else if (Integer.bitCount(rest) >= 2) {
        type3(g, from, length, base, c1, c2, rest);
      }
      type4(g, from, length, base, c1, c2);
    }
  }

  /**
   * True when a valid loop of these cells was examined before in this {@link #find}; else notes it.
   * With at most two extra cells the hints' ratings and types are a function of the loop's cells,
   * not of their order along it (type 3 and 4 treat the two extra cells alike), so an earlier
   * examination offered every key this one would, and {@link #offer} keeps the first on ties:
   * skipping it keeps the same best hint. Each loop is found from each of its bivalue cells, both
   * ways round.
   */
  private boolean examinedBefore(long lo, long hi) {
    for (int i = 0; i < examinedCount; i++) {
      if (examinedLo[i] == lo && examinedHi[i] == hi) {
        return true;
      }
    }
    if (examinedCount == examinedLo.length) {
      examinedLo = java.util.Arrays.copyOf(examinedLo, examinedCount * 2);
      examinedHi = java.util.Arrays.copyOf(examinedHi, examinedCount * 2);
    }
    examinedLo[examinedCount] = lo;
    examinedHi[examinedCount++] = hi;
    return false;
  }

  private void type2(Candidates g, int from, int length, int base, int extras) {
    int d = Integer.numberOfTrailingZeros(g.cand[extra[0]] & ~pair) + 1;
    start(from, length, base);
    int bit = 1 << (d - 1);
    for (int t = 0; t < 81; t++) {
      if ((g.cand[t] & bit) == 0) {
        continue;
      }
      boolean all = true;
      for (int i = 0; i < extras && all; i++) {
        all = t != extra[i] && Houses.sees(t, extra[i]);
      }
      if (all) {
        tmp.eliminate(t, d);
      }
    }
    offer(base, 2);
  }

  private void type3(Candidates g, int from, int length, int base, int c1, int c2, int rest) {
    for (int degree = Integer.bitCount(rest); degree <= 7; degree++) {
      for (int kind : Houses.KIND_ORDER_BRC) {
        int h = Houses.of(c1, kind);
        if (h != Houses.of(c2, kind)) {
          continue;
        }
        int[] cells = Houses.CELLS[h];
        int emptyCount = g.empty[h];
        int i1 = Houses.indexIn(c1, h);
        int i2 = Houses.indexIn(c2, h);
        if (degree * 2 <= emptyCount) {
          nakedType3(g, from, length, base, c1, c2, rest, degree, h, cells, i1, i2);
        }
        if (degree * 2 < emptyCount) {
          hiddenType3(g, from, length, base, c1, c2, rest, degree, h, cells, i1, i2);
        }
      }
    }
  }

  private void nakedType3(
      Candidates g,
      int from,
      int length,
      int base,
      int c1,
      int c2,
      int rest,
      int degree,
      int h,
      int[] cells,
      int i1,
      int i2) {
    // the cells that can join c1 in the set: empty, and with rest no more than degree digits
    // (common holds rest and every member's candidates); others' tuples are skipped unformed
    int allowed = 1 << i1;
    for (int i = 0; i < 9; i++) {
      int cm = g.cand[cells[i]];
      boolean may = !prune || Integer.bitCount(cm) >= 2 && Integer.bitCount(cm | rest) <= degree;
      if (i != i1 && i != i2 && may) {
        allowed |= 1 << i;
      }
    }
    if (Integer.bitCount(allowed) < degree) {
      return;
    }
    // the degree-subsets of allowed holding c1, in increasing numeric order (Combos' order)
    for (int tuple = 0; (tuple = (tuple - allowed) & allowed) != 0; ) {
      if ((tuple & (1 << i1)) == 0 || Integer.bitCount(tuple) != degree) {
        continue;
      }
      int union = rest & g.cand[c1] & g.cand[c2];
      int common = rest;
      boolean ok = Integer.bitCount(rest) >= 2;
      for (int m = tuple & ~(1 << i1); m != 0; m &= m - 1) {
        int cm = g.cand[cells[Integer.numberOfTrailingZeros(m)]];
        union |= cm;
        common |= cm;
        if (Integer.bitCount(cm) < 2) {
          ok = false;
        }
      }
      if (Integer.bitCount(union) != degree || !ok || Integer.bitCount(common) != degree) {
        continue;
      }
      start(from, length, base + degree - 1);
      tmp.house(h);
      tmp.digits = common;
      for (int i = 0; i < 9; i++) {
        int c = cells[i];
        if ((tuple & (1 << i)) == 0 && c != c2) {
          tmp.eliminateMask(c, g.cand[c] & common);
        }
      }
      offer(base + degree - 1, 3);
    }
  }

  private void hiddenType3(
      Candidates g,
      int from,
      int length,
      int base,
      int c1,
      int c2,
      int rest,
      int degree,
      int h,
      int[] cells,
      int i1,
      int i2) {
    int remCount = 0;
    for (int d = 1; d <= 9; d++) {
      int bit = 1 << (d - 1);
      if ((pair & bit) == 0 && (rest & bit) == 0) {
        digitsScratch[remCount++] = d;
      }
    }
    if (degree - 2 > remCount) {
      return;
    }
    for (int choice : Combos.of(degree - 2, remCount)) {
      int hidden = pair;
      for (int m = choice; m != 0; m &= m - 1) {
        hidden |= 1 << (digitsScratch[Integer.numberOfTrailingZeros(m)] - 1);
      }
      int union = 0;
      boolean ok = true;
      for (int m = hidden; m != 0; m &= m - 1) {
        int p = g.pos[9 * h + Integer.numberOfTrailingZeros(m)] & ~(1 << i2);
        if (p == 0) {
          ok = false;
          break;
        }
        union |= p;
      }
      if (!ok || Integer.bitCount(union) != degree) {
        continue;
      }
      int set = union & ~(1 << i1) & ~(1 << i2);
      int tenths = base + Integer.bitCount(set) - 1;
      start(from, length, tenths);
      tmp.house(h);
      tmp.digits = hidden;
      for (int m = set; m != 0; m &= m - 1) {
        int c = cells[Integer.numberOfTrailingZeros(m)];
        tmp.eliminateMask(c, g.cand[c] & ~hidden);
      }
      offer(tenths, 3);
    }
  }

  private void type4(Candidates g, int from, int length, int base, int c1, int c2) {
    int v1 = Integer.numberOfTrailingZeros(pair) + 1;
    int v2 = 32 - Integer.numberOfLeadingZeros(pair);
    int lock1 = -1;
    int lock2 = -1;
    for (int kind : Houses.KIND_ORDER_BRC) {
      int h = Houses.of(c1, kind);
      if (h != Houses.of(c2, kind)) {
        continue;
      }
      int both = (1 << Houses.indexIn(c1, h)) | (1 << Houses.indexIn(c2, h));
      if ((g.positions(h, v1) & ~both) == 0) {
        lock1 = h;
      }
      if ((g.positions(h, v2) & ~both) == 0) {
        lock2 = h;
      }
    }
    int remove;
    int h;
    if (lock1 >= 0) {
      remove = v2;
      h = lock1;
    } else if (lock2 >= 0) {
      remove = v1;
      h = lock2;
    } else {
      return;
    }
    start(from, length, base);
    tmp.house(h);
    tmp.eliminate(c1, remove);
    tmp.eliminate(c2, remove);
    offer(base, 4);
  }

  private void start(int from, int length, int tenths) {
    Technique t = length == 4 ? Technique.UNIQUE_RECTANGLE : Technique.UNIQUE_LOOP;
    tmp.reset(t, tenths);
    tmp.digits = pair;
    for (int i = 0; i < length; i++) {
      tmp.cell(found[from + i]);
    }
  }

  /** Keeps tmp when it makes progress and sorts before the best so far (rating, then type). */
  private void offer(int tenths, int type) {
    if (tmp.elimCount == 0) {
      return;
    }
    int key = tenths * 8 + type;
    if (key < bestKey) {
      bestKey = key;
      Hint swap = best;
      best = tmp;
      tmp = swap;
    }
  }

  private static void copy(Hint from, Hint to) {
    to.reset(from.technique, from.tenths);
    to.digits = from.digits;
    for (int i = 0; i < from.cellCount; i++) {
      to.cell(from.cells[i]);
    }
    for (int i = 0; i < from.houseCount; i++) {
      to.house(from.houses[i]);
    }
    for (int i = 0; i < from.elimCount; i++) {
      to.eliminate(from.elimCell[i], from.elimDigit[i]);
    }
  }
}
