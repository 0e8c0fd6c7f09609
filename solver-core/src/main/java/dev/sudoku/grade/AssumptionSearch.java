package dev.sudoku.grade;

import java.util.function.IntConsumer;

/**
 * The search behind every forcing chain built from the full consequences of assumptions, shared by
 * the rules named for them: {@link NishioForcingChainRule} (7.5+), {@link
 * CellRegionForcingChainRule} (cell and region forcing chains, 8.0+), {@link
 * DynamicForcingChainRule} (8.5+, and 9.0+ with the first nesting level: the propagation also uses
 * the eliminations of {@link NestedRules}) and {@link NestedForcingChainRule} (SE's nesting levels
 * 2 to 5, 9.5+ to 11.0+). {@link Kind} is SE's {@code Chaining(multiple, dynamic, nishio, level)}.
 *
 * <p>SE's {@code getMultipleChainsHintList}: for every cell row-major (static: three or more
 * candidates; dynamic and Nishio: two or more) and every digit of it, the consequences of "cell =
 * digit" and of "cell &lt;&gt; digit" ({@link Propagation}). Then:
 *
 * <ul>
 *   <li>contradiction (dynamic, Nishio): an assumption leading to a literal both on and off is
 *       false;
 *   <li>double forcing (dynamic, cells of 3+ candidates): a literal that follows from both the
 *       assumption and its opposite holds;
 *   <li>region forcing (not Nishio): when the cell is the first position of the digit in a house
 *       (two positions, or more for multiple chains), what follows from every position holds;
 *   <li>cell forcing (not Nishio): what follows from every digit of the cell holds.
 * </ul>
 *
 * <p>Every hint is rated (base of the rule + length of all its branches) and the easiest applied
 * ({@link ChainRating}); SE's sort keys: double forcing 1, cell 5, region 6, contradiction 7.
 *
 * <p>Speed, without nesting (the propagation of an assumption then depends on the step's grid
 * only): a region needs what is common to the consequences of all its positions, and the same "cell
 * = digit" is a position of up to three regions. So the on/off sets of every propagation are kept
 * for the search ({@link #known}), a region is first intersected from them, and only a region with
 * something in common gets the full consequences of its positions (recomputed when {@link #byPos}
 * no longer holds them) for its hints. Likewise the cell loop: most "cell = digit" were already
 * propagated as a position of an earlier cell's region (87 % of them for cell forcing chains on the
 * chain benchmark), so it works from the known sets and whether that propagation was absurd, and
 * makes the full consequences again ({@link #value}) only where a hint may come from them: a
 * contradiction short enough to be the best (its length is kept with the sets), something common to
 * "cell = digit" and "cell &lt;&gt; digit", to the region or to the cell; where nothing is common
 * no hint can come, so hints, order and ratings are unchanged. A literal still held by a region
 * slot ({@link #byPos}) is taken from it instead.
 *
 * <p>Static search (cell and region forcing chains): those known sets are made without parents or
 * order ({@link Propagation#closure}), since the links of the step's grid are fixed and a
 * propagation without a contradiction ends on the literals reachable from the assumption; a reached
 * literal whose set is already known ({@link #closed}) adds it whole. Only a start whose reachable
 * set holds a contradiction is propagated as SE does, for the partial sets SE's early stop leaves.
 * On the chain benchmark this made the rung 1.6x faster.
 *
 * <p>Dynamic chains at level 0: many "cell &lt;&gt; digit" are known to give no hint and are not
 * propagated. Why: {@link Propagation} then adds a literal at most once and fires each link as soon
 * as its premise holds (an off literal is removed from the working grid when it is taken from the
 * queue, and the one taken while two candidates of the cell, or two positions of the digit in a
 * house, are left forces the last), so without a contradiction it ends on the least set that holds
 * the assumption and is closed under the links, and it finds a contradiction iff that set has a
 * literal both on and off. Now "c &lt;&gt; d" and "x on" have the same closed set when x is the
 * other digit e of a bivalue cell c ("c &lt;&gt; d" leaves e alone in c; "c = e" turns d off) or
 * the other position q of d in a house where d has two ("c &lt;&gt; d" leaves q alone there; "q =
 * d" turns d off in its peer c). So when the search already propagated x ({@link #known}) and it
 * was not absurd, "c &lt;&gt; d" is not absurd either, and its sets are x's: if they share nothing
 * with those of "c = d" (or the cell has two digits, so no double forcing is asked), it would give
 * no hint, and it is left out (on the chain benchmark's dynamic steps, 9 % of the propagations).
 * With nesting the rounds of {@link NestedRules} see the working grid between links, so the
 * argument does not carry over.
 *
 * <p>Why one file of over 500 lines: the loop over cells and digits, the region and cell reductions
 * and that cache interlock (the cache decides what the loops propagate again, and the loops decide
 * what it keeps); split, one search would be spread over files that each make sense only with the
 * others. Its parts that stand alone live elsewhere: {@link Propagation}, {@link ChainComplexity},
 * {@link CommonLiterals}, {@link Hint#branchOf}.
 */
