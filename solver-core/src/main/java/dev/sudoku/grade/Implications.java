package dev.sudoku.grade;

/**
 * The implication engine shared by every chain technique: literals "cell c holds digit d" (on) and
 * "cell c does not hold digit d" (off) for the 729 cell-digit pairs, and the links between them.
 *
 * <pre>
 * literal   lit  = cell * 9 + digit - 1                 0..728
 * code           = lit &lt;&lt; 1 | (on ? 1 : 0)              0..1457
 * weak  (on  -&gt; off): the other digits of the cell (Y) and the same digit in the peers (X)
 * strong(off -&gt; on ): the other digit of a bivalue cell (Y), the other position of a digit
 *                     with two positions in a house (X)
 * </pre>
 *
 * <p>Two propagation modes, both following Sudoku Explainer 1.2.1's {@code Chaining} exactly (order
 * of exploration, which parent a literal keeps, when a search stops), because its ratings count the
 * literals behind a conclusion and its tie-breaks depend on the order hints are found:
 *
 * <ul>
 *   <li>{@link #cycles} and {@link #forcing}: breadth-first, one parent per literal, on the fixed
 *       grid; the links of every literal are tabulated once per step by {@link #prepare}. An off
 *       literal with no strong link of the search can only end a chain (cycle closer, forcing
 *       target), so it is never queued: the weak-link table of each set of strong links (Y, X,
 *       both) lists only off literals with a strong link of that set (cycle closers have one; the
 *       forcing target is tested apart, {@link #weakTo}): same nodes, parents and order for
 *       everything that can be reported, fewer dead ends, no per-link test of the kind. A search
 *       with a limit stops growing at its last useful level (it only reports from there). {@link
 *       #reach} tells before a search whether it can report anything short enough at all
 *       (reachability between on literals, {@link ChainReach}), so that the rule skips the rest:
 *       most starts of a pass.
 *   <li>{@link #propagate}: SE's {@code doChaining}, the search behind Nishio, cell/region and
 *       dynamic forcing chains. In dynamic mode every literal turned off is removed from a working
 *       copy of the grid, so later singles see it; such a single also records the removed
 *       candidates as extra ("hidden") parents.
 * </ul>
 *
 * <p>Everything is preallocated; one instance per grader, reused for every step and puzzle.
 */
final class Implications {
  static final int MAX_NODES = 1458;

  Candidates g;

  /**
   * Searches stop once every hint they could still find would have more literals than this (set by
   * the rule from the best hint so far; see {@link ChainRating#maxUsefulComplexity}).
   */
  int maxCycleComplexity = Integer.MAX_VALUE;

  int maxForcingComplexity = Integer.MAX_VALUE;

  /** peers[peerStart[lit] ..]: peer cells holding the same digit, SE order (box, row, column). */
  private final int[] peerStart = new int[730];

  private final int[] peers = new int[729 * 20];
  private final int[] conjStart = new int[730];
  private final int[] conj = new int[729 * 3];

  /**
   * Which strong links leave "lit off" on the prepared grid: bit 0 the cell's (bivalue), bit 1 the
   * house's (bilocal). An off literal with none of the links of a search is a dead end there: the
   * breadth-first searches test it (cycle closer, forcing target) but never queue it.
   */
  private final byte[] strongKind = new byte[729];

  /** The other literal of lit's cell when it is bivalue (the Y strong link of "lit off"), or -1. */
  private final int[] bivalue = new int[729];

  /**
   * The weak links worth queuing in a breadth-first search, one table per set of strong links
   * (index {@code linkMask}: 1 cell links only (Y), 2 house links only (X), 3 both): for "lit on",
   * wk[m][wkStart[m][lit] .. wkStart[m][lit + 1]) lists the off literals it reaches that have a
   * strong link of that set (the others are dead ends there), in SE order: the other digits of the
   * cell (not for X), then the same digit in the peers. Built on first use after each {@link
   * #prepare} (the forcing-chain rules never use them).
   */
  private final int[][] wkStart = {null, new int[730], new int[730], new int[730]};

  private final int[][] wk = {null, new int[729 * 28], new int[729 * 20], new int[729 * 28]};
  private long wkPrepared;

  /** Counts prepared grids; long, so that a stale table can never match after a wrap. */
  private long prepared;

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
  private final int[] preparedCand = new int[81];

