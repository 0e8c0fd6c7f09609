package dev.sudoku.kafka;

import dev.sudoku.schema.DeadLetter;
import java.nio.ByteBuffer;
import java.time.Clock;
import java.time.Instant;

/**
 * Builds the worker's dead letters ({@link DeadLetter} records), bounded: the original key and
 * value are kept up to {@code worker.dead-letter.max.original.bytes} each (with their sizes and
 * hashes, {@link Excerpt}), the message is one bounded line, and the request id is named only when
 * it is within its own bound. A dead letter therefore always fits in a record ({@link
 * RequestLimits#checkRoom}).
 */
final class DeadLetters {

  private final Clock clock;
  private final String worker;
  private final RequestLimits limits;

  DeadLetters(Clock clock, String worker, RequestLimits limits) {
    this.clock = clock;
    this.worker = worker;
    this.limits = limits;
  }

  /**
   * @param key the record's key, or null
   * @param value the record's value, or null (kept as empty)
   * @param timestamp the record's timestamp, -1 when it has none
   * @param requestId the request's id if known, else null or empty
   */
  DeadLetter of(
      String topic,
      int partition,
      long offset,
      byte[] key,
      byte[] value,
      long timestamp,
      String errorClass,
      String message,
      String requestId) {
    Excerpt v = Excerpt.of(value == null ? new byte[0] : value, limits.deadLetterBytes());
    Excerpt k = key == null ? null : Excerpt.of(key, limits.deadLetterBytes());
    return DeadLetter.newBuilder()
        .setTopic(topic)
        .setPartition(partition)
        .setOffset(offset)
        .setKey(k == null ? null : ByteBuffer.wrap(k.bytes()))
        .setKeySize(k == null ? null : k.size())
        .setKeySha256(k == null ? null : k.sha256())
        .setValue(ByteBuffer.wrap(v.bytes()))
        .setValueSize(v.size())
        .setValueSha256(v.sha256())
        .setRecordTimestamp(timestamp < 0 ? null : Instant.ofEpochMilli(timestamp))
        .setErrorClass(errorClass)
        .setErrorMessage(OneLine.of(message))
        .setRequestId(
            requestId == null || requestId.isEmpty() || !limits.idFits(requestId)
                ? null
                : requestId)
        .setFailedAt(clock.instant())
        .setWorker(worker)
        .build();
  }

  /**
   * {@code d} without the original bytes (sizes and hashes kept): the last resort for a refusal.
   */
  static DeadLetter withoutOriginal(DeadLetter d) {
    return DeadLetter.newBuilder(d)
        .setKey(d.getKey() == null ? null : ByteBuffer.allocate(0))
        .setValue(ByteBuffer.allocate(0))
        .build();
  }

  /** True when {@code d} keeps only the first bytes of the original key. */
  static boolean keyCut(DeadLetter d) {
    return d.getKey() != null && d.getKeySize() != null && d.getKey().remaining() < d.getKeySize();
  }

  /** One line for a log: where the record was read and why it was dead-lettered. */
  static String describe(DeadLetter d) {
    return d.getTopic()
        + "-"
        + d.getPartition()
        + "@"
        + d.getOffset()
        + " "
        + d.getErrorClass()
        + ": "
        + d.getErrorMessage();
  }
}
