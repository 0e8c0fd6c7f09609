package dev.sudoku.generate;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
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
}
