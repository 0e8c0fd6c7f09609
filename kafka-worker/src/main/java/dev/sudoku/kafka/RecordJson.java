package dev.sudoku.kafka;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.time.Instant;
import java.util.Base64;
import java.util.Collection;
import java.util.Map;
import org.apache.avro.Schema;
import org.apache.avro.generic.GenericContainer;
import org.apache.avro.generic.GenericEnumSymbol;
import org.apache.avro.generic.GenericFixed;
import org.apache.avro.generic.IndexedRecord;

/**
 * One Avro record of the feed as one line of plain JSON, for people and for consumers without Avro:
 * what {@link JsonLineFormatter} prints and what the worker publishes with {@code
 * worker.output.format=json}, so both read the same.
 *
 * <p>Mapping (not Avro's own JSON encoding, which tags every union branch as {@code {"string":
 * "..."}} and writes bytes as ISO-8859-1 text): a record is an object with the schema's field names
 * in schema order; an enum is its symbol's name; a union is its value alone, {@code null} included;
 * a grid is the 81-character string it already is; a {@code timestamp-millis} value is an ISO-8601
 * instant ({@code 2026-11-26T16:00:00.123Z}); bytes and fixed are Base64 (RFC 4648, with padding);
 * arrays and maps are arrays and objects. Works on specific and generic records alike. Thread-safe.
 */
final class RecordJson {

  private static final JsonFactory JSON = new JsonFactory();

  private RecordJson() {}

  /** {@code record} as UTF-8 JSON bytes without a line break. */
  static byte[] bytes(IndexedRecord record) {
    ByteArrayOutputStream out = new ByteArrayOutputStream(512);
    try (JsonGenerator g = JSON.createGenerator(out)) {
      write(g, record);
    } catch (IOException e) {
      throw new UncheckedIOException(e); // an in-memory stream does not fail
    }
    return out.toByteArray();
  }

  /** Writes {@code value} (a record, its field values, or null) to {@code g}. */
  static void write(JsonGenerator g, Object value) throws IOException {
    if (value == null) {
      g.writeNull();
    } else if (value instanceof IndexedRecord r) {
      g.writeStartObject();
      for (Schema.Field f : r.getSchema().getFields()) {
        g.writeFieldName(f.name());
        write(g, timestamp(f.schema(), r.get(f.pos())));
      }
      g.writeEndObject();
    } else if (value instanceof CharSequence || value instanceof Enum<?>) {
      g.writeString(value.toString());
    } else if (value instanceof GenericEnumSymbol<?> s) {
      g.writeString(s.toString());
    } else if (value instanceof Instant t) {
      g.writeString(t.toString());
    } else if (value instanceof Integer i) {
      g.writeNumber(i);
    } else if (value instanceof Long l) {
      g.writeNumber(l);
    } else if (value instanceof Double d) {
      g.writeNumber(d);
    } else if (value instanceof Float f) {
      g.writeNumber(f);
    } else if (value instanceof Boolean b) {
      g.writeBoolean(b);
    } else if (value instanceof ByteBuffer b) {
      ByteBuffer copy = b.duplicate();
      byte[] raw = new byte[copy.remaining()];
      copy.get(raw);
      g.writeString(Base64.getEncoder().encodeToString(raw));
    } else if (value instanceof GenericFixed f) {
      g.writeString(Base64.getEncoder().encodeToString(f.bytes()));
    } else if (value instanceof Collection<?> c) {
      g.writeStartArray();
      for (Object o : c) {
        write(g, o);
      }
      g.writeEndArray();
    } else if (value instanceof Map<?, ?> m) {
      g.writeStartObject();
      for (Map.Entry<?, ?> e : m.entrySet()) {
        g.writeFieldName(e.getKey().toString());
        write(g, e.getValue());
      }
      g.writeEndObject();
    } else if (value instanceof GenericContainer c) {
      throw new IllegalArgumentException("no JSON form for Avro " + c.getSchema().getType());
    } else {
      throw new IllegalArgumentException("no JSON form for " + value.getClass().getName());
    }
  }

  /**
   * A {@code timestamp-millis} long as an {@link Instant}: generic records (and specific classes
   * built without conversions) hold the raw epoch milliseconds.
   */
  private static Object timestamp(Schema schema, Object value) {
    if (!(value instanceof Long millis)) {
      return value;
    }
    Schema s = schema;
    if (s.getType() == Schema.Type.UNION) {
      for (Schema branch : s.getTypes()) {
        if (branch.getType() == Schema.Type.LONG) {
          s = branch;
        }
      }
    }
    return s.getLogicalType() != null && "timestamp-millis".equals(s.getLogicalType().getName())
        ? Instant.ofEpochMilli(millis)
        : value;
  }
}
