package dev.sudoku.generate;

import dev.sudoku.generate.GenerationResult.Shortfall;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * Hands out the indices of one {@link Request} to worker threads and passes the puzzles on in index
 * order, so the output does not depend on the number of threads or their timing.
 *
 * <p>Workers claim the next index, generate it (a pure function of seed, index and options) and
 * report the outcome. Outcomes may arrive out of order; only the contiguous prefix of decided
 * indices from {@code firstIndex} counts, and its puzzles are handed on as the prefix grows.
 *
 * <h2>No speculative work</h2>
 *
 * An index is claimed only while the puzzles found so far plus the indices in progress are fewer
 * than the count asked for (the claim rule): if every index in progress gave a puzzle, the request
 * would be complete, so a further index could only be thrown away. When an index in progress is
 * skipped (its attempt cap ran out), the next one is claimed. So no index past the one that
 * completes the request is ever started, and a run makes exactly the attempts of a one-thread run,
 * whatever the thread count: the attempts per puzzle do not grow with threads. (Proof: when index
 * {@code j} is claimed, fewer than {@code count} indices below {@code j} can still give a puzzle,
 * so the {@code count}-th puzzle is at {@code j} or later.) The cost is at the very end: once fewer
 * than {@code threads} puzzles are missing, some threads have nothing to do.
 *
 * <p>When the budget stops the run, the result is a prefix of what an unlimited run would return
 * (its length may then depend on timing), and the work on indices in progress is lost. Claims also
 * stay less than {@code ahead} indices past the prefix, and at most {@code ahead} found puzzles
 * wait for the consumer, which bounds memory when one index is slow or the consumer is.
 */
final class GenerationRun {
  private final Request request;
  private final Tracker tracker;
  private final int ahead;
  private final Map<Long, Optional<GeneratedPuzzle>> pending = new HashMap<>();
  private final List<GeneratedPuzzle> ready = new ArrayList<>();
  private long nextClaim;
  private long prefixEnd;
  private int inFlight;
  private int pendingFound;
  private int found;
  private int workers;
  private boolean done;
  private boolean stopped;
  private Throwable failure;

  /**
   * @param ahead how far claims may run past the decided prefix, and how many found puzzles may
   *     wait for the consumer; at least 1
   */
  GenerationRun(Request request, Tracker tracker, int ahead) {
    if (ahead < 1) {
      throw new IllegalArgumentException("ahead must be at least 1, was " + ahead);
    }
    this.request = request;
    this.tracker = tracker;
    this.ahead = ahead;
    this.nextClaim = request.firstIndex();
    this.prefixEnd = request.firstIndex();
  }

  /** {@link #tryClaim}: no index may be claimed now, but one may be later. */
  static final long WAIT = -2;

  /**
   * The next index to generate, or -1 when the run is over. Waits while the claim rule or the
   * look-ahead forbids a claim and an index in progress may still change that.
   */
  synchronized long claim() {
    long index;
    while ((index = tryClaim()) == WAIT) {
      waitForChange();
    }
    return index;
  }

  /** The next index to generate, -1 when the run is over, or {@link #WAIT}. */
  synchronized long tryClaim() {
    if (done || stopped || failure != null || tracker.exhausted() != null || nextClaim < 0) {
      return -1;
    }
    if (found + pendingFound + inFlight < request.count()
        && nextClaim - prefixEnd < ahead
        && ready.size() < ahead) {
      inFlight++;
      return nextClaim++;
    }
    if (inFlight == 0 && ready.isEmpty()) {
      // Nothing could change the answer. Cannot happen (the count would be reached), but never
      // wait forever.
      throw new IllegalStateException("generation run stalled at index " + nextClaim);
    }
    return WAIT;
  }

  /** Records the outcome of a claimed index: a puzzle, or empty when its attempt cap ran out. */
  synchronized void complete(long index, Optional<GeneratedPuzzle> outcome) {
    inFlight--;
    pending.put(index, outcome);
    pendingFound += outcome.isPresent() ? 1 : 0;
    while (!done && pending.containsKey(prefixEnd)) {
      Optional<GeneratedPuzzle> o = pending.remove(prefixEnd);
      prefixEnd++;
      if (o.isPresent()) {
        pendingFound--;
        found++;
        ready.add(o.get());
        if (found == request.count()) {
          done = true;
          tracker.finish();
        }
      }
    }
    notifyAll();
  }

