package dev.sudoku.generate;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.Grid;
import dev.sudoku.core.Solver;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

class SinglesTest {
  static final String SOLVED =
      "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

  @Test
  void determines_oneHoleInFullGrid_true() {
    byte[] cells = Grid.parse(SOLVED).toBytes();
    cells[40] = 0;
    assertThat(new Singles().determines(cells, new int[] {40})).isTrue();
  }

  @Test
  void determines_emptyGrid_false() {
    assertThat(new Singles().determines(new byte[81], new int[] {0})).isFalse();
  }

  @Test
  void determines_uniqueRectangleEmptied_false() {
    // r1c1=5, r1c2=3, r2c1=6, r2c2=7: not a rectangle of two digits. Use digits 1/2 of the
    // solution: find four cells forming a swap (deadly pattern) and empty them.
    byte[] cells = Grid.parse(SOLVED).toBytes();
    int[] rect = findDeadlyRectangle(cells);
    assertThat(rect).as("fixture grid has a deadly rectangle").isNotNull();
    for (int c : rect) {
      cells[c] = 0;
    }
    assertThat(new Singles().determines(cells, rect)).isFalse();
  }

  /** Four cells in two rows, two columns and two boxes holding a/b and b/a, or null. */
  static int[] findDeadlyRectangle(byte[] g) {
    for (int r1 = 0; r1 < 9; r1++) {
      for (int r2 = r1 + 1; r2 < 9; r2++) {
        for (int c1 = 0; c1 < 9; c1++) {
          for (int c2 = c1 + 1; c2 < 9; c2++) {
            boolean twoBoxes = (r1 / 3 == r2 / 3) != (c1 / 3 == c2 / 3);
            if (twoBoxes && g[r1 * 9 + c1] == g[r2 * 9 + c2] && g[r1 * 9 + c2] == g[r2 * 9 + c1]) {
              return new int[] {r1 * 9 + c1, r1 * 9 + c2, r2 * 9 + c1, r2 * 9 + c2};
            }
          }
        }
      }
    }
    return null;
  }

  /** Soundness: whenever singles claim the holes are determined, the puzzle is unique. */
  @Property(tries = 300)
  void determines_true_impliesUnique(@ForAll long seed, @ForAll @IntRange(min = 1, max = 60)
      int holes) {
    SplittableRandom rng = new SplittableRandom(seed);
    byte[] cells = new byte[81];
    new GridFiller().fill(rng, cells);
    int[] order = new int[81];
    for (int i = 0; i < 81; i++) {
      order[i] = i;
    }
    Seeds.shuffle(order, 81, rng);
    int[] targets = java.util.Arrays.copyOf(order, holes);
    for (int c : targets) {
      cells[c] = 0;
    }
    if (new Singles().determines(cells, targets)) {
      assertThat(Solver.reference().count(Grid.of(cells), 2)).isEqualTo(1);
    }
  }
}
