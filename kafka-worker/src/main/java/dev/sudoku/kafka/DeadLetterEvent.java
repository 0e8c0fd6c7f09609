package dev.sudoku.kafka;

import java.time.Instant;
import java.util.Arrays;
import java.util.Objects;

/**
 * A request record the worker could not serve, as sent to the dead-letter topic.
 *
 * @param original the record's value bytes, unchanged (may be empty, never null)
 * @param topic where it was read
 * @param partition where it was read
 * @param offset where it was read
 * @param errorClass the exception class name ({@code InvalidRequestException} for a request that
 *     decodes but is invalid)
 * @param message one line saying why
 * @param time when the worker rejected it
 * @param key the record's key bytes, unchanged, or null
 * @param recordTimestamp the record's timestamp, or null
 * @param requestId the request id when the value decoded, else null
 * @param worker the instance that rejected it (its {@code transactional.id}), or null
 */
public record DeadLetterEvent(
    byte[] original,
    String topic,
    int partition,
    long offset,
    String errorClass,
    String message,
    Instant time,
    byte[] key,
    Instant recordTimestamp,
    String requestId,
    String worker) {

  public DeadLetterEvent {
    original = original == null ? new byte[0] : original.clone();
    Objects.requireNonNull(topic, "topic");
    Objects.requireNonNull(errorClass, "errorClass");
    message = message == null ? "" : message;
    Objects.requireNonNull(time, "time");
    key = key == null ? null : key.clone();
  }

  /** A dead letter without key, record timestamp, request id or worker. */
  public DeadLetterEvent(
      byte[] original,
      String topic,
      int partition,
      long offset,
      String errorClass,
      String message,
      Instant time) {
    this(original, topic, partition, offset, errorClass, message, time, null, null, null, null);
  }

  @Override
  public byte[] original() {
    return original.clone();
  }

  @Override
  public byte[] key() {
    return key == null ? null : key.clone();
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof DeadLetterEvent d
        && Arrays.equals(original, d.original)
        && topic.equals(d.topic)
        && partition == d.partition
        && offset == d.offset
        && errorClass.equals(d.errorClass)
        && message.equals(d.message)
        && time.equals(d.time)
        && Arrays.equals(key, d.key)
        && Objects.equals(recordTimestamp, d.recordTimestamp)
        && Objects.equals(requestId, d.requestId)
        && Objects.equals(worker, d.worker);
  }

  @Override
  public int hashCode() {
    return Objects.hash(
        Arrays.hashCode(original),
        topic,
        partition,
        offset,
        errorClass,
        message,
        time,
        Arrays.hashCode(key),
        recordTimestamp,
        requestId,
        worker);
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