  /** A claimed index whose outcome stays unknown: the budget ran out or the run was stopped. */
  synchronized void abandon() {
    inFlight--;
    notifyAll();
  }

  /** Announces a worker before it starts, so a consumer does not see an empty run as over. */
  synchronized void register() {
    workers++;
  }

  /**
   * One {@link #register registered} worker: generates claimed indices with a generator from {@code
   * generators} until the run is over, calling {@code afterIndex} after each outcome. A failure (of
   * the supplier too) is kept for the consumer ({@link #awaitReady}, {@link #rethrow}) and ends the
   * run.
   */
  void work(Supplier<Generator> generators, Runnable afterIndex) {
    try {
      Generator generator = generators.get();
      for (long index = claim(); index >= 0; index = claim()) {
        Optional<GeneratedPuzzle> outcome =
            generator.generateIndex(request.seed(), index, request.options(), tracker);
        if (outcome == null) {
          abandon();
          return;
        }
        complete(index, outcome);
        afterIndex.run();
      }
    } catch (RuntimeException | Error e) {
      fail(e);
    } finally {
      synchronized (this) {
        workers--;
        notifyAll();
      }
    }
  }

  private synchronized void fail(Throwable e) {
    if (failure == null) {
      failure = e;
    }
    tracker.finish();
    notifyAll();
  }

  /**
   * The puzzles that joined the prefix since the last call, in index order; waits for some while
   * workers are running. Empty when the run is over and everything was taken.
   */
  synchronized List<GeneratedPuzzle> awaitReady() {
    while (ready.isEmpty() && workers > 0 && failure == null && !stopped) {
      waitForChange();
    }
    rethrow();
    return takeReady();
  }

  /** The puzzles that joined the prefix since the last call, in index order, without waiting. */
  synchronized List<GeneratedPuzzle> takeReady() {
    if (ready.isEmpty()) {
      return List.of();
    }
    List<GeneratedPuzzle> out = new ArrayList<>(ready);
    ready.clear();
    notifyAll();
    return out;
  }

  /** Ends the run early: no new claims, work in progress stops at its next attempt. */
  synchronized void stop() {
    stopped = true;
    tracker.finish();
    notifyAll();
  }

  /** Waits until every worker has returned (without throwing their failure: see rethrow). */
  synchronized void awaitWorkers() {
    boolean interrupted = false;
    while (workers > 0) {
      try {
        wait();
      } catch (InterruptedException e) {
        interrupted = true;
      }
    }
    if (interrupted) {
      Thread.currentThread().interrupt();
    }
  }

  /**
   * The outcome, once the workers have returned.
   *
   * @param produced how many puzzles were handed on
   * @param next the index after the last puzzle handed on (the first index when none was)
   * @param stoppedEarly the consumer ended the run before it was over
   */
  synchronized GenerationResult result(long produced, long next, boolean stoppedEarly) {
    // The consumer's stop wins over completion: with several threads every index may be decided
    // before the consumer, handed the first puzzle, says stop; the rest were never handed on.
    boolean droppedSome = stoppedEarly && next < request.firstIndex() + request.count();
    Shortfall shortfall =
        droppedSome ? Shortfall.STOPPED : done ? Shortfall.NONE : tracker.exhausted();
    if (shortfall == null) {
      shortfall = Shortfall.ATTEMPTS; // index space exhausted: cannot happen before 2^63
    }
    // Stopped early, the puzzles after the last one handed on were dropped: resume after it.
    long nextIndex = shortfall == Shortfall.STOPPED ? next : prefixEnd;
    long skipped = nextIndex - request.firstIndex() - produced;
    return new GenerationResult(
        List.of(), nextIndex, skipped, tracker.attempts(), tracker.rejections(), shortfall);
  }

  /** Throws a worker's failure, if any, on the calling thread. */
  synchronized void rethrow() {
    if (failure instanceof RuntimeException) {
      throw (RuntimeException) failure;
    }
    if (failure instanceof Error) {
      throw (Error) failure;
    }
  }

  /** Waits for a change of state; an interrupt ends the run. */
  private void waitForChange() {
    try {
      wait();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      stop();
      throw new IllegalStateException("generation interrupted", e);
    }
  }
}
