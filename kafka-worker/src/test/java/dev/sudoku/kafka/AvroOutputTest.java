package dev.sudoku.kafka;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.schema.AvroDeserializer;
import dev.sudoku.schema.DeadLetter;
import dev.sudoku.schema.GenerationSummary;
import java.nio.ByteBuffer;
import java.time.Instant;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class AvroOutputTest {

  @BeforeAll
  static void trustAvroClasses() {
    // Avro 1.12.2 refuses even to build records of classes it does not trust.
    dev.sudoku.schema.TrustedClasses.install();
  }

  private final AvroOutput output = new AvroOutput();
  private static final Instant T0 = Instant.parse("2026-11-23T09:00:00Z");

  @Test
  void summary_everyField_roundTrips() {
    RequestOutcome o =
        new RequestOutcome(
            "r",
            10,
            4,
            StopReason.BUDGET_EXHAUSTED,
            T0,
            T0.plusSeconds(3),
            "corr",
            "no puzzle for index 4",
            T0.plusSeconds(1));
    GenerationSummary s =
        new AvroDeserializer<>(GenerationSummary.class).deserialize("t", output.summary(o));
    assertThat(s.getRequestId()).isEqualTo("r");
    assertThat(s.getRequested()).isEqualTo(10);
    assertThat(s.getProduced()).isEqualTo(4);
    assertThat(s.getReason()).isEqualTo(dev.sudoku.schema.StopReason.BUDGET_EXHAUSTED);
    assertThat(s.getCorrelationId()).isEqualTo("corr");
    assertThat(s.getMessage()).isEqualTo("no puzzle for index 4");
    assertThat(s.getStartedAt()).isEqualTo(T0.plusSeconds(1));
    assertThat(s.getFinishedAt()).isEqualTo(T0.plusSeconds(3));
  }

  @Test
  void reason_everyStopReason_mapsRejectedToInvalid() {
    assertThat(AvroOutput.reason(StopReason.REJECTED))
        .isEqualTo(dev.sudoku.schema.StopReason.INVALID);
    for (StopReason r : StopReason.values()) {
      if (r != StopReason.REJECTED) {
        assertThat(AvroOutput.reason(r).name()).isEqualTo(r.name());
      }
    }
  }

  @Test
  void deadLetter_everyField_roundTrips() {
    DeadLetterEvent e =
        new DeadLetterEvent(
            Excerpt.of(new byte[] {1, 2, 3}, 2),
            "req",
            3,
            44,
            "x.Err",
            "bad",
            T0,
            Excerpt.whole(new byte[] {7}),
            T0.minusSeconds(5),
            "rid",
            "group-a");
    DeadLetter d = new AvroDeserializer<>(DeadLetter.class).deserialize("t", output.deadLetter(e));
    assertThat(d.getTopic()).isEqualTo("req");
    assertThat(d.getPartition()).isEqualTo(3);
    assertThat(d.getOffset()).isEqualTo(44);
    assertThat(d.getValue()).isEqualTo(ByteBuffer.wrap(new byte[] {1, 2}));
    assertThat(d.getValueSize()).isEqualTo(3);
    assertThat(d.getValueSha256()).isEqualTo(Excerpt.sha256(new byte[] {1, 2, 3}));
    assertThat(d.getKey()).isEqualTo(ByteBuffer.wrap(new byte[] {7}));
    assertThat(d.getKeySize()).isEqualTo(1);
    assertThat(d.getKeySha256())
        .isEqualTo("ca358758f6d27e6cf45272937977a748fd88391db679ceda7dc7bf1f005ee879");
    assertThat(d.getRecordTimestamp()).isEqualTo(T0.minusSeconds(5));
    assertThat(d.getErrorClass()).isEqualTo("x.Err");
    assertThat(d.getErrorMessage()).isEqualTo("bad");
    assertThat(d.getRequestId()).isEqualTo("rid");
    assertThat(d.getFailedAt()).isEqualTo(T0);
    assertThat(d.getWorker()).isEqualTo("group-a");
  }
}
