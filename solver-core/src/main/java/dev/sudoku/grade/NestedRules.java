package dev.sudoku.grade;

/**
 * What runs inside a nested propagation, level by level: the one place that says which rules and
 * searches SE's nesting levels 1 to 5 apply to the hypothetical grid (Sudoku Explainer 1.2.1's
 * {@code Chaining.getAdvancedPotentials}), and the "rule parents" that make their eliminations
 * links of the outer chain.
 *
 * <pre>
 * level 1      locking, hidden pair, naked pair, X-wing (here)
 * levels 2-3   the same, then cycles and forcing chains; at 3 also cell and region forcing
 *              chains ({@link NestedChains})
 * levels 4-5   the same simple rules, then dynamic forcing chains; at 5 also dynamic forcing
 *              chains of level 2 ({@link NestedDynamicChains})
 * </pre>
 *
 * <p>Whenever the propagation of an assumption has nothing left to do ({@link Propagation}), the
 * rules locking (pointing/claiming), hidden pair, naked pair and X-wing are run, in that order, on
 * the working grid (the step's grid minus every candidate turned off so far). The first rule that
 * yields a hint with at least one rule parent stops the list; every elimination of every such hint
 * of that rule becomes an "off" literal whose parents are the hint's rule parents: the candidates,
 * off in the working grid but present in the step's grid, without whose removal the pattern would
 * not exist (SE's {@code getRuleParents}):
 *
 * <pre>
 * locking  (h1 -&gt; h2, d)     cells of h1 outside h2 that lost d
 * X-wing   (bases, covers, d)  cells of the base lines outside the cover lines that lost d
 * naked pair  (cells, digits)  the other digits the pair's cells had in the step's grid
 * hidden pair (house, digits)  the pair's digits in the house's other cells, in the step's grid
 * </pre>
 *
 * <p>A hint with no rule parent already existed in the step's grid: it is skipped (the ladder would
 * have applied it before any chain). SE keeps eliminations of one hint in a hash map whose order
 * depends on object identity; we take the hint's own order (row-major within its houses).
 *
 * <p>The rules are the ladder's own classes ({@link PointingClaimingRule}, {@link HiddenSetRule},
 * {@link NakedSetRule}, {@link FishRule}) listing all their hints through a {@link Rule.Sink}, so
 * scope conditions and scan order stay SE's; nothing is allocated per call.
 *
 * <p>Speed: SE rescans the whole grid with every rule at every round. Each rule here only looks at
 * the houses and digits whose positions changed since its own last scan of the current assumption
 * ({@code snap[rule]}, set to the step's grid by {@link #begin}), which finds the same hints in the
 * same order: a pattern untouched since the step's grid has no rule parent (SE skips it), and one
 * untouched since the rule's last scan either had no hint then or had hints that were collected
 * then, and whose eliminations have since changed its houses.
 *
 * <p>The nested searches are built here, on first use, with this instance's budget; a level-5
 * search gets a {@code NestedRules} of its own for its inner level 2. Nothing they do calls back:
 * every rule and search adds to the round's {@link NestedEliminations}.
 */
final class NestedRules implements Rule.Sink, Propagation.Nesting {
  /** Capacity for the rule parents of one hint. */
  private static final int MAX_PARENTS_PER_HINT = 2 * 9 * 9;

  private final PointingClaimingRule locking = new PointingClaimingRule(false);
  private final HiddenSetRule hiddenPair = new HiddenSetRule(2, false);
  private final NakedSetRule nakedPair = new NakedSetRule(2);
  private final FishRule xWing = new FishRule(2);
  private final Hint hint = new Hint();

  private Candidates cur;
  private Candidates base;
  private NestedEliminations out;
  private final int[] parents = new int[MAX_PARENTS_PER_HINT];
  private int parentCount;

  /** Checked by the nested searches at every start cell and nested round. */
  private final Deadline budget;

  private final Technique trying;

  /** Levels 2-3, created on first use: it holds an engine of its own. */
  private NestedChains chains;

  /** Levels 4-5: nested dynamic forcing chains (inner level 0), then of inner level 2. */
  private NestedDynamicChains dynamic;

  private NestedDynamicChains dynamicNested;

  /** Nested rules without a time limit. */
  NestedRules() {
    this(Deadline.NONE, Technique.NESTED_FORCING_CHAIN);
  }

  /**
   * @param budget checked by the nested searches (levels 2 to 5)
   * @param trying the technique the budget names when it runs out
   */
  NestedRules(Deadline budget, Technique trying) {
    this.budget = budget;
    this.trying = trying;
  }

  /** Per rule, the positions (Candidates.pos) at its last scan. */
  private final int[][] snap = new int[4][Houses.COUNT * 9];

  /** Per house, the digits whose positions changed since the scanning rule's snapshot. */
  private final int[] dirty = new int[Houses.COUNT];

  @Override
  public void begin(Candidates step) {
    for (int[] s : snap) {
      System.arraycopy(step.pos, 0, s, 0, s.length);
    }
  }

