package dev.sudoku.kafka;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class ExcerptTest {

  @Test
  void of_longerThanTheBound_keepsThePrefixTheSizeAndTheHashOfTheWhole() {
    byte[] original = "abcdef".getBytes(StandardCharsets.US_ASCII);
    Excerpt e = Excerpt.of(original, 4);
    assertThat(e.bytes()).containsExactly('a', 'b', 'c', 'd');
    assertThat(e.size()).isEqualTo(6);
    assertThat(e.sha256())
        .isEqualTo("bef57ec7f53a6d40beb640a780a639c83bc29ac8a9816f1fc6c5c6dcd93c4721");
    assertThat(e.cut()).isTrue();
    assertThat(Excerpt.whole(original).cut()).isFalse();
    assertThat(Excerpt.whole(original).sha256()).isEqualTo(e.sha256());
  }
}
