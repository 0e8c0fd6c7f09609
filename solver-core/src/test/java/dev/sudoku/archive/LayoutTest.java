package dev.sudoku.archive;

import static dev.sudoku.archive.RecordParserTest.P1;
import static dev.sudoku.archive.RecordParserTest.S1;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

class LayoutTest {
  /** A CSV layout with its header names and no extra columns. */
  static Layout csv(long line, int puzzle, int solution, int rating, int bound, String... header) {
    return new Layout(
        Layout.Kind.CSV, line, puzzle, solution, rating, bound, false, List.of(header), List.of());
  }

  @Test
  void withExtraColumns_namedWithoutCase_indexesAndMinusOneForMissing() {
    Layout layout = Layout.sniff("f", 1, "puzzle,source,SE_ER", null, null);
    assertThat(layout.withExtraColumns(List.of("se_er", "nope", "Source")).extraColumns())
        .containsExactly(2, -1, 1);
    assertThat(Layout.lines().withExtraColumns(List.of("se_er")).extraColumns())
        .containsExactly(-1);
    assertThat(layout.column("source")).isEqualTo(1);
  }

  @Test
  void sniff_kaggleAndSeHeaders_detectColumns() {
    assertThat(Layout.sniff("f", 1, "quizzes,solutions", null, null))
        .isEqualTo(csv(1, 0, 1, -1, -1, "quizzes", "solutions"));
    assertThat(Layout.sniff("f", 2, "Puzzle, Solution,clues,difficulty,level", null, null))
        .isEqualTo(csv(2, 0, 1, -1, -1, "Puzzle", "Solution", "clues", "difficulty", "level"));
    assertThat(Layout.sniff("f", 1, "puzzle,source,se_er,se_ep", null, null))
        .isEqualTo(csv(1, 0, -1, 2, -1, "puzzle", "source", "se_er", "se_ep"));
    assertThat(Layout.sniff("f", 1, "puzzle,rating,rating_status", null, null))
        .isEqualTo(csv(1, 0, -1, 1, 2, "puzzle", "rating", "rating_status"));
  }

  @Test
  void sniff_namedColumns_anyHeader() {
    assertThat(Layout.sniff("f", 1, "id,grid,answer", "grid", "answer"))
        .isEqualTo(csv(1, 1, 2, -1, -1, "id", "grid", "answer"));
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
  void sniff_jsonLines_saysJsonIsNotRead() {
    // Regression: generate --format json piped to book was "a CSV header without a 'puzzle'
    // column".
    String json = "{\"puzzle\":\"" + P1 + "\",\"solution\":\"" + S1 + "\",\"rating\":7.2}";
    for (String column : new String[] {null, "puzzle"}) {
      assertThatThrownBy(() -> Layout.sniff("g.json", 1, json, column, null))
          .isInstanceOf(ArchiveException.class)
          .hasMessage(
              "g.json:1: this is JSON, which is not read here; write the puzzles with --format"
                  + " line or csv, or take the puzzle field out with jq -r .puzzle");
    }
  }

  @Test
  void sniff_columnWithoutHeader_saysThereIsNoHeader() {
    assertThatThrownBy(() -> Layout.sniff("f", 1, P1, "puzzle", null))
        .hasMessage(
            "f:1: no column 'puzzle': the input has no CSV header (its first line holds no"
                + " comma)");
  }

  @Test
  void sniff_oneColumnHeader_isACsv() {
    // Regression: a CSV whose only column is "puzzle" had its header graded as an invalid puzzle.
    assertThat(Layout.sniff("f", 1, "puzzle", null, null))
        .isEqualTo(csv(1, 0, -1, -1, -1, "puzzle"));
    assertThat(Layout.sniff("f", 1, "\"Quizzes\"", null, null).puzzleColumn()).isZero();
    assertThat(Layout.sniff("f", 1, "puzzles", null, null)).isEqualTo(Layout.lines());
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

  @Test
  void sniff_puzzleLineWithCommentHoldingCommaTabOrSemicolon_readAsLines() {
    // Regression: as the first line, each was refused as a CSV header (or one of another dialect).
    assertThat(Layout.sniff("f", 1, P1 + " 7.2 hard, from the forum", null, null))
        .isEqualTo(Layout.lines());
    assertThat(Layout.sniff("f", 1, P1 + "\t7.2\tforum", null, null)).isEqualTo(Layout.lines());
    assertThat(Layout.sniff("f", 1, P1 + " 7.2; forum", null, null)).isEqualTo(Layout.lines());
    assertThat(Layout.isHeader("puzzle ,solution")).isTrue();
  }
}
