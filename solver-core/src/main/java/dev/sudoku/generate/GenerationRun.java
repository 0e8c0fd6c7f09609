package dev.sudoku.generate;

import dev.sudoku.generate.GenerationResult.Shortfall;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Hands out the indices of one {@link Request} to worker threads and assembles the result in index
 * order, so the output does not depend on the number of threads or their timing.
 *
 * <p>Workers claim the next index, generate it (a pure function of seed, index and options) and
 * report the outcome. Outcomes may arrive out of order; only the contiguous prefix of decided
 * indices from {@code firstIndex} counts, and the result is its first {@code count} puzzles. With
 * one thread or ten the prefix holds the same puzzles; when the budget stops the run, the result is
 * a prefix of what an unlimited run would return (its length may then depend on timing). Work on
 * indices past the prefix when the run stops is discarded.
 */
final class GenerationRun {
  private final Request request;
  private final Tracker tracker;
  private final Map<Long, Optional<GeneratedPuzzle>> pending = new HashMap<>();
  private final List<GeneratedPuzzle> accepted = new ArrayList<>();
  private long nextClaim;
  private long prefixEnd;
  private long skipped;
  private boolean done;

  GenerationRun(Request request, Tracker tracker) {
    this.request = request;
    this.tracker = tracker;
    this.nextClaim = request.firstIndex();
    this.prefixEnd = request.firstIndex();
  }

  /** The next index to generate, or -1 when the run is over. */
  synchronized long claim() {
    if (done || tracker.exhausted() != null || nextClaim < 0) {
      return -1;
    }
    return nextClaim++;
  }

  /** Records the outcome of a claimed index: a puzzle, or empty when its attempt cap ran out. */
  synchronized void complete(long index, Optional<GeneratedPuzzle> outcome) {
    pending.put(index, outcome);
    while (!done && pending.containsKey(prefixEnd)) {
      Optional<GeneratedPuzzle> o = pending.remove(prefixEnd);
      prefixEnd++;
      if (o.isPresent()) {
        accepted.add(o.get());
        if (accepted.size() == request.count()) {
          done = true;
          tracker.finish();
        }
      } else {
        skipped++;
      }
    }
  }

  /** One worker: generate claimed indices with {@code generator} until the run is over. */
  void work(Generator generator) {
    for (long index = claim(); index >= 0; index = claim()) {
      Optional<GeneratedPuzzle> outcome =
          generator.generateIndex(request.seed(), index, request.options(), tracker);
      if (outcome == null) { // budget ran out or run finished mid-index: outcome unknown
        return;
      }
      complete(index, outcome);
    }
  }

  synchronized GenerationResult result() {
    Shortfall shortfall = done ? Shortfall.NONE : tracker.exhausted();
    if (shortfall == null) {
      shortfall = Shortfall.ATTEMPTS; // index space exhausted: cannot happen before 2^63
    }
    return new GenerationResult(
        accepted, prefixEnd, skipped, tracker.attempts(), tracker.rejections(), shortfall);
  }
}
