package dev.sudoku.kafka;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.kafka.clients.consumer.Consumer;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.common.TopicPartition;

/**
 * Reads the progress topic back when the worker takes over a request partition (start, rebalance,
 * or after an aborted transaction).
 *
 * <p>Reads with {@code read_committed} from the beginning up to the partition's <em>high
 * watermark</em>, taken first from a {@code read_uncommitted} reader ({@code endReader}), not up to
 * its last stable offset. A {@code read_committed} position can only pass an open transaction once
 * that transaction is committed or aborted, so reaching the high watermark means every progress
 * record below it is decided and read. Reading to the last stable offset instead (as this class
 * once did) stops short of an open transaction and silently returns the progress from before it:
 * the worker then resumed requests from stale indices and published puzzles a second time (the same
 * bound Kafka Streams' exactly-once restore uses, KAFKA-10167). When a transaction stays open past
 * the timeout, {@link #read} fails and the caller tries again later.
 *
 * <p>Called only after the group consumer has fetched the committed offsets of the same partition:
 * with {@code sendOffsetsToTransaction} (KIP-447) that fetch waits until no transaction with
 * offsets for it is pending, so no older owner can still commit progress after we read it.
 */
final class ProgressStore {

  private final Consumer<byte[], byte[]> reader;
  private final Consumer<byte[], byte[]> endReader;
  private final String progressTopic;
  private final Clock clock;

  /**
   * @param reader a {@code read_committed} consumer without group
   * @param endReader a {@code read_uncommitted} consumer without group, for high watermarks
   */
  ProgressStore(
      Consumer<byte[], byte[]> reader,
      Consumer<byte[], byte[]> endReader,
      String progressTopic,
      Clock clock) {
    this.reader = reader;
    this.endReader = endReader;
    this.progressTopic = progressTopic;
    this.clock = clock;
  }

  /**
   * Progress of the unfinished or not yet committed-past requests of request partition {@code
   * partition}, by request offset.
   *
   * @throws ProgressUnavailable if the partition cannot be read to its high watermark within {@code
   *     timeout} (a transaction open there, or the broker unreachable)
   */
  Map<Long, Progress> read(int partition, Duration timeout) {
    TopicPartition tp = new TopicPartition(progressTopic, partition);
    Map<Long, Progress> result = new HashMap<>();
    long target;
    try {
      target = endReader.endOffsets(List.of(tp), timeout).get(tp);
    } catch (org.apache.kafka.common.errors.TimeoutException e) {
      throw new ProgressUnavailable(tp, -1, -1, timeout, e);
    }
    reader.assign(List.of(tp));
    try {
      reader.seekToBeginning(List.of(tp));
      Instant giveUp = clock.instant().plus(timeout);
      long position = reader.position(tp, timeout);
      while (position < target) {
        if (clock.instant().isAfter(giveUp)) {
          throw new ProgressUnavailable(tp, position, target, timeout, null);
        }
        for (ConsumerRecord<byte[], byte[]> r : reader.poll(Duration.ofMillis(100))) {
          long offset = Progress.offsetOf(r.key());
          if (r.value() == null) {
            result.remove(offset);
          } else {
            result.put(offset, Progress.decode(r.value()));
          }
        }
        position = reader.position(tp, timeout);
      }
    } catch (org.apache.kafka.common.errors.TimeoutException e) {
      throw new ProgressUnavailable(tp, -1, target, timeout, e);
    } finally {
      reader.assign(List.of());
    }
    return result;
  }

  void close() {
    reader.close();
    endReader.close();
  }

  /** The progress of a partition could not be read completely; try again later. */
  static final class ProgressUnavailable extends RuntimeException {
    private static final long serialVersionUID = 1L;

    ProgressUnavailable(
        TopicPartition tp, long position, long target, Duration timeout, Throwable cause) {
      super(
          position < 0
              ? "could not read " + tp + " within " + timeout.toMillis() + " ms"
              : tp
                  + " read up to offset "
                  + position
                  + " of "
                  + target
                  + " within "
                  + timeout.toMillis()
                  + " ms: a transaction open there keeps read_committed readers below it (it"
                  + " ends when its producer commits, aborts or times out; a transaction nobody"
                  + " will end must be aborted with kafka-transactions.sh)",
          cause);
    }
  }
}
