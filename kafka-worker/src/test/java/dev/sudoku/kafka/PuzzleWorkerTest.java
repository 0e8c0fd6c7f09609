package dev.sudoku.kafka;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.BooleanSupplier;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.MockConsumer;
import org.apache.kafka.clients.consumer.OffsetAndMetadata;
import org.apache.kafka.clients.producer.MockProducer;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.Cluster;
import org.apache.kafka.common.KafkaException;
import org.apache.kafka.common.Node;
import org.apache.kafka.common.PartitionInfo;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.errors.TopicAuthorizationException;
import org.apache.kafka.common.serialization.ByteArraySerializer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The engine against Kafka's mock clients: transaction contents and commit points, no broker. */
class PuzzleWorkerTest {

  private static final String REQUESTS = "req";
  private static final String PROGRESS = "progress";
  private static final TopicPartition REQ0 = new TopicPartition(REQUESTS, 0);

  private MockConsumer<byte[], byte[]> consumer;
  private MockConsumer<byte[], byte[]> reader;
  private MockProducer<byte[], byte[]> producer;
  private PuzzleWorker<TestOnlyTextPlugins.TextRequest, String> worker;
  private Thread thread;

  @BeforeEach
  void setUp() {
    consumer = new MockConsumer<>("earliest");
    Node node = new Node(0, "mock", 1);
    consumer.updatePartitions(REQUESTS, List.of(new PartitionInfo(REQUESTS, 0, node, null, null)));
    consumer.updateBeginningOffsets(Map.of(REQ0, 0L));
    reader = new MockConsumer<>("earliest");
    TopicPartition progress0 = new TopicPartition(PROGRESS, 0);
    reader.updateBeginningOffsets(Map.of(progress0, 0L));
    reader.updateEndOffsets(Map.of(progress0, 0L));
    producer =
        new MockProducer<>(
            cluster(), true, null, new ByteArraySerializer(), new ByteArraySerializer());
    worker = newWorker();
  }

  private static Cluster cluster() {
    Node node = new Node(0, "mock", 1);
    return new Cluster(
        "c",
        List.of(node),
        List.of(new PartitionInfo(PROGRESS, 0, node, null, null)),
        Set.of(),
        Set.of());
  }

  private PuzzleWorker<TestOnlyTextPlugins.TextRequest, String> newWorker() {
    WorkerConfig config =
        WorkerConfig.of(
            Map.of(
                WorkerConfig.BOOTSTRAP_SERVERS, "mock:1",
                WorkerConfig.INSTANCE_ID, "u",
                WorkerConfig.TOPIC_REQUESTS, REQUESTS,
                WorkerConfig.TOPIC_PROGRESS, PROGRESS,
                WorkerConfig.CHUNK_SIZE, "4",
                WorkerConfig.THREADS, "1",
                WorkerConfig.POLL_TIMEOUT_MS, "5"));
    TestOnlyTextPlugins plugins = new TestOnlyTextPlugins();
    return new PuzzleWorker<>(
        config,
        Clock.systemUTC(),
        plugins.requests(),
        plugins.generator(),
        plugins.output(),
        new PuzzleWorker.Clients(consumer, producer, reader));
  }

  @AfterEach
  void tearDown() throws InterruptedException {
    worker.close();
    if (thread != null) {
      thread.join(10_000);
    }
  }

  private void start(String... requestValues) {
    start(() -> {}, requestValues);
  }

  /** Starts the worker; {@code inFirstPoll} runs inside its first poll, after initTransactions. */
  private void start(Runnable inFirstPoll, String... requestValues) {
    consumer.schedulePollTask(
        () -> {
          inFirstPoll.run();
          consumer.rebalance(List.of(REQ0));
          for (int i = 0; i < requestValues.length; i++) {
            consumer.addRecord(
                new ConsumerRecord<>(
                    REQUESTS, 0, i, null, requestValues[i].getBytes(StandardCharsets.UTF_8)));
          }
        });
    thread = new Thread(worker, "worker-under-test");
    thread.setDaemon(true);
    thread.start();
  }

  private static void await(BooleanSupplier condition) {
    Instant giveUp = Instant.now().plus(Duration.ofSeconds(20));
    while (!condition.getAsBoolean()) {
      assertThat(Instant.now()).as("condition within 20 s").isBefore(giveUp);
      Thread.onSpinWait();
    }
  }

  private List<Long> committedOffsets() {
    List<Long> offsets = new ArrayList<>();
    for (Map<String, Map<TopicPartition, OffsetAndMetadata>> byGroup :
        producer.consumerGroupOffsetsHistory()) {
      for (Map<TopicPartition, OffsetAndMetadata> m : byGroup.values()) {
        OffsetAndMetadata o = m.get(REQ0);
        if (o != null) {
          offsets.add(o.offset());
        }
      }
    }
    return offsets;
  }

  private List<String> values(String topic) {
    List<String> out = new ArrayList<>();
    for (ProducerRecord<byte[], byte[]> r : producer.history()) {
      if (r.topic().equals(topic)) {
        out.add(r.value() == null ? null : new String(r.value(), StandardCharsets.UTF_8));
      }
    }
    return out;
  }

