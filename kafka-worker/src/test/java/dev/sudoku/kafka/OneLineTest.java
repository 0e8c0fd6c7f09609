package dev.sudoku.kafka;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class OneLineTest {

  @Test
  void of_multiLineAndLong_isOneBoundedLine() {
    assertThat(OneLine.of("a\nb\rc")).isEqualTo("a b c");
    assertThat(OneLine.of(null)).isEmpty();
    String cut = OneLine.of("x".repeat(400_000));
    assertThat(cut).hasSize(OneLine.MAX_CHARS).endsWith("…");
  }
}
