package dev.sudoku.kafka;

/**
 * How many puzzles of one request a transaction publishes: its fair share of {@code
 * worker.chunk.size}, capped by time so that the transaction's generation takes about {@code
 * worker.transaction.target.ms}.
 *
 * <p>Why both: a count alone sizes transactions by the cheapest puzzles. 2000 puzzles are ≈ 0.35 s
 * of generation on 2 cores at the easy levels and ≈ 20 s at EXTREME, and a request arriving
 * meanwhile waits for the transaction under way, while the Kafka cost per puzzle that a large count
 * saves is nothing next to milliseconds of generation. So each request's share is
 *
 * <pre>
 *   min(chunk / active, target × threads / active / cost)
 * </pre>
 *
 * where {@code cost} is the request's own measured generation time per puzzle on one thread ({@link
 * Chunk#nanosPerPuzzle()}, the last chunk's): the active requests split the threads' time of one
 * target-long transaction evenly, each in puzzles of its own cost. Fast requests keep their count
 * share; slow ones get fewer puzzles per transaction, at least one. A request's first chunk, its
 * cost unknown, is its count share.
 */
final class TransactionSize {

  private final int chunkSize;
  private final long targetNanos;
  private final int threads;

  /**
   * @param targetMs the generation time a transaction aims at; 0 sizes by count only
   */
  TransactionSize(int chunkSize, long targetMs, int threads) {
    this.chunkSize = chunkSize;
    this.targetNanos = targetMs * 1_000_000L;
    this.threads = threads;
  }

  /** Puzzles of a request whose cost is {@code nanosPerPuzzle} (0: unknown), with others active. */
  int share(int activeRequests, double nanosPerPuzzle) {
    int active = Math.max(1, activeRequests);
    int fair = Math.max(1, chunkSize / active);
    if (targetNanos <= 0 || !(nanosPerPuzzle > 0)) {
      return fair;
    }
    double timed = (double) targetNanos * threads / active / nanosPerPuzzle;
    return (int) Math.max(1, Math.min(fair, timed));
  }
}
