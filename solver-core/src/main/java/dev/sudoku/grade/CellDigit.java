package dev.sudoku.grade;

import dev.sudoku.core.Grid;

/**
 * A digit in a cell: a placement or an eliminated candidate.
 *
 * @param cell 0..80, row-major
 * @param digit 1..9
 */
public record CellDigit(int cell, int digit) {
  /** "r1c2=5" for placements; eliminations read the same with "&lt;&gt;" in explanations. */
  @Override
  public String toString() {
    return Grid.cellName(cell) + "=" + digit;
  }
}
