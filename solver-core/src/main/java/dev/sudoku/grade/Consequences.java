package dev.sudoku.grade;

/**
 * What follows from one assumption: the literals forced on and off, in the order they were found,
 * and for each the literals that caused it (its parents), so that the chain behind any conclusion
 * can be measured (SE counts a chain's ancestors to rate it) and written out.
 *
 * <pre>
 * literal code = (cell * 9 + digit - 1) &lt;&lt; 1 | on      0..1457
 * on / off     = bitsets over (cell * 9 + digit - 1)     12 longs each
 * par[code * 10 + k], k &lt; parCount[code]                 up to 1 main + 8 "hidden" parents
 * xPar[xStart[code] + k], k &lt; xCount[code]               parents beyond the 10th (nested rules)
 * </pre>
 *
 * <p>A literal produced by a nested rule (dynamic forcing chains with nesting) has as parents every
 * candidate that rule needed removed (SE's "rule parents", up to 14 at level 1); those beyond the
 * tenth go to an overflow pool. A literal's parents are always added together, right after {@link
 * #add}, so its overflow is contiguous.
 *
 * <p>Preallocated once and reused for every assumption; nothing is allocated while chaining.
 */
final class Consequences {
  static final int MAX_PARENTS = 10;

  final long[] on = new long[12];
  final long[] off = new long[12];
  final int[] onOrder = new int[729];
  int onCount;
  final int[] offOrder = new int[729];
  int offCount;
  final int[] par = new int[1458 * MAX_PARENTS];
  final byte[] parCount = new byte[1458];

  /**
   * Level 2+: a literal removed by a nested chain carries that chain's complexity and a key
   * identifying it (0 for every other literal), for SE's nested complexity.
   */
  final long[] nestKey = new long[1458];

  final int[] nestCx = new int[1458];
  final int[] xStart = new int[1458];
  final int[] xCount = new int[1458];
  private int[] xPar = new int[1024];
  private int xLen;

  /**
   * Links from the assumption along first parents: the literals on that path are distinct, so depth
   * + 1 is a lower bound of the literal's ancestor count (used to skip hopeless hints).
   */
  final int[] depth = new int[1458];

  /** The assumption (a literal code). */
  int start;

  /** A contradiction: the literal found both on and off, or -1. */
  int absurdLit = -1;

  /** The code of the absurd literal's version already in the sets (on or off). */
  int absurdOld;

  /** The new, conflicting version: its code and its parents. */
  int absurdNew;

  final int[] absurdPar = new int[MAX_PARENTS];
  int absurdParCount;

  void clear(int startCode) {
    java.util.Arrays.fill(on, 0);
    java.util.Arrays.fill(off, 0);
    onCount = 0;
    offCount = 0;
    absurdLit = -1;
    xLen = 0;
    start = startCode;
    add(startCode);
    parCount[startCode] = 0;
    depth[startCode] = 0;
  }

  boolean hasOn(int lit) {
    return (on[lit >>> 6] & (1L << lit)) != 0;
  }

  boolean hasOff(int lit) {
    return (off[lit >>> 6] & (1L << lit)) != 0;
  }

  boolean has(int code) {
    return (code & 1) != 0 ? hasOn(code >>> 1) : hasOff(code >>> 1);
  }

  /** Adds a literal (code); the caller then sets its parents. */
  void add(int code) {
    int lit = code >>> 1;
    if ((code & 1) != 0) {
      on[lit >>> 6] |= 1L << lit;
      onOrder[onCount++] = lit;
    } else {
      off[lit >>> 6] |= 1L << lit;
      offOrder[offCount++] = lit;
    }
    parCount[code] = 0;
    xCount[code] = 0;
    nestKey[code] = 0;
  }

  void addParent(int code, int parent) {
    if (parCount[code] == 0) {
      depth[code] = depth[parent] + 1;
    }
    if (parCount[code] < MAX_PARENTS) {
      par[code * MAX_PARENTS + parCount[code]++] = parent;
      return;
    }
    if (xCount[code] == 0) {
      xStart[code] = xLen;
    }
    if (xLen == xPar.length) {
      xPar = java.util.Arrays.copyOf(xPar, xLen * 2); // rare: only nested rules overflow
    }
    xPar[xLen++] = parent;
    xCount[code]++;
  }

  /** How many parents a literal has. */
  int parentCount(int code) {
    return parCount[code] + xCount[code];
  }

  /** The k-th parent of a literal (k &lt; {@link #parentCount}). */
  int parent(int code, int k) {
    return k < MAX_PARENTS ? par[code * MAX_PARENTS + k] : xPar[xStart[code] + k - MAX_PARENTS];
  }
}
