package dev.sudoku.grade;

/**
 * The dynamic forcing chains nested inside a dynamic forcing chain of nesting level 4 ("Dynamic
 * Forcing Chains (+ Dynamic Forcing Chains)", 10.5+) or 5 ("(+ Dynamic Forcing Chains (+ Forcing
 * Chains))", 11.0+): SE's {@code Chaining(true, true, false, inner)} searched on the hypothetical
 * grid, with {@code inner} = 0 (level 4) or 2 (level 5), every hint of it, with the "rule parents"
 * that make its eliminations links of the outer chain.
 *
 * <p>Sudoku Explainer 1.2.1's {@code Chaining.getAdvancedPotentials} (read in the public source,
 * {@code diuf.sudoku.solver.rules.chaining.Chaining}): from level 4 on the rules run inside the
 * propagation are locking, hidden pair, naked pair, X-wing, then {@code Chaining(true, true, false,
 * 0)} ("dynamic forcing chains already cover simple and multiple forcing chains": the cycles and
 * static chains of levels 2-3 are not run), and at level 5 also {@code Chaining(true, true, false,
 * level - 3)}, i.e. dynamic forcing chains of nesting level 2; the first rule with a useful hint
 * stops the list ({@link NestedRules}). SE's {@code Solver} lists levels 2 to 5 as one technique,
 * {@code NestedForcingChain}: so do we ({@link Technique#NESTED_FORCING_CHAIN}); only the base
 * differs (9.5 + 0.5 (level - 2)).
 *
 * <p>The search is {@link AssumptionSearch}'s, listing every hint instead of the best: cells
 * row-major with two or more candidates; per digit the contradiction from "on" (sort key 7), from
 * "off" (7), with three or more candidates the double forcing literals (1, on literals then off, in
 * the order of the "on" branch), the region chains of houses where the cell is the digit's first
 * position (6); per cell the cell chains (5). Each hint is rated 8.5 (inner level 0) or 9.5 (inner
 * level 2) plus SE's length addition of its complexity (ancestor counts of its branches plus, inner
 * level 2, its own nested chains); all are sorted stably by (rating as a {@code double},
 * complexity, sort key) and a hint removing the same candidates as an earlier one is dropped (SE's
 * {@code getHintList}, {@code LinkedHashSet}): {@link HintPool}, as in {@link NestedChains}.
 *
 * <p>Rule parents (SE's {@code ChainingHint.getRuleParents}/{@code collectRuleParents}): from each
 * chain target (contradiction: its on and off versions; double forcing: the on branch's then the
 * off branch's; cell and region chains: each branch's), breadth-first over all parents (including
 * the "hidden" parents of dynamic singles and the rule parents of nested rules), every "on" literal
 * names what its single needed removed between the step's grid and the hypothetical one: its cell's
 * lost candidates (naked single) or the house's lost positions of the digit (hidden single). The
 * assumption has no cause, except in a cell chain (the cell) and a region chain (its house), as in
 * SE. The kind of single is recorded by SE when the literal is made; we rebuild it from the
 * consequences: the same cell is a naked single; otherwise the first house (box, row, column)
 * shared with its first parent where the digit had exactly two positions when that parent was
 * processed (the hypothetical grid minus the off literals processed before it: {@code offIndex}),
 * which is exactly the test SE's {@code getOffToOn} made.
 *
 * <pre>
 * hint h (HintPool): rating, complexity, sort key, key (identity, for SE's nested complexity),
 *         removables (literals, increasing), attached: rule parents (off codes, SE's order)
 * slots:  0..9 byValue[digit], 10 the "off" assumption, 11..19 byPos[position]
 * </pre>
 *
 * <p>Cost: a full dynamic forcing chain search (hundreds of propagations) at every round of every
 * outer propagation in which the simple rules found nothing: minutes per outer step, hence the
 * budget check at every start cell (and, inner level 2, at every inner nested round). Own {@link
 * Implications} engine (the outer one is in the middle of a propagation); arrays grow when needed;
 * nothing else is allocated per call.
 */
