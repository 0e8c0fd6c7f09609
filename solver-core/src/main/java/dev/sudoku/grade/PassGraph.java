package dev.sudoku.grade;

/**
 * The graph of one cycle/forcing-chain pass over the step's grid, and what it proves about each
 * start: whether {@link ChainSearch}'s breadth-first searches from there can report anything short
 * enough to matter, so that {@link CycleAndForcingChainRule} skips the ones that cannot (most
 * starts of a pass). Same searches for the rest, in the same order: hints and tie-breaks are SE's.
 *
 * <pre>
 * nodes:  the on literals with a strong link of the pass (only they can be reached)
 * edges:  "u on" -&gt; weak link -&gt; off literal of the pass's weak table -&gt; strong link -&gt; "w on"
 * rows:   reachability between nodes, all pairs, with the shortest distance ({@link ChainReach})
 * </pre>
 *
 * <p>The proof that skipping is exact is on {@link #build}. Preallocated; one instance per rule.
 */
final class PassGraph {
  private final Implications links;

  /**
   * For "lit on", the on literals one weak and one strong link of the pass away, each once, in
   * succ[succStart[lit] .. succEnd[lit]) (set for the graph's nodes only).
   */
  private final int[] succStart = new int[729];

  private final int[] succEnd = new int[729];
  private final int[] succ = new int[729 * 28 * 4];
  private final int[] succMark = new int[729];
  private int markTag;
  private final int[] scratch = new int[729];
  private final int[] roots = new int[729];
  private final ChainReach reach = new ChainReach(729);

  /**
   * Per component k and digit d (0-based), at (k * 9 + d) * 2 (+ 1 for cells 64..80): the cells of
   * its on literals of d ({@code compOn}) and of the off literals of d between two of its on
   * literals ({@code compOff}); {@code eliminates[k]}: some cell holding d sees one of each.
   */
  private final long[] compOn = new long[729 * 18];

  private final long[] compOff = new long[729 * 18];
  private final boolean[] eliminates = new boolean[729];
  private final long[] digitLo = new long[9];
  private final long[] digitHi = new long[9];

  /** The pass (1 Y, 2 X, 3 both), its digits and the prepared grid the graph was built for. */
  private int reachMask;

  private int reachDigits;

  private long reachPrepared = -1;

  /** The graph of passes over the links {@code links} prepares. */
  PassGraph(Implications links) {
    this.links = links;
  }

  /**
   * Builds, for the pass with these links on the prepared grid, which on literals reach which along
   * the pass's alternating links; {@link #cyclesMayReport} and {@link #forcingMayReport} then tell,
   * per start, whether {@link ChainSearch#cycles} / {@link ChainSearch#forcing} can report anything
   * at all.
   *
   * <p>Why that is exact: both searches are breadth-first over the graph whose nodes are the on
   * literals and whose edges go from "u on" through a weak link to an off literal of the pass's
   * weak table and on through a strong link of the pass to "w on" (an off literal is only ever a
   * step between two on literals, or the end of a chain). Whatever their limits, a search from a
   * start visits at most the on literals reachable from it, and reports only when
   *
   * <ul>
   *   <li>a cycle closes: an on literal p other than the start has a weak link to a closer, whose
   *       strong link leads to the start, i.e. p -&gt; start is an edge and the start reaches p:
   *       the start lies on a cycle of this graph with another literal;
   *   <li>a forcing chain from "start on" ends: a reached on literal has a weak link to "start off"
   *       (a weak link to it);
   *   <li>a forcing chain from "start off" ends: a strong link of the pass leads from "start off"
   *       to some "z on" (the first step), and z reaches "start on".
   * </ul>
   *
   * When none of these can happen the search is skipped: it would report nothing, and its node
   * table is read only by its own reports. A cycle that eliminates nothing gives no hint ({@link
   * CycleAndForcingChainRule#cycle} drops it), so the first case also needs the start's component
   * to allow a cycle that eliminates something ({@code cyclesThatEliminate}): on the chain
   * benchmark that leaves out 84 % of the starts on a cycle. Under a limit of L literals the test
   * is sharper: a breadth-first search reaches an on literal k steps from its start (k on-to-on
   * steps, 2k links) no sooner than a shortest path does, and what it reports from there has 2k + 2
   * literals; so a report that fits the limit needs the cycle, the reached literal or the start
   * within (L - 2) / 2 steps ({@link ChainReach#onCycleWithin}, {@link ChainReach#reachesWithin}).
   * A report longer than the limit would be refused by the rule anyway (its rating cannot come
   * first), so skipping it changes nothing.
   *
   * <p>Only the on literals with a strong link of the pass can be reached, so only they are nodes;
   * a start without one is asked about through its successors.
   */
  void build(boolean y, boolean x) {
    build(y, x, 0x1ff);
  }

