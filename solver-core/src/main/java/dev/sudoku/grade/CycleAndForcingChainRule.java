package dev.sudoku.grade;

/**
 * Bidirectional cycles and simple forcing chains: X-cycles (6.5+), Y-cycles (6.5+), forcing
 * X-chains (6.6+), bidirectional cycles and forcing chains mixing both kinds of links (7.0+).
 *
 * <p>SE's {@code Chaining(false, false, false, 0)}: three passes (X links only, Y links only,
 * both), each over the cells row-major and their digits; from every "cell = digit" it looks for
 * cycles back to it and, when X links are on, for a chain from the assumption (on or off) to its
 * own opposite. Every hint found is rated (length included) and the easiest is applied ({@link
 * ChainRating}). A cycle removes a digit from the cells outside it that see an on and an off
 * literal of that digit in it; a forcing chain removes the assumption (or places it).
 *
 * <p>Speed without changing a hint: a start whose searches cannot report anything short enough to
 * come first (no cycle through it that eliminates something, no chain to its opposite, within the
 * current limits) is skipped, from reachability over the pass's graph of on literals ({@link
 * PassGraph}); the searches that run are the same, in the same order, so hints and tie-breaks are
 * SE's.
 *
 * <p>Across calls, the X pass remembers its fruitless digits. With X links only, the searches from
 * "cell = d" follow d alone: what they report is a function of the cells holding d, of which of
 * them hold d alone (no start there), and of the limits, which are the widest while nothing has
 * been found in the pass. A digit none of whose starts reported anything while nothing had been
 * found is quiet for its cells; on a later grid with the same cells for it, its starts are skipped
 * while the pass has still found nothing (they would report nothing again), and searched as usual
 * once something was found. The Y and XY passes read every digit and the bivalue cells, so they
 * keep no memory. Same hints, same order. What this saves is mostly the X pass's graph: a step
 * changes few digits' cells (on the chain benchmark 59 % of the X-pass starts are skipped), and the
 * graph is built for the other digits only ({@link PassGraph#build(boolean, boolean, int)}).
 */
final class CycleAndForcingChainRule implements Rule, ChainSearch.CycleSink {
  private final Implications eng;
  private final ChainSearch search;
  private final PassGraph graph;
  private final ChainRating best = new ChainRating();
  private Hint out;
  private boolean modeY;
  private boolean modeX;
  private int startLit;
  private final int[] path = new int[2048];

  /** Per digit d (0-based), cells as 81-bit sets: words 2d (cells 0..63) and 2d + 1 (64..80). */
  private final long[] forw = new long[18];

  private final long[] back = new long[18];

  /** The cells holding each digit (0-based) as a candidate on the step's grid, 81-bit sets. */
  private final long[] digitLo = new long[9];

  private final long[] digitHi = new long[9];

  /**
   * X pass, per digit d (0-based): {@code quiet[d]} when a pass on a grid where d's cells were
   * {@code quietLo[d]}, {@code quietHi[d]} (81-bit sets) found nothing from d's starts under the
   * widest limits; {@code dirty[d]} during a pass, when one of d's starts ran or reported after
   * something had been found (that pass then proves nothing about d).
   */
  private final boolean[] quiet = new boolean[9];

  private final long[] quietLo = new long[9];
  private final long[] quietHi = new long[9];

  /** Which of {@code quietLo}, {@code quietHi} held d alone (no start there: a start needs two). */
  private final long[] quietSoleLo = new long[9];

  private final long[] quietSoleHi = new long[9];
  private long soleLo;
  private long soleHi;
  private final boolean[] dirty = new boolean[9];
  private final boolean[] skipDigit = new boolean[9];

  /** Checked at every pass. */
  private final Deadline budget;

  private int limitsVersion = -1;
  private int limitsKey;
  private int maxCycle;
  private int maxForcing;

  /** Skip the searches that cannot report (false: search from every start, for tests). */
  private final boolean skip;

  /** A rule without a time limit. */
  CycleAndForcingChainRule(Implications eng) {
    this(eng, Deadline.NONE, true);
  }

  /**
   * @param eng the link tables of the step's grid, shared with the other chain rules of the ladder
   * @param budget checked at every pass
   */
  CycleAndForcingChainRule(Implications eng, Deadline budget) {
    this(eng, budget, true);
  }

