package dev.sudoku.kafka;

import java.time.Duration;

/**
 * Exponential back-off between recovery attempts: {@code min}, doubling up to {@code max}, back to
 * {@code min} after a success. Keeps a worker that cannot reach its brokers (an outage, a leader
 * election) from spinning through failed transactions, without ever giving up on them: waiting is
 * what an outage needs, and every attempt starts again from the committed state.
 */
final class Backoff {

  private final Duration min;
  private final Duration max;
  private Duration next;

  Backoff(Duration min, Duration max) {
    this.min = min;
    this.max = max;
    this.next = min;
  }

  /** The wait before the next attempt; doubles the one after it. */
  Duration next() {
    Duration d = next;
    Duration doubled = next.multipliedBy(2);
    next = doubled.compareTo(max) > 0 ? max : doubled;
    return d;
  }

  void reset() {
    next = min;
  }
}