final class NestedDynamicChains {
  private static final int CELL = 3;
  private static final int OFF_SLOT = 10;
  private static final int POS_SLOT = 11;

  /** SE's nesting level of the nested chains: 0 (inside level 4) or 2 (inside level 5). */
  private final int inner;

  private final double baseRating;
  private final Implications eng = new Implications();

  /** This search's propagations: dynamic, nesting the rules of level {@code inner}. */
  private final Propagation propagation;

  private final ChainComplexity cx = new ChainComplexity();
  private final Consequences[] slots = new Consequences[20];
  private final int[][] offIndex = new int[20][729];

  /** Per slot, the cause found for an on literal (valid when stamped with the slot's epoch). */
  private final int[][] causeOf = new int[20][1458];

  private final int[][] causeStamp = new int[20][1458];
  private final int[] epoch = new int[20];

  /** What all digits of the cell, and all positions of the digit in the house, lead to. */
  private final CommonLiterals cell = new CommonLiterals();

  private final CommonLiterals region = new CommonLiterals();

  /** Checked at every start cell (and, inner level 2, at every inner nested round). */
  private final Deadline budget;

  private final Technique trying;

  /** The hypothetical grid the nested chains run on, and the step's grid. */
  private Candidates g;

  private Candidates base;

  /** The hints found; attached to each: its rule parents (off codes, SE's order). */
  private final HintPool pool = new HintPool();

  // ---- rule-parent walk
  private final int[] queue = new int[1460];
  private final int[] doneStamp = new int[1458];
  private int doneTag;
  private final int[] parentStamp = new int[729];
  private int parentTag;
  private final int[] emitBuf = new int[729];

  /** Nested dynamic chains without a time limit. */
  NestedDynamicChains(int inner, Propagation.Nesting nesting) {
    this(inner, nesting, Deadline.NONE, Technique.NESTED_FORCING_CHAIN);
  }

  /**
   * @param inner SE's nesting level of the nested dynamic chains: 0 for level 4, 2 for level 5
   * @param nesting inner level 2: the nested rules their propagations run (a {@link NestedRules} of
   *     its own); inner level 0: null
   * @param budget checked at every start cell and every inner nested round
   * @param trying the technique the budget names when it runs out
   */
  NestedDynamicChains(int inner, Propagation.Nesting nesting, Deadline budget, Technique trying) {
    if (inner != 0 && inner != 2) {
      throw new IllegalArgumentException("inner level must be 0 or 2: " + inner);
    }
    if ((inner == 2) != (nesting != null)) {
      throw new IllegalArgumentException("inner level 2, and only it, nests rules: " + inner);
    }
    this.inner = inner;
    this.budget = budget;
    this.trying = trying;
    propagation = new Propagation(eng, nesting, budget, trying);
    baseRating = inner == 0 ? 8.5 : 9.5;
    for (int i = 0; i < slots.length; i++) {
      slots[i] = new Consequences();
    }
  }

  /**
   * Finds every nested dynamic forcing chain of the hypothetical grid and adds the eliminations of
   * those with rule parents to {@code out}, in SE's order.
   *
   * @param work the hypothetical grid (not modified)
   * @param step the step's grid
   */
  void collect(Candidates work, Candidates step, NestedEliminations out) {
    g = work;
    base = step;
    pool.clear();
    eng.prepare(work);
    for (int c = 0; c < 81; c++) {
      int card = Integer.bitCount(g.cand[c]);
      if (card < 2) {
        continue;
      }
      budget.check(trying);
      cell.reset();
      for (int m = g.cand[c]; m != 0; m &= m - 1) {
        int d = Integer.numberOfTrailingZeros(m) + 1;
        Consequences on = slots[d];
        if (propagate(d, Implications.code(c, d, true))) {
          contradiction(d, c, d, true);
        }
        Consequences off = slots[OFF_SLOT];
        if (propagate(OFF_SLOT, Implications.code(c, d, false))) {
          contradiction(OFF_SLOT, c, d, false);
        }
        if (card >= 3) {
          doubles(on, off, d);
        }
        regions(c, d, on);
        cell.retain(on);
      }
      reduce(Integer.numberOfTrailingZeros(g.cand[c]) + 1, cell, c, -1);
    }
    emitAll(out);
  }

