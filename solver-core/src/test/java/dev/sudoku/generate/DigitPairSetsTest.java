package dev.sudoku.generate;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.Grid;
import dev.sudoku.core.Houses;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

class DigitPairSetsTest {

  /** Components partition each digit pair's 18 cells into even sets of 4..18 cells. */
  @Property(tries = 50)
  void addTo_anyGrid_componentsPartitionPairs(@ForAll long seed) {
    UnavoidableSets sets = new UnavoidableSets();
    new DigitPairSets().addTo(UnavoidableSetsTest.randomGrid(seed), sets);
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
  void removeEmptiesASet_true_impliesMultipleSolutions(
      @ForAll long seed, @ForAll @IntRange(min = 4, max = 50) int holes) {
    byte[] cells = UnavoidableSetsTest.randomGrid(seed);
    UnavoidableSets sets = new UnavoidableSets();
    new DigitPairSets().addTo(cells, sets);
    UnavoidableSetsTest.assertEmptiedMeansSeveralSolutions(sets, cells, seed, holes);
  }

  /** The deadly rectangle of SinglesTest's grid is one of the sets. */
  @Property(tries = 1)
  void removeEmptiesASet_deadlyRectangle_true() {
    byte[] cells = Grid.parse(SinglesTest.SOLVED).toBytes();
    UnavoidableSets sets = new UnavoidableSets();
    new DigitPairSets().addTo(cells, sets);
    int[] rect = SinglesTest.findDeadlyRectangle(cells);
    assertThat(sets.removeEmptiesASet(java.util.Arrays.copyOf(rect, 3))).isFalse();
    assertThat(sets.removeEmptiesASet(new int[] {rect[3]})).isTrue();
  }

  /**
   * The union-find over rows finds the same sets as the breadth-first search it replaced (kept
   * below as the oracle), and every removal of a random thinning sequence (removals kept or
   * restored at random) empties a set exactly when all cells of one of the oracle's sets are gone.
   */
  @Property(tries = 300)
  void addTo_anyGrid_sameSetsAsBreadthFirstSearch(@ForAll long seed) {
    byte[] cells = UnavoidableSetsTest.randomGrid(seed);
    UnavoidableSets sets = new UnavoidableSets();
    new DigitPairSets().addTo(cells, sets);
    List<List<Integer>> expected = BreadthFirst.components(cells);
    assertThat(sets.cellsOfSets()).isEqualTo(expected);
    assertThat(sets.size()).isEqualTo(expected.size());
    UnavoidableSetsTest.assertEmptiesLikeOracle(sets, expected, seed);
  }

  /** The previous {@code DigitPairSets}: a breadth-first search over each pair's 18 cells. */
  static final class BreadthFirst {
    private BreadthFirst() {}

    /** The components of {@code solution} (complete and valid), sorted as {@code cellsOfSets}. */
    static List<List<Integer>> components(byte[] solution) {
      // inRow[d][r] = the cell of digit d+1 in row r; likewise columns and boxes
      int[][] inRow = new int[9][9];
      int[][] inCol = new int[9][9];
      int[][] inBox = new int[9][9];
      for (int cell = 0; cell < Grid.CELLS; cell++) {
        int d = solution[cell] - 1;
        inRow[d][Houses.row(cell)] = cell;
        inCol[d][Houses.column(cell)] = cell;
        inBox[d][Houses.box(cell)] = cell;
      }
      List<List<Integer>> out = new ArrayList<>();
      for (int a = 0; a < 9; a++) {
        for (int b = a + 1; b < 9; b++) {
          // Each digit has one cell per row, so a row index names an a-cell or a b-cell.
          boolean[] seen = new boolean[18];
          for (int startRow = 0; startRow < 9; startRow++) {
            if (seen[startRow]) {
              continue;
            }
            List<Integer> queue = new ArrayList<>();
            queue.add(inRow[a][startRow]);
            seen[startRow] = true;
            for (int k = 0; k < queue.size(); k++) {
              int cell = queue.get(k);
              boolean isA = solution[cell] - 1 == a;
              int other = isA ? b : a;
              int offset = isA ? 9 : 0; // seen[0..8]: a-cells by row, seen[9..17]: b-cells by row
              for (int kind = 0; kind < 3; kind++) {
                int peer =
                    kind == 0
                        ? inRow[other][Houses.row(cell)]
                        : kind == 1
                            ? inCol[other][Houses.column(cell)]
                            : inBox[other][Houses.box(cell)];
                if (!seen[offset + Houses.row(peer)]) {
                  seen[offset + Houses.row(peer)] = true;
                  queue.add(peer);
                }
              }
            }
            queue.sort(null);
            out.add(queue);
          }
        }
      }
      out.sort(Comparator.comparing(Object::toString));
      return out;
    }
  }
}
