package dev.sudoku.grade;

import java.util.Arrays;

/**
 * The base cells of an aligned exclusion and, for each, its excluders: what {@link AlignedPairRule}
 * and {@link AlignedTripleRule} both start from, collected the same way.
 *
 * <p>Following Sudoku Explainer's {@code AlignedExclusion}, a base cell has two or more candidates
 * and no peer with a single candidate, and sees at least one excluder: a peer with 2 up to {@code
 * maxExcluderCandidates} candidates (2 for pairs, 3 for triples). Bases are listed row-major. The
 * excluders of base {@code n} are an 81-bit set in two longs:
 *
 * <pre>
 *   exLo[n]: bit c      = cell c,  c in 0..63
 *   exHi[n]: bit c - 64 = cell c,  c in 64..80  (bits 17..63 always 0)
 * </pre>
 *
 * so the excluders common to several bases are a few {@code AND}s. Arrays are preallocated: one
 * instance per rule, refilled by {@link #collect} at every search, nothing allocated.
 */
final class AlignedBases {
  /** The base cells, row-major; the first {@link #size} entries are valid. */
  final int[] cell = new int[81];

  /** The index in {@link #cell} of each cell that is a base, -1 for the others. */
  final int[] indexOf = new int[81];

  /** Excluders of base n, cells 0..63. */
  final long[] exLo = new long[81];

  /** Excluders of base n, cells 64..80 as bits 0..16. */
  final long[] exHi = new long[81];

  /** How many bases {@link #collect} found. */
  int size;

  private final int maxExcluderCandidates;

  /**
   * @param maxExcluderCandidates the most candidates an excluder may have: 2 or 3
   */
  AlignedBases(int maxExcluderCandidates) {
    this.maxExcluderCandidates = maxExcluderCandidates;
  }

  /** Finds the bases of {@code g} and their excluders; returns {@link #size}. */
  int collect(Candidates g) {
    // two 81-bit sets first (cells with one candidate, would-be excluders), then each cell's
    // test is a few ANDs with its peer set instead of a count over its 20 peers
    long singleLo = 0;
    long singleHi = 0;
    long exLoAll = 0;
    long exHiAll = 0;
    for (int c = 0; c < 81; c++) {
      int k = Integer.bitCount(g.cand[c]);
      if (k == 1) {
        if (c < 64) {
          singleLo |= 1L << c;
        } else {
          singleHi |= 1L << (c - 64);
        }
      } else if (k >= 2 && k <= maxExcluderCandidates) {
        if (c < 64) {
          exLoAll |= 1L << c;
        } else {
          exHiAll |= 1L << (c - 64);
        }
      }
    }
    int n = 0;
    Arrays.fill(indexOf, -1);
    for (int c = 0; c < 81; c++) {
      if (Integer.bitCount(g.cand[c]) < 2) {
        continue;
      }
      long peerLo = Houses.PEER_LO[c];
      long peerHi = Houses.PEER_HI[c];
      if ((peerLo & singleLo | peerHi & singleHi) != 0) {
        continue;
      }
      long lo = peerLo & exLoAll;
      long hi = peerHi & exHiAll;
      if ((lo | hi) != 0) {
        indexOf[c] = n;
        cell[n] = c;
        exLo[n] = lo;
        exHi[n] = hi;
        n++;
      }
    }
    size = n;
    return n;
  }

  /** How many excluders bases {@code i} and {@code j} have in common. */
  int commonExcluders(int i, int j) {
    return Long.bitCount(exLo[i] & exLo[j]) + Long.bitCount(exHi[i] & exHi[j]);
  }

  /** Whether {@code c} is an excluder of base {@code n}. */
  boolean isExcluder(int n, int c) {
    return c < 64 ? (exLo[n] & (1L << c)) != 0 : (exHi[n] & (1L << (c - 64))) != 0;
  }
}
