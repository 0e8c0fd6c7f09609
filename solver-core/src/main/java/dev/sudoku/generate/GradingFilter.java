package dev.sudoku.generate;

import dev.sudoku.core.Grid;
import dev.sudoku.grade.Grader;
import java.util.Objects;

/**
 * A {@link Difficulty} as a {@link PuzzleFilter}: grades with the generator's known solution (so
 * the grader skips its solver) and asks the request. Thread-safe: each calling thread gets its own
 * {@link Grader}, which holds mutable preallocated state. Deterministic, since grading is.
 */
final class GradingFilter implements PuzzleFilter {
  private final Difficulty difficulty;
  private final ThreadLocal<Grader> graders = ThreadLocal.withInitial(Grader::new);

  GradingFilter(Difficulty difficulty) {
    this.difficulty = Objects.requireNonNull(difficulty, "difficulty");
  }

  /** The request this filter checks. */
  Difficulty difficulty() {
    return difficulty;
  }

  @Override
  public boolean accept(Grid puzzle, Grid solution) {
    return difficulty.admits(graders.get().grade(puzzle, solution, false));
  }
}
