package dev.sudoku.kafka;

import dev.sudoku.schema.StopReason;
import java.nio.charset.StandardCharsets;

/**
 * How far the worker got with one request: the value of a record in the compacted progress topic,
 * written in the same transaction as the puzzles it accounts for.
 *
 * <p>Encoding (internal, not a public contract): UTF-8 text {@code
 * v1|next|status|requestedAtMs|startedAtMs} (records without the last field, written before it
 * existed, read as {@code startedAtMs = 0}) where {@code next} is the number of puzzles already
 * published (indices {@code 0..next-1}) and {@code status} is {@code RUNNING} or the name of a
 * {@link StopReason}, except that {@code INVALID} is written {@code REJECTED} (the name progress
 * records have always used; workers of every version read each other's records). The key is {@code
 * topic/partition/offset} of the request record, and the record goes to the progress partition with
 * the same number as the request's partition, so the owner of request partition {@code p} restores
 * its state by reading progress partition {@code p} alone.
 *
 * @param next puzzles published so far
 * @param status {@code null} while running, else why it stopped
 * @param requestedAtMs the request record's timestamp, kept so latency survives restarts
 * @param startedAtMs when a worker first served the request (its summary's start), 0 if unknown
 */
record Progress(long next, StopReason status, long requestedAtMs, long startedAtMs) {

  private static final String VERSION = "v1";
  private static final String RUNNING = "RUNNING";
  private static final String REJECTED = "REJECTED";

  boolean done() {
    return status != null;
  }

  byte[] encode() {
    String s =
        VERSION
            + "|"
            + next
            + "|"
            + (status == null ? RUNNING : status == StopReason.INVALID ? REJECTED : status.name())
            + "|"
            + requestedAtMs
            + "|"
            + startedAtMs;
    return s.getBytes(StandardCharsets.UTF_8);
  }

  /**
   * @throws IllegalArgumentException on bytes this version did not write
   */
  static Progress decode(byte[] bytes) {
    String[] f = new String(bytes, StandardCharsets.UTF_8).split("\\|", -1);
    if (f.length < 4 || f.length > 5 || !VERSION.equals(f[0])) {
      throw new IllegalArgumentException("unknown progress record format");
    }
    StopReason status =
        RUNNING.equals(f[2])
            ? null
            : REJECTED.equals(f[2]) ? StopReason.INVALID : StopReason.valueOf(f[2]);
    return new Progress(
        Long.parseLong(f[1]),
        status,
        Long.parseLong(f[3]),
        f.length == 5 ? Long.parseLong(f[4]) : 0);
  }

  static byte[] key(String topic, int partition, long offset) {
    return (topic + "/" + partition + "/" + offset).getBytes(StandardCharsets.UTF_8);
  }

  /** The request offset encoded in a progress key. */
  static long offsetOf(byte[] key) {
    String s = new String(key, StandardCharsets.UTF_8);
    return Long.parseLong(s.substring(s.lastIndexOf('/') + 1));
  }
}