  private boolean propagate(int slot, int code) {
    Consequences cq = slots[slot];
    boolean absurd = propagation.propagate(cq, code, true, true, inner);
    int[] idx = offIndex[slot];
    for (int i = 0; i < cq.offCount; i++) {
      idx[cq.offOrder[i]] = i;
    }
    epoch[slot]++;
    return absurd;
  }

  // ---- the hints (AssumptionSearch's, every one kept)

  private void contradiction(int slot, int c, int d, boolean fromOn) {
    Consequences cq = slots[slot];
    int complexity = cx.contradiction(cq, inner >= 2);
    int h = newHint(complexity, 7);
    if (fromOn) {
      addRemovable(c * 9 + d - 1);
    } else {
      addCellRemovables(c, d);
    }
    parentTag = Stamps.next(parentTag, parentStamp);
    // SE's targets: the on version of the absurd literal, then its off version
    if (Implications.isOn(cq.absurdNew)) {
      absurdParents(slot);
      walk(slot, cq.absurdOld, -1);
    } else {
      walk(slot, cq.absurdOld, -1);
      absurdParents(slot);
    }
    close(h, cq.start, cq.absurdNew);
  }

  private void doubles(Consequences on, Consequences off, int d) {
    for (int pass = 0; pass < 2; pass++) {
      boolean onPass = pass == 0;
      int count = onPass ? on.onCount : on.offCount;
      int[] ord = onPass ? on.onOrder : on.offOrder;
      for (int i = 0; i < count; i++) {
        int lit = ord[i];
        if (onPass ? !off.hasOn(lit) : !off.hasOff(lit)) {
          continue;
        }
        int tc = lit / 9;
        if (onPass && Integer.bitCount(g.cand[tc]) < 2) {
          continue; // nothing to remove: not worth
        }
        int code = onPass ? lit << 1 | 1 : lit << 1;
        int complexity = cx.pair(on, off, code, inner >= 2);
        int h = newHint(complexity, 1);
        if (onPass) {
          addCellRemovables(tc, lit % 9 + 1);
        } else {
          addRemovable(lit);
        }
        parentTag = Stamps.next(parentTag, parentStamp);
        walk(d, code, -1);
        walk(OFF_SLOT, code, -1);
        close(h, on.start, code);
      }
    }
  }

  /** Region chains for digit d when cell c is its first position in a house. */
  private void regions(int c, int d, Consequences on) {
    for (int kind : Houses.KIND_ORDER_BRC) {
      int h = Houses.of(c, kind);
      int pos = g.positions(h, d);
      if (Integer.bitCount(pos) < 2 || Houses.CELLS[h][Integer.numberOfTrailingZeros(pos)] != c) {
        continue;
      }
      region.reset();
      region.retain(on);
      boolean some = true;
      // nothing common to the positions so far: no hint from this house, stop propagating
      for (int m = pos & (pos - 1); m != 0 && some; m &= m - 1) {
        int i = Integer.numberOfTrailingZeros(m);
        propagate(POS_SLOT + i, Implications.code(Houses.CELLS[h][i], d, true));
        some = region.retain(slots[POS_SLOT + i]);
      }
      if (some) {
        reduce(d, region, c, h);
      }
    }
  }

