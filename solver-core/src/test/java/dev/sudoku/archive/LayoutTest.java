package dev.sudoku.archive;

import static dev.sudoku.archive.RecordParserTest.P1;
import static dev.sudoku.archive.RecordParserTest.S1;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class LayoutTest {
  @Test
  void sniff_kaggleAndSeHeaders_detectColumns() {
    assertThat(Layout.sniff("f", 1, "quizzes,solutions", null, null))
        .isEqualTo(new Layout(Layout.Kind.CSV, 1, 0, 1, false));
    assertThat(Layout.sniff("f", 2, "Puzzle, Solution,clues,difficulty,level", null, null))
        .isEqualTo(new Layout(Layout.Kind.CSV, 2, 0, 1, false));
    assertThat(Layout.sniff("f", 1, "puzzle,source,se_er,se_ep", null, null))
        .isEqualTo(new Layout(Layout.Kind.CSV, 1, 0, -1, 2, -1, false));
    assertThat(Layout.sniff("f", 1, "puzzle,rating,rating_status", null, null))
        .isEqualTo(new Layout(Layout.Kind.CSV, 1, 0, -1, 1, 2, false));
  }

  @Test
  void sniff_namedColumns_anyHeader() {
    assertThat(Layout.sniff("f", 1, "id,grid,answer", "grid", "answer"))
        .isEqualTo(new Layout(Layout.Kind.CSV, 1, 1, 2, false));
    assertThat(Layout.sniff("f", 1, "id,grid,answer", "GRID", null).solutionColumn()).isEqualTo(-1);
  }

  @Test
  void sniff_headerWithoutPuzzleColumn_namesTheFix() {
    assertThatThrownBy(() -> Layout.sniff("f", 1, "id,grid", null, null))
        .isInstanceOf(ArchiveException.class)
        .hasMessage(
            "f:1: a CSV header without a 'quizzes' or 'puzzle' column (it has: id, grid); name"
                + " the puzzle column with --column NAME");
  }

  @Test
  void sniff_columnWithoutHeader_saysThereIsNoHeader() {
    assertThatThrownBy(() -> Layout.sniff("f", 1, P1, "puzzle", null))
        .hasMessage(
            "f:1: no column 'puzzle': the input has no CSV header (its first line holds no"
                + " comma)");
  }

  @Test
  void sniff_puzzleThenComma_isACsvWithoutHeaderReadAsLines() {
    assertThat(Layout.sniff("f", 1, P1 + "," + S1, null, null)).isEqualTo(Layout.lines());
  }

  @Test
  void foreignSeparator_tabHeaderPuzzleAndDrawingRow() {
    assertThat(Layout.foreignSeparator("puzzle\tsolution")).isEqualTo('\t');
    assertThat(Layout.foreignSeparator(P1 + ";" + S1)).isEqualTo((char) 0);
    assertThat(Layout.foreignSeparator("1 . . | 2 . . | . . 3")).isEqualTo((char) 0);
  }
}
