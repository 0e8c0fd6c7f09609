package dev.sudoku.grade;

/**
 * A {@link Position} that cannot be hinted from: digits that clash, a cell without candidates, a
 * candidate a placed digit rules out, a wrong placed digit, a removed candidate the solution needs,
 * or givens without exactly one solution. The message is one line for a person, naming the cell
 * when there is one.
 */
public final class PositionException extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;

  /** The cell at fault (0..80), or -1 when the whole position is (no or several solutions). */
  private final int cell;

  PositionException(int cell, String message) {
    super(message, null);
    this.cell = cell;
  }

  /** The cell at fault (0..80, row-major), or -1 when no single cell is. */
  public int cell() {
    return cell;
  }
}
