package dev.sudoku.grade;

/**
 * Sudoku Explainer 1.2.1's {@code doChaining}: everything that follows from one assumption ("cell =
 * digit" or "cell &lt;&gt; digit"), the search behind Nishio, cell/region, dynamic and nested
 * forcing chains ({@link AssumptionSearch}, {@link NestedChains}, {@link NestedDynamicChains}).
 *
 * <pre>
 * on literal  "c = d"  -&gt; off: the other digits of c (Y links), d in the peers of c (SE order)
 * off literal "c &lt;&gt; d" -&gt; on: the other digit of a bivalue c (Y), the other position of d
 *                        in a house where d has two positions (box, row, column)
 * queues: on literals first, one at a time; off literals in the order found
 * </pre>
 *
 * <p>Each literal keeps the parents that made it ({@link Consequences}), so that a chain can be
 * rated (its ancestors, {@link ChainComplexity}) and written out. Static mode works on the step's
 * grid, whose links {@link Implications} tabulated; dynamic mode removes every literal turned off
 * from a working copy of the grid, so later singles see it, and such a single also records the
 * removed candidates as extra ("hidden") parents.
 *
 * <p>Nesting (SE's levels 1 to 5): whenever nothing is left to propagate, the {@link Nesting} rules
 * run on the working grid and their eliminations continue the propagation (SE's {@code
 * getAdvancedPotentials}). The nested searches propagate assumptions themselves, each with an
 * engine of its own; that they reach this class only through the {@link Nesting} interface is what
 * keeps the recursion of SE's levels (a level-5 chain holds chains of level 2) out of the type
 * graph: {@code NestedRules} builds its inner searches, and nothing builds {@code NestedRules}
 * back.
 *
 * <p>Preallocated queues and one working grid, reused for every assumption: nothing is allocated
 * while chaining.
 */
final class Propagation {
  /**
   * The rules a propagation at nesting level 1 or more runs whenever it has nothing left to do
   * ({@link NestedRules}).
   */
  interface Nesting {
    /** Starts the propagation of one assumption from the step's grid. */
    void begin(Candidates step);

    /**
     * Runs the rules of a nesting level on the hypothetical grid and collects their eliminations.
     *
     * @param work the hypothetical grid (the step's grid minus the candidates turned off so far)
     * @param step the step's grid
     * @param level SE's nesting level, 1 to 5
     * @param found receives the eliminations with their rule parents, cleared first
     * @return how many literals were collected
     */
    int collect(Candidates work, Candidates step, int level, NestedEliminations found);
  }

  private final Implications links;

  /** The nested rules, or null for a propagation without nesting (level 0 only). */
  private final Nesting nesting;

  /** Checked at every nested round; names the technique being tried when it runs out. */
  private final Deadline budget;

  private final Technique trying;

  private final Candidates work = new Candidates();
  private final int[] qOn = new int[729];
  private final int[] qOff = new int[729];
  private final int[] made = new int[4];
  private final int[] madePar = new int[4 * Consequences.MAX_PARENTS];
  private final int[] madeParCount = new int[4];
  private final NestedEliminations nestedFound = new NestedEliminations();

  /** A propagation without nesting over the links of {@code links}' prepared grid. */
  Propagation(Implications links) {
    this(links, null, Deadline.NONE, null);
  }

