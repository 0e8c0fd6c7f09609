package dev.sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.grade.Grade;
import dev.sudoku.grade.Level;
import dev.sudoku.grade.Technique;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class GradeTallyTest {
  private static Grade rated(double er) {
    return new Grade(
        Grade.Status.RATED,
        er,
        1.2,
        1.2,
        Level.of(er),
        Technique.FULL_HOUSE,
        Map.of(),
        List.of(),
        "v");
  }

  private static Grade unrated(Grade.Status status) {
    return new Grade(status, 0, 0, 0, null, null, Map.of(), List.of(), "v");
  }

  @Test
  void band_tenths_wholeRatingAndOpenTop() {
    assertThat(GradeTally.band(0)).isZero();
    assertThat(GradeTally.band(19)).isEqualTo(1);
    assertThat(GradeTally.band(62)).isEqualTo(6);
    assertThat(GradeTally.band(115)).isEqualTo(11);
    assertThat(GradeTally.band(300)).isEqualTo(GradeTally.BANDS - 1);
  }

  @Test
  void summary_everyStatusAndComparisons() {
    GradeTally t = new GradeTally();
    t.add(rated(1.5));
    t.add(rated(2.6));
    t.add(
        new Grade(
            Grade.Status.LOWER_BOUND, 6.2, 6.2, 1.2, Level.EXPERT, null, Map.of(), List.of(), "v"));
    t.add(unrated(Grade.Status.MULTIPLE_SOLUTIONS));
    t.add(unrated(Grade.Status.NO_SOLUTION));
    t.invalid();
    t.compared(true);
    t.compared(false);
    assertThat(t.puzzles()).isEqualTo(6);
    assertThat(t.meanRated()).isEqualTo(2.05);
    assertThat(t.summary())
        .isEqualTo(
            "6 puzzles: 2 rated, 1 lower bound, 1 with multiple"
                + " solutions, 1 without solution, 1 invalid, 1 mismatch in 2 compared with the input");
  }

  @Test
  void tables_onlyBandsBetweenLowestAndHighestUsed_barsScaledToLargest() {
    GradeTally t = new GradeTally();
    t.add(rated(2.0));
    t.add(rated(2.3));
    t.add(rated(4.5));
    assertThat(t.tables())
        .containsExactly(
            "  level        rated  lower bound",
            "  EASY             2            0",
            "  MEDIUM           0            0",
            "  HARD             1            0",
            "  EXPERT           0            0",
            "  EXTREME          0            0",
            "  ER           rated  lower bound",
            "  2.x              2            0  " + "#".repeat(40),
            "  3.x              0            0",
            "  4.x              1            0  " + "#".repeat(20),
            "  mean ER of the rated puzzles: 2.93");
  }

  @Test
  void tables_nothingRated_empty() {
    GradeTally t = new GradeTally();
    t.add(unrated(Grade.Status.NO_SOLUTION));
    assertThat(t.tables()).isEmpty();
    assertThat(t.meanRated()).isNaN();
  }
}
