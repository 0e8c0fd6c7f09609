package dev.sudoku.canon;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sudoku.core.Grid;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;

class TransformationTest {
  private static final int[] IDENTITY_LINES = {0, 1, 2, 3, 4, 5, 6, 7, 8};
  private static final int[] IDENTITY_DIGITS = {1, 2, 3, 4, 5, 6, 7, 8, 9};

  @Test
  void identity_apply_returnsSameGrid() {
    assertThat(Transformation.identity().apply(CanonicalizerTest.PUZZLE))
        .isEqualTo(CanonicalizerTest.PUZZLE);
  }

  @Test
  void of_transposeOnly_swapsRowsAndColumns() {
    Grid g = Grid.empty().with(1, 4); // r1c2
    Grid t = Transformation.of(true, IDENTITY_LINES, IDENTITY_LINES, IDENTITY_DIGITS).apply(g);
    assertThat(t.get(1, 0)).isEqualTo(4);
    assertThat(t.clueCount()).isEqualTo(1);
  }

  @Test
  void of_rowsAndDigits_moveAndRelabel() {
    Grid g = Grid.empty().with(0, 1); // r1c1 = 1
    int[] rows = {3, 4, 5, 0, 1, 2, 6, 7, 8};
    int[] digits = {9, 2, 3, 4, 5, 6, 7, 8, 1};
    Grid t = Transformation.of(false, rows, IDENTITY_LINES, digits).apply(g);
    assertThat(t.get(3, 0)).isEqualTo(9); // input row 0 is shown at output row 3
  }

  @Test
  void of_rowsBreakingBand_throws() {
    int[] rows = {0, 1, 3, 2, 4, 5, 6, 7, 8};
    assertThatThrownBy(() -> Transformation.of(false, rows, IDENTITY_LINES, IDENTITY_DIGITS))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("do not keep bands and stacks together");
  }

  @Test
  void of_digitsNotPermutation_throws() {
    int[] digits = {1, 1, 3, 4, 5, 6, 7, 8, 9};
    assertThatThrownBy(() -> Transformation.of(false, IDENTITY_LINES, IDENTITY_LINES, digits))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("not a permutation of 1..9");
  }

  @Test
  void toString_listsParts() {
    assertThat(Transformation.identity().toString())
        .isEqualTo("- rows=012345678 columns=012345678 digits=123456789");
  }

  @Property(tries = 200)
  void random_appliedToSolution_staysSolvedAndKeepsCount(@ForAll long seed) {
    Transformation t = Transformation.random(new SplittableRandom(seed));
    assertThat(t.apply(CanonicalizerTest.SOLUTION).isSolved()).isTrue();
    Grid p = t.apply(CanonicalizerTest.PUZZLE);
    assertThat(p.clueCount()).isEqualTo(CanonicalizerTest.PUZZLE.clueCount());
    assertThat(t.apply(CanonicalizerTest.SOLUTION).agreesWith(p)).isTrue();
    assertThat(Transformation.of(t.transposes(), lines(t, true), lines(t, false), digits(t)))
        .isEqualTo(t);
  }

  @Test
  void random_sameSeed_sameTransformation() {
    assertThat(Transformation.random(new SplittableRandom(3)))
        .isEqualTo(Transformation.random(new SplittableRandom(3)));
  }

  private static int[] lines(Transformation t, boolean rows) {
    int[] out = new int[9];
    for (int i = 0; i < 9; i++) {
      out[i] = rows ? t.row(i) : t.column(i);
    }
    return out;
  }

  private static int[] digits(Transformation t) {
    int[] out = new int[9];
    for (int d = 1; d <= 9; d++) {
      out[d - 1] = t.digit(d);
    }
    return out;
  }
}
