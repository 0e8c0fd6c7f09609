package dev.sudoku.kafka;

import dev.sudoku.schema.AvroDeserializer;
import dev.sudoku.schema.DecodeLimits;
import dev.sudoku.schema.GenerationRequest;
import dev.sudoku.schema.SchemaHistory;
import dev.sudoku.schema.Symmetry;
import dev.sudoku.schema.Topics;
import dev.sudoku.schema.TrustedClasses;
import org.apache.kafka.common.serialization.Deserializer;

/**
 * Reads {@link GenerationRequest} records in Avro single-object encoding ({@code
 * dev.sudoku.schema}; earlier schema versions decode too). Bytes that do not decode raise {@code
 * UndecodableRecordException}, which the worker sends to the dead-letter topic; a request that
 * decodes is validated by building its {@link RequestSpec}. Thread-safe.
 */
final class AvroRequests {

  /**
   * Decode limits of request records: 1 MiB, the broker's default largest message, for the record
   * and so for each field. The worker's tighter {@code worker.request.*} bounds apply before and
   * after decoding; these keep a request from ever being decoded into more than that.
   */
  static final DecodeLimits LIMITS = DecodeLimits.forRecordsOf(1 << 20);

  private final Deserializer<GenerationRequest> deserializer =
      new AvroDeserializer<>(GenerationRequest.class, SchemaHistory.bundled(), LIMITS);

  /**
   * Decodes the value bytes of one request record.
   *
   * @throws RuntimeException of any kind when the bytes are not a request; the worker sends the
   *     record to the dead-letter topic with the exception's class and message
   */
  GenerationRequest decode(byte[] bytes) {
    GenerationRequest r = deserializer.deserialize(Topics.REQUESTS.name(), bytes);
    if (r == null) {
      throw new IllegalArgumentException("empty request record (no value)");
    }
    return r;
  }

  /**
   * Checks what the request asks of the generator (clue bounds, rating range, technique ...).
   *
   * @throws InvalidRequestException with a one-line reason when the request cannot be served
   */
  void validate(GenerationRequest request) {
    RequestSpec.of(request);
  }

  /** Value bytes of {@code request} as the worker reads them. */
  static byte[] encode(GenerationRequest request) {
    TrustedClasses.install();
    return Topics.REQUESTS.valueSerde().serializer().serialize(Topics.REQUESTS.name(), request);
  }

  /**
   * The sample request of the local mode and the benchmark: {@code count} puzzles with 180°
   * rotational symmetry (the newspaper look), any difficulty, seeded.
   */
  static GenerationRequest sample(String id, long count, long seed) {
    return GenerationRequest.newBuilder()
        .setRequestId(id)
        .setCount(Math.toIntExact(count))
        .setSymmetry(Symmetry.ROTATE_180)
        .setSeed(seed)
        .build();
  }
}
