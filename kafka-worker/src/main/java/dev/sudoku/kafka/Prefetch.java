package dev.sudoku.kafka;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * The generator threads and the chunks started ahead on them, by job. A chunk for the next
 * transaction starts as soon as the current one is sent, so generation overlaps the commit and the
 * pool never runs dry while the polling thread sends, commits and polls.
 *
 * <p>Jobs are keyed by identity ({@link Job} does not override {@code equals}): a request read
 * again after a rewind is a new job, and a chunk started for the old one is never served to it.
 */
final class Prefetch {

  private final ExecutorService pool;
  private final int threads;
  private final PuzzleFactory generator;
  private final AvroOutput output;

  /** Chunks started ahead, by job (identity), for the next transaction. */
  private final Map<Job, Chunk> prefetched = new HashMap<>();

  Prefetch(int threads, PuzzleFactory generator, AvroOutput output) {
    this.threads = threads;
    this.generator = generator;
    this.output = output;
    this.pool =
        Executors.newFixedThreadPool(
            threads,
            r -> {
              Thread t = new Thread(r, "puzzle-generator");
              t.setDaemon(true);
              return t;
            });
  }

  /** The chunk for {@code job}'s next puzzles: the prefetched one if any, else a new one. */
  Chunk take(Job job, int share) {
    Chunk c = prefetched.remove(job);
    if (c != null && c.from == job.next) {
      return c;
    }
    if (c != null) {
      c.cancel();
    }
    int n = (int) Math.min(share, job.count - job.next);
    return Chunk.start(pool, threads, job.request, job.next, n, generator, output);
  }

  /**
   * Starts the next transaction's chunks of the {@code active} jobs that have none yet, with the
   * share the next transaction will compute if no request arrives meanwhile; cancels those of
   * finished jobs.
   */
  void ahead(List<Job> active, int share) {
    prefetched
        .entrySet()
        .removeIf(
            e -> {
              boolean stale = e.getKey().done();
              if (stale) {
                e.getValue().cancel();
              }
              return stale;
            });
    for (Job job : active) {
      ahead(job, job.next, share);
    }
  }

  /** Starts {@code job}'s chunk from index {@code from} unless one is already prefetched. */
  void ahead(Job job, long from, int share) {
    if (job.deadLetter == null && from < job.count && !prefetched.containsKey(job)) {
      int n = (int) Math.min(share, job.count - from);
      prefetched.put(job, Chunk.start(pool, threads, job.request, from, n, generator, output));
    }
  }

  /** Cancels {@code job}'s prefetched chunk, if any. */
  void cancel(Job job) {
    Chunk c = prefetched.remove(job);
    if (c != null) {
      c.cancel();
    }
  }

  /** Cancels every prefetched chunk (the jobs they were for are forgotten). */
  void clear() {
    for (Chunk c : prefetched.values()) {
      c.cancel();
    }
    prefetched.clear();
  }

  /** Cancels everything and stops the generator threads. */
  void shutdown() {
    clear();
    pool.shutdownNow();
  }
}
