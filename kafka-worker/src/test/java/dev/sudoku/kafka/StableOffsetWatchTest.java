package dev.sudoku.kafka;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import org.apache.kafka.common.TopicPartition;
import org.junit.jupiter.api.Test;

class StableOffsetWatchTest {

  private static final TopicPartition P0 = new TopicPartition("puzzles", 0);
  private static final TopicPartition P1 = new TopicPartition("puzzles", 1);
  private static final Instant T0 = Instant.parse("2026-11-26T10:00:00Z");

  @Test
  void check_stableOffsetPastTheCommittedRecord_stopsWatching() {
    StableOffsetWatch w = new StableOffsetWatch(Duration.ofSeconds(60));
    w.committed(Map.of(P0, 41L), T0);
    assertThat(w.check(Map.of(P0, 42L), T0.plusSeconds(1))).isEmpty();
    assertThat(w.watched()).isEmpty();
  }

  @Test
  void check_stableOffsetStuckLongerThanThePatience_reportsTheStallOnce() {
    StableOffsetWatch w = new StableOffsetWatch(Duration.ofSeconds(60));
    w.committed(Map.of(P0, 41L, P1, 7L), T0);
    w.committed(Map.of(P0, 90L), T0.plusSeconds(30)); // the wait is counted from the first
    assertThat(w.check(Map.of(P0, 12L, P1, 8L), T0.plusSeconds(59))).isEmpty();
    assertThat(w.check(Map.of(P0, 12L), T0.plusSeconds(60)))
        .singleElement()
        .satisfies(s -> assertThat(s.partition()).isEqualTo(P0))
        .satisfies(s -> assertThat(s.stableOffset()).isEqualTo(12))
        .satisfies(s -> assertThat(s.committedOffset()).isEqualTo(90));
    assertThat(w.check(Map.of(P0, 12L), T0.plusSeconds(65))).isEmpty();
    assertThat(w.stalled()).containsExactly(P0);
    assertThat(w.check(Map.of(P0, 91L), T0.plusSeconds(70))).isEmpty();
    assertThat(w.stalled()).isEmpty();
  }

  @Test
  void check_partitionWithoutAnAnswer_isLeftAsItIs() {
    StableOffsetWatch w = new StableOffsetWatch(Duration.ofSeconds(1));
    w.committed(Map.of(P0, 5L), T0);
    assertThat(w.check(Map.of(), T0.plusSeconds(10))).isEmpty();
    assertThat(w.watched()).containsExactly(P0);
  }
}
