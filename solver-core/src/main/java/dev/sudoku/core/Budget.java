package dev.sudoku.core;

import java.time.Duration;
import java.util.Objects;
import java.util.function.LongSupplier;

/**
 * How much work a run may spend: a number of attempts and/or a time limit measured on an injected
 * clock, so tests never depend on real time. {@link Long#MAX_VALUE} means "no limit" for either.
 *
 * <p>One concept for every bounded run: a generator {@link dev.sudoku.generate.Request} spends
 * attempts and time over all its indices and threads; the grader spends time per puzzle and never
 * counts attempts. Each keeps its own running state against the budget (the generator's attempt
 * counter, the grader's start time); the budget itself is an immutable value.
 *
 * @param maxAttempts attempts allowed in all, at least 1
 * @param maxNanos time allowed from the start of the run, in the clock's nanoseconds, at least 1
 * @param clock a monotonic nanosecond clock such as {@code System::nanoTime}
 */
public record Budget(long maxAttempts, long maxNanos, LongSupplier clock) {
  private static final Budget UNLIMITED = new Budget(Long.MAX_VALUE, Long.MAX_VALUE, () -> 0L);

  /** Validates; see the class comment. */
  public Budget {
    Objects.requireNonNull(clock, "clock");
    if (maxAttempts < 1 || maxNanos < 1) {
      throw new IllegalArgumentException("budget limits must be positive");
    }
  }

  /** No limit on attempts or time. */
  public static Budget unlimited() {
    return UNLIMITED;
  }

  /** At most {@code n} attempts, no time limit. */
  public static Budget attempts(long n) {
    return new Budget(n, Long.MAX_VALUE, System::nanoTime);
  }

  /** At most {@code limit} of time on {@code clock}, no attempt limit. */
  public static Budget time(Duration limit, LongSupplier clock) {
    return new Budget(Long.MAX_VALUE, limit.toNanos(), clock);
  }

  /** A copy that also stops after {@code limit} on {@code c}. */
  public Budget withTime(Duration limit, LongSupplier c) {
    return new Budget(maxAttempts, limit.toNanos(), c);
  }

  /** True when neither attempts nor time are limited. */
  public boolean isUnlimited() {
    return maxAttempts == Long.MAX_VALUE && maxNanos == Long.MAX_VALUE;
  }

  /** True when time is limited. */
  public boolean limitsTime() {
    return maxNanos != Long.MAX_VALUE;
  }

  /** The clock's reading now, to pass to {@link #timeUp} later; 0 without a time limit. */
  public long start() {
    return limitsTime() ? clock.getAsLong() : 0;
  }

  /**
   * True when the time limit has passed since {@code start} (a {@link #start()} reading): the
   * elapsed time has reached {@code maxNanos}. Never true without a time limit, and then the clock
   * is not read.
   */
  public boolean timeUp(long start) {
    return limitsTime() && clock.getAsLong() - start >= maxNanos;
  }
}