  /**
   * {@link #build(boolean, boolean)} for the starts of some digits only, with X links only: that
   * graph falls apart into one per digit (an X link keeps the digit), so leaving the other digits'
   * nodes out changes no answer about the digits kept, and saves their reachability.
   *
   * @param digits bit d - 1 for digit d; starts of other digits must not be asked about
   */
  void build(boolean y, boolean x, int digits) {
    int mask = (y ? 1 : 0) | (x ? 2 : 0);
    if (y && digits != 0x1ff) {
      throw new IllegalArgumentException("only an X-only graph falls apart by digit");
    }
    if (reachPrepared == links.prepared && reachMask == mask && reachDigits == digits) {
      return;
    }
    reachPrepared = links.prepared;
    reachMask = mask;
    reachDigits = digits;
    int t = links.weakTable(mask);
    int nr = 0;
    int ne = 0;
    // only literals with a strong link of the pass can be reached: they are the graph's nodes
    for (int c = 0; c < 81; c++) {
      for (int m = links.g.cand[c] & digits; m != 0; m &= m - 1) {
        int lit = c * 9 + Integer.numberOfTrailingZeros(m);
        if ((links.strongKind[lit] & mask) != 0) {
          roots[nr++] = lit;
          succStart[lit] = ne;
          ne = successors(lit, t, succ, ne);
          succEnd[lit] = ne;
        }
      }
    }
    reach.build(succStart, succEnd, succ, roots, nr, x); // rows: for the forcing chains
    cyclesThatEliminate(t, nr);
  }

  /**
   * Which components may hold a cycle that eliminates something ({@code eliminates}). Every on
   * literal of a cycle reaches the start and back, so all lie in the start's component, and every
   * off literal of it lies between two of them (a weak link from one, a strong link to the next;
   * the closer too: from the last on literal to the start). A cycle eliminates digit d from a cell
   * outside it that sees an on and an off literal of d in it ({@link
   * CycleAndForcingChainRule#cycle}): so a component where no cell holding d sees both an on
   * literal of d of the component and an off literal of d between two of its on literals, for every
   * d, has no cycle that eliminates anything.
   */
  private void cyclesThatEliminate(int t, int nr) {
    int comps = reach.components();
    java.util.Arrays.fill(compOn, 0, comps * 18, 0L);
    java.util.Arrays.fill(compOff, 0, comps * 18, 0L);
    int[] ws = links.wkStart[t];
    int[] wt = links.wk[t];
    for (int i = 0; i < nr; i++) {
      int u = roots[i];
      if (!reach.onCycle(u)) {
        continue;
      }
      int k = reach.component(u);
      set(compOn, k * 9 + u % 9, u / 9);
      for (int e = ws[u]; e < ws[u + 1]; e++) {
        int ol = wt[e];
        int d = ol % 9;
        boolean inside = false;
        if ((t & 1) != 0) {
          int w = links.bivalue[ol];
          inside = w >= 0 && reach.component(w) == k;
        }
        if ((t & 2) != 0) {
          for (int j = links.conjStart[ol]; j < links.conjStart[ol + 1] && !inside; j++) {
            inside = reach.component(links.conj[j] * 9 + d) == k;
          }
        }
        if (inside) {
          set(compOff, k * 9 + d, ol / 9);
        }
      }
    }
    links.g.digitCells(digitLo, digitHi);
    for (int k = 0; k < comps; k++) {
      boolean any = false;
      for (int d = 0; d < 9 && !any; d++) {
        int at = (k * 9 + d) * 2;
        if ((compOff[at] | compOff[at + 1]) == 0 || (compOn[at] | compOn[at + 1]) == 0) {
          continue;
        }
        long lo = digitLo[d] & peers(compOn, at, true) & peers(compOff, at, true);
        long hi = digitHi[d] & peers(compOn, at, false) & peers(compOff, at, false);
        any = (lo | hi) != 0;
      }
      eliminates[k] = any;
    }
  }

  private static void set(long[] sets, int slot, int cell) {
    if (cell < 64) {
      sets[slot * 2] |= 1L << cell;
    } else {
      sets[slot * 2 + 1] |= 1L << (cell - 64);
    }
  }

