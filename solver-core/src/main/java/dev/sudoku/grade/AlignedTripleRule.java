package dev.sudoku.grade;

/**
 * Aligned triple exclusion (7.5).
 *
 * <p>Three base cells and the cells of two or three candidates that see all three (the excluders):
 * a combination of values for the base cells is impossible if it repeats a value in two base cells
 * that see each other or covers every candidate of an excluder. A value of a base cell that occurs
 * in no possible combination goes.
 *
 * <p>Scope and order follow Sudoku Explainer's {@code AlignedExclusion(3)}: base cells are the
 * {@link AlignedBases} whose excluders have two or three candidates (row-major); the first two
 * cells are taken in SE's {@code Permutations} order; the third comes from their "twin area", the
 * excluders of the first cell then of the second (each in SE's house-cell order: box, row, column)
 * that are base cells themselves; at least two common excluders are needed; the first triple that
 * removes something is the hint.
 *
 * <p>Speed (same hint): a triple already tried from an earlier pair is skipped (a bitset of the
 * triples tried, indexed by the sorted bases): it removed nothing then (else the search would have
 * stopped), and whether a triple removes something does not depend on the order of its cells. A
 * triple with fewer than two common excluders is passed over before its key is made: it removes
 * nothing whichever pair reaches it. A pair's third cells are found as an 81-bit set (the twins of
 * either cell, kept per base as a set, that see two or more of the pair's common excluders: these
 * are excluder-sized cells, so seeing two is having two as excluders) and tried in cell order; SE's
 * order matters only to pick among the triples that remove something, so only a pair where one does
 * is walked again in SE's order, and the triples that pass already tried removed nothing.
 */
final class AlignedTripleRule implements Rule {
  private final AlignedBases bases = new AlignedBases(3);
  private final int[] inTwin = new int[81];

  /** The twins of base n as an 81-bit set of cells (layout of {@link AlignedBases#exLo}). */
  private final long[] twinLo = new long[81];

  private final long[] twinHi = new long[81];

  /** The cells seeing two or more of the cells given to {@link #seeingTwo}. */
  private long twoLo;

  private long twoHi;
  private int twinTag;
  private final int[] masks = new int[81];

  /** Triples tried in this search: bit (i * n + j) * n + k for bases i &lt; j &lt; k. */
  private final long[] tried = new long[(81 * 81 * 81 + 63) / 64];

  private final int[] allowed = new int[3];

  /**
   * Triples (key: the sorted cells' rank among the 3-subsets of the 81 cells) that removed nothing,
   * until one of their cells changes.
   */
  private final FruitlessTuples fruitless = new FruitlessTuples(85320);

  @Override
  public boolean find(Candidates g, Hint out) {
    int n = bases.collect(g);
    if (n < 3) {
      return false;
    }
    fruitless.begin(g);
    long baseLo = 0;
    long baseHi = 0;
    for (int b = 0; b < n; b++) {
      int c = bases.cell[b];
      if (c < 64) {
        baseLo |= 1L << c;
      } else {
        baseHi |= 1L << (c - 64);
      }
    }
    // the twins of a base: its excluders that are bases themselves
    for (int b = 0; b < n; b++) {
      twinLo[b] = bases.exLo[b] & baseLo;
      twinHi[b] = bases.exHi[b] & baseHi;
    }
    java.util.Arrays.fill(tried, 0, (n * n * n + 63) >>> 6, 0);
    for (int j = 1; j < n; j++) {
      for (int i = 0; i < j; i++) {
        // every triple's common excluders are among the pair's: at least two are needed
        long pairLo = bases.exLo[i] & bases.exLo[j];
        long pairHi = bases.exHi[i] & bases.exHi[j];
        if (Long.bitCount(pairLo) + Long.bitCount(pairHi) < 2) {
          continue;
        }
        // the third cells worth a try: twins of either cell with two common excluders or more
        // (a triple with fewer removes nothing from any pair it comes from)
        seeingTwo(pairLo, pairHi);
        long kLo = (twinLo[i] | twinLo[j]) & twoLo & ~bit(i, j, 0);
        long kHi = (twinHi[i] | twinHi[j]) & twoHi & ~bit(i, j, 64);
        for (long m = kLo; m != 0; m &= m - 1) {
          if (tryUnordered(g, i, j, Long.numberOfTrailingZeros(m), kLo, kHi, out)) {
            return true;
          }
        }
        for (long m = kHi; m != 0; m &= m - 1) {
          if (tryUnordered(g, i, j, 64 + Long.numberOfTrailingZeros(m), kLo, kHi, out)) {
            return true;
          }
        }
      }
    }
    return false;
  }

