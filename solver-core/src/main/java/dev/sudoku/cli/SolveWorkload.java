package dev.sudoku.cli;

import dev.sudoku.core.Grid;
import dev.sudoku.core.Solver;
import java.util.List;
import java.util.Locale;

/**
 * Times {@code Solver.count(cells, limit, solution)} (limit 1: solve; limit 2: solve and prove
 * uniqueness), tdoku's benchmark figures: % solved without guessing and guesses per puzzle.
 *
 * <p>The warm-up validates every result: each solution found must be a solved grid that keeps the
 * givens, and must equal the input's solution when the input gives one and the count proves it
 * unique; a puzzle the input says is solvable must not count 0.
 */
final class SolveWorkload implements Workload {
  private final Solver solver;
  private final int limit;
  private final byte[] solution = new byte[Grid.CELLS];
  private byte[][] cells = new byte[0][];
  private long guesses;
  private long noGuess;
  private final long[] byCount = new long[3];

  /**
   * @param limit 1 or 2
   */
  SolveWorkload(Solver solver, int limit) {
    this.solver = solver;
    this.limit = limit;
  }

  @Override
  public String unit() {
    return "puzzles";
  }

  @Override
  public List<String> columns() {
    return List.of("no-guess %", "guesses/puzzle", "unique/multi/none");
  }

  @Override
  public void warmUp(List<Grid> puzzles, List<Grid> expected, List<String> where) {
    cells = new byte[puzzles.size()][];
    guesses = 0;
    noGuess = 0;
    java.util.Arrays.fill(byCount, 0);
    for (int i = 0; i < puzzles.size(); i++) {
      Grid puzzle = puzzles.get(i);
      cells[i] = puzzle.toBytes();
      int n = solver.count(cells[i], limit, solution);
      guesses += solver.guesses();
      if (n >= 1 && solver.solvedWithoutGuessing()) {
        noGuess++;
      }
      byCount[Math.min(n, 2)]++;
      Grid want = expected.get(i);
      if (n == 0) {
        if (want != null) {
          throw new BenchFailure(
              where.get(i) + ": the solver found no solution; the input gives " + want.toLine());
        }
        continue;
      }
      Grid found = Grid.of(solution);
      if (!found.isSolved() || !found.agreesWith(puzzle)) {
        throw new BenchFailure(
            where.get(i)
                + ": the solver returned a wrong solution "
                + found.toLine()
                + " for "
                + puzzle.toLine());
      }
      if (want != null && n == 1 && limit >= 2 && !found.equals(want)) {
        throw new BenchFailure(
            where.get(i)
                + ": the solver proved the solution unique but found "
                + found.toLine()
                + ", the input gives "
                + want.toLine());
      }
    }
  }

  @Override
  public long pass() {
    long sum = 0;
    for (byte[] c : cells) {
      sum += solver.count(c, limit, solution) + solution[80];
    }
    return sum;
  }

  @Override
  public List<String> cells() {
    double n = Math.max(cells.length, 1);
    return List.of(
        String.format(Locale.ROOT, "%.1f", 100.0 * noGuess / n),
        String.format(Locale.ROOT, "%.2f", guesses / n),
        limit >= 2
            ? byCount[1] + "/" + byCount[2] + "/" + byCount[0]
            : (byCount[1] + byCount[2]) + "/-/" + byCount[0]);
  }
}
