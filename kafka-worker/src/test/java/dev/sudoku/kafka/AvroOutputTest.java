package dev.sudoku.kafka;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.sudoku.schema.AvroDeserializer;
import dev.sudoku.schema.DeadLetter;
import dev.sudoku.schema.GenerationSummary;
import dev.sudoku.schema.Puzzle;
import dev.sudoku.schema.StopReason;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import org.apache.kafka.clients.consumer.ConsumerRecord;
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
    GenerationSummary s =
        GenerationSummary.newBuilder()
            .setRequestId("r")
            .setRequested(10)
            .setProduced(4)
            .setReason(StopReason.BUDGET_EXHAUSTED)
            .setCorrelationId("corr")
            .setMessage("no puzzle for index 4")
            .setStartedAt(T0.plusSeconds(1))
            .setFinishedAt(T0.plusSeconds(3))
            .build();
    assertThat(new AvroDeserializer<>(GenerationSummary.class).deserialize("t", output.summary(s)))
        .isEqualTo(s);
  }

  @Test
  void puzzle_cheapPuzzle_roundTrips() {
    Puzzle p = TestPuzzles.cheap(TestPuzzles.request("r,3,5"), 2);
    assertThat(TestPuzzles.puzzle(output.puzzle(p))).isEqualTo(p);
  }

  @Test
  void deadLetter_everyField_roundTrips() {
    DeadLetters letters =
        new DeadLetters(
            Clock.fixed(T0, ZoneOffset.UTC),
            "group-a",
            new RequestLimits(16384, 1024, 256, 1024, 2));
    DeadLetter e =
        letters.of(
            "req",
            3,
            44,
            new byte[] {7},
            new byte[] {1, 2, 3},
            T0.minusSeconds(5).toEpochMilli(),
            "x.Err",
            "bad",
            "rid");
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

  private final AvroOutput json = new AvroOutput(OutputFormat.JSON);

  private static byte[] formatted(byte[] avroValue) {
    return new JsonLineFormatter().line(new ConsumerRecord<>("t", 0, 0, null, avroValue));
  }

  @Test
  void puzzle_json_isWhatTheFormatterPrintsForTheAvroBytes() {
    Puzzle p = JsonLineFormatterTest.puzzle();
    byte[] bytes = json.puzzle(p);
    assertThat(new String(bytes, StandardCharsets.UTF_8))
        .isEqualTo(new String(formatted(output.puzzle(p)), StandardCharsets.UTF_8))
        .startsWith("{\"id\":\"req-1/1\"");
  }

  @Test
  void summary_json_isTheSummaryRecordAsJson() throws Exception {
    GenerationSummary s =
        GenerationSummary.newBuilder()
            .setRequestId("r")
            .setRequested(10)
            .setProduced(4)
            .setReason(StopReason.INVALID)
            .setMessage("count 0")
            .setFinishedAt(T0.plusSeconds(3))
            .build();
    byte[] bytes = json.summary(s);
    assertThat(bytes).isEqualTo(formatted(output.summary(s)));
    JsonNode j = new ObjectMapper().readTree(bytes);
    assertThat(j.get("reason").asText()).isEqualTo("INVALID");
    assertThat(j.get("message").asText()).isEqualTo("count 0");
    assertThat(j.get("startedAt").isNull()).isTrue();
    assertThat(j.get("finishedAt").asText()).isEqualTo("2026-11-23T09:00:03Z");
  }

  @Test
  void deadLetter_json_isTheDeadLetterRecordAsJson() throws Exception {
    DeadLetters letters =
        new DeadLetters(
            Clock.fixed(T0, ZoneOffset.UTC), "w", new RequestLimits(16384, 1024, 256, 1024, 16));
    DeadLetter d = letters.of("req", 0, 5, null, new byte[] {1, 2, 3}, -1, "E", "bad", null);
    byte[] bytes = json.deadLetter(d);
    assertThat(bytes).isEqualTo(formatted(output.deadLetter(d)));
    JsonNode j = new ObjectMapper().readTree(bytes);
    assertThat(j.get("value").asText()).isEqualTo("AQID");
    assertThat(j.get("offset").asLong()).isEqualTo(5);
    assertThat(j.get("errorMessage").asText()).isEqualTo("bad");
  }
}
