package dev.sudoku.kafka;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import dev.sudoku.schema.AvroDeserializer;
import dev.sudoku.schema.Contracts;
import dev.sudoku.schema.TrustedClasses;
import dev.sudoku.schema.UndecodableRecordException;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.apache.avro.specific.SpecificRecord;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.common.MessageFormatter;

/**
 * Prints each record of the feed as one line of JSON, for {@code kafka-console-consumer.sh
 * --formatter dev.sudoku.kafka.JsonLineFormatter} (command in docs/kafka.md).
 *
 * <p>Which record a value holds is read from its single-object header, not from the topic name, so
 * renamed topics and replyTo topics print the same way: the 8-byte fingerprint names the writer
 * schema, and every top-level record of the feed ({@link Contracts#RECORDS}: requests, puzzles,
 * graded puzzles, summaries, dead letters), in its current and every published earlier version, is
 * tried. The record is printed by {@link RecordJson} (field names, enum names, 81-character grids,
 * ISO-8601 times, Base64 bytes). A value that already is JSON (a worker running with {@code
 * worker.output.format=json}) is printed as it is, compacted to one line. A {@code null} value (a
 * tombstone) prints {@code null}.
 *
 * <p>Anything else prints one JSON object instead, never a stack trace, and the consumer goes on:
 * {@code {"error":"BAD_HEADER","message":"...","topic":"...","partition":0,"offset":7,"size":12}},
 * where {@code error} is an {@link UndecodableRecordException.Reason} or {@code NOT_JSON}.
 *
 * <p>Public with a public no-argument constructor because the console consumer instantiates it by
 * name. Not thread-safe (the console consumer calls it from one thread).
 */
public final class JsonLineFormatter implements MessageFormatter {

  private static final JsonFactory JSON = new JsonFactory();

  private final List<AvroDeserializer<?>> readers = new ArrayList<>();

  /** A formatter that knows every record type of the feed. */
  public JsonLineFormatter() {
    TrustedClasses.install();
    for (Class<? extends SpecificRecord> type : Contracts.RECORDS) {
      readers.add(reader(type));
    }
  }

  private static <T extends SpecificRecord> AvroDeserializer<T> reader(Class<T> type) {
    return new AvroDeserializer<>(type);
  }

  @Override
  public void writeTo(ConsumerRecord<byte[], byte[]> record, PrintStream output) {
    byte[] line = line(record);
    output.write(line, 0, line.length);
    output.println();
  }

  /** The JSON line for {@code record}, without the line break. */
  byte[] line(ConsumerRecord<byte[], byte[]> record) {
    byte[] value = record.value();
    if (value == null) {
      return "null".getBytes(StandardCharsets.UTF_8);
    }
    if (value.length > 0 && value[0] == '{') {
      return compactJson(record);
    }
    UndecodableRecordException unknown = null;
    for (AvroDeserializer<?> reader : readers) {
      try {
        return RecordJson.bytes((SpecificRecord) reader.deserialize(record.topic(), value));
      } catch (UndecodableRecordException e) {
        if (e.reason() != UndecodableRecordException.Reason.UNKNOWN_SCHEMA) {
          return error(record, e.reason().name(), e.getMessage());
        }
        unknown = e;
      } catch (RuntimeException e) {
        return error(record, "MALFORMED_BODY", e.toString());
      }
    }
    return error(
        record,
        UndecodableRecordException.Reason.UNKNOWN_SCHEMA.name(),
        unknown == null ? "no record type known" : fingerprintMessage(value));
  }

  private static String fingerprintMessage(byte[] value) {
    StringBuilder hex = new StringBuilder();
    for (int i = 9; i >= 2; i--) {
      hex.append(String.format("%02x", value[i] & 0xFF));
    }
    return "no record of the feed has a schema with fingerprint "
        + hex
        + " (a newer writer, or a record that is not ours)";
  }

  /** A JSON value re-emitted on one line, or an error object when it is not one JSON object. */
  private static byte[] compactJson(ConsumerRecord<byte[], byte[]> record) {
    ByteArrayOutputStream out = new ByteArrayOutputStream(record.value().length);
    try (JsonParser p = JSON.createParser(record.value());
        JsonGenerator g = JSON.createGenerator(out)) {
      if (p.nextToken() != JsonToken.START_OBJECT) {
        return error(record, "NOT_JSON", "not a JSON object");
      }
      g.copyCurrentStructure(p);
      if (p.nextToken() != null) {
        return error(record, "NOT_JSON", "bytes left after a complete JSON object");
      }
      g.flush();
      return out.toByteArray();
    } catch (IOException e) {
      return error(record, "NOT_JSON", OneLine.of(e.getMessage()));
    }
  }

  private static byte[] error(ConsumerRecord<byte[], byte[]> record, String kind, String message) {
    ByteArrayOutputStream out = new ByteArrayOutputStream(256);
    try (JsonGenerator g = JSON.createGenerator(out)) {
      g.writeStartObject();
      g.writeStringField("error", kind);
      g.writeStringField("message", OneLine.of(message));
      g.writeStringField("topic", record.topic());
      g.writeNumberField("partition", record.partition());
      g.writeNumberField("offset", record.offset());
      g.writeNumberField("size", record.value().length);
      g.writeEndObject();
    } catch (IOException e) {
      throw new UncheckedIOException(e); // an in-memory stream does not fail
    }
    return out.toByteArray();
  }
}
