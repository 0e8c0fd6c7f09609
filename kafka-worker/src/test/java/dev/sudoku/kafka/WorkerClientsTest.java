package dev.sudoku.kafka;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.Map;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.junit.jupiter.api.Test;

class WorkerClientsTest {

  private static WorkerConfig config(Map<String, String> values) {
    Map<String, String> all = new HashMap<>(values);
    all.put(WorkerConfig.BOOTSTRAP_SERVERS, "127.0.0.1:9092");
    all.putIfAbsent(WorkerConfig.INSTANCE_ID, "w1");
    return WorkerConfig.of(all);
  }

  private static Map<String, Object> producer(Map<String, String> values) {
    return WorkerClients.producerProps(config(values));
  }

  @Test
  void producerProps_noLingerConfigured_sendsEachBatchAtOnce() {
    // Was 5 ms: a 1-puzzle request's batch then waited through the blocking
    // sendOffsetsToTransaction and left only at commitTransaction, one more round trip in series.
    assertThat(producer(Map.of())).containsEntry(ProducerConfig.LINGER_MS_CONFIG, "0");
  }

  @Test
  void producerProps_lingerConfigured_kept() {
    assertThat(producer(Map.of(WorkerConfig.PRODUCER_PREFIX + "linger.ms", "20")))
        .containsEntry(ProducerConfig.LINGER_MS_CONFIG, "20");
  }

  @Test
  void producerProps_always_transactionalIdempotentAndAcksAll() {
    Map<String, Object> p = producer(Map.of(WorkerConfig.INSTANCE_ID, "w7"));
    assertThat(p)
        .containsEntry(ProducerConfig.ENABLE_IDEMPOTENCE_CONFIG, "true")
        .containsEntry(ProducerConfig.ACKS_CONFIG, "all")
        .containsEntry(
            ProducerConfig.TRANSACTIONAL_ID_CONFIG,
            WorkerClients.transactionalId(config(Map.of(WorkerConfig.INSTANCE_ID, "w7"))));
    assertThat(p.get(ProducerConfig.TRANSACTIONAL_ID_CONFIG).toString()).endsWith("-w7");
  }
}
