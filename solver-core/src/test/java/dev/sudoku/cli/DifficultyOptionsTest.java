package dev.sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sudoku.generate.Difficulty;
import dev.sudoku.grade.Level;
import dev.sudoku.grade.Technique;
import org.junit.jupiter.api.Test;

class DifficultyOptionsTest {
  @Test
  void of_each_mapsOntoDifficulty() {
    assertThat(DifficultyOptions.of(null)).isEqualTo(Difficulty.any());
    DifficultyOptions level = new DifficultyOptions();
    level.level = Level.HARD;
    assertThat(DifficultyOptions.of(level)).isEqualTo(Difficulty.level(Level.HARD));
    DifficultyOptions rating = new DifficultyOptions();
    rating.rating = Range.parse("6.2..");
    assertThat(DifficultyOptions.of(rating)).isEqualTo(Difficulty.ratingAtLeast(6.2));
    DifficultyOptions technique = new DifficultyOptions();
    technique.technique = Technique.X_WING;
    assertThat(DifficultyOptions.of(technique)).isEqualTo(Difficulty.technique(Technique.X_WING));
  }

  @Test
  void of_ratingBetweenTenths_usageError() {
    DifficultyOptions rating = new DifficultyOptions();
    rating.rating = Range.parse("2.21..2.29");
    assertThatThrownBy(() -> DifficultyOptions.of(rating))
        .isInstanceOf(UsageException.class)
        .hasMessageStartingWith("--rating 2.21..2.29: ");
  }

  @Test
  void of_ratingBelowTheEasiestStep_usageError() {
    // Was: accepted; `generate --rating 0..0.5` used its whole budget, then "fell short".
    DifficultyOptions rating = new DifficultyOptions();
    rating.rating = Range.parse("0..0.5");
    assertThatThrownBy(() -> DifficultyOptions.of(rating))
        .isInstanceOf(UsageException.class)
        .hasMessage(
            "--rating 0..0.5: no puzzle rates below 1.0 (a full house, the easiest" + " step)");
  }
}
