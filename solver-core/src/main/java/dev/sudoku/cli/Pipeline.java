package dev.sudoku.cli;

import dev.sudoku.core.GridFormatException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.LockSupport;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Supplier;

/**
 * Runs a per-puzzle job over a stream of entries on several threads and hands the results back in
 * input order: the reusable core of {@code solve}, {@code count}, {@code validate}, {@code grade},
 * {@code canon} and {@code dedup}.
 *
 * <h2>Design</h2>
 *
 * The calling thread reads entries in chunks of {@value #CHUNK} into a window of at most {@value
 * #CHUNKS_PER_THREAD} chunks per thread (at most {@value #MAX_CHUNKS} in all), and gives the oldest
 * chunk to the {@link Sink} once every entry of it is done; worker threads take entries out of the
 * window:
 *
 * <pre>
 *   window, oldest first        cursor (next entry to take)   entries done
 *   chunk 0  owned by A         256 (all taken)               250  &lt;- head: delivered when 256
 *   chunk 1  owned by B         256                           256     (waits for the head)
 *   chunk 2  owned by C          17                            16
 *   chunk 3  not owned            0                             0  &lt;- next for a free worker
 *   ...      at most CHUNKS_PER_THREAD x threads chunks; the caller reads more as the head leaves
 * </pre>
 *
 * <ul>
 *   <li>A worker owns one chunk at a time and takes its entries one at a time from the chunk's
 *       cursor, an atomic counter nobody else touches while the worker is alone on it (so a cheap
 *       puzzle costs one uncontended increment, not a queue operation).
 *   <li>A worker whose chunk has nothing left takes the oldest chunk nobody owns yet; when every
 *       chunk in the window is owned, it helps the oldest chunk that still has entries to take,
 *       from the same cursor (work stealing, oldest first: Blumofe and Leiserson, "Scheduling
 *       multithreaded computations by work stealing", JACM 1999). A cluster of slow puzzles, as in
 *       files sorted by difficulty, is thus spread over every thread instead of one thread working
 *       through its chunk while the others wait for the window to move (head-of-line blocking).
 *   <li>A worker waits only when every entry read so far has been taken and more input is to come:
 *       the caller has not read it yet, or the window is full because its head chunk still has
 *       entries in progress. So while input remains a worker idles at most about as long as one
 *       puzzle of the head chunk takes, whatever the order of easy and hard puzzles (measured by
 *       {@code ScalingBenchmark} in the benchmarks module). Once the input is read and taken, a
 *       worker has nothing left to do and ends.
 * </ul>
 *
 * Memory stays bounded however long the input, and the sink runs on the calling thread, so it needs
 * no locking. Every worker thread lazily builds its own {@link Worker} (a worker owns mutable state
 * such as a {@code Solver}, so it is never shared). With one thread everything runs on the caller.
 *
 * @param <R> what a worker computes for one puzzle
 */
final class Pipeline<R> {
  static final int CHUNK = 256;

  /** Window size in chunks per thread: enough read ahead that a slow head rarely stops anyone. */
  static final int CHUNKS_PER_THREAD = 8;

  /**
   * Most chunks read ahead whatever the thread count (131,072 entries), unless fewer than one each.
   */
  static final int MAX_CHUNKS = 512;

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

  /**
   * Processes every entry of {@code input} and feeds {@code sink} in input order. An exception
   * thrown by the input, the sink or a worker (other than {@link GridFormatException}) ends the run
   * and is rethrown here.
   */
  void run(Iterator<Entry> input, Sink<R> sink) {
    if (threads == 1) {
      Worker<R> worker = workers.get();
      while (input.hasNext()) {
        deliver(process(worker, input.next()), sink);
      }
      return;
    }
    new Run().run(input, sink);
  }

  /** The shared state of one multi-threaded run. */
  private final class Run {
    private final Thread caller = Thread.currentThread();
    private final ReentrantLock lock = new ReentrantLock();
    private final Condition moreWork = lock.newCondition();

    /** Chunks read and not yet delivered, oldest first; changed by the caller under the lock. */
    private final ArrayDeque<Chunk<R>> window = new ArrayDeque<>();

    /** The chunk the caller is parked on, or null: its last entry's worker unparks the caller. */
    private volatile Chunk<R> waitingFor;

    private volatile boolean stopped;
    private volatile Throwable failure;

    /** The input is read to the end; guarded by lock (and read unlocked by the caller). */
    private boolean ended;

