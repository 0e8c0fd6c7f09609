package dev.sudoku.kafka;

import dev.sudoku.schema.DeadLetter;
import dev.sudoku.schema.GenerationRequest;
import dev.sudoku.schema.StopReason;
import java.time.Instant;

/**
 * One request record being served: where it came from, what it asks for and how far it got.
 * Mutable, owned by the worker's single polling thread.
 */
final class Job {

  final int partition;
  final long offset;
  final byte[] key;
  final byte[] value;

  /** The request record's timestamp, -1 when it has none. */
  final long timestamp;

  final long requestedAtMs;

  /** Decoded request, or {@code null} when it did not decode or was restored as done. */
  final GenerationRequest request;

  /** Set when the record must go to the dead-letter topic (at once, or after failures). */
  DeadLetter deadLetter;

  /** False once a dead letter of this request was refused: its summary is not sent either. */
  boolean summaryAllowed = true;

  final String id;
  final long count;
  final Instant deadline;

  /** Copied from the request to its summary, or null. */
  String correlationId;

  /** Checked replyTo topic for its puzzles and summary, or null for the worker's topics. */
  String replyTo;

  /** Detail for the summary (why it was rejected or ran out of budget), or null. */
  String message;

  /** When a worker first served it (epoch ms), 0 before. */
  long startedAtMs;

  long next;

  /**
   * Generation time per puzzle on one thread, measured on this request's last chunk; 0 before the
   * first ({@link TransactionSize}).
   */
  double nanosPerPuzzle;

  /** Null while running, else why it stopped. */
  StopReason status;

  /**
   * True when a progress record of this request may exist: it was restored from one, or this worker
   * has sent one (perhaps in a transaction that was then aborted: a needless tombstone is
   * harmless). Only then does dropping the finished request need a tombstone; a request finished in
   * its first transaction (every 1-puzzle request) leaves the progress topic out of it.
   */
  boolean progressStored;

  Job(
      int partition,
      long offset,
      byte[] key,
      byte[] value,
      long timestamp,
      long requestedAtMs,
      GenerationRequest request,
      DeadLetter deadLetter,
      String id,
      long count,
      Instant deadline) {
    this.partition = partition;
    this.offset = offset;
    this.key = key;
    this.value = value;
    this.timestamp = timestamp;
    this.requestedAtMs = requestedAtMs;
    this.request = request;
    this.deadLetter = deadLetter;
    this.id = id;
    this.count = count;
    this.deadline = deadline;
  }

  /** Coordinates of the request record, {@code partition/offset}. */
  String coordinates() {
    return RequestFailures.key(partition, offset);
  }

  boolean done() {
    return status != null;
  }

  Progress progress() {
    return new Progress(next, status, requestedAtMs, startedAtMs);
  }
}
