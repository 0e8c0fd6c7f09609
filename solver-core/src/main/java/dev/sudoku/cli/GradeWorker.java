package dev.sudoku.cli;

import dev.sudoku.core.Grid;
import dev.sudoku.core.Solver;
import dev.sudoku.grade.Grader;

/**
 * Grades one puzzle per call with this thread's own {@link Grader}: parses it (conflicting givens
 * are reported like {@code solve} reports them, naming both cells), counts its solutions up to 2
 * with this thread's {@link Solver#fast()}, and grades a unique puzzle against the solution found,
 * so the solver runs once and the solution is at hand for the comparison with a CSV's own.
 *
 * <p>A step the grader's own check refuses (it would contradict the solution) is a grader bug: it
 * stops the run with the puzzle's {@code file:line} rather than becoming a rating.
 */
final class GradeWorker implements Pipeline.Worker<Graded> {
  private final Solver solver = Solver.fast();
  private final Grader grader;
  private final boolean withSteps;
  private final byte[] cells = new byte[Grid.CELLS];
  private final byte[] solution = new byte[Grid.CELLS];

  /**
   * @param grader this thread's grader
   * @param withSteps also record the solution path
   */
  GradeWorker(Grader grader, boolean withSteps) {
    this.grader = grader;
    this.withSteps = withSteps;
  }

  @Override
  public Graded process(Entry entry) {
    Grid puzzle = CheckWorker.parse(entry.text());
    puzzle.copyTo(cells);
    try {
      if (solver.count(cells, 2, solution) != 1) {
        // rare in real archives: let the grader say which status, in its own words
        return new Graded(puzzle, null, grader.grade(puzzle, false));
      }
      Grid unique = Grid.of(solution);
      return new Graded(puzzle, unique, grader.grade(puzzle, unique, withSteps));
    } catch (IllegalStateException e) {
      // the grader refuses a step that contradicts the solution: a bug, never a rating; say where
      throw new IllegalStateException(entry.where() + ": " + e.getMessage(), e);
    }
  }
}
