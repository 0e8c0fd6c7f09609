package dev.sudoku.spark;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class CsvLayoutTest {

  @Test
  void detect_kaggle1m_puzzleFirstSolutionSecond() {
    assertThat(CsvLayout.detect("quizzes,solutions", null, null))
        .isEqualTo(new CsvLayout("kaggle-1m", 0, 1));
  }

  @Test
  void detect_kaggle9mWithBomAndCase_recognised() {
    assertThat(CsvLayout.detect("\uFEFFPuzzle, Solution\r", null, null))
        .isEqualTo(new CsvLayout("kaggle-9m", 0, 1));
  }

  @Test
  void detect_kaggle3mRated_recognised() {
    assertThat(CsvLayout.detect("puzzle,solution,clues,difficulty,level", null, null).form())
        .isEqualTo("kaggle-3m-rated");
  }

  @Test
  void detect_unknownHeader_failsNamingHeaderAndOption() {
    assertThatThrownBy(() -> CsvLayout.detect("id,grid,answer", null, null))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage(
            "unrecognised CSV header 'id,grid,answer'; name the puzzle column with "
                + "--column (and --solution-column if there is one)");
  }

  @Test
  void detect_explicitColumns_usesThem() {
    assertThat(CsvLayout.detect("id,grid,answer", "grid", "answer"))
        .isEqualTo(new CsvLayout("custom", 1, 2));
    assertThat(CsvLayout.detect("id,grid,answer", "GRID", null))
        .isEqualTo(new CsvLayout("custom", 1, -1));
  }

  @Test
  void detect_missingExplicitColumn_fails() {
    assertThatThrownBy(() -> CsvLayout.detect("id,grid", "puzzle", null))
        .hasMessage("no column 'puzzle' in CSV header 'id,grid'");
  }

  @Test
  void looksLikeHeader_headerVersusPuzzleLines() {
    assertThat(CsvLayout.looksLikeHeader("quizzes,solutions")).isTrue();
    assertThat(CsvLayout.looksLikeHeader("0043002,86437")).isFalse();
    assertThat(CsvLayout.looksLikeHeader("..43..2.9..5")).isFalse();
    assertThat(CsvLayout.looksLikeHeader("puzzle")).isFalse();
    assertThat(CsvLayout.looksLikeHeader("# corpus: 6 unique, 1 duplicate")).isFalse();
  }

  @Test
  void split_quotedFields_unquotedAndEscaped() {
    assertThat(CsvLayout.split("a,\"b,c\",\"d\"\"e\",")).containsExactly("a", "b,c", "d\"e", "");
  }
}