  /**
   * Tries the triple of bases i, j and the base on cell {@code c} unless tried in this search. When
   * it removes something, the pair's untried triples are tried again in SE's order and the first
   * that removes something is the hint: the triples this pass already tried removed nothing, so
   * skipping them there changes nothing.
   */
  private boolean tryUnordered(Candidates g, int i, int j, int c, long kLo, long kHi, Hint out) {
    int k = bases.indexOf[c];
    int key = key(i, j, k);
    long bit = 1L << key;
    if ((tried[key >>> 6] & bit) != 0) {
      return false;
    }
    tried[key >>> 6] |= bit;
    if (!tryTriple(g, i, j, k, out)) {
      return false;
    }
    tried[key >>> 6] &= ~bit;
    if (!tryOrdered(g, i, j, kLo, kHi, out)) {
      throw new IllegalStateException("a triple that removed something did not on a second try");
    }
    return true;
  }

  /**
   * Tries the untried triples of bases i and j in SE's order: the third cell from the twin area,
   * the twins of i then those of j (each in house-cell order), restricted to {@code kLo/kHi}.
   */
  private boolean tryOrdered(Candidates g, int i, int j, long kLo, long kHi, Hint out) {
    twinTag = Stamps.next(twinTag, inTwin);
    for (int pass = 0; pass < 2; pass++) {
      int b = pass == 0 ? i : j;
      for (int p : Houses.PEERS_BRC[bases.cell[b]]) {
        if (((p < 64 ? kLo >>> p : kHi >>> (p - 64)) & 1L) == 0
            || !bases.isExcluder(b, p)
            || inTwin[p] == twinTag) {
          continue;
        }
        inTwin[p] = twinTag;
        int k = bases.indexOf[p];
        int key = key(i, j, k);
        long bit = 1L << key;
        if ((tried[key >>> 6] & bit) != 0) {
          continue;
        }
        tried[key >>> 6] |= bit;
        if (tryTriple(g, i, j, k, out)) {
          return true;
        }
      }
    }
    return false;
  }

  /** The triple of bases i &lt; j and k (k neither) as a sorted index into {@link #tried}. */
  private int key(int i, int j, int k) {
    int n = bases.size;
    return k < i ? (k * n + i) * n + j : k < j ? (i * n + k) * n + j : (i * n + j) * n + k;
  }

  /**
   * Sets {@link #twoLo}/{@link #twoHi} to the cells that see at least two cells of the given set.
   * For a base k and a set of excluder-sized cells (2 or 3 candidates, k itself excepted or not),
   * these are exactly the k with two or more of them among k's excluders.
   */
  private void seeingTwo(long lo, long hi) {
    long oneLo = 0;
    long oneHi = 0;
    long twLo = 0;
    long twHi = 0;
    for (long m = lo; m != 0; m &= m - 1) {
      int p = Long.numberOfTrailingZeros(m);
      twLo |= oneLo & Houses.PEER_LO[p];
      twHi |= oneHi & Houses.PEER_HI[p];
      oneLo |= Houses.PEER_LO[p];
      oneHi |= Houses.PEER_HI[p];
    }
    for (long m = hi; m != 0; m &= m - 1) {
      int p = 64 + Long.numberOfTrailingZeros(m);
      twLo |= oneLo & Houses.PEER_LO[p];
      twHi |= oneHi & Houses.PEER_HI[p];
      oneLo |= Houses.PEER_LO[p];
      oneHi |= Houses.PEER_HI[p];
    }
    twoLo = twLo;
    twoHi = twHi;
  }

  /** The cells of bases i and j among cells {@code offset .. offset + 63}, as bits. */
  private long bit(int i, int j, int offset) {
    return bitOf(bases.cell[i] - offset) | bitOf(bases.cell[j] - offset);
  }

  private static long bitOf(int c) {
    return c >= 0 && c < 64 ? 1L << c : 0;
  }

  /** Tries a triple with at least two common excluders. */
  private boolean tryTriple(Candidates g, int i, int j, int k, Hint out) {
    long lo = bases.exLo[i] & bases.exLo[j] & bases.exLo[k];
    long hi = bases.exHi[i] & bases.exHi[j] & bases.exHi[k];
    int c0 = bases.cell[i];
    int c1 = bases.cell[j];
    int c2 = bases.cell[k];
    // what the triple reads: its cells and every cell seeing all three (whether it is an
    // excluder); the result does not depend on the order of the cells
    int key = rank(c0, c1, c2);
    long inLo =
        Houses.PEER_LO[c0] & Houses.PEER_LO[c1] & Houses.PEER_LO[c2]
            | FruitlessTuples.lo(c0)
            | FruitlessTuples.lo(c1)
            | FruitlessTuples.lo(c2);
    long inHi =
        Houses.PEER_HI[c0] & Houses.PEER_HI[c1] & Houses.PEER_HI[c2]
            | FruitlessTuples.hi(c0)
            | FruitlessTuples.hi(c1)
            | FruitlessTuples.hi(c2);
    if (fruitless.known(key, inLo, inHi)) {
      return false;
    }
    if (exclude(g, lo, hi, c0, c1, c2, out)) {
      return true;
    }
    fruitless.tried(key);
    return false;
  }

