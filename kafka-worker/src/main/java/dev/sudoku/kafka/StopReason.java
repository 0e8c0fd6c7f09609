package dev.sudoku.kafka;

/** Why the worker stopped producing puzzles for a request. */
public enum StopReason {
  /** All requested puzzles were published. */
  COMPLETED,
  /** The request's deadline passed first; {@code produced < requested}. */
  DEADLINE,
  /** The request decoded but is invalid; nothing was produced and a dead letter was sent. */
  REJECTED,
  /**
   * The generator could not make the next puzzle within its budget ({@link
   * BudgetExhaustedException}): the request is too strict for it. The puzzles before that index
   * were published.
   */
  BUDGET_EXHAUSTED
}
