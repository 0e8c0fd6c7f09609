package dev.sudoku.core;

import java.util.function.Consumer;

/**
 * Counts and finds the solutions of a 9x9 Sudoku.
 *
 * <p>One signature serves solving and uniqueness: {@link #count} stops at {@code limit} solutions,
 * so {@code count(p, 1)} solves and {@code count(p, 2)} also proves (or refutes) that the solution
 * is unique, in one pass. The first solution found and the number of guesses are kept as
 * by-products of the last call.
 *
 * <p>Instances hold mutable search state: use one per thread. A grid whose givens conflict has 0
 * solutions. The {@code byte[]} form of {@link #count(byte[], int, byte[])} checks what {@link
 * Grid} guarantees (81 values 0..9); {@link #hasSolutionDifferingAt} does not.
 */
public interface Solver {

  /**
   * A new fast solver, for all real work: band bitboards with table-driven propagation, about
   * 200,000 easy or 5,000 of the hardest known puzzles per CPU-second on one core (see {@code
   * SolverBenchmark}). Keep one per thread.
   */
  static Solver fast() {
    return new BitboardSolver();
  }

  /** A new plain, readable backtracking solver: the test oracle, thousands of times slower. */
  static Solver reference() {
    return new BacktrackingSolver();
  }

  /**
   * Returns {@code min(number of solutions, limit)}.
   *
   * @param limit at least 1
   */
  int count(Grid puzzle, int limit);

  /**
   * The allocation-free form of {@link #count(Grid, int)} for hot loops.
   *
   * @param cells 81 values, 0 for empty, 1..9 for givens (not modified)
   * @param solution at least 81 long; receives the first solution (81 values 1..9) when the result
   *     is at least 1; left unspecified otherwise
   * @throws IllegalArgumentException when {@code cells} is not 81 values 0..9, {@code solution} is
   *     shorter than 81 or {@code limit} is below 1
   * @throws NullPointerException when {@code cells} or {@code solution} is null
   */
  int count(byte[] cells, int limit, byte[] solution);

  /**
   * True when {@code cells} has a solution that differs from {@code known} in at least one of the
   * cells {@code at}. The generator's uniqueness question in one search: if {@code cells} plus the
   * digits of {@code known} at {@code at} has the single solution {@code known}, then {@code cells}
   * is unique exactly when this is false (any other solution must differ where the clues were
   * removed), and the search never has to find {@code known} itself.
   *
   * <p>The default splits the question into plain {@link #count} calls (for {@code at[i]}: the
   * cells before it as in {@code known}, {@code at[i]} set to each other digit) and allocates;
   * implementations for hot loops override it. The first solution found is kept as by {@link
   * #count}.
   *
   * @param cells 81 values, 0 for empty (not modified; not validated: this is the generator's hot
   *     loop, and a value outside 0..9 gives an undefined result)
   * @param known 81 values 1..9 (not validated as a grid)
   * @param at cells that are empty in {@code cells}
   * @throws IllegalArgumentException when a cell of {@code at} is outside 0..80 or not empty in
   *     {@code cells}
   */
  default boolean hasSolutionDifferingAt(byte[] cells, byte[] known, int[] at) {
    byte[] work = cells.clone();
    byte[] out = new byte[Grid.CELLS];
    for (int cell : at) {
      if (cell < 0 || cell >= Grid.CELLS) {
        throw new IllegalArgumentException("at: cell " + cell + " is outside 0..80");
      }
      if (cells[cell] != 0) {
        throw new IllegalArgumentException("cell " + cell + " is not empty");
      }
    }
    for (int cell : at) {
      for (int d = 1; d <= 9; d++) {
        if (d != known[cell]) {
          work[cell] = (byte) d;
          if (count(work, 1, out) > 0) {
            return true;
          }
        }
      }
      work[cell] = known[cell];
    }
    return false;
  }

  /** The first solution found by the last call, or {@code null} if it found none. */
  Grid solution();

  /** Guesses (branches beyond the first choice at a search node) made by the last call. */
  long guesses();

  /**
   * True when the last call found a solution by propagation alone, without guessing. This default
   * reads {@code guesses() == 0}, which also holds for a search whose every first choice was right;
   * the fast solver tracks whether it branched at all.
   */
  default boolean solvedWithoutGuessing() {
    return solution() != null && guesses() == 0;
  }

  /**
   * Hands every solution to {@code sink}, in search order, stopping after {@code cap}.
   *
   * @return the number of solutions handed over, at most {@code cap} (0 when {@code cap} is 0 or
   *     less)
   * @throws NullPointerException when {@code puzzle} or {@code sink} is null
   */
  long enumerate(Grid puzzle, long cap, Consumer<Grid> sink);
}
