package dev.sudoku.generate;

import dev.sudoku.core.Grid;
import java.util.Objects;

/**
 * Two filters that must both accept ({@link PuzzleFilter#and}); a named type rather than a lambda
 * so that {@link RequestKey} can see the filters it combines.
 *
 * @param first asked first
 * @param second asked only when {@code first} accepts
 */
record BothFilters(PuzzleFilter first, PuzzleFilter second) implements PuzzleFilter {
  BothFilters {
    Objects.requireNonNull(first, "first");
    Objects.requireNonNull(second, "second");
  }

  @Override
  public boolean accept(Grid puzzle, Grid solution) {
    return first.accept(puzzle, solution) && second.accept(puzzle, solution);
  }
}
