package dev.sudoku.generate;

import dev.sudoku.core.Grid;
import dev.sudoku.grade.Grade;
import dev.sudoku.grade.Grader;
import dev.sudoku.grade.Technique;
import java.util.Map;

/**
 * A cheap test run before the full grade for requests whose lowest admissible rating is 8.0 or
 * more (EXTREME, {@code ratingAtLeast(8.x)}, a technique rated 8.0+): most thinned puzzles cannot
 * meet them, and fully grading a puzzle that needs chains costs milliseconds, so the puzzles
 * that are certainly or probably below the floor are dropped first.
 *
 * <p>Two stages, both on the grader's ladder without chains ({@link Grader#gradeUpTo
 * gradeUpTo(puzzle, solution, 6.1)}: singles, locked candidates, subsets, fish, wings,
 * uniqueness, BUG; about 0.1 ms):
 * <ol>
 *   <li><b>exact</b>: if that ladder solves the puzzle its ER is at most 6.1, below the floor;
 *   <li><b>heuristic</b>: otherwise it stopped with {@code left} empty cells; the puzzle is
 *       graded only if {@code left >= MIN_EMPTY_WHEN_STUCK}. Puzzles that basic techniques take
 *       far before the first chain is needed are rarely 8.0+. On 8,000 seeded random minimal
 *       puzzles (NONE) the threshold 36 kept 223 of the 227 rated 8.0+ (98 %) and skipped the
 *       grade of 794 of the 2,250 that need chains but rate below 8.0 (35 %); 43 skipped 58 %
 *       of those but also 17 % of the 8.0+ ones, for the same throughput. The candidate and
 *       bivalue counts of the stuck position separate no better (AUC 0.86 against 0.83).
 * </ol>
 * A rejected puzzle is not returned (the attempt counts as a difficulty rejection); an accepted
 * one is fully graded and the request still decides, so the filter cannot let anything outside
 * the request through. It does bias
 * which 8.0+ puzzles come out, slightly (the ~2 % that basics leave with fewer than 36 empty
 * cells are skipped); docs/generator.md gives the figures and why the gain is modest (the
 * puzzles it lets through are the costlier ones to grade).
 *
 * <p>{@code left} is read off the stuck grade without a new API: on the ladder up to 6.1 every
 * technique rated 2.5 or less (singles and SE's direct techniques) places exactly one digit per
 * step and every other one only eliminates (tested), so
 * {@code left = 81 - clues - (steps of techniques rated <= 2.5)}.
 */
final class Prefilter {
  /** Lowest request floor (tenths) the filter applies to: EXTREME's 8.0. */
  static final int FLOOR = 80;
  /** Ceiling of the basic stage: everything below aligned pair exclusion (6.2). */
  static final double BASIC_CEILING = 6.1;
  /** Heuristic threshold on empty cells when the basic ladder is stuck (see class comment). */
  static final int MIN_EMPTY_WHEN_STUCK = 36;
  /** Highest base rating (tenths) of a technique that places a digit: direct hidden triple. */
  private static final int PLACING_MAX =
      Target.tenths(Technique.DIRECT_HIDDEN_TRIPLE.baseRating());

  private Prefilter() {}

  /** True when requests for {@code d} are pre-filtered: its lowest rating is 8.0 or more. */
  static boolean appliesTo(Difficulty d) {
    return Target.floor(d) >= FLOOR;
  }

  /**
   * True when {@code puzzle} is worth a full grade for a request with floor 8.0+: the basic
   * ladder does not solve it and leaves at least {@link #MIN_EMPTY_WHEN_STUCK} cells empty.
   *
   * @param clues the puzzle's clue count
   */
  static boolean worthGrading(Grader grader, Grid puzzle, Grid solution, int clues) {
    Grade basic = grader.gradeUpTo(puzzle, solution, BASIC_CEILING);
    if (basic.status() == Grade.Status.RATED) {
      return false;
    }
    return emptyWhenStuck(basic, clues) >= MIN_EMPTY_WHEN_STUCK;
  }

  /**
   * Empty cells left by the path of {@code g}, a grade from the basic stage (its steps are all
   * rated 6.1 or less; chain steps above that may also place digits and are not counted).
   */
  static int emptyWhenStuck(Grade g, int clues) {
    int placed = 0;
    for (Map.Entry<Technique, Integer> e : g.counts().entrySet()) {
      if (Target.tenths(e.getKey().baseRating()) <= PLACING_MAX) {
        placed += e.getValue();
      }
    }
    return Grid.CELLS - clues - placed;
  }
}
