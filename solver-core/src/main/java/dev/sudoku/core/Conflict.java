package dev.sudoku.core;

/**
 * Two givens with the same digit in one house, which makes a grid unsolvable.
 *
 * @param digit the repeated digit, 1..9
 * @param first the first cell (0..80, row-major) holding it
 * @param second the second cell holding it, {@code second > first}
 * @param house the house both lie in, such as {@code "row 1"}, {@code "column 3"} or {@code "box
 *     5"}
 */
public record Conflict(int digit, int first, int second, String house) {

  /** One line for a person, e.g. {@code digit 5 appears twice in row 1: r1c3 and r1c7}. */
  public String message() {
    return "digit "
        + digit
        + " appears twice in "
        + house
        + ": "
        + Grid.cellName(first)
        + " and "
        + Grid.cellName(second);
  }

  @Override
  public String toString() {
    return message();
  }
}
