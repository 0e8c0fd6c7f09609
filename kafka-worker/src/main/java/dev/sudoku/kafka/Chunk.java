package dev.sudoku.kafka;

import dev.sudoku.schema.GenerationRequest;
import dev.sudoku.schema.Puzzle;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
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
 * <p>A {@link BudgetExhaustedException} at some index is not a failure of the chunk: the chunk then
 * holds the puzzles before the lowest such index ({@link #usable()}) and the exception ({@link
 * #exhausted()}); slices past that index stop early.
 */
final class Chunk {

  final long from;
  final int size;
  private final byte[][] values;
  private final List<Future<?>> slices;

  /** The lowest-index budget exhaustion seen so far, or null. */
  private final AtomicReference<BudgetExhaustedException> exhausted = new AtomicReference<>();

  private Chunk(long from, int size) {
    this.from = from;
    this.size = size;
    this.values = new byte[size][];
    this.slices = new ArrayList<>();
  }

  /** Starts generating; returns at once. */
  static Chunk start(
      ExecutorService pool,
      int threads,
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
      c.slices.add(
          pool.submit(
              () -> {
                for (int i = lo; i < hi; i++) {
                  BudgetExhaustedException seen = c.exhausted.get();
                  if (seen != null && seen.index() < from + i) {
                    return; // everything from there on is dropped anyway
                  }
                  Puzzle p;
                  try {
                    p = generator.create(request, from + i);
                  } catch (BudgetExhaustedException e) {
                    c.exhausted.accumulateAndGet(
                        e, (a, b) -> a == null || b.index() < a.index() ? b : a);
                    return;
                  }
                  if (p == null) {
                    throw new IllegalStateException(
                        "generator returned null for index " + (from + i));
                  }
                  c.values[i] = output.puzzle(p);
                }
              }));
    }
    return c;
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

  /** Drops a chunk that will not be published (abort, rebalance, shutdown). */
  void cancel() {
    for (Future<?> f : slices) {
      f.cancel(true);
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
