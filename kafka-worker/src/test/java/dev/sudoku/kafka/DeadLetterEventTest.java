package dev.sudoku.kafka;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import org.junit.jupiter.api.Test;

class DeadLetterEventTest {

  @Test
  void original_mutatedAfterwards_isDefensivelyCopied() {
    byte[] bytes = {1, 2, 3};
    DeadLetterEvent d = new DeadLetterEvent(bytes, "t", 0, 5, "E", "m", Instant.EPOCH);
    bytes[0] = 9;
    d.original().bytes()[1] = 9;
    assertThat(d.original().bytes()).containsExactly(1, 2, 3);
  }

  @Test
  void equals_sameContent_isEqual() {
    DeadLetterEvent a = new DeadLetterEvent(new byte[] {1}, "t", 0, 5, "E", null, Instant.EPOCH);
    DeadLetterEvent b = new DeadLetterEvent(new byte[] {1}, "t", 0, 5, "E", "", Instant.EPOCH);
    assertThat(a).isEqualTo(b).hasSameHashCodeAs(b);
    assertThat(new DeadLetterEvent(null, "t", 0, 5, "E", "", Instant.EPOCH).original().bytes())
        .isEmpty();
  }
}
