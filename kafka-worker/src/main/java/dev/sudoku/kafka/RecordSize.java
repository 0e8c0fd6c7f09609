package dev.sudoku.kafka;

import org.apache.kafka.common.header.Header;

/**
 * An upper bound on the bytes a record takes in a produce request, to check it against the
 * producer's {@code max.request.size} before sending: a record over the limit fails in the
 * producer, which puts the whole transaction into an error state.
 *
 * <p>The bound: a record batch header (61 bytes, record format v2) plus one record with every
 * varint at its widest (5 bytes each for attributes, timestamp delta, offset delta, key and value
 * lengths, header count and each header's two lengths; 10 for the length prefix). Kafka's own
 * estimate is smaller; being larger only makes the check stricter by a few dozen bytes.
 */
final class RecordSize {

  private static final int BATCH_OVERHEAD = 61;
  private static final int RECORD_OVERHEAD = 10 + 5 * 6;
  private static final int HEADER_OVERHEAD = 2 * 5;

  private RecordSize() {}

  static long upperBound(byte[] key, byte[] value, Iterable<Header> headers) {
    long n = BATCH_OVERHEAD + RECORD_OVERHEAD;
    n += key == null ? 0 : key.length;
    n += value == null ? 0 : value.length;
    if (headers != null) {
      for (Header h : headers) {
        n += HEADER_OVERHEAD + h.key().length() * 3L + (h.value() == null ? 0 : h.value().length);
      }
    }
    return n;
  }
}
