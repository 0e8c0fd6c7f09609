package dev.sudoku.kafka;

import dev.sudoku.schema.DeadLetter;
import dev.sudoku.schema.GenerationSummary;
import dev.sudoku.schema.Puzzle;
import dev.sudoku.schema.Topics;
import dev.sudoku.schema.TrustedClasses;
import java.nio.ByteBuffer;
import org.apache.kafka.common.serialization.Serializer;

/**
 * The output seam: {@link Puzzle}, {@link GenerationSummary} and {@link DeadLetter} records in Avro
 * single-object encoding with the serdes of {@link Topics}. Thread-safe.
 *
 * <p>Stop reasons map {@code COMPLETED}, {@code DEADLINE}, {@code BUDGET_EXHAUSTED} by name and the
 * engine's {@code REJECTED} to the schema's {@code INVALID}. Counts above {@code Integer.MAX_VALUE}
 * cannot occur (the request's count is an Avro int).
 */
final class AvroOutput implements OutputCodec<Puzzle> {

  private final Serializer<Puzzle> puzzles = Topics.PUZZLES.valueSerde().serializer();
  private final Serializer<GenerationSummary> summaries =
      Topics.SUMMARIES.valueSerde().serializer();
  private final Serializer<DeadLetter> deadLetters = Topics.DEAD_LETTERS.valueSerde().serializer();

  AvroOutput() {
    TrustedClasses.install(); // Avro 1.12.2 refuses to build records of untrusted classes
  }

  @Override
  public byte[] puzzle(Puzzle puzzle) {
    return puzzles.serialize(Topics.PUZZLES.name(), puzzle);
  }

  @Override
  public byte[] summary(RequestOutcome o) {
    return summaries.serialize(Topics.SUMMARIES.name(), summaryRecord(o));
  }

  @Override
  public byte[] deadLetter(DeadLetterEvent d) {
    return deadLetters.serialize(Topics.DEAD_LETTERS.name(), deadLetterRecord(d));
  }

  /** The summary record of {@code o}, whatever the wire format. */
  static GenerationSummary summaryRecord(RequestOutcome o) {
    return GenerationSummary.newBuilder()
        .setRequestId(o.requestId())
        .setCorrelationId(o.correlationId())
        .setRequested(clamp(o.requested()))
        .setProduced(clamp(o.produced()))
        .setReason(reason(o.reason()))
        .setMessage(o.message() == null || o.message().isEmpty() ? null : o.message())
        .setStartedAt(o.startedAt())
        .setFinishedAt(o.finishedAt())
        .build();
  }

  /** The dead-letter record of {@code d}, whatever the wire format. */
  static DeadLetter deadLetterRecord(DeadLetterEvent d) {
    return DeadLetter.newBuilder()
        .setTopic(d.topic())
        .setPartition(d.partition())
        .setOffset(d.offset())
        .setKey(d.key() == null ? null : ByteBuffer.wrap(d.key().bytes()))
        .setKeySize(d.key() == null ? null : d.key().size())
        .setKeySha256(d.key() == null ? null : d.key().sha256())
        .setValue(ByteBuffer.wrap(d.original().bytes()))
        .setValueSize(d.original().size())
        .setValueSha256(d.original().sha256())
        .setRecordTimestamp(d.recordTimestamp())
        .setErrorClass(d.errorClass())
        .setErrorMessage(d.message())
        .setRequestId(d.requestId())
        .setFailedAt(d.time())
        .setWorker(d.worker())
        .build();
  }

  static dev.sudoku.schema.StopReason reason(StopReason r) {
    switch (r) {
      case COMPLETED:
        return dev.sudoku.schema.StopReason.COMPLETED;
      case DEADLINE:
        return dev.sudoku.schema.StopReason.DEADLINE;
      case BUDGET_EXHAUSTED:
        return dev.sudoku.schema.StopReason.BUDGET_EXHAUSTED;
      case REJECTED:
        return dev.sudoku.schema.StopReason.INVALID;
      default:
        throw new IllegalArgumentException("no schema stop reason for " + r);
    }
  }

  private static int clamp(long n) {
    return (int) Math.max(Integer.MIN_VALUE, Math.min(Integer.MAX_VALUE, n));
  }
}
