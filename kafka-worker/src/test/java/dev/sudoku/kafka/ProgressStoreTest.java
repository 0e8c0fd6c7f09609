package dev.sudoku.kafka;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sudoku.schema.StopReason;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.util.Map;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.MockConsumer;
import org.apache.kafka.common.TopicPartition;
import org.junit.jupiter.api.Test;

class ProgressStoreTest {

  private static final TopicPartition P0 = new TopicPartition("progress", 0);

  private final MockConsumer<byte[], byte[]> reader = new MockConsumer<>("earliest");
  private final MockConsumer<byte[], byte[]> endReader = new MockConsumer<>("earliest");
  private final ProgressStore store =
      new ProgressStore(reader, endReader, "progress", Clock.systemUTC());

  private void progress(long offset, long requestOffset, Progress p) {
    reader.addRecord(
        new ConsumerRecord<>(
            "progress",
            0,
            offset,
            Progress.key("req", 0, requestOffset),
            p == null ? null : p.encode()));
  }

  private void setUp(long highWatermark) {
    reader.updateBeginningOffsets(Map.of(P0, 0L));
    endReader.updateEndOffsets(Map.of(P0, highWatermark));
    reader.schedulePollTask(
        () -> {
          progress(0, 3, new Progress(10, null, 1, 2));
          progress(1, 4, new Progress(5, StopReason.COMPLETED, 1, 2));
          progress(2, 3, new Progress(20, null, 1, 2));
        });
  }

  @Test
  void read_toTheHighWatermark_returnsTheLatestProgressPerRequest() {
    setUp(3);
    Map<Long, Progress> p = store.read(0, Duration.ofSeconds(5));
    assertThat(p).containsOnlyKeys(3L, 4L);
    assertThat(p.get(3L).next()).isEqualTo(20);
    assertThat(p.get(4L).done()).isTrue();
  }

  @Test
  void read_positionStuckBelowTheHighWatermark_failsInsteadOfReturningStaleProgress() {
    // Records 3..5 are in an open transaction: a read_committed reader cannot get past offset
    // 3 until it ends. Returning what was read so far would resume request 3 at index 20 even
    // if the open transaction, once committed, says 40.
    setUp(6);
    assertThatThrownBy(() -> store.read(0, Duration.ofMillis(300)))
        .isInstanceOf(ProgressStore.ProgressUnavailable.class)
        .hasMessageContaining("read up to offset 3 of 6")
        .hasMessageContaining("a transaction open there");
    assertThat(reader.assignment()).isEmpty();
  }

  @Test
  void read_tombstone_dropsTheRequest() {
    reader.updateBeginningOffsets(Map.of(P0, 0L));
    endReader.updateEndOffsets(Map.of(P0, 2L));
    reader.schedulePollTask(
        () -> {
          progress(0, 3, new Progress(10, null, 1, 2));
          progress(1, 3, null);
        });
    assertThat(store.read(0, Duration.ofSeconds(5))).isEmpty();
    assertThat(new String(Progress.key("req", 0, 3), StandardCharsets.UTF_8)).isEqualTo("req/0/3");
  }
}
