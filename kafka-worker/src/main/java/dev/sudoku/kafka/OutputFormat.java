package dev.sudoku.kafka;

import dev.sudoku.schema.Puzzle;
import java.util.Locale;

/**
 * The wire format of everything the worker publishes ({@code worker.output.format}): puzzles,
 * summaries and dead letters alike, so one consumer setting reads all three topics.
 */
enum OutputFormat {
  /** Avro single-object encoding with the schemas of {@code dev.sudoku.schema} (the default). */
  AVRO,
  /** One UTF-8 JSON object per record ({@link RecordJson}), for consumers without Avro. */
  JSON;

  /**
   * The configured format.
   *
   * @throws IllegalArgumentException naming the key when the value is neither {@code avro} nor
   *     {@code json}
   */
  static OutputFormat from(WorkerConfig config) {
    String v = config.string(WorkerConfig.OUTPUT_FORMAT);
    try {
      return valueOf(v.trim().toUpperCase(Locale.ROOT));
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(
          WorkerConfig.OUTPUT_FORMAT + " must be avro or json, got '" + v + "'");
    }
  }

  /** The codec writing this format. */
  OutputCodec<Puzzle> codec() {
    return this == AVRO ? new AvroOutput() : new JsonOutput();
  }
}
