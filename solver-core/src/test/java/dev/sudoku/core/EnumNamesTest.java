package dev.sudoku.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class EnumNamesTest {
  private enum Shape {
    ROUND,
    SQUARE_CUT
  }

  @Test
  void parse_anyCaseBlanksAndDash_findsConstant() {
    assertThat(EnumNames.parse(Shape.class, "shape", " square-cut ")).isEqualTo(Shape.SQUARE_CUT);
    assertThat(EnumNames.parse(Shape.class, "shape", "Round")).isEqualTo(Shape.ROUND);
  }

  @Test
  void parse_unknown_oneLineListingTheChoices() {
    assertThatThrownBy(() -> EnumNames.parse(Shape.class, "shape", "oval"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("unknown shape 'oval' (one of ROUND, SQUARE_CUT)");
  }

  @Test
  void parse_null_missing() {
    assertThatThrownBy(() -> EnumNames.parse(Shape.class, "shape", null))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("missing shape (one of ROUND, SQUARE_CUT)");
  }
}
