package dev.sudoku.book;

import dev.sudoku.core.Grid;
import dev.sudoku.grade.Level;
import java.util.Locale;
import java.util.Objects;

/**
 * One puzzle of a booklet: what its page shows (the givens, then the level and SE rating) and what
 * its answer shows (the solution).
 *
 * @param puzzle the givens
 * @param solution the unique solution: complete and agreeing with every given (that it is the only
 *     solution is the caller's to know)
 * @param rating SE rating ER, or its lower bound when {@code lowerBound}
 * @param lowerBound the grader could only bound the rating: shown as "SE ≥ 9.5"
 * @param level the level shown, usually {@code Level.of(rating)}
 */
public record BookPuzzle(
    Grid puzzle, Grid solution, double rating, boolean lowerBound, Level level) {

  /**
   * @throws IllegalArgumentException when the solution is incomplete or contradicts a given, or the
   *     rating is negative or not finite
   */
  public BookPuzzle {
    Objects.requireNonNull(puzzle, "puzzle");
    Objects.requireNonNull(solution, "solution");
    Objects.requireNonNull(level, "level");
    if (!solution.isComplete() || !solution.agreesWith(puzzle)) {
      throw new IllegalArgumentException(
          "the solution must be complete and agree with the puzzle's givens");
    }
    if (!(rating >= 0) || Double.isInfinite(rating)) {
      throw new IllegalArgumentException("rating must be 0 or more, was " + rating);
    }
  }

  /** The caption beside a puzzle's number: {@code HARD · SE 4.5}, or {@code SE ≥ 9.5}. */
  String caption() {
    return level.name()
        + " \u00b7 SE "
        + (lowerBound ? "\u2265 " : "")
        + String.format(Locale.ROOT, "%.1f", rating);
  }
}
