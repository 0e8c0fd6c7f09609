package dev.sudoku.kafka;

import java.time.Instant;
import java.util.Objects;

/**
 * The completion summary of one request, published once in the transaction that publishes its last
 * puzzle (or that notices its deadline passed, or rejects it).
 *
 * @param requestId the request's id
 * @param requested the count asked for
 * @param produced puzzles published for it, indices {@code 0 .. produced-1}
 * @param reason why production stopped
 * @param requestedAt the request record's timestamp
 * @param finishedAt when the worker finished it (worker clock)
 * @param correlationId copied from the request, or null
 * @param message detail for a person (why it was rejected or ran out of budget), or null
 * @param startedAt when a worker first served it, or null (rejected, or never started)
 */
public record RequestOutcome(
    String requestId,
    long requested,
    long produced,
    StopReason reason,
    Instant requestedAt,
    Instant finishedAt,
    String correlationId,
    String message,
    Instant startedAt) {

  public RequestOutcome {
    Objects.requireNonNull(requestId, "requestId");
    Objects.requireNonNull(reason, "reason");
    Objects.requireNonNull(requestedAt, "requestedAt");
    Objects.requireNonNull(finishedAt, "finishedAt");
  }

  /** An outcome without correlation id, message or start time. */
  public RequestOutcome(
      String requestId,
      long requested,
      long produced,
      StopReason reason,
      Instant requestedAt,
      Instant finishedAt) {
    this(requestId, requested, produced, reason, requestedAt, finishedAt, null, null, null);
  }
}