final class AssumptionSearch {
  enum Kind {
    NISHIO(7.5, Technique.NISHIO_FORCING_CHAIN, 0),
    MULTIPLE(8.0, Technique.CELL_FORCING_CHAIN, 0),
    DYNAMIC(8.5, Technique.DYNAMIC_FORCING_CHAIN, 0),
    /** SE's {@code Chaining(true, true, false, 1)}: dynamic, plus the {@link NestedRules}. */
    DYNAMIC_PLUS(9.0, Technique.DYNAMIC_FORCING_CHAIN_PLUS, 1),
    /** SE's {@code Chaining(true, true, false, 2)}: also cycles and forcing chains nested. */
    NESTED(9.5, Technique.NESTED_FORCING_CHAIN, 2),
    /** SE's {@code Chaining(true, true, false, 3)}: also multiple forcing chains nested. */
    NESTED_MULTIPLE(10.0, Technique.NESTED_FORCING_CHAIN, 3),
    /** SE's {@code Chaining(true, true, false, 4)}: dynamic forcing chains nested. */
    NESTED_DYNAMIC(10.5, Technique.NESTED_FORCING_CHAIN, 4),
    /** SE's {@code Chaining(true, true, false, 5)}: also dynamic forcing chains of level 2. */
    NESTED_DYNAMIC_PLUS(11.0, Technique.NESTED_FORCING_CHAIN, 5);

    final double base;
    final Technique technique;

    /**
     * SE's nesting level: 0 none, 1 simple rules inside the propagation, 2 also cycles and forcing
     * chains, 3 also multiple forcing chains, 4 simple rules and dynamic forcing chains, 5 also
     * dynamic forcing chains of level 2 ({@link NestedRules}).
     */
    final int level;

    Kind(double base, Technique technique, int level) {
      this.base = base;
      this.technique = technique;
      this.level = level;
    }

    /** The dynamic kind of SE's nesting level 0 to 5. */
    static Kind dynamic(int level) {
      Kind[] byLevel = {
        DYNAMIC, DYNAMIC_PLUS, NESTED, NESTED_MULTIPLE, NESTED_DYNAMIC, NESTED_DYNAMIC_PLUS
      };
      if (level < 0 || level >= byLevel.length) {
        throw new IllegalArgumentException("nesting level must be 0 to 5: " + level);
      }
      return byLevel[level];
    }
  }

  private final Implications eng;
  private final Kind kind;
  private final boolean dynamic;
  private final boolean nishio;
  private final boolean multiple;
  private final ChainRating best = new ChainRating();
  private final ChainComplexity complexity = new ChainComplexity();
  private final Consequences[] byValue = new Consequences[10];
  private final Consequences offSide = new Consequences();
  private final Consequences[] byPos = new Consequences[9];
  private final long[] cellOn = new long[12];
  private final long[] cellOff = new long[12];
  private final long[] regOn = new long[12];
  private final long[] regOff = new long[12];
  private final CommonLiterals conclusions = new CommonLiterals();

  /** Level 0: on (words 0..11) and off (12..23) sets of "lit on" for this search, 24 per lit. */
  private final long[] known = new long[729 * 24];

  private final int[] knownTag = new int[729];

  /**
   * Static search: the on literals whose known sets are closed (their propagation found no
   * contradiction), so that {@link Propagation#closure} takes them whole (729 bits).
   */
  private final long[] closed = new long[12];

