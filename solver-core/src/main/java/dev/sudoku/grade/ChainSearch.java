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
 * only reports from there). {@link PassGraph} tells before a search whether it can report anything
 * short enough at all, so that the rule skips the rest: most starts of a pass.
 *
 * <p>Everything is preallocated; one instance per rule, reused for every step and puzzle.
 */
final class ChainSearch {
  static final int MAX_NODES = 1458;

  /** The links of the step's grid ({@link Implications#prepare} before every search). */
  private final Implications links;

  // the link tables of links, read on every link a search follows (never reallocated there)
  private final int[] conjStart;
  private final int[] conj;
  private final int[] bivalue;
  private final int[][] wkStart;
  private final int[][] wk;

  /**
   * Searches stop once every hint they could still find would have more literals than this (set by
   * the rule from the best hint so far; see {@link ChainRating#maxUsefulComplexity}).
   */
  int maxCycleComplexity = Integer.MAX_VALUE;

  int maxForcingComplexity = Integer.MAX_VALUE;

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
    conjStart = links.conjStart;
    conj = links.conj;
    bivalue = links.bivalue;
    wkStart = links.wkStart;
    wk = links.wk;
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
