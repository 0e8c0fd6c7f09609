package dev.sudoku.kafka;

import dev.sudoku.schema.Puzzle;
import dev.sudoku.schema.TrustedClasses;

/**
 * The output seam with {@code worker.output.format=json}: the same {@link Puzzle}, {@code
 * GenerationSummary} and {@code DeadLetter} records as {@link AvroOutput}, each written as one
 * UTF-8 JSON object by {@link RecordJson} (field names of the schemas, enum names, ISO-8601 times,
 * Base64 bytes), for consumers without Avro. The bytes are what {@link JsonLineFormatter} prints
 * for the Avro record. Thread-safe.
 *
 * <p>What JSON gives up: the schema fingerprint (a reader cannot tell a newer writer from a corrupt
 * one) and about half of the size (a puzzle is ~360 bytes in Avro, ~800 in JSON).
 */
final class JsonOutput implements OutputCodec<Puzzle> {

  JsonOutput() {
    TrustedClasses.install(); // Avro 1.12.2 refuses to build records of untrusted classes
  }

  @Override
  public byte[] puzzle(Puzzle puzzle) {
    return RecordJson.bytes(puzzle);
  }

  @Override
  public byte[] summary(RequestOutcome outcome) {
    return RecordJson.bytes(AvroOutput.summaryRecord(outcome));
  }

  @Override
  public byte[] deadLetter(DeadLetterEvent deadLetter) {
    return RecordJson.bytes(AvroOutput.deadLetterRecord(deadLetter));
  }
}
