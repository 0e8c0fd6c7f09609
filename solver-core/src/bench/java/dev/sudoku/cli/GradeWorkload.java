package dev.sudoku.cli;

import dev.sudoku.core.Grid;
import dev.sudoku.core.Solver;
import dev.sudoku.grade.CellDigit;
import dev.sudoku.grade.Grade;
import dev.sudoku.grade.Grader;
import dev.sudoku.grade.Step;
import java.util.List;
import java.util.Locale;

/**
 * Times {@link Grader#grade(Grid)}, what {@code sudoku grade} does per puzzle: validity, the
 * uniqueness check with {@code Solver.fast()} and the rating, without recording the steps. Figures:
 * mean ER of the rated puzzles, % RATED and % LOWER_BOUND, and how many puzzles got no rating (no
 * or several solutions).
 *
 * <p>The warm-up validates the grader independently of its own checks, on every puzzle: the
 * solution comes from the input when it gives one (else from a separate solver, which must agree
 * with the input where both exist); a unique puzzle must be RATED or LOWER_BOUND and any other
 * puzzle must get the solver's status; replaying the recorded path, every placement fills an empty
 * cell with the solution's digit, no elimination removes the solution's digit, and a RATED path
 * fills the whole grid; grading again without steps (the timed call) must give the same status and
 * ER/EP/ED.
 */
final class GradeWorkload implements Workload {
  private final Grader grader;
  private final Solver solver;
  private Grid[] puzzles = new Grid[0];
  private long rated;
  private long lowerBound;
  private long unrated;
  private long ratedTenths;

  /**
   * @param grader the grader to time
   * @param solver finds the solutions the warm-up checks against (not timed)
   */
  GradeWorkload(Grader grader, Solver solver) {
    this.grader = grader;
    this.solver = solver;
  }

  @Override
  public String unit() {
    return "grades";
  }

  @Override
  public List<String> columns() {
    return List.of("mean ER", "rated %", "lower-bound %", "unrated");
  }

  @Override
  public void warmUp(List<Grid> list, List<Grid> expected, List<String> where) {
    puzzles = list.toArray(new Grid[0]);
    rated = 0;
    lowerBound = 0;
    unrated = 0;
    ratedTenths = 0;
    byte[] cells = new byte[Grid.CELLS];
    byte[] found = new byte[Grid.CELLS];
    for (int i = 0; i < puzzles.length; i++) {
      Grid puzzle = puzzles[i];
      puzzle.copyTo(cells);
      int n = solver.count(cells, 2, found);
      Grid want = expected.get(i);
      if (want != null && (n == 0 || (n == 1 && !Grid.of(found).equals(want)))) {
        throw new BenchFailure(
            where.get(i) + ": the solver disagrees with the input's solution " + want.toLine());
      }
      Grade detailed = grader.grade(puzzle, true);
      Grade timed = grader.grade(puzzle, false);
      if (n != 1) {
        Grade.Status status = n == 0 ? Grade.Status.NO_SOLUTION : Grade.Status.MULTIPLE_SOLUTIONS;
        if (detailed.status() != status || timed.status() != status) {
          throw new BenchFailure(
              where.get(i) + ": graded " + detailed.status() + ", expected " + status);
        }
        unrated++;
        continue;
      }
      check(puzzle, Grid.of(found).toBytes(), detailed, where.get(i));
      if (timed.status() != detailed.status()
          || timed.er() != detailed.er()
          || timed.ep() != detailed.ep()
          || timed.ed() != detailed.ed()) {
        throw new BenchFailure(
            where.get(i) + ": grading without steps gives " + timed + ", with steps " + detailed);
      }
      if (detailed.status() == Grade.Status.RATED) {
        rated++;
        ratedTenths += Math.round(detailed.er() * 10);
      } else {
        lowerBound++;
      }
    }
  }

  /** Replays the path of a unique puzzle against its solution. */
  static void check(Grid puzzle, byte[] solution, Grade grade, String where) {
    if (grade.status() != Grade.Status.RATED && grade.status() != Grade.Status.LOWER_BOUND) {
      throw new BenchFailure(where + ": a puzzle with one solution graded " + grade.status());
    }
    byte[] grid = puzzle.toBytes();
    int empty = 0;
    for (byte b : grid) {
      empty += b == 0 ? 1 : 0;
    }
    for (Step step : grade.steps()) {
      for (CellDigit p : step.placements()) {
        if (grid[p.cell()] != 0 || solution[p.cell()] != p.digit()) {
          throw new BenchFailure(
              where
                  + ": step '"
                  + step.explanation()
                  + "' places "
                  + p
                  + ", the solution has "
                  + solution[p.cell()]);
        }
        grid[p.cell()] = (byte) p.digit();
        empty--;
      }
      for (CellDigit e : step.eliminations()) {
        if (solution[e.cell()] == e.digit()) {
          throw new BenchFailure(
              where
                  + ": step '"
                  + step.explanation()
                  + "' removes the solution's digit from "
                  + Grid.cellName(e.cell()));
        }
      }
    }
    if (grade.status() == Grade.Status.RATED && empty != 0) {
      throw new BenchFailure(where + ": a RATED path leaves " + empty + " cells empty");
    }
  }

  @Override
  public long pass() {
    long sum = 0;
    for (Grid p : puzzles) {
      Grade g = grader.grade(p);
      sum += g.status().ordinal() + Math.round(g.er() * 10);
    }
    return sum;
  }

  @Override
  public List<String> cells() {
    double n = Math.max(puzzles.length, 1);
    return List.of(
        rated == 0 ? "-" : String.format(Locale.ROOT, "%.2f", ratedTenths / 10.0 / rated),
        String.format(Locale.ROOT, "%.1f", 100.0 * rated / n),
        String.format(Locale.ROOT, "%.1f", 100.0 * lowerBound / n),
        String.valueOf(unrated));
  }
}
