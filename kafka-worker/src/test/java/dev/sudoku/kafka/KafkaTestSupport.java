package dev.sudoku.kafka;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BooleanSupplier;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.serialization.ByteArrayDeserializer;
import org.apache.kafka.common.serialization.ByteArraySerializer;

/**
 * Shared fixture of the Kafka integration tests: one embedded broker per test JVM (started on first
 * use, stopped by a shutdown hook), a fresh set of topics and a fresh group per test, and
 * read_committed readers with bounded waits.
 */
final class KafkaTestSupport {

  static final Duration WAIT = Duration.ofSeconds(90);
  private static final AtomicInteger SEQ = new AtomicInteger();
  private static EmbeddedKafka broker;

  private KafkaTestSupport() {}

  static synchronized EmbeddedKafka broker() {
    if (broker == null) {
      broker = EmbeddedKafka.start();
      EmbeddedKafka b = broker;
      Runtime.getRuntime().addShutdownHook(new Thread(b::close, "embedded-kafka-stop"));
    }
    return broker;
  }

  /** Topic names and group of one test, all unique in the shared broker. */
  record Topics(String prefix, int partitions) {
    String requests() {
      return prefix + ".requests";
    }

    String puzzles() {
      return prefix + ".puzzles";
    }

    String summaries() {
      return prefix + ".summaries";
    }

    String progress() {
      return prefix + ".progress";
    }

    String deadLetters() {
      return prefix + ".dead-letters";
    }

    String group() {
      return prefix + ".group";
    }
  }

  static Topics topics(String name, int partitions) {
    Topics t = new Topics("t" + SEQ.incrementAndGet() + "." + name, partitions);
    EmbeddedKafka b = broker();
    b.createTopic(t.requests(), partitions);
    b.createTopic(t.puzzles(), partitions);
    b.createTopic(t.summaries(), 1);
    b.createTopic(t.deadLetters(), 1);
    b.createCompactedTopic(t.progress(), partitions);
    return t;
  }

  /** Worker configuration for {@code topics} with local timings. */
  static Map<String, String> workerConfig(Topics t, String instance) {
    return workerConfig(broker().bootstrapServers(), t, instance);
  }

  /** Worker configuration for {@code topics} on the cluster at {@code bootstrap}. */
  static Map<String, String> workerConfig(String bootstrap, Topics t, String instance) {
    Map<String, String> m = new HashMap<>();
    m.put(WorkerConfig.BOOTSTRAP_SERVERS, bootstrap);
    m.put(WorkerConfig.INSTANCE_ID, instance);
    m.put(WorkerConfig.GROUP_ID, t.group());
    m.put(WorkerConfig.TOPIC_REQUESTS, t.requests());
    m.put(WorkerConfig.TOPIC_PUZZLES, t.puzzles());
    m.put(WorkerConfig.TOPIC_SUMMARIES, t.summaries());
    m.put(WorkerConfig.TOPIC_PROGRESS, t.progress());
    m.put(WorkerConfig.TOPIC_DEAD_LETTERS, t.deadLetters());
    m.put(WorkerConfig.CHUNK_SIZE, "50");
    m.put(WorkerConfig.THREADS, "2");
    m.put(WorkerConfig.MAX_COUNT, "100000");
    m.put(WorkerConfig.TRANSACTION_TIMEOUT_MS, "10000");
    m.put(WorkerConfig.METRICS_INTERVAL_MS, "5000");
    m.put(WorkerConfig.SHUTDOWN_TIMEOUT_MS, "30000");
    return m;
  }

  /** Configuration for a worker with the real generator. */
  static Map<String, String> avroWorkerConfig(Topics t, String instance) {
    Map<String, String> m = workerConfig(t, instance);
    m.put(WorkerConfig.CHUNK_SIZE, "20");
    return m;
  }

  /** A worker with the real generator. */
  static PuzzleWorker avroWorker(Map<String, String> config) {
    return PuzzleWorker.create(WorkerConfig.of(config), java.time.Clock.systemUTC());
  }

  /** Sends an Avro request keyed by its id. */
  static void send(String topic, Integer partition, dev.sudoku.schema.GenerationRequest r) {
    send(topic, partition, r.getRequestId(), AvroRequests.encode(r));
  }

  /** A worker with the cheap generator ({@link TestPuzzles#CHEAP}). */
  static PuzzleWorker worker(Map<String, String> config) {
    return PuzzleWorker.create(
        WorkerConfig.of(config), java.time.Clock.systemUTC(), TestPuzzles.CHEAP);
  }

  /**
   * Closes {@code worker} and waits for its thread.
   *
   * @throws AssertionError when the thread is still running a minute later (a hung worker)
   */
  static void stop(PuzzleWorker worker, Thread thread) throws InterruptedException {
    worker.close();
    thread.join(60_000);
    if (thread.isAlive()) {
      throw new AssertionError(thread.getName() + " still running a minute after close");
    }
  }

  static Thread startThread(Runnable r, String name) {
    Thread t = new Thread(r, name);
    t.setDaemon(true);
    t.start();
    return t;
  }

