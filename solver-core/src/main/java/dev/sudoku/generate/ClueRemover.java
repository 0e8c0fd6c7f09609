package dev.sudoku.generate;

import dev.sudoku.core.Grid;
import dev.sudoku.core.Solver;
import java.util.SplittableRandom;

/**
 * Removes clues from a full grid, one symmetry orbit at a time, keeping the solution unique.
 *
 * <p>One pass over the orbits in a random order: an orbit is removed when the puzzle stays unique,
 * otherwise it is put back for good. Removing clues only adds solutions, so an orbit that failed
 * once fails against every later (smaller) clue set: one pass leaves a puzzle from which no orbit
 * can be removed, and with {@link Symmetry#NONE} (orbits of one cell) that is a minimal puzzle,
 * with no second pass and no re-check.
 *
 * <p>Each decision is exact, so the result depends only on the grid, the symmetry, the bound and
 * the random order, never on which correct solver answers. Two cheap tests settle most decisions
 * before the solver is asked: {@link DigitPairSets} and {@link LinePairSets} refuse a removal that
 * empties an unavoidable set of the solution (necessary condition for uniqueness fails), and {@link
 * Singles} accepts one whose removed cells singles put back (sufficient condition; most removals
 * early in the pass, so it is tried only down to {@link #SINGLES_FROM} clues). The rest go to the
 * solver, which is asked the narrower question {@link Solver#hasSolutionDifferingAt}: the puzzle
 * before the removal was unique, so a second solution must differ from the known one in a removed
 * cell, and the search never has to find the known solution first. Without shortcuts (the test
 * oracle) every decision is {@code Solver.count(cells, 2, solution)}.
 *
 * <p>Decisions per untargeted NONE attempt: about 9.3 refused by the two-digit sets and 2.5 by the
 * line-pair sets, 47 accepted by singles, 22.3 solver calls (12.6 find a second solution, 9.7 prove
 * uniqueness); the solver calls are most of the CPU.
 *
 * <p>Difficulty targeting adds two stricter {@link Thinning} modes (see {@link Target}): SINGLES
 * removes an orbit only when singles put it back (no solver, no unavoidable sets: the puzzle stays
 * solvable by singles), CAPPED also removes one the solver finds unique if a {@link Cap} (the
 * grader) still rates the result within the request's maximum.
 *
 * <p>The status of each orbit is kept ({@link #REMOVED}, {@link #NECESSARY}: its removal loses
 * uniqueness, {@link #KEPT}: refused for difficulty, uniqueness unknown, {@link #UNTESTED}: skipped
 * to respect the lower clue bound) so the minimality check can skip single-cell orbits already
 * known to be necessary.
 */
final class ClueRemover {
  static final byte REMOVED = 1;
  static final byte NECESSARY = 2;
  static final byte UNTESTED = 3;
  static final byte KEPT = 4;

  /**
   * Fewest clues (after the removal) at which FULL thinning and the minimality probes try singles
   * before the solver. Sparser, singles fail for most removals and the solver's propagation, which
   * contains them, settles the rest at about the same cost. Measured with {@code GeneratorCpuTime 3
   * untargeted} (NONE, puzzles per CPU-s, shared machine): from 26 clues up 7,270; 30: 8,020; 34:
   * 8,340; 38: 8,310; 44: 7,940.
   */
  static final int SINGLES_FROM = 34;

  /** Which removals are accepted. */
  enum Thinning {
    /** Every removal that keeps the solution unique. */
    FULL,
    /** Only removals whose cells singles put back (the puzzle stays singles-solvable). */
    SINGLES,
    /** Unique, and either put back by singles or within the {@link Cap}. */
    CAPPED
  }

  /** The difficulty cap of CAPPED thinning. */
  @FunctionalInterface
  interface Cap {
    /** True when {@code puzzle} (unique, not settled by singles) may be thinned this far. */
    boolean admits(byte[] puzzle);
  }

  private final Solver solver;
  private final boolean shortcuts;
  private final Singles singles = new Singles();
  private final UnavoidableSets sets = new UnavoidableSets();
  private final DigitPairSets digitPairs = new DigitPairSets();
  private final LinePairSets linePairs = new LinePairSets();
  private final byte[] scratch = new byte[Grid.CELLS];

  /** The solution of the last {@link #remove}: every puzzle it leaves or probes is unique to it. */
  private byte[] solution;

