package dev.sudoku.grade;

/**
 * The chain rule nested inside a dynamic forcing chain of nesting level 2 (SE's "Dynamic Forcing
 * Chains (+ Forcing Chains)", 9.5+): bidirectional cycles and simple forcing chains (SE's {@code
 * Chaining(false, false, false, 0)}) searched on the hypothetical grid, every hint of them, with
 * the "rule parents" that make their eliminations links of the outer chain.
 *
 * <p>As SE's {@code getHintList} and {@code getHints}: three passes (X links, Y links, both), cells
 * row-major, per start its cycles then its forcing chains from "on" and from "off"; every hint that
 * removes something is kept; all are sorted by (rating as a {@code double}, complexity, sort key),
 * stably; hints removing the same candidates as an earlier one are dropped ({@link HintPool}, which
 * keeps each hint's chain nodes). Then, in that order, each hint's rule parents (SE's {@code
 * collectRuleParents}): for every literal of its chains that was forced by a single, the candidates
 * that single's cell (naked single) or house (hidden single) lost between the step's grid and the
 * hypothetical one. For a cycle both directions count: the literals turned off are the "on"
 * literals of the reversed cycle, with the same causes. A hint with no rule parent is skipped; the
 * others give one off literal per elimination, carrying the hint's complexity (SE adds it to the
 * outer chain's, once per distinct nested chain) and a key identifying the nested chain.
 *
 * <pre>
 * node cause: -1 none (the assumption), 3 the cell (naked single / cell link),
 *             Houses.ROW / COLUMN / BOX: the house (hidden single / house link)
 * </pre>
 *
 * <p>Runs its own {@link Implications} on the hypothetical grid (the outer engine is in the middle
 * of a propagation). Arrays grow when needed, so a dense grid never overflows them; nothing else is
 * allocated per call. This search is the expensive part of level 2: it runs at every round of every
 * propagation in which the simple rules found nothing.
 */
final class NestedChains implements ChainSearch.CycleSink {
  private static final int CELL = 3;

  private final Implications eng = new Implications();
  private final ChainSearch search = new ChainSearch(eng);

  /** Level 3's static cell and region chains, on this search's engine. */
  private final Propagation propagation = new Propagation(eng);

  private Candidates cur;
  private Candidates base;
  private boolean modeX;
  private boolean modeY;
  private int startLit;

  /** Checked at every start cell. */
  private final Deadline budget;

  private final Technique trying;

  /** The hints found; attached to each: its chain nodes, literal &lt;&lt; 3 | (cause + 1). */
  private final HintPool pool = new HintPool();

  private final long[] forw = new long[12];
  private final long[] back = new long[12];
  private final long[] cellsIn = new long[2];
  private final int[] path = new int[2048];
  private final int[] parents = new int[729];
  private final int[] parentStamp = new int[729];
  private int stampTag;

  /** Nested chains without a time limit. */
  NestedChains() {
    this(Deadline.NONE, Technique.NESTED_FORCING_CHAIN);
  }

  /**
   * @param budget checked at every start cell
   * @param trying the technique the budget names when it runs out
   */
  NestedChains(Deadline budget, Technique trying) {
    this.budget = budget;
    this.trying = trying;
  }

  /**
   * Finds the nested chains of the hypothetical grid and adds their eliminations to {@code out}.
   */
  void collect(Candidates work, Candidates step, NestedEliminations out) {
    begin(work, step);
    search.maxCycleComplexity = Integer.MAX_VALUE;
    search.maxForcingComplexity = Integer.MAX_VALUE;
    for (int mode = 0; mode < 3; mode++) {
      modeY = mode != 0;
      modeX = mode != 1;
      for (int c = 0; c < 81; c++) {
        int card = Integer.bitCount(work.cand[c]);
        if (card < 2 || (card > 2 && !modeX)) {
          continue;
        }
        budget.check(trying);
        for (int m = work.cand[c]; m != 0; m &= m - 1) {
          startLit = c * 9 + Integer.numberOfTrailingZeros(m);
          search.cycles(startLit, modeY, modeX, modeX, this);
          if (modeX) {
            if (search.forcingOnNode >= 0) {
              forcing(search.forcingOnNode, true);
            }
            int p = search.forcing(startLit, false, modeY);
            if (p >= 0) {
              forcing(p, false);
            }
          }
        }
      }
    }
    emitAll(out);
  }

