package dev.sudoku.kafka;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sudoku.schema.GenerationRequest;
import dev.sudoku.schema.UndecodableRecordException;
import java.time.Instant;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class AvroRequestsTest {

  @BeforeAll
  static void trustAvroClasses() {
    // Avro 1.12.2 refuses even to build records of classes it does not trust.
    dev.sudoku.schema.TrustedClasses.install();
  }

  private final AvroRequests codec = new AvroRequests();

  @Test
  void decode_encodedRequest_readsIdCountDeadlineCorrelation() {
    Instant deadline = Instant.parse("2026-11-23T10:00:00Z");
    GenerationRequest r =
        GenerationRequest.newBuilder()
            .setRequestId("a")
            .setCount(12)
            .setDeadline(deadline)
            .setCorrelationId("c-9")
            .build();
    GenerationRequest back = codec.decode(AvroRequests.encode(r));
    assertThat(back).isEqualTo(r);
    assertThat(back.getDeadline()).isEqualTo(deadline);
  }

  @Test
  void sample_encoded_decodesAndValidates() {
    GenerationRequest r = codec.decode(AvroRequests.encode(AvroRequests.sample("s", 4, 9)));
    assertThat(r).isEqualTo(AvroRequests.sample("s", 4, 9));
    assertThat(r.getSymmetry()).isEqualTo(dev.sudoku.schema.Symmetry.ROTATE_180);
    assertThat(r.getSeed()).isEqualTo(9L);
    codec.validate(r);
  }

  @Test
  void decode_poisonBytes_undecodableRecordException() {
    assertThatThrownBy(() -> codec.decode(new byte[] {(byte) 0xff, 0, 1}))
        .isInstanceOf(UndecodableRecordException.class)
        .hasMessageContaining("BAD_HEADER");
    assertThatThrownBy(() -> codec.decode(new byte[0]))
        .isInstanceOf(UndecodableRecordException.class);
  }

  @Test
  void validate_invalidRequest_invalidRequestException() {
    GenerationRequest r =
        GenerationRequest.newBuilder()
            .setRequestId("a")
            .setCount(1)
            .setMinClues(40)
            .setMaxClues(30)
            .build();
    assertThatThrownBy(() -> codec.validate(r)).isInstanceOf(InvalidRequestException.class);
  }
}
