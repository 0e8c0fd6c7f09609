package dev.sudoku.grade;

/**
 * Sudoku Explainer's rating of a chain hint and the order in which it picks among them.
 *
 * <p>Rating = base + length addition. The length is the number of literals behind the conclusion
 * (SE's "complexity", its {@code getAncestorCount} summed over the branches) minus 2; it adds 0.1
 * for each threshold it exceeds: 4, 6, 8, 12, 16, 24, 32, 48, ... (alternately times 3/2 and 4/3;
 * SE's {@code ChainingHint.getLengthDifficulty}). Ratings are compared as SE compares them, in
 * {@code double} arithmetic (6.6 + 0.1 is less than 6.5 + 0.2 there), then by complexity, then by
 * SE's per-kind sort key, then by the order found.
 */
final class ChainRating {
  double difficulty;
  int complexity;
  int sortKey;
  boolean found;

  /** Changes whenever the best changes (reset or take): lets callers cache derived limits. */
  int version;

  void reset() {
    found = false;
    version++;
  }

  static double lengthAddition(int complexity) {
    double added = 0.0;
    int ceil = 4;
    int length = complexity - 2;
    boolean odd = false;
    while (length > ceil) {
      added += 0.1;
      ceil = odd ? (ceil * 4) / 3 : (ceil * 3) / 2;
      odd = !odd;
    }
    return added;
  }

  /** True when a hint rated (base, complexity, sortKey) would come before the best so far. */
  boolean beats(double base, int cx, int key) {
    if (!found) {
      return true;
    }
    double d = base + lengthAddition(cx);
    if (d != difficulty) {
      return d < difficulty;
    }
    if (cx != complexity) {
      return cx < complexity;
    }
    return key < sortKey;
  }

  /**
   * The largest complexity a hint of this base and sort key may have and still come first; {@code
   * Integer.MAX_VALUE} while nothing is found. Lets searches stop early without changing which hint
   * wins.
   */
  int maxUsefulComplexity(double base, int key) {
    if (!found) {
      return Integer.MAX_VALUE;
    }
    int cx = 0;
    while (cx < 100_000 && beats(base, cx + 1, key)) {
      cx++;
    }
    return cx;
  }

  /** Records the new best; returns its rating in tenths. */
  int take(double base, int cx, int key) {
    found = true;
    version++;
    difficulty = base + lengthAddition(cx);
    complexity = cx;
    sortKey = key;
    return (int) Math.round(difficulty * 10);
  }
}
