package dev.sudoku.generate;

import java.time.Duration;
import java.util.Objects;
import java.util.function.LongSupplier;

/**
 * How much work one {@link Request} may spend: a total number of attempts and/or a time limit
 * measured on an injected clock, so tests never depend on real time. At least one limit must be
 * finite; {@link Long#MAX_VALUE} means "no limit" for either.
 *
 * @param maxAttempts total attempts over all indices and threads
 * @param maxNanos time from the start of the run, in the clock's nanoseconds
 * @param clock a monotonic nanosecond clock such as {@code System::nanoTime}
 */
public record Budget(long maxAttempts, long maxNanos, LongSupplier clock) {

  /** Validates; see the class comment. */
  public Budget {
    Objects.requireNonNull(clock, "clock");
    if (maxAttempts < 1 || maxNanos < 1) {
      throw new IllegalArgumentException("budget limits must be positive");
    }
    if (maxAttempts == Long.MAX_VALUE && maxNanos == Long.MAX_VALUE) {
      throw new IllegalArgumentException("a budget needs an attempt limit or a time limit");
    }
  }

  /** At most {@code n} attempts, no time limit. */
  public static Budget attempts(long n) {
    return new Budget(n, Long.MAX_VALUE, System::nanoTime);
  }

  /** At most {@code limit} of time on {@code clock}, no attempt limit. */
  public static Budget time(Duration limit, LongSupplier clock) {
    return new Budget(Long.MAX_VALUE, limit.toNanos(), clock);
  }

  /** A copy that also stops after {@code limit} on {@code clock}. */
  public Budget withTime(Duration limit, LongSupplier c) {
    return new Budget(maxAttempts, limit.toNanos(), c);
  }
}
