package dev.sudoku.grade;

/**
 * Which tuples of cells an aligned exclusion already tried in vain, on candidates that have not
 * changed since: the grader asks the rule again at every step that needs it, and between two such
 * steps usually only a few cells lose a candidate, so most tuples would be tried again on the very
 * same candidates.
 *
 * <pre>
 * seen[c]             candidates of cell c at the last {@link #begin}
 * triedAt[key]        0 = not known; else 0x80 | (s &amp; 0x7F): tuple key was tried and removed
 *                     nothing after the begin with stamp s, at most 95 begins ago
 * sinceLo/Hi[s &amp; 63]  the 81-bit set of cells changed by the begins after stamp s, for the last
 *                     64 stamps (a ring): bit c of lo for cells 0..63, bit c - 64 of hi
 * </pre>
 *
 * <p>Exact for a test that is a function of the candidates of a known set of cells (an aligned
 * exclusion: its base cells and every cell that sees all of them, whose candidate counts decide
 * which are excluders): if none of those cells changed since the tuple was tried in vain, it would
 * remove nothing again. Keyed by content, not by step, so it holds across steps and puzzles.
 *
 * <p>Only the last 64 begins are remembered: a tuple tried longer ago is tried again (the memo pays
 * off between the steps of one puzzle; across puzzles almost every cell changes). That keeps the
 * answer of {@link #known} to two ANDs on the ring, and the table to one byte per tuple (85 KB for
 * the 85,320 triples of cells, where an int stamp took 340 KB): a search reads thousands of entries
 * at random, and the load was the rule's hot spot. A byte holds the stamp modulo 128; every 32
 * begins the entries older than 64 begins are cleared, so no entry is ever older than 95 begins and
 * its age modulo 128 is its age. Stamps may wrap: only differences modulo 128 are read.
 */
final class FruitlessTuples {
  /** How many recent begins are remembered (a power of two). */
  private static final int RING = 64;

  /** Begins between two sweeps of stale entries: RING + SWEEP must stay within 128. */
  private static final int SWEEP = 32;

  private final int[] seen = new int[81];
  private final byte[] triedAt;
  private final long[] sinceLo = new long[RING];
  private final long[] sinceHi = new long[RING];
  private int now;
  private boolean started;

  /**
   * @param keys how many tuples can be told apart (keys are 0 to keys - 1)
   */
  FruitlessTuples(int keys) {
    triedAt = new byte[keys];
  }

  /** Starts a search on {@code g}: notes the cells whose candidates changed since the last. */
  void begin(Candidates g) {
    now++;
    long lo = 0;
    long hi = 0;
    for (int c = 0; c < 81; c++) {
      if (seen[c] != g.cand[c] || !started) {
        seen[c] = g.cand[c];
        lo |= lo(c);
        hi |= hi(c);
      }
    }
    started = true;
    for (int s = 0; s < RING; s++) {
      sinceLo[s] |= lo;
      sinceHi[s] |= hi;
    }
    sinceLo[now & (RING - 1)] = 0;
    sinceHi[now & (RING - 1)] = 0;
    if ((now & (SWEEP - 1)) == 0) {
      for (int k = 0; k < triedAt.length; k++) {
        if (triedAt[k] != 0 && ((now - triedAt[k]) & 127) >= RING) {
          triedAt[k] = 0;
        }
      }
    }
  }

  /**
   * True when tuple {@code key} was tried in vain within the last 64 begins and none of the cells
   * it reads (an 81-bit set: cells 0..63 in {@code lo}, 64..80 in {@code hi}) changed since.
   */
  boolean known(int key, long lo, long hi) {
    int v = triedAt[key];
    if (v == 0) {
      return false;
    }
    // v is 0x80 | stamp (as a negative byte): equal to the stamp modulo 128
    int age = (now - v) & 127;
    if (age >= RING) {
      return false;
    }
    int s = (now - age) & (RING - 1);
    return ((sinceLo[s] & lo) | (sinceHi[s] & hi)) == 0;
  }

  /** Cell c's bit in the low word of an 81-bit set (0 for cells 64..80). */
  static long lo(int c) {
    return c < 64 ? 1L << c : 0;
  }

  /** Cell c's bit in the high word of an 81-bit set (0 for cells 0..63). */
  static long hi(int c) {
    return c < 64 ? 0 : 1L << (c - 64);
  }

  /** Records that tuple {@code key} removed nothing on the current candidates. */
  void tried(int key) {
    triedAt[key] = (byte) (0x80 | (now & 127));
  }
}