  /**
   * @param links the engine whose prepared grid is the step's grid
   * @param nesting the nested rules (levels 1 to 5), or null for level 0 only
   * @param budget checked at every nested round
   * @param trying the technique the budget names when it runs out
   */
  Propagation(Implications links, Nesting nesting, Deadline budget, Technique trying) {
    this.links = links;
    this.nesting = nesting;
    this.budget = budget;
    this.trying = trying;
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
   * (dynamic only), whenever nothing is left to propagate, the {@link Nesting} rules run on the
   * working grid and their eliminations continue the propagation (SE's {@code
   * getAdvancedPotentials}). The budget is checked at each such round, so a nested search never
   * runs past it.
   */
  boolean propagate(Consequences out, int startCode, boolean dynamic, boolean y, int level) {
    out.clear(startCode);
    if (level > 0) {
      if (nesting == null) {
        throw new IllegalStateException("level " + level + " needs the nested rules");
      }
      nesting.begin(links.g);
    }
    Candidates base = links.g;
    int[] peerStart = links.peerStart;
    int[] peers = links.peers;
    int[] conjStart = links.conjStart;
    int[] conj = links.conj;
    Candidates cur = base;
    if (dynamic) {
      work.copyFrom(base);
      cur = work;
    }
    int hOn = 0;
    int tOn = 0;
    int hOff = 0;
    int tOff = 0;
    if (Implications.isOn(startCode)) {
      qOn[tOn++] = startCode;
    } else {
      qOff[tOff++] = startCode;
    }
    while (hOn < tOn || hOff < tOff) {
      if (hOn < tOn) {
        int p = qOn[hOn++];
        int c = Implications.cellOf(p);
        int d = Implications.digitOf(p);
        if (y) {
          for (int m = cur.cand[c] & ~(1 << (d - 1)); m != 0; m &= m - 1) {
            int x = Implications.code(c, Integer.numberOfTrailingZeros(m) + 1, false);
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
            int x = Implications.code(q, d, false);
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
        int c = Implications.cellOf(p);
        int d = Implications.digitOf(p);
        int nm = 0;
        if (y && Integer.bitCount(cur.cand[c]) == 2) {
          int w = Integer.numberOfTrailingZeros(cur.cand[c] & ~(1 << (d - 1))) + 1;
          made[nm] = Implications.code(c, w, true);
          int k = 0;
          madePar[nm * Consequences.MAX_PARENTS + k++] = p;
          for (int m = base.cand[c] & ~cur.cand[c]; m != 0; m &= m - 1) {
            madePar[nm * Consequences.MAX_PARENTS + k++] =
                Implications.code(c, Integer.numberOfTrailingZeros(m) + 1, false);
          }
          madeParCount[nm++] = k;
        }
        if (!dynamic && level == 0) {
          // static: the grid is the prepared one, whose bilocal partners are tabulated (same
          // BRC order, same cells once each); no removed candidates, so no hidden parents
          int pl = p >>> 1;
          for (int k = conjStart[pl]; k < conjStart[pl + 1]; k++) {
            made[nm] = Implications.code(conj[k], d, true);
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
            int x = Implications.code(o, d, true);
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
                  Implications.code(Houses.CELLS[h][Integer.numberOfTrailingZeros(m)], d, false);
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
        NestedEliminations found = nestedFound;
        int n = nesting.collect(cur, base, level, found);
        for (int i = 0; i < n; i++) {
          int x = found.offCode[i];
          if (out.hasOff(x >>> 1)) {
            continue;
          }
          // SE adds it even if the literal is on: no contradiction is checked here
          out.add(x);
          for (int k = 0; k < found.parLen[i]; k++) {
            out.addParent(x, found.parent(i, k));
          }
          out.nestKey[x] = found.nestedKey[i];
          out.nestCx[x] = found.nestedCx[i];
          qOff[tOff++] = x;
        }
      }
    }
    return false;
  }

  /**
   * The on and off sets of a static propagation of "cell = digit" (y links on), without parents or
   * order: what {@link #propagate} would leave in {@link Consequences#on} and {@link
   * Consequences#off} when it finds no contradiction.
   *
   * <p>Why that holds: on the step's grid the links are fixed, so a propagation without a
   * contradiction ends on the literals reachable from the assumption, whatever the queue order; and
   * it stops early iff that reachable set holds a literal both on and off (it would add both
   * otherwise). A reached on literal x whose own closed set is known adds that set at once and is
   * not expanded: its set is closed under the links, so expanding x or any literal of it adds
   * nothing more.
   *
   * @param onLit the assumption, an on literal (cell * 9 + digit - 1)
   * @param sets receives the on set at {@code onLit * 24} (12 words) and the off set after it;
   *     holds the known closed sets of the literals of {@code closed} at the same places
   * @param closed on literals whose closed sets {@code sets} holds (729 bits)
   * @return false when the reachable set holds a contradiction: the sets are then not what {@link
   *     #propagate} leaves, and the caller must propagate
   */
  boolean closure(int onLit, long[] sets, long[] closed) {
    Candidates base = links.g;
    int[] peerStart = links.peerStart;
    int[] peers = links.peers;
    int[] conjStart = links.conjStart;
    int[] conj = links.conj;
    int at = onLit * 24;
    java.util.Arrays.fill(sets, at, at + 24, 0);
    int tOn = 0;
    int tOff = 0;
    sets[at + (onLit >>> 6)] |= 1L << onLit;
    qOn[tOn++] = onLit;
    while (tOn > 0 || tOff > 0) {
      if (tOn > 0) {
        int pl = qOn[--tOn];
        int c = pl / 9;
        int d = pl - c * 9;
        for (int m = base.cand[c] & ~(1 << d); m != 0; m &= m - 1) {
          int x = c * 9 + Integer.numberOfTrailingZeros(m);
          int w = at + 12 + (x >>> 6);
          if ((sets[w] & (1L << x)) == 0) {
            sets[w] |= 1L << x;
            qOff[tOff++] = x;
          }
        }
        for (int k = peerStart[pl], end = peerStart[pl + 1]; k < end; k++) {
          int x = peers[k] * 9 + d;
          int w = at + 12 + (x >>> 6);
          if ((sets[w] & (1L << x)) == 0) {
            sets[w] |= 1L << x;
            qOff[tOff++] = x;
          }
        }
      } else {
        int pl = qOff[--tOff];
        int c = pl / 9;
        int d = pl - c * 9;
        int cand = base.cand[c];
        if (Integer.bitCount(cand) == 2) {
          tOn =
              reach(c * 9 + Integer.numberOfTrailingZeros(cand & ~(1 << d)), at, tOn, sets, closed);
        }
        for (int k = conjStart[pl], end = conjStart[pl + 1]; k < end; k++) {
          tOn = reach(conj[k] * 9 + d, at, tOn, sets, closed);
        }
      }
    }
    long both = 0;
    for (int w = 0; w < 12; w++) {
      both |= sets[at + w] & sets[at + 12 + w];
    }
    return both == 0;
  }

  /** Adds on literal x to the closure at {@code sets[at ..]}: its known set, else to the queue. */
  private int reach(int x, int at, int tOn, long[] sets, long[] closed) {
    int w = at + (x >>> 6);
    if ((sets[w] & (1L << x)) != 0) {
      return tOn;
    }
    if ((closed[x >>> 6] & (1L << x)) != 0) {
      int b = x * 24;
      for (int i = 0; i < 24; i++) {
        sets[at + i] |= sets[b + i];
      }
      return tOn;
    }
    sets[w] |= 1L << x;
    qOn[tOn] = x;
    return tOn + 1;
  }

  private static boolean absurd(Consequences out, int offCode, int parent) {
    out.absurdLit = offCode >>> 1;
    out.absurdOld = offCode | 1;
    out.absurdNew = offCode;
    out.absurdPar[0] = parent;
    out.absurdParCount = 1;
    return true;
  }
}
