package dev.sudoku.kafka;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.schema.GenerationRequest;
import dev.sudoku.schema.Puzzle;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.MockConsumer;
import org.apache.kafka.clients.consumer.OffsetAndMetadata;
import org.apache.kafka.clients.producer.MockProducer;
import org.apache.kafka.clients.producer.Producer;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.Cluster;
import org.apache.kafka.common.KafkaException;
import org.apache.kafka.common.Node;
import org.apache.kafka.common.PartitionInfo;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.errors.TopicAuthorizationException;
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
  private PuzzleWorker worker;
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
    producer = new ThreadSafeMockProducer(cluster());
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

  private PuzzleWorker newWorker() {
    return newWorker(Map.of(), Clock.systemUTC(), () -> producer, TestPuzzles.CHEAP);
  }

  /** A worker with {@code extra} configuration, a clock, a producer factory and a generator. */
  private PuzzleWorker newWorker(
      Map<String, String> extra,
      Clock clock,
      Supplier<Producer<byte[], byte[]>> producers,
      PuzzleFactory generator) {
    Map<String, String> values = new HashMap<>();
    values.put(WorkerConfig.BOOTSTRAP_SERVERS, "mock:1");
    values.put(WorkerConfig.INSTANCE_ID, "u");
    values.put(WorkerConfig.TOPIC_REQUESTS, REQUESTS);
    values.put(WorkerConfig.TOPIC_PROGRESS, PROGRESS);
    values.put(WorkerConfig.CHUNK_SIZE, "4");
    values.put(WorkerConfig.THREADS, "1");
    values.put(WorkerConfig.POLL_TIMEOUT_MS, "5");
    values.putAll(extra);
    return new PuzzleWorker(
        WorkerConfig.of(values),
        clock,
        generator,
        new WorkerClients(consumer, producers, reader, reader, null));
  }

  /** Delivers the requests again (from offset 0) in the next poll: the broker after a rewind. */
  private void redeliver(String... requestValues) {
    consumer.schedulePollTask(
        () -> {
          for (int i = 0; i < requestValues.length; i++) {
            consumer.addRecord(
                new ConsumerRecord<>(REQUESTS, 0, i, null, TestPuzzles.value(requestValues[i])));
          }
        });
  }

  private MockProducer<byte[], byte[]> mockProducer() {
    return new ThreadSafeMockProducer(cluster());
  }

  /**
   * The producers a worker gets, one per {@code ProducerSession} renewal: {@code first}, then plain
   * mock producers; each is added to {@code made}.
   */
  private Supplier<Producer<byte[], byte[]>> firstThenPlain(
      MockProducer<byte[], byte[]> first, List<MockProducer<byte[], byte[]>> made) {
    return () -> {
      MockProducer<byte[], byte[]> p = made.isEmpty() ? first : mockProducer();
      made.add(p);
      return p;
    };
  }

  /** Values sent to {@code topic} and committed, by any of {@code producers}. */
  private static List<String> committed(
      List<MockProducer<byte[], byte[]>> producers, String topic) {
    List<String> out = new ArrayList<>();
    for (MockProducer<byte[], byte[]> p : producers) {
      for (ProducerRecord<byte[], byte[]> r : p.history()) {
        if (r.topic().equals(topic)) {
          out.add(TestPuzzles.text(r.value()));
        }
      }
    }
    return out;
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
                new ConsumerRecord<>(REQUESTS, 0, i, null, TestPuzzles.value(requestValues[i])));
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
        out.add(topic.equals(PROGRESS) ? TestPuzzles.utf8(r.value()) : TestPuzzles.text(r.value()));
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
  void run_requestFinishedInItsFirstTransaction_writesNoProgressRecord() {
    start("one,1,1");
    await(() -> committedOffsets().contains(1L));

    assertThat(values(dev.sudoku.schema.Topics.SUMMARIES.name()))
        .containsExactly("one|1|1|COMPLETED");
    // nothing to resume and nothing to delete: the transaction leaves the progress topic out
    assertThat(values(PROGRESS)).isEmpty();
  }

  @Test
  void run_requestOverSeveralTransactions_progressThenTombstone() {
    start("big,10,1");
    await(() -> committedOffsets().contains(1L));

    List<String> progress = values(PROGRESS);
    assertThat(progress).first().asString().contains("|RUNNING|");
    assertThat(progress.get(progress.size() - 1)).isNull();
  }

  @Test
  void run_requestRestoredWithProgress_tombstonesItWhenFinished() {
    // a restarted worker finds request 0 served up to 2 of its 3 puzzles
    TopicPartition progress0 = new TopicPartition(PROGRESS, 0);
    reader.updateEndOffsets(Map.of(progress0, 1L));
    reader.schedulePollTask(
        () ->
            reader.addRecord(
                new ConsumerRecord<>(
                    PROGRESS,
                    0,
                    0,
                    Progress.key(REQUESTS, 0, 0),
                    new Progress(2, null, 0, 1).encode())));
    start("resumed,3,1");
    await(() -> committedOffsets().contains(1L));

    assertThat(values(dev.sudoku.schema.Topics.PUZZLES.name()))
        .singleElement()
        .asString()
        .startsWith("resumed:2:");
    assertThat(values(PROGRESS)).containsExactly((String) null);
  }

  /** A generator that takes at least 20 ms per puzzle (it sleeps). */
  private static Puzzle slow(GenerationRequest r, long index) {
    try {
      Thread.sleep(20);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    return TestPuzzles.cheap(r, index);
  }

  @Test
  void run_slowPuzzles_transactionsSizedByTheTargetTime() {
    // Count share 20; at >= 20 ms per puzzle on 1 thread a 50 ms target allows 2 per transaction
    // once the first chunk has measured the cost: 20, then the other 10 in 2s, at least 6 in all.
    assertThat(transactionsForSlowRequest("50")).isGreaterThanOrEqualTo(6);
  }

  @Test
  void run_slowPuzzlesTargetZero_transactionsSizedByCountOnly() {
    assertThat(transactionsForSlowRequest("0")).isEqualTo(2);
  }

  /**
   * Runs one 30-puzzle request of {@link #slow} puzzles with a chunk size of 20 and the given
   * {@code worker.transaction.target.ms}; returns how many transactions committed offsets.
   */
  private int transactionsForSlowRequest(String targetMs) {
    worker =
        newWorker(
            Map.of(WorkerConfig.CHUNK_SIZE, "20", WorkerConfig.TRANSACTION_TARGET_MS, targetMs),
            Clock.systemUTC(),
            () -> producer,
            PuzzleWorkerTest::slow);
    start("s,30,1");
    await(() -> values(SUMMARIES).contains("s|30|30|COMPLETED"));
    assertThat(values(PUZZLES)).hasSize(30);
    return committedOffsets().size();
  }

  @Test
  void run_pollTimesOut_backsOffAndServesTheRequest() {
    // What the consumer throws when a partition's committed offsets stay unstable past
    // default.api.timeout.ms (a killed instance's transaction still open): not fatal.
    start(
        () ->
            consumer.setPollException(
                new org.apache.kafka.common.errors.TimeoutException(
                    "There are unstable offsets for the requested topic partitions")),
        "p,2,1");
    await(() -> values(SUMMARIES).contains("p|2|2|COMPLETED") || !thread.isAlive());
    assertThat(thread.isAlive()).isTrue();
    assertThat(values(PUZZLES)).hasSize(2);
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
                + TestPuzzles.text(r.value()).replaceAll(":[0-9a-f]+$", ""));
      }
    }
    assertThat(kinds).containsExactly("puzzle r:0", "puzzle r:1", "summary r|2|2|COMPLETED");
    assertThat(values(dev.sudoku.schema.Topics.PUZZLES.name())).isEmpty();
    assertThat(values(dev.sudoku.schema.Topics.SUMMARIES.name())).containsExactly("m|1|0|INVALID");
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
        new ThreadSafeMockProducer(cluster()) {
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
                              REQUESTS, 0, 0, null, TestPuzzles.value("r,2,1,,reply"))));
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
    assertThat(values(dev.sudoku.schema.Topics.SUMMARIES.name())).containsExactly("r|2|0|INVALID");
    assertThat(values(dev.sudoku.schema.Topics.DEAD_LETTERS.name()))
        .singleElement()
        .asString()
        .contains(
            "replyTo 'reply' cannot be written by this worker: topic" + " authorization failed");
    assertThat(values("reply")).isEmpty();
  }

  private static final String PUZZLES = dev.sudoku.schema.Topics.PUZZLES.name();
  private static final String SUMMARIES = dev.sudoku.schema.Topics.SUMMARIES.name();
  private static final String DEAD = dev.sudoku.schema.Topics.DEAD_LETTERS.name();

  @Test
  void run_fencedAfterTheTransactionOutlivedItsTimeout_replacesTheProducerAndGoesOn() {
    // A broker down longer than the transaction timeout: the coordinator aborts the open
    // transaction and bumps the epoch; the worker must not take that for a newer instance.
    ProducerSessionTest.StepClock clock = new ProducerSessionTest.StepClock();
    List<MockProducer<byte[], byte[]>> made = new CopyOnWriteArrayList<>();
    Supplier<Producer<byte[], byte[]>> producers =
        firstThenPlain(
            new ThreadSafeMockProducer(cluster()) {
              @Override
              public void commitTransaction() {
                clock.now = clock.now.plusSeconds(25);
                redeliver("a,6,1");
                throw new org.apache.kafka.common.errors.InvalidProducerEpochException(
                    "Producer attempted to produce with an old epoch.");
              }
            },
            made);
    worker =
        newWorker(
            Map.of(WorkerConfig.TRANSACTION_TIMEOUT_MS, "15000"),
            clock,
            producers,
            TestPuzzles.CHEAP);
    start("a,6,1");
    await(() -> committed(made, SUMMARIES).contains("a|6|6|COMPLETED") || !thread.isAlive());
    assertThat(thread.isAlive()).isTrue();
    assertThat(worker.fenced()).isFalse();
    assertThat(worker.producerRenewals()).isEqualTo(1);
    assertThat(made.get(0).closed()).isTrue();
    assertThat(committed(made, PUZZLES)).hasSize(6).doesNotHaveDuplicates();
  }

  @Test
  void run_fencedWhileTheTransactionIsYoung_stopsAsFenced() {
    producer.commitTransactionException =
        new org.apache.kafka.common.errors.ProducerFencedException("newer instance");
    start("a,3,1");
    await(() -> !thread.isAlive());
    assertThat(worker.fenced()).isTrue();
    assertThat(worker.producerRenewals()).isZero();
  }

  @Test
  void run_groupMembershipLostAtTheOffsetCommit_replacesTheProducerAndRedoesTheWork() {
    List<MockProducer<byte[], byte[]>> made = new CopyOnWriteArrayList<>();
    Supplier<Producer<byte[], byte[]>> producers =
        firstThenPlain(
            new ThreadSafeMockProducer(cluster()) {
              @Override
              public void sendOffsetsToTransaction(
                  Map<TopicPartition, OffsetAndMetadata> offsets,
                  org.apache.kafka.clients.consumer.ConsumerGroupMetadata group) {
                redeliver("m,5,2");
                throw new org.apache.kafka.common.errors.UnknownMemberIdException("member gone");
              }
            },
            made);
    worker = newWorker(Map.of(), Clock.systemUTC(), producers, TestPuzzles.CHEAP);
    start("m,5,2");
    await(() -> committed(made, SUMMARIES).contains("m|5|5|COMPLETED") || !thread.isAlive());
    assertThat(thread.isAlive()).isTrue();
    assertThat(made).hasSize(2);
    assertThat(committed(made, PUZZLES)).hasSize(5).doesNotHaveDuplicates();
  }

  @Test
  void run_commitTimesOut_abortsRewindsAndPublishesEveryPuzzleOnce() {
    AtomicBoolean timedOut = new AtomicBoolean();
    java.util.concurrent.atomic.AtomicInteger aborts =
        new java.util.concurrent.atomic.AtomicInteger();
    producer =
        new ThreadSafeMockProducer(cluster()) {
          @Override
          public void abortTransaction() {
            aborts.incrementAndGet();
            super.abortTransaction();
          }

          @Override
          public void commitTransaction() {
            if (timedOut.compareAndSet(false, true)) {
              redeliver("t,4,3");
              throw new org.apache.kafka.common.errors.TimeoutException("broker unreachable");
            }
            super.commitTransaction();
          }
        };
    worker = newWorker();
    start("t,4,3");
    await(() -> values(SUMMARIES).contains("t|4|4|COMPLETED") || !thread.isAlive());
    assertThat(aborts).hasValue(1);
    assertThat(values(PUZZLES)).hasSize(4).doesNotHaveDuplicates();
  }

  @Test
  void run_requestIdAndCorrelationOverTheirBounds_deadLetteredOthersServed() {
    String longId = "i".repeat(300);
    start(longId + ",3,1", "ok,2,1");
    await(() -> values(SUMMARIES).contains("ok|2|2|COMPLETED"));
    assertThat(values(SUMMARIES)).containsExactly("ok|2|2|COMPLETED");
    assertThat(values(DEAD))
        .singleElement()
        .asString()
        .contains("requestId of 300 bytes is over worker.request.max.id.bytes (256)");
    assertThat(values(PUZZLES)).hasSize(2).allMatch(v -> v.startsWith("ok:"));
  }

  @Test
  void run_puzzleRecordOverTheProducersLimit_requestDeadLetteredOthersServed() {
    PuzzleFactory big =
        (r, i) ->
            r.getRequestId().equals("big")
                ? Puzzle.newBuilder(TestPuzzles.cheap(r, i)).setSvg("x".repeat(20_000)).build()
                : TestPuzzles.cheap(r, i);
    worker =
        newWorker(
            Map.of(
                "kafka.producer.max.request.size",
                "16384",
                WorkerConfig.DEAD_LETTER_MAX_ORIGINAL_BYTES,
                "1024",
                WorkerConfig.REQUEST_MAX_CORRELATION_ID_BYTES,
                "64",
                // room at start for a puzzle with two SVG pictures (RequestLimits.checkRoom)
                WorkerConfig.REQUEST_MAX_ID_BYTES,
                "64"),
            Clock.systemUTC(),
            () -> producer,
            big);
    start("big,3,1", "small,2,1");
    await(() -> values(SUMMARIES).size() == 2);
    assertThat(values(SUMMARIES))
        .containsExactlyInAnyOrder("big|3|0|INVALID", "small|2|2|COMPLETED");
    assertThat(values(DEAD))
        .singleElement()
        .asString()
        .contains(org.apache.kafka.common.errors.RecordTooLargeException.class.getName())
        .contains("over the producer's max.request.size (16384)");
    assertThat(values(PUZZLES)).hasSize(2).allMatch(v -> v.startsWith("small:"));
  }

  @Test
  void run_brokerRefusesARequestsRecords_deadLettersItAfterThreeRefusals() {
    // The topic's max.message.bytes is below what this request's records need: the send fails,
    // the commit with it, every time. Counted against the request, not retried forever.
    java.util.concurrent.atomic.AtomicInteger refusals =
        new java.util.concurrent.atomic.AtomicInteger();
    producer =
        new ThreadSafeMockProducer(cluster()) {
          private boolean refused;

          @Override
          public synchronized java.util.concurrent.Future<
                  org.apache.kafka.clients.producer.RecordMetadata>
              send(
                  ProducerRecord<byte[], byte[]> record,
                  org.apache.kafka.clients.producer.Callback callback) {
            String key =
                record.key() == null ? "" : new String(record.key(), StandardCharsets.UTF_8);
            if (record.topic().equals(PUZZLES) && key.equals("wide")) {
              refused = true;
              callback.onCompletion(
                  null, new org.apache.kafka.common.errors.RecordTooLargeException("too large"));
              return java.util.concurrent.CompletableFuture.failedFuture(
                  new org.apache.kafka.common.errors.RecordTooLargeException("too large"));
            }
            return super.send(record, callback);
          }

          @Override
          public void commitTransaction() {
            if (refused) {
              refused = false;
              refusals.incrementAndGet();
              redeliver("wide,2,1", "narrow,2,1");
              throw new KafkaException(
                  "Cannot execute transactional method because we are in an error state",
                  new org.apache.kafka.common.errors.RecordTooLargeException("too large"));
            }
            super.commitTransaction();
          }
        };
    worker = newWorker();
    start("wide,2,1", "narrow,2,1");
    await(() -> values(SUMMARIES).size() == 2 || !thread.isAlive());
    assertThat(refusals).hasValue(3);
    assertThat(values(SUMMARIES))
        .containsExactlyInAnyOrder("wide|2|0|INVALID", "narrow|2|2|COMPLETED");
    assertThat(values(DEAD))
        .singleElement()
        .asString()
        .contains(
            org.apache.kafka.common.errors.RecordTooLargeException.class.getName()
                + "|failed 3 times");
    assertThat(values(PUZZLES)).hasSize(2).allMatch(v -> v.startsWith("narrow:"));
  }

  @Test
  void run_generatorFailsThreeTimes_requestDeadLetteredInPlaceWithItsSummary() {
    PuzzleFactory failing =
        (r, i) -> {
          if (r.getRequestId().equals("bad")) {
            throw new IllegalStateException("generator broke");
          }
          return TestPuzzles.CHEAP.create(r, i);
        };
    worker = newWorker(Map.of(), Clock.systemUTC(), () -> producer, failing);
    start("bad,5,1", "fine,3,1");
    await(() -> values(SUMMARIES).size() == 2);
    assertThat(values(SUMMARIES))
        .containsExactlyInAnyOrder("bad|5|0|INVALID", "fine|3|3|COMPLETED");
    assertThat(values(DEAD))
        .singleElement()
        .asString()
        .contains("|java.lang.IllegalStateException|generation failed 3 times: generator broke|");
    assertThat(producer.transactionAborted()).isFalse();
  }
}
