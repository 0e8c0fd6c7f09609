package dev.sudoku.kafka;

import dev.sudoku.schema.GenerationRequest;
import dev.sudoku.schema.Puzzle;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executor;
import java.util.concurrent.Future;
import java.util.concurrent.FutureTask;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Puzzles {@code from .. from+size-1} of one request, generated and encoded on the worker pool.
 *
 * <p>Why a separate object: the worker starts the next transaction's chunks before it commits the
 * current one, so generation overlaps the commit round trips (prefetch). Generation is
 * deterministic in (request, index), so a chunk prefetched for a transaction that then aborts is
 * simply dropped and made again. The work is split into at most {@code threads} contiguous slices;
 * results keep index order.
 *
 * <p>Each slice carries the number of the transaction that will publish it ({@code due}): on a pool
 * whose queue orders by it ({@link Prefetch}), the chunks of the transaction under way run before
 * those prefetched for later ones, submission order breaking ties; on a first-in-first-out pool it
 * is ignored.
 *
 * <p>A {@link BudgetExhaustedException} at some index is not a failure of the chunk: the chunk then
 * holds the puzzles before the lowest such index ({@link #usable()}) and the exception ({@link
 * #exhausted()}); slices past that index stop early.
 */
final class Chunk {

  final long from;
  final int size;
  private final byte[][] values;
  private final List<Future<?>> slices;

  /** Time the slices spent generating and encoding, summed over the threads. */
  private final AtomicLong busyNanos = new AtomicLong();

  /** The lowest-index budget exhaustion seen so far, or null. */
  private final AtomicReference<BudgetExhaustedException> exhausted = new AtomicReference<>();

  private Chunk(long from, int size) {
    this.from = from;
    this.size = size;
    this.values = new byte[size][];
    this.slices = new ArrayList<>();
  }

  /** Starts generating on a first-in-first-out pool; returns at once. */
  static Chunk start(
      Executor pool,
      int threads,
      GenerationRequest request,
      long from,
      int size,
      PuzzleFactory generator,
      AvroOutput output) {
    return start(pool, threads, 0, request, from, size, generator, output);
  }

  /** Starts generating, its slices due in transaction {@code due}; returns at once. */
  static Chunk start(
      Executor pool,
      int threads,
      long due,
      GenerationRequest request,
      long from,
      int size,
      PuzzleFactory generator,
      AvroOutput output) {
    Chunk c = new Chunk(from, size);
    int n = Math.max(1, Math.min(threads, size));
    for (int s = 0; s < n; s++) {
      int lo = (int) ((long) size * s / n);
      int hi = (int) ((long) size * (s + 1) / n);
      Slice slice =
          new Slice(
              due,
              () -> {
                long t0 = System.nanoTime();
                try {
                  c.generate(lo, hi, request, generator, output);
                } finally {
                  c.busyNanos.addAndGet(System.nanoTime() - t0);
                }
              });
      c.slices.add(slice);
      pool.execute(slice);
    }
    return c;
  }

  /** Generates and encodes values {@code lo .. hi-1} on the calling thread. */
  private void generate(
      int lo, int hi, GenerationRequest request, PuzzleFactory generator, AvroOutput output) {
    for (int i = lo; i < hi; i++) {
      BudgetExhaustedException seen = exhausted.get();
      if (seen != null && seen.index() < from + i) {
        return; // everything from there on is dropped anyway
      }
      Puzzle p;
      try {
        p = generator.create(request, from + i);
      } catch (BudgetExhaustedException e) {
        exhausted.accumulateAndGet(e, (a, b) -> a == null || b.index() < a.index() ? b : a);
        return;
      }
      if (p == null) {
        throw new IllegalStateException("generator returned null for index " + (from + i));
      }
      values[i] = output.puzzle(p);
    }
  }

  /**
   * Waits for the encoded values, in index order.
   *
   * @throws GenerationException if the generator or the encoder failed, or on interrupt
   */
  byte[][] await() {
    try {
      for (Future<?> f : slices) {
        f.get();
      }
    } catch (ExecutionException e) {
      throw new GenerationException(e.getCause());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new GenerationException(e);
    }
    return values;
  }

  /**
   * Number of leading values that may be published (after {@link #await()}): all of them, or those
   * before the index whose budget ran out.
   */
  int usable() {
    BudgetExhaustedException e = exhausted.get();
    return e == null ? size : (int) Math.max(0, Math.min(size, e.index() - from));
  }

  /** The budget exhaustion that cut this chunk short, or null (after {@link #await()}). */
  BudgetExhaustedException exhausted() {
    return exhausted.get();
  }

  /**
   * Generation time per puzzle on one thread (after {@link #await()}): the slices' time over the
   * puzzles they made, 0 when none was made.
   */
  double nanosPerPuzzle() {
    int made = usable();
    return made == 0 ? 0 : (double) busyNanos.get() / made;
  }

  /** Drops a chunk that will not be published (abort, rebalance, shutdown). */
  void cancel() {
    for (Future<?> f : slices) {
      f.cancel(true);
    }
  }

  /** One slice of a chunk as a pool task, ordered by the transaction it is due in. */
  static final class Slice extends FutureTask<Void> implements Comparable<Slice> {

    /** Submission order, so slices due in the same transaction run first come, first served. */
    private static final AtomicLong SUBMITTED = new AtomicLong();

    private final long due;
    private final long seq = SUBMITTED.getAndIncrement();

    Slice(long due, Runnable work) {
      super(work, null);
      this.due = due;
    }

    @Override
    public int compareTo(Slice o) {
      int byDue = Long.compare(due, o.due);
      return byDue != 0 ? byDue : Long.compare(seq, o.seq);
    }

    @Override
    public boolean equals(Object o) {
      return this == o;
    }

    @Override
    public int hashCode() {
      return Long.hashCode(seq);
    }
  }

  /** A generator or encoder failure: the transaction aborts and retries from committed state. */
  static final class GenerationException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    GenerationException(Throwable cause) {
      super(cause);
    }
  }
}
