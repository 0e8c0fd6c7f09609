package dev.sudoku.cli;

import dev.sudoku.core.GridFormatException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Supplier;

/**
 * Runs a per-puzzle job over a stream of entries on several threads and hands the results back in
 * input order: the reusable core of {@code solve}, {@code count}, {@code validate} and of the
 * commands that plug in later ({@code grade}, {@code canon}, {@code dedup}).
 *
 * <p>Design: the calling thread reads entries in chunks of {@value #CHUNK} and submits each chunk
 * to a fixed pool; every pool thread lazily builds its own {@link Worker} (a worker owns mutable
 * state such as a {@code Solver}, so it is never shared). At most {@code 4 × threads} chunks are in
 * flight; when that bound is reached the caller waits for the oldest chunk and gives its results to
 * the {@link Sink}, still on the calling thread. Memory therefore stays bounded however long the
 * input, and the sink needs no locking. With one thread everything runs on the caller.
 *
 * @param <R> what a worker computes for one puzzle
 */
final class Pipeline<R> {
  static final int CHUNK = 256;

  /** Computes the result of one puzzle; owned by one thread. */
  @FunctionalInterface
  interface Worker<R> {
    /**
     * @throws GridFormatException when the entry's text is not a valid puzzle: the message becomes
     *     the reason reported for that line
     */
    R process(Entry entry);
  }

  /** Receives results in input order, on the thread that called {@link #run}. */
  interface Sink<R> {
    void accept(Entry entry, R result);

    /** The entry could not be read or parsed; {@code reason} is one line. */
    void reject(Entry entry, String reason);
  }

  private final int threads;
  private final Supplier<? extends Worker<R>> workers;

  /**
   * @param threads worker threads, at least 1
   * @param workers builds one worker per thread
   */
  Pipeline(int threads, Supplier<? extends Worker<R>> workers) {
    if (threads < 1) {
      throw new IllegalArgumentException("threads must be at least 1, was " + threads);
    }
    this.threads = threads;
    this.workers = workers;
  }

  /** Processes every entry of {@code input} and feeds {@code sink} in input order. */
  void run(Iterator<Entry> input, Sink<R> sink) {
    if (threads == 1) {
      Worker<R> worker = workers.get();
      while (input.hasNext()) {
        deliver(process(worker, input.next()), sink);
      }
      return;
    }
    ExecutorService pool =
        Executors.newFixedThreadPool(
            threads,
            r -> {
              Thread t = new Thread(r, "sudoku-worker");
              t.setDaemon(true);
              return t;
            });
    ThreadLocal<Worker<R>> local = ThreadLocal.withInitial(workers);
    ArrayDeque<Future<List<Outcome<R>>>> inFlight = new ArrayDeque<>();
    int maxInFlight = 4 * threads;
    try {
      while (input.hasNext()) {
        List<Entry> chunk = new ArrayList<>(CHUNK);
        while (chunk.size() < CHUNK && input.hasNext()) {
          chunk.add(input.next());
        }
        inFlight.add(pool.submit(() -> processChunk(local.get(), chunk)));
        if (inFlight.size() >= maxInFlight) {
          drain(inFlight.poll(), sink);
        }
      }
      while (!inFlight.isEmpty()) {
        drain(inFlight.poll(), sink);
      }
    } finally {
      pool.shutdownNow();
    }
  }

  private void drain(Future<List<Outcome<R>>> chunk, Sink<R> sink) {
    List<Outcome<R>> outcomes;
    try {
      outcomes = chunk.get();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted", e);
    } catch (ExecutionException e) {
      Throwable cause = e.getCause();
      if (cause instanceof RuntimeException) {
        throw (RuntimeException) cause;
      }
      if (cause instanceof Error) {
        throw (Error) cause;
      }
      throw new IllegalStateException(cause);
    }
    for (Outcome<R> o : outcomes) {
      deliver(o, sink);
    }
  }

  private static <R> List<Outcome<R>> processChunk(Worker<R> worker, List<Entry> chunk) {
    List<Outcome<R>> out = new ArrayList<>(chunk.size());
    for (Entry e : chunk) {
      out.add(process(worker, e));
    }
    return out;
  }

  private static <R> Outcome<R> process(Worker<R> worker, Entry entry) {
    if (entry.error() != null) {
      return new Outcome<>(entry, null, entry.error());
    }
    try {
      return new Outcome<>(entry, worker.process(entry), null);
    } catch (GridFormatException e) {
      return new Outcome<>(entry, null, entry.explain(e.getMessage()));
    }
  }

  private static <R> void deliver(Outcome<R> o, Sink<R> sink) {
    if (o.error() != null) {
      sink.reject(o.entry(), o.error());
    } else {
      sink.accept(o.entry(), o.result());
    }
  }

  private record Outcome<R>(Entry entry, R result, String error) {}
}