  static void send(String topic, Integer partition, String key, byte[] value) {
    Properties p = new Properties();
    p.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, broker().bootstrapServers());
    try (KafkaProducer<byte[], byte[]> producer =
        new KafkaProducer<>(p, new ByteArraySerializer(), new ByteArraySerializer())) {
      producer
          .send(
              new ProducerRecord<>(
                  topic,
                  partition,
                  key == null ? null : key.getBytes(StandardCharsets.UTF_8),
                  value))
          .get(30, TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    } catch (ExecutionException | TimeoutException e) {
      throw new IllegalStateException(e);
    }
  }

  /** Sends the request written {@code notation} ({@link TestPuzzles#request}), without key. */
  static void sendRequest(String topic, Integer partition, String notation) {
    send(topic, partition, null, TestPuzzles.value(notation));
  }

  /** A read_committed reader of one topic from its beginning. */
  static final class Reader implements AutoCloseable {
    private final KafkaConsumer<byte[], byte[]> consumer;
    private final List<String> values = new ArrayList<>();
    private final List<byte[]> raw = new ArrayList<>();
    private final List<String> kinds = new ArrayList<>();
    private final List<TopicPartition> tps = new ArrayList<>();

    Reader(String topic) {
      this(broker().bootstrapServers(), topic);
    }

    Reader(String bootstrap, String topic) {
      Properties p = new Properties();
      p.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrap);
      p.put(ConsumerConfig.ISOLATION_LEVEL_CONFIG, "read_committed");
      p.put(ConsumerConfig.AUTO_OFFSET_RESET_CONFIG, "earliest");
      consumer = new KafkaConsumer<>(p, new ByteArrayDeserializer(), new ByteArrayDeserializer());
      // A topic created a moment ago may not be in the metadata yet: ask until it is.
      await(() -> !consumer.partitionsFor(topic).isEmpty(), "metadata of " + topic);
      consumer.partitionsFor(topic).forEach(i -> tps.add(new TopicPartition(topic, i.partition())));
      consumer.assign(tps);
      consumer.seekToBeginning(tps);
    }

    /** Polls once and returns all values read so far. */
    List<String> poll() {
      for (ConsumerRecord<byte[], byte[]> r : consumer.poll(Duration.ofMillis(200))) {
        values.add(TestPuzzles.text(r.value()));
        raw.add(r.value());
        org.apache.kafka.common.header.Header h =
            r.headers().lastHeader(PuzzleWorker.RECORD_HEADER);
        kinds.add(h == null ? null : new String(h.value(), StandardCharsets.UTF_8));
      }
      return values;
    }

    /** Polls until {@code done} holds for the values read, or fails after {@link #WAIT}. */
    List<String> until(java.util.function.Predicate<List<String>> done) {
      Instant giveUp = Instant.now().plus(WAIT);
      while (!done.test(poll())) {
        if (Instant.now().isAfter(giveUp)) {
          throw new AssertionError(
              "condition not met within "
                  + WAIT
                  + "; read "
                  + values.size()
                  + " records, last: "
                  + (values.isEmpty() ? "-" : values.get(values.size() - 1)));
        }
      }
      return values;
    }

    /** The value bytes read so far, in the order of {@link #poll()}'s strings. */
    List<byte[]> raw() {
      return raw;
    }

    /** The {@code sudoku.record} header of each record read so far (null when absent). */
    List<String> kinds() {
      return kinds;
    }

    /** The values read so far, decoded (Avro records). */
    <T> List<T> decoded(org.apache.kafka.common.serialization.Deserializer<T> d) {
      List<T> out = new ArrayList<>();
      for (byte[] v : raw) {
        out.add(d.deserialize("test", v));
      }
      return out;
    }

    /** Reads everything committed so far (up to the last stable offset). */
    List<String> drain() {
      Map<TopicPartition, Long> end = consumer.endOffsets(tps);
      Instant giveUp = Instant.now().plus(WAIT);
      while (true) {
        poll();
        boolean atEnd = true;
        for (TopicPartition tp : tps) {
          atEnd &= consumer.position(tp) >= end.get(tp);
        }
        if (atEnd) {
          return values;
        }
        if (Instant.now().isAfter(giveUp)) {
          throw new AssertionError("could not drain within " + WAIT);
        }
      }
    }

    @Override
    public void close() {
      consumer.close();
    }
  }

  /** Waits (bounded) for {@code condition}; fails with {@code what} otherwise. */
  static void await(BooleanSupplier condition, String what) {
    Instant giveUp = Instant.now().plus(WAIT);
    while (!condition.getAsBoolean()) {
      if (Instant.now().isAfter(giveUp)) {
        throw new AssertionError("timed out waiting for " + what);
      }
      try {
        Thread.sleep(50);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new AssertionError("interrupted waiting for " + what);
      }
    }
  }

  static long countPrefix(List<String> values, String prefix) {
    long n = 0;
    for (String v : values) {
      if (v != null && v.startsWith(prefix)) {
        n++;
      }
    }
    return n;
  }
}
