package dev.sudoku.generate;

import dev.sudoku.core.Grid;
import dev.sudoku.core.Solver;
import java.util.SplittableRandom;

/**
 * Removes clues from a full grid, one symmetry orbit at a time, keeping the solution unique.
 *
 * <p>One pass over the orbits in a random order: an orbit is removed when the puzzle stays
 * unique, otherwise it is put back for good. Removing clues only adds solutions, so an orbit that
 * failed once fails against every later (smaller) clue set: one pass leaves a puzzle from which
 * no orbit can be removed, and with {@link Symmetry#NONE} (orbits of one cell) that is a minimal
 * puzzle, with no second pass and no re-check.
 *
 * <p>Each decision is exact, so the result depends only on the grid, the symmetry, the bound and
 * the random order, never on which correct solver answers. Two cheap tests settle most decisions
 * before the solver is asked: {@link DigitPairSets} refuses a removal that empties an unavoidable
 * set of the solution (necessary condition for uniqueness fails), and {@link Singles} accepts one
 * whose removed cells singles put back (sufficient condition; most removals early in the pass).
 * Only the rest go to {@code Solver.count(cells, 2, solution)}.
 *
 * <p>The status of each orbit is kept ({@link #REMOVED}, {@link #NECESSARY}: its removal was
 * refused, {@link #UNTESTED}: skipped to respect the lower clue bound) so the minimality check
 * can skip single-cell orbits already known to be necessary.
 */
final class ClueRemover {
  static final byte REMOVED = 1;
  static final byte NECESSARY = 2;
  static final byte UNTESTED = 3;

  private final Solver solver;
  private final boolean shortcuts;
  private final Singles singles = new Singles();
  private final DigitPairSets sets = new DigitPairSets();
  private final byte[] scratch = new byte[Grid.CELLS];
  private final int[] order = new int[Grid.CELLS];
  /** status[k] for orbit k of the last run. */
  final byte[] status = new byte[Grid.CELLS];
  long solverCalls;
  long singlesHits;
  long setHits;

  ClueRemover(Solver solver, boolean shortcuts) {
    this.solver = solver;
    this.shortcuts = shortcuts;
  }

  /**
   * Writes into {@code puzzle} the thinned puzzle of {@code solution} and returns its clue count.
   *
   * @param minClues orbits whose removal would go below this are skipped ({@link #UNTESTED});
   *     0 for a full pass
   */
  int remove(byte[] solution, Symmetry symmetry, int minClues, SplittableRandom rng,
      byte[] puzzle) {
    System.arraycopy(solution, 0, puzzle, 0, Grid.CELLS);
    if (shortcuts) {
      sets.reset(solution);
    }
    int n = symmetry.orbitCount();
    for (int k = 0; k < n; k++) {
      order[k] = k;
    }
    Seeds.shuffle(order, n, rng);
    int clues = Grid.CELLS;
    for (int k = 0; k < n; k++) {
      int[] orbit = symmetry.orbit(order[k]);
      if (clues - orbit.length < minClues) {
        status[order[k]] = UNTESTED;
        continue;
      }
      for (int cell : orbit) {
        puzzle[cell] = 0;
      }
      boolean emptiesASet = shortcuts && sets.removeEmptiesASet(orbit);
      if (emptiesASet) {
        setHits++;
      }
      if (!emptiesASet && staysUnique(puzzle, orbit)) {
        clues -= orbit.length;
        status[order[k]] = REMOVED;
      } else {
        if (shortcuts) {
          sets.restore(orbit);
        }
        for (int cell : orbit) {
          puzzle[cell] = solution[cell];
        }
        status[order[k]] = NECESSARY;
      }
    }
    return clues;
  }

  /**
   * For the puzzle left by the last {@link #remove}, with {@code removed} just emptied: true when
   * it still has exactly one solution. Leaves the set counters as they were.
   */
  boolean probe(byte[] puzzle, int[] removed) {
    if (shortcuts) {
      boolean emptied = sets.removeEmptiesASet(removed);
      sets.restore(removed);
      if (emptied) {
        setHits++;
        return false;
      }
    }
    return staysUnique(puzzle, removed);
  }

  private boolean staysUnique(byte[] puzzle, int[] removed) {
    if (shortcuts && singles.determines(puzzle, removed)) {
      singlesHits++;
      return true;
    }
    solverCalls++;
    return solver.count(puzzle, 2, scratch) == 1;
  }
}
