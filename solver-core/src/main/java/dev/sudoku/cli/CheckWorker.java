package dev.sudoku.cli;

import dev.sudoku.core.Grid;
import dev.sudoku.core.Solver;

/**
 * Parses a puzzle, rejects conflicting givens with a message naming both cells, and counts its
 * solutions up to 2 with this thread's own {@link Solver#fast()}: solve and uniqueness in one pass.
 */
final class CheckWorker implements Pipeline.Worker<Check> {
  private final Solver solver = Solver.fast();
  private final byte[] cells = new byte[Grid.CELLS];
  private final byte[] solution = new byte[Grid.CELLS];

  /** Parses {@code text} and checks that no house holds a digit twice. */
  static Grid parse(String text) {
    return Grid.parse(text).requireConsistent();
  }

  /**
   * The same outcome as {@link #parse} then counting, but the givens are checked for a repeated
   * digit only when the solver finds no solution (it finds none for such givens): most puzzles of a
   * bulk run have no repeat, and they skip that pass.
   */
  @Override
  public Check process(Entry entry) {
    Grid puzzle = Grid.parse(entry.text());
    puzzle.copyTo(cells);
    int count = solver.count(cells, 2, solution);
    if (count == 0) {
      puzzle.requireConsistent();
    }
    PuzzleStatus status = PuzzleStatus.ofCount(count);
    return new Check(puzzle, status, status == PuzzleStatus.UNIQUE ? Grid.of(solution) : null);
  }
}
