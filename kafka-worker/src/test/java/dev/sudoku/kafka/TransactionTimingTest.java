package dev.sudoku.kafka;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

class TransactionTimingTest {

  private static WorkerConfig timeout(long ms) {
    return WorkerConfig.of(Map.of(WorkerConfig.TRANSACTION_TIMEOUT_MS, Long.toString(ms)));
  }

  private static WorkerConfig timeout(long ms, String producerKey, String value) {
    return WorkerConfig.of(
        Map.of(
            WorkerConfig.TRANSACTION_TIMEOUT_MS,
            Long.toString(ms),
            "kafka.producer." + producerKey,
            value));
  }

  @Test
  void from_defaults_deliveryIsTheTransactionTimeoutAndRequestHalfOfIt() {
    assertThat(TransactionTiming.from(timeout(60_000)))
        .isEqualTo(new TransactionTiming(60_000, 60_000, 30_000));
    assertThat(TransactionTiming.from(timeout(15_000)))
        .isEqualTo(new TransactionTiming(15_000, 15_000, 7_500));
  }

  @Test
  void from_deliveryLongerThanTheTransaction_isRefusedNamingBothKeys() {
    assertThatThrownBy(
            () -> TransactionTiming.from(timeout(15_000, "delivery.timeout.ms", "120000")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith(
            "kafka.producer.delivery.timeout.ms (120000) must not exceed"
                + " worker.transaction.timeout.ms (15000)");
  }

  @Test
  void from_requestAndLingerLongerThanDelivery_isRefused() {
    assertThatThrownBy(() -> TransactionTiming.from(timeout(15_000, "request.timeout.ms", "30000")))
        .hasMessageContaining("linger.ms + request.timeout.ms (0 + 30000)");
    assertThatThrownBy(() -> TransactionTiming.from(timeout(500)))
        .hasMessageContaining("must be at least 1000");
  }

  @Test
  void apply_setsTheThreeProducerTimeouts() {
    Map<String, Object> props = new HashMap<>();
    TransactionTiming.from(timeout(20_000)).apply(props);
    assertThat(props)
        .containsEntry("transaction.timeout.ms", "20000")
        .containsEntry("delivery.timeout.ms", "20000")
        .containsEntry("request.timeout.ms", "10000");
  }
}
