package dev.sudoku.schema;

import dev.sudoku.schema.UndecodableRecordException.Reason;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.List;
import org.apache.avro.Schema;
import org.apache.avro.message.BadHeaderException;
import org.apache.avro.message.BinaryMessageDecoder;
import org.apache.avro.message.MissingSchemaException;
import org.apache.avro.message.SchemaStore;
import org.apache.avro.specific.SpecificData;
import org.apache.avro.specific.SpecificRecord;
import org.apache.kafka.common.serialization.Deserializer;

/**
 * Reads a generated record from Avro single-object encoding, resolving the writer schema named by
 * the fingerprint against the current (reader) schema, so records written with an earlier
 * version decode into today's class (fields added since then take their defaults, enum symbols
 * the reader does not know become the enum's default).
 *
 * <p>Writer schemas it can resolve: the current one and those in the {@link SchemaHistory} given
 * (held in a {@link SchemaStore.Cache}). Anything it cannot decode raises
 * {@link UndecodableRecordException} with a {@link Reason}; it never returns a partial record.
 * What it does not check: a body that happens to decode (right fingerprint, corrupt strings) is
 * returned as decoded, so consumers still validate values (81-character grids, counts).
 *
 * <p>Constructing one installs {@link TrustedClasses}, which Avro 1.12.2 needs before it
 * instantiates generated classes. Thread-safe. {@code null} bytes deserialise to {@code null}.
 *
 * @param <T> the generated record class
 */
public final class AvroDeserializer<T extends SpecificRecord> implements Deserializer<T> {

  private final String typeName;
  private final BinaryMessageDecoder<T> decoder;

  /** A deserializer for {@code type} that knows the current schema and {@code history}. */
  public AvroDeserializer(Class<T> type, SchemaHistory history) {
    TrustedClasses.install();
    Schema current = Contracts.schemaOf(type);
    this.typeName = current.getFullName();
    SchemaStore.Cache store = new SchemaStore.Cache();
    List<Schema> earlier = history.versionsOf(typeName);
    for (Schema writer : earlier) {
      store.addSchema(writer);
    }
    // The decoder knows the current schema itself and asks the store for any other fingerprint.
    this.decoder = new BinaryMessageDecoder<>(SpecificData.getForClass(type), current, store);
  }

  /** A deserializer for {@code type} that knows the current schema and the bundled history. */
  public AvroDeserializer(Class<T> type) {
    this(type, SchemaHistory.bundled());
  }

  @Override
  public T deserialize(String topic, byte[] data) {
    if (data == null) {
      return null;
    }
    ByteArrayInputStream in = new ByteArrayInputStream(data);
    T value;
    try {
      value = decoder.decode(in, null);
    } catch (BadHeaderException e) {
      throw new UndecodableRecordException(
          Reason.BAD_HEADER, topic, describe(data) + " is not Avro single-object encoding (" + e.getMessage() + ")", e);
    } catch (MissingSchemaException e) {
      throw new UndecodableRecordException(
          Reason.UNKNOWN_SCHEMA,
          topic,
          "no known " + typeName + " schema has fingerprint " + fingerprintHex(data)
              + " (a newer writer, or another record type)",
          e);
    } catch (SecurityException e) {
      // Not bad input: the JVM's Avro class policy was replaced after we installed ours.
      throw e;
    } catch (IOException | RuntimeException e) {
      throw new UndecodableRecordException(
          Reason.MALFORMED_BODY, topic, describe(data) + " does not decode as " + typeName + ": " + e, e);
    }
    if (in.available() > 0) {
      throw new UndecodableRecordException(
          Reason.TRAILING_BYTES,
          topic,
          in.available() + " bytes left after a complete " + typeName + " in " + describe(data),
          null);
    }
    return value;
  }

  private static String describe(byte[] data) {
    return data.length + " bytes";
  }

  private static String fingerprintHex(byte[] data) {
    if (data.length < 10) {
      return "(none)";
    }
    long fingerprint = 0;
    for (int i = 9; i >= 2; i--) {
      fingerprint = (fingerprint << 8) | (data[i] & 0xFF);
    }
    return String.format("%016x", fingerprint);
  }
}
