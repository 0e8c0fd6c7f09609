package dev.sudoku.kafka;

/**
 * Seam to the published record formats ({@code Puzzle}, {@code GenerationSummary} and {@code
 * DeadLetter} in {@code dev.sudoku.schema}): turns the worker's values into record value bytes, so
 * the worker's transaction and offset logic never depends on the wire format. Implementations must
 * be thread-safe and must not fail on valid input.
 *
 * @param <P> published result type
 */
public interface OutputCodec<P> {

  /** Value bytes of one published puzzle (the key is the request id). */
  byte[] puzzle(P puzzle);

  /** Value bytes of a request's completion summary (the key is the request id). */
  byte[] summary(RequestOutcome outcome);

  /** Value bytes of a dead letter (the key is the original record's key). */
  byte[] deadLetter(DeadLetterEvent deadLetter);
}
