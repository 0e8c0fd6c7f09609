package dev.sudoku.cli;

import static dev.sudoku.cli.Puzzles.P1;
import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.Grid;
import dev.sudoku.grade.Grade;
import dev.sudoku.grade.Grader;
import dev.sudoku.grade.Level;
import dev.sudoku.grade.Technique;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class GradePrinterTest {
  private static final Entry ENTRY = new Entry("f.txt", 3, 1, P1, null, null, 0);

  private static Grade grade(Grade.Status status, double er, double ep, double ed) {
    Map<Technique, Integer> counts = new EnumMap<>(Technique.class);
    counts.put(Technique.NAKED_PAIR, 1);
    counts.put(Technique.FULL_HOUSE, 2);
    return new Grade(
        status, er, ep, ed, Level.of(er), Technique.NAKED_PAIR, counts, List.of(), "v1");
  }

  private static String print(Format format, boolean steps, Grade g) {
    StringWriter s = new StringWriter();
    try (PrintWriter out = new PrintWriter(s)) {
      new GradePrinter(out, format, steps).graded(ENTRY, new Graded(Grid.parse(P1), null, g), null);
    }
    return s.toString();
  }

  @Test
  void ratings_rated_threeFiguresOneDecimal() {
    assertThat(GradePrinter.ratings(grade(Grade.Status.RATED, 3.0, 1.2, 1.0)))
        .isEqualTo("3.0/1.2/1.0");
  }

  @Test
  void ratings_lowerBound_marksOnlyTheFiguresThatAreBounds() {
    assertThat(GradePrinter.ratings(grade(Grade.Status.LOWER_BOUND, 6.2, 1.5, 1.2)))
        .isEqualTo("≥6.2/1.5/1.2");
    assertThat(GradePrinter.ratings(grade(Grade.Status.LOWER_BOUND, 6.2, 6.2, 6.2)))
        .isEqualTo("≥6.2/≥6.2/≥6.2");
  }

  @Test
  void counts_labelsOrNames_inTechniqueOrder() {
    Map<Technique, Integer> counts = grade(Grade.Status.RATED, 3, 1, 1).counts();
    assertThat(GradePrinter.counts(counts, true)).isEqualTo("full house ×2, naked pair ×1");
    assertThat(GradePrinter.counts(counts, false)).isEqualTo("FULL_HOUSE:2;NAKED_PAIR:1");
    assertThat(GradePrinter.counts(Map.of(), true)).isEqualTo("-");
  }

  @Test
  void house_gradersNumbering_rowColumnBoxNames() {
    assertThat(GradePrinter.house(0)).isEqualTo("r1");
    assertThat(GradePrinter.house(17)).isEqualTo("c9");
    assertThat(GradePrinter.house(18)).isEqualTo("b1");
    assertThat(GradePrinter.house(26)).isEqualTo("b9");
  }

  @Test
  void graded_lineLowerBound_puzzleBoundLevelHardest() {
    assertThat(print(Format.line, false, grade(Grade.Status.LOWER_BOUND, 6.2, 3.0, 1.2)))
        .isEqualTo(P1 + " ≥6.2/3.0/1.2 EXPERT naked pair" + System.lineSeparator());
  }

  @Test
  void graded_lowerBoundStuckAfterSingles_namesTheTechniqueSearched() {
    Grade stuck =
        new Grade(
            Grade.Status.LOWER_BOUND,
            9.5,
            1.2,
            1.2,
            Level.EXTREME,
            Technique.HIDDEN_SINGLE_BOX,
            Map.of(Technique.HIDDEN_SINGLE_BOX, 1),
            List.of(),
            "v1",
            Technique.NESTED_FORCING_CHAIN);
    assertThat(print(Format.line, false, stuck))
        .isEqualTo(P1 + " ≥9.5/1.2/1.2 EXTREME nested forcing chain" + System.lineSeparator());
    assertThat(print(Format.grid, false, stuck))
        .contains("# LOWER_BOUND ≥9.5/1.2/1.2 EXTREME, needs: nested forcing chain")
        .doesNotContain("hidden single (box)" + System.lineSeparator());
    // Regression: csv and json named the easier step applied (HIDDEN_SINGLE_BOX) as the hardest.
    assertThat(print(Format.csv, false, stuck))
        .contains(",LOWER_BOUND,9.5,1.2,1.2,EXTREME,NESTED_FORCING_CHAIN,HIDDEN_SINGLE_BOX:1,");
    assertThat(print(Format.json, false, stuck)).contains("\"hardest\":\"NESTED_FORCING_CHAIN\"");
  }

  @Test
  void graded_solvedGridNoHardest_dashInLine() {
    Grade solved = new Grader().grade(Grid.parse(Puzzles.S1));
    StringWriter s = new StringWriter();
    try (PrintWriter out = new PrintWriter(s)) {
      new GradePrinter(out, Format.line, false)
          .graded(ENTRY, new Graded(Grid.parse(Puzzles.S1), Grid.parse(Puzzles.S1), solved), null);
    }
    assertThat(s.toString().strip()).isEqualTo(Puzzles.S1 + " 0.0/0.0/0.0 EASY -");
  }

  @Test
  void graded_jsonWithStepsButNoPath_emptyStepsArray() {
    assertThat(print(Format.json, true, grade(Grade.Status.RATED, 3.0, 1.2, 1.2)).strip())
        .endsWith("\"counts\":{\"FULL_HOUSE\":2,\"NAKED_PAIR\":1},\"steps\":[]}");
  }

  @Test
  void invalid_eachFormat_saysInvalidWithReason() {
    StringWriter s = new StringWriter();
    try (PrintWriter out = new PrintWriter(s)) {
      for (Format f : List.of(Format.line, Format.grid, Format.csv, Format.json)) {
        new GradePrinter(out, f, false).invalid(ENTRY, "bad");
      }
    }
    assertThat(s.toString().split(System.lineSeparator()))
        .containsExactly(
            "# invalid: bad",
            "# invalid: bad",
            "",
            GradePrinter.CSV_HEADER,
            "f.txt,3," + P1 + ",INVALID,,,,,,,,bad",
            "{\"source\":\"f.txt\",\"line\":3,\"puzzle\":\""
                + P1
                + "\",\"status\":\"INVALID\",\"reason\":\"bad\"}");
  }
}
