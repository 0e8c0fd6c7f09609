package dev.sudoku.grade;

/**
 * Which tuples of cells an aligned exclusion already tried in vain, on candidates that have not
 * changed since: the grader asks the rule again at every step that needs it, and between two such
 * steps usually only a few cells lose a candidate, so most tuples would be tried again on the very
 * same candidates.
 *
 * <pre>
 * seen[c]        candidates of cell c at the last {@link #begin}
 * changedAt[c]   stamp of the last begin that found cell c's candidates changed
 * triedAt[key]   stamp of the begin after which tuple key was tried and removed nothing, 0 = never
 * </pre>
 *
 * <p>Exact for a test that is a function of the candidates of a known set of cells (an aligned
 * exclusion: its base cells and every cell that sees all of them, whose candidate counts decide
 * which are excluders): if none of those cells changed since the tuple was tried in vain, it would
 * remove nothing again. Keyed by content, not by step, so it holds across steps and puzzles. Stamps
 * never wrap: at {@code Integer.MAX_VALUE} every entry is forgotten (see {@link Stamps}).
 */
final class FruitlessTuples {
  private final int[] seen = new int[81];
  private final int[] changedAt = new int[81];
  private final int[] triedAt;
  private int now;

  /**
   * @param keys how many tuples can be told apart (keys are 0 to keys - 1)
   */
  FruitlessTuples(int keys) {
    triedAt = new int[keys];
  }

  /** Starts a search on {@code g}: stamps the cells whose candidates changed since the last. */
  void begin(Candidates g) {
    if (now == Integer.MAX_VALUE) {
      java.util.Arrays.fill(triedAt, 0);
      now = 0;
    }
    now++;
    for (int c = 0; c < 81; c++) {
      if (seen[c] != g.cand[c] || now == 1) {
        seen[c] = g.cand[c];
        changedAt[c] = now;
      }
    }
  }

  /**
   * True when tuple {@code key} was tried in vain and none of the cells it reads (an 81-bit set:
   * cells 0..63 in {@code lo}, 64..80 in {@code hi}) changed since.
   */
  boolean known(int key, long lo, long hi) {
    int t = triedAt[key];
    if (t == 0) {
      return false;
    }
    for (long m = lo; m != 0; m &= m - 1) {
      if (changedAt[Long.numberOfTrailingZeros(m)] > t) {
        return false;
      }
    }
    for (long m = hi; m != 0; m &= m - 1) {
      if (changedAt[64 + Long.numberOfTrailingZeros(m)] > t) {
        return false;
      }
    }
    return true;
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
    triedAt[key] = now;
  }
}
