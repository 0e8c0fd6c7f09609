package dev.sudoku.grade;

import dev.sudoku.core.Budget;
import java.time.Duration;
import java.util.function.LongSupplier;

/**
 * The grader's running check of its per-puzzle time {@link Budget}: {@link #start} at each puzzle,
 * {@link #check} by the rules at coarse points (per pass, per cell). When the time is up it throws
 * {@link Exhausted} naming the technique being tried, and the grader turns that into an honest
 * lower bound instead of a rating. One instance per grader, so per thread.
 */
final class Deadline {
  /** Never runs out. */
  static final Deadline NONE = new Deadline(Budget.unlimited());

  private final Budget budget;
  private long start;

  /**
   * @param budget its time limit applies per puzzle; attempts are not counted
   */
  Deadline(Budget budget) {
    this.budget = budget;
  }

  /**
   * A deadline of {@code maxMillis} per puzzle on {@code clock}; 0 or less for none (the clock is
   * then never read).
   */
  static Deadline millis(LongSupplier clock, long maxMillis) {
    return new Deadline(
        maxMillis <= 0 ? Budget.unlimited() : Budget.time(Duration.ofMillis(maxMillis), clock));
  }

  /** Starts the clock for one puzzle. */
  void start() {
    start = budget.start();
  }

  /** Throws when the puzzle's time is up. */
  void check(Technique trying) {
    if (budget.timeUp(start)) {
      throw new Exhausted(trying);
    }
  }

  /** The time ran out while trying a technique (no stack trace: it is control flow). */
  static final class Exhausted extends RuntimeException {
    private static final long serialVersionUID = 1L;
    final transient Technique trying;

    Exhausted(Technique trying) {
      super(trying.label(), null, false, false);
      this.trying = trying;
    }
  }
}
