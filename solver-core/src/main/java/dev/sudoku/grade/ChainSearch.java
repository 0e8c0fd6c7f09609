package dev.sudoku.grade;

/**
 * Breadth-first searches along alternating links on the step's fixed grid: Sudoku Explainer 1.2.1's
 * {@code doCycles} and {@code doForcingChains}, behind cycles and simple forcing chains ({@link
 * CycleAndForcingChainRule}, and nested inside dynamic chains, {@link NestedChains}).
 *
 * <pre>
 * from "lit on":  weak link (on -&gt; off), strong link (off -&gt; on), weak, strong, ...
 * node n:         nCode[n] literal code, nPar[n] parent node (-1 the root), nDepth[n] links from
 *                 the root; one parent per literal, the first that reached it (SE's)
 * </pre>
 *
 * <p>Exploration order, the parent a literal keeps and when a search stops are SE's exactly,
 * because its ratings count the literals behind a conclusion and its tie-breaks depend on the order
 * hints are found. The links come from the tables {@link Implications} prepared for the step. An
 * off literal with no strong link of the search can only end a chain (cycle closer, forcing
 * target), so it is never queued: the weak-link table of each set of strong links (Y, X, both)
 * lists only off literals with a strong link of that set (cycle closers have one; the forcing
 * target is tested apart, {@link #weakTo}): same nodes, parents and order for everything that can
 * be reported, fewer dead ends, no per-link test of the kind. A search with a limit ({@link
 * #maxCycleComplexity}, {@link #maxForcingComplexity}) stops growing at its last useful level (it
 * only reports from there). {@link #reach} tells before a search whether it can report anything
 * short enough at all (reachability between on literals, {@link ChainReach}), so that the rule
 * skips the rest: most starts of a pass.
 *
 * <p>Everything is preallocated; one instance per rule, reused for every step and puzzle.
 */
final class ChainSearch {
  static final int MAX_NODES = 1458;

  /** The links of the step's grid ({@link Implications#prepare} before every search). */
  private final Implications links;

  // the link tables of links, read on every link a search follows (never reallocated there)
  private final int[] peerStart;
  private final int[] peers;
  private final int[] conjStart;
  private final int[] conj;
  private final byte[] strongKind;
  private final int[] bivalue;
  private final int[][] wkStart;
  private final int[][] wk;

  /**
   * Searches stop once every hint they could still find would have more literals than this (set by
   * the rule from the best hint so far; see {@link ChainRating#maxUsefulComplexity}).
   */
  int maxCycleComplexity = Integer.MAX_VALUE;

  int maxForcingComplexity = Integer.MAX_VALUE;

  /**
   * The "on graph" of one pass (see {@link #reach}): for "lit on", the on literals one weak and one
   * strong link of the pass away, each once, in succ[succStart[lit] .. succEnd[lit]) (set for the
   * graph's nodes only).
   */
  private final int[] succStart = new int[729];

  private final int[] succEnd = new int[729];
  private final int[] succ = new int[729 * 28 * 4];
  private final int[] succMark = new int[729];
  private int markTag;
  private final int[] scratch = new int[729];
  private final int[] roots = new int[729];
  private final ChainReach reach = new ChainReach(729);

  /** The pass (1 Y, 2 X, 3 both) and the prepared grid {@link #reach} was built for. */
  private int reachMask;

  private long reachPrepared = -1;

  // ---- the node table
  final int[] nCode = new int[MAX_NODES];
  final int[] nPar = new int[MAX_NODES];
  final int[] nDepth = new int[MAX_NODES];

  /** Which of the start's "closers" lie on the path from the root to a node (bits). */
  private final int[] nMask = new int[MAX_NODES];

  private final int[] closerTag = new int[729];
  private final int[] closerBit = new int[729];

  /** Closers reached ({@link #seenOff} stays unset for them so that every link is tested). */
  private final int[] closerSeen = new int[729];

  int nodes;
  private final int[] seenOn = new int[729];
  private final int[] seenOff = new int[729];
  private int seenTag;
  private final int[] qa = new int[MAX_NODES];
  private final int[] qb = new int[MAX_NODES];

  /** Searches over the links {@code links} prepares. */
  ChainSearch(Implications links) {
    this.links = links;
    peerStart = links.peerStart;
    peers = links.peers;
    conjStart = links.conjStart;
    conj = links.conj;
    strongKind = links.strongKind;
    bivalue = links.bivalue;
    wkStart = links.wkStart;
    wk = links.wk;
  }

