package dev.sudoku.schema;

import org.apache.kafka.common.serialization.Serdes;

/**
 * The topics of the generation feed. Keys are request ids (UTF-8 strings) so every record of one
 * request lands in one partition, in order; values are Avro single-object encoded (see {@link
 * AvroSerde}). The dead-letter topic keeps the failed record's key bytes unchanged.
 *
 * <p>Names are defaults: deployments that need a prefix use {@link Topic#withName(String)}.
 */
public final class Topics {

  /** Generation requests, keyed by {@link GenerationRequest#getRequestId()}. */
  public static final Topic<String, GenerationRequest> REQUESTS =
      new Topic<>(
          "sudoku.generation-requests", Serdes.String(), AvroSerde.of(GenerationRequest.class));

  /** Generated puzzles, keyed by the request id they answer. Read with {@code read_committed}. */
  public static final Topic<String, Puzzle> PUZZLES =
      new Topic<>("sudoku.puzzles", Serdes.String(), AvroSerde.of(Puzzle.class));

  /** One summary per finished request, keyed by request id. Read with {@code read_committed}. */
  public static final Topic<String, GenerationSummary> SUMMARIES =
      new Topic<>(
          "sudoku.generation-summaries", Serdes.String(), AvroSerde.of(GenerationSummary.class));

  /** Records the worker could not process, keyed by the original key bytes (null if none). */
  public static final Topic<byte[], DeadLetter> DEAD_LETTERS =
      new Topic<>("sudoku.dead-letters", Serdes.ByteArray(), AvroSerde.of(DeadLetter.class));

  private Topics() {}
}
