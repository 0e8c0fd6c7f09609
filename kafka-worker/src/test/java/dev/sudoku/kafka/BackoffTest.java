package dev.sudoku.kafka;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import org.junit.jupiter.api.Test;

class BackoffTest {

  @Test
  void next_doublesUpToTheMaximum_resetStartsOver() {
    Backoff b = new Backoff(Duration.ofMillis(100), Duration.ofMillis(700));
    assertThat(b.next()).isEqualTo(Duration.ofMillis(100));
    assertThat(b.next()).isEqualTo(Duration.ofMillis(200));
    assertThat(b.next()).isEqualTo(Duration.ofMillis(400));
    assertThat(b.next()).isEqualTo(Duration.ofMillis(700));
    assertThat(b.next()).isEqualTo(Duration.ofMillis(700));
    b.reset();
    assertThat(b.next()).isEqualTo(Duration.ofMillis(100));
  }
}
