package dev.sudoku.cli;

import dev.sudoku.archive.Record;
import dev.sudoku.core.Grid;
import dev.sudoku.core.Houses;
import dev.sudoku.grade.Position;

/**
 * Turns a record of the archive reader into a {@link Position} for {@code sudoku hint}: its digits,
 * the candidates a pencilmark grid or candidate line gives, and which digits are givens.
 *
 * <p>No format read here tells givens from placed digits (a pencilmark grid and a candidate line
 * show both as a cell's only candidate), so the digits are all givens unless the user names the
 * puzzle's givens: then every other digit is placed, and the puzzle is solved from the givens
 * alone. The candidate text is the archive's normalised 729-character line, already checked there.
 *
 * <p>Nor do those formats tell a placed digit from an empty cell with one candidate left (a naked
 * single not yet placed), which the archive reads as placed. One case is clear: when another cell
 * of its row, column or box still has that digit among several candidates, the digit cannot have
 * been placed (placing removes it there), so the cell is read as empty with one candidate. The
 * other case stays a placed digit; a given named by {@code --givens} is always one.
 */
final class PositionInput {
  private PositionInput() {}

  /**
   * The position a record holds.
   *
   * @param givens the puzzle's givens, or null when every digit of the record is one
   * @throws dev.sudoku.core.GridFormatException when the record's text is no grid
   * @throws IllegalArgumentException when a given is missing from the record, or the position is
   *     inconsistent ({@link dev.sudoku.grade.PositionException}), naming the cell
   */
  static Position of(Record r, Grid givens) {
    int[] masks = masks(r.candidates());
    Grid digits = pending(Grid.parse(r.text()), masks, givens);
    Grid placed = Grid.empty();
    if (givens != null) {
      byte[] rest = new byte[Grid.CELLS];
      for (int c = 0; c < Grid.CELLS; c++) {
        if (givens.get(c) != 0 && digits.get(c) != givens.get(c)) {
          throw new IllegalArgumentException(
              Grid.cellName(c)
                  + " holds "
                  + (digits.get(c) == 0 ? "no digit" : digits.get(c))
                  + ", but the given there is "
                  + givens.get(c));
        }
        rest[c] = (byte) (givens.get(c) == 0 ? digits.get(c) : 0);
      }
      placed = Grid.of(rest);
    }
    return Position.of(givens == null ? digits : givens, placed, masks);
  }

  /**
   * The digits without the cells that are naked singles still to place: a lone candidate that a
   * peer still has among several candidates (never a named given).
   */
  private static Grid pending(Grid digits, int[] masks, Grid givens) {
    if (masks == null) {
      return digits;
    }
    Grid out = digits;
    for (int c = 0; c < Grid.CELLS; c++) {
      int bit = masks[c];
      if (Integer.bitCount(bit) != 1 || (givens != null && givens.get(c) != 0)) {
        continue;
      }
      for (int p : Houses.peers(c)) {
        if ((masks[p] & bit) != 0 && Integer.bitCount(masks[p]) > 1) {
          out = out.with(c, 0);
          break;
        }
      }
    }
    return out;
  }

  /** The masks of a 729-character candidate line (bit d-1 for digit d), or null. */
  private static int[] masks(String candidates) {
    if (candidates == null) {
      return null;
    }
    int[] m = new int[Grid.CELLS];
    for (int i = 0; i < candidates.length(); i++) {
      if (candidates.charAt(i) != '.') {
        m[i / 9] |= 1 << (i % 9);
      }
    }
    return m;
  }
}
