package dev.sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

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
}
