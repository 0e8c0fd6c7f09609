package dev.sudoku.generate;

import dev.sudoku.grade.Grade;
import dev.sudoku.grade.Level;

/**
 * Rating arithmetic behind {@link Difficulty}, in tenths (SE's resolution, exact in integers), and
 * the removal strategy a request calls for.
 *
 * <p>Strategy, from the highest rating a puzzle meeting the request may have (its cap):
 *
 * <pre>
 *   cap <= 2.3 (EASY)        SINGLES  remove a clue only if naked/hidden singles put it back: the
 *                                     puzzle stays solvable by singles, so unique with ER <= 2.3,
 *                                     and no solver call is made at all
 *   cap <= 6.1 (MEDIUM, HARD, a range closed below 6.2)
 *                            CAPPED   remove a clue if the puzzle stays unique and, unless singles
 *                                     put it back, the grader still rates it within the cap: the
 *                                     puzzle is thinned as far as the cap allows, which is where
 *                                     ratings near the cap live
 *   cap >= 6.2 or open (EXPERT, EXTREME, 6.2.., any)
 *                            FULL     plain thinning to a minimal (orbit-minimal) puzzle; hard
 *                                     ratings live among the thinnest puzzles (a third of them
 *                                     rate 6.2 or more), and grading every removal with chains
 *                                     would cost more than retrying
 * </pre>
 *
 * Minimal requests always use FULL (capped thinning stops early, so would rarely be minimal). The
 * strategy only shapes which puzzles are tried; the grade of the final puzzle (graded by the cap or
 * afterwards) decides, and it is kept only if the request {@link Difficulty#admits admits} that
 * grade.
 */
final class Target {
  /** Cap of an open request. */
  static final int OPEN = Integer.MAX_VALUE;

  /** Highest rating of the EASY band, in tenths: the cap up to which SINGLES thinning applies. */
  static final int EASY_MAX = maxTenths(Level.EASY);

  /** Highest rating of the HARD band: the largest cap CAPPED thinning is used for. */
  static final int HARD_MAX = maxTenths(Level.HARD);

  private Target() {}

  static boolean rated(Grade g) {
    return g.status() == Grade.Status.RATED;
  }

  static boolean bounded(Grade g) {
    return g.status() == Grade.Status.LOWER_BOUND;
  }

  /** A grader rating (a multiple of 0.1 held in a double) in tenths. */
  static int tenths(double rating) {
    return (int) Math.round(rating * 10);
  }

  /** Smallest whole tenth at or above {@code r} (a request's lower bound, rounded inwards). */
  static int ceilTenths(double r) {
    return (int) Math.ceil(r * 10 - 1e-9);
  }

  /** Largest whole tenth at or below {@code r}, {@link #OPEN} for infinity. */
  static int floorTenths(double r) {
    if (r >= OPEN / 10.0) {
      return OPEN;
    }
    return (int) Math.floor(r * 10 + 1e-9);
  }

  /** Highest rating in tenths of the band {@code level}, {@link #OPEN} for EXTREME. */
  static int maxTenths(Level level) {
    if (level == Level.EXTREME) {
      return OPEN;
    }
    int t = 0;
    while (Level.of((t + 1) / 10.0).compareTo(level) <= 0) {
      t++;
    }
    return t;
  }

  /** The lowest rating of the band {@code level}, in tenths. */
  static int lowestTenths(Level level) {
    int t = 0;
    while (Level.of(t / 10.0).compareTo(level) < 0) {
      t++;
    }
    return t;
  }

  /**
   * A rating, in tenths, below which {@code d} admits no grade: the lower end of a level or rating
   * range, the base rating of a required technique (every step rates at least its technique's
   * base), 0 for {@code any()}.
   */
  static int lowestTenths(Difficulty d) {
    if (d instanceof Difficulty.Levels) {
      return lowestTenths(((Difficulty.Levels) d).from());
    }
    if (d instanceof Difficulty.Rating) {
      return ceilTenths(((Difficulty.Rating) d).min());
    }
    if (d instanceof Difficulty.Uses) {
      return ceilTenths(((Difficulty.Uses) d).technique().baseRating());
    }
    return 0;
  }

  /** How a request's puzzles are thinned; see the class comment. */
  enum Strategy {
    FULL,
    SINGLES,
    CAPPED
  }

  /** The removal strategy for {@code options}; see the class comment. */
  static Strategy strategy(GeneratorOptions options) {
    if (options.difficulty().isEmpty() || options.minimal()) {
      return Strategy.FULL;
    }
    int cap = options.difficulty().get().capTenths();
    if (cap <= EASY_MAX) {
      return Strategy.SINGLES;
    }
    // Above HARD every rating needs chains: grading each removal would cost far more than
    // retrying, and a third of fully thinned puzzles already rate 6.2 or more.
    return cap <= HARD_MAX ? Strategy.CAPPED : Strategy.FULL;
  }
}