  private void begin(Candidates work, Candidates step) {
    cur = work;
    base = step;
    pool.clear();
    eng.prepare(work);
  }

  // ---- level 3: SE's Chaining(true, false, false, 0), static cell and region forcing chains

  private final Consequences[] byValue = new Consequences[10];
  private final Consequences[] byPos = new Consequences[9];

  /** What all digits of the cell, and all positions of the digit in the house, lead to. */
  private final CommonLiterals cell = new CommonLiterals();

  private final CommonLiterals region = new CommonLiterals();

  /**
   * Level 3 adds SE's static multiple forcing chains on the hypothetical grid, after the cycles and
   * forcing chains found nothing: for every cell of three or more candidates (row-major), what
   * follows from every digit of it (cell forcing chains, sort key 5) and, where it is the first
   * position of a digit in a house, from every position (region forcing chains, 6); every hint,
   * sorted and deduplicated as above. The assumptions of a branch count as singles of the cell
   * (cell chains) or of the house (region chains) for the rule parents, as in SE.
   */
  void collectMultiple(Candidates work, Candidates step, NestedEliminations out) {
    begin(work, step);
    if (byValue[0] == null) {
      for (int i = 0; i < 10; i++) {
        byValue[i] = new Consequences();
      }
      for (int i = 0; i < 9; i++) {
        byPos[i] = new Consequences();
      }
    }
    modeX = true;
    modeY = true;
    for (int c = 0; c < 81; c++) {
      int card = Integer.bitCount(work.cand[c]);
      if (card <= 2) {
        continue;
      }
      budget.check(trying);
      cell.reset();
      for (int m = work.cand[c]; m != 0; m &= m - 1) {
        int d = Integer.numberOfTrailingZeros(m) + 1;
        Consequences on = byValue[d];
        propagation.propagate(on, Implications.code(c, d, true), false, true, 0);
        regions(c, d, on);
        cell.retain(on);
      }
      reduce(byValue[Integer.numberOfTrailingZeros(work.cand[c]) + 1], cell, c, -1);
    }
    emitAll(out);
  }

  private void regions(int c, int d, Consequences on) {
    for (int kind : Houses.KIND_ORDER_BRC) {
      int h = Houses.of(c, kind);
      int pos = cur.positions(h, d);
      if (Integer.bitCount(pos) < 2 || Houses.CELLS[h][Integer.numberOfTrailingZeros(pos)] != c) {
        continue;
      }
      region.reset();
      region.retain(on);
      for (int m = pos & (pos - 1); m != 0; m &= m - 1) {
        int i = Integer.numberOfTrailingZeros(m);
        Consequences r = byPos[i];
        propagation.propagate(r, Implications.code(Houses.CELLS[h][i], d, true), false, true, 0);
        region.retain(r);
      }
      reduce(on, region, c, h);
    }
  }

