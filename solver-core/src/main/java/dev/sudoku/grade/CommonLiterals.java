package dev.sudoku.grade;

/**
 * The conclusions of a cell or region forcing chain: the literals that follow from every branch
 * (every digit of a cell, every position of a digit in a house), as literal codes in the order
 * Sudoku Explainer makes a hint of them.
 *
 * <pre>
 * on, off               what every branch so far turned on / off ({@link #retain})
 * codes[0 .. count-1]   on codes  (lit &lt;&lt; 1 | 1) in the first branch's onOrder, then
 *                       off codes (lit &lt;&lt; 1)     in the first branch's offOrder
 * </pre>
 *
 * <p>SE's {@code Chaining.getMultipleChainsHintList} and {@code doRegionChainings} keep what is
 * common in {@code LinkedSet}s started from the first branch and narrowed with {@code retainAll},
 * so they keep the first branch's order, and make a hint of every "on" literal, then of every "off"
 * one. A hint whose target is "on" removes the other candidates of its cell: with none left it is
 * not worth a hint ({@code isWorth}) and is left out here. Shared by {@link AssumptionSearch} (best
 * hint), {@link NestedChains} (level 3) and {@link NestedDynamicChains} (levels 4-5); one instance
 * per rule, nothing allocated per call.
 */
final class CommonLiterals {
  /** What every branch so far turned on / off: bitsets over cell*9+digit-1, 12 words each. */
  final long[] on = new long[12];

  final long[] off = new long[12];

  /** The codes found by the last {@link #collect} (at most 729 on and 729 off). */
  final int[] codes = new int[1458];

  /** Before the first branch: every literal (the first {@link #retain} copies its sets). */
  void reset() {
    java.util.Arrays.fill(on, -1L);
    java.util.Arrays.fill(off, -1L);
  }

  /**
   * Keeps only what {@code branch} also turned on or off.
   *
   * @return whether anything is left (else no further branch can add a conclusion)
   */
  boolean retain(Consequences branch) {
    long left = 0;
    for (int w = 0; w < 12; w++) {
      on[w] &= branch.on[w];
      off[w] &= branch.off[w];
      left |= on[w] | off[w];
    }
    return left != 0;
  }

  /** {@link #collect(Consequences, long[], long[], Candidates)} of this instance's sets. */
  int collect(Consequences firstBranch, Candidates grid) {
    return collect(firstBranch, on, off, grid);
  }

  /**
   * Lists the literals of {@code commonOn} and {@code commonOff} (bitsets over cell*9+digit-1), in
   * the first branch's order, leaving out on literals of cells with a single candidate in {@code
   * grid}.
   *
   * @param firstBranch the consequences of the first branch (its order is SE's)
   * @return how many codes are in {@link #codes}
   */
  int collect(Consequences firstBranch, long[] commonOn, long[] commonOff, Candidates grid) {
    int n = 0;
    for (int i = 0; i < firstBranch.onCount; i++) {
      int lit = firstBranch.onOrder[i];
      if ((commonOn[lit >>> 6] & (1L << lit)) != 0 && Integer.bitCount(grid.cand[lit / 9]) > 1) {
        codes[n++] = lit << 1 | 1;
      }
    }
    for (int i = 0; i < firstBranch.offCount; i++) {
      int lit = firstBranch.offOrder[i];
      if ((commonOff[lit >>> 6] & (1L << lit)) != 0) {
        codes[n++] = lit << 1;
      }
    }
    return n;
  }
}