  /** The rank of the set {a, b, c} (distinct cells) among the 3-subsets of the 81 cells. */
  static int rank(int a, int b, int c) {
    int x = Math.min(a, Math.min(b, c));
    int z = Math.max(a, Math.max(b, c));
    int y = a + b + c - x - z;
    return z * (z - 1) * (z - 2) / 6 + y * (y - 1) / 2 + x;
  }

  /** The triple's eliminations into {@code out}; false when it removes nothing. */
  private boolean exclude(Candidates g, long lo, long hi, int c0, int c1, int c2, Hint out) {
    // only an excluder whose candidates the base cells can all take can forbid a combination
    int union = g.cand[c0] | g.cand[c1] | g.cand[c2];
    int ne = 0;
    for (long m = lo; m != 0; m &= m - 1) {
      int e = Long.numberOfTrailingZeros(m);
      if ((g.cand[e] & ~union) == 0) {
        masks[ne++] = g.cand[e];
      }
    }
    for (long m = hi; m != 0; m &= m - 1) {
      int e = 64 + Long.numberOfTrailingZeros(m);
      if ((g.cand[e] & ~union) == 0) {
        masks[ne++] = g.cand[e];
      }
    }
    possible(
        g.cand[c0],
        g.cand[c1],
        g.cand[c2],
        Houses.sees(c0, c1),
        Houses.sees(c0, c2),
        Houses.sees(c1, c2),
        masks,
        ne,
        allowed);
    int a0 = allowed[0];
    int a1 = allowed[1];
    int a2 = allowed[2];
    int r0 = g.cand[c0] & ~a0;
    int r1 = g.cand[c1] & ~a1;
    int r2 = g.cand[c2] & ~a2;
    if ((r0 | r1 | r2) == 0) {
      return false;
    }
    out.reset(Technique.ALIGNED_TRIPLE_EXCLUSION, Technique.ALIGNED_TRIPLE_EXCLUSION.baseTenths());
    out.cell(c0);
    out.cell(c1);
    out.cell(c2);
    out.eliminateMask(c0, r0);
    out.eliminateMask(c1, r1);
    out.eliminateMask(c2, r2);
    return true;
  }

  /**
   * The values of three base cells that occur in at least one possible combination: a combination
   * is impossible if two base cells that see each other repeat a value, or if it covers every
   * candidate of an excluder. Writes the three masks to {@code out}; stops early once every value
   * is possible (then {@code out} equals the candidates).
   *
   * <p>Enumerates the pairs (x, y) of the first two cells and, for each, the whole set of values
   * the third cell may take, as one mask: an excluder {@code m} rules out every z when {@code m} is
   * within {x, y}, and only z = the remaining digit when one digit of {@code m} is outside {x, y}
   * (else it rules out nothing). Same result as testing the up to 729 triples one by one, at up to
   * 81 pair steps.
   *
   * @param c0 candidates of the first base cell (likewise c1, c2)
   * @param s01 whether the first two cells see each other (likewise s02, s12)
   * @param ex candidate masks of the excluders, the first {@code ne} entries
   */
  static void possible(
      int c0, int c1, int c2, boolean s01, boolean s02, boolean s12, int[] ex, int ne, int[] out) {
    int a0 = 0;
    int a1 = 0;
    int a2 = 0;
    for (int x = c0; x != 0; x &= x - 1) {
      int bx = x & -x;
      int zx = s02 ? c2 & ~bx : c2;
      for (int y = c1; y != 0; y &= y - 1) {
        int by = y & -y;
        if (bx == by && s01) {
          continue;
        }
        int z = s12 ? zx & ~by : zx;
        int u = bx | by;
        for (int e = 0; e < ne && z != 0; e++) {
          int rest = ex[e] & ~u;
          if (rest == 0) {
            z = 0;
          } else if ((rest & (rest - 1)) == 0) {
            z &= ~rest;
          }
        }
        if (z != 0) {
          a0 |= bx;
          a1 |= by;
          a2 |= z;
          if (a0 == c0 && a1 == c1 && a2 == c2) {
            break; // every value is possible: nothing to exclude
          }
        }
      }
      if (a0 == c0 && a1 == c1 && a2 == c2) {
        break;
      }
    }
    out[0] = a0;
    out[1] = a1;
    out[2] = a2;
  }
}
