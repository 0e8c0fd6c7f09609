package dev.sudoku.kafka;

import java.time.Duration;
import java.util.Map;
import org.apache.kafka.clients.producer.ProducerConfig;

/**
 * The producer's timeouts, derived from {@code worker.transaction.timeout.ms} and checked against
 * it at start.
 *
 * <p>{@code transaction.timeout.ms} is how long the coordinator lets a transaction stay open before
 * it aborts it (bumping the producer epoch). The worker survives that at any value: a transaction
 * open across a broker outage longer than the timeout is aborted when the broker is back, the
 * worker sees the epoch bump as such ({@link TransactionFailure}), replaces its producer and redoes
 * the work from its committed state. What the value does decide:
 *
 * <ul>
 *   <li>how long a crashed instance's open transaction hides later records from {@code
 *       read_committed} readers and holds its partitions' offsets (unless the same instance id
 *       comes back first: its {@code initTransactions} aborts it at once);
 *   <li>that no produce request of a transaction can still be retried after the coordinator may
 *       have aborted it. A late retry is refused by brokers that verify transactions (KIP-890), but
 *       on a broker without that check it starts a transaction no coordinator knows, which hides
 *       everything after it from {@code read_committed} readers until an operator aborts it. So
 *       {@code delivery.timeout.ms} (how long the producer retries a record) must not exceed the
 *       transaction timeout. The worker defaults it to the transaction timeout and {@code
 *       request.timeout.ms} to half of it (at most Kafka's 30 s), and refuses explicit values that
 *       break the rule or Kafka's own {@code delivery.timeout.ms >= linger.ms +
 *       request.timeout.ms}.
 * </ul>
 *
 * @param transactionTimeoutMs {@code transaction.timeout.ms}
 * @param deliveryTimeoutMs the producer's {@code delivery.timeout.ms}
 * @param requestTimeoutMs the producer's {@code request.timeout.ms}
 */
record TransactionTiming(long transactionTimeoutMs, long deliveryTimeoutMs, long requestTimeoutMs) {

  /**
   * A broker restart's usual length (log recovery, registration, leader elections): a shorter
   * transaction timeout is accepted but warned about, see {@link HangingTransactions}.
   */
  static final long OUTAGE_MS = 30_000;

  /** Shortest transaction timeout accepted. */
  static final long MIN_TRANSACTION_TIMEOUT_MS = 1000;

  private static final long KAFKA_REQUEST_TIMEOUT_MS = 30_000;

  /**
   * @throws IllegalArgumentException naming the keys when the timeouts contradict each other
   */
  static TransactionTiming from(WorkerConfig config) {
    long t = config.number(WorkerConfig.TRANSACTION_TIMEOUT_MS, MIN_TRANSACTION_TIMEOUT_MS);
    long linger = config.producerNumber(ProducerConfig.LINGER_MS_CONFIG, WorkerClients.LINGER_MS);
    long request =
        config.producerNumber(
            ProducerConfig.REQUEST_TIMEOUT_MS_CONFIG, Math.min(KAFKA_REQUEST_TIMEOUT_MS, t / 2));
    long delivery = config.producerNumber(ProducerConfig.DELIVERY_TIMEOUT_MS_CONFIG, t);
    if (delivery > t) {
      throw new IllegalArgumentException(
          WorkerConfig.PRODUCER_PREFIX
              + ProducerConfig.DELIVERY_TIMEOUT_MS_CONFIG
              + " ("
              + delivery
              + ") must not exceed "
              + WorkerConfig.TRANSACTION_TIMEOUT_MS
              + " ("
              + t
              + "): a record could be retried after its transaction was aborted (docs/kafka.md)");
    }
    if (linger + request > delivery) {
      throw new IllegalArgumentException(
          WorkerConfig.PRODUCER_PREFIX
              + "linger.ms + request.timeout.ms ("
              + linger
              + " + "
              + request
              + ") must not exceed the delivery timeout ("
              + delivery
              + ", at most "
              + WorkerConfig.TRANSACTION_TIMEOUT_MS
              + ")");
    }
    return new TransactionTiming(t, delivery, request);
  }

  Duration transactionTimeout() {
    return Duration.ofMillis(transactionTimeoutMs);
  }

  /** Sets the three timeouts in the producer's properties. */
  void apply(Map<String, Object> producerProps) {
    producerProps.put(
        ProducerConfig.TRANSACTION_TIMEOUT_CONFIG, Long.toString(transactionTimeoutMs));
    producerProps.put(ProducerConfig.DELIVERY_TIMEOUT_MS_CONFIG, Long.toString(deliveryTimeoutMs));
    producerProps.put(ProducerConfig.REQUEST_TIMEOUT_MS_CONFIG, Long.toString(requestTimeoutMs));
  }
}
