package dev.sudoku.spark;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.grade.Level;
import java.util.List;
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
  void withDropped_fileWhoseRowsWereAllDropped_listedInPathOrderWithNothingKept() {
    // Regression: under --dedup a file of nothing but duplicates was left out of the table.
    GradeReport.Group a =
        new GradeReport.Group(
            "file:/d/a.txt", 20, Map.of("UNIQUE", 20L), 20, 0, 3.0, 3.0, 4.0, 5.0, Map.of());
    GradeReport.Group c =
        new GradeReport.Group(
            "file:/d/c.parquet", 1, Map.of("UNIQUE", 1L), 1, 0, 1.2, 1.2, 1.2, 1.2, Map.of());
    GradeReport.Breakdown b = new GradeReport.Breakdown("file", 2, List.of(a, c));

    GradeReport.Breakdown with =
        ReportQueries.withDropped(
            b, Map.of("file:/d/a.txt", 22L, "file:/d/b.txt", 6L, "file:/d/c.parquet", 1L));

    assertThat(with.groups()).isEqualTo(3);
    assertThat(with.shown())
        .extracting(
            GradeReport.Group::name, GradeReport.Group::rows, GradeReport.Group::duplicatesDropped)
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple("file:/d/a.txt", 20L, 2L),
            org.assertj.core.groups.Tuple.tuple("file:/d/b.txt", 0L, 6L),
            org.assertj.core.groups.Tuple.tuple("file:/d/c.parquet", 1L, 0L));
    assertThat(with.shown().get(1).meanEr()).isNull();
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
