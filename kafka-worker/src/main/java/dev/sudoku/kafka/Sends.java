package dev.sudoku.kafka;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.apache.kafka.clients.producer.Callback;
import org.apache.kafka.clients.producer.RecordMetadata;
import org.apache.kafka.common.InvalidRecordException;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.errors.CorruptRecordException;
import org.apache.kafka.common.errors.RecordBatchTooLargeException;
import org.apache.kafka.common.errors.RecordTooLargeException;

/**
 * The outcome of one transaction's sends, gathered from the producer's callbacks (which run on its
 * I/O thread): the last offset written to each partition, for {@link StableOffsetWatch}, and which
 * request a refused record belonged to.
 *
 * <p>Why attribute refusals: a record the broker refuses for what it is (too large for the topic's
 * {@code max.message.bytes}, invalid) fails the whole transaction, and would fail it again on every
 * retry. Knowing whose record it was, the worker counts the failure against that request (and
 * eventually dead-letters it) instead of retrying everyone's work forever.
 */
final class Sends {

  private final Map<TopicPartition, Long> lastOffsets = new ConcurrentHashMap<>();
  private final Map<String, RuntimeException> refused = new ConcurrentHashMap<>();
  private final Callback untracked = (metadata, e) -> written(metadata, e);

  /** A callback for records of the request at {@code requestKey} ({@link RequestFailures#key}). */
  Callback forRequest(String requestKey) {
    return (metadata, e) -> {
      if (e != null && refusedForWhatItIs(e)) {
        refused.putIfAbsent(requestKey, (RuntimeException) e);
      }
      written(metadata, e);
    };
  }

  /** A callback for records of no particular request (progress, tombstones). */
  Callback untracked() {
    return untracked;
  }

  private void written(RecordMetadata metadata, Exception e) {
    if (e == null && metadata != null && metadata.hasOffset()) {
      lastOffsets.merge(
          new TopicPartition(metadata.topic(), metadata.partition()), metadata.offset(), Math::max);
    }
  }

  /** Errors that would recur for the same record, whatever the state of the cluster. */
  static boolean refusedForWhatItIs(Exception e) {
    return e instanceof RecordTooLargeException
        || e instanceof RecordBatchTooLargeException
        || e instanceof InvalidRecordException
        || e instanceof CorruptRecordException;
  }

  /** Last offset written per partition (complete once the transaction has committed). */
  Map<TopicPartition, Long> lastOffsets() {
    return Map.copyOf(lastOffsets);
  }

  /** Refused records' errors by request key. */
  Map<String, RuntimeException> refused() {
    return Map.copyOf(refused);
  }

  void clear() {
    lastOffsets.clear();
    refused.clear();
  }
}
