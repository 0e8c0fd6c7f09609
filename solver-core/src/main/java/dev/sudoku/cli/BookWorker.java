package dev.sudoku.cli;

import dev.sudoku.book.BookPuzzle;
import dev.sudoku.core.Grid;
import dev.sudoku.core.Solver;
import dev.sudoku.grade.Grade;
import dev.sudoku.grade.Grader;
import dev.sudoku.grade.Level;

/**
 * Makes one puzzle ready for a booklet: parses it, solves it with a limit of 2 (a booklet prints
 * only puzzles with one solution, and the answer key needs it), and takes its rating from the input
 * when the input gives one, else grades it with this thread's {@link Grader} against the solution
 * just found.
 */
final class BookWorker implements Pipeline.Worker<BookWorker.Ready> {
  /**
   * A puzzle read for the book.
   *
   * @param status whether it has one solution; only UNIQUE puzzles have a {@code page}
   * @param page what the booklet prints, or null
   * @param graded the rating was computed here, not taken from the input
   */
  record Ready(PuzzleStatus status, BookPuzzle page, boolean graded) {}

  private final Solver solver = Solver.fast();
  private final Grader grader;
  private final byte[] cells = new byte[Grid.CELLS];
  private final byte[] solution = new byte[Grid.CELLS];

  BookWorker(Grader grader) {
    this.grader = grader;
  }

  @Override
  public Ready process(Entry entry) {
    Grid puzzle = CheckWorker.parse(entry.text());
    puzzle.copyTo(cells);
    PuzzleStatus status = PuzzleStatus.ofCount(solver.count(cells, 2, solution));
    if (status != PuzzleStatus.UNIQUE) {
      return new Ready(status, null, false);
    }
    Grid unique = Grid.of(solution);
    InputRating given = InputRating.parse(entry.rating());
    if (given != null) {
      return new Ready(
          status,
          new BookPuzzle(puzzle, unique, given.er(), given.bound(), Level.of(given.er())),
          false);
    }
    Grade g = grader.grade(puzzle, unique, false);
    boolean bound = g.status() == Grade.Status.LOWER_BOUND;
    if (!bound && g.status() != Grade.Status.RATED) {
      throw new IllegalStateException(
          entry.where() + ": the grader gave " + g.status() + " for a puzzle with one solution");
    }
    return new Ready(status, new BookPuzzle(puzzle, unique, g.er(), bound, g.level()), true);
  }
}
