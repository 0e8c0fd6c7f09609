package dev.sudoku.kafka;

import dev.sudoku.schema.GenerationRequest;
import dev.sudoku.schema.Puzzle;

/**
 * Makes puzzle number {@code index} of a request. The worker's one seam: {@link AvroGenerator} in
 * production; tests pass a cheap, slow or failing one to {@link PuzzleWorker#create} to drive the
 * engine without paying for the real generator.
 *
 * <p>Contract: deterministic in {@code (request, index)}: the same request and index give an equal
 * puzzle on every machine, thread and retry (except a timestamp). Exactly-once output after a crash
 * relies on it (a chunk redone after an aborted transaction must be the same chunk). Called
 * concurrently from several threads with distinct indices, so implementations must be thread-safe
 * (keep per-thread solver state in a {@code ThreadLocal} or create it per call).
 */
@FunctionalInterface
interface PuzzleFactory {

  /**
   * @param index 0-based, below the request's count
   * @throws BudgetExhaustedException when the puzzle cannot be made within the generator's budget
   * @throws RuntimeException if generation fails otherwise; the worker aborts the transaction and
   *     retries
   */
  Puzzle create(GenerationRequest request, long index);
}
