package dev.sudoku.kafka;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sudoku.schema.Picture;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class RequestLimitsTest {

  private static final RequestLimits DEFAULTS =
      RequestLimits.from(WorkerConfig.of(Map.of()), 1_048_576);

  @Test
  void from_defaults_areTheDocumentedOnes() {
    assertThat(DEFAULTS).isEqualTo(new RequestLimits(16384, 1024, 256, 1024, 16384));
  }

  @Test
  void checkRecord_valueOrKeyOverTheBound_isInvalidNamingTheKey() {
    assertThatThrownBy(() -> DEFAULTS.checkRecord(null, new byte[16385]))
        .isInstanceOf(InvalidRequestException.class)
        .hasMessage("request record of 16385 bytes is over worker.request.max.bytes (16384)");
    assertThatThrownBy(() -> DEFAULTS.checkRecord(new byte[480 * 1024], new byte[10]))
        .hasMessage("request key of 491520 bytes is over worker.request.max.key.bytes (1024)");
    DEFAULTS.checkRecord(new byte[1024], new byte[16384]);
  }

  @Test
  void checkId_countsUtf8Bytes() {
    DEFAULTS.checkId("é".repeat(128)); // 256 bytes
    assertThatThrownBy(() -> DEFAULTS.checkId("é".repeat(129)))
        .isInstanceOf(InvalidRequestException.class)
        .hasMessage("requestId of 258 bytes is over worker.request.max.id.bytes (256)");
    assertThat(DEFAULTS.idFits("x".repeat(400 * 1024))).isFalse();
  }

  @Test
  void checkCorrelationId_nullIsFine_overTheBoundIsInvalid() {
    DEFAULTS.checkCorrelationId(null);
    assertThat(DEFAULTS.correlationIdFits("c".repeat(1025))).isFalse();
    assertThatThrownBy(() -> DEFAULTS.checkCorrelationId("c".repeat(1025)))
        .hasMessageContaining("worker.request.max.correlation-id.bytes (1024)");
  }

  @Test
  void from_limitsThatCouldNotFitTheProducersRecords_failAtStartNamingTheKey() {
    WorkerConfig big = WorkerConfig.of(Map.of(WorkerConfig.REQUEST_MAX_ID_BYTES, "400000"));
    assertThatThrownBy(() -> RequestLimits.from(big, 1_048_576))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("a puzzle record could reach")
        .hasMessageContaining("worker.request.max.id.bytes");
    WorkerConfig dead =
        WorkerConfig.of(Map.of(WorkerConfig.DEAD_LETTER_MAX_ORIGINAL_BYTES, "600000"));
    assertThatThrownBy(() -> RequestLimits.from(dead, 1_048_576))
        .hasMessageContaining("a dead letter could reach")
        .hasMessageContaining("worker.dead-letter.max.original.bytes");
  }

  @Test
  void checkRoom_puzzleWithTheLongestIdAndBothPictures_fitsTheBoundItChecks() {
    dev.sudoku.schema.TrustedClasses.install();
    String id = "é".repeat(DEFAULTS.maxIdBytes() / 2);
    dev.sudoku.schema.GenerationRequest request =
        dev.sudoku.schema.GenerationRequest.newBuilder()
            .setRequestId(id)
            .setCount(1)
            .setCorrelationId("c")
            .setSvg(List.of(Picture.PUZZLE, Picture.SOLUTION))
            .setSeed(1L)
            .build();
    byte[] value = new AvroOutput().puzzle(new AvroGenerator(Clock.systemUTC()).create(request, 0));
    long size = RecordSize.upperBound(id.getBytes(StandardCharsets.UTF_8), value, null);
    long bound =
        3L * DEFAULTS.maxIdBytes()
            + 2L * PuzzlePictures.MAX_CHARS
            + RequestLimits.FIXED_RECORD_BYTES;
    assertThat(size)
        .isGreaterThan(PuzzlePictures.MAX_CHARS + 3L * DEFAULTS.maxIdBytes())
        .isLessThanOrEqualTo(bound);
    // A producer limit one byte short of the bound is refused at start.
    assertThatThrownBy(() -> DEFAULTS.checkRoom((int) bound - 1))
        .hasMessageContaining("a puzzle record could reach " + bound + " bytes");
  }
}
