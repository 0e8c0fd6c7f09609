package dev.sudoku.cli;

import dev.sudoku.core.Grid;
import java.util.List;

/**
 * What {@link Bench} times: one kind of work over a file's puzzles. {@code sudoku bench} times the
 * solver ({@link SolveWorkload}); the grader, canonical form and generator workloads of the bench
 * source set implement the same interface, so the harness (loading, shuffling, repeats, CPU time,
 * table) is written once.
 */
interface Workload {
  /** What one unit of work is called in the table, e.g. {@code puzzles} or {@code grades}. */
  String unit();

  /** Headers of the workload's own columns, after puzzles, rate and µs per unit. */
  List<String> columns();

  /**
   * The warm-up pass: runs every puzzle once, checks every result, and keeps the figures for {@link
   * #cells()}.
   *
   * @param puzzles parsed, consistent puzzles in the order they will be timed
   * @param expected the input's solution for each puzzle, or {@code null} entries
   * @param where {@code file:line} of each puzzle, for failure messages
   * @throws BenchFailure if a result is wrong
   */
  void warmUp(List<Grid> puzzles, List<Grid> expected, List<String> where);

  /**
   * One timed pass over every puzzle, in the warm-up's order.
   *
   * @return a value depending on every result, so the work cannot be optimised away
   */
  long pass();

  /** The workload's own columns for the last warm-up, formatted. */
  List<String> cells();

  /** A result that is wrong: the benchmark must not report a speed for wrong work. */
  final class BenchFailure extends RuntimeException {
    private static final long serialVersionUID = 1L;

    BenchFailure(String message) {
      super(message, null, false, false);
    }
  }
}