  // ---- breadth-first node table (cycles and forcing chains)
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

  // ---- propagate
  private final Candidates work = new Candidates();
  private final int[] qOn = new int[729];
  private final int[] qOff = new int[729];
  private final int[] made = new int[4];
  private final int[] madePar = new int[4 * Consequences.MAX_PARENTS];
  private final int[] madeParCount = new int[4];
  private final int[] ancStamp = new int[1458];
  private int ancTag;
  private final int[] stack = new int[1458 * Consequences.MAX_PARENTS];

  // ---- nesting (dynamic forcing chains (+))
  /** Created on first use: only nested forcing chains need it (and it holds an engine). */
  private NestedRules nested;

  /** Checked at every nested round; names the technique being tried when it runs out. */
  private Deadline budget = Deadline.NONE;

  private Technique trying = Technique.DYNAMIC_FORCING_CHAIN_PLUS;

  /** The budget checked at every nested round, and the technique it names when it runs out. */
  void budget(Deadline b, Technique t) {
    budget = b;
    trying = t;
    if (nested != null) {
      nested.budget(b, t);
    }
  }

  static int code(int cell, int digit, boolean on) {
    return ((cell * 9 + digit - 1) << 1) | (on ? 1 : 0);
  }

  static int cellOf(int code) {
    return (code >>> 1) / 9;
  }

  static int digitOf(int code) {
    return (code >>> 1) % 9 + 1;
  }

  static boolean isOn(int code) {
    return (code & 1) != 0;
  }

  /** Tabulates the links of the grid for this step (the grid must not change until the next). */
  void prepare(Candidates grid) {
    // the chain rules of one step all prepare the same grid: tabulate it once
    if (grid == g && java.util.Arrays.equals(grid.cand, preparedCand)) {
      return;
    }
    System.arraycopy(grid.cand, 0, preparedCand, 0, 81);
    g = grid;
    prepared++;
    int np = 0;
    int nc = 0;
    for (int c = 0; c < 81; c++) {
      int cand = grid.cand[c];
      int lit0 = c * 9;
      int[] hs = Houses.OF_CELL[c];
      // SE's peer order (box, row, column, each in house order, no repeats): the row's and the
      // column's cells inside the box are already listed with it
      int rowSkip = 7 << (3 * (Houses.INDEX[c][Houses.ROW] / 3));
      int colSkip = 7 << (3 * (Houses.INDEX[c][Houses.COLUMN] / 3));
      int boxSelf = 1 << Houses.INDEX[c][Houses.BOX];
      for (int d = 1; d <= 9; d++) {
        int lit = lit0 + d - 1;
        peerStart[lit] = np;
        conjStart[lit] = nc;
        int bit = 1 << (d - 1);
        if ((cand & bit) == 0) {
          strongKind[lit] = 0;
          bivalue[lit] = -1;
          continue;
        }
        bivalue[lit] =
            Integer.bitCount(cand) == 2 ? lit0 + Integer.numberOfTrailingZeros(cand & ~bit) : -1;
        int[] box = Houses.CELLS[hs[Houses.BOX]];
        for (int m = grid.positions(hs[Houses.BOX], d) & ~boxSelf; m != 0; m &= m - 1) {
          peers[np++] = box[Integer.numberOfTrailingZeros(m)];
        }
        int[] row = Houses.CELLS[hs[Houses.ROW]];
        for (int m = grid.positions(hs[Houses.ROW], d) & ~rowSkip; m != 0; m &= m - 1) {
          peers[np++] = row[Integer.numberOfTrailingZeros(m)];
        }
        int[] col = Houses.CELLS[hs[Houses.COLUMN]];
        for (int m = grid.positions(hs[Houses.COLUMN], d) & ~colSkip; m != 0; m &= m - 1) {
          peers[np++] = col[Integer.numberOfTrailingZeros(m)];
        }
        for (int kind : Houses.KIND_ORDER_BRC) {
          int h = Houses.of(c, kind);
          int pos = grid.positions(h, d);
          if (Integer.bitCount(pos) == 2) {
            int o =
                Houses.CELLS[h][Integer.numberOfTrailingZeros(pos & ~(1 << Houses.INDEX[c][kind]))];
            // the same partner may be bilocal in two houses: listed once
            boolean dup = false;
            for (int k = conjStart[lit]; k < nc; k++) {
              dup |= conj[k] == o;
            }
            if (!dup) {
              conj[nc++] = o;
            }
          }
        }
        strongKind[lit] =
            (byte) ((Integer.bitCount(cand) == 2 ? 1 : 0) | (nc > conjStart[lit] ? 2 : 0));
      }
    }
    peerStart[729] = np;
    conjStart[729] = nc;
  }