  @Test
  void run_smallRequestBehindLargeOne_servedFirstButOffsetWaitsForTheLargeOne() {
    start("big,10,1", "small,1,2");
    await(() -> committedOffsets().contains(2L));

    List<Long> offsets = committedOffsets();
    assertThat(offsets.get(offsets.size() - 1)).isEqualTo(2L);
    assertThat(offsets.subList(0, offsets.size() - 1)).containsOnly(0L);
    assertThat(values(dev.sudoku.schema.Topics.SUMMARIES.name()))
        .containsExactly("small|1|1|COMPLETED", "big|10|10|COMPLETED");
    List<String> puzzles = values(dev.sudoku.schema.Topics.PUZZLES.name());
    assertThat(puzzles).hasSize(11);
    List<String> big = puzzles.stream().filter(p -> p.startsWith("big:")).toList();
    for (int i = 0; i < 10; i++) {
      assertThat(big.get(i)).startsWith("big:" + i + ":");
    }
    List<String> progress = values(PROGRESS);
    // next|status|requestedAt|startedAt (the worker's clock)
    assertThat(progress)
        .anyMatch(
            v -> v != null && v.startsWith("v1|1|COMPLETED|" + ConsumerRecord.NO_TIMESTAMP + "|"));
    assertThat(progress.get(progress.size() - 1)).isNull(); // tombstones once committed past
  }

  @Test
  void run_producerFenced_stopsAndReportsFenced() throws InterruptedException {
    start(producer::fenceProducer, "a,3,1");
    thread.join(20_000);
    assertThat(thread.isAlive()).isFalse();
    assertThat(worker.fenced()).isTrue();
    assertThat(values(dev.sudoku.schema.Topics.PUZZLES.name())).isEmpty();
  }

  @Test
  void run_everyTransaction_sendsOffsetsWithTheConsumerGroupMetadata() {
    start("x,5,3");
    await(() -> committedOffsets().contains(1L));
    assertThat(producer.transactionCommitted()).isTrue();
    assertThat(producer.consumerGroupOffsetsHistory())
        .allSatisfy(m -> assertThat(m).containsOnlyKeys(consumer.groupMetadata().groupId()));
  }

  @Test
  void run_replyTo_puzzlesAndSummaryGoThereWithTheirHeader() {
    consumer.updatePartitions(
        "reply", List.of(new PartitionInfo("reply", 0, new Node(0, "mock", 1), null, null)));
    start("r,2,1,,reply", "m,1,1,,missing");
    await(() -> committedOffsets().contains(2L));
    List<String> kinds = new ArrayList<>();
    for (ProducerRecord<byte[], byte[]> r : producer.history()) {
      if (r.topic().equals("reply")) {
        kinds.add(
            new String(
                    r.headers().lastHeader(PuzzleWorker.RECORD_HEADER).value(),
                    StandardCharsets.UTF_8)
                + " "
                + new String(r.value(), StandardCharsets.UTF_8).replaceAll(":[0-9a-f]+$", ""));
      }
    }
    assertThat(kinds).containsExactly("puzzle r:0", "puzzle r:1", "summary r|2|2|COMPLETED");
    assertThat(values(dev.sudoku.schema.Topics.PUZZLES.name())).isEmpty();
    assertThat(values(dev.sudoku.schema.Topics.SUMMARIES.name())).containsExactly("m|1|0|REJECTED");
    assertThat(values(dev.sudoku.schema.Topics.DEAD_LETTERS.name()))
        .singleElement()
        .asString()
        .contains("replyTo topic 'missing' does not exist");
  }

  @Test
  void run_replyTopicNotAuthorized_abortsOnceThenRejectsTheRequest() {
    // The broker refuses writes to the reply topic: the transaction aborts, the topic is
    // denied, and the request read again is rejected instead of aborting forever.
    consumer.updatePartitions(
        "reply", List.of(new PartitionInfo("reply", 0, new Node(0, "mock", 1), null, null)));
    AtomicBoolean refuse = new AtomicBoolean(true);
    // What the real client does: the send's future fails, the commit then throws a
    // KafkaException caused by the TopicAuthorizationException.
    producer =
        new MockProducer<>(
            cluster(), true, null, new ByteArraySerializer(), new ByteArraySerializer()) {
          @Override
          public void commitTransaction() {
            boolean wroteReply = false;
            for (ProducerRecord<byte[], byte[]> r : uncommittedRecords()) {
              wroteReply |= r.topic().equals("reply");
            }
            if (wroteReply && refuse.getAndSet(false)) {
              // after the rewind the broker delivers the request again from offset 0
              consumer.schedulePollTask(
                  () ->
                      consumer.addRecord(
                          new ConsumerRecord<>(
                              REQUESTS,
                              0,
                              0,
                              null,
                              "r,2,1,,reply".getBytes(StandardCharsets.UTF_8))));
              throw new KafkaException(
                  "Cannot execute transactional method because we are" + " in an error state",
                  new TopicAuthorizationException(Set.of("reply")));
            }
            super.commitTransaction();
          }
        };
    worker = newWorker();
    start("r,2,1,,reply");
    await(() -> committedOffsets().contains(1L) || !thread.isAlive());
    assertThat(refuse).isFalse();
    assertThat(thread.isAlive()).isTrue();
    assertThat(values(dev.sudoku.schema.Topics.SUMMARIES.name())).containsExactly("r|2|0|REJECTED");
    assertThat(values(dev.sudoku.schema.Topics.DEAD_LETTERS.name()))
        .singleElement()
        .asString()
        .contains(
            "replyTo 'reply' cannot be written by this worker: topic" + " authorization failed");
    assertThat(values("reply")).isEmpty();
  }
}
