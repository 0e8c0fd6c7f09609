package dev.sudoku.grade;

import java.util.function.LongSupplier;

/**
 * A per-puzzle time limit, read from an injected clock so tests can drive it. Rules call {@link
 * #check} at coarse points (per pass, per cell); when the time is up it throws {@link Exhausted}
 * naming the technique being tried, and the grader turns that into an honest lower bound instead of
 * a rating.
 */
final class Budget {
  /** Never runs out. */
  static final Budget NONE = new Budget(System::nanoTime, 0);

  private final LongSupplier nanos;
  private final long limitNanos;
  private long deadline;

  /**
   * @param nanos a monotonic clock in nanoseconds
   * @param maxMillis the time allowed per puzzle; 0 or less for no limit
   */
  Budget(LongSupplier nanos, long maxMillis) {
    this.nanos = nanos;
    this.limitNanos = maxMillis <= 0 ? 0 : maxMillis * 1_000_000L;
  }

  /** Starts the clock for one puzzle. */
  void start() {
    if (limitNanos > 0) {
      deadline = nanos.getAsLong() + limitNanos;
    }
  }

  /** Throws when the time is up. */
  void check(Technique trying) {
    if (limitNanos > 0 && nanos.getAsLong() - deadline > 0) {
      throw new Exhausted(trying);
    }
  }

  /** The budget ran out while trying a technique (no stack trace: it is control flow). */
  static final class Exhausted extends RuntimeException {
    private static final long serialVersionUID = 1L;
    final transient Technique trying;

    Exhausted(Technique trying) {
      super(trying.label(), null, false, false);
      this.trying = trying;
    }
  }
}
