package dev.sudoku.kafka;

import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.PriorityBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

/**
 * The generator threads and the chunks started ahead on them, by job.
 *
 * <p>Design. Each job keeps up to {@value #DEPTH} chunks started ahead of the one the current
 * transaction publishes: the next transaction's and the one after. One is not enough: the polling
 * thread queues a job's next chunk only once it has waited for the current one, so when that chunk
 * was the last work in the pool (one request running, or the last job of a transaction) the thread
 * that finished its slice first idles until the other finishes and the polling thread wakes, and
 * the pool drains at every transaction boundary. With two ahead, a free thread always finds a slice
 * of a later transaction queued.
 *
 * <p>Depth must not cost latency: a request arriving while others run would wait behind two
 * transactions of prefetched work in a first-in-first-out pool. So the pool's queue orders slices
 * by the transaction they are due in ({@link Chunk.Slice}): the chunks of the transaction under way
 * (a new request's first one included) run before the prefetched ones, and those for the next
 * transaction before those for the one after; prefetched work only fills threads that would
 * otherwise idle.
 *
 * <p>Prefetching is pure computation: generation is deterministic in (request, index) and nothing
 * is sent before the transaction opens, so chunks of a rewind, an abort or a crash are simply
 * dropped (and made again from the committed progress).
 *
 * <p>Jobs are keyed by identity ({@link Job} does not override {@code equals}): a request read
 * again after a rewind is a new job, and a chunk started for the old one is never served to it.
 */
final class Prefetch {

  /** Chunks started ahead per job, beyond the one the current transaction publishes. */
  static final int DEPTH = 2;

  private final ThreadPoolExecutor pool;
  private final int threads;
  private final PuzzleFactory generator;
  private final AvroOutput output;

  /** The transaction the next {@link #take} serves; prefetched chunks are due after it. */
  private long transaction;

  /** Chunks started ahead, by job (identity), consecutive from the job's next index. */
  private final Map<Job, ArrayDeque<Chunk>> prefetched = new HashMap<>();

  Prefetch(int threads, PuzzleFactory generator, AvroOutput output) {
    this.threads = threads;
    this.generator = generator;
    this.output = output;
    this.pool =
        new ThreadPoolExecutor(
            threads,
            threads,
            0,
            TimeUnit.MILLISECONDS,
            new PriorityBlockingQueue<>(),
            r -> {
              Thread t = new Thread(r, "puzzle-generator");
              t.setDaemon(true);
              return t;
            });
  }

  /** A new transaction begins: chunks taken from now on are due in it. */
  void nextTransaction() {
    transaction++;
  }

  /** The chunk for {@code job}'s next puzzles: the prefetched one if any, else a new one. */
  Chunk take(Job job, int share) {
    ArrayDeque<Chunk> ahead = prefetched.get(job);
    Chunk c = ahead == null ? null : ahead.pollFirst();
    if (c != null && c.from == job.next) {
      return c;
    }
    cancel(job);
    if (c != null) {
      c.cancel();
    }
    int n = (int) Math.min(share, job.count - job.next);
    return Chunk.start(pool, threads, transaction, job.request, job.next, n, generator, output);
  }

  /**
   * Starts the next transactions' chunks of the {@code active} jobs that have fewer than {@value
   * #DEPTH} ahead, with the share the next transaction will compute if no request arrives
   * meanwhile; cancels those of finished jobs.
   */
  void ahead(List<Job> active, TransactionSize size) {
    prefetched
        .entrySet()
        .removeIf(
            e -> {
              boolean stale = e.getKey().done();
              if (stale) {
                e.getValue().forEach(Chunk::cancel);
              }
              return stale;
            });
    for (Job job : active) {
      ahead(job, job.next, size.share(active.size(), job.nanosPerPuzzle));
    }
  }

  /**
   * Keeps {@value #DEPTH} chunks of {@code job} started from index {@code from} on: those already
   * prefetched from there are kept, the missing ones started; chunks from another index are
   * cancelled first.
   */
  void ahead(Job job, long from, int share) {
    if (job.deadLetter != null) {
      return;
    }
    ArrayDeque<Chunk> ahead = prefetched.computeIfAbsent(job, j -> new ArrayDeque<>());
    if (!ahead.isEmpty() && ahead.peekFirst().from != from) {
      ahead.forEach(Chunk::cancel);
      ahead.clear();
    }
    long end = ahead.isEmpty() ? from : ahead.peekLast().from + ahead.peekLast().size;
    while (ahead.size() < DEPTH && end < job.count) {
      int n = (int) Math.min(share, job.count - end);
      long due = transaction + ahead.size() + 1;
      ahead.addLast(Chunk.start(pool, threads, due, job.request, end, n, generator, output));
      end += n;
    }
    if (ahead.isEmpty()) {
      prefetched.remove(job);
    }
  }

  /** Cancels {@code job}'s prefetched chunks, if any. */
  void cancel(Job job) {
    ArrayDeque<Chunk> ahead = prefetched.remove(job);
    if (ahead != null) {
      ahead.forEach(Chunk::cancel);
    }
  }

  /** Cancels every prefetched chunk (the jobs they were for are forgotten). */
  void clear() {
    for (ArrayDeque<Chunk> ahead : prefetched.values()) {
      ahead.forEach(Chunk::cancel);
    }
    prefetched.clear();
  }

  /** Cancels everything and stops the generator threads. */
  void shutdown() {
    clear();
    pool.shutdownNow();
  }
}
