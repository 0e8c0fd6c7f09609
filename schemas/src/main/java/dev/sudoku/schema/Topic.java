package dev.sudoku.schema;

import java.util.Objects;
import org.apache.kafka.common.serialization.Serde;

/**
 * One Kafka topic of the pipeline: its name and the serdes of its keys and values, so producers and
 * consumers cannot disagree on either.
 *
 * @param name the topic name
 * @param keySerde serde of record keys
 * @param valueSerde serde of record values
 * @param <K> key type
 * @param <V> value type
 */
public record Topic<K, V>(String name, Serde<K> keySerde, Serde<V> valueSerde) {

  /** Checks that nothing is null and the name is a legal Kafka topic name. */
  public Topic {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(keySerde, "keySerde");
    Objects.requireNonNull(valueSerde, "valueSerde");
    if (!name.matches("[a-zA-Z0-9._-]{1,249}")) {
      throw new IllegalArgumentException("not a legal Kafka topic name: '" + name + "'");
    }
  }

  /**
   * Same serdes under another name (e.g. a per-environment prefix or a request's replyTo topic).
   */
  public Topic<K, V> withName(String otherName) {
    return new Topic<>(otherName, keySerde, valueSerde);
  }
}
