package dev.sudoku.kafka;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.kafka.clients.consumer.Consumer;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.common.TopicPartition;

/**
 * Reads the progress topic back when the worker takes over request partitions (start, rebalance, or
 * after an aborted transaction). Reads with {@code read_committed} from the beginning up to the
 * last stable offset, so it sees exactly the progress of committed transactions.
 *
 * <p>Called only after the group consumer has fetched the committed offsets of the same partitions:
 * with {@code sendOffsetsToTransaction} (KIP-447) that fetch waits until no transaction with
 * offsets for them is pending, so no older owner can still commit progress after we read it.
 */
final class ProgressStore {

  private final Consumer<byte[], byte[]> reader;
  private final String progressTopic;
  private final Clock clock;
  private final Duration timeout;

  ProgressStore(
      Consumer<byte[], byte[]> reader, String progressTopic, Clock clock, Duration timeout) {
    this.reader = reader;
    this.progressTopic = progressTopic;
    this.clock = clock;
    this.timeout = timeout;
  }

  /**
   * Progress of unfinished or not yet committed-past requests, by request partition, then by
   * request offset.
   *
   * @throws IllegalStateException if the topic cannot be read to its end within the timeout
   */
  Map<Integer, Map<Long, Progress>> read(Collection<Integer> partitions) {
    Map<Integer, Map<Long, Progress>> result = new HashMap<>();
    if (partitions.isEmpty()) {
      return result;
    }
    List<TopicPartition> tps = new ArrayList<>();
    for (int p : partitions) {
      tps.add(new TopicPartition(progressTopic, p));
      result.put(p, new HashMap<>());
    }
    reader.assign(tps);
    reader.seekToBeginning(tps);
    Map<TopicPartition, Long> end = reader.endOffsets(tps, timeout);
    Instant giveUp = clock.instant().plus(timeout);
    while (!reachedEnd(tps, end)) {
      if (clock.instant().isAfter(giveUp)) {
        throw new IllegalStateException(
            "could not read " + progressTopic + " to its end in " + timeout.toMillis() + " ms");
      }
      for (ConsumerRecord<byte[], byte[]> r : reader.poll(Duration.ofMillis(100))) {
        Map<Long, Progress> m = result.get(r.partition());
        long offset = Progress.offsetOf(r.key());
        if (r.value() == null) {
          m.remove(offset);
        } else {
          m.put(offset, Progress.decode(r.value()));
        }
      }
    }
    reader.assign(List.of());
    return result;
  }

  private boolean reachedEnd(List<TopicPartition> tps, Map<TopicPartition, Long> end) {
    for (TopicPartition tp : tps) {
      if (reader.position(tp, timeout) < end.get(tp)) {
        return false;
      }
    }
    return true;
  }

  void close() {
    reader.close();
  }
}