  /** One hint per literal common to all branches (cell: h &lt; 0; else digit's positions in h). */
  private void reduce(Consequences firstBranch, CommonLiterals common, int c, int h) {
    int src = Implications.digitOf(firstBranch.start);
    // on literals of cells with nothing else to remove are left out (SE's isWorth)
    int n = common.collect(firstBranch, cur);
    for (int i = 0; i < n; i++) {
      int code = common.codes[i];
      int lit = code >>> 1;
      int tc = lit / 9;
      int bit = 1 << (lit % 9);
      int removable = Implications.isOn(code) ? cur.cand[tc] & ~bit : bit;
      int complexity = 0;
      int masks = h < 0 ? cur.cand[c] : cur.positions(h, src);
      for (int m = masks; m != 0; m &= m - 1) {
        complexity += branch(h, c, firstBranch, Integer.numberOfTrailingZeros(m)).depth[code] + 1;
      }
      int hint = newHint(8.0, complexity);
      pool.sortKey(hint, h < 0 ? 5 : 6);
      for (int m = removable; m != 0; m &= m - 1) {
        addRemovable(tc * 9 + Integer.numberOfTrailingZeros(m));
      }
      int startCause = h < 0 ? CELL : Houses.kind(h);
      for (int m = masks; m != 0; m &= m - 1) {
        Consequences r = branch(h, c, firstBranch, Integer.numberOfTrailingZeros(m));
        // the branch back to its assumption (static: one parent per literal)
        for (int x = code; ; x = r.par[x * Consequences.MAX_PARENTS]) {
          if (r.parCount[x] == 0) {
            addNode(x, startCause); // the assumption, a single of the cell or house
            break;
          }
          if (Implications.isOn(x)) {
            addNode(x, cause(r.par[x * Consequences.MAX_PARENTS], x));
          }
        }
      }
      close(hint);
    }
  }

  private Consequences branch(int h, int c, Consequences firstBranch, int bit) {
    if (h < 0) {
      return byValue[bit + 1];
    }
    return Houses.CELLS[h][bit] == c ? firstBranch : byPos[bit];
  }

  // ---- recording

  @Override
  public void cycle(int onNode, int closerLit) {
    int n = 0;
    path[n++] = startLit << 1 | 1;
    path[n++] = closerLit << 1;
    for (int p = onNode; search.nPar[p] >= 0; p = search.nPar[p]) {
      path[n++] = search.nCode[p];
    }
    // path: start (closing), closer, onNode ... (the root, equal to the start, left out)
    java.util.Arrays.fill(forw, 0);
    java.util.Arrays.fill(back, 0);
    cellsIn[0] = 0;
    cellsIn[1] = 0;
    for (int i = 0; i < n; i++) {
      int c = Implications.cellOf(path[i]);
      cellsIn[c >>> 6] |= 1L << c;
    }
    for (int i = 0; i < n; i++) {
      int code = path[i];
      int c = Implications.cellOf(code);
      int d = Implications.digitOf(code);
      long[] set = Implications.isOn(code) ? forw : back;
      for (int q : Houses.PEERS[c]) {
        if ((cellsIn[q >>> 6] & (1L << q)) == 0 && cur.has(q, d)) {
          int lit = q * 9 + d - 1;
          set[lit >>> 6] |= 1L << lit;
        }
      }
    }
    long any = 0;
    for (int k = 0; k < 12; k++) {
      forw[k] &= back[k];
      any |= forw[k];
    }
    if (any == 0) {
      return;
    }
    int h = newHint(modeX && modeY ? 7.0 : 6.5, search.nDepth[onNode] + 2);
    for (int k = 0; k < 12; k++) {
      for (long m = forw[k]; m != 0; m &= m - 1) {
        addRemovable(k * 64 + Long.numberOfTrailingZeros(m));
      }
    }
    // every literal but the root: each link's child, with the cause of that link
    for (int i = 0; i < n; i++) {
      int child = path[i];
      int parent = i + 1 < n ? path[i + 1] : startLit << 1 | 1;
      addNode(child, cause(parent, child));
    }
    close(h);
  }

