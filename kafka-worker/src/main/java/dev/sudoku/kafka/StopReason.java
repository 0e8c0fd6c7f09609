package dev.sudoku.kafka;

/** Why the worker stopped producing puzzles for a request. */
public enum StopReason {
    /** All requested puzzles were published. */
    COMPLETED,
    /** The request's deadline passed first; {@code produced < requested}. */
    DEADLINE,
    /** The request decoded but is invalid; nothing was produced and a dead letter was sent. */
    REJECTED
}
