package dev.sudoku.core;

/**
 * Prototype: tdoku's box-and-band layout (triads, band configurations, configuration branching)
 * written with 64-bit SWAR words, to measure what that layout costs per node in Java.
 *
 * <p>A box is a 4x4 matrix of 9-bit digit sets, one 16-bit lane each, one {@code long} per matrix
 * row (lane j of a row at bits 16j):
 *
 * <pre>
 *   row 0   c c c H     c = a cell of the box, H = the negative horizontal triad of the
 *   row 1   c c c H         cell row (the digits that can lie outside that mini-row),
 *   row 2   c c c H     V = the negative vertical triad of the cell column,
 *   row 3   V V V -     - = unused (all digits, it never constrains anything)
 * </pre>
 *
 * Every row and every column of the matrix holds each digit exactly once, so rotating a row word by
 * 16 bits and renaming the row words are the two lane moves the rules need. A band (3 boxes in a
 * row or a column) keeps, per digit, its 6 possible row-to-box configurations: 6 lanes of 9 bits in
 * one {@code long}, with a second {@code long} of pending eliminations merged from every box.
 * Following tdoku (Tom Dillon, solver_dpll_triad_simd): a box restricted by its bands gathers the
 * digits its cells, triads and their exactly-one rows and columns assert, turns them into
 * eliminations for itself and for its two bands, and a band that loses configurations sends each of
 * its boxes the positive triads its remaining configurations allow (a mini-line with exactly three
 * possible digits takes them). The search branches on the band with fewest configurations left, its
 * digit with fewest, one configuration against the rest.
 */
final class TriadSolver {
  private static final int BOXES = 36;
  private static final int CONFIGS = 36;
  private static final int ELIMS = 42;
  private static final int STATE = 48;
  private static final int MAX_DEPTH = 330;

  private static final long ALL = 0x01ff01ff01ff01ffL;
  private static final long HIGH = 0x8000800080008000L;
  private static final long LANES012 = 0x0000ffffffffffffL;
  private static final long LANE3 = 0xffff000000000000L;
  private static final long MIN_CELLS = 0x0006000100010001L;
  private static final long MIN_TRIADS = 0x0000000600060006L;
  private static final long DIGIT_LANES = 0x0040201008040201L; // bit 0 of each of 6 9-bit lanes
  private static final long CONFIG_ALL = 0x003fffffffffffffL;

  /** PERM[c][p]: the mini-line (0..2) of box peer p that configuration c puts the digit in. */
  private static final int[][] PERM = {
    {0, 1, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}, {0, 2, 1}, {1, 0, 2}
  };

  /** Lane bit 0 of the configurations that put peer p's digit in mini-line e: [p * 3 + e]. */
  private static final long[] SAME = new long[9];

  /** Lane bit 0 of the configurations that put it elsewhere: [p * 3 + e]. */
  private static final long[] OTHER = new long[9];

  static {
    for (int p = 0; p < 3; p++) {
      for (int e = 0; e < 3; e++) {
        for (int c = 0; c < 6; c++) {
          if (PERM[c][p] == e) {
            SAME[p * 3 + e] |= 1L << (9 * c);
          } else {
            OTHER[p * 3 + e] |= 1L << (9 * c);
          }
        }
      }
    }
  }

  private final long[] stack = new long[STATE * MAX_DEPTH];
  private long limit;
  private long found;
  private long guesses;
  private final byte[] first = new byte[Grid.CELLS];

  int count(byte[] cells, int limit, byte[] solution) {
    this.limit = limit;
    found = 0;
    guesses = 0;
    if (init(cells)) {
      search(0);
    }
    if (found > 0) {
      System.arraycopy(first, 0, solution, 0, Grid.CELLS);
    }
    return (int) found;
  }

  long guesses() {
    return guesses;
  }

