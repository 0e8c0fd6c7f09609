package dev.sudoku.generate;

import dev.sudoku.core.Budget;
import dev.sudoku.generate.GenerationResult.Rejections;
import dev.sudoku.generate.GenerationResult.Shortfall;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The running state of a {@link Budget} for one run, shared by its threads: attempts taken,
 * rejection counts, and whether the run must stop (budget out, or enough puzzles).
 */
final class Tracker {
  private final Budget budget;
  private final long start;
  private final AtomicLong attempts = new AtomicLong();
  private final AtomicLong clueBounds = new AtomicLong();
  private final AtomicLong notMinimal = new AtomicLong();
  private final AtomicLong filter = new AtomicLong();
  private final AtomicLong difficulty = new AtomicLong();
  private volatile Shortfall exhausted;
  private volatile boolean finished;

  Tracker(Budget budget) {
    this.budget = budget;
    this.start = budget.start();
  }

  /** A tracker with no limit, for single-index calls bounded by their own attempt cap. */
  static Tracker unlimited() {
    return new Tracker(Budget.unlimited());
  }

  /** Takes one attempt from the budget; false when the run must stop instead. */
  boolean tryAttempt() {
    if (finished || exhausted != null) {
      return false;
    }
    if (budget.timeUp(start)) {
      exhausted = Shortfall.TIME;
      return false;
    }
    if (attempts.incrementAndGet() > budget.maxAttempts()) {
      attempts.decrementAndGet();
      exhausted = Shortfall.ATTEMPTS;
      return false;
    }
    return true;
  }

  /** Called when the requested count is reached: other threads stop at their next attempt. */
  void finish() {
    finished = true;
  }

  /** The limit that stopped the run, or null. */
  Shortfall exhausted() {
    return exhausted;
  }

  void rejectedClueBounds() {
    clueBounds.incrementAndGet();
  }

  void rejectedNotMinimal() {
    notMinimal.incrementAndGet();
  }

  void rejectedFilter() {
    filter.incrementAndGet();
  }

  void rejectedDifficulty() {
    difficulty.incrementAndGet();
  }

  long attempts() {
    return attempts.get();
  }

  Rejections rejections() {
    return new Rejections(clueBounds.get(), notMinimal.get(), filter.get(), difficulty.get());
  }
}
