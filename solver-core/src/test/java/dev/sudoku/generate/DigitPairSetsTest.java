package dev.sudoku.generate;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.Grid;
import dev.sudoku.core.Solver;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

class DigitPairSetsTest {

  private static byte[] grid(long seed) {
    byte[] g = new byte[81];
    new GridFiller().fill(new SplittableRandom(seed), g);
    return g;
  }

  /** Components partition each digit pair's 18 cells into even sets of 4..18 cells. */
  @Property(tries = 50)
  void reset_anyGrid_componentsPartitionPairs(@ForAll long seed) {
    DigitPairSets sets = new DigitPairSets();
    sets.reset(grid(seed));
    assertThat(sets.size()).isBetween(36, 36 * 4);
    // Removing all 81 cells empties every set exactly when the last cell goes.
    int[] all = new int[81];
    for (int i = 0; i < 81; i++) {
      all[i] = i;
    }
    assertThat(sets.removeEmptiesASet(all)).isTrue();
    sets.restore(all);
    assertThat(sets.removeEmptiesASet(new int[] {0})).isFalse();
  }

  /** Soundness: a removal that empties a set leaves a puzzle with several solutions. */
  @Property(tries = 200)
  void removeEmptiesASet_true_impliesMultipleSolutions(@ForAll long seed,
      @ForAll @IntRange(min = 4, max = 50) int holes) {
    byte[] cells = grid(seed);
    DigitPairSets sets = new DigitPairSets();
    sets.reset(cells);
    int[] order = new int[81];
    for (int i = 0; i < 81; i++) {
      order[i] = i;
    }
    Seeds.shuffle(order, 81, new SplittableRandom(seed));
    int[] removed = java.util.Arrays.copyOf(order, holes);
    for (int c : removed) {
      cells[c] = 0;
    }
    if (sets.removeEmptiesASet(removed)) {
      assertThat(Solver.reference().count(Grid.of(cells), 2)).isEqualTo(2);
    }
  }

  /** The deadly rectangle of SinglesTest's grid is one of the sets. */
  @Property(tries = 1)
  void removeEmptiesASet_deadlyRectangle_true() {
    byte[] cells = Grid.parse(SinglesTest.SOLVED).toBytes();
    DigitPairSets sets = new DigitPairSets();
    sets.reset(cells);
    int[] rect = SinglesTest.findDeadlyRectangle(cells);
    assertThat(sets.removeEmptiesASet(java.util.Arrays.copyOf(rect, 3))).isFalse();
    assertThat(sets.removeEmptiesASet(new int[] {rect[3]})).isTrue();
  }

  /**
   * The union-find over rows finds the same sets as the breadth-first search it replaced (kept
   * below as the oracle): same number, and the same answer to every removal of a random thinning
   * sequence (removals kept or restored at random).
   */
  @Property(tries = 300)
  void reset_anyGrid_sameSetsAsBreadthFirstSearch(@ForAll long seed) {
    byte[] cells = grid(seed);
    DigitPairSets sets = new DigitPairSets();
    BreadthFirst oracle = new BreadthFirst();
    sets.reset(cells);
    oracle.reset(cells);
    assertThat(sets.size()).isEqualTo(oracle.size());
    SplittableRandom rng = new SplittableRandom(seed);
    int[] order = new int[81];
    for (int i = 0; i < 81; i++) {
      order[i] = i;
    }
    Seeds.shuffle(order, 81, rng);
    for (int k = 0; k < 81; k++) {
      int[] one = {order[k]};
      boolean emptied = sets.removeEmptiesASet(one);
      assertThat(emptied).isEqualTo(oracle.removeEmptiesASet(one));
      if (emptied || rng.nextInt(3) == 0) {
        sets.restore(one);
        oracle.restore(one);
      }
    }
  }

  /** The previous {@code DigitPairSets}: a breadth-first search over each pair's 18 cells. */
  static final class BreadthFirst {
    private static final int MAX_SETS = 8 * Grid.CELLS / 4;

    private final int[][] setsOf = new int[Grid.CELLS][8];
    private final int[] setsOfCount = new int[Grid.CELLS];
    private final int[] left = new int[MAX_SETS];
    /** inRow[d][r] = the cell of digit d+1 in row r; likewise columns and boxes. */
    private final int[][] inRow = new int[9][9];
    private final int[][] inCol = new int[9][9];
    private final int[][] inBox = new int[9][9];
    private final boolean[] seen = new boolean[18];
    private final int[] queue = new int[18];
    private int sets;

    /** Finds the components of {@code solution} (complete and valid); every cell counts as given. */
    void reset(byte[] solution) {
      for (int cell = 0; cell < Grid.CELLS; cell++) {
        int d = solution[cell] - 1;
        inRow[d][Houses.ROW[cell]] = cell;
        inCol[d][Houses.COL[cell]] = cell;
        inBox[d][Houses.BOX[cell]] = cell;
      }
      java.util.Arrays.fill(setsOfCount, 0);
      sets = 0;
      for (int a = 0; a < 9; a++) {
        for (int b = a + 1; b < 9; b++) {
          // Each digit has one cell per row, so a row index names an a-cell or a b-cell.
          java.util.Arrays.fill(seen, false);
          for (int startRow = 0; startRow < 9; startRow++) {
            if (seen[startRow]) {
              continue;
            }
            int n = 0;
            queue[n++] = inRow[a][startRow];
            seen[startRow] = true;
            for (int k = 0; k < n; k++) {
              int cell = queue[k];
              boolean isA = solution[cell] - 1 == a;
              int other = isA ? b : a;
              int offset = isA ? 9 : 0; // seen[0..8]: a-cells by row, seen[9..17]: b-cells by row
              for (int kind = 0; kind < 3; kind++) {
                int peer = kind == 0 ? inRow[other][Houses.ROW[cell]]
                    : kind == 1 ? inCol[other][Houses.COL[cell]] : inBox[other][Houses.BOX[cell]];
                if (!seen[offset + Houses.ROW[peer]]) {
                  seen[offset + Houses.ROW[peer]] = true;
                  queue[n++] = peer;
                }
              }
            }
            for (int k = 0; k < n; k++) {
              setsOf[queue[k]][setsOfCount[queue[k]]++] = sets;
            }
            left[sets++] = n;
          }
        }
      }
    }

    /**
     * Marks {@code cells} as removed and returns true if that empties some set (the puzzle then has
     * several solutions). Either way the removal is recorded; undo it with {@link #restore}.
     */
    boolean removeEmptiesASet(int[] cells) {
      boolean emptied = false;
      for (int cell : cells) {
        for (int k = 0; k < setsOfCount[cell]; k++) {
          emptied |= --left[setsOf[cell][k]] == 0;
        }
      }
      return emptied;
    }

    /** Undoes {@link #removeEmptiesASet} for the same cells. */
    void restore(int[] cells) {
      for (int cell : cells) {
        for (int k = 0; k < setsOfCount[cell]; k++) {
          left[setsOf[cell][k]]++;
        }
      }
    }

    /** Number of sets found by the last {@link #reset}. */
    int size() {
      return sets;
    }

  }
}