  private boolean init(byte[] cells) {
    long[] s = stack;
    for (int i = 0; i < BOXES; i++) {
      s[i] = ALL;
    }
    for (int b = 0; b < 6; b++) {
      s[CONFIGS + b] = CONFIG_ALL;
      s[ELIMS + b] = 0;
    }
    for (int pos = 0; pos < Grid.CELLS; pos++) {
      int v = cells[pos];
      if (v == 0) {
        continue;
      }
      int row = pos / 9;
      int col = pos % 9;
      int bi = row / 3;
      int bj = col / 3;
      int ei = row % 3;
      int ej = col % 3;
      long bit = 1L << (v - 1);
      int box = (bi * 3 + bj) * 4;
      for (int r = 0; r < 3; r++) {
        // the digit leaves the other cells of the box and the negative triads of its row and
        // column; the cell keeps only the digit
        long clear = bit * 0x0000000100010001L;
        if (r == ei) {
          clear |= bit << 48;
          clear = (clear & ~(0xffffL << (16 * ej))) | ((0x1ffL ^ bit) << (16 * ej));
        }
        s[box + r] &= ~clear;
      }
      s[box + 3] &= ~(bit << (16 * ej));
      s[ELIMS + bi] |= bit * OTHER[bj * 3 + ei];
      s[ELIMS + 3 + bj] |= bit * OTHER[bi * 3 + ej];
    }
    return band(0, 0, 1)
        && band(0, 3, 1)
        && band(0, 1, 2)
        && band(0, 4, 2)
        && band(0, 2, 0)
        && band(0, 5, 0);
  }

  private void search(int depth) {
    int base = depth * STATE;
    long[] s = stack;
    int best = -1;
    int bestCount = Integer.MAX_VALUE;
    for (int b = 0; b < 6; b++) {
      int n = Long.bitCount(s[base + CONFIGS + b]);
      if (n >= 10 && n < bestCount) {
        bestCount = n;
        best = b;
      }
    }
    if (best < 0) {
      if (found++ == 0) {
        writeSolution(base);
      }
      return;
    }
    long cfg = s[base + CONFIGS + best];
    int two = -1;
    int three = -1;
    int more = -1;
    for (int d = 0; d < 9; d++) {
      int n = Long.bitCount(cfg & (DIGIT_LANES << d));
      if (n == 2) {
        two = d;
        break;
      } else if (n == 3) {
        if (three < 0) {
          three = d;
        }
      } else if (n > 3 && more < 0) {
        more = d;
      }
    }
    int d = two >= 0 ? two : three >= 0 ? three : more;
    long configs = cfg & (DIGIT_LANES << d);
    long firstConfig = configs & -configs;
    guesses++;
    int next = base + STATE;
    System.arraycopy(s, base, s, next, STATE);
    s[next + ELIMS + best] |= configs ^ firstConfig;
    if (band(next, best, 0)) {
      search(depth + 1);
      if (found >= limit) {
        return;
      }
    }
    s[base + ELIMS + best] |= firstConfig;
    if (band(base, best, 0)) {
      search(depth);
    }
  }

  private void writeSolution(int base) {
    for (int box = 0; box < 9; box++) {
      int corner = (box / 3) * 27 + (box % 3) * 3;
      for (int r = 0; r < 3; r++) {
        long row = stack[base + box * 4 + r];
        for (int j = 0; j < 3; j++) {
          int set = (int) (row >>> (16 * j)) & 0x1ff;
          first[corner + r * 9 + j] = (byte) (Integer.numberOfTrailingZeros(set) + 1);
        }
      }
    }
  }

  /**
   * Applies band {@code b}'s pending eliminations (b 0..2 horizontal, 3..5 vertical) and restricts
   * its boxes, {@code from} (the peer index the message came from) last.
   */
  private boolean band(int base, int b, int from) {
    long[] s = stack;
    long cfg = s[base + CONFIGS + b];
    long el = s[base + ELIMS + b];
    if ((cfg & el) == 0) {
      return true;
    }
    cfg &= ~el;
    // positive triads, peer p's three mini-lines in lanes of 9 bits: p0 (c0|c4, c1|c5, c2|c3),
    // p1 (c2|c5, c0|c3, c1|c4), p2 (c1|c3, c2|c4, c0|c5); a mini-line with exactly three
    // possible digits holds them, which rules out the configurations putting them elsewhere
    long kill = 0;
    int packed0 = peer0(cfg);
    int packed1 = peer1(cfg);
    int packed2 = peer2(cfg);
    kill |= threes(packed0, 0) | threes(packed1, 3) | threes(packed2, 6);
    if (kill != 0) {
      cfg &= ~kill;
      packed0 = peer0(cfg);
      packed1 = peer1(cfg);
      packed2 = peer2(cfg);
    }
    s[base + CONFIGS + b] = cfg;
    boolean vertical = b >= 3;
    int idx = vertical ? b - 3 : b;
    int p0 = (from + 1) % 3;
    int p1 = (from + 2) % 3;
    return restrictFromBand(base, pick(packed0, packed1, packed2, p0), vertical, idx, p0)
        && restrictFromBand(base, pick(packed0, packed1, packed2, p1), vertical, idx, p1)
        && restrictFromBand(base, pick(packed0, packed1, packed2, from), vertical, idx, from);
  }

