package dev.sudoku.render;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

class GridProportionsTest {
  @Test
  void cell_spanOfNineCellsAndTheFrame() {
    assertThat(GridProportions.cell(906)).isCloseTo(100, within(1e-9));
    assertThat(GridProportions.THICK_LINE).isEqualTo(3 * GridProportions.THIN_LINE);
  }

  @Test
  void candidateOffset_keypadLayoutInsideTheCell() {
    assertThat(GridProportions.candidateOffset(1, false)).isEqualTo(-0.3);
    assertThat(GridProportions.candidateOffset(1, true)).isEqualTo(-0.3);
    assertThat(GridProportions.candidateOffset(5, false)).isZero();
    assertThat(GridProportions.candidateOffset(6, false)).isEqualTo(0.3);
    assertThat(GridProportions.candidateOffset(9, true)).isEqualTo(0.3);
    // a candidate's glyph (about 0.6 em wide) stays inside its cell: |offset| + half width < 0.5
    double half = 0.3 * GridProportions.CANDIDATE_SIZE;
    assertThat(GridProportions.CANDIDATE_PITCH + half).isLessThan(0.5);
  }
}
