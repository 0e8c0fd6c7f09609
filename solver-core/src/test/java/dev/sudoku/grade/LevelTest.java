package dev.sudoku.grade;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class LevelTest {
  @Test
  void of_bandEdges_matchTheBrief() {
    assertThat(Level.of(1.0)).isEqualTo(Level.EASY);
    assertThat(Level.of(2.3)).isEqualTo(Level.EASY);
    assertThat(Level.of(2.5)).isEqualTo(Level.MEDIUM);
    assertThat(Level.of(3.4)).isEqualTo(Level.MEDIUM);
    assertThat(Level.of(3.6)).isEqualTo(Level.HARD);
    assertThat(Level.of(6.1)).isEqualTo(Level.HARD);
    assertThat(Level.of(6.2)).isEqualTo(Level.EXPERT);
    assertThat(Level.of(7.9)).isEqualTo(Level.EXPERT);
    assertThat(Level.of(8.0)).isEqualTo(Level.EXTREME);
  }

  @Test
  void of_nan_throws() {
    // Regression: NaN fell through every comparison into EASY.
    org.assertj.core.api.Assertions.assertThatThrownBy(() -> Level.of(Double.NaN))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("a rating is a number, was NaN");
  }

  @Test
  void parse_anyCase_theLevel() {
    assertThat(Level.parse("extreme")).isEqualTo(Level.EXTREME);
    assertThat(Level.parse(" Hard ")).isEqualTo(Level.HARD);
    for (Level l : Level.values()) {
      assertThat(Level.parse(l.name())).isEqualTo(l);
    }
  }

  @Test
  void parse_unknownName_oneLineListingEveryLevel() {
    org.assertj.core.api.Assertions.assertThatThrownBy(() -> Level.parse("hardest"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("unknown level 'hardest' (one of EASY, MEDIUM, HARD, EXPERT, EXTREME)");
  }
}