  /** Clues of the puzzle being thinned (during and after {@link #remove}). */
  private int clues;

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
   * @param minClues orbits whose removal would go below this are skipped ({@link #UNTESTED}); 0 for
   *     a full pass
   */
  int remove(
      byte[] solution, Symmetry symmetry, int minClues, SplittableRandom rng, byte[] puzzle) {
    return remove(solution, symmetry, minClues, rng, puzzle, Thinning.FULL, null);
  }

  /**
   * As {@link #remove(byte[], Symmetry, int, SplittableRandom, byte[])} with a {@link Thinning}
   * mode; {@code cap} is used (and required) by CAPPED only. Consumes {@code rng} the same way in
   * every mode.
   */
  int remove(
      byte[] solution,
      Symmetry symmetry,
      int minClues,
      SplittableRandom rng,
      byte[] puzzle,
      Thinning thinning,
      Cap cap) {
    System.arraycopy(solution, 0, puzzle, 0, Grid.CELLS);
    this.solution = solution;
    if (shortcuts) {
      sets.clear();
      digitPairs.addTo(solution, sets);
      linePairs.addTo(solution, sets);
    }
    int n = symmetry.orbitCount();
    for (int k = 0; k < n; k++) {
      order[k] = k;
    }
    Seeds.shuffle(order, n, rng);
    clues = Grid.CELLS;
    for (int k = 0; k < n; k++) {
      int[] orbit = symmetry.orbit(order[k]);
      if (clues - orbit.length < minClues) {
        status[order[k]] = UNTESTED;
        continue;
      }
      for (int cell : orbit) {
        puzzle[cell] = 0;
      }
      byte verdict = verdict(puzzle, orbit, thinning, cap);
      status[order[k]] = verdict;
      if (verdict == REMOVED) {
        clues -= orbit.length;
      } else {
        for (int cell : orbit) {
          puzzle[cell] = solution[cell];
        }
      }
    }
    return clues;
  }

  /**
   * Verdict on an orbit just emptied from {@code puzzle}; the unavoidable-set counters end up
   * counting the orbit as removed exactly when the verdict is REMOVED.
   *
   * <p>SINGLES thinning uses no solver: singles decide alone, and the sets are only kept up to date
   * (never emptied, the puzzle stays unique) for the minimality probes that follow.
   */
  private byte verdict(byte[] puzzle, int[] orbit, Thinning thinning, Cap cap) {
    if (thinning == Thinning.SINGLES) {
      if (!singles.determines(puzzle, orbit)) {
        return KEPT;
      }
      singlesHits++;
      if (shortcuts) {
        sets.removeEmptiesASet(orbit);
      }
      return REMOVED;
    }
    boolean emptiesASet = shortcuts && sets.removeEmptiesASet(orbit);
    if (emptiesASet) {
      setHits++;
    }
    byte verdict =
        emptiesASet
            ? NECESSARY
            : thinning == Thinning.CAPPED
                ? withinCap(puzzle, orbit, cap)
                : staysUnique(puzzle, orbit) ? REMOVED : NECESSARY;
    if (verdict != REMOVED && shortcuts) {
      sets.restore(orbit);
    }
    return verdict;
  }

  /**
   * CAPPED verdict for an orbit just emptied: singles, else the solver, then the cap. Singles are
   * part of the rule here, not a shortcut (they skip the cap), so they run with or without
   * shortcuts and the output stays independent of them.
   */
  private byte withinCap(byte[] puzzle, int[] orbit, Cap cap) {
    if (singles.determines(puzzle, orbit)) {
      singlesHits++;
      return REMOVED;
    }
    if (!unique(puzzle, orbit)) {
      return NECESSARY;
    }
    return cap.admits(puzzle) ? REMOVED : KEPT;
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
    if (shortcuts
        && clues - removed.length >= SINGLES_FROM
        && singles.determines(puzzle, removed)) {
      singlesHits++;
      return true;
    }
    return unique(puzzle, removed);
  }

  /**
   * The solver's answer for {@code puzzle}, which is the unique puzzle of {@link #solution} minus
   * {@code removed}: another solution must differ in a removed cell, so with shortcuts the solver
   * looks only for that ({@link Solver#hasSolutionDifferingAt}); without, it counts.
   */
  private boolean unique(byte[] puzzle, int[] removed) {
    solverCalls++;
    return shortcuts
        ? !solver.hasSolutionDifferingAt(puzzle, solution, removed)
        : solver.count(puzzle, 2, scratch) == 1;
  }
}