  /** Whether that propagation ended in a contradiction, and then the contradiction's length. */
  private final boolean[] knownAbsurd = new boolean[729];

  private final int[] knownCx = new int[729];

  /** Whether {@code byValue[d]} holds the full consequences for the current cell. */
  private final boolean[] full = new boolean[10];

  /** Nesting: the on (0..11) and off (12..23) sets of the current "c = d". */
  private final long[] onSets = new long[24];

  /** The start code whose consequences {@code byPos[i]} holds in this search (tag), else stale. */
  private final int[] byPosCode = new int[9];

  private final int[] byPosTag = new int[9];
  private int searchTag;

  /** Checked at every cell and, with nesting, at every nested round. */
  private final Deadline budget;

  private final Propagation propagation;

  /**
   * Nishio: per digit d (0-based), the cells holding it (81-bit: {@code quietLo} cells 0..63,
   * {@code quietHi} 64..80) at the last search where no start with that digit led to a
   * contradiction ({@code quiet[d]}); {@code absurd[d]}: whether one did in this search.
   */
  private final long[] quietLo = new long[9];

  private final long[] quietHi = new long[9];
  private final boolean[] quiet = new boolean[9];
  private final boolean[] skipDigit = new boolean[9];
  private final boolean[] absurd = new boolean[9];
  private final long[] digitLo = new long[9];
  private final long[] digitHi = new long[9];

  private Hint out;
  private Candidates g;

  /**
   * Whether the "cell &lt;&gt; digit" known to give no hint are left out (false: every one is
   * propagated as SE does, for tests that compare both ways).
   */
  private final boolean leaveOutOffSides;

  /** Told every "cell &lt;&gt; digit" code left out (tests check it would have given no hint). */
  IntConsumer leftOut = code -> {};

  /** A search without a time limit. */
  AssumptionSearch(Implications eng, Kind kind) {
    this(eng, kind, Deadline.NONE);
  }

  /** A search with a time limit, as the grader runs it. */
  AssumptionSearch(Implications eng, Kind kind, Deadline budget) {
    this(eng, kind, budget, true);
  }

  /**
   * @param eng the engine of the step's grid, shared with the other chain rules of the ladder
   * @param budget checked at every cell and, with nesting, at every nested round
   * @param leaveOutOffSides false to propagate every "cell &lt;&gt; digit" (tests compare both
   *     ways)
   */
  AssumptionSearch(Implications eng, Kind kind, Deadline budget, boolean leaveOutOffSides) {
    this.eng = eng;
    this.leaveOutOffSides = leaveOutOffSides;
    this.kind = kind;
    this.budget = budget;
    propagation =
        new Propagation(
            eng,
            kind.level > 0 ? new NestedRules(budget, kind.technique) : null,
            budget,
            kind.technique);
    dynamic = kind != Kind.MULTIPLE;
    nishio = kind == Kind.NISHIO;
    multiple = kind != Kind.NISHIO;
    for (int i = 0; i < 10; i++) {
      byValue[i] = new Consequences();
    }
    for (int i = 0; i < 9; i++) {
      byPos[i] = new Consequences();
    }
  }