  /**
   * @param skip false to search from every start (tests compare both ways)
   */
  CycleAndForcingChainRule(Implications eng, Deadline budget, boolean skip) {
    this.eng = eng;
    search = new ChainSearch(eng);
    graph = new PassGraph(eng);
    this.budget = budget;
    this.skip = skip;
  }

  @Override
  public boolean find(Candidates g, Hint hint) {
    out = hint;
    best.reset();
    eng.prepare(g);
    g.digitCells(digitLo, digitHi);
    for (int mode = 0; mode < 3; mode++) {
      modeY = mode != 0;
      modeX = mode != 1;
      budget.check(Technique.X_CYCLE);
      limits();
      if (best.found && cycleBase() > best.difficulty) {
        continue; // nothing of this pass can come first (e.g. 7.0+ when a 6.6 chain exists)
      }
      boolean xOnly = mode == 0 && skip;
      if (xOnly) {
        quietDigits(g);
      }
      // the X pass's graph leaves out the quiet digits until one of their starts is searched
      int graphDigits = 0;
      int wanted = 0x1ff;
      if (xOnly) {
        wanted = 0;
        for (int d = 0; d < 9; d++) {
          wanted |= skipDigit[d] ? 0 : 1 << d;
        }
      }
      for (int c = 0; c < 81; c++) {
        int card = Integer.bitCount(g.cand[c]);
        if (card < 2 || (card > 2 && !modeX)) {
          continue;
        }
        for (int m = g.cand[c]; m != 0; m &= m - 1) {
          int d = Integer.numberOfTrailingZeros(m);
          startLit = c * 9 + d;
          if (xOnly && skipDigit[d] && !best.found) {
            continue; // reports nothing again: see the class comment
          }
          if (skip && (graphDigits & 1 << d) == 0) {
            graphDigits = (wanted & 1 << d) != 0 ? wanted : 0x1ff;
            graph.build(modeY, modeX, graphDigits);
          }
          // a search that cannot report anything short enough for the limits is skipped: same
          // hints, same order (see PassGraph.build)
          limits();
          if (!skip || graph.cyclesMayReport(startLit, modeX, maxCycle, maxForcing)) {
            search.cycles(startLit, modeY, modeX, modeX, this);
            // SE adds the cycles of this start first, then its forcing chains
            if (modeX && search.forcingOnNode >= 0) {
              forcingFound(g, search.forcingOnNode, true);
            }
          }
          if (modeX) {
            limits();
            if (!skip || graph.forcingMayReport(startLit, maxForcing)) {
              int p = search.forcing(startLit, false, modeY);
              if (p >= 0) {
                forcingFound(g, p, false);
              }
            }
          }
          if (xOnly && best.found) {
            dirty[d] = true;
          }
        }
      }
      if (xOnly) {
        rememberQuiet();
      }
    }
    return best.found;
  }

  /** X pass: which digits have the cells of a fruitless pass ({@code skipDigit}). */
  private void quietDigits(Candidates g) {
    soleLo = 0;
    soleHi = 0;
    for (int c = 0; c < 81; c++) {
      if (Integer.bitCount(g.cand[c]) == 1) {
        if (c < 64) {
          soleLo |= 1L << c;
        } else {
          soleHi |= 1L << (c - 64);
        }
      }
    }
    for (int d = 0; d < 9; d++) {
      skipDigit[d] =
          quiet[d]
              && quietLo[d] == digitLo[d]
              && quietHi[d] == digitHi[d]
              && quietSoleLo[d] == (digitLo[d] & soleLo)
              && quietSoleHi[d] == (digitHi[d] & soleHi);
      dirty[d] = false;
    }
  }

  /**
   * After an X pass: every digit none of whose starts ran or reported after something was found is
   * quiet for its cells; the others keep what an earlier pass proved (it still holds for the cells
   * it names).
   */
  private void rememberQuiet() {
    for (int d = 0; d < 9; d++) {
      if (!dirty[d]) {
        quiet[d] = true;
        quietLo[d] = digitLo[d];
        quietHi[d] = digitHi[d];
        quietSoleLo[d] = digitLo[d] & soleLo;
        quietSoleHi[d] = digitHi[d] & soleHi;
      }
    }
  }

  private double cycleBase() {
    return modeX && modeY ? 7.0 : 6.5;
  }

  private double forcingBase() {
    return modeY ? 7.0 : 6.6;
  }

