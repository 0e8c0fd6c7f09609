package dev.sudoku.schema;

import org.apache.kafka.common.errors.SerializationException;

/**
 * Bytes that are not a record of the expected type in Avro single-object encoding. The worker
 * routes the record to the dead-letter topic with {@link #getMessage()} as the reason.
 *
 * <p>Inside {@code KafkaConsumer.poll} Kafka wraps it in a {@code RecordDeserializationException}
 * (which carries the partition, offset and the raw bytes); find it with {@code getCause()}.
 */
public final class UndecodableRecordException extends SerializationException {

  private static final long serialVersionUID = 1L;

  /** What was wrong with the bytes. */
  public enum Reason {
    /** Shorter than the 10-byte header, or not starting with the marker 0xC3 0x01. */
    BAD_HEADER,
    /**
     * Header fine, but no known schema has that fingerprint (a newer writer or another record
     * type).
     */
    UNKNOWN_SCHEMA,
    /** The body does not decode with the writer schema (truncated or corrupt). */
    MALFORMED_BODY,
    /** A complete record decoded but bytes were left over. */
    TRAILING_BYTES,
    /**
     * The value, or a string, bytes field or collection in it, is larger than the deserializer's
     * {@link DecodeLimits}.
     */
    LIMIT_EXCEEDED
  }

  private final Reason reason;
  private final String topic;

  /**
   * @param reason what was wrong
   * @param topic the topic the bytes came from, or null when unknown
   * @param detail one line for a person
   * @param cause the Avro or I/O error, or null
   */
  public UndecodableRecordException(Reason reason, String topic, String detail, Throwable cause) {
    super(reason + (topic == null ? "" : " on topic " + topic) + ": " + detail, cause);
    this.reason = reason;
    this.topic = topic;
  }

  /** What was wrong with the bytes. */
  public Reason reason() {
    return reason;
  }

  /** Topic the bytes came from, or null when unknown. */
  public String topic() {
    return topic;
  }
}
