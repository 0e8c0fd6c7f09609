package dev.sudoku.kafka;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.sudoku.schema.DeadLetter;
import dev.sudoku.schema.Puzzle;
import dev.sudoku.schema.Topics;
import dev.sudoku.schema.TrustedClasses;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.apache.avro.Schema;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class JsonLineFormatterTest {

  private static final ObjectMapper MAPPER = new ObjectMapper();
  private static final Instant T0 = Instant.parse("2026-11-26T16:00:00.125Z");

  private final JsonLineFormatter formatter = new JsonLineFormatter();

  @BeforeAll
  static void trust() {
    TrustedClasses.install();
  }

  /** A real generated and graded puzzle, stamped {@link #T0}. */
  static Puzzle puzzle() {
    return new AvroGenerator(Clock.fixed(T0, ZoneOffset.UTC))
        .create(AvroPlugins.sample("req-1", 3, 7), 1);
  }

  private static ConsumerRecord<byte[], byte[]> record(byte[] value) {
    return new ConsumerRecord<>(
        "sudoku.puzzles", 2, 41, "k".getBytes(StandardCharsets.UTF_8), value);
  }

  private JsonNode json(byte[] value) throws Exception {
    String line = new String(formatter.line(record(value)), StandardCharsets.UTF_8);
    assertThat(line).doesNotContain("\n").doesNotContain("\r");
    return MAPPER.readTree(line);
  }

  @Test
  void line_avroPuzzle_printsEveryFieldByNameWithEnumNamesGridsAndIsoTime() throws Exception {
    Puzzle p = puzzle();
    JsonNode j = json(new AvroOutput().puzzle(p));
    List<String> names = new ArrayList<>();
    j.fieldNames().forEachRemaining(names::add);
    assertThat(names)
        .containsExactlyElementsOf(
            p.getSchema().getFields().stream().map(Schema.Field::name).toList());
    assertThat(j.get("id").asText()).isEqualTo("req-1/1");
    assertThat(j.get("puzzle").asText()).hasSize(81).isEqualTo(p.getPuzzle());
    assertThat(j.get("solution").asText()).hasSize(81).isEqualTo(p.getSolution());
    assertThat(j.get("symmetry").asText()).isEqualTo("ROTATE_180");
    assertThat(j.get("level").asText()).isEqualTo(p.getLevel().name());
    assertThat(j.get("hardestTechnique").asText()).isEqualTo(p.getHardestTechnique().name());
    assertThat(j.get("rating").asDouble()).isEqualTo(p.getRating());
    assertThat(j.get("requestIndex").asInt()).isEqualTo(1);
    assertThat(j.get("createdAt").asText()).isEqualTo("2026-11-26T16:00:00.125Z");
    assertThat(j.get("svg").isNull()).isTrue();
    JsonNode first = j.get("techniqueCounts").get(0);
    assertThat(first.get("technique").asText())
        .isEqualTo(p.getTechniqueCounts().get(0).getTechnique().name());
    assertThat(first.get("count").asInt()).isEqualTo(p.getTechniqueCounts().get(0).getCount());
  }

  @Test
  void line_summary_printsReasonNameAndTimes() throws Exception {
    RequestOutcome o =
        new RequestOutcome(
            "req-1", 5, 5, StopReason.COMPLETED, T0, T0.plusSeconds(2), "c-9", "", T0);
    JsonNode j = json(new AvroOutput().summary(o));
    assertThat(j.get("requestId").asText()).isEqualTo("req-1");
    assertThat(j.get("reason").asText()).isEqualTo("COMPLETED");
    assertThat(j.get("produced").asInt()).isEqualTo(5);
    assertThat(j.get("correlationId").asText()).isEqualTo("c-9");
    assertThat(j.get("message").isNull()).isTrue();
    assertThat(j.get("finishedAt").asText()).isEqualTo("2026-11-26T16:00:02.125Z");
  }

  @Test
  void line_deadLetter_printsOriginalBytesAsBase64() throws Exception {
    DeadLetter d =
        DeadLetter.newBuilder()
            .setTopic("sudoku.generation-requests")
            .setPartition(0)
            .setOffset(12)
            .setKey(ByteBuffer.wrap("req-7".getBytes(StandardCharsets.UTF_8)))
            .setValue(ByteBuffer.wrap(new byte[] {(byte) 0xC3, 0x01, 0x00}))
            .setErrorClass("UndecodableRecordException")
            .setErrorMessage("3 bytes")
            .setFailedAt(T0)
            .build();
    byte[] bytes =
        Topics.DEAD_LETTERS.valueSerde().serializer().serialize(Topics.DEAD_LETTERS.name(), d);
    JsonNode j = json(bytes);
    assertThat(j.get("key").asText()).isEqualTo("cmVxLTc=");
    assertThat(j.get("value").asText()).isEqualTo("wwEA");
    assertThat(j.get("offset").asLong()).isEqualTo(12);
    assertThat(j.get("failedAt").asText()).isEqualTo("2026-11-26T16:00:00.125Z");
  }

  @Test
  void line_jsonValue_printsItCompactedOnOneLine() throws Exception {
    byte[] value = "{\n  \"id\" : \"r/0\",\n  \"clues\" : 25\n}".getBytes(StandardCharsets.UTF_8);
    assertThat(new String(formatter.line(record(value)), StandardCharsets.UTF_8))
        .isEqualTo("{\"id\":\"r/0\",\"clues\":25}");
  }

  @Test
  void line_nullValue_printsNull() {
    assertThat(formatter.line(record(null))).isEqualTo("null".getBytes(StandardCharsets.UTF_8));
  }

  @Test
  void line_plainText_printsBadHeaderErrorWithCoordinates() throws Exception {
    JsonNode j = json("hello".getBytes(StandardCharsets.UTF_8));
    assertThat(j.get("error").asText()).isEqualTo("BAD_HEADER");
    assertThat(j.get("topic").asText()).isEqualTo("sudoku.puzzles");
    assertThat(j.get("partition").asInt()).isEqualTo(2);
    assertThat(j.get("offset").asLong()).isEqualTo(41);
    assertThat(j.get("size").asInt()).isEqualTo(5);
  }

  @Test
  void line_unknownFingerprint_printsUnknownSchemaErrorNamingIt() throws Exception {
    byte[] value = {(byte) 0xC3, 0x01, 1, 2, 3, 4, 5, 6, 7, (byte) 0x88, 0};
    JsonNode j = json(value);
    assertThat(j.get("error").asText()).isEqualTo("UNKNOWN_SCHEMA");
    assertThat(j.get("message").asText()).contains("8807060504030201");
  }

  @Test
  void line_truncatedPuzzle_printsMalformedBodyError() throws Exception {
    byte[] whole = new AvroOutput().puzzle(puzzle());
    JsonNode j = json(Arrays.copyOf(whole, whole.length - 20));
    assertThat(j.get("error").asText()).isEqualTo("MALFORMED_BODY");
    assertThat(j.get("message").asText()).contains("Puzzle");
  }

  @Test
  void line_brokenJson_printsNotJsonError() throws Exception {
    JsonNode j = json("{\"id\": ".getBytes(StandardCharsets.UTF_8));
    assertThat(j.get("error").asText()).isEqualTo("NOT_JSON");
    JsonNode k = json("{\"a\":1} {\"b\":2}".getBytes(StandardCharsets.UTF_8));
    assertThat(k.get("error").asText()).isEqualTo("NOT_JSON");
  }

  @Test
  void writeTo_twoRecords_printsTwoLines() {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    PrintStream print = new PrintStream(out, true, StandardCharsets.UTF_8);
    formatter.writeTo(record(new AvroOutput().puzzle(puzzle())), print);
    formatter.writeTo(record(new byte[] {1}), print);
    String[] lines = out.toString(StandardCharsets.UTF_8).split(System.lineSeparator());
    assertThat(lines).hasSize(2);
    assertThat(lines[0]).startsWith("{\"id\":\"req-1/1\"");
    assertThat(lines[1]).startsWith("{\"error\":\"BAD_HEADER\"");
  }
}
