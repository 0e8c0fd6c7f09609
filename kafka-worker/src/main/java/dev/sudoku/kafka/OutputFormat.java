package dev.sudoku.kafka;

import java.util.Locale;

/**
 * The wire format of everything the worker publishes ({@code worker.output.format}): puzzles,
 * summaries and dead letters alike, so one consumer setting reads all three topics. {@link
 * AvroOutput} writes it.
 *
 * <p>What JSON gives up: the schema fingerprint (a reader cannot tell a newer writer from a corrupt
 * one) and about half of the size (a puzzle is ~360 bytes in Avro, ~800 in JSON).
 */
enum OutputFormat {
  /** Avro single-object encoding with the schemas of {@code dev.sudoku.schema} (the default). */
  AVRO,
  /** One UTF-8 JSON object per record ({@link RecordJson}), for consumers without Avro. */
  JSON;

  /** The configured format; {@link WorkerConfigDef} has already checked it is avro or json. */
  static OutputFormat from(WorkerConfig config) {
    return valueOf(config.string(WorkerConfig.OUTPUT_FORMAT).toUpperCase(Locale.ROOT));
  }
}
