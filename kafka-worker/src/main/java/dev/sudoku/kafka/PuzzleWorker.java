package dev.sudoku.kafka;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Supplier;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.AdminClientConfig;
import org.apache.kafka.clients.consumer.Consumer;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRebalanceListener;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.ConsumerRecords;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.consumer.OffsetAndMetadata;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.Producer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.errors.AuthenticationException;
import org.apache.kafka.common.errors.AuthorizationException;
import org.apache.kafka.common.errors.RecordTooLargeException;
import org.apache.kafka.common.errors.TimeoutException;
import org.apache.kafka.common.errors.TopicAuthorizationException;
import org.apache.kafka.common.errors.WakeupException;
import org.apache.kafka.common.serialization.ByteArrayDeserializer;
import org.apache.kafka.common.serialization.ByteArraySerializer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The generation worker: consumes requests, publishes puzzles, summaries and dead letters, all
 * inside Kafka transactions together with the consumer offsets (consume–process–produce).
 *
 * <p>Design (details and the failure analysis in docs/kafka.md):
 *
 * <ul>
 *   <li>One polling thread owns the consumer and the transactional producer ({@link
 *       ProducerSession}); generation and encoding of a chunk fan out to {@code worker.threads}
 *       threads ({@link Chunk}). A step first waits for every active request's chunk and queues its
 *       next one, then opens a transaction that only sends and commits: the transaction stays open
 *       for milliseconds whatever the generator costs, and generation overlaps the commit.
 *   <li>Each transaction serves every active request a share of {@code worker.chunk.size} puzzles
 *       (round robin), so a large request cannot starve small ones. Up to {@code
 *       worker.max.in.flight.per.partition} requests of a partition are active at once; the
 *       partition is paused beyond that.
 *   <li>A request's progress (next index, status) is written to a compacted progress topic in the
 *       same transaction as its puzzles. The consumer offset of a partition is committed (in the
 *       transaction, with the group metadata, KIP-447) only up to its oldest unfinished request.
 *       When the worker takes a partition over, or after an aborted transaction, it reads the
 *       committed offset and the progress back ({@link Restores}, {@link ProgressStore}), so
 *       finished requests are skipped and unfinished ones resume at their next index: every puzzle
 *       index is committed exactly once.
 *   <li>Requests are bounded ({@link RequestLimits}): one whose record, id or correlation id is too
 *       large, or one of whose records would still exceed the producer's {@code max.request.size}
 *       or be refused by the broker ({@link Sends}), is dead-lettered with a reason ({@link
 *       DeadLetters}, bounded too) instead of failing the transactions of every request.
 *   <li>A failed transaction is classified ({@link TransactionFailure}): a newer instance with the
 *       same {@code transactional.id} ends this one ({@code FENCED}); a coordinator that aborted
 *       the transaction for its age, or a producer left unusable, gets the producer replaced; any
 *       other error aborts. Then the worker rewinds to the committed state and tries again after a
 *       back-off, for as long as it takes (a broker outage). A request whose generation fails
 *       {@value #MAX_REQUEST_FAILURES} times goes to the dead-letter topic. A {@link
 *       BudgetExhaustedException} is not a failure: the puzzles before its index are published and
 *       the request stops with {@link StopReason#BUDGET_EXHAUSTED}.
 *   <li>{@link StableOffsetWatch} reports partitions whose last stable offset stays below what the
 *       worker committed (a transaction left open there hides the output from readers).
 *   <li>{@link #close()} (SIGTERM via the shutdown hook) lets the current transaction commit, then
 *       leaves the group and closes the clients.
 * </ul>
 *
 * @param <Q> request type
 * @param <P> published result type
 */
public final class PuzzleWorker<Q, P> implements Runnable, AutoCloseable {

  private static final Logger LOG = LoggerFactory.getLogger(PuzzleWorker.class);
  private static final int MAX_REQUEST_FAILURES = 3;
  private static final int FAILURE_MEMORY = 10_000;
  private static final long[] NO_LATENCIES = new long[0];
  private static final Duration METADATA_TIMEOUT = Duration.ofSeconds(15);
  private static final Duration RESTORE_ATTEMPT = Duration.ofSeconds(5);
  private static final Duration WATCH_SLACK = Duration.ofSeconds(30);
  private static final Duration BACKOFF_MIN = Duration.ofMillis(100);
  private static final Duration BACKOFF_MAX = Duration.ofSeconds(10);
  private static final int DEFAULT_MAX_REQUEST_SIZE = 1_048_576;

  /** Header on records written to a request's replyTo topic: "puzzle" or "summary". */
  static final String RECORD_HEADER = "sudoku.record";

  private final WorkerConfig config;
  private final Clock clock;
  private final RequestCodec<Q> requests;
  private final PuzzleFactory<Q, P> generator;
  private final OutputCodec<P> output;
  private final Consumer<byte[], byte[]> consumer;
  private final ProducerSession session;
  private final ProgressStore progressStore;
  private final ExecutorService pool;
  private final int threads;
  private final String requestTopic;
  private final String puzzleTopic;
  private final String summaryTopic;
  private final String progressTopic;
  private final String deadLetterTopic;
  private final long maxCount;
  private final int chunkSize;
  private final int maxInFlight;
  private final Duration pollTimeout;
  private final Duration shutdownTimeout;
  private final WorkerMetrics metrics;
  private final String transactionalId;
  private final ReplyTopics replyTopics;
  private final Set<String> ownTopics;
  private final TransactionTiming timing;
  private final RequestLimits limits;
  private final int maxRecordBytes;
  private final DeadLetters deadLetters;
  private final RequestIntake<Q> intake;
  private final OutputHealth health;
  private final Outbox<P> outbox;
  private final Admin admin;

  /** Work by request partition, oldest request first; only restored partitions are present. */
  private final Map<Integer, ArrayDeque<Job<Q>>> work = new TreeMap<>();

  /** Next offset to read, by request partition: the commit point when nothing is pending. */
  private final Map<Integer, Long> nextOffset = new HashMap<>();

  private final Map<Integer, Map<Long, Progress>> restored = new HashMap<>();
  private final Set<Integer> paused = new HashSet<>();

  /** Partitions of the current poll whose remaining records flow control left for later. */
  private final Set<Integer> overflowed = new HashSet<>();

  /** Chunks started ahead, by job (identity), for the next transaction. */
  private final Map<Job<Q>, Chunk> prefetched = new HashMap<>();

  /** Owned partitions whose committed state is still to be read. */
  private final Restores restores = new Restores(BACKOFF_MIN, BACKOFF_MAX);

  private final RequestFailures failures =
      new RequestFailures(MAX_REQUEST_FAILURES, FAILURE_MEMORY);
  private final Sends sends = new Sends();
  private final Backoff backoff = new Backoff(BACKOFF_MIN, BACKOFF_MAX);

  private final AtomicBoolean stopping = new AtomicBoolean();
  private final CountDownLatch stopped = new CountDownLatch(1);
  private volatile boolean fenced;
  private volatile Set<Integer> assignment = Set.of();

  /**
   * The Kafka clients a worker uses; real ones in production, mocks in unit tests.
   *
   * @param consumer the group consumer of the requests topic ({@code read_committed})
   * @param producers makes the transactional producer, again whenever it must be replaced
   * @param progressReader a {@code read_committed} consumer without group (progress, stable
   *     offsets)
   * @param endReader a {@code read_uncommitted} consumer without group (high watermarks)
   * @param admin for hanging transactions ({@link HangingTransactions}), or null for none
   */
  record Clients(
      Consumer<byte[], byte[]> consumer,
      Supplier<Producer<byte[], byte[]>> producers,
      Consumer<byte[], byte[]> progressReader,
      Consumer<byte[], byte[]> endReader,
      Admin admin) {

    /** One producer that is never replaced, one reader for both jobs, no admin (unit tests). */
    Clients(
        Consumer<byte[], byte[]> consumer,
        Producer<byte[], byte[]> producer,
        Consumer<byte[], byte[]> progressReader) {
      this(consumer, () -> producer, progressReader, progressReader, null);
    }

    static Clients real(WorkerConfig config) {
      return new Clients(
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
  }

  PuzzleWorker(
      WorkerConfig config,
      Clock clock,
      RequestCodec<Q> requests,
      PuzzleFactory<Q, P> generator,
      OutputCodec<P> output,
      Clients clients) {
    this.config = config;
    this.clock = clock;
    this.requests = requests;
    this.generator = generator;
    this.output = output;
    this.requestTopic = config.string(WorkerConfig.TOPIC_REQUESTS);
    this.puzzleTopic = config.string(WorkerConfig.TOPIC_PUZZLES);
    this.summaryTopic = config.string(WorkerConfig.TOPIC_SUMMARIES);
    this.progressTopic = config.string(WorkerConfig.TOPIC_PROGRESS);
    this.deadLetterTopic = config.string(WorkerConfig.TOPIC_DEAD_LETTERS);
    this.maxCount = config.number(WorkerConfig.MAX_COUNT, 1);
    this.chunkSize = (int) Math.min(1_000_000, config.number(WorkerConfig.CHUNK_SIZE, 1));
    this.maxInFlight = (int) Math.min(10_000, config.number(WorkerConfig.MAX_IN_FLIGHT, 1));
    this.pollTimeout = config.millis(WorkerConfig.POLL_TIMEOUT_MS);
    this.shutdownTimeout = config.millis(WorkerConfig.SHUTDOWN_TIMEOUT_MS);
    this.threads = config.threads();
    this.transactionalId = transactionalId(config);
    this.timing = TransactionTiming.from(config);
    this.maxRecordBytes = maxRequestSize(config);
    this.limits = RequestLimits.from(config, maxRecordBytes);
    this.deadLetters = new DeadLetters(clock, transactionalId, limits);
    this.metrics =
        new WorkerMetrics(config.number(WorkerConfig.METRICS_INTERVAL_MS, 1), clock.millis());
    this.consumer = clients.consumer();
    this.admin = clients.admin();
    this.session = new ProducerSession(clients.producers(), clock);
    this.progressStore =
        new ProgressStore(clients.progressReader(), clients.endReader(), progressTopic, clock);
    Pattern replyPattern;
    try {
      replyPattern = Pattern.compile(config.string(WorkerConfig.REPLY_TO_PATTERN));
    } catch (PatternSyntaxException e) {
      throw new IllegalArgumentException(
          WorkerConfig.REPLY_TO_PATTERN + " is not a regular expression: " + e.getDescription());
    }
    this.ownTopics =
        Set.copyOf(
            List.of(requestTopic, puzzleTopic, summaryTopic, progressTopic, deadLetterTopic));
    this.replyTopics =
        new ReplyTopics(
            replyPattern,
            ReplyTopics.parseList(config.optional(WorkerConfig.REPLY_TO_ALLOWED)),
            ownTopics,
            topic -> !consumer.partitionsFor(topic, METADATA_TIMEOUT).isEmpty());
    this.health =
        new OutputHealth(
            new StableOffsetWatch(timing.transactionTimeout().multipliedBy(2).plus(WATCH_SLACK)),
            admin == null
                ? null
                : new HangingTransactions(
                    admin, transactionalId, config.string(WorkerConfig.GROUP_ID) + "-"),
            clients.progressReader(),
            config);
    this.intake =
        new RequestIntake<>(requests, limits, failures, replyTopics, deadLetters, maxCount);
    this.outbox =
        new Outbox<>(session, output, sends, failures, deadLetters, config, maxRecordBytes);
    this.pool =
        Executors.newFixedThreadPool(
            threads,
            r -> {
              Thread t = new Thread(r, "puzzle-generator");
              t.setDaemon(true);
              return t;
            });
  }

  /**
   * Builds a worker; nothing connects until {@link #run()}. The one place where the seams are
   * plugged in: {@code WorkerMain} and the tests call this the same way.
   *
   * @throws IllegalArgumentException naming the key when the configuration is invalid
   */
  public static <Q, P> PuzzleWorker<Q, P> create(
      WorkerConfig config,
      Clock clock,
      RequestCodec<Q> requests,
      PuzzleFactory<Q, P> generator,
      OutputCodec<P> output) {
    config.string(WorkerConfig.BOOTSTRAP_SERVERS);
    config.string(WorkerConfig.INSTANCE_ID);
    TransactionTiming.from(config);
    RequestLimits.from(config, maxRequestSize(config));
    return new PuzzleWorker<>(config, clock, requests, generator, output, Clients.real(config));
  }

  /** Same as above with the three seams from one bundle. */
  public static <Q, P> PuzzleWorker<Q, P> create(
      WorkerConfig config, Clock clock, WorkerPlugins<Q, P> plugins) {
    return create(config, clock, plugins.requests(), plugins.generator(), plugins.output());
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
    Map<String, Object> p = new HashMap<>(config.withPrefix(WorkerConfig.CONSUMER_PREFIX));
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
    Map<String, Object> p = new HashMap<>(config.withPrefix(WorkerConfig.CONSUMER_PREFIX));
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
    Map<String, Object> p = new HashMap<>(config.withPrefix(WorkerConfig.ADMIN_PREFIX));
    p.put(
        AdminClientConfig.BOOTSTRAP_SERVERS_CONFIG, config.string(WorkerConfig.BOOTSTRAP_SERVERS));
    p.put(AdminClientConfig.CLIENT_ID_CONFIG, transactionalId(config) + "-admin");
    return p;
  }

  private static Map<String, Object> producerProps(WorkerConfig config) {
    Map<String, String> overrides = config.withPrefix(WorkerConfig.PRODUCER_PREFIX);
    Map<String, Object> p = new HashMap<>(overrides);
    p.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, config.string(WorkerConfig.BOOTSTRAP_SERVERS));
    p.put(ProducerConfig.TRANSACTIONAL_ID_CONFIG, transactionalId(config));
    p.put(ProducerConfig.CLIENT_ID_CONFIG, transactionalId(config) + "-producer");
    p.put(ProducerConfig.ENABLE_IDEMPOTENCE_CONFIG, "true");
    p.put(ProducerConfig.ACKS_CONFIG, "all");
    TransactionTiming.from(config).apply(p);
    p.putIfAbsent(ProducerConfig.LINGER_MS_CONFIG, "5");
    // The first send of a transaction often meets CONCURRENT_TRANSACTIONS while the broker
    // still writes the previous commit's markers; the default 100 ms back-off then stalls
    // every transaction. A short back-off retries as soon as the markers are written.
    p.putIfAbsent(ProducerConfig.RETRY_BACKOFF_MS_CONFIG, "10");
    // A transaction's puzzles for one request partition are sent in one burst (a chunk share
    // of up to worker.chunk.size records of ~360 bytes): one batch per partition instead of
    // 16 KB pieces means fewer produce requests and batch validations on the broker.
    p.putIfAbsent(ProducerConfig.BATCH_SIZE_CONFIG, "262144");
    // No compression by default: ~1 MB/s of puzzles is nothing for a network, while every
    // compressed batch costs CPU three times (compress here, decompress on the broker to
    // validate, decompress in every consumer). Set kafka.producer.compression.type to
    // trade CPU for bandwidth.
    p.putIfAbsent(ProducerConfig.COMPRESSION_TYPE_CONFIG, "none");
    return p;
  }

  /**
   * Serves requests until {@link #close()}, a newer instance with the same id, or a deployment
   * error. Always leaves the group and closes the clients before returning.
   */
  @Override
  public void run() {
    try {
      LOG.info(
          "worker {} starting (transactional.id={}, threads={}, chunk={}, transaction timeout={}"
              + " ms)",
          config.string(WorkerConfig.INSTANCE_ID),
          transactionalId,
          threads,
          chunkSize,
          timing.transactionTimeoutMs());
      if (timing.transactionTimeoutMs() < TransactionTiming.OUTAGE_MS) {
        LOG.warn(
            "{} = {} ms is shorter than a broker restart usually takes ({} ms): transactions open"
                + " during such an outage are aborted by the restarted coordinator, which may skip"
                + " their markers (hanging transactions, see docs/kafka.md, Faults)",
            WorkerConfig.TRANSACTION_TIMEOUT_MS,
            timing.transactionTimeoutMs(),
            TransactionTiming.OUTAGE_MS);
      }
      if (!awaitTopics()) {
        return;
      }
      consumer.subscribe(List.of(requestTopic), new Rebalance());
      while (!stopping.get()) {
        step();
      }
    } catch (Fenced e) {
      fenced = true;
      LOG.error(
          "worker fenced by a newer instance with transactional.id {}, stopping: {}",
          transactionalId,
          e.getCause().toString());
    } catch (WakeupException e) {
      if (!stopping.get()) {
        throw e;
      }
    } catch (RuntimeException e) {
      LOG.error("worker stopping after a fatal error", e);
      throw e;
    } finally {
      shutdownClients();
      LOG.info("worker stopped (fenced={}, produced={})", fenced, metrics.produced());
      stopped.countDown();
    }
  }

  /**
   * Checks the topics, waiting for the cluster as long as it takes; false when asked to stop
   * meanwhile.
   */
  private boolean awaitTopics() {
    while (!stopping.get()) {
      try {
        checkTopics();
        return true;
      } catch (TimeoutException e) {
        Duration wait = backoff.next();
        LOG.warn("cluster not reachable ({}), retrying in {} ms", e.toString(), wait.toMillis());
        pause(wait);
      }
    }
    return false;
  }

  /** Progress of request partition p goes to progress partition p: there must be enough. */
  private void checkTopics() {
    int requestPartitions = consumer.partitionsFor(requestTopic).size();
    int progressPartitions = session.producer().partitionsFor(progressTopic).size();
    if (progressPartitions < requestPartitions) {
      throw new IllegalStateException(
          progressTopic
              + " has "
              + progressPartitions
              + " partitions but "
              + requestTopic
              + " has "
              + requestPartitions
              + "; the progress topic needs at least as many");
    }
  }

  private void step() {
    if (!producerReady()) {
      return;
    }
    restoreDue();
    boolean busy = hasActiveWork();
    Duration wait = busy ? Duration.ZERO : restores.isEmpty() ? pollTimeout : BACKOFF_MIN;
    try {
      ConsumerRecords<byte[], byte[]> polled = consumer.poll(wait);
      overflowed.clear();
      for (ConsumerRecord<byte[], byte[]> r : polled) {
        accept(r);
      }
    } catch (WakeupException e) {
      if (stopping.get()) {
        return;
      }
      throw e;
    } catch (RequestIntake.ReplyLookupFailed e) {
      // Transient (the cluster's metadata could not be read): go back to the committed
      // state so the request is read and checked again, like an aborted transaction.
      Duration pause = backoff.next();
      LOG.warn(
          "replyTo lookup failed, rewinding; next attempt in {} ms: {}",
          pause.toMillis(),
          e.getCause().toString());
      dropPrefetched();
      rewind();
      pause(pause);
      return;
    }
    flowControl();
    if (hasActiveWork() || hasFinishedWork()) {
      transaction();
    }
    metrics.stalled(health.check(clock.instant()));
    metrics.maybeLog(clock.millis(), inFlight());
  }

  /**
   * Initialises the producer when it is new (at start, or after it was replaced); false when it is
   * not ready yet (the cluster did not answer: retried after a back-off).
   */
  private boolean producerReady() {
    try {
      health.beforeInit();
      session.init();
      health.afterInit(session.producer());
      return true;
    } catch (RuntimeException e) {
      TransactionFailure kind =
          TransactionFailure.of(e, Duration.ZERO, timing.transactionTimeout());
      if (kind == TransactionFailure.FENCED) {
        throw new Fenced(e);
      }
      if (kind == TransactionFailure.FATAL) {
        throw e;
      }
      if (kind == TransactionFailure.RENEW) {
        renewProducer();
      }
      Duration wait = backoff.next();
      LOG.warn(
          "transactional producer not ready ({}), retrying in {} ms",
          e.toString(),
          wait.toMillis());
      pause(wait);
      return false;
    }
  }

  /** Turns a polled record into a job, restoring its progress when it was seen before. */
  private void accept(ConsumerRecord<byte[], byte[]> r) {
    ArrayDeque<Job<Q>> jobs = work.get(r.partition());
    if (jobs == null) {
      return; // revoked, or not restored yet (read again from the committed offset then)
    }
    if (overflowed.contains(r.partition())) {
      return; // read again after the seek below
    }
    if (full(jobs)) {
      // One poll can return hundreds of records of a partition (a backlog read again after a
      // restore): take no more than flow control allows, and read the rest later, or every
      // request's share of a transaction shrinks to one puzzle and none of them finishes.
      TopicPartition tp = new TopicPartition(requestTopic, r.partition());
      consumer.seek(tp, r.offset());
      overflowed.add(r.partition());
      if (paused.add(r.partition())) {
        consumer.pause(List.of(tp));
      }
      return;
    }
    nextOffset.put(r.partition(), r.offset() + 1);
    Progress before = restored.getOrDefault(r.partition(), Map.of()).get(r.offset());
    Job<Q> job = intake.job(r, before);
    if (before != null) {
      job.next = before.next();
      job.status = before.status();
      job.startedAtMs = before.startedAtMs();
    }
    jobs.addLast(job);
  }

  /** Pauses partitions with {@code maxInFlight} unfinished requests, resumes the others. */
  private void flowControl() {
    List<TopicPartition> toPause = new ArrayList<>();
    List<TopicPartition> toResume = new ArrayList<>();
    for (Map.Entry<Integer, ArrayDeque<Job<Q>>> e : work.entrySet()) {
      int p = e.getKey();
      boolean full = full(e.getValue());
      if (full && paused.add(p)) {
        toPause.add(new TopicPartition(requestTopic, p));
      } else if (!full && paused.remove(p)) {
        toResume.add(new TopicPartition(requestTopic, p));
      }
    }
    if (!toPause.isEmpty()) {
      consumer.pause(toPause);
    }
    if (!toResume.isEmpty()) {
      consumer.resume(toResume);
    }
  }

  /** Whether a partition has as many requests as flow control allows. */
  private boolean full(ArrayDeque<Job<Q>> jobs) {
    int active = 0;
    for (Job<Q> j : jobs) {
      if (!j.done()) {
        active++;
      }
    }
    return active >= maxInFlight || jobs.size() >= 4 * maxInFlight;
  }

  private boolean hasActiveWork() {
    for (ArrayDeque<Job<Q>> jobs : work.values()) {
      for (Job<Q> j : jobs) {
        if (!j.done()) {
          return true;
        }
      }
    }
    return false;
  }

  /** Done jobs (restored as done) whose offsets are not committed yet. */
  private boolean hasFinishedWork() {
    for (ArrayDeque<Job<Q>> jobs : work.values()) {
      if (!jobs.isEmpty() && jobs.peekFirst().done()) {
        return true;
      }
    }
    return false;
  }

  private int inFlight() {
    int n = 0;
    for (ArrayDeque<Job<Q>> jobs : work.values()) {
      n += jobs.size();
    }
    return n;
  }

  private List<Job<Q>> activeJobs() {
    List<Job<Q>> active = new ArrayList<>();
    for (ArrayDeque<Job<Q>> jobs : work.values()) {
      for (Job<Q> j : jobs) {
        if (!j.done()) {
          active.add(j);
        }
      }
    }
    return active;
  }

  /** Puzzles per request in one transaction: the chunk size split over the active requests. */
  private int share(int activeRequests) {
    return Math.max(1, chunkSize / Math.max(1, activeRequests));
  }

  /**
   * One step of work: the active requests' chunks are generated first, outside any transaction;
   * then one consume–process–produce transaction sends them with everything else and commits.
   */
  private void transaction() {
    List<Job<Q>> active = activeJobs();
    int share = share(active.size());
    Instant now = clock.instant();
    Map<Job<Q>, Chunk> chunks = new IdentityHashMap<>();
    for (Job<Q> job : active) {
      if (job.deadLetter != null || job.deadline != null && !now.isBefore(job.deadline)) {
        continue;
      }
      Chunk chunk = chunkFor(job, share);
      try {
        chunk.await();
      } catch (Chunk.GenerationException e) {
        generationFailed(job, e.getCause());
        continue;
      }
      chunks.put(job, chunk);
      long after = job.next + chunk.usable();
      if (chunk.exhausted() == null && after < job.count) {
        // Queue this job's next chunk now, behind the other jobs' chunks: the pool never runs
        // dry while this thread sends, commits and polls.
        prefetch(job, after, share);
      }
    }
    long puzzles = 0;
    long dead = 0;
    long[] latencies = active.isEmpty() ? NO_LATENCIES : new long[active.size()];
    int finished = 0;
    Set<Job<Q>> touched = new LinkedHashSet<>();
    List<Job<Q>> dropped = new ArrayList<>();
    sends.clear();
    try {
      session.begin();
      for (Job<Q> job : active) {
        touched.add(job);
        if (job.deadLetter != null) {
          dead += outbox.deadLetter(job, job.deadLetter);
          outbox.summary(job, now);
          continue;
        }
        if (job.deadline != null && !now.isBefore(job.deadline)) {
          job.status = StopReason.DEADLINE;
        } else if (chunks.containsKey(job)) {
          if (job.startedAtMs == 0) {
            job.startedAtMs = now.toEpochMilli();
          }
          Chunk chunk = chunks.get(job);
          String tooLarge = outbox.oversized(job, chunk);
          if (tooLarge != null) {
            dead +=
                outbox.deadLetter(
                    job,
                    outbox.deadLetterOf(job, RecordTooLargeException.class.getName(), tooLarge));
          } else {
            int published = outbox.puzzles(job, chunk);
            puzzles += published;
            job.next += published;
            if (chunk.exhausted() != null) {
              job.status = StopReason.BUDGET_EXHAUSTED;
              job.message = OneLine.of(chunk.exhausted().getMessage());
            } else if (job.next == job.count) {
              job.status = StopReason.COMPLETED;
            }
          }
        }
        if (job.done()) {
          outbox.summary(job, now);
          latencies[finished++] = Math.max(0, now.toEpochMilli() - job.requestedAtMs);
        }
      }
      prefetch();
      session
          .producer()
          .sendOffsetsToTransaction(advanceOffsets(touched, dropped), consumer.groupMetadata());
      session.producer().commitTransaction();
      session.ended();
      backoff.reset();
      for (Job<Q> j : dropped) {
        failures.forget(j.coordinates());
      }
      health.committed(sends.lastOffsets(), clock.instant());
      metrics.committed(puzzles, latencies, finished, dead);
    } catch (RuntimeException e) {
      failed(e);
    }
  }

  private void renewProducer() {
    session.renew();
    metrics.renewed();
    health.producerReplaced();
  }

  /**
   * The generator or encoder failed for {@code job}: counted against the request, which is
   * dead-lettered once it has failed {@value #MAX_REQUEST_FAILURES} times; until then its chunk is
   * simply made again. Nothing was sent, so nothing needs to be aborted.
   */
  private void generationFailed(Job<Q> job, Throwable cause) {
    int n = failures.record(job.coordinates(), cause);
    LOG.warn(
        "generation failed for the request at partition/offset {} ({} time(s)): {}",
        job.coordinates(),
        n,
        cause.toString());
    Chunk c = prefetched.remove(job);
    if (c != null) {
      c.cancel();
    }
    if (failures.exhausted(job.coordinates())) {
      job.deadLetter =
          outbox.deadLetterOf(
              job,
              cause.getClass().getName(),
              "generation failed " + n + " times: " + cause.getMessage());
      job.message = job.deadLetter.message();
    }
  }

  /** The chunk for {@code job}'s next puzzles: the prefetched one if any, else a new one. */
  private Chunk chunkFor(Job<Q> job, int share) {
    Chunk c = prefetched.remove(job);
    if (c != null && c.from == job.next) {
      return c;
    }
    if (c != null) {
      c.cancel();
    }
    int n = (int) Math.min(share, job.count - job.next);
    return Chunk.start(pool, threads, job.request, job.next, n, generator, output);
  }

  /**
   * Starts generating the next transaction's chunks of the jobs that have none yet, so that
   * generation overlaps the commit. Uses the share the next transaction will compute if no request
   * arrives meanwhile.
   */
  private void prefetch() {
    prefetched
        .entrySet()
        .removeIf(
            e -> {
              boolean stale = e.getKey().done();
              if (stale) {
                e.getValue().cancel();
              }
              return stale;
            });
    List<Job<Q>> next = activeJobs();
    int share = share(next.size());
    for (Job<Q> job : next) {
      prefetch(job, job.next, share);
    }
  }

  /** Starts {@code job}'s chunk from index {@code from} unless one is already prefetched. */
  private void prefetch(Job<Q> job, long from, int share) {
    if (job.deadLetter == null && from < job.count && !prefetched.containsKey(job)) {
      int n = (int) Math.min(share, job.count - from);
      prefetched.put(job, Chunk.start(pool, threads, job.request, from, n, generator, output));
    }
  }

  private void dropPrefetched() {
    for (Chunk c : prefetched.values()) {
      c.cancel();
    }
    prefetched.clear();
  }

  /**
   * Writes the progress of touched jobs, drops finished jobs from the head of each partition
   * (tombstoning their progress, and adding them to {@code dropped}) and returns the offsets to
   * commit: the oldest unfinished request of each partition, or the next offset to read when none
   * is left.
   */
  private Map<TopicPartition, OffsetAndMetadata> advanceOffsets(
      Set<Job<Q>> touched, List<Job<Q>> dropped) {
    Map<TopicPartition, OffsetAndMetadata> offsets = new HashMap<>();
    Set<Integer> partitions = new HashSet<>();
    for (Job<Q> j : touched) {
      partitions.add(j.partition);
    }
    for (Map.Entry<Integer, ArrayDeque<Job<Q>>> e : work.entrySet()) {
      if (!e.getValue().isEmpty() && e.getValue().peekFirst().done()) {
        partitions.add(e.getKey());
      }
    }
    Set<Job<Q>> gone = Collections.newSetFromMap(new IdentityHashMap<>());
    for (int p : partitions) {
      ArrayDeque<Job<Q>> jobs = work.get(p);
      while (!jobs.isEmpty() && jobs.peekFirst().done()) {
        Job<Q> j = jobs.pollFirst();
        gone.add(j);
        dropped.add(j);
        outbox.progress(p, j.offset, null);
      }
      long commit = jobs.isEmpty() ? nextOffset.get(p) : jobs.peekFirst().offset;
      offsets.put(new TopicPartition(requestTopic, p), new OffsetAndMetadata(commit));
    }
    for (Job<Q> j : touched) {
      if (!gone.contains(j)) {
        outbox.progress(j.partition, j.offset, j.progress().encode());
      }
    }
    return offsets;
  }

  /**
   * A transaction failed: ends it as its failure requires ({@link TransactionFailure}), counts
   * refused records against their requests, and goes back to the last committed state. Waits a
   * back-off unless the failure was a request's own (a refused record: the retry will dead-letter
   * or cut it).
   */
  private void failed(RuntimeException cause) {
    metrics.aborted();
    dropPrefetched();
    TransactionFailure kind =
        TransactionFailure.of(cause, session.openFor(), timing.transactionTimeout());
    TopicAuthorizationException denied = find(cause, TopicAuthorizationException.class);
    if (denied != null && !Collections.disjoint(denied.unauthorizedTopics(), ownTopics)) {
      throw denied; // the worker cannot write its own topics: a deployment error
    }
    // A reply topic may have been deleted or refused since it was checked: check again.
    replyTopics.forget();
    if (denied != null) {
      replyTopics.deny(denied.unauthorizedTopics(), "topic authorization failed");
    }
    if (kind == TransactionFailure.FENCED) {
      throw new Fenced(cause);
    }
    if (kind == TransactionFailure.FATAL) {
      throw cause;
    }
    if (kind == TransactionFailure.ABORT && session.openFor().compareTo(Duration.ZERO) > 0) {
      try {
        session.producer().abortTransaction();
        health.aborted();
      } catch (RuntimeException e) {
        LOG.warn("abort failed ({}); replacing the producer", e.toString());
        kind = TransactionFailure.RENEW;
      }
    }
    if (kind == TransactionFailure.RENEW) {
      renewProducer();
    }
    session.ended();
    Map<String, RuntimeException> refused = sends.refused();
    for (Map.Entry<String, RuntimeException> e : refused.entrySet()) {
      int n = failures.record(e.getKey(), e.getValue());
      LOG.warn(
          "a record of the request at partition/offset {} was refused ({} time(s)): {}",
          e.getKey(),
          n,
          e.getValue().toString());
    }
    rewind();
    if (refused.isEmpty() && denied == null) {
      Duration wait = backoff.next();
      LOG.warn(
          "transaction failed ({}), {}; next attempt in {} ms: {}",
          kind,
          kind == TransactionFailure.RENEW ? "producer replaced" : "aborted",
          wait.toMillis(),
          cause.toString());
      pause(wait);
    } else {
      LOG.warn("transaction aborted for a request's record: {}", cause.toString());
    }
  }

  private static <T extends Throwable> T find(Throwable e, Class<T> type) {
    for (Throwable t = e; t != null; t = t.getCause()) {
      if (type.isInstance(t)) {
        return type.cast(t);
      }
    }
    return null;
  }

  /** Forgets all in-memory work: every owned partition is restored from its committed state. */
  private void rewind() {
    List<Integer> partitions = new ArrayList<>(work.keySet());
    pending(partitions);
  }

  /** Moves {@code partitions} to the restore queue, paused until restored. */
  private void pending(Collection<Integer> partitions) {
    List<TopicPartition> tps = new ArrayList<>();
    for (int p : partitions) {
      work.remove(p);
      restored.remove(p);
      paused.remove(p);
      tps.add(new TopicPartition(requestTopic, p));
    }
    if (!tps.isEmpty()) {
      consumer.pause(tps);
    }
    restores.add(partitions, clock.instant());
    updateAssignment();
  }

  /** Restores the partitions whose attempt is due; those that cannot be read yet wait longer. */
  private void restoreDue() {
    for (int p : restores.due(clock.instant())) {
      if (stopping.get()) {
        return;
      }
      try {
        restore(p);
        restores.done(p);
      } catch (WakeupException e) {
        if (stopping.get()) {
          return;
        }
        throw e;
      } catch (AuthorizationException | AuthenticationException e) {
        throw e;
      } catch (RuntimeException e) {
        if (e instanceof ProgressStore.ProgressUnavailable) {
          health.suspect(new TopicPartition(progressTopic, p));
        }
        Duration wait = restores.failed(p, clock.instant());
        LOG.warn(
            "request partition {} not restored yet, next attempt in {} ms: {}",
            p,
            wait.toMillis(),
            e.toString());
      }
    }
    updateAssignment();
  }

  /** Seeks partition {@code p} to its committed offset and restores its progress. */
  private void restore(int p) {
    TopicPartition tp = new TopicPartition(requestTopic, p);
    // Waits for pending transactional offset commits of the partition (KIP-447).
    OffsetAndMetadata c = consumer.committed(Set.of(tp), RESTORE_ATTEMPT).get(tp);
    Map<Long, Progress> progress = progressStore.read(p, RESTORE_ATTEMPT);
    if (c != null) {
      consumer.seek(tp, c.offset());
      nextOffset.put(p, c.offset());
    } else {
      consumer.seekToBeginning(List.of(tp));
      nextOffset.put(p, consumer.position(tp, RESTORE_ATTEMPT));
    }
    consumer.resume(List.of(tp));
    work.put(p, new ArrayDeque<>());
    restored.put(p, progress);
    LOG.info(
        "restored partition {} at offset {} ({} requests with progress)",
        p,
        nextOffset.get(p),
        progress.size());
  }

  private void updateAssignment() {
    Set<Integer> all = new HashSet<>(work.keySet());
    all.addAll(restores.all());
    assignment = Set.copyOf(all);
  }

  private void forget(Collection<TopicPartition> partitions) {
    dropPrefetched();
    for (TopicPartition tp : partitions) {
      int p = tp.partition();
      work.remove(p);
      nextOffset.remove(p);
      restored.remove(p);
      paused.remove(p);
      restores.done(p);
      failures.forgetPartition(p);
    }
    updateAssignment();
  }

  /** Waits {@code d}, or less when asked to stop. */
  private void pause(Duration d) {
    long until = System.nanoTime() + d.toNanos();
    while (!stopping.get()) {
      long left = until - System.nanoTime();
      if (left <= 0) {
        return;
      }
      try {
        Thread.sleep(Math.min(50, Math.max(1, left / 1_000_000)));
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        return;
      }
    }
  }

  /** Partition ownership changes; called inside {@code poll}, never during a transaction. */
  private final class Rebalance implements ConsumerRebalanceListener {
    @Override
    public void onPartitionsRevoked(Collection<TopicPartition> partitions) {
      LOG.info("partitions revoked: {}", partitions);
      forget(partitions);
    }

    @Override
    public void onPartitionsLost(Collection<TopicPartition> partitions) {
      LOG.info("partitions lost: {}", partitions);
      forget(partitions);
    }

    @Override
    public void onPartitionsAssigned(Collection<TopicPartition> partitions) {
      LOG.info("partitions assigned: {}", partitions);
      List<Integer> ps = new ArrayList<>();
      for (TopicPartition tp : partitions) {
        ps.add(tp.partition());
      }
      // Read outside the callback (restoreDue): it may have to wait for the previous owner.
      pending(ps);
    }
  }

  /** A newer instance with this {@code transactional.id} exists; the cause says how it showed. */
  private static final class Fenced extends RuntimeException {
    private static final long serialVersionUID = 1L;

    Fenced(Throwable cause) {
      super(cause.getMessage(), cause);
    }
  }

  /**
   * Asks the worker to stop after its current transaction and waits (bounded by {@code
   * worker.shutdown.timeout.ms}) until it has left the group and closed its clients. Safe to call
   * from a shutdown hook or any thread, more than once.
   */
  @Override
  public void close() {
    if (stopping.compareAndSet(false, true)) {
      consumer.wakeup();
    }
    try {
      if (!stopped.await(shutdownTimeout.toMillis(), TimeUnit.MILLISECONDS)) {
        LOG.warn("worker did not stop within {} ms", shutdownTimeout.toMillis());
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  /** True when the worker stopped because a newer instance with its id fenced it. */
  public boolean fenced() {
    return fenced;
  }

  /** Request partitions this instance owns now (a snapshot, for tests and operations). */
  public Set<Integer> assignment() {
    return assignment;
  }

  /** Puzzles published in committed transactions since start. */
  public long produced() {
    return metrics.produced();
  }

  /** How many times the producer was replaced (an abort it could not do, a timed-out epoch). */
  public int producerRenewals() {
    return session.renewals();
  }

  private void shutdownClients() {
    dropPrefetched();
    pool.shutdownNow();
    metrics.log(clock.millis(), inFlight());
    try {
      consumer.close(); // leaves the group
    } catch (RuntimeException e) {
      LOG.warn("closing consumer: {}", e.toString());
    }
    try {
      progressStore.close();
    } catch (RuntimeException e) {
      LOG.warn("closing progress readers: {}", e.toString());
    }
    try {
      // An open transaction (only after an error) is aborted by close.
      session.close(Duration.ofSeconds(10));
    } catch (RuntimeException e) {
      LOG.warn("closing producer: {}", e.toString());
    }
    if (admin != null) {
      try {
        admin.close(Duration.ofSeconds(5));
      } catch (RuntimeException e) {
        LOG.warn("closing admin client: {}", e.toString());
      }
    }
  }
}