  /**
   * The cells that see a cell of the 81-bit set at sets[at], sets[at + 1]: its low or high word.
   */
  private static long peers(long[] sets, int at, boolean low) {
    long[] table = low ? Houses.PEER_LO : Houses.PEER_HI;
    long out = 0;
    for (long m = sets[at]; m != 0; m &= m - 1) {
      out |= table[Long.numberOfTrailingZeros(m)];
    }
    for (long m = sets[at + 1]; m != 0; m &= m - 1) {
      out |= table[64 + Long.numberOfTrailingZeros(m)];
    }
    return out;
  }

  /**
   * Appends to out[ne ..] the on literals one weak and one strong link of the pass (table t) away
   * from "lit on", each once; returns the new end.
   */
  private int successors(int lit, int t, int[] out, int ne) {
    if (++markTag == 0) {
      java.util.Arrays.fill(succMark, 0);
      markTag = 1;
    }
    int tag = markTag;
    int[] ws = links.wkStart[t];
    int[] wt = links.wk[t];
    for (int k = ws[lit]; k < ws[lit + 1]; k++) {
      int ol = wt[k];
      if ((t & 1) != 0) {
        int w = links.bivalue[ol];
        if (w >= 0 && succMark[w] != tag) {
          succMark[w] = tag;
          out[ne++] = w;
        }
      }
      if ((t & 2) != 0) {
        int d = ol % 9;
        for (int j = links.conjStart[ol]; j < links.conjStart[ol + 1]; j++) {
          int w = links.conj[j] * 9 + d;
          if (succMark[w] != tag) {
            succMark[w] = tag;
            out[ne++] = w;
          }
        }
      }
    }
    return ne;
  }

  /**
   * How many on-to-on steps a chain may have and still report under a limit of {@code max}
   * literals: a cycle closed, or a forcing chain ended, from an on literal k steps from its start
   * has 2k + 2 literals (any number without a limit).
   */
  private static int steps(int max) {
    return max == Integer.MAX_VALUE ? Integer.MAX_VALUE : (max - 2) / 2;
  }

  /**
   * False only when {@code cycles(lit, y, x, withForcing, sink)} under these limits would report
   * nothing short enough for them that gives a hint (no cycle that eliminates something, and with
   * forcing no chain to "lit off"); the graph must have been built for the same y and x on the
   * prepared grid.
   *
   * @param maxCycleComplexity the search's limit for cycles ({@link ChainSearch})
   * @param maxForcingComplexity the search's limit for forcing chains
   */
  boolean cyclesMayReport(
      int lit, boolean withForcing, int maxCycleComplexity, int maxForcingComplexity) {
    boolean node = (links.strongKind[lit] & reachMask) != 0;
    if (node
        && eliminates[reach.component(lit)]
        && reach.onCycleWithin(lit, steps(maxCycleComplexity))) {
      return true;
    }
    if (!withForcing) {
      return false;
    }
    // what "lit on" reaches: its own row, or (not a node: nothing leads to it) its successors'
    int k = steps(maxForcingComplexity);
    if (node) {
      reach.clearAcc(k);
      reach.addRow(lit);
    } else {
      if (k < 1) {
        return false;
      }
      reach.clearAcc(k == Integer.MAX_VALUE ? k : k - 1);
      int end = successors(lit, reachMask, scratch, 0);
      for (int i = 0; i < end; i++) {
        reach.addRow(scratch[i]);
      }
    }
    int c = lit / 9;
    if ((reachMask & 1) != 0) {
      for (int m = links.g.cand[c] & ~(1 << (lit % 9)); m != 0; m &= m - 1) {
        int p = c * 9 + Integer.numberOfTrailingZeros(m);
        if ((links.strongKind[p] & reachMask) != 0 && reach.accHas(p)) {
          return true;
        }
      }
    }
    int d = lit % 9;
    for (int j = links.peerStart[lit]; j < links.peerStart[lit + 1]; j++) {
      int p = links.peers[j] * 9 + d;
      if ((links.strongKind[p] & reachMask) != 0 && reach.accHas(p)) {
        return true;
      }
    }
    return false;
  }

  /**
   * False only when {@code forcing(lit, false, y)} under this limit would report nothing; the graph
   * must have been built for the same y with x on the prepared grid.
   */
  boolean forcingMayReport(int lit, int maxForcingComplexity) {
    if ((links.strongKind[lit] & reachMask) == 0) {
      return false; // no first step
    }
    int k = steps(maxForcingComplexity);
    if ((reachMask & 1) != 0
        && links.bivalue[lit] >= 0
        && reach.reachesWithin(links.bivalue[lit], lit, k)) {
      return true;
    }
    int d = lit % 9;
    for (int j = links.conjStart[lit]; j < links.conjStart[lit + 1]; j++) {
      if (reach.reachesWithin(links.conj[j] * 9 + d, lit, k)) {
        return true;
      }
    }
    return false;
  }
}