  /**
   * Finds the easiest hint of this kind (SE's order on ties), as a {@link Rule} does.
   *
   * @return true when {@code hint} holds it
   */
  boolean find(Candidates grid, Hint hint) {
    g = grid;
    out = hint;
    best.reset();
    eng.prepare(grid);
    searchTag = Stamps.next(searchTag, knownTag, byPosTag);
    java.util.Arrays.fill(closed, 0);
    if (nishio) {
      quietDigits();
    }
    for (int c = 0; c < 81; c++) {
      int card = Integer.bitCount(g.cand[c]);
      if (!(card > 2 || (card > 1 && dynamic))) {
        continue;
      }
      budget.check(kind.technique);
      boolean first = true;
      for (int m = g.cand[c]; m != 0; m &= m - 1) {
        int d = Integer.numberOfTrailingZeros(m) + 1;
        if (nishio && skipDigit[d - 1]) {
          continue;
        }
        Consequences on = byValue[d];
        boolean doDouble = card >= 3 && !nishio && dynamic;
        boolean doContradiction = dynamic;
        int onCode = Implications.code(c, d, true);
        int onLit = onCode >>> 1;
        boolean onAbsurd;
        // level 0: "c = d" may already have been propagated in this search as a region's
        // position; its sets are then known, and its full consequences are made again only if
        // a hint may need them (byValue[d] holds them when full[d])
        if (kind.level == 0 && knownTag[onLit] == searchTag) {
          onAbsurd = knownAbsurd[onLit];
          full[d] = false;
        } else if (!dynamic && closure(onLit)) {
          onAbsurd = false;
          full[d] = false;
        } else {
          onAbsurd = propagation.propagate(on, onCode, dynamic, !nishio, kind.level);
          remember(on);
          full[d] = true;
        }
        long[] sets = kind.level == 0 ? known : null;
        if (kind.level > 0) {
          System.arraycopy(on.on, 0, onSets, 0, 12);
          System.arraycopy(on.off, 0, onSets, 12, 12);
          sets = onSets;
        }
        int at = kind.level == 0 ? onLit * 24 : 0;
        if (nishio && onAbsurd) {
          absurd[d - 1] = true;
        }
        if (onAbsurd && doContradiction) {
          int cx = kind.level == 0 ? knownCx[onLit] : complexity.contradiction(on, kind.level >= 2);
          if (best.beats(kind.base, cx, 7)) {
            value(c, d);
            on = byValue[d];
            start(cx, 7);
            out.eliminate(c, d);
            out.branchOf(on, on.absurdOld);
            out.absurdBranch(on);
          }
        }
        Consequences off = offSide;
        // static multiple chains never use "cell <> digit" (SE computes it and drops it); some
        // dynamic ones are known to give no hint (see the class comment)
        boolean offLeftOut =
            (doDouble || doContradiction) && !offMayGiveHint(c, d, doDouble, sets, at);
        boolean offAbsurd =
            (doDouble || doContradiction)
                && !offLeftOut
                && propagation.propagate(
                    off, Implications.code(c, d, false), dynamic, !nishio, kind.level);
        if (nishio && offAbsurd) {
          absurd[d - 1] = true;
        }
        if (offAbsurd && doContradiction) {
          int cx = complexity.contradiction(off, kind.level >= 2);
          if (best.beats(kind.base, cx, 7)) {
            start(cx, 7);
            out.place(c, d);
            out.branchOf(off, off.absurdOld);
            out.absurdBranch(off);
          }
        }
        long both = 0;
        for (int w = 0; doDouble && !offLeftOut && w < 12; w++) {
          both |= (sets[at + w] & off.on[w]) | (sets[at + 12 + w] & off.off[w]);
        }
        if (both != 0) {
          value(c, d);
          on = byValue[d];
          for (int i = 0; i < on.onCount; i++) {
            int lit = on.onOrder[i];
            if (off.hasOn(lit)) {
              int code = lit << 1 | 1;
              if (!best.beats(kind.base, on.depth[code] + off.depth[code] + 2, 1)) {
                continue;
              }
              int cx = complexity.pair(on, off, code, kind.level >= 2);
              if (Integer.bitCount(g.cand[lit / 9]) > 1 && best.beats(kind.base, cx, 1)) {
                start(cx, 1);
                out.place(lit / 9, lit % 9 + 1);
                out.branchOf(on, code);
                out.branchOf(off, code);
              }
            }
          }
          for (int i = 0; i < on.offCount; i++) {
            int lit = on.offOrder[i];
            if (off.hasOff(lit)) {
              int code = lit << 1;
              if (!best.beats(kind.base, on.depth[code] + off.depth[code] + 2, 1)) {
                continue;
              }
              int cx = complexity.pair(on, off, code, kind.level >= 2);
              if (best.beats(kind.base, cx, 1)) {
                start(cx, 1);
                out.eliminate(lit / 9, lit % 9 + 1);
                out.branchOf(on, code);
                out.branchOf(off, code);
              }
            }
          }
        }
        if (!nishio) {
          regions(c, d, sets, at);
        }
        if (first) {
          System.arraycopy(sets, at, cellOn, 0, 12);
          System.arraycopy(sets, at + 12, cellOff, 0, 12);
          first = false;
        } else {
          for (int k = 0; k < 12; k++) {
            cellOn[k] &= sets[at + k];
            cellOff[k] &= sets[at + 12 + k];
          }
        }
      }
      // nothing common to all digits: reduce would find no hint
      if (!nishio
          && (card == 2 || (multiple && card > 2))
          && !(isEmpty(cellOn) && isEmpty(cellOff))) {
        for (int m = g.cand[c]; m != 0; m &= m - 1) {
          value(c, Integer.numberOfTrailingZeros(m) + 1);
        }
        Consequences firstValue = byValue[Integer.numberOfTrailingZeros(g.cand[c]) + 1];
        reduce(firstValue, cellOn, cellOff, c, -1, 5);
      }
    }
    if (nishio) {
      // the search went through every start: remember the digits none of whose starts led
      // anywhere
      for (int d = 0; d < 9; d++) {
        if (!skipDigit[d]) {
          quiet[d] = !absurd[d];
          quietLo[d] = digitLo[d];
          quietHi[d] = digitHi[d];
        }
      }
    }
    return best.found;
  }

