package dev.sudoku.kafka;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.sudoku.schema.Puzzle;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.junit.jupiter.api.Test;

class JsonOutputTest {

  private static final ObjectMapper MAPPER = new ObjectMapper();
  private static final Instant T0 = Instant.parse("2026-11-23T09:00:00Z");

  private final JsonOutput json = new JsonOutput();
  private final AvroOutput avro = new AvroOutput();

  private static byte[] formatted(byte[] value) {
    return new JsonLineFormatter().line(new ConsumerRecord<>("t", 0, 0, null, value));
  }

  @Test
  void puzzle_sameRecord_isWhatTheFormatterPrintsForTheAvroBytes() {
    Puzzle p = JsonLineFormatterTest.puzzle();
    byte[] bytes = json.puzzle(p);
    assertThat(new String(bytes, StandardCharsets.UTF_8))
        .isEqualTo(new String(formatted(avro.puzzle(p)), StandardCharsets.UTF_8))
        .startsWith("{\"id\":\"req-1/1\"");
  }

  @Test
  void summary_outcome_isTheSummaryRecordAsJson() throws Exception {
    RequestOutcome o =
        new RequestOutcome(
            "r", 10, 4, StopReason.REJECTED, T0, T0.plusSeconds(3), null, "count 0", null);
    byte[] bytes = json.summary(o);
    assertThat(bytes).isEqualTo(formatted(avro.summary(o)));
    JsonNode j = MAPPER.readTree(bytes);
    assertThat(j.get("reason").asText()).isEqualTo("INVALID");
    assertThat(j.get("message").asText()).isEqualTo("count 0");
    assertThat(j.get("startedAt").isNull()).isTrue();
    assertThat(j.get("finishedAt").asText()).isEqualTo("2026-11-23T09:00:03Z");
  }

  @Test
  void deadLetter_event_isTheDeadLetterRecordAsJson() throws Exception {
    DeadLetterEvent d =
        new DeadLetterEvent(new byte[] {1, 2, 3}, "req", 0, 5, "E", "bad", Instant.EPOCH);
    byte[] bytes = json.deadLetter(d);
    assertThat(bytes).isEqualTo(formatted(avro.deadLetter(d)));
    JsonNode j = MAPPER.readTree(bytes);
    assertThat(j.get("value").asText()).isEqualTo("AQID");
    assertThat(j.get("offset").asLong()).isEqualTo(5);
    assertThat(j.get("errorMessage").asText()).isEqualTo("bad");
  }
}