  /**
   * Builds, for the pass with these links on the prepared grid, which on literals reach which along
   * the pass's alternating links; {@link #cyclesMayReport} and {@link #forcingMayReport} then tell,
   * per start, whether {@link #cycles} / {@link #forcing} can report anything at all.
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
   *       ({@link #weakTo});
   *   <li>a forcing chain from "start off" ends: a strong link of the pass leads from "start off"
   *       to some "z on" (the first step), and z reaches "start on".
   * </ul>
   *
   * When none of these can happen the search is skipped: it would report nothing, and its node
   * table is read only by its own reports. Under a limit of L literals the test is sharper: a
   * breadth-first search reaches an on literal k steps from its start (k on-to-on steps, 2k links)
   * no sooner than a shortest path does, and what it reports from there has 2k + 2 literals; so a
   * report that fits the limit needs the cycle, the reached literal or the start within (L - 2) / 2
   * steps ({@link ChainReach#onCycleWithin}, {@link ChainReach#reachesWithin}). A report longer
   * than the limit would be refused by the rule anyway (its rating cannot come first), so skipping
   * it changes nothing.
   *
   * <p>Only the on literals with a strong link of the pass can be reached, so only they are nodes;
   * a start without one is asked about through its successors.
   */
  void reach(boolean y, boolean x) {
    int mask = (y ? 1 : 0) | (x ? 2 : 0);
    if (reachPrepared == links.prepared && reachMask == mask) {
      return;
    }
    reachPrepared = links.prepared;
    reachMask = mask;
    int t = links.weakTable(mask);
    int nr = 0;
    int ne = 0;
    // only literals with a strong link of the pass can be reached: they are the graph's nodes
    for (int c = 0; c < 81; c++) {
      for (int m = links.g.cand[c]; m != 0; m &= m - 1) {
        int lit = c * 9 + Integer.numberOfTrailingZeros(m);
        if ((strongKind[lit] & mask) != 0) {
          roots[nr++] = lit;
          succStart[lit] = ne;
          ne = successors(lit, t, succ, ne);
          succEnd[lit] = ne;
        }
      }
    }
    reach.build(succStart, succEnd, succ, roots, nr, x); // rows: for the forcing chains
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
    int[] ws = wkStart[t];
    int[] wt = wk[t];
    for (int k = ws[lit]; k < ws[lit + 1]; k++) {
      int ol = wt[k];
      if ((t & 1) != 0) {
        int w = bivalue[ol];
        if (w >= 0 && succMark[w] != tag) {
          succMark[w] = tag;
          out[ne++] = w;
        }
      }
      if ((t & 2) != 0) {
        int d = ol % 9;
        for (int j = conjStart[ol]; j < conjStart[ol + 1]; j++) {
          int w = conj[j] * 9 + d;
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
   * False only when {@code cycles(lit, y, x, withForcing, sink)} under the current limits would
   * report nothing short enough for them (no cycle, and with forcing no chain to "lit off"); {@link
   * #reach} must have been built for the same y and x on the prepared grid.
   */
  boolean cyclesMayReport(int lit, boolean withForcing) {
    boolean node = (strongKind[lit] & reachMask) != 0;
    if (node && reach.onCycleWithin(lit, steps(maxCycleComplexity))) {
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
        if ((strongKind[p] & reachMask) != 0 && reach.accHas(p)) {
          return true;
        }
      }
    }
    int d = lit % 9;
    for (int j = peerStart[lit]; j < peerStart[lit + 1]; j++) {
      int p = peers[j] * 9 + d;
      if ((strongKind[p] & reachMask) != 0 && reach.accHas(p)) {
        return true;
      }
    }
    return false;
  }

  /**
   * False only when {@code forcing(lit, false, y)} under the current limit would report nothing;
   * {@link #reach} must have been built for the same y with x on the prepared grid.
   */
  boolean forcingMayReport(int lit) {
    if ((strongKind[lit] & reachMask) == 0) {
      return false; // no first step
    }
    int k = steps(maxForcingComplexity);
    if ((reachMask & 1) != 0 && bivalue[lit] >= 0 && reach.reachesWithin(bivalue[lit], lit, k)) {
      return true;
    }
    int d = lit % 9;
    for (int j = conjStart[lit]; j < conjStart[lit + 1]; j++) {
      if (reach.reachesWithin(conj[j] * 9 + d, lit, k)) {
        return true;
      }
    }
    return false;
  }

  /** Whether "a on" has a weak link to "b off" (b a candidate; cell links only with y). */
  private static boolean weakTo(int a, int b, boolean y) {
    if (a == b) {
      return false;
    }
    return (y && a / 9 == b / 9) || (a % 9 == b % 9 && Houses.sees(a / 9, b / 9));
  }

  /** A node at depth {@code d} (links from the root; its parent is at d - 1). */
  private int node(int code, int parent, int d) {
    int n = nodes++;
    nCode[n] = code;
    nPar[n] = parent;
    nDepth[n] = d;
    return n;
  }

  /** Receives the cycles found by {@link #cycles}. */
  interface CycleSink {
    /**
     * A cycle closes: from on-node {@code onNode} a weak link to "closer off", whose strong link
     * leads back to the start.
     */
    void cycle(int onNode, int closerLit);
  }

  /** Set by {@link #cycles} with forcing: the on-node that reaches "start off", or -1. */
  int forcingOnNode;

  /**
   * SE's {@code doCycles} (and, with {@code withForcing}, its {@code doForcingChains} from "lit
   * on", which explores the same way): breadth-first from "lit on", alternating weak (on to off)
   * and strong (off to on) links, each literal expanded the first time it is reached.
   *
   * <p>SE expands an off literal again for every on literal that reaches it (unless it is on that
   * literal's path); since the grid is fixed, such a copy reaches no new literal, and only matters
   * when its strong link closes a cycle. So only the "closers" (the at most four off literals with
   * a strong link to the start) are tracked per path, as bits, and every weak link to a closer not
   * on the path reports a cycle, in SE's order, once the cycle has at least four links.
   */
  void cycles(int lit, boolean y, boolean x, boolean withForcing, CycleSink sink) {
    nodes = 0;
    seenTag = Stamps.next(seenTag, seenOn, seenOff, closerTag, closerSeen);
    int c0 = lit / 9;
    int d0 = lit % 9;
    int closers = 0;
    if (y && Integer.bitCount(links.g.cand[c0]) == 2) {
      int cl = c0 * 9 + Integer.numberOfTrailingZeros(links.g.cand[c0] & ~(1 << d0));
      closerTag[cl] = seenTag;
      closerBit[cl] = 1 << closers++;
    }
    if (x) {
      for (int k = conjStart[lit]; k < conjStart[lit + 1]; k++) {
        int cl = conj[k] * 9 + d0;
        closerTag[cl] = seenTag;
        closerBit[cl] = 1 << closers++;
      }
    }
    forcingOnNode = -1;
    int t = links.weakTable((y ? 1 : 0) | (x ? 2 : 0));
    int[] start = wkStart[t];
    int[] table = wk[t];
    int root = node(lit << 1 | 1, -1, 0);
    nMask[root] = 0;
    seenOn[lit] = seenTag;
    int na = 0;
    qa[na++] = root;
    int depth = 0;
    while (na > 0) {
      // from on literals at this depth: cycles and forcing targets of depth + 2 literals
      int limit = maxCycleComplexity;
      if (withForcing && forcingOnNode < 0) {
        limit = Math.max(limit, maxForcingComplexity);
      }
      if (depth + 2 > limit) {
        return;
      }
      if (depth + 4 > limit) {
        // the last level: its off literals would only lead to on literals never expanded, so
        // only the reports are made (same calls, same order: seen marks never hide a closer)
        lastLevel(lit, y, withForcing, na, depth, table, start, sink);
        return;
      }
      int nb = 0;
      for (int i = 0; i < na; i++) {
        int p = qa[i];
        int pl = nCode[p] >>> 1;
        int mask = nMask[p];
        if (withForcing && forcingOnNode < 0 && weakTo(pl, lit, y)) {
          forcingOnNode = p;
        }
        int end = start[pl + 1];
        for (int k = start[pl]; k < end; k++) {
          int ol = table[k];
          // closers are never marked seen here: every weak link to one is looked at
          if (seenOff[ol] != seenTag) {
            nb = weak(ol, p, mask, depth, sink, nb);
          }
        }
      }
      depth++;
      na = 0;
      for (int i = 0; i < nb; i++) {
        int o = qb[i];
        int ol = nCode[o] >>> 1;
        int d = ol % 9;
        if (y && bivalue[ol] >= 0) {
          na = strong(bivalue[ol], o, depth, na);
        }
        if (x) {
          for (int k = conjStart[ol]; k < conjStart[ol + 1]; k++) {
            na = strong(conj[k] * 9 + d, o, depth, na);
          }
        }
      }
      depth++;
    }
  }

  /** The reports of the on-nodes qa[0 .. na) at the last depth a search expands. */
  private void lastLevel(
      int lit,
      boolean y,
      boolean withForcing,
      int na,
      int depth,
      int[] table,
      int[] start,
      CycleSink sink) {
    for (int i = 0; i < na; i++) {
      int p = qa[i];
      int pl = nCode[p] >>> 1;
      if (withForcing && forcingOnNode < 0 && weakTo(pl, lit, y)) {
        forcingOnNode = p;
      }
      if (depth < 2) {
        continue;
      }
      int mask = nMask[p];
      int end = start[pl + 1];
      for (int k = start[pl]; k < end; k++) {
        int ol = table[k];
        if (closerTag[ol] == seenTag && (mask & closerBit[ol]) == 0) {
          sink.cycle(p, ol);
        }
      }
    }
  }

  /** A weak link from on-node p to "ol off", which is a closer or not yet seen. */
  private int weak(int ol, int p, int mask, int depth, CycleSink sink, int nb) {
    int bit = 0;
    if (closerTag[ol] == seenTag) {
      bit = closerBit[ol];
      if ((mask & bit) == 0 && depth >= 2) {
        sink.cycle(p, ol);
      }
      if (closerSeen[ol] == seenTag) {
        return nb;
      }
      closerSeen[ol] = seenTag;
    } else {
      seenOff[ol] = seenTag;
    }
    int n = node(ol << 1, p, depth + 1);
    nMask[n] = mask | bit;
    qb[nb++] = n;
    return nb;
  }

  private int strong(int nl, int o, int depth, int na) {
    if (seenOn[nl] != seenTag) {
      seenOn[nl] = seenTag;
      int n = node(nl << 1 | 1, o, depth + 1);
      nMask[n] = nMask[o];
      qa[na++] = n;
    }
    return na;
  }

  /**
   * SE's {@code doForcingChains}: breadth-first from "lit on" ({@code startOn}) or "lit off", each
   * literal once, until the opposite of the assumption is reached.
   *
   * @return the node whose link reaches the opposite (the target is one link further), or -1
   */
  int forcing(int lit, boolean startOn, boolean y) {
    nodes = 0;
    seenTag = Stamps.next(seenTag, seenOn, seenOff, closerTag, closerSeen);
    int t = links.weakTable((y ? 1 : 0) | 2);
    int[] start = wkStart[t];
    int[] table = wk[t];
    int na = 0;
    int nb = 0;
    if (startOn) {
      qa[na++] = node(lit << 1 | 1, -1, 0);
      seenOn[lit] = seenTag;
    } else {
      qb[nb++] = node(lit << 1, -1, 0);
      seenOff[lit] = seenTag;
    }
    int depth = startOn ? 0 : -1;
    int max = maxForcingComplexity;
    // a target found from an on literal at depth k (startOn) or an off literal at depth k (off
    // start) has k + 2 literals; a level is only grown when a later level can still report
    while (na > 0 || nb > 0) {
      if (depth + (startOn ? 2 : 3) > max) {
        return -1;
      }
      boolean grow = !startOn || depth + 4 <= max;
      for (int i = 0; i < na; i++) {
        int p = qa[i];
        int pl = nCode[p] >>> 1;
        if (startOn && weakTo(pl, lit, y)) {
          return p;
        }
        if (!grow) {
          continue;
        }
        int end = start[pl + 1];
        for (int k = start[pl]; k < end; k++) {
          int ol = table[k];
          if (seenOff[ol] != seenTag) {
            seenOff[ol] = seenTag;
            qb[nb++] = node(ol << 1, p, depth + 1);
          }
        }
      }
      if (!grow) {
        return -1;
      }
      na = 0;
      depth++;
      if (nb > 0 && depth + (startOn ? 3 : 2) > max) {
        return -1;
      }
      grow = startOn || depth + 4 <= max;
      for (int i = 0; i < nb; i++) {
        int o = qb[i];
        int ol = nCode[o] >>> 1;
        int d = ol % 9;
        if (y && bivalue[ol] >= 0) {
          int nl = bivalue[ol];
          if (!startOn && nl == lit) {
            return o;
          }
          if (grow && seenOn[nl] != seenTag) {
            seenOn[nl] = seenTag;
            qa[na++] = node(nl << 1 | 1, o, depth + 1);
          }
        }
        for (int k = conjStart[ol]; k < conjStart[ol + 1]; k++) {
          int nl = conj[k] * 9 + d;
          if (!startOn && nl == lit) {
            return o;
          }
          if (grow && seenOn[nl] != seenTag) {
            seenOn[nl] = seenTag;
            qa[na++] = node(nl << 1 | 1, o, depth + 1);
          }
        }
      }
      if (!grow) {
        return -1;
      }
      nb = 0;
      depth++;
    }
    return -1;
  }
}
