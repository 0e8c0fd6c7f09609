package dev.sudoku.kafka;

import java.time.Instant;
import java.util.Objects;

/**
 * A request record the worker could not serve, as sent to the dead-letter topic.
 *
 * @param original the record's value: its first bytes up to the worker's bound, its size and hash
 *     (empty for a record without value)
 * @param topic where it was read
 * @param partition where it was read
 * @param offset where it was read
 * @param errorClass the exception class name ({@code InvalidRequestException} for a request that
 *     decodes but is invalid)
 * @param message one line saying why
 * @param time when the worker rejected it
 * @param key the record's key, bounded like the value, or null when it had none
 * @param recordTimestamp the record's timestamp, or null
 * @param requestId the request id when the value decoded (and the id is within the worker's bound),
 *     else null
 * @param worker the instance that rejected it (its {@code transactional.id}), or null
 */
public record DeadLetterEvent(
    Excerpt original,
    String topic,
    int partition,
    long offset,
    String errorClass,
    String message,
    Instant time,
    Excerpt key,
    Instant recordTimestamp,
    String requestId,
    String worker) {

  private static final Excerpt EMPTY = Excerpt.whole(new byte[0]);

  public DeadLetterEvent {
    original = original == null ? EMPTY : original;
    Objects.requireNonNull(topic, "topic");
    Objects.requireNonNull(errorClass, "errorClass");
    message = message == null ? "" : message;
    Objects.requireNonNull(time, "time");
  }

  /** A dead letter keeping all of {@code original}, without key, timestamp, id or worker. */
  public DeadLetterEvent(
      byte[] original,
      String topic,
      int partition,
      long offset,
      String errorClass,
      String message,
      Instant time) {
    this(
        original == null ? null : Excerpt.whole(original),
        topic,
        partition,
        offset,
        errorClass,
        message,
        time,
        null,
        null,
        null,
        null);
  }

  @Override
  public String toString() {
    return "DeadLetterEvent["
        + topic
        + "-"
        + partition
        + "@"
        + offset
        + " "
        + errorClass
        + ": "
        + message
        + "]";
  }
}