  private static final int M27 = 0x7ffffff;

  private static int rot1(int x) {
    return (x >>> 9 | x << 18) & M27;
  }

  private static int rot2(int x) {
    return (x >>> 18 | x << 9) & M27;
  }

  private static int peer0(long cfg) {
    return (int) cfg & M27 | rot1((int) (cfg >>> 27) & M27);
  }

  private static int peer1(long cfg) {
    return rot2(((int) cfg | (int) (cfg >>> 27)) & M27);
  }

  private static int peer2(long cfg) {
    return rot1((int) cfg & M27) | (int) (cfg >>> 27) & M27;
  }

  private static int pick(int packed0, int packed1, int packed2, int p) {
    return p == 0 ? packed0 : p == 1 ? packed1 : packed2;
  }

  private static long threes(int packed, int pe) {
    long kill = 0;
    for (int e = 0; e < 3; e++) {
      int t = packed >>> (9 * e) & 0x1ff;
      if (Integer.bitCount(t) == 3) {
        kill |= t * OTHER[pe + e];
      }
    }
    return kill;
  }

  private boolean restrictFromBand(int base, int packed, boolean vertical, int idx, int p) {
    int t0 = packed & 0x1ff;
    int t1 = packed >>> 9 & 0x1ff;
    int t2 = packed >>> 18;
    long k0;
    long k1;
    long k2;
    long k3;
    if (!vertical) {
      k0 = t0 * 0x0000000100010001L | (long) (t1 | t2) << 48;
      k1 = t1 * 0x0000000100010001L | (long) (t2 | t0) << 48;
      k2 = t2 * 0x0000000100010001L | (long) (t0 | t1) << 48;
      k3 = -1L;
      return box(base, idx * 3 + p, k0, k1, k2, k3, false);
    } else {
      k0 = t0 | (long) t1 << 16 | (long) t2 << 32 | LANE3;
      k1 = k0;
      k2 = k0;
      k3 = (t1 | t2) | (long) (t2 | t0) << 16 | (long) (t0 | t1) << 32 | LANE3;
      return box(base, p * 3 + idx, k0, k1, k2, k3, true);
    }
  }

  private static long popcounts(long x) {
    x = x - ((x >>> 1) & 0x5555555555555555L);
    x = (x & 0x3333333333333333L) + ((x >>> 2) & 0x3333333333333333L);
    x = (x + (x >>> 4)) & 0x0f0f0f0f0f0f0f0fL;
    return (x + (x >>> 8)) & 0x001f001f001f001fL;
  }

  /** 0xffff in the lanes of counts {@code n} equal to {@code min} (both below 16). */
  private static long equal(long n, long min) {
    long t = n ^ min;
    long nonZero = (t + 0x7fff7fff7fff7fffL) & HIGH;
    return ((~nonZero & HIGH) >>> 15) * 0xffffL;
  }

  private static boolean below(long n, long min) {
    return (((n | HIGH) - min) & HIGH) != HIGH;
  }

  private static long onlyOnce(long x) {
    long one = x;
    long rot = Long.rotateLeft(x, 16);
    long two = one & rot;
    one |= rot;
    rot = Long.rotateLeft(rot, 16);
    two |= one & rot;
    one |= rot;
    rot = Long.rotateLeft(rot, 16);
    two |= one & rot;
    return x & ~two;
  }

  private static long nonZeroLanes(long x) {
    long nonZero = (((x & 0x7fff7fff7fff7fffL) + 0x7fff7fff7fff7fffL) | x) & HIGH;
    return (nonZero >>> 15) * 0xffffL;
  }

