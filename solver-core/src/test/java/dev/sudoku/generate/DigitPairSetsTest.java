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
}
