package dev.sudoku.kafka;

/**
 * Seam to the generator: makes puzzle number {@code index} of a request.
 *
 * <p>Contract: deterministic in {@code (request, index)}: the same request and index give an equal
 * result on every machine, thread and retry. Exactly-once output after a crash relies on it (a
 * chunk redone after an aborted transaction must be the same chunk). Called concurrently from
 * several threads with distinct indices, so implementations must be thread-safe (keep per-thread
 * solver state in a {@code ThreadLocal} or create it per call).
 *
 * @param <Q> request type
 * @param <P> published result type
 */
@FunctionalInterface
public interface PuzzleFactory<Q, P> {

  /**
   * @param index 0-based, below the request's count
   * @throws RuntimeException if generation fails; the worker aborts the transaction and retries
   */
  P create(Q request, long index);
}
