package dev.sudoku.spark;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.grade.Level;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ReportQueriesTest {
  @Test
  void range_theBandsLevelOfDraws() {
    assertThat(ReportQueries.range(Level.EASY)).isEqualTo("ER ≤ 2.3");
    assertThat(ReportQueries.range(Level.MEDIUM)).isEqualTo("ER 2.4–3.4");
    assertThat(ReportQueries.range(Level.HARD)).isEqualTo("ER 3.5–6.1");
    assertThat(ReportQueries.range(Level.EXPERT)).isEqualTo("ER 6.2–7.9");
    assertThat(ReportQueries.range(Level.EXTREME)).isEqualTo("ER ≥ 8.0");
  }

  @Test
  void levels_everyLevelEasiestFirstThenUnratedIfAny() {
    assertThat(ReportQueries.levels(Map.of("HARD", 2L), Map.of()))
        .extracting(GradeReport.LevelRow::label)
        .containsExactly("Easy", "Medium", "Hard", "Expert", "Extreme");
    assertThat(ReportQueries.levels(Map.of("unrated", 1L), Map.of()))
        .extracting(GradeReport.LevelRow::level)
        .endsWith("unrated");
  }

  @Test
  void levels_lowerBounds_countedWithTheirLevelAndApart() {
    assertThat(ReportQueries.levels(Map.of("EXTREME", 62L), Map.of("EXTREME", 39L)))
        .filteredOn(l -> l.level().equals("EXTREME"))
        .singleElement()
        .satisfies(
            l -> {
              assertThat(l.rows()).isEqualTo(62);
              assertThat(l.atLeast()).isEqualTo(39);
            });
  }
}