  /**
   * Nishio: which digits need no search. A Nishio propagation follows X links only, so from "c = d"
   * or "c &lt;&gt; d" it is a function of the cells holding d alone; a digit whose cells are those
   * of a search where none of its starts led to a contradiction yields nothing again, and skipping
   * it leaves the hints, their order and ratings as they were.
   */
  private void quietDigits() {
    g.digitCells(digitLo, digitHi);
    for (int d = 0; d < 9; d++) {
      skipDigit[d] = quiet[d] && quietLo[d] == digitLo[d] && quietHi[d] == digitHi[d];
      absurd[d] = false;
    }
  }

  /**
   * False only when "c &lt;&gt; d" is known to give no hint: in a dynamic search at level 0, an on
   * literal x with the same consequences (the other digit of a bivalue c, or the other position of
   * d in a house where d has two) was propagated in this search and was not absurd, so neither is
   * "c &lt;&gt; d", and its sets, which are x's, share nothing with those of "c = d" ({@code
   * sets[at ..]}) when double forcing is asked. An x not propagated yet is not propagated here: its
   * own turn would then take the known sets without the full consequences, which the cell and
   * region reductions would often have to make again.
   */
  private boolean offMayGiveHint(int c, int d, boolean doDouble, long[] sets, int at) {
    if (kind != Kind.DYNAMIC || !leaveOutOffSides) {
      return true;
    }
    int x = sameConsequences(c, d);
    if (x < 0) {
      return true;
    }
    int lit = x >>> 1;
    if (knownTag[lit] != searchTag || knownAbsurd[lit]) {
      return true;
    }
    if (doDouble) {
      long both = 0;
      int b = lit * 24;
      for (int w = 0; w < 24; w++) {
        both |= sets[at + w] & known[b + w];
      }
      if (both != 0) {
        return true;
      }
    }
    leftOut.accept(Implications.code(c, d, false));
    return false;
  }

  /**
   * An on literal whose dynamic consequences are those of "c &lt;&gt; d": "c = e" when c holds d
   * and e only, else "q = d" when q is d's other position in a house (box, row, column), else -1.
   */
  private int sameConsequences(int c, int d) {
    int cand = g.cand[c];
    if (Integer.bitCount(cand) == 2) {
      return Implications.code(c, Integer.numberOfTrailingZeros(cand & ~(1 << (d - 1))) + 1, true);
    }
    for (int kindIndex : Houses.KIND_ORDER_BRC) {
      int h = Houses.of(c, kindIndex);
      int pos = g.positions(h, d);
      if (Integer.bitCount(pos) == 2) {
        int q =
            Houses.CELLS[h][
                Integer.numberOfTrailingZeros(pos & ~(1 << Houses.INDEX[c][kindIndex]))];
        return Implications.code(q, d, true);
      }
    }
    return -1;
  }

