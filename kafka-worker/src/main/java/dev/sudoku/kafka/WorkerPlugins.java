package dev.sudoku.kafka;

/**
 * The three seams bundled, chosen by the {@code worker.plugins} key (a class name with a public
 * no-argument constructor). The Avro/generator bundle ({@link AvroPlugins}) is the default and the
 * only one deployed; a test-only text stand-in drives the engine in tests with requests and puzzles
 * a test can write by hand and with a generator it can slow down or make fail.
 *
 * @param <Q> request type
 * @param <P> published result type
 */
public interface WorkerPlugins<Q, P> {

  RequestCodec<Q> requests();

  PuzzleFactory<Q, P> generator();

  OutputCodec<P> output();

  /** The output seam for {@code config}; plugins with one wire format ignore it. */
  default OutputCodec<P> output(WorkerConfig config) {
    return output();
  }

  /** Value bytes of a valid request, for the local mode and the benchmark. */
  byte[] sampleRequest(String id, long count, long seed);

  /** Printable text for a published puzzle value, for the local mode. */
  String describePuzzle(byte[] value);

  /** Printable text for a published summary value, for the local mode. */
  default String describeSummary(byte[] value) {
    return value == null ? "null" : value.length + " bytes";
  }
}
