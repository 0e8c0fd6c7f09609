package dev.sudoku.schema;

import org.apache.avro.specific.SpecificRecord;
import org.apache.kafka.common.serialization.Deserializer;
import org.apache.kafka.common.serialization.Serde;
import org.apache.kafka.common.serialization.Serializer;

/**
 * Kafka {@link Serde} for one generated record class in Avro single-object encoding, without a
 * schema registry: {@link AvroSerializer} writes with the current schema, {@link AvroDeserializer}
 * reads the current and every earlier schema of the given {@link SchemaHistory}.
 *
 * <p>Usable directly in producer/consumer properties through {@link #serializer()} and {@link
 * #deserializer()}, or in Kafka Streams. Thread-safe.
 *
 * @param <T> the generated record class
 */
public final class AvroSerde<T extends SpecificRecord> implements Serde<T> {

  private final Class<T> type;
  private final AvroSerializer<T> serializer;
  private final AvroDeserializer<T> deserializer;

  private AvroSerde(Class<T> type, SchemaHistory history) {
    this.type = type;
    this.serializer = new AvroSerializer<>(type);
    this.deserializer = new AvroDeserializer<>(type, history);
  }

  /** Serde for {@code type} reading the current schema and the history bundled in this jar. */
  public static <T extends SpecificRecord> AvroSerde<T> of(Class<T> type) {
    return new AvroSerde<>(type, SchemaHistory.bundled());
  }

  /**
   * Serde for {@code type} reading the current schema and the earlier versions in {@code history}.
   */
  public static <T extends SpecificRecord> AvroSerde<T> of(Class<T> type, SchemaHistory history) {
    return new AvroSerde<>(type, history);
  }

  /** The generated class this serde reads and writes. */
  public Class<T> type() {
    return type;
  }

  @Override
  public Serializer<T> serializer() {
    return serializer;
  }

  @Override
  public Deserializer<T> deserializer() {
    return deserializer;
  }
}
