package dev.sudoku.generate;

import dev.sudoku.core.EnumName;
import dev.sudoku.core.Grid;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A symmetry of the clue pattern: which cells must be given or empty together.
 *
 * <p>Each symmetry is a group of cell maps; its orbits (the sets of cells one another's images) are
 * the units the generator removes, so every generated pattern is invariant under the group. Rows
 * and columns below are 0..8; {@code (r, c)} maps to:
 *
 * <pre>
 *   ROTATE_180      (8-r, 8-c)
 *   ROTATE_90       (c, 8-r), and its powers      orbits of 4, plus the centre
 *   MIRROR          (r, 8-c)         left-right   column 5 (c = 4) are singletons
 *   FLIP            (8-r, c)         top-bottom   row 5 are singletons
 *   DIAGONAL        (c, r)           main diagonal r1c1..r9c9
 *   ANTI_DIAGONAL   (8-c, 8-r)       r1c9..r9c1
 *   BOTH_DIAGONALS  both of the above (so also ROTATE_180)
 * </pre>
 *
 * <p>Orbit sizes limit the clue counts a pattern can have: {@code ROTATE_90} only allows counts
 * that are 0 or 1 modulo 4; every other symmetry allows every count 0..81.
 */
public enum Symmetry {
  /** No constraint: every cell is its own orbit. */
  NONE(),
  /** Half-turn about the centre (the classic newspaper symmetry). */
  ROTATE_180(Symmetry::rotate180),
  /** Quarter-turn about the centre. */
  ROTATE_90(Symmetry::rotate90),
  /** Reflection left-right, about the middle column. */
  MIRROR(Symmetry::mirror),
  /** Reflection top-bottom, about the middle row. */
  FLIP(Symmetry::flip),
  /** Reflection about the main diagonal r1c1..r9c9. */
  DIAGONAL(Symmetry::diagonal),
  /** Reflection about the anti-diagonal r1c9..r9c1. */
  ANTI_DIAGONAL(Symmetry::antiDiagonal),
  /** Reflection about both diagonals (which implies the half-turn). */
  BOTH_DIAGONALS(Symmetry::diagonal, Symmetry::antiDiagonal);

  /**
   * The symmetry named {@code text}, in any case, {@code -} for {@code _} ({@code rotate-180}).
   *
   * @throws IllegalArgumentException one line listing the symmetries
   */
  public static Symmetry parse(String text) {
    return EnumName.parse(Symmetry.class, "symmetry", text);
  }

  /** Orbits, each sorted ascending, ordered by their first cell; never modified after init. */
  private final int[][] orbits;

  /** orbitOf[cell] = index into orbits. */
  private final int[] orbitOf = new int[Grid.CELLS];

  /** reachable[n] = some union of orbits has exactly n cells. */
  private final boolean[] reachable = new boolean[Grid.CELLS + 1];

  Symmetry(CellMap... generators) {
    List<int[]> list = new ArrayList<>();
    Arrays.fill(orbitOf, -1);
    int[] queue = new int[Grid.CELLS];
    for (int start = 0; start < Grid.CELLS; start++) {
      if (orbitOf[start] >= 0) {
        continue;
      }
      // Closure of {start} under the generators: a breadth-first walk of the group's action.
      int n = 0;
      queue[n++] = start;
      orbitOf[start] = list.size();
      for (int k = 0; k < n; k++) {
        for (CellMap g : generators) {
          int image = g.apply(queue[k]);
          if (orbitOf[image] < 0) {
            orbitOf[image] = list.size();
            queue[n++] = image;
          }
        }
      }
      int[] orbit = Arrays.copyOf(queue, n);
      Arrays.sort(orbit);
      list.add(orbit);
    }
    orbits = list.toArray(new int[0][]);
    reachable[0] = true;
    for (int[] orbit : orbits) { // subset sum over orbit sizes
      for (int s = Grid.CELLS; s >= orbit.length; s--) {
        reachable[s] |= reachable[s - orbit.length];
      }
    }
  }

  /** True when the clue pattern of {@code puzzle} (given or not, per cell) has this symmetry. */
  public boolean isSymmetric(Grid puzzle) {
    for (int[] orbit : orbits) {
      boolean given = puzzle.get(orbit[0]) != 0;
      for (int cell : orbit) {
        if ((puzzle.get(cell) != 0) != given) {
          return false;
        }
      }
    }
    return true;
  }

  /** True when some symmetric pattern has exactly {@code clues} givens. */
  public boolean allowsClueCount(int clues) {
    return clues >= 0 && clues <= Grid.CELLS && reachable[clues];
  }

  /** Number of orbits (81 for {@link #NONE}). */
  int orbitCount() {
    return orbits.length;
  }

  /** The cells of orbit {@code k}, ascending; callers must not modify the array. */
  int[] orbit(int k) {
    return orbits[k];
  }

  /** The index of the orbit holding {@code cell}. */
  int orbitOf(int cell) {
    return orbitOf[cell];
  }

  /** Orbit sizes, distinct and ascending, for messages. */
  String orbitSizes() {
    boolean[] seen = new boolean[5];
    for (int[] o : orbits) {
      seen[o.length] = true;
    }
    StringBuilder sb = new StringBuilder();
    for (int s = 1; s < seen.length; s++) {
      if (seen[s]) {
        sb.append(sb.length() == 0 ? "" : " and ").append(s);
      }
    }
    return sb.toString();
  }

  @FunctionalInterface
  private interface CellMap {
    int apply(int cell);
  }

  private static int rotate180(int i) {
    return Grid.CELLS - 1 - i;
  }

  private static int rotate90(int i) {
    int r = i / 9;
    int c = i % 9;
    return c * 9 + (8 - r);
  }

  private static int mirror(int i) {
    return i / 9 * 9 + (8 - i % 9);
  }

  private static int flip(int i) {
    return (8 - i / 9) * 9 + i % 9;
  }

  private static int diagonal(int i) {
    return i % 9 * 9 + i / 9;
  }

  private static int antiDiagonal(int i) {
    int r = i / 9;
    int c = i % 9;
    return (8 - c) * 9 + (8 - r);
  }
}