  private void forcing(int node, boolean startOn) {
    int h = newHint(modeY ? 7.0 : 6.6, search.nDepth[node] + 2);
    int c = startLit / 9;
    if (startOn) {
      addRemovable(startLit);
    } else {
      for (int m = cur.cand[c] & ~(1 << (startLit % 9)); m != 0; m &= m - 1) {
        addRemovable(c * 9 + Integer.numberOfTrailingZeros(m));
      }
    }
    // only the "on" literals of a forcing chain were forced by singles (SE: p.isOn)
    int target = startOn ? startLit << 1 : startLit << 1 | 1;
    if (!startOn) {
      addNode(target, cause(search.nCode[node], target));
    }
    for (int p = node; search.nPar[p] >= 0; p = search.nPar[p]) {
      if (Implications.isOn(search.nCode[p])) {
        addNode(search.nCode[p], cause(search.nCode[search.nPar[p]], search.nCode[p]));
      }
    }
    if (pool.removableCount(h) == 0) {
      pool.dropLast(); // not worth: nothing to remove (SE's isWorth)
      return;
    }
    close(h);
  }

  /**
   * SE's cause of a link: the cell for a link inside a cell, else the first house kind (box, row,
   * column) the two cells share, where an "on" child also needs the digit to have exactly two
   * positions in that house.
   */
  private int cause(int parentCode, int childCode) {
    int pc = Implications.cellOf(parentCode);
    int cc = Implications.cellOf(childCode);
    if (pc == cc) {
      return CELL;
    }
    int d = Implications.digitOf(childCode);
    for (int kind : Houses.KIND_ORDER_BRC) {
      int h = Houses.of(cc, kind);
      if (Houses.of(pc, kind) != h) {
        continue;
      }
      if (!Implications.isOn(childCode) || Integer.bitCount(cur.positions(h, d)) == 2) {
        return kind;
      }
    }
    return -1;
  }

  private int newHint(double base, int complexity) {
    return pool.add(base, complexity, modeX && modeY ? 4 : modeY ? 3 : 2);
  }

  private void addRemovable(int lit) {
    pool.addRemovable(lit);
  }

  private void addNode(int code, int cause) {
    pool.attach((code >>> 1) << 3 | (cause + 1));
  }

  /** Removables are recorded in increasing literal order; their hash identifies the set. */
  private void close(int h) {
    pool.close(h);
  }

  /** The hints in SE's order, each with rule parents, to {@code out}. */
  private void emitAll(NestedEliminations out) {
    int n = pool.sortDistinct();
    for (int i = 0; i < n; i++) {
      int h = pool.at(i);
      int np = ruleParents(h);
      if (np == 0) {
        continue;
      }
      long key = pool.removablesHash(h) * 0x9E3779B97F4A7C15L + pool.complexity(h);
      int[] nodes = pool.attached();
      for (int k = pool.attachedStart(h), end = k + pool.attachedCount(h); k < end; k++) {
        key = key * 31 + nodes[k];
      }
      pool.emit(out, h, parents, np, key == 0 ? 1 : key);
    }
  }

  /** The off literals (codes) the hint's singles needed removed since the step's grid. */
  private int ruleParents(int h) {
    int n = 0;
    stampTag = Stamps.next(stampTag, parentStamp);
    int[] nodes = pool.attached();
    for (int k = pool.attachedStart(h), end = k + pool.attachedCount(h); k < end; k++) {
      int cause = (nodes[k] & 7) - 1;
      if (cause < 0) {
        continue;
      }
      int lit = nodes[k] >>> 3;
      int c = lit / 9;
      int d = lit % 9 + 1;
      if (cause == CELL) {
        for (int m = base.cand[c] & ~cur.cand[c]; m != 0; m &= m - 1) {
          n = addParent(c * 9 + Integer.numberOfTrailingZeros(m), n);
        }
      } else {
        int house = Houses.of(c, cause);
        for (int m = base.positions(house, d) & ~cur.positions(house, d); m != 0; m &= m - 1) {
          n = addParent(Houses.CELLS[house][Integer.numberOfTrailingZeros(m)] * 9 + d - 1, n);
        }
      }
    }
    return n;
  }

  private int addParent(int lit, int n) {
    if (parentStamp[lit] != stampTag) {
      parentStamp[lit] = stampTag;
      parents[n++] = lit << 1;
    }
    return n;
  }
}
