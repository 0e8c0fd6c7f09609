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

  @Override
  public Check process(Entry entry) {
    Grid puzzle = parse(entry.text());
    puzzle.copyTo(cells);
    PuzzleStatus status = PuzzleStatus.ofCount(solver.count(cells, 2, solution));
    return new Check(puzzle, status, status == PuzzleStatus.UNIQUE ? Grid.of(solution) : null);
  }
}
