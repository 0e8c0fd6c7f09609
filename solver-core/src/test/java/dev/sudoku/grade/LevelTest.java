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
}
