package dev.sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class InputRatingTest {
  @Test
  void parse_forms_erAndBound() {
    assertThat(InputRating.parse("4.5")).isEqualTo(new InputRating(4.5, false));
    assertThat(InputRating.parse(">=8.0")).isEqualTo(new InputRating(8.0, true));
    assertThat(InputRating.parse("\u22656.2/1.5/1.2")).isEqualTo(new InputRating(6.2, true));
    assertThat(InputRating.parse("2.6/1.2/1.2")).isEqualTo(new InputRating(2.6, false));
  }

  @Test
  void parse_notARating_null() {
    assertThat(InputRating.parse(null)).isNull();
    assertThat(InputRating.parse("HARD")).isNull();
    assertThat(InputRating.parse("99.0")).isNull();
    assertThat(InputRating.parse("-1.0")).isNull();
  }
}