  /**
   * Hints for the literals common to all branches of cell c (h &lt; 0) or of digit src's positions
   * in house h, in the first branch's order, on literals first.
   */
  private void reduce(int src, CommonLiterals common, int c, int h) {
    Consequences firstBranch = slots[src]; // the cell's first digit, or the cell's own digit
    int n = common.collect(firstBranch, g);
    for (int i = 0; i < n; i++) {
      int code = common.codes[i];
      int lit = code >>> 1;
      int masks = h < 0 ? g.cand[c] : g.positions(h, src);
      int complexity = 0;
      if (inner >= 2) {
        cx.nestedReset();
      }
      for (int m = masks; m != 0; m &= m - 1) {
        Consequences r = slots[branch(h, c, src, Integer.numberOfTrailingZeros(m))];
        complexity += cx.ancestors(r, code);
        if (inner >= 2) {
          cx.nestedAdd(r, code);
        }
      }
      if (inner >= 2) {
        complexity += cx.nestedSum;
      }
      int hint = newHint(complexity, h < 0 ? 5 : 6);
      if (Implications.isOn(code)) {
        addCellRemovables(lit / 9, lit % 9 + 1);
      } else {
        addRemovable(lit);
      }
      parentTag = Stamps.next(parentTag, parentStamp);
      int startCause = h < 0 ? CELL : Houses.kind(h);
      for (int m = masks; m != 0; m &= m - 1) {
        walk(branch(h, c, src, Integer.numberOfTrailingZeros(m)), code, startCause);
      }
      close(hint, Implications.code(c, src, true), code);
    }
  }

  /** The slot of a branch: digit bit of cell c (h &lt; 0), else position bit of house h. */
  private int branch(int h, int c, int src, int bit) {
    if (h < 0) {
      return bit + 1;
    }
    return Houses.CELLS[h][bit] == c ? src : POS_SLOT + bit;
  }

  // ---- rule parents

  /**
   * Breadth-first from a target over every parent (SE's {@code collectRuleParents}): each "on"
   * literal with a cause adds what its single needed removed since the step's grid.
   *
   * @param startCause the assumption's cause: -1 none, CELL, or a house kind
   */
  private void walk(int slot, int target, int startCause) {
    Consequences cq = slots[slot];
    doneTag = Stamps.next(doneTag, doneStamp);
    int head = 0;
    int tail = 0;
    doneStamp[target] = doneTag;
    queue[tail++] = target;
    while (head < tail) {
      int x = queue[head++];
      int n = cq.parentCount(x);
      if (Implications.isOn(x)) {
        int cause = n == 0 ? startCause : cause(slot, x, cq.parent(x, 0));
        lost(x, cause);
      }
      for (int k = 0; k < n; k++) {
        int p = cq.parent(x, k);
        if (doneStamp[p] != doneTag) {
          doneStamp[p] = doneTag;
          queue[tail++] = p;
        }
      }
    }
  }

  /** The contradiction's new literal (not in the sets): its own cause, then its ancestors. */
  private void absurdParents(int slot) {
    Consequences cq = slots[slot];
    int x = cq.absurdNew;
    if (Implications.isOn(x)) {
      lost(x, cause(slot, x, cq.absurdPar[0]));
    }
    doneTag = Stamps.next(doneTag, doneStamp);
    int head = 0;
    int tail = 0;
    for (int i = 0; i < cq.absurdParCount; i++) {
      int p = cq.absurdPar[i];
      if (doneStamp[p] != doneTag) {
        doneStamp[p] = doneTag;
        queue[tail++] = p;
      }
    }
    while (head < tail) {
      int y = queue[head++];
      int n = cq.parentCount(y);
      if (Implications.isOn(y)) {
        lost(y, n == 0 ? -1 : cause(slot, y, cq.parent(y, 0)));
      }
      for (int k = 0; k < n; k++) {
        int p = cq.parent(y, k);
        if (doneStamp[p] != doneTag) {
          doneStamp[p] = doneTag;
          queue[tail++] = p;
        }
      }
    }
  }

