package dev.sudoku.schema;

import dev.sudoku.schema.UndecodableRecordException.Reason;
import java.io.IOException;
import org.apache.avro.Schema;
import org.apache.avro.SchemaCompatibility;
import org.apache.avro.SchemaNormalization;
import org.apache.avro.io.BinaryDecoder;
import org.apache.avro.io.DecoderFactory;
import org.apache.avro.message.BinaryMessageDecoder;
import org.apache.avro.message.SchemaStore;
import org.apache.avro.specific.SpecificData;
import org.apache.avro.specific.SpecificRecord;
import org.apache.kafka.common.serialization.Deserializer;

/**
 * Reads a generated record from Avro single-object encoding, resolving the writer schema named by
 * the fingerprint against the current (reader) schema, so records written with an earlier version
 * decode into today's class (fields added since then take their defaults, enum symbols the reader
 * does not know become the enum's default).
 *
 * <p>Writer schemas it resolves: the current one and those of the {@link SchemaHistory} given, held
 * in a {@link SchemaStore.Cache} that Avro's {@link BinaryMessageDecoder} consults.
 *
 * <p>Bytes are checked in two passes. The first ({@link BodyCheck}) walks the body with the writer
 * schema without allocating anything: it rejects truncated or corrupt bodies, bodies with bytes
 * left over, and values over the {@link DecodeLimits} (the whole value, each string, bytes field
 * and collection). Only then does Avro decode for real. Without the first pass a forged length
 * prefix (a string "of 1 GB" in a 30-byte record) makes Avro allocate that much before it notices
 * the input is short, and a genuine 900 KB string in a request would be decoded in full; after it,
 * every length is known to fit in the input and in the limits.
 *
 * <p>Anything it cannot decode raises {@link UndecodableRecordException} with a {@link Reason}; it
 * never returns a partial record. Not checked: a body that happens to decode (right fingerprint,
 * corrupt characters) is returned as decoded, so consumers still validate values (81-character
 * grids, counts).
 *
 * <p>Constructing one installs {@link TrustedClasses}, which Avro 1.12.2 needs before it
 * instantiates generated classes. Thread-safe. {@code null} bytes deserialise to {@code null}.
 *
 * @param <T> the generated record class
 */
public final class AvroDeserializer<T extends SpecificRecord> implements Deserializer<T> {

  /** Single-object encoding: 2 marker bytes, 8 fingerprint bytes. */
  private static final int HEADER_LENGTH = 10;

  private final String typeName;
  private final Schema current;
  private final long currentFingerprint;
  private final SchemaStore.Cache store = new SchemaStore.Cache();
  private final BinaryMessageDecoder<T> decoder;
  private final DecodeLimits limits;
  private final BodyCheck check;

  /**
   * A deserializer for {@code type} that knows the current schema and {@code history}, with {@code
   * limits}.
   *
   * @throws IllegalArgumentException if the current schema cannot read one of the earlier versions
   *     (caught here, at start-up, rather than record by record)
   */
  public AvroDeserializer(Class<T> type, SchemaHistory history, DecodeLimits limits) {
    TrustedClasses.install();
    this.limits = limits;
    this.check = new BodyCheck(limits);
    this.current = Contracts.schemaOf(type);
    this.typeName = current.getFullName();
    this.currentFingerprint = SchemaNormalization.parsingFingerprint64(current);
    for (Schema writer : history.versionsOf(typeName)) {
      SchemaCompatibility.SchemaPairCompatibility check =
          SchemaCompatibility.checkReaderWriterCompatibility(current, writer);
      if (check.getType() != SchemaCompatibility.SchemaCompatibilityType.COMPATIBLE) {
        throw new IllegalArgumentException(
            "current "
                + typeName
                + " cannot read an earlier version in the history: "
                + check.getDescription());
      }
      store.addSchema(writer);
    }
    // Knows the current schema itself and asks the store for any other fingerprint.
    this.decoder = new BinaryMessageDecoder<>(SpecificData.getForClass(type), current, store);
  }

