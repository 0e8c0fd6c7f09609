package dev.sudoku.schema;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import org.apache.avro.message.BinaryMessageEncoder;
import org.apache.avro.specific.SpecificData;
import org.apache.avro.specific.SpecificRecord;
import org.apache.kafka.common.errors.SerializationException;
import org.apache.kafka.common.serialization.Serializer;

/**
 * Writes a generated record in Avro single-object encoding: {@code C3 01}, the 8-byte little-endian
 * CRC-64-AVRO fingerprint of the writer schema, then the Avro binary body. The fingerprint lets a
 * reader pick the writer schema without a schema registry.
 *
 * <p>Constructing one installs {@link TrustedClasses}: Avro 1.12.2 loads generated enum classes by
 * name even when writing (to fill in defaults). Thread-safe (Avro keeps its buffers per thread).
 * {@code null} serialises to {@code null} (a Kafka tombstone).
 *
 * @param <T> the generated record class
 */
public final class AvroSerializer<T extends SpecificRecord> implements Serializer<T> {

  private final BinaryMessageEncoder<T> encoder;

  /** A serializer writing {@code type} with its current schema. */
  public AvroSerializer(Class<T> type) {
    TrustedClasses.install();
    this.encoder =
        new BinaryMessageEncoder<>(SpecificData.getForClass(type), Contracts.schemaOf(type));
  }

  @Override
  public byte[] serialize(String topic, T data) {
    if (data == null) {
      return null;
    }
    try {
      ByteBuffer buffer = encoder.encode(data);
      byte[] bytes = new byte[buffer.remaining()];
      buffer.get(bytes);
      return bytes;
    } catch (IOException e) {
      // Encoding to memory does not do I/O; this would be a bug, not bad input.
      throw new UncheckedIOException("cannot encode " + data.getSchema().getFullName(), e);
    } catch (RuntimeException e) {
      // Typically a required field left null: name it, as Kafka's send() would otherwise surface
      // a bare NullPointerException.
      throw new SerializationException(
          "cannot encode "
              + data.getSchema().getFullName()
              + " for topic "
              + topic
              + ": "
              + e.getMessage(),
          e);
    }
  }
}
