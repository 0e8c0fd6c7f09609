package dev.sudoku.grade;

import dev.sudoku.core.Grid;
import dev.sudoku.core.Houses;
import java.util.Arrays;

/**
 * A grid part-way through solving, as a solver (a person or an app) holds it: the puzzle's givens,
 * the digits placed since, and optionally the pencil marks of the empty cells. {@link
 * Grader#hint(Position, int)} gives the next steps from it.
 *
 * <pre>
 * givens      the puzzle's clues; its solution is worked out from these alone
 * placed      digits placed since, only in cells that are empty in givens
 * candidates  per cell a mask, bit d-1 set = digit d still possible (0x1FF = all);
 *             absent: every digit no placed digit or given rules out
 * </pre>
 *
 * <p>Checked here, without solving: givens and placed digits do not overlap or clash in a house;
 * every empty cell keeps at least one candidate and none that a given or placed digit in its row,
 * column or box rules out (pencil marks left stale after a placement are refused rather than
 * silently cleaned, so the hint never rests on marks the solver did not mean). The masks of filled
 * cells are ignored. Whether the digits and marks agree with the solution is checked by the grader,
 * which alone solves the puzzle.
 */
public final class Position {
  private final Grid givens;
  private final Grid placed;
  private final int[] candidates;

  private Position(Grid givens, Grid placed, int[] candidates) {
    this.givens = givens;
    this.placed = placed;
    this.candidates = candidates;
  }

  /** The start of a puzzle: its givens, nothing placed, every candidate the givens allow. */
  public static Position of(Grid givens) {
    return of(givens, Grid.empty(), null);
  }

  /**
   * A position from its parts.
   *
   * @param givens the puzzle's clues
   * @param placed the digits placed since (empty cells elsewhere), {@link Grid#empty()} for none
   * @param candidates 81 masks (bit d-1 = digit d), or {@code null} to derive every candidate from
   *     the digits; copied
   * @throws PositionException naming the first cell at fault, as the class comment lists
   * @throws IllegalArgumentException when {@code candidates} is not 81 masks of 9 bits
   */
  public static Position of(Grid givens, Grid placed, int[] candidates) {
    byte[] digits = new byte[Grid.CELLS];
    for (int c = 0; c < Grid.CELLS; c++) {
      if (givens.get(c) != 0 && placed.get(c) != 0) {
        throw new PositionException(
            c, Grid.cellName(c) + " holds the given " + givens.get(c) + " and a placed digit too");
      }
      digits[c] = (byte) (givens.get(c) + placed.get(c));
    }
    Grid all = Grid.of(digits);
    all.conflict()
        .ifPresent(
            k -> {
              throw new PositionException(k.second(), k.message());
            });
    int[] marks = new int[Grid.CELLS];
    for (int c = 0; c < Grid.CELLS; c++) {
      marks[c] = digits[c] == 0 ? Candidates.ALL & ~seen(digits, c) : 1 << (digits[c] - 1);
    }
    if (candidates != null) {
      if (candidates.length != Grid.CELLS) {
        throw new IllegalArgumentException(
            "expected 81 candidate masks, found " + candidates.length);
      }
      for (int c = 0; c < Grid.CELLS; c++) {
        int m = candidates[c];
        if (m < 0 || m > Candidates.ALL) {
          throw new IllegalArgumentException(
              "candidate mask of " + Grid.cellName(c) + " is " + m + "; expected 0..0x1FF");
        }
        if (digits[c] == 0) {
          marks[c] = checked(c, m, marks[c], digits);
        }
      }
    }
    return new Position(givens, placed, marks);
  }

  /** The candidates of empty cell c, refused when they are none or a peer's digit is among them. */
  private static int checked(int c, int mask, int allowed, byte[] digits) {
    if (mask == 0) {
      throw new PositionException(c, Grid.cellName(c) + " has no candidate left");
    }
    int stale = mask & ~allowed;
    if (stale != 0) {
      int d = Integer.numberOfTrailingZeros(stale) + 1;
      for (int p : Houses.peers(c)) {
        if (digits[p] == d) {
          throw new PositionException(
              c,
              Grid.cellName(c)
                  + " has candidate "
                  + d
                  + ", but "
                  + Grid.cellName(p)
                  + " holds "
                  + d);
        }
      }
    }
    return mask;
  }

  /** Digits held by the peers of cell c, as a mask. */
  private static int seen(byte[] digits, int c) {
    int m = 0;
    for (int p : Houses.peers(c)) {
      if (digits[p] != 0) {
        m |= 1 << (digits[p] - 1);
      }
    }
    return m;
  }

  /** The puzzle's clues. */
  public Grid givens() {
    return givens;
  }

  /** The digits placed since (empty where a given is). */
  public Grid placed() {
    return placed;
  }

  /** Givens and placed digits together. */
  public Grid digits() {
    byte[] d = givens.toBytes();
    for (int c = 0; c < Grid.CELLS; c++) {
      d[c] += (byte) placed.get(c);
    }
    return Grid.of(d);
  }

  /**
   * The candidates of cell c (bit d-1 = digit d): those given or derived for an empty cell, the
   * digit's own bit for a filled one.
   */
  public int candidates(int c) {
    return candidates[c];
  }

  /**
   * The 729-character candidate string: nine characters per cell, row-major, the digit d at place d
   * where it is a candidate and {@code .} elsewhere (a filled cell shows its digit alone).
   */
  public String toCandidateString() {
    StringBuilder b = new StringBuilder(729);
    for (int c = 0; c < Grid.CELLS; c++) {
      for (int d = 1; d <= 9; d++) {
        b.append((candidates[c] & (1 << (d - 1))) != 0 ? (char) ('0' + d) : '.');
      }
    }
    return b.toString();
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Position
        && ((Position) o).givens.equals(givens)
        && ((Position) o).placed.equals(placed)
        && Arrays.equals(((Position) o).candidates, candidates);
  }

  @Override
  public int hashCode() {
    return 31 * (31 * givens.hashCode() + placed.hashCode()) + Arrays.hashCode(candidates);
  }

  @Override
  public String toString() {
    return digits().toLine() + " " + toCandidateString();
  }
}
