package dev.sudoku.generate;

import dev.sudoku.core.Budget;
import java.util.Objects;

/**
 * A request for {@code count} puzzles: the puzzles at indices {@code firstIndex}, {@code firstIndex
 * + 1}, ... of the stream {@code seed} that meet {@code options}, within {@code budget}. An index
 * whose {@link GeneratorOptions#maxAttemptsPerPuzzle()} attempts all fail is skipped, and the next
 * index is tried.
 *
 * <p>To continue a request in chunks (bounded work per call), ask for the next chunk from {@link
 * GenerationResult#nextIndex()}: the union of the chunks is exactly what one big request would have
 * produced.
 *
 * @param seed the request's seed
 * @param firstIndex first index to try, at least 0
 * @param count puzzles wanted, at least 1
 * @param options what each puzzle must be
 * @param budget limits on the work spent; at least one of attempts and time must be limited
 */
public record Request(
    long seed, long firstIndex, int count, GeneratorOptions options, Budget budget) {

  /** Validates; see the class comment. */
  public Request {
    Objects.requireNonNull(options, "options");
    Objects.requireNonNull(budget, "budget");
    if (budget.isUnlimited()) {
      throw new IllegalArgumentException(
          "a request's budget needs an attempt limit or a time limit");
    }
    if (count < 1) {
      throw new IllegalArgumentException("count must be at least 1, was " + count);
    }
    if (firstIndex < 0) {
      throw new IllegalArgumentException("firstIndex must be at least 0, was " + firstIndex);
    }
  }

  /**
   * Indices from 0, with an attempt budget of {@code count * options.maxAttemptsPerPuzzle()} (so a
   * request that nothing satisfies ends after about {@code count} skipped indices).
   */
  public static Request of(long seed, int count, GeneratorOptions options) {
    // < 2^62, no overflow; max(1, ...) lets the constructor report a bad count itself
    long attempts = Math.max(1, (long) count * options.maxAttemptsPerPuzzle());
    return new Request(seed, 0, count, options, Budget.attempts(attempts));
  }

  /** A copy with another budget. */
  public Request withBudget(Budget b) {
    return new Request(seed, firstIndex, count, options, b);
  }

  /** A copy starting at another index (for chunked requests). */
  public Request withFirstIndex(long index) {
    return new Request(seed, index, count, options, budget);
  }
}
