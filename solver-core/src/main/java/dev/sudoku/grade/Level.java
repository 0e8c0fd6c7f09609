package dev.sudoku.grade;

import dev.sudoku.core.EnumName;

/**
 * Difficulty band of a puzzle, from its SE rating ER.
 *
 * <p>The bands follow the technique a solver must master, which is what a reader of a puzzle book
 * feels as difficulty, rather than even slices of the numeric scale:
 *
 * <ul>
 *   <li>{@link #EASY}, ER &le; 2.3: singles and the "direct" shortcuts (1.0 to 2.3). Everything is
 *       found by scanning for a digit that has one place left; no pencil marks needed.
 *   <li>{@link #MEDIUM}, ER &le; 3.4: pencil marks and the first eliminations: locked candidates
 *       (2.6/2.8), naked pair (3.0), X-wing (3.2), hidden pair (3.4).
 *   <li>{@link #HARD}, ER &lt; 6.2: bigger subsets, swordfish/jellyfish, XY/XYZ-wings, unique
 *       rectangles and loops, BUG: all patterns of a fixed shape, still no chains. 6.2 is where the
 *       next rung (aligned pair exclusion) starts.
 *   <li>{@link #EXPERT}, ER &lt; 8.0: chains and cycles (X/Y/mixed), APE/ATE, Nishio.
 *   <li>{@link #EXTREME}, ER &ge; 8.0: multiple, dynamic and nested forcing chains; what the puzzle
 *       community calls "hardest".
 * </ul>
 *
 * <p>Publishers' labels vary; these bands are the project's shared vocabulary and match the breaks
 * in SE's own technique list.
 */
public enum Level {
  EASY,
  MEDIUM,
  HARD,
  EXPERT,
  EXTREME;

  /**
   * The level named {@code text}, in any case.
   *
   * @throws IllegalArgumentException one line listing the levels
   */
  public static Level parse(String text) {
    return EnumName.parse(Level.class, "level", text);
  }

  /**
   * The band of a rating (an ER, or a lower bound of one).
   *
   * @throws IllegalArgumentException for NaN, which no band holds
   */
  public static Level of(double rating) {
    if (Double.isNaN(rating)) {
      throw new IllegalArgumentException("a rating is a number, was NaN");
    }
    int t = (int) Math.round(rating * 10);
    if (t <= 23) {
      return EASY;
    }
    if (t <= 34) {
      return MEDIUM;
    }
    if (t < 62) {
      return HARD;
    }
    if (t < 80) {
      return EXPERT;
    }
    return EXTREME;
  }
}
