package dev.sudoku.kafka;

import java.nio.charset.StandardCharsets;

/**
 * Size bounds on what a request may carry, checked when the worker validates it, and the bound on
 * what a dead letter keeps of it.
 *
 * <p>Why: a request's id is copied into every record published for it (the key, the puzzle's {@code
 * id} and {@code requestId}, the summary), and its correlation id into the summary, so a 400 KB id
 * makes every puzzle record 1.2 MB, over the producer's limit; the transaction then aborts, and
 * with it every other request's share. Bounds checked up front turn such a request into a dead
 * letter with a reason, and {@link #checkRoom} proves at start that, within them, no record the
 * worker writes can exceed the producer's {@code max.request.size}.
 *
 * @param maxRecordBytes largest request record value
 * @param maxKeyBytes largest request record key
 * @param maxIdBytes longest request id, UTF-8
 * @param maxCorrelationIdBytes longest correlation id, UTF-8
 * @param deadLetterBytes bytes of the original key and of the original value a dead letter keeps
 */
record RequestLimits(
    int maxRecordBytes,
    int maxKeyBytes,
    int maxIdBytes,
    int maxCorrelationIdBytes,
    int deadLetterBytes) {

  /** Room for everything in a record besides the bounded fields (names, numbers, headers). */
  static final int FIXED_RECORD_BYTES = 4096;

  /** A summary or dead-letter message: {@link OneLine#MAX_CHARS}, up to 4 bytes each in UTF-8. */
  private static final int MESSAGE_BYTES = 4 * OneLine.MAX_CHARS;

  /** Longest Kafka topic name, for the topic a dead letter names. */
  private static final int TOPIC_BYTES = 249;

  /**
   * The limits configured in {@code config}, checked against {@code maxRequestSize}.
   *
   * @throws IllegalArgumentException naming the key when a limit is not positive or leaves no room
   */
  static RequestLimits from(WorkerConfig config, int maxRequestSize) {
    RequestLimits limits =
        new RequestLimits(
            bounded(config, WorkerConfig.REQUEST_MAX_BYTES),
            bounded(config, WorkerConfig.REQUEST_MAX_KEY_BYTES),
            bounded(config, WorkerConfig.REQUEST_MAX_ID_BYTES),
            bounded(config, WorkerConfig.REQUEST_MAX_CORRELATION_ID_BYTES),
            bounded(config, WorkerConfig.DEAD_LETTER_MAX_ORIGINAL_BYTES));
    limits.checkRoom(maxRequestSize);
    return limits;
  }

  private static int bounded(WorkerConfig config, String key) {
    return (int) Math.min(Integer.MAX_VALUE, config.number(key, 1));
  }

  /**
   * Checks that the largest puzzle, summary and dead letter these limits allow fit in a record of
   * {@code maxRequestSize} bytes.
   *
   * @throws IllegalArgumentException naming the keys to lower otherwise
   */
  void checkRoom(int maxRequestSize) {
    // A puzzle carries the id three times (key, id = requestId/index, requestId), and up to two
    // pictures when its request asks for them.
    long puzzle = 3L * maxIdBytes + 2L * PuzzlePictures.MAX_CHARS + FIXED_RECORD_BYTES;
    long summary = 2L * maxIdBytes + maxCorrelationIdBytes + MESSAGE_BYTES + FIXED_RECORD_BYTES;
    long deadLetter =
        2L * deadLetterBytes + maxIdBytes + MESSAGE_BYTES + 2L * TOPIC_BYTES + FIXED_RECORD_BYTES;
    check(puzzle, maxRequestSize, "a puzzle record", WorkerConfig.REQUEST_MAX_ID_BYTES);
    check(
        summary,
        maxRequestSize,
        "a summary",
        WorkerConfig.REQUEST_MAX_ID_BYTES + " or " + WorkerConfig.REQUEST_MAX_CORRELATION_ID_BYTES);
    check(
        deadLetter,
        maxRequestSize,
        "a dead letter",
        WorkerConfig.DEAD_LETTER_MAX_ORIGINAL_BYTES + " or " + WorkerConfig.REQUEST_MAX_ID_BYTES);
  }

  private static void check(long size, int max, String what, String keys) {
    if (size > max) {
      throw new IllegalArgumentException(
          what
              + " could reach "
              + size
              + " bytes, more than the producer's max.request.size of "
              + max
              + ": lower "
              + keys);
    }
  }

  /**
   * Checks a request record before it is decoded.
   *
   * @throws InvalidRequestException when the value or the key is over its bound
   */
  void checkRecord(byte[] key, byte[] value) {
    if (value.length > maxRecordBytes) {
      throw new InvalidRequestException(
          "request record of "
              + value.length
              + " bytes is over "
              + WorkerConfig.REQUEST_MAX_BYTES
              + " ("
              + maxRecordBytes
              + ")");
    }
    if (key != null && key.length > maxKeyBytes) {
      throw new InvalidRequestException(
          "request key of "
              + key.length
              + " bytes is over "
              + WorkerConfig.REQUEST_MAX_KEY_BYTES
              + " ("
              + maxKeyBytes
              + ")");
    }
  }

  /** Whether {@code id} is within bound, so that it may be echoed in a summary or dead letter. */
  boolean idFits(String id) {
    return id != null && utf8Length(id) <= maxIdBytes;
  }

  /**
   * @throws InvalidRequestException when the request id is over its bound
   */
  void checkId(String id) {
    if (!idFits(id)) {
      throw new InvalidRequestException(
          "requestId of "
              + utf8Length(id)
              + " bytes is over "
              + WorkerConfig.REQUEST_MAX_ID_BYTES
              + " ("
              + maxIdBytes
              + ")");
    }
  }

  /** Whether {@code correlationId} (null: none) may be copied into a summary. */
  boolean correlationIdFits(String correlationId) {
    return correlationId == null || utf8Length(correlationId) <= maxCorrelationIdBytes;
  }

  /**
   * @throws InvalidRequestException when the correlation id is over its bound
   */
  void checkCorrelationId(String correlationId) {
    if (!correlationIdFits(correlationId)) {
      throw new InvalidRequestException(
          "correlationId of "
              + utf8Length(correlationId)
              + " bytes is over "
              + WorkerConfig.REQUEST_MAX_CORRELATION_ID_BYTES
              + " ("
              + maxCorrelationIdBytes
              + ")");
    }
  }

  private static int utf8Length(String s) {
    return s == null ? 0 : s.getBytes(StandardCharsets.UTF_8).length;
  }
}