  /** Tells the engine how long a chain may still be useful (exactness-preserving pruning). */
  private void limits() {
    int key = sortKey();
    // the limits depend on the best so far and the pass only: recomputed when either changes
    if (limitsVersion != best.version || limitsKey != key) {
      limitsVersion = best.version;
      limitsKey = key;
      maxCycle = best.maxUsefulComplexity(cycleBase(), key);
      maxForcing = best.maxUsefulComplexity(forcingBase(), key);
    }
    search.maxCycleComplexity = maxCycle;
    search.maxForcingComplexity = maxForcing;
  }

  private int sortKey() {
    return modeX && modeY ? 4 : modeY ? 3 : 2;
  }

  @Override
  public void cycle(int onNode, int closerLit) {
    double base = cycleBase();
    // literals of the cycle: the start (again), the closer, and back to (not including) the root
    int cx = search.nDepth[onNode] + 2;
    if (!best.beats(base, cx, sortKey())) {
      return;
    }
    int n = 0;
    path[n++] = startLit << 1 | 1;
    path[n++] = closerLit << 1;
    for (int p = onNode; search.nPar[p] >= 0; p = search.nPar[p]) {
      path[n++] = search.nCode[p];
    }
    long inLo = 0;
    long inHi = 0;
    for (int i = 0; i < n; i++) {
      int c = Implications.cellOf(path[i]);
      if (c < 64) {
        inLo |= 1L << c;
      } else {
        inHi |= 1L << (c - 64);
      }
    }
    java.util.Arrays.fill(forw, 0);
    java.util.Arrays.fill(back, 0);
    // per digit: the cells outside the cycle that see an on (forw) / an off (back) literal
    for (int i = 0; i < n; i++) {
      int code = path[i];
      int c = Implications.cellOf(code);
      int d = Implications.digitOf(code) - 1;
      long[] set = Implications.isOn(code) ? forw : back;
      set[2 * d] |= Houses.PEER_LO[c] & digitLo[d] & ~inLo;
      set[2 * d + 1] |= Houses.PEER_HI[c] & digitHi[d] & ~inHi;
    }
    long anyLo = 0;
    long anyHi = 0;
    for (int d = 0; d < 9; d++) {
      forw[2 * d] &= back[2 * d];
      forw[2 * d + 1] &= back[2 * d + 1];
      anyLo |= forw[2 * d];
      anyHi |= forw[2 * d + 1];
    }
    if ((anyLo | anyHi) == 0) {
      return;
    }
    Technique t =
        modeX && modeY
            ? Technique.BIDIRECTIONAL_CYCLE
            : modeY ? Technique.Y_CYCLE : Technique.X_CYCLE;
    out.reset(t, best.take(base, cx, sortKey()));
    // cell by cell, digits ascending (literal order)
    for (int half = 0; half < 2; half++) {
      for (long m = half == 0 ? anyLo : anyHi; m != 0; m &= m - 1) {
        int bit = Long.numberOfTrailingZeros(m);
        for (int d = 0; d < 9; d++) {
          if ((forw[2 * d + half] & (1L << bit)) != 0) {
            out.eliminate(half * 64 + bit, d + 1);
          }
        }
      }
    }
    // written from the start round to the start: the parent walk reversed, then the start
    out.chain[out.chainLen++] = startLit << 1 | 1;
    for (int i = n - 1; i >= 1; i--) {
      out.chain[out.chainLen++] = path[i];
    }
    out.chain[out.chainLen++] = startLit << 1 | 1;
  }

  private static void reverse(int[] a, int from, int to) {
    for (int i = from, j = to - 1; i < j; i++, j--) {
      int t = a[i];
      a[i] = a[j];
      a[j] = t;
    }
  }

  private void forcingFound(Candidates g, int node, boolean startOn) {
    double base = forcingBase();
    int cx = search.nDepth[node] + 2;
    if (!best.beats(base, cx, sortKey())) {
      return;
    }
    Technique t = modeY ? Technique.FORCING_CHAIN : Technique.FORCING_X_CHAIN;
    out.reset(t, best.take(base, cx, sortKey()));
    int c = startLit / 9;
    int d = startLit % 9 + 1;
    if (startOn) {
      out.eliminate(c, d);
    } else {
      out.place(c, d);
    }
    int n = 0;
    for (int p = node; p >= 0; p = search.nPar[p]) {
      path[n++] = search.nCode[p];
    }
    reverse(path, 0, n);
    path[n++] = startOn ? startLit << 1 : startLit << 1 | 1;
    out.branch(path, 0, n);
  }
}