  /**
   * The single that made on literal x from off literal p: the cell (same cell), else the first
   * house kind (box, row, column) holding both where the digit had exactly two positions when p was
   * processed (the hypothetical grid minus the off literals processed before p).
   */
  private int cause(int slot, int x, int p) {
    if (causeStamp[slot][x] == epoch[slot]) {
      return causeOf[slot][x]; // the same literal of the same propagation: the same single
    }
    int kind = single(slot, x, p);
    causeStamp[slot][x] = epoch[slot];
    causeOf[slot][x] = kind;
    return kind;
  }

  private int single(int slot, int x, int p) {
    int xc = Implications.cellOf(x);
    int pc = Implications.cellOf(p);
    if (xc == pc) {
      return CELL;
    }
    Consequences cq = slots[slot];
    int[] idx = offIndex[slot];
    int before = idx[p >>> 1];
    int d = Implications.digitOf(x);
    for (int kind : Houses.KIND_ORDER_BRC) {
      int h = Houses.of(xc, kind);
      if (Houses.of(pc, kind) != h) {
        continue;
      }
      int left = 0;
      for (int m = g.positions(h, d); m != 0; m &= m - 1) {
        int lit = Houses.CELLS[h][Integer.numberOfTrailingZeros(m)] * 9 + d - 1;
        if (!cq.hasOff(lit) || idx[lit] >= before) {
          left++;
        }
      }
      if (left == 2) {
        return kind;
      }
    }
    throw new IllegalStateException("no single made " + x + " from " + p);
  }

  /** Adds the candidates a single of this cause needed removed since the step's grid. */
  private void lost(int onCode, int cause) {
    if (cause < 0) {
      return;
    }
    int c = Implications.cellOf(onCode);
    int d = Implications.digitOf(onCode);
    if (cause == CELL) {
      for (int m = base.cand[c] & ~g.cand[c]; m != 0; m &= m - 1) {
        addParent(c * 9 + Integer.numberOfTrailingZeros(m));
      }
    } else {
      int house = Houses.of(c, cause);
      for (int m = base.positions(house, d) & ~g.positions(house, d); m != 0; m &= m - 1) {
        addParent(Houses.CELLS[house][Integer.numberOfTrailingZeros(m)] * 9 + d - 1);
      }
    }
  }

  private void addParent(int lit) {
    if (parentStamp[lit] != parentTag) {
      parentStamp[lit] = parentTag;
      pool.attach(lit << 1);
    }
  }

  // ---- recording

  private int newHint(int complexity, int sort) {
    return pool.add(baseRating, complexity, sort);
  }

  private void addRemovable(int lit) {
    pool.addRemovable(lit);
  }

  /** The other candidates of cell c (a placement of d), in increasing order. */
  private void addCellRemovables(int c, int d) {
    for (int m = g.cand[c] & ~(1 << (d - 1)); m != 0; m &= m - 1) {
      pool.addRemovable(c * 9 + Integer.numberOfTrailingZeros(m));
    }
  }

  /** Hashes the removables (the set identifies the hint) and the chain (its identity). */
  private void close(int h, int start, int target) {
    long x = pool.close(h);
    long k = (x * 0x9E3779B97F4A7C15L + pool.complexity(h)) * 31 + pool.sortKey(h);
    k = (k * 31 + start) * 31 + target;
    pool.key(h, k == 0 ? 1 : k);
  }

  /** The hints in SE's order, each with rule parents, to {@code out}. */
  private void emitAll(NestedEliminations out) {
    int n = pool.sortDistinct();
    for (int i = 0; i < n; i++) {
      int h = pool.at(i);
      int np = pool.attachedCount(h);
      if (np == 0) {
        continue; // a hint with no rule parent exists without the outer chain: useless in it
      }
      System.arraycopy(pool.attached(), pool.attachedStart(h), emitBuf, 0, np);
      pool.emit(out, h, emitBuf, np, pool.key(h));
    }
  }
}