  /**
   * A deserializer for {@code type} that knows the current schema and {@code history}, with the
   * {@link DecodeLimits#DEFAULT} limits.
   */
  public AvroDeserializer(Class<T> type, SchemaHistory history) {
    this(type, history, DecodeLimits.DEFAULT);
  }

  /** A deserializer for {@code type} that knows the current schema and the bundled history. */
  public AvroDeserializer(Class<T> type) {
    this(type, SchemaHistory.bundled());
  }

  /** The bounds this deserializer enforces. */
  public DecodeLimits limits() {
    return limits;
  }

  @Override
  public T deserialize(String topic, byte[] data) {
    if (data == null) {
      return null;
    }
    if (data.length < HEADER_LENGTH || data[0] != (byte) 0xC3 || data[1] != (byte) 0x01) {
      throw new UndecodableRecordException(
          Reason.BAD_HEADER,
          topic,
          data.length
              + " bytes not starting with the single-object marker C3 01 and an 8-byte fingerprint",
          null);
    }
    if (data.length > limits.maxRecordBytes()) {
      throw new UndecodableRecordException(
          Reason.LIMIT_EXCEEDED,
          topic,
          data.length + " bytes, over the limit of " + limits.maxRecordBytes() + " bytes a record",
          null);
    }
    long fingerprint = fingerprint(data);
    Schema writer =
        fingerprint == currentFingerprint ? current : store.findByFingerprint(fingerprint);
    if (writer == null) {
      throw new UndecodableRecordException(
          Reason.UNKNOWN_SCHEMA,
          topic,
          String.format(
              "no known %s schema has fingerprint %016x (a newer writer, or another record type)",
              typeName, fingerprint),
          null);
    }
    checkBody(topic, data, writer);
    try {
      return decoder.decode(data, null);
    } catch (IOException | RuntimeException e) {
      if (causedByClassPolicy(e)) {
        // Not bad input but a deployment error (the JVM's Avro class policy was replaced after we
        // installed ours): dead-lettering would hide it behind every record.
        throw e instanceof RuntimeException ? (RuntimeException) e : new IllegalStateException(e);
      }
      // The first pass accepted the body; a failure here is a resolution problem, still not a
      // record.
      throw new UndecodableRecordException(
          Reason.MALFORMED_BODY, topic, "does not decode as " + typeName + ": " + e, e);
    }
  }

  /** First pass: walks the body with the writer schema without allocating values. */
  private void checkBody(String topic, byte[] data, Schema writer) {
    BinaryDecoder body =
        DecoderFactory.get().binaryDecoder(data, HEADER_LENGTH, data.length - HEADER_LENGTH, null);
    try {
      check.walk(writer, body);
      if (!body.isEnd()) {
        throw new UndecodableRecordException(
            Reason.TRAILING_BYTES,
            topic,
            "bytes left after a complete " + typeName + " in " + data.length + " bytes",
            null);
      }
    } catch (BodyCheck.LimitExceeded e) {
      throw new UndecodableRecordException(
          Reason.LIMIT_EXCEEDED, topic, typeName + " with a " + e.getMessage(), null);
    } catch (IOException | RuntimeException e) {
      if (e instanceof UndecodableRecordException) {
        throw (UndecodableRecordException) e;
      }
      throw new UndecodableRecordException(
          Reason.MALFORMED_BODY,
          topic,
          data.length + " bytes do not hold a " + typeName + " body (truncated or corrupt): " + e,
          e);
    }
  }

  private static boolean causedByClassPolicy(Throwable e) {
    for (Throwable t = e; t != null; t = t.getCause()) {
      if (t instanceof SecurityException) {
        return true;
      }
    }
    return false;
  }

  /** The 8-byte little-endian fingerprint after the marker. */
  private static long fingerprint(byte[] data) {
    long fingerprint = 0;
    for (int i = HEADER_LENGTH - 1; i >= 2; i--) {
      fingerprint = (fingerprint << 8) | (data[i] & 0xFF);
    }
    return fingerprint;
  }
}
