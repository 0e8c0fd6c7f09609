package dev.sudoku.kafka;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;

/**
 * Puzzles {@code from .. from+size-1} of one request, generated and encoded on the worker pool.
 *
 * <p>Why a separate object: the worker starts the next transaction's chunks before it commits
 * the current one, so generation overlaps the commit round trips (prefetch). Generation is
 * deterministic in (request, index), so a chunk prefetched for a transaction that then aborts is
 * simply dropped and made again. The work is split into at most {@code threads} contiguous
 * slices; results keep index order.
 */
final class Chunk {

    final long from;
    final int size;
    private final byte[][] values;
    private final List<Future<?>> slices;

    private Chunk(long from, int size) {
        this.from = from;
        this.size = size;
        this.values = new byte[size][];
        this.slices = new ArrayList<>();
    }

    /** Starts generating; returns at once. */
    static <Q, P> Chunk start(ExecutorService pool, int threads, Q request, long from, int size,
            PuzzleFactory<Q, P> generator, OutputCodec<P> output) {
        Chunk c = new Chunk(from, size);
        int n = Math.max(1, Math.min(threads, size));
        for (int s = 0; s < n; s++) {
            int lo = (int) ((long) size * s / n);
            int hi = (int) ((long) size * (s + 1) / n);
            c.slices.add(pool.submit(() -> {
                for (int i = lo; i < hi; i++) {
                    P p = generator.create(request, from + i);
                    if (p == null) {
                        throw new IllegalStateException("generator returned null for index "
                                + (from + i));
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
