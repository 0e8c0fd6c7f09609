package dev.sudoku.generate;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.Grid;
import dev.sudoku.core.Solver;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class UnavoidableSetsTest {

  private static UnavoidableSets twoSets() {
    UnavoidableSets sets = new UnavoidableSets();
    int a = sets.open(2);
    sets.add(0, a);
    sets.add(1, a);
    int b = sets.open(3);
    sets.add(1, b);
    sets.add(2, b);
    sets.add(3, b);
    return sets;
  }

  @Test
  void removeEmptiesASet_lastCellOfASet_true() {
    UnavoidableSets sets = twoSets();
    assertThat(sets.removeEmptiesASet(new int[] {0})).isFalse();
    assertThat(sets.removeEmptiesASet(new int[] {1})).isTrue();
  }

  @Test
  void removeEmptiesASet_cellsOfNoSetOrPartOfEach_false() {
    UnavoidableSets sets = twoSets();
    assertThat(sets.removeEmptiesASet(new int[] {80, 2, 3})).isFalse();
  }

  @Test
  void restore_afterRemoval_setsAreFullAgain() {
    UnavoidableSets sets = twoSets();
    int[] removed = {0, 2, 3};
    assertThat(sets.removeEmptiesASet(removed)).isFalse();
    sets.restore(removed);
    assertThat(sets.removeEmptiesASet(new int[] {1})).isFalse();
    assertThat(sets.removeEmptiesASet(new int[] {0})).isTrue();
  }

  @Test
  void clear_afterSets_forgetsThem() {
    UnavoidableSets sets = twoSets();
    sets.clear();
    assertThat(sets.size()).isZero();
    assertThat(sets.removeEmptiesASet(new int[] {0, 1, 2, 3})).isFalse();
  }

  @Test
  void cellsOfSets_twoSets_cellsInOrder() {
    assertThat(twoSets().cellsOfSets()).isEqualTo(List.of(List.of(0, 1), List.of(1, 2, 3)));
  }

  /** A random complete grid of {@code seed}. */
  static byte[] randomGrid(long seed) {
    byte[] g = new byte[81];
    new GridFiller().fill(new SplittableRandom(seed), g);
    return g;
  }

  /**
   * Along a random thinning sequence of {@code seed} (removals kept or restored at random), each
   * removal from {@code sets} empties a set exactly when all cells of one of {@code expected}'s
   * sets are gone.
   */
  static void assertEmptiesLikeOracle(
      UnavoidableSets sets, List<List<Integer>> expected, long seed) {
    SplittableRandom rng = new SplittableRandom(seed);
    int[] order = SinglesTest.shuffledCells(rng);
    boolean[] removed = new boolean[81];
    for (int k = 0; k < 81; k++) {
      int cell = order[k];
      removed[cell] = true;
      boolean emptied = sets.removeEmptiesASet(new int[] {cell});
      assertThat(emptied)
          .isEqualTo(
              expected.stream()
                  .anyMatch(set -> set.contains(cell) && set.stream().allMatch(c -> removed[c])));
      if (emptied || rng.nextInt(3) == 0) {
        sets.restore(new int[] {cell});
        removed[cell] = false;
      }
    }
  }

  /**
   * Soundness: removing the first {@code holes} cells of a random order of {@code seed} from the
   * solution {@code cells} (modified) leaves several solutions when it empties one of {@code sets}.
   */
  static void assertEmptiedMeansSeveralSolutions(
      UnavoidableSets sets, byte[] cells, long seed, int holes) {
    int[] order = SinglesTest.shuffledCells(new SplittableRandom(seed));
    int[] removed = java.util.Arrays.copyOf(order, holes);
    for (int c : removed) {
      cells[c] = 0;
    }
    if (sets.removeEmptiesASet(removed)) {
      assertThat(Solver.reference().count(Grid.of(cells), 2)).isEqualTo(2);
    }
  }
}
