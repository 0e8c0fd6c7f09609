package dev.sudoku.kafka;

import static org.assertj.core.api.Assertions.assertThat;

import io.micrometer.core.instrument.Meter;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.Producer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.common.serialization.ByteArraySerializer;
import org.junit.jupiter.api.Test;

/** Real producers that never connect (nothing listens on their bootstrap address). */
class KafkaClientMetersTest {

  private final SimpleMeterRegistry registry = new SimpleMeterRegistry();
  private final List<Producer<byte[], byte[]>> made = new ArrayList<>();

  private Producer<byte[], byte[]> producer(String clientId) {
    Producer<byte[], byte[]> p =
        new KafkaProducer<>(
            Map.of(
                ProducerConfig.BOOTSTRAP_SERVERS_CONFIG,
                "localhost:1",
                ProducerConfig.CLIENT_ID_CONFIG,
                clientId),
            new ByteArraySerializer(),
            new ByteArraySerializer());
    made.add(p);
    return p;
  }

  private Set<String> producerClientIds() {
    Set<String> ids = new TreeSet<>();
    for (Meter m : registry.getMeters()) {
      if (m.getId().getName().startsWith("kafka.producer.")) {
        String id = m.getId().getTag("client.id");
        if (id != null) {
          ids.add(id);
        }
      }
    }
    return ids;
  }

  @Test
  void producers_replaced_metersFollowTheProducerInUse() {
    AtomicInteger n = new AtomicInteger();
    KafkaClientMeters meters = new KafkaClientMeters(registry, "t");
    try {
      Supplier<Producer<byte[], byte[]>> producers =
          meters.producers(() -> producer("p" + n.incrementAndGet()));
      producers.get();
      assertThat(producerClientIds()).containsExactly("p1");
      assertThat(registry.find("kafka.producer.record.send.total").tag("client.id", "p1").meter())
          .isNotNull();
      producers.get();
      assertThat(producerClientIds()).containsExactly("p2");
      meters.close();
      assertThat(producerClientIds()).isEmpty();
    } finally {
      meters.close();
      made.forEach(p -> p.close(Duration.ZERO));
    }
  }
}
