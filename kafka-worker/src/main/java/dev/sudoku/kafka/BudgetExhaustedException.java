package dev.sudoku.kafka;

/**
 * Thrown by a {@link PuzzleFactory} when puzzle {@code index} of a request cannot be made within
 * the generator's budget (e.g. a difficulty the generator rarely or never reaches). Unlike other
 * failures it is not retried: generation is deterministic, so a retry would fail the same way. The
 * worker publishes the puzzles before {@code index} and stops the request with {@code
 * BUDGET_EXHAUSTED}, the message going to the summary.
 */
public final class BudgetExhaustedException extends RuntimeException {

  private static final long serialVersionUID = 1L;

  private final long index;

  /**
   * @param index the index that could not be made
   * @param reason one line for the requester
   */
  public BudgetExhaustedException(long index, String reason) {
    super(reason);
    this.index = index;
  }

  /** The index that could not be made. */
  public long index() {
    return index;
  }
}