  /**
   * The weak-link table of a set of strong links (1 Y, 2 X, 3 both) for the prepared grid; the
   * first call after {@link #prepare} builds all three in one pass.
   */
  private int weakTable(int linkMask) {
    if (wkPrepared == prepared) {
      return linkMask;
    }
    wkPrepared = prepared;
    int[] s1 = wkStart[1];
    int[] s2 = wkStart[2];
    int[] s3 = wkStart[3];
    int[] t1 = wk[1];
    int[] t2 = wk[2];
    int[] t3 = wk[3];
    int n1 = 0;
    int n2 = 0;
    int n3 = 0;
    for (int lit = 0; lit < 729; lit++) {
      s1[lit] = n1;
      s2[lit] = n2;
      s3[lit] = n3;
      int c = lit / 9;
      int d = lit % 9;
      if ((g.cand[c] & (1 << d)) == 0) {
        continue;
      }
      // the other digits of the cell: Y links (not in the X-only table)
      for (int m = g.cand[c] & ~(1 << d); m != 0; m &= m - 1) {
        int ol = c * 9 + Integer.numberOfTrailingZeros(m);
        int sk = strongKind[ol];
        if ((sk & 1) != 0) {
          t1[n1++] = ol;
        }
        if (sk != 0) {
          t3[n3++] = ol;
        }
      }
      for (int k = peerStart[lit]; k < peerStart[lit + 1]; k++) {
        int ol = peers[k] * 9 + d;
        int sk = strongKind[ol];
        if ((sk & 1) != 0) {
          t1[n1++] = ol;
        }
        if ((sk & 2) != 0) {
          t2[n2++] = ol;
        }
        if (sk != 0) {
          t3[n3++] = ol;
        }
      }
    }
    s1[729] = n1;
    s2[729] = n2;
    s3[729] = n3;
    return linkMask;
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
    if (reachPrepared == prepared && reachMask == mask) {
      return;
    }
    reachPrepared = prepared;
    reachMask = mask;
    int t = weakTable(mask);
    int nr = 0;
    int ne = 0;
    // only literals with a strong link of the pass can be reached: they are the graph's nodes
    for (int c = 0; c < 81; c++) {
      for (int m = g.cand[c]; m != 0; m &= m - 1) {
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
      for (int m = g.cand[c] & ~(1 << (lit % 9)); m != 0; m &= m - 1) {
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
    if (y && Integer.bitCount(g.cand[c0]) == 2) {
      int cl = c0 * 9 + Integer.numberOfTrailingZeros(g.cand[c0] & ~(1 << d0));
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
    int t = weakTable((y ? 1 : 0) | (x ? 2 : 0));
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
    int t = weakTable((y ? 1 : 0) | 2);
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

  /**
   * SE's {@code doChaining}: completes the consequences of one assumption (on literals first, one
   * at a time; off literals in the order found), stopping at the first literal that would be both
   * on and off.
   *
   * @param out receives the consequences, cleared first
   * @param startCode the assumption
   * @param dynamic remove each literal turned off from a working grid (dynamic chains, Nishio)
   * @param y use the cell links (false for Nishio: single-digit chains)
   * @return true when a contradiction was found ({@link Consequences#absurdLit})
   */
  boolean propagate(Consequences out, int startCode, boolean dynamic, boolean y) {
    return propagate(out, startCode, dynamic, y, 0);
  }

  /**
   * {@link #propagate(Consequences, int, boolean, boolean)} with SE's nesting: at level 1 and more
   * (dynamic only), whenever nothing is left to propagate, the {@link NestedRules} run on the
   * working grid and their eliminations continue the propagation (SE's {@code
   * getAdvancedPotentials}). The budget is checked at each such round, so a nested search never
   * runs past it.
   */
  boolean propagate(Consequences out, int startCode, boolean dynamic, boolean y, int level) {
    out.clear(startCode);
    if (level > 0) {
      if (nested == null) {
        nested = new NestedRules();
        nested.budget(budget, trying);
      }
      nested.begin(g);
    }
    Candidates base = g;
    Candidates cur = base;
    if (dynamic) {
      work.copyFrom(base);
      cur = work;
    }
    int hOn = 0;
    int tOn = 0;
    int hOff = 0;
    int tOff = 0;
    if (isOn(startCode)) {
      qOn[tOn++] = startCode;
    } else {
      qOff[tOff++] = startCode;
    }
    while (hOn < tOn || hOff < tOff) {
      if (hOn < tOn) {
        int p = qOn[hOn++];
        int c = cellOf(p);
        int d = digitOf(p);
        if (y) {
          for (int m = cur.cand[c] & ~(1 << (d - 1)); m != 0; m &= m - 1) {
            int x = code(c, Integer.numberOfTrailingZeros(m) + 1, false);
            if (out.hasOn(x >>> 1)) {
              return absurd(out, x, p);
            }
            if (!out.hasOff(x >>> 1)) {
              out.add(x);
              out.addParent(x, p);
              qOff[tOff++] = x;
            }
          }
        }
        // the peers of the step's grid, in SE's order, still holding d in the current one
        int pl = p >>> 1;
        int bit = 1 << (d - 1);
        for (int k = peerStart[pl]; k < peerStart[pl + 1]; k++) {
          int q = peers[k];
          if ((cur.cand[q] & bit) != 0) {
            int x = code(q, d, false);
            if (out.hasOn(x >>> 1)) {
              return absurd(out, x, p);
            }
            if (!out.hasOff(x >>> 1)) {
              out.add(x);
              out.addParent(x, p);
              qOff[tOff++] = x;
            }
          }
        }
      } else {
        int p = qOff[hOff++];
        int c = cellOf(p);
        int d = digitOf(p);
        int nm = 0;
        if (y && Integer.bitCount(cur.cand[c]) == 2) {
          int w = Integer.numberOfTrailingZeros(cur.cand[c] & ~(1 << (d - 1))) + 1;
          made[nm] = code(c, w, true);
          int k = 0;
          madePar[nm * Consequences.MAX_PARENTS + k++] = p;
          for (int m = base.cand[c] & ~cur.cand[c]; m != 0; m &= m - 1) {
            madePar[nm * Consequences.MAX_PARENTS + k++] =
                code(c, Integer.numberOfTrailingZeros(m) + 1, false);
          }
          madeParCount[nm++] = k;
        }
        if (!dynamic && level == 0) {
          // static: the grid is the prepared one, whose bilocal partners are tabulated (same
          // BRC order, same cells once each); no removed candidates, so no hidden parents
          int pl = p >>> 1;
          for (int k = conjStart[pl]; k < conjStart[pl + 1]; k++) {
            made[nm] = code(conj[k], d, true);
            madePar[nm * Consequences.MAX_PARENTS] = p;
            madeParCount[nm++] = 1;
          }
        } else {
          for (int kind : Houses.KIND_ORDER_BRC) {
            int h = Houses.of(c, kind);
            int pos = cur.positions(h, d);
            if (Integer.bitCount(pos) != 2) {
              continue;
            }
            int o =
                Houses.CELLS[h][Integer.numberOfTrailingZeros(pos & ~(1 << Houses.INDEX[c][kind]))];
            int x = code(o, d, true);
            boolean dup = false;
            for (int i = 0; i < nm; i++) {
              dup |= made[i] == x;
            }
            if (dup) {
              continue;
            }
            made[nm] = x;
            int k = 0;
            madePar[nm * Consequences.MAX_PARENTS + k++] = p;
            for (int m = base.positions(h, d) & ~pos; m != 0; m &= m - 1) {
              madePar[nm * Consequences.MAX_PARENTS + k++] =
                  code(Houses.CELLS[h][Integer.numberOfTrailingZeros(m)], d, false);
            }
            madeParCount[nm++] = k;
          }
        }
        if (dynamic) {
          cur.eliminate(c, d);
        }
        for (int i = 0; i < nm; i++) {
          int x = made[i];
          int lit = x >>> 1;
          if (out.hasOff(lit)) {
            out.absurdLit = lit;
            out.absurdOld = x ^ 1;
            out.absurdNew = x;
            out.absurdParCount = madeParCount[i];
            System.arraycopy(
                madePar, i * Consequences.MAX_PARENTS, out.absurdPar, 0, madeParCount[i]);
            return true;
          }
          if (!out.hasOn(lit)) {
            out.add(x);
            for (int k = 0; k < madeParCount[i]; k++) {
              out.addParent(x, madePar[i * Consequences.MAX_PARENTS + k]);
            }
            qOn[tOn++] = x;
          }
        }
      }
      if (level > 0 && hOn == tOn && hOff == tOff) {
        budget.check(trying);
        int n = nested.collect(cur, base, level);
        for (int i = 0; i < n; i++) {
          int x = nested.offCode[i];
          if (out.hasOff(x >>> 1)) {
            continue;
          }
          // SE adds it even if the literal is on: no contradiction is checked here
          out.add(x);
          int from = nested.parStart[i];
          for (int k = 0; k < nested.parLen[i]; k++) {
            out.addParent(x, nested.pool[from + k]);
          }
          out.nestKey[x] = nested.nestedKey[i];
          out.nestCx[x] = nested.nestedCx[i];
          qOff[tOff++] = x;
        }
      }
    }
    return false;
  }

  private static boolean absurd(Consequences out, int offCode, int parent) {
    out.absurdLit = offCode >>> 1;
    out.absurdOld = offCode | 1;
    out.absurdNew = offCode;
    out.absurdPar[0] = parent;
    out.absurdParCount = 1;
    return true;
  }

  // ---- SE's nested complexity (level 2+): distinct nested chains among a hint's ancestors
  private long[] nestSeen = new long[64];
  private int nestSeenCount;

  /** Sum of the complexities of the distinct nested chains added since {@link #nestedReset}. */
  int nestedSum;

  void nestedReset() {
    nestSeenCount = 0;
    nestedSum = 0;
  }

  /** Adds the nested chains among the ancestors of {@code code} (SE's getNestedComplexity). */
  void nestedAdd(Consequences cq, int code) {
    ancTag = Stamps.next(ancTag, ancStamp);
    int sp = 0;
    ancStamp[code] = ancTag;
    stack[sp++] = code;
    while (sp > 0) {
      int c = stack[--sp];
      long key = cq.nestKey[c];
      if (key != 0) {
        boolean known = false;
        for (int i = 0; i < nestSeenCount && !known; i++) {
          known = nestSeen[i] == key;
        }
        if (!known) {
          if (nestSeenCount == nestSeen.length) {
            nestSeen = java.util.Arrays.copyOf(nestSeen, nestSeenCount * 2);
          }
          nestSeen[nestSeenCount++] = key;
          nestedSum += cq.nestCx[c];
        }
      }
      int n = cq.parentCount(c);
      for (int k = 0; k < n; k++) {
        int pc = cq.parent(c, k);
        if (ancStamp[pc] != ancTag) {
          ancStamp[pc] = ancTag;
          stack[sp++] = pc;
        }
      }
    }
  }

  /** SE's {@code getAncestorCount}: the literal and everything it follows from. */
  int ancestors(Consequences cq, int code) {
    ancTag = Stamps.next(ancTag, ancStamp);
    return walk(cq, code, 0);
  }

  /** Ancestors of the contradiction's new literal (which is not in the sets). */
  int absurdAncestors(Consequences cq) {
    ancTag = Stamps.next(ancTag, ancStamp);
    int n = 1;
    for (int i = 0; i < cq.absurdParCount; i++) {
      n = walk(cq, cq.absurdPar[i], n);
    }
    return n;
  }

  private int walk(Consequences cq, int code, int count) {
    int sp = 0;
    if (ancStamp[code] == ancTag) {
      return count;
    }
    ancStamp[code] = ancTag;
    stack[sp++] = code;
    while (sp > 0) {
      int c = stack[--sp];
      count++;
      int n = cq.parentCount(c);
      for (int k = 0; k < n; k++) {
        int pc = cq.parent(c, k);
        if (ancStamp[pc] != ancTag) {
          ancStamp[pc] = ancTag;
          stack[sp++] = pc;
        }
      }
    }
    return count;
  }
}