  /**
   * Runs the rules of a nesting level on {@code work} and collects their eliminations into {@code
   * found} (cleared first): the simple rules, then, when they find nothing, at levels 2-3 the
   * nested cycles and forcing chains ({@link NestedChains}), at levels 4-5 the nested dynamic
   * forcing chains ({@link NestedDynamicChains}) instead, as in SE's {@code getAdvancedPotentials}.
   *
   * @param work the hypothetical grid (the step's grid minus the candidates turned off so far)
   * @param step the step's grid
   * @param level SE's nesting level, 1 to 5
   * @return the number of literals collected ({@code found.count})
   */
  @Override
  public int collect(Candidates work, Candidates step, int level, NestedEliminations found) {
    cur = work;
    base = step;
    out = found;
    found.clear();
    for (int r = 0; r < 4 && found.count == 0; r++) {
      if (!changedSince(snap[r], work)) {
        continue;
      }
      switch (r) {
        case 0 -> locking.scan(work, hint, this, dirty);
        case 1 -> hiddenPair.scan(work, hint, this, dirty);
        case 2 -> nakedPair.scan(work, hint, this, dirty);
        default -> xWing.scan(work, hint, this, dirty);
      }
      System.arraycopy(work.pos, 0, snap[r], 0, snap[r].length);
    }
    if (found.count == 0 && level >= 2 && level < 4) {
      if (chains == null) {
        chains = new NestedChains(budget, trying);
      }
      chains.collect(work, step, found);
      if (found.count == 0 && level >= 3) {
        chains.collectMultiple(work, step, found);
      }
    }
    if (found.count == 0 && level >= 4) {
      // SE: from level 4 dynamic chains replace the cycles and static chains (they cover them)
      if (dynamic == null) {
        dynamic = new NestedDynamicChains(0, null, budget, trying);
      }
      dynamic.collect(work, step, found);
      if (found.count == 0 && level >= 5) {
        if (dynamicNested == null) {
          // level 5 nests chains of level 2: their propagation runs nested rules of its own
          dynamicNested =
              new NestedDynamicChains(2, new NestedRules(budget, trying), budget, trying);
        }
        dynamicNested.collect(work, step, found);
      }
    }
    return found.count;
  }

  /** Fills {@link #dirty} with the changes since a snapshot; false when there are none. */
  private boolean changedSince(int[] before, Candidates work) {
    int any = 0;
    for (int h = 0; h < Houses.COUNT; h++) {
      int digits = 0;
      int base = 9 * h;
      for (int d = 0; d < 9; d++) {
        if (before[base + d] != work.pos[base + d]) {
          digits |= 1 << d;
        }
      }
      dirty[h] = digits;
      any |= digits;
    }
    return any != 0;
  }

  @Override
  public boolean accept(Hint h) {
    parentCount = 0;
    int d0 = Integer.numberOfTrailingZeros(h.digits) + 1;
    switch (h.technique) {
      case POINTING, CLAIMING -> lockingParents(h.houses[0], h.houses[1], d0);
      case X_WING -> fishParents(h, d0);
      case NAKED_PAIR -> nakedParents(h);
      case HIDDEN_PAIR -> hiddenParents(h);
      default -> throw new IllegalStateException("not a nested rule: " + h.technique);
    }
    if (parentCount == 0) {
      return false; // the pattern exists without the chain: useless in it
    }
    for (int i = 0; i < h.elimCount; i++) {
      out.add(Implications.code(h.elimCell[i], h.elimDigit[i], false), parents, parentCount, 0, 0);
    }
    return false; // SE takes every hint of the rule
  }

  /** Cells of h1 outside h2 whose digit d went off since the step's grid. */
  private void lockingParents(int h1, int h2, int d) {
    int lost = base.positions(h1, d) & ~cur.positions(h1, d) & ~PointingClaimingRule.INTER[h1][h2];
    for (int m = lost; m != 0; m &= m - 1) {
      parents[parentCount++] =
          Implications.code(Houses.CELLS[h1][Integer.numberOfTrailingZeros(m)], d, false);
    }
  }

  /** The fish's hint lists its base lines, then its cover lines. */
  private void fishParents(Hint h, int d) {
    int degree = h.houseCount / 2;
    int covers = 0;
    for (int k = degree; k < h.houseCount; k++) {
      covers |= 1 << (h.houses[k] % 9); // cell i of a base line lies in cover line i
    }
    for (int k = 0; k < degree; k++) {
      int line = h.houses[k];
      int lost = base.positions(line, d) & ~cur.positions(line, d) & ~covers;
      for (int m = lost; m != 0; m &= m - 1) {
        parents[parentCount++] =
            Implications.code(Houses.CELLS[line][Integer.numberOfTrailingZeros(m)], d, false);
      }
    }
  }

  private void nakedParents(Hint h) {
    for (int i = 0; i < h.cellCount; i++) {
      int c = h.cells[i];
      for (int m = base.cand[c] & ~h.digits; m != 0; m &= m - 1) {
        parents[parentCount++] = Implications.code(c, Integer.numberOfTrailingZeros(m) + 1, false);
      }
    }
  }

  private void hiddenParents(Hint h) {
    int house = h.houses[0];
    int inSet = 0;
    for (int m = h.digits; m != 0; m &= m - 1) {
      inSet |= cur.positions(house, Integer.numberOfTrailingZeros(m) + 1);
    }
    for (int i = 0; i < 9; i++) {
      if ((inSet & (1 << i)) != 0) {
        continue;
      }
      int c = Houses.CELLS[house][i];
      for (int m = base.cand[c] & h.digits; m != 0; m &= m - 1) {
        parents[parentCount++] = Implications.code(c, Integer.numberOfTrailingZeros(m) + 1, false);
      }
    }
  }
}
