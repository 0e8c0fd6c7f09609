package dev.sudoku.spark;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class CsvLayoutTest {
  @Test
  void detect_kaggleHeaders_puzzleAndSolutionColumns() {
    assertThat(CsvLayout.detect("quizzes,solutions", null, null)).isEqualTo(new CsvLayout(0, 1));
    assertThat(CsvLayout.detect("\uFEFFPuzzle, Solution\r", null, null))
        .isEqualTo(new CsvLayout(0, 1));
  }

  @Test
  void detect_anyHeaderWithAPuzzleColumn_noColumnOptionNeeded() {
    assertThat(CsvLayout.detect("puzzle,source,se_er", null, null)).isEqualTo(new CsvLayout(0, -1));
  }

  @Test
  void detect_namedColumns() {
    assertThat(CsvLayout.detect("id,grid,answer", "grid", "answer")).isEqualTo(new CsvLayout(1, 2));
  }

  @Test
  void detect_noPuzzleColumn_oneLineNamingTheOption() {
    assertThatThrownBy(() -> CsvLayout.detect("id,grid,answer", null, null))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("name the puzzle column with --column NAME");
  }

  @Test
  void looksLikeHeader_headerNotPuzzleNorComment() {
    assertThat(CsvLayout.looksLikeHeader("quizzes,solutions")).isTrue();
    assertThat(CsvLayout.looksLikeHeader("..43..2.9..5")).isFalse();
    assertThat(CsvLayout.looksLikeHeader("# corpus: 6 unique, 1 duplicate")).isFalse();
  }

  @Test
  void split_quotedFields() {
    assertThat(CsvLayout.split("a,\"b,c\",\"d\"\"e\",")).containsExactly("a", "b,c", "d\"e", "");
  }
}
