package dev.sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class PuzzleStatusTest {
  @Test
  void ofCount_zeroOneTwo_noneUniqueMultiple() {
    assertThat(PuzzleStatus.ofCount(0)).isEqualTo(PuzzleStatus.NO_SOLUTION);
    assertThat(PuzzleStatus.ofCount(1)).isEqualTo(PuzzleStatus.UNIQUE);
    assertThat(PuzzleStatus.ofCount(2)).isEqualTo(PuzzleStatus.MULTIPLE_SOLUTIONS);
  }

  @Test
  void words_unique_validUnique() {
    assertThat(PuzzleStatus.UNIQUE.words()).isEqualTo("valid-unique");
  }
}
