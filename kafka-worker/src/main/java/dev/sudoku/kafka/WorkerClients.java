package dev.sudoku.kafka;

import java.util.HashMap;
import java.util.Map;
import java.util.function.Supplier;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.AdminClientConfig;
import org.apache.kafka.clients.consumer.Consumer;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.Producer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.common.serialization.ByteArrayDeserializer;
import org.apache.kafka.common.serialization.ByteArraySerializer;

/**
 * The Kafka clients a worker uses, and the properties the real ones are built with; real clients in
 * production, mocks in unit tests. Every client id starts with the instance's {@code
 * transactional.id}, so the broker's logs and quotas tell the instances and their clients apart.
 *
 * @param consumer the group consumer of the requests topic ({@code read_committed})
 * @param producers makes the transactional producer, again whenever it must be replaced
 * @param progressReader a {@code read_committed} consumer without group (progress, stable offsets)
 * @param endReader a {@code read_uncommitted} consumer without group (high watermarks)
 * @param admin for hanging transactions ({@link HangingTransactions}), or null for none
 */
record WorkerClients(
    Consumer<byte[], byte[]> consumer,
    Supplier<Producer<byte[], byte[]>> producers,
    Consumer<byte[], byte[]> progressReader,
    Consumer<byte[], byte[]> endReader,
    Admin admin) {

  private static final int DEFAULT_MAX_REQUEST_SIZE = 1_048_576;

  /**
   * The producer's {@code linger.ms} unless configured: none. A transaction's records are sent in
   * one burst, so they fill their batches without lingering; a lingering batch of a small
   * transaction (a 1-puzzle request) would only leave at {@code commitTransaction}, after the
   * blocking {@code sendOffsetsToTransaction}, one more round trip in series on its latency (Kafka
   * 4's default is 5 ms). Sent at once, it is in flight while the offsets are.
   */
  static final long LINGER_MS = 0;

  /** One producer that is never replaced, one reader for both jobs, no admin (unit tests). */
  WorkerClients(
      Consumer<byte[], byte[]> consumer,
      Producer<byte[], byte[]> producer,
      Consumer<byte[], byte[]> progressReader) {
    this(consumer, () -> producer, progressReader, progressReader, null);
  }

  /** Real clients for {@code config}; nothing connects until they are used. */
  static WorkerClients real(WorkerConfig config) {
    return new WorkerClients(
        new KafkaConsumer<>(
            consumerProps(config), new ByteArrayDeserializer(), new ByteArrayDeserializer()),
        () ->
            new KafkaProducer<>(
                producerProps(config), new ByteArraySerializer(), new ByteArraySerializer()),
        new KafkaConsumer<>(
            readerProps(config, "read_committed", "-progress-reader"),
            new ByteArrayDeserializer(),
            new ByteArrayDeserializer()),
        new KafkaConsumer<>(
            readerProps(config, "read_uncommitted", "-end-reader"),
            new ByteArrayDeserializer(),
            new ByteArrayDeserializer()),
        Admin.create(adminProps(config)));
  }

  /**
   * The {@code transactional.id} of an instance: group id + instance id, stable across restarts.
   */
  static String transactionalId(WorkerConfig config) {
    return config.string(WorkerConfig.GROUP_ID) + "-" + config.string(WorkerConfig.INSTANCE_ID);
  }

  /** The producer's {@code max.request.size}: the largest record the worker may write. */
  static int maxRequestSize(WorkerConfig config) {
    return (int)
        Math.min(
            Integer.MAX_VALUE,
            config.producerNumber(
                ProducerConfig.MAX_REQUEST_SIZE_CONFIG, DEFAULT_MAX_REQUEST_SIZE));
  }

  private static Map<String, Object> consumerProps(WorkerConfig config) {
    Map<String, Object> p = new HashMap<>(config.clientSettings(WorkerConfig.CONSUMER_PREFIX));
    p.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, config.string(WorkerConfig.BOOTSTRAP_SERVERS));
    p.put(ConsumerConfig.GROUP_ID_CONFIG, config.string(WorkerConfig.GROUP_ID));
    p.put(ConsumerConfig.GROUP_PROTOCOL_CONFIG, config.string(WorkerConfig.GROUP_PROTOCOL));
    p.put(ConsumerConfig.CLIENT_ID_CONFIG, transactionalId(config) + "-consumer");
    p.put(ConsumerConfig.ISOLATION_LEVEL_CONFIG, "read_committed");
    p.put(ConsumerConfig.ENABLE_AUTO_COMMIT_CONFIG, "false");
    p.putIfAbsent(ConsumerConfig.AUTO_OFFSET_RESET_CONFIG, "earliest");
    p.putIfAbsent(ConsumerConfig.MAX_POLL_RECORDS_CONFIG, "500");
    return p;
  }

  private static Map<String, Object> readerProps(
      WorkerConfig config, String isolation, String clientSuffix) {
    Map<String, Object> p = new HashMap<>(config.clientSettings(WorkerConfig.CONSUMER_PREFIX));
    p.remove(ConsumerConfig.GROUP_ID_CONFIG);
    p.remove(ConsumerConfig.GROUP_PROTOCOL_CONFIG);
    p.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, config.string(WorkerConfig.BOOTSTRAP_SERVERS));
    p.put(ConsumerConfig.CLIENT_ID_CONFIG, transactionalId(config) + clientSuffix);
    p.put(ConsumerConfig.ISOLATION_LEVEL_CONFIG, isolation);
    p.put(ConsumerConfig.ENABLE_AUTO_COMMIT_CONFIG, "false");
    p.put(ConsumerConfig.AUTO_OFFSET_RESET_CONFIG, "earliest");
    return p;
  }

  private static Map<String, Object> adminProps(WorkerConfig config) {
    Map<String, Object> p = new HashMap<>(config.clientSettings(WorkerConfig.ADMIN_PREFIX));
    p.put(
        AdminClientConfig.BOOTSTRAP_SERVERS_CONFIG, config.string(WorkerConfig.BOOTSTRAP_SERVERS));
    p.put(AdminClientConfig.CLIENT_ID_CONFIG, transactionalId(config) + "-admin");
    return p;
  }

  static Map<String, Object> producerProps(WorkerConfig config) {
    Map<String, String> overrides = config.clientSettings(WorkerConfig.PRODUCER_PREFIX);
    Map<String, Object> p = new HashMap<>(overrides);
    p.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, config.string(WorkerConfig.BOOTSTRAP_SERVERS));
    p.put(ProducerConfig.TRANSACTIONAL_ID_CONFIG, transactionalId(config));
    p.put(ProducerConfig.CLIENT_ID_CONFIG, transactionalId(config) + "-producer");
    p.put(ProducerConfig.ENABLE_IDEMPOTENCE_CONFIG, "true");
    p.put(ProducerConfig.ACKS_CONFIG, "all");
    TransactionTiming.from(config).apply(p);
    p.putIfAbsent(ProducerConfig.LINGER_MS_CONFIG, Long.toString(LINGER_MS));
    // The first send of a transaction often meets CONCURRENT_TRANSACTIONS while the broker
    // still writes the previous commit's markers; the default 100 ms back-off then stalls
    // every transaction. A short back-off retries as soon as the markers are written.
    p.putIfAbsent(ProducerConfig.RETRY_BACKOFF_MS_CONFIG, "10");
    // A transaction's puzzles for one request are sent in one burst (its share of
    // worker.chunk.size, records of ~380 bytes: 500 of them with 4 requests running fill one
    // batch): a few large batches per partition instead of dozens of 16 KB pieces means fewer
    // produce requests and batch validations on the broker.
    p.putIfAbsent(ProducerConfig.BATCH_SIZE_CONFIG, "262144");
    // No compression by default: ~1 MB/s of puzzles is nothing for a network, while every
    // compressed batch costs CPU three times (compress here, decompress on the broker to
    // validate, decompress in every consumer). Set kafka.producer.compression.type to
    // trade CPU for bandwidth.
    p.putIfAbsent(ProducerConfig.COMPRESSION_TYPE_CONFIG, "none");
    return p;
  }
}
