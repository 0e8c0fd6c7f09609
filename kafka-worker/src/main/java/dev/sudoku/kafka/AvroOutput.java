package dev.sudoku.kafka;

import dev.sudoku.schema.DeadLetter;
import dev.sudoku.schema.GenerationSummary;
import dev.sudoku.schema.Puzzle;
import dev.sudoku.schema.Topics;
import dev.sudoku.schema.TrustedClasses;
import org.apache.kafka.common.serialization.Serializer;

/**
 * Value bytes of the records the worker publishes: {@link Puzzle}, {@link GenerationSummary} and
 * {@link DeadLetter}, all three in one {@link OutputFormat} ({@code worker.output.format}) so one
 * consumer setting reads every topic. {@link OutputFormat#AVRO} is Avro single-object encoding with
 * the serdes of {@link Topics}; {@link OutputFormat#JSON} is the same record as one UTF-8 JSON
 * object by {@link RecordJson}, byte for byte what {@link JsonLineFormatter} prints for the Avro
 * bytes. Thread-safe (the generator threads encode puzzles, the polling thread the rest).
 */
final class AvroOutput {

  private final OutputFormat format;
  private final Serializer<Puzzle> puzzles = Topics.PUZZLES.valueSerde().serializer();
  private final Serializer<GenerationSummary> summaries =
      Topics.SUMMARIES.valueSerde().serializer();
  private final Serializer<DeadLetter> deadLetters = Topics.DEAD_LETTERS.valueSerde().serializer();

  /** Avro single-object encoding. */
  AvroOutput() {
    this(OutputFormat.AVRO);
  }

  AvroOutput(OutputFormat format) {
    this.format = format;
    TrustedClasses.install(); // Avro 1.12.2 refuses to build records of untrusted classes
  }

  /** Value bytes of one published puzzle (the key is the request id). */
  byte[] puzzle(Puzzle puzzle) {
    return format == OutputFormat.JSON
        ? RecordJson.bytes(puzzle)
        : puzzles.serialize(Topics.PUZZLES.name(), puzzle);
  }

  /** Value bytes of a request's completion summary (the key is the request id). */
  byte[] summary(GenerationSummary summary) {
    return format == OutputFormat.JSON
        ? RecordJson.bytes(summary)
        : summaries.serialize(Topics.SUMMARIES.name(), summary);
  }

  /** Value bytes of a dead letter (the key is the original record's key). */
  byte[] deadLetter(DeadLetter deadLetter) {
    return format == OutputFormat.JSON
        ? RecordJson.bytes(deadLetter)
        : deadLetters.serialize(Topics.DEAD_LETTERS.name(), deadLetter);
  }
}
