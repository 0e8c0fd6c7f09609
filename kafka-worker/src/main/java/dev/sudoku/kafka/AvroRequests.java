package dev.sudoku.kafka;

import dev.sudoku.schema.AvroDeserializer;
import dev.sudoku.schema.DecodeLimits;
import dev.sudoku.schema.GenerationRequest;
import dev.sudoku.schema.SchemaHistory;
import dev.sudoku.schema.Topics;
import java.time.Instant;
import java.util.Optional;
import org.apache.kafka.common.serialization.Deserializer;

/**
 * The request seam for {@link GenerationRequest} records in Avro single-object encoding ({@code
 * dev.sudoku.schema}; earlier schema versions decode too). Bytes that do not decode raise {@code
 * UndecodableRecordException}, which the worker sends to the dead-letter topic; a request that
 * decodes is validated by building its {@link RequestSpec}. Thread-safe.
 */
final class AvroRequests implements RequestCodec<GenerationRequest> {

  /**
   * Decode limits of request records: 1 MiB, the broker's default largest message, for the record
   * and so for each field. The worker's tighter {@code worker.request.*} bounds apply before and
   * after decoding; these keep a request from ever being decoded into more than that.
   */
  static final DecodeLimits LIMITS = DecodeLimits.forRecordsOf(1 << 20);

  private final Deserializer<GenerationRequest> deserializer =
      new AvroDeserializer<>(GenerationRequest.class, SchemaHistory.bundled(), LIMITS);

  @Override
  public GenerationRequest decode(byte[] bytes) {
    GenerationRequest r = deserializer.deserialize(Topics.REQUESTS.name(), bytes);
    if (r == null) {
      throw new IllegalArgumentException("empty request record (no value)");
    }
    return r;
  }

  @Override
  public String id(GenerationRequest request) {
    return request.getRequestId();
  }

  @Override
  public long count(GenerationRequest request) {
    return request.getCount();
  }

  @Override
  public Optional<Instant> deadline(GenerationRequest request) {
    return Optional.ofNullable(request.getDeadline());
  }

  @Override
  public Optional<String> correlationId(GenerationRequest request) {
    return Optional.ofNullable(request.getCorrelationId());
  }

  @Override
  public Optional<String> replyTo(GenerationRequest request) {
    return Optional.ofNullable(request.getReplyTo());
  }

  @Override
  public void validate(GenerationRequest request) {
    RequestSpec.of(request);
  }
}
