package dev.sudoku.generate;

import dev.sudoku.core.Grid;
import dev.sudoku.grade.Grade;
import java.util.Objects;
import java.util.Optional;

/**
 * One generated puzzle and where it came from. The pair (seed, index), with the options and {@link
 * Generator#VERSION} (and {@link dev.sudoku.grade.Grader#VERSION} when targeted), reproduces it.
 *
 * @param puzzle the puzzle, with exactly one solution
 * @param solution its solution
 * @param clues number of givens
 * @param symmetry symmetry of the clue pattern
 * @param minimal true when no single clue can be removed without losing uniqueness (checked,
 *     whether or not it was requested)
 * @param seed the request seed
 * @param index the index within the seed's stream
 * @param attempts attempts spent on this index, the accepted one included (1 = first try)
 * @param grade the puzzle's grade (ER, EP, ED, level, hardest technique, technique counts; no
 *     steps) when the options had a {@link GeneratorOptions#difficulty()}, else empty; consumers
 *     need not grade again
 */
public record GeneratedPuzzle(
    Grid puzzle,
    Grid solution,
    int clues,
    Symmetry symmetry,
    boolean minimal,
    long seed,
    long index,
    int attempts,
    Optional<Grade> grade) {

  /** Validates non-null. */
  public GeneratedPuzzle {
    Objects.requireNonNull(grade, "grade");
  }

  /** An ungraded puzzle (the form before difficulty targeting existed). */
  public GeneratedPuzzle(
      Grid puzzle,
      Grid solution,
      int clues,
      Symmetry symmetry,
      boolean minimal,
      long seed,
      long index,
      int attempts) {
    this(puzzle, solution, clues, symmetry, minimal, seed, index, attempts, Optional.empty());
  }
}
