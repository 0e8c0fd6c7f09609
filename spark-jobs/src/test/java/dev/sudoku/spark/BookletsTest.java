package dev.sudoku.spark;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class BookletsTest {
  @Test
  void split_parse_levelOrPositiveNumber() {
    assertThat(Booklets.Split.parse("LEVEL")).isEqualTo(new Booklets.Split(true, 0));
    assertThat(Booklets.Split.parse(" 100 ")).isEqualTo(new Booklets.Split(false, 100));
    assertThatThrownBy(() -> Booklets.Split.parse("0")).hasMessageContaining("'level'");
    assertThatThrownBy(() -> Booklets.Split.parse("all")).hasMessageContaining("'all'");
  }
}
