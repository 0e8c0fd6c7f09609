package dev.sudoku.generate;

import dev.sudoku.core.Grid;

/**
 * The acceptance hook: decides whether a candidate puzzle meets the parts of a request the
 * generator cannot check itself. For difficulty (level, SE rating range, required technique) use
 * {@link GeneratorOptions#withDifficulty} instead, which also picks a faster removal strategy and
 * keeps the grade on the puzzle; {@link Difficulty#asFilter()} is the same test as a filter.
 *
 * <p>Called once per candidate that already satisfies everything structural (unique solution,
 * symmetry, clue bounds, minimality when asked) and the difficulty, if any, on the thread that
 * generated it. With {@link Generator#run(Request, int)} on several threads one filter instance is
 * called from all of them, so it must be thread-safe; a stateful grader can be kept per thread,
 * e.g. in a {@code ThreadLocal}. It must be deterministic (a pure function of its arguments), or
 * generation stops being reproducible from (seed, index).
 */
@FunctionalInterface
public interface PuzzleFilter {
  /** Accepts every puzzle. */
  PuzzleFilter ACCEPT_ALL = (puzzle, solution) -> true;

  /**
   * True to keep the puzzle.
   *
   * @param puzzle the candidate, with a unique solution
   * @param solution its solution
   */
  boolean accept(Grid puzzle, Grid solution);

  /** Both this filter and {@code other}; {@code other} is not called when this one rejects. */
  default PuzzleFilter and(PuzzleFilter other) {
    return new BothFilters(this, other);
  }
}
