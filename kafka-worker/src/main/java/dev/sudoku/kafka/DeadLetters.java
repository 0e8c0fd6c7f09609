package dev.sudoku.kafka;

import java.time.Clock;
import java.time.Instant;

/**
 * Builds the worker's dead letters, bounded: the original key and value are kept up to {@code
 * worker.dead-letter.max.original.bytes} each (with their sizes and hashes, {@link Excerpt}), the
 * message is one bounded line, and the request id is named only when it is within its own bound. A
 * dead letter therefore always fits in a record ({@link RequestLimits#checkRoom}).
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
   * @param requestId the request's id if known, else null or empty
   */
  DeadLetterEvent of(
      String topic,
      int partition,
      long offset,
      byte[] key,
      byte[] value,
      long timestamp,
      String errorClass,
      String message,
      String requestId) {
    return new DeadLetterEvent(
        Excerpt.of(value == null ? new byte[0] : value, limits.deadLetterBytes()),
        topic,
        partition,
        offset,
        errorClass,
        OneLine.of(message),
        clock.instant(),
        key == null ? null : Excerpt.of(key, limits.deadLetterBytes()),
        timestamp < 0 ? null : Instant.ofEpochMilli(timestamp),
        requestId == null || requestId.isEmpty() || !limits.idFits(requestId) ? null : requestId,
        worker);
  }

  /**
   * {@code d} without the original bytes (sizes and hashes kept): the last resort for a refusal.
   */
  static DeadLetterEvent withoutOriginal(DeadLetterEvent d) {
    return new DeadLetterEvent(
        empty(d.original()),
        d.topic(),
        d.partition(),
        d.offset(),
        d.errorClass(),
        d.message(),
        d.time(),
        d.key() == null ? null : empty(d.key()),
        d.recordTimestamp(),
        d.requestId(),
        d.worker());
  }

  private static Excerpt empty(Excerpt e) {
    return new Excerpt(new byte[0], e.size(), e.sha256());
  }
}
