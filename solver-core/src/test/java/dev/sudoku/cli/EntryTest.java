package dev.sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.Grid;
import org.junit.jupiter.api.Test;

class EntryTest {
  private static Entry entry(long line, String text) {
    return new Entry("f.txt", line, 1, text, null, null, 0);
  }

  @Test
  void where_fileAndLine() {
    assertThat(entry(12, "x").where()).isEqualTo("f.txt:12");
  }

  @Test
  void explain_drawingLine_madeAbsolute() {
    assertThat(entry(10, "a\nb\n").explain("bad character 'x' at line 3, column 5; expected"))
        .isEqualTo("bad character 'x' at line 12, column 5; expected");
  }

  @Test
  void explain_oneLinePuzzle_unchanged() {
    assertThat(entry(10, "abc").explain("at line 3")).isEqualTo("at line 3");
  }

  @Test
  void explain_noLineInMessage_unchanged() {
    assertThat(entry(10, "a\nb").explain("expected 81 cells in grid, found 80"))
        .isEqualTo("expected 81 cells in grid, found 80");
  }

  private static final String S1 =
      "864371259325849761971265843436192587198657432257483916689734125713528694542916378";

  private static Entry expecting(String expected) {
    return new Entry("f.txt", 2, 1, "p", expected, null, 0);
  }

  @Test
  void mismatch_noExpectedSolution_null() {
    assertThat(expecting(null).mismatch(Grid.parse(S1))).isNull();
  }

  @Test
  void mismatch_sameSolution_null() {
    assertThat(expecting(S1).mismatch(Grid.parse(S1))).isNull();
  }

  @Test
  void mismatch_otherSpellingOfSameSolution_null() {
    String drawn = Grid.parse(S1).toPrettyString();
    assertThat(expecting(drawn).mismatch(Grid.parse(S1))).isNull();
  }

  @Test
  void mismatch_different_saysExpectedFoundAndTheFirstDifferingCell() {
    String other = S1.substring(0, 80) + "9";
    assertThat(expecting(other).mismatch(Grid.parse(S1)))
        .isEqualTo(
            "mismatch: expected "
                + other
                + ", found "
                + S1
                + " (first difference r9c9:"
                + " expected 9, found "
                + S1.charAt(80)
                + "; 1 cell differs)");
  }

  @Test
  void mismatch_severalCells_countsThem() {
    // Swap two digits of the first row: two cells differ, the first in r1c1.
    String other = S1.charAt(1) + "" + S1.charAt(0) + S1.substring(2);
    assertThat(expecting(other).mismatch(Grid.parse(S1)))
        .endsWith(
            "(first difference r1c1: expected "
                + S1.charAt(1)
                + ", found "
                + S1.charAt(0)
                + "; 2 cells differ)");
  }

  @Test
  void mismatch_unreadableExpected_saysWhyNotJustMismatch() {
    // Was: "mismatch: expected 123, found ..." (as if the solver were wrong).
    assertThat(expecting("123").mismatch(Grid.parse(S1)))
        .isEqualTo(
            "mismatch: the input's solution 123 is unreadable (expected 81 characters,"
                + " found 3); found "
                + S1);
  }
}