  private boolean box(int base, int box, long k0, long k1, long k2, long k3, boolean fromVertical) {
    long[] s = stack;
    int at = base + box * 4;
    long r0 = s[at];
    long r1 = s[at + 1];
    long r2 = s[at + 2];
    long r3 = s[at + 3];
    long e0 = r0 & ~k0;
    long e1 = r1 & ~k1;
    long e2 = r2 & ~k2;
    long e3 = r3 & ~k3;
    if ((e0 | e1 | e2 | e3) == 0) {
      return true;
    }
    int bi = box / 3;
    int bj = box % 3;
    long negH = 0;
    long posH = 0;
    long negV = 0;
    long posV = 0;
    do {
      r0 &= ~e0;
      r1 &= ~e1;
      r2 &= ~e2;
      r3 &= ~e3;
      long n0 = popcounts(r0);
      long n1 = popcounts(r1);
      long n2 = popcounts(r2);
      long n3 = popcounts(r3);
      if (below(n0, MIN_CELLS)
          || below(n1, MIN_CELLS)
          || below(n2, MIN_CELLS)
          || below(n3, MIN_TRIADS)) {
        return false;
      }
      long a0 = r0 & equal(n0, MIN_CELLS);
      long a1 = r1 & equal(n1, MIN_CELLS);
      long a2 = r2 & equal(n2, MIN_CELLS);
      long a3 = r3 & equal(n3, MIN_TRIADS);
      // exactly one per matrix row and per matrix column
      a0 |= onlyOnce(r0);
      a1 |= onlyOnce(r1);
      a2 |= onlyOnce(r2);
      a3 |= onlyOnce(r3);
      long two = (r0 & r1) | ((r0 | r1) & r2) | ((r0 | r1 | r2) & r3);
      a0 |= r0 & ~two;
      a1 |= r1 & ~two;
      a2 |= r2 & ~two;
      a3 |= r3 & ~two;
      // cell assertions leave the box's other cells, and own their row's H and column's V
      long c0 = a0 & LANES012;
      long c1 = a1 & LANES012;
      long c2 = a2 & LANES012;
      long cols = c0 | c1 | c2;
      long any = (cols | cols >>> 16 | cols >>> 32) & 0xffffL;
      long all3 = any * 0x0000000100010001L;
      long h0 = (c0 | c0 >>> 16 | c0 >>> 32) & 0xffffL;
      long h1 = (c1 | c1 >>> 16 | c1 >>> 32) & 0xffffL;
      long h2 = (c2 | c2 >>> 16 | c2 >>> 32) & 0xffffL;
      e0 |= (all3 | h0 << 48 | nonZeroLanes(c0)) ^ c0;
      e1 |= (all3 | h1 << 48 | nonZeroLanes(c1)) ^ c1;
      e2 |= (all3 | h2 << 48 | nonZeroLanes(c2)) ^ c2;
      e3 |= cols;
      // band messages, merged over the iterations and sent once: negative triads asserted
      // (a's H and V lanes) and positive ones (mini-lines holding an asserted cell)
      negH |= a0 >>> 48 | (a1 >>> 48) << 16 | (a2 >>> 48) << 32;
      posH |= h0 | h1 << 16 | h2 << 32;
      negV |= a3;
      posV |= cols;
    } while (((e0 & r0) | (e1 & r1) | (e2 & r2) | (e3 & r3)) != 0);
    int ph = bj * 3;
    long hKill =
        (negH & 0xffffL) * SAME[ph]
            | (negH >>> 16 & 0xffffL) * SAME[ph + 1]
            | (negH >>> 32 & 0xffffL) * SAME[ph + 2]
            | (posH & 0xffffL) * OTHER[ph]
            | (posH >>> 16 & 0xffffL) * OTHER[ph + 1]
            | (posH >>> 32 & 0xffffL) * OTHER[ph + 2];
    int pv = bi * 3;
    long vKill =
        (negV & 0xffffL) * SAME[pv]
            | (negV >>> 16 & 0xffffL) * SAME[pv + 1]
            | (negV >>> 32 & 0xffffL) * SAME[pv + 2]
            | (posV & 0xffffL) * OTHER[pv]
            | (posV >>> 16 & 0xffffL) * OTHER[pv + 1]
            | (posV >>> 32 & 0xffffL) * OTHER[pv + 2];
    s[at] = r0;
    s[at + 1] = r1;
    s[at + 2] = r2;
    s[at + 3] = r3;
    s[base + ELIMS + bi] |= hKill;
    s[base + ELIMS + 3 + bj] |= vKill;
    if (fromVertical) {
      return band(base, bi, bj) && band(base, 3 + bj, bi);
    }
    return band(base, 3 + bj, bi) && band(base, bi, bj);
  }
}
