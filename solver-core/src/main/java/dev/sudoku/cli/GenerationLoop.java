package dev.sudoku.cli;

import dev.sudoku.core.Budget;
import dev.sudoku.generate.GeneratedPuzzle;
import dev.sudoku.generate.GenerationResult;
import dev.sudoku.generate.GenerationResult.Rejections;
import dev.sudoku.generate.GenerationResult.Shortfall;
import dev.sudoku.generate.Generator;
import dev.sudoku.generate.GeneratorOptions;
import dev.sudoku.generate.Request;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.function.LongSupplier;

/**
 * Drives one {@code sudoku generate} run: one streaming generator request over the whole count, so
 * puzzles are printed, and the progress bar moves, while the run goes on, with one budget over the
 * whole run and no work lost between batches.
 *
 * <p>The puzzles are those of {@code Request(seed, 0, count, options, budget)}: they depend on the
 * seed and options only, not on the thread count (the generator's reproducibility contract), and
 * the attempts spent do not grow with the thread count either ({@link Generator#run(Request, int,
 * java.util.function.Consumer, BooleanSupplier)} never starts an index it may have to throw away).
 */
final class GenerationLoop {
  /**
   * What a run produced.
   *
   * @param produced puzzles delivered
   * @param attempts attempts spent, all threads
   * @param rejections rejected attempts by first failed check
   * @param shortfall {@link Shortfall#NONE} when all were produced, else the limit that stopped
   *     ({@link Shortfall#STOPPED} when {@code keepGoing} ended the run)
   * @param nextIndex the first index not covered (a continuation would start here)
   */
  record Outcome(
      long produced, long attempts, Rejections rejections, Shortfall shortfall, long nextIndex) {
    /** True when {@code keepGoing} ended the run early (not a shortfall of the budget). */
    boolean stopped() {
      return shortfall == Shortfall.STOPPED;
    }

    /** True when a limit of the budget stopped the run before the count was reached. */
    boolean fellShort() {
      return shortfall != Shortfall.NONE && shortfall != Shortfall.STOPPED;
    }
  }

  private GenerationLoop() {}

  /** Rejected attempts in words: {@code 6 by difficulty, 0 by clue bounds, 0 not minimal}. */
  static String describe(Rejections r) {
    return r.difficulty()
        + " by difficulty, "
        + r.clueBounds()
        + " by clue bounds, "
        + r.notMinimal()
        + " not minimal"
        + (r.filter() > 0 ? ", " + r.filter() + " by filter" : "");
  }

  /**
   * Generates {@code count} puzzles of {@code (seed, options)} from index 0 on {@code threads}
   * threads and hands each to {@code each}, in index order, on the calling thread.
   *
   * @param maxAttempts attempts allowed for the whole run ({@link Long#MAX_VALUE}: no limit)
   * @param maxNanos time allowed for the whole run on {@code clock} ({@link Long#MAX_VALUE}: none);
   *     at least one of the two limits must be finite
   * @param keepGoing asked after every puzzle; false ends the run (e.g. nobody reads the output)
   */
  static Outcome run(
      long seed,
      int count,
      GeneratorOptions options,
      int threads,
      long maxAttempts,
      long maxNanos,
      LongSupplier clock,
      Consumer<GeneratedPuzzle> each,
      BooleanSupplier keepGoing) {
    long[] produced = {0};
    Request request =
        new Request(seed, 0, count, options, new Budget(maxAttempts, maxNanos, clock));
    GenerationResult r =
        Generator.run(
            request,
            threads,
            p -> {
              produced[0]++;
              each.accept(p);
            },
            keepGoing);
    return new Outcome(produced[0], r.attempts(), r.rejections(), r.shortfall(), r.nextIndex());
  }
}
