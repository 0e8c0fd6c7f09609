package dev.sudoku.kafka;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.apache.avro.Schema;
import org.apache.avro.generic.GenericData;
import org.apache.avro.generic.GenericRecord;
import org.junit.jupiter.api.Test;

class RecordJsonTest {

  private static final Schema SCHEMA =
      new Schema.Parser()
          .parse(
              """
              {"type": "record", "name": "R", "fields": [
                {"name": "at", "type": {"type": "long", "logicalType": "timestamp-millis"}},
                {"name": "maybeAt", "type": ["null", {"type": "long", "logicalType": "timestamp-millis"}]},
                {"name": "plain", "type": "long"},
                {"name": "ratio", "type": "float"},
                {"name": "tags", "type": {"type": "map", "values": "int"}},
                {"name": "hash", "type": {"type": "fixed", "name": "H", "size": 2}},
                {"name": "data", "type": "bytes"},
                {"name": "kind", "type": {"type": "enum", "name": "K", "symbols": ["A", "B"]}},
                {"name": "list", "type": {"type": "array", "items": "string"}},
                {"name": "text", "type": "string"}
              ]}
              """);

  private static GenericRecord sample() {
    GenericRecord r = new GenericData.Record(SCHEMA);
    r.put("at", 1_764_172_800_000L);
    r.put("maybeAt", 0L);
    r.put("plain", 7L);
    r.put("ratio", 0.5f);
    r.put("tags", Map.of("x", 1));
    r.put("hash", new GenericData.Fixed(SCHEMA.getField("hash").schema(), new byte[] {1, 2}));
    r.put("data", ByteBuffer.wrap(new byte[] {(byte) 0xFF}));
    r.put("kind", new GenericData.EnumSymbol(SCHEMA.getField("kind").schema(), "B"));
    r.put("list", List.of("a", "b"));
    r.put("text", "quote \" and\nline");
    return r;
  }

  @Test
  void bytes_genericRecord_rawTimestampsBecomeIsoAndOtherLongsStayNumbers() {
    assertThat(new String(RecordJson.bytes(sample()), StandardCharsets.UTF_8))
        .isEqualTo(
            "{\"at\":\"2025-11-26T16:00:00Z\",\"maybeAt\":\"1970-01-01T00:00:00Z\",\"plain\":7,"
                + "\"ratio\":0.5,\"tags\":{\"x\":1},\"hash\":\"AQI=\",\"data\":\"/w==\","
                + "\"kind\":\"B\",\"list\":[\"a\",\"b\"],\"text\":\"quote \\\" and\\nline\"}");
  }

  @Test
  void bytes_valueOfAnUnknownKind_failsNamingItsClass() {
    GenericRecord r = sample();
    r.put("text", new Object());
    assertThatThrownBy(() -> RecordJson.bytes(r))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("java.lang.Object");
  }
}
