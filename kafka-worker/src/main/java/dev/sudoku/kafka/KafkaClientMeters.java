package dev.sudoku.kafka;

import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Tags;
import io.micrometer.core.instrument.binder.kafka.KafkaClientMetrics;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.function.Supplier;
import org.apache.kafka.clients.consumer.Consumer;
import org.apache.kafka.clients.producer.Producer;

/**
 * The Kafka clients' own metrics (fetch and send rates, lag, request latencies, buffer use, ...) as
 * meters named {@code kafka.consumer.*} and {@code kafka.producer.*}, tagged with the client's
 * {@code client.id}: Micrometer's {@link KafkaClientMetrics} for the group consumer and for the
 * transactional producer. The producer is replaced after some failures ({@link ProducerSession}):
 * each new one is bound as it is made and the one it replaces unbound, so the meters always
 * describe the producer in use.
 *
 * <p>Meters read the clients' metrics when scraped, on the scraping thread (Kafka's metrics are
 * thread-safe); the binders look for metrics the clients added since (per broker, per topic) every
 * {@link #REFRESH} on one daemon thread shared by all of them. The polling thread pays nothing.
 */
final class KafkaClientMeters implements AutoCloseable {

  static final Duration REFRESH = Duration.ofSeconds(30);

  private final MeterRegistry registry;
  private final ScheduledExecutorService refresher;
  private final List<KafkaClientMetrics> bound = new ArrayList<>();
  private KafkaClientMetrics producerBinder;

  KafkaClientMeters(MeterRegistry registry, String name) {
    this.registry = registry;
    this.refresher =
        Executors.newSingleThreadScheduledExecutor(
            r -> {
              Thread t = new Thread(r, name + "-kafka-meters");
              t.setDaemon(true);
              return t;
            });
  }

  /** Binds {@code consumer}'s metrics until {@link #close()}; returns it. */
  synchronized <K, V> Consumer<K, V> consumer(Consumer<K, V> consumer) {
    KafkaClientMetrics binder = new KafkaClientMetrics(consumer, Tags.empty(), refresher, REFRESH);
    binder.bindTo(registry);
    bound.add(binder);
    return consumer;
  }

  /**
   * {@code factory}, binding each producer it makes and unbinding the one made before (which the
   * caller is replacing).
   */
  <K, V> Supplier<Producer<K, V>> producers(Supplier<Producer<K, V>> factory) {
    return () -> {
      Producer<K, V> producer = factory.get();
      rebindProducer(new KafkaClientMetrics(producer, Tags.empty(), refresher, REFRESH));
      return producer;
    };
  }

  private synchronized void rebindProducer(KafkaClientMetrics binder) {
    if (producerBinder != null) {
      producerBinder.close();
    }
    binder.bindTo(registry);
    producerBinder = binder;
  }

  /** Unbinds every client (call before closing the clients) and stops the refresh thread. */
  @Override
  public synchronized void close() {
    refresher.shutdownNow();
    for (KafkaClientMetrics b : bound) {
      b.close();
    }
    bound.clear();
    if (producerBinder != null) {
      producerBinder.close();
      producerBinder = null;
    }
  }
}