  /** Makes {@code byValue[d]} hold the full consequences of "c = d" (propagating if needed). */
  private void value(int c, int d) {
    if (full[d]) {
      return;
    }
    full[d] = true;
    int code = Implications.code(c, d, true);
    // a region position may still hold it: take that one (its slot becomes stale)
    for (int i = 0; i < 9; i++) {
      if (byPosTag[i] == searchTag && byPosCode[i] == code) {
        Consequences r = byPos[i];
        byPos[i] = byValue[d];
        byValue[d] = r;
        byPosTag[i] = 0;
        return;
      }
    }
    propagation.propagate(byValue[d], code, dynamic, !nishio, kind.level);
  }

  /**
   * Region forcing chains for digit d when cell c is its first position in a house; the on/off sets
   * of "c = d" are {@code sets[at ..]} (12 words each).
   */
  private void regions(int c, int d, long[] sets, int at) {
    for (int kindIndex : Houses.KIND_ORDER_BRC) {
      int h = Houses.of(c, kindIndex);
      int pos = g.positions(h, d);
      int k = Integer.bitCount(pos);
      if (!(k == 2 || (multiple && k > 2))) {
        continue;
      }
      if (Houses.CELLS[h][Integer.numberOfTrailingZeros(pos)] != c) {
        continue;
      }
      System.arraycopy(sets, at, regOn, 0, 12);
      System.arraycopy(sets, at + 12, regOff, 0, 12);
      boolean some = true;
      for (int m = pos; m != 0 && some; m &= m - 1) {
        int i = Integer.numberOfTrailingZeros(m);
        int q = Houses.CELLS[h][i];
        if (q == c) {
          continue;
        }
        int code = Implications.code(q, d, true);
        int lit = code >>> 1;
        if ((kind.level > 0 || knownTag[lit] != searchTag) && (dynamic || !closure(lit))) {
          position(i, code);
        }
        long left = 0;
        if (kind.level > 0) {
          Consequences r = byPos[i];
          for (int w = 0; w < 12; w++) {
            regOn[w] &= r.on[w];
            regOff[w] &= r.off[w];
            left |= regOn[w] | regOff[w];
          }
        } else {
          int base = lit * 24;
          for (int w = 0; w < 12; w++) {
            regOn[w] &= known[base + w];
            regOff[w] &= known[base + 12 + w];
            left |= regOn[w] | regOff[w];
          }
        }
        // nothing common to all positions: no hint from this house
        some = left != 0;
      }
      if (!some) {
        continue;
      }
      if (isEmpty(regOn) && isEmpty(regOff)) {
        continue;
      }
      // level 0: the sets came from the cache, the hints need every position's consequences
      for (int m = kind.level == 0 ? pos : 0; m != 0; m &= m - 1) {
        int i = Integer.numberOfTrailingZeros(m);
        int q = Houses.CELLS[h][i];
        if (q != c) {
          position(i, Implications.code(q, d, true));
        }
      }
      value(c, d);
      reduce(byValue[d], regOn, regOff, c, h, 6);
    }
  }

  /** Makes {@code byPos[i]} hold the consequences of {@code code} (propagating if needed). */
  private void position(int i, int code) {
    if (byPosTag[i] == searchTag && byPosCode[i] == code && kind.level == 0) {
      return;
    }
    Consequences r = byPos[i];
    propagation.propagate(r, code, dynamic, !nishio, kind.level);
    byPosTag[i] = searchTag;
    byPosCode[i] = code;
    remember(r);
  }

  /**
   * Static search: the sets of "lit on" for this search without its full consequences, when its
   * propagation finds no contradiction (false: the caller propagates it).
   */
  private boolean closure(int lit) {
    if (!propagation.closure(lit, known, closed)) {
      return false;
    }
    knownTag[lit] = searchTag;
    knownAbsurd[lit] = false;
    closed[lit >>> 6] |= 1L << lit;
    return true;
  }

  /** Keeps the on/off sets of a level-0 propagation of an on literal for this search. */
  private void remember(Consequences r) {
    if (kind.level > 0 || !Implications.isOn(r.start)) {
      return;
    }
    int lit = r.start >>> 1;
    knownTag[lit] = searchTag;
    knownAbsurd[lit] = r.absurdLit >= 0;
    if (!dynamic && r.absurdLit < 0) {
      closed[lit >>> 6] |= 1L << lit;
    }
    if (dynamic && r.absurdLit >= 0) {
      knownCx[lit] = complexity.contradiction(r);
    }
    System.arraycopy(r.on, 0, known, lit * 24, 12);
    System.arraycopy(r.off, 0, known, lit * 24 + 12, 12);
  }

