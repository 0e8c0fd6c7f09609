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
 * Drives one {@code sudoku generate} run as a sequence of generator requests ("chunks") so that
 * puzzles are printed, and the progress bar moves, while the run goes on, with one budget over the
 * whole run.
 *
 * <p>Chunk {@code k} asks {@link Generator#run(Request, int)} for the next puzzles from the index
 * where chunk {@code k - 1} stopped ({@link GenerationResult#nextIndex()}), so the concatenated
 * chunks are exactly the puzzles of one big request: the output depends on the seed and options
 * only, not on the thread count or the chunk sizes (the generator's reproducibility contract). Each
 * chunk gets what is left of the run's attempt and time budget. Chunks start at two per thread and
 * double while one takes less than {@value #QUICK_MILLIS} ms, up to {@value #MAX_CHUNK} puzzles:
 * small enough for a live bar on slow (targeted) requests, large enough that fast ones do not pay
 * for starting threads.
 */
final class GenerationLoop {
  static final int MAX_CHUNK = 1024;
  private static final long QUICK_MILLIS = 250;

  /**
   * What a run produced.
   *
   * @param produced puzzles delivered
   * @param attempts attempts spent, all threads (including other threads' speculative work)
   * @param rejections rejected attempts by first failed check, summed over chunks
   * @param shortfall {@link Shortfall#NONE} when all were produced, else the limit that stopped
   * @param nextIndex the first index not covered (a continuation would start here)
   * @param stopped true when {@code keepGoing} ended the run early (no shortfall then)
   */
  record Outcome(
      int produced,
      long attempts,
      Rejections rejections,
      Shortfall shortfall,
      long nextIndex,
      boolean stopped) {}

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
   * @param keepGoing asked after every chunk; false ends the run (e.g. nobody reads the output)
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
    long start = clock.getAsLong();
    long next = 0;
    int produced = 0;
    long attempts = 0;
    long clueBounds = 0;
    long notMinimal = 0;
    long filter = 0;
    long difficulty = 0;
    Shortfall shortfall = Shortfall.NONE;
    boolean stopped = false;
    int chunk = Math.min(2 * threads, MAX_CHUNK);
    while (produced < count) {
      long attemptsLeft = maxAttempts == Long.MAX_VALUE ? Long.MAX_VALUE : maxAttempts - attempts;
      long nanosLeft =
          maxNanos == Long.MAX_VALUE ? Long.MAX_VALUE : maxNanos - (clock.getAsLong() - start);
      if (attemptsLeft <= 0) {
        shortfall = Shortfall.ATTEMPTS;
        break;
      }
      if (nanosLeft <= 0) {
        shortfall = Shortfall.TIME;
        break;
      }
      int n = Math.min(chunk, count - produced);
      Request request =
          new Request(seed, next, n, options, new Budget(attemptsLeft, nanosLeft, clock));
      long chunkStart = System.nanoTime();
      GenerationResult r = Generator.run(request, threads);
      for (GeneratedPuzzle p : r.puzzles()) {
        each.accept(p);
      }
      produced += r.puzzles().size();
      attempts += r.attempts();
      Rejections j = r.rejections();
      clueBounds += j.clueBounds();
      notMinimal += j.notMinimal();
      filter += j.filter();
      difficulty += j.difficulty();
      next = r.nextIndex();
      if (!r.complete()) {
        shortfall = r.shortfall();
        break;
      }
      if (produced < count && !keepGoing.getAsBoolean()) {
        stopped = true;
        break;
      }
      if (System.nanoTime() - chunkStart < QUICK_MILLIS * 1_000_000L) {
        chunk = Math.min(2 * chunk, MAX_CHUNK);
      }
    }
    return new Outcome(
        produced,
        attempts,
        new Rejections(clueBounds, notMinimal, filter, difficulty),
        shortfall,
        next,
        stopped);
  }
}
