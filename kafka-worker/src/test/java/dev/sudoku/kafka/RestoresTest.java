package dev.sudoku.kafka;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

class RestoresTest {

  private static final Instant T0 = Instant.parse("2026-11-26T10:00:00Z");

  @Test
  void failed_partitionWaitsItsOwnBackoff_othersStayDue() {
    Restores r = new Restores(Duration.ofMillis(200), Duration.ofSeconds(10));
    r.add(List.of(0, 1), T0);
    assertThat(r.due(T0)).containsExactlyInAnyOrder(0, 1);
    assertThat(r.failed(0, T0)).isEqualTo(Duration.ofMillis(200));
    r.done(1);
    assertThat(r.due(T0.plusMillis(199))).isEmpty();
    assertThat(r.due(T0.plusMillis(200))).containsExactly(0);
    assertThat(r.failed(0, T0.plusMillis(200))).isEqualTo(Duration.ofMillis(400));
    assertThat(r.pending(0)).isTrue();
    assertThat(r.pending(1)).isFalse();
    r.done(0);
    assertThat(r.isEmpty()).isTrue();
  }
}
