package dev.sudoku.spark;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class ReportRendererTest {
  @Test
  void console_headlineFiguresWithReadableNames() {
    assertThat(ReportRenderer.console(ReportFixture.report()))
        .startsWith("10 rows graded in 2.0 s (5 rows/s, 1.5 task CPU-s); written to o/puzzles")
        .contains("  unique solution                         7  70.00%")
        .contains("  Easy (ER ≤ 2.3)                         5  50.00%")
        .contains("ER of 6 exactly rated rows: mean 1.83, median 1.2, p90 3.4, p99 3.4, max 3.4")
        .contains("lower bounds: 1 rows")
        .contains("compared with se_er: 80.0 % equal (4 of 5), 100.0 % within 0.2")
        .contains("Invalid: 2 rows, first file:/data/a <b>.csv:3: bad <char>")
        .doesNotContain("archive solution");
  }

  @Test
  void console_levelsWithLowerBounds_saysHowManyAreOnlyAtLeast() {
    // Regression: "Extreme 62" held 39 rows rated only "at least", with nothing to say so.
    assertThat(ReportRenderer.console(ReportFixture.report()))
        .contains("  Extreme (ER ≥ 8.0)                      1  10.00%\n")
        .contains("  of which rated only 'at least': Extreme 1\n");
  }

  @Test
  void console_invalidSample_namesItsLineOnce() {
    // Regression: "first file:/data/a <b>.csv:3 line 3: bad <char>" said the line twice.
    assertThat(ReportRenderer.console(ReportFixture.report()))
        .contains("first file:/data/a <b>.csv:3: bad <char>\n")
        .doesNotContain("line 3: bad");
  }

  @Test
  void console_badFiles_listedOnePerLine() {
    assertThat(ReportRenderer.console(ReportFixture.report()))
        .contains(
            "\n  stopped reading b.gz at line 7: gzip data ends early after line 6 (truncated"
                + " file?); its first 6 lines were read\n");
  }

  @Test
  void console_oneComparisonBin_singular() {
    // Was: "compared with difficulty: 1 bins in the report".
    GradeReport r = ReportFixture.binned(3, null, null, "0.0");

    assertThat(ReportRenderer.console(r))
        .contains("compared with difficulty: 1 bin in the report\n");
  }
}