  private static boolean isEmpty(long[] set) {
    long any = 0;
    for (long w : set) {
      any |= w;
    }
    return any == 0;
  }

  /**
   * Hints for the literals common to all branches (of a cell: h = -1; of digit d's positions in
   * house h), in the first branch's order, on literals first.
   */
  private void reduce(
      Consequences firstBranch, long[] common, long[] commonOff, int c, int h, int key) {
    int src = Implications.digitOf(firstBranch.start);
    int n = conclusions.collect(firstBranch, common, commonOff, g);
    for (int i = 0; i < n; i++) {
      int code = conclusions.codes[i];
      int lit = code >>> 1;
      int tc = lit / 9;
      int lower = 0;
      if (h < 0) {
        for (int m = g.cand[c]; m != 0; m &= m - 1) {
          lower += byValue[Integer.numberOfTrailingZeros(m) + 1].depth[code] + 1;
        }
      } else {
        for (int m = g.positions(h, src); m != 0; m &= m - 1) {
          int pi = Integer.numberOfTrailingZeros(m);
          lower += (Houses.CELLS[h][pi] == c ? firstBranch : byPos[pi]).depth[code] + 1;
        }
      }
      if (!best.beats(kind.base, lower, key)) {
        continue;
      }
      int cx = 0;
      if (h < 0) {
        for (int m = g.cand[c]; m != 0; m &= m - 1) {
          cx += ancestors(byValue[Integer.numberOfTrailingZeros(m) + 1], code);
        }
      } else {
        for (int m = g.positions(h, src); m != 0; m &= m - 1) {
          int pi = Integer.numberOfTrailingZeros(m);
          Consequences r = Houses.CELLS[h][pi] == c ? firstBranch : byPos[pi];
          cx += ancestors(r, code);
        }
      }
      cx += nestedBranches(firstBranch, code, c, h, src);
      if (!best.beats(kind.base, cx, key)) {
        continue;
      }
      start(cx, key);
      if (Implications.isOn(code)) {
        out.place(tc, lit % 9 + 1);
      } else {
        out.eliminate(tc, lit % 9 + 1);
      }
      if (h < 0) {
        for (int m = g.cand[c]; m != 0; m &= m - 1) {
          out.branchOf(byValue[Integer.numberOfTrailingZeros(m) + 1], code);
        }
      } else {
        out.house(h);
        for (int m = g.positions(h, src); m != 0; m &= m - 1) {
          int pi = Integer.numberOfTrailingZeros(m);
          out.branchOf(Houses.CELLS[h][pi] == c ? firstBranch : byPos[pi], code);
        }
      }
    }
  }

  // ---- SE's nested complexity (level 2+): each distinct nested chain behind the hint counts

  /** The branches of a cell (h &lt; 0) or region (digit src in house h) reduction. */
  private int nestedBranches(Consequences firstBranch, int code, int c, int h, int src) {
    if (kind.level < 2) {
      return 0;
    }
    complexity.nestedReset();
    if (h < 0) {
      for (int m = g.cand[c]; m != 0; m &= m - 1) {
        complexity.nestedAdd(byValue[Integer.numberOfTrailingZeros(m) + 1], code);
      }
    } else {
      for (int m = g.positions(h, src); m != 0; m &= m - 1) {
        int pi = Integer.numberOfTrailingZeros(m);
        complexity.nestedAdd(Houses.CELLS[h][pi] == c ? firstBranch : byPos[pi], code);
      }
    }
    return complexity.nestedSum;
  }

  /** SE's ancestor count; in static mode every literal has one parent: its depth + 1. */
  private int ancestors(Consequences cq, int code) {
    return dynamic ? complexity.ancestors(cq, code) : cq.depth[code] + 1;
  }

  private Technique technique(int key) {
    if (kind != Kind.MULTIPLE) {
      return kind.technique;
    }
    return key == 6 ? Technique.REGION_FORCING_CHAIN : Technique.CELL_FORCING_CHAIN;
  }

  private void start(int cx, int key) {
    out.reset(technique(key), best.take(kind.base, cx, key));
  }
}