    void run(Iterator<Entry> input, Sink<R> sink) {
      List<Thread> pool = new ArrayList<>(threads);
      for (int t = 0; t < threads; t++) {
        Thread thread = new Thread(this::work, "sudoku-worker-" + t);
        thread.setDaemon(true);
        pool.add(thread);
        thread.start();
      }
      int maxChunks = Math.max(threads, Math.min(CHUNKS_PER_THREAD * threads, MAX_CHUNKS));
      try {
        while (true) {
          rethrowFailure();
          Chunk<R> head = window.peekFirst();
          if (head != null && head.remaining.get() == 0) {
            lock.lock();
            try {
              window.pollFirst();
            } finally {
              lock.unlock();
            }
            head.deliverTo(sink);
            continue;
          }
          if (!ended && window.size() < maxChunks) {
            read(input);
            continue;
          }
          if (head == null) {
            break; // input read to the end, everything delivered
          }
          waitingFor = head;
          if (head.remaining.get() != 0 && failure == null) {
            LockSupport.park(this);
          }
          waitingFor = null;
          if (Thread.interrupted()) {
            throw new IllegalStateException("interrupted");
          }
        }
      } finally {
        lock.lock();
        try {
          stopped = true;
          moreWork.signalAll();
        } finally {
          lock.unlock();
        }
      }
    }

    /** Reads the next chunk into the window, or marks the input as ended. */
    private void read(Iterator<Entry> input) {
      List<Entry> entries = new ArrayList<>(CHUNK);
      while (entries.size() < CHUNK && input.hasNext()) {
        entries.add(input.next());
      }
      lock.lock();
      try {
        if (entries.isEmpty()) {
          ended = true;
        } else {
          window.addLast(new Chunk<>(entries));
        }
        moreWork.signalAll();
      } finally {
        lock.unlock();
      }
    }

    /** One worker thread: takes entries until the run is over. */
    private void work() {
      Worker<R> worker = null;
      try {
        for (Chunk<R> chunk = next(); chunk != null; chunk = next()) {
          for (int i = chunk.cursor.getAndIncrement();
              i < chunk.size() && !stopped;
              i = chunk.cursor.getAndIncrement()) {
            if (worker == null) {
              worker = workers.get();
            }
            chunk.outcomes[i] = process(worker, chunk.entries[i]);
            if (chunk.remaining.decrementAndGet() == 0 && waitingFor == chunk) {
              LockSupport.unpark(caller);
            }
          }
        }
      } catch (RuntimeException | Error e) {
        failure = e;
        LockSupport.unpark(caller);
      }
    }

    /**
     * The chunk to take entries from: the oldest one nobody owns, else the oldest one with entries
     * left to take; waits while there is none and input remains; null when the run is over.
     */
    private Chunk<R> next() {
      lock.lock();
      try {
        while (true) {
          if (stopped || failure != null) {
            return null;
          }
          Chunk<R> open = null;
          for (Chunk<R> c : window) {
            if (!c.owned) {
              c.owned = true;
              return c;
            }
            if (open == null && c.cursor.get() < c.size()) {
              open = c;
            }
          }
          if (open != null) {
            return open;
          }
          if (ended) {
            return null; // every entry is taken and no more will come
          }
          moreWork.awaitUninterruptibly();
        }
      } finally {
        lock.unlock();
      }
    }

    private void rethrowFailure() {
      Throwable f = failure;
      if (f instanceof RuntimeException) {
        throw (RuntimeException) f;
      }
      if (f instanceof Error) {
        throw (Error) f;
      }
    }
  }

  /** Up to {@link #CHUNK} consecutive entries and their outcomes. */
  private static final class Chunk<R> {
    final Entry[] entries;
    final Outcome<?>[] outcomes;

    /** The next entry to take; may run past the end (every taker increments once more). */
    final AtomicInteger cursor = new AtomicInteger();

    /** Entries not yet done; its decrement publishes the outcome written before it. */
    final AtomicInteger remaining;

    /** Whether a worker has taken the chunk as its own; guarded by the run's lock. */
    boolean owned;

    Chunk(List<Entry> entries) {
      this.entries = entries.toArray(new Entry[0]);
      this.outcomes = new Outcome<?>[this.entries.length];
      this.remaining = new AtomicInteger(this.entries.length);
    }

    int size() {
      return entries.length;
    }

    @SuppressWarnings("unchecked") // every outcome was written by process(Worker<R>, ...)
    void deliverTo(Sink<R> sink) {
      for (Outcome<?> o : outcomes) {
        deliver((Outcome<R>) o, sink);
      }
    }
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
