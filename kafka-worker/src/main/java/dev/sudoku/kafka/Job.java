package dev.sudoku.kafka;

import java.time.Instant;

/**
 * One request record being served: where it came from, what it asks for and how far it got.
 * Mutable, owned by the worker's single polling thread.
 */
final class Job<Q> {

  final int partition;
  final long offset;
  final byte[] key;
  final byte[] value;
  final long requestedAtMs;

  /** Decoded request, or {@code null} when it did not decode or was restored as done. */
  final Q request;

  /** Set when the record must go to the dead-letter topic. */
  final DeadLetterEvent deadLetter;

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
  StopReason status;

  Job(
      int partition,
      long offset,
      byte[] key,
      byte[] value,
      long requestedAtMs,
      Q request,
      DeadLetterEvent deadLetter,
      String id,
      long count,
      Instant deadline) {
    this.partition = partition;
    this.offset = offset;
    this.key = key;
    this.value = value;
    this.requestedAtMs = requestedAtMs;
    this.request = request;
    this.deadLetter = deadLetter;
    this.id = id;
    this.count = count;
    this.deadline = deadline;
  }

  boolean done() {
    return status != null;
  }

  Progress progress() {
    return new Progress(next, status, requestedAtMs, startedAtMs);
  }
}
