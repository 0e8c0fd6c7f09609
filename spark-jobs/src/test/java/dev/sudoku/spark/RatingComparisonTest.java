package dev.sudoku.spark;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class RatingComparisonTest {
  @Test
  void niceWidth_roundWidthAtLeastAsked() {
    assertThat(RatingComparison.niceWidth(0.7)).isEqualTo(1.0);
    assertThat(RatingComparison.niceWidth(0.4)).isEqualTo(0.5);
    assertThat(RatingComparison.niceWidth(0.22)).isEqualTo(0.25);
    assertThat(RatingComparison.niceWidth(13)).isEqualTo(20);
  }

  @Test
  void binName_valueOrRange() {
    assertThat(RatingComparison.binName(4.5, null)).isEqualTo("4.5");
    // Regression: "4.0–4.5" did not say which bin holds 4.5 (the next one: floor).
    assertThat(RatingComparison.binName(4.0, 0.5)).isEqualTo("[4.0, 4.5)");
  }

  @Test
  void datasetColumn_prefixedSoInputNamesNeverClashWithOurs() {
    assertThat(RatingComparison.datasetColumn("source")).isEqualTo("input_source");
  }
}
