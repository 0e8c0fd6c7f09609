package dev.sudoku.kafka;

import java.time.Instant;
import java.util.Optional;

/**
 * Seam between the worker and the request format ({@code GenerationRequest} in {@code
 * dev.sudoku.schema}), so admission and flow control can be tested without Avro. The worker only
 * needs an id, a count, an optional deadline and a validity check; everything else in a request is
 * for the {@link PuzzleFactory}.
 *
 * @param <Q> the decoded request type
 */
public interface RequestCodec<Q> {

  /**
   * Decodes the value bytes of one request record.
   *
   * @throws RuntimeException of any kind when the bytes are not a request; the worker sends the
   *     record to the dead-letter topic with the exception's class and message
   */
  Q decode(byte[] bytes);

  /** The request id, used as the key of every published puzzle and of the summary. */
  String id(Q request);

  /** Number of puzzles asked for. Validated by the worker: 1 ≤ count ≤ worker.max.count. */
  long count(Q request);

  /** When the requester stops caring; the worker stops generating then. Empty: no deadline. */
  Optional<Instant> deadline(Q request);

  /** An opaque value the requester wants copied to the summary; empty by default. */
  default Optional<String> correlationId(Q request) {
    return Optional.empty();
  }

  /**
   * The topic the requester wants the puzzles and the summary on instead of the worker's puzzles
   * and summaries topics; empty by default. The worker checks it ({@code ReplyTopics}) before
   * serving the request.
   */
  default Optional<String> replyTo(Q request) {
    return Optional.empty();
  }

  /**
   * Checks everything format-specific (clue bounds, rating range, technique …).
   *
   * @throws InvalidRequestException with a one-line reason when the request cannot be served
   */
  void validate(Q request);
}
