package dev.sudoku.kafka;

import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
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
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;
import org.apache.kafka.clients.consumer.Consumer;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRebalanceListener;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.consumer.OffsetAndMetadata;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.Producer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.KafkaException;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.errors.AuthenticationException;
import org.apache.kafka.common.errors.AuthorizationException;
import org.apache.kafka.common.errors.FencedInstanceIdException;
import org.apache.kafka.common.errors.InvalidProducerEpochException;
import org.apache.kafka.common.errors.ProducerFencedException;
import org.apache.kafka.common.errors.TopicAuthorizationException;
import org.apache.kafka.common.errors.UnsupportedVersionException;
import org.apache.kafka.common.errors.WakeupException;
import org.apache.kafka.common.header.Header;
import org.apache.kafka.common.header.internals.RecordHeader;
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
 *   <li>One polling thread owns the consumer and the transactional producer; generation and
 *       encoding of a chunk fan out to {@code worker.threads} threads ({@link Chunk}) and the
 *       results are sent in index order. The next transaction's chunks are started before the
 *       current one commits, so generation overlaps the commit round trips.
 *   <li>Each transaction serves every active request a share of {@code worker.chunk.size} puzzles
 *       (round robin), so a large request cannot starve small ones. Up to {@code
 *       worker.max.in.flight.per.partition} requests of a partition are active at once; the
 *       partition is paused beyond that.
 *   <li>A request's progress (next index, status) is written to a compacted progress topic in the
 *       same transaction as its puzzles. The consumer offset of a partition is committed (in the
 *       transaction, with the group metadata, KIP-447) only up to its oldest unfinished request.
 *       After a crash the records from that offset are read again and their progress is restored,
 *       so finished requests are skipped and unfinished ones resume at their next index: every
 *       puzzle index is committed exactly once.
 *   <li>Fencing ({@link ProducerFencedException}, {@link InvalidProducerEpochException}, {@link
 *       FencedInstanceIdException}) ends this instance: another instance with the same {@code
 *       transactional.id} has taken over. Any other error aborts the transaction, rewinds to the
 *       committed offsets and restores progress (bounded retries). A request whose generation fails
 *       {@value #MAX_GENERATION_FAILURES} times goes to the dead-letter topic. A {@link
 *       BudgetExhaustedException} is not a failure: the puzzles before its index are published and
 *       the request stops with {@link StopReason#BUDGET_EXHAUSTED}.
 *   <li>{@link #close()} (SIGTERM via the shutdown hook) lets the current transaction commit, then
 *       leaves the group and closes the clients.
 * </ul>
 *
 * @param <Q> request type
 * @param <P> published result type
 */
public final class PuzzleWorker<Q, P> implements Runnable, AutoCloseable {

  private static final Logger LOG = LoggerFactory.getLogger(PuzzleWorker.class);
  private static final int MAX_CONSECUTIVE_ABORTS = 5;
  private static final int MAX_GENERATION_FAILURES = 3;
  private static final long[] NO_LATENCIES = new long[0];
  private static final Duration METADATA_TIMEOUT = Duration.ofSeconds(15);

  /** Header on records written to a request's replyTo topic: "puzzle" or "summary". */
  static final String RECORD_HEADER = "sudoku.record";

  private static final byte[] PUZZLE_HEADER = "puzzle".getBytes(StandardCharsets.UTF_8);
  private static final byte[] SUMMARY_HEADER = "summary".getBytes(StandardCharsets.UTF_8);

  private final WorkerConfig config;
  private final Clock clock;
  private final RequestCodec<Q> requests;
  private final PuzzleFactory<Q, P> generator;
  private final OutputCodec<P> output;
  private final Consumer<byte[], byte[]> consumer;
  private final Producer<byte[], byte[]> producer;
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

  /** Work by request partition, oldest request first; only assigned partitions are present. */
  private final Map<Integer, ArrayDeque<Job<Q>>> work = new TreeMap<>();

  /** Next offset to read, by request partition: the commit point when nothing is pending. */
  private final Map<Integer, Long> nextOffset = new HashMap<>();

  private final Map<Integer, Map<Long, Progress>> restored = new HashMap<>();
  private final Set<Integer> paused = new HashSet<>();

  /** Chunks started before the previous commit, by job (identity), for the next transaction. */
  private final Map<Job<Q>, Chunk> prefetched = new HashMap<>();

  private final AtomicBoolean stopping = new AtomicBoolean();
  private final CountDownLatch stopped = new CountDownLatch(1);
  private volatile boolean fenced;
  private volatile Set<Integer> assignment = Set.of();
  private int consecutiveAborts;

  /** Generation failures by request coordinates {@code partition/offset}, and the last cause. */
  private final Map<String, Integer> failureCounts = new HashMap<>();

  private final Map<String, Throwable> generationFailures = new HashMap<>();

  /** The three Kafka clients a worker uses; real ones in production, mocks in unit tests. */
  record Clients(
      Consumer<byte[], byte[]> consumer,
      Producer<byte[], byte[]> producer,
      Consumer<byte[], byte[]> progressReader) {

    static Clients real(WorkerConfig config) {
      return new Clients(
          new KafkaConsumer<>(
              consumerProps(config), new ByteArrayDeserializer(), new ByteArrayDeserializer()),
          new KafkaProducer<>(
              producerProps(config), new ByteArraySerializer(), new ByteArraySerializer()),
          new KafkaConsumer<>(
              readerProps(config), new ByteArrayDeserializer(), new ByteArrayDeserializer()));
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
    this.metrics =
        new WorkerMetrics(config.number(WorkerConfig.METRICS_INTERVAL_MS, 1), clock.millis());
    this.consumer = clients.consumer();
    this.producer = clients.producer();
    this.progressStore =
        new ProgressStore(clients.progressReader(), progressTopic, clock, Duration.ofSeconds(60));
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

  private static Map<String, Object> readerProps(WorkerConfig config) {
    Map<String, Object> p = new HashMap<>(config.withPrefix(WorkerConfig.CONSUMER_PREFIX));
    p.remove(ConsumerConfig.GROUP_ID_CONFIG);
    p.remove(ConsumerConfig.GROUP_PROTOCOL_CONFIG);
    p.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, config.string(WorkerConfig.BOOTSTRAP_SERVERS));
    p.put(ConsumerConfig.CLIENT_ID_CONFIG, transactionalId(config) + "-progress-reader");
    p.put(ConsumerConfig.ISOLATION_LEVEL_CONFIG, "read_committed");
    p.put(ConsumerConfig.ENABLE_AUTO_COMMIT_CONFIG, "false");
    p.put(ConsumerConfig.AUTO_OFFSET_RESET_CONFIG, "earliest");
    return p;
  }

  private static Map<String, Object> producerProps(WorkerConfig config) {
    Map<String, Object> p = new HashMap<>(config.withPrefix(WorkerConfig.PRODUCER_PREFIX));
    p.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, config.string(WorkerConfig.BOOTSTRAP_SERVERS));
    p.put(ProducerConfig.TRANSACTIONAL_ID_CONFIG, transactionalId(config));
    p.put(ProducerConfig.CLIENT_ID_CONFIG, transactionalId(config) + "-producer");
    p.put(ProducerConfig.ENABLE_IDEMPOTENCE_CONFIG, "true");
    p.put(ProducerConfig.ACKS_CONFIG, "all");
    p.put(
        ProducerConfig.TRANSACTION_TIMEOUT_CONFIG,
        Long.toString(config.number(WorkerConfig.TRANSACTION_TIMEOUT_MS, 1000)));
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
   * Serves requests until {@link #close()} or a fatal error. Always leaves the group and closes the
   * clients before returning.
   */
  @Override
  public void run() {
    try {
      LOG.info(
          "worker {} starting (transactional.id={}, threads={}, chunk={})",
          config.string(WorkerConfig.INSTANCE_ID),
          transactionalId(config),
          threads,
          chunkSize);
      checkTopics();
      producer.initTransactions();
      consumer.subscribe(List.of(requestTopic), new Rebalance());
      while (!stopping.get()) {
        step();
      }
    } catch (ProducerFencedException
        | InvalidProducerEpochException
        | FencedInstanceIdException e) {
      fenced = true;
      LOG.error("worker fenced by a newer instance with the same id, stopping: {}", e.toString());
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

  /** Progress of request partition p goes to progress partition p: there must be enough. */
  private void checkTopics() {
    int requestPartitions = consumer.partitionsFor(requestTopic).size();
    int progressPartitions = producer.partitionsFor(progressTopic).size();
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
    boolean busy = hasActiveWork();
    try {
      for (ConsumerRecord<byte[], byte[]> r : consumer.poll(busy ? Duration.ZERO : pollTimeout)) {
        accept(r);
      }
    } catch (WakeupException e) {
      if (stopping.get()) {
        return;
      }
      throw e;
    } catch (ReplyLookupFailed e) {
      // Transient (the cluster's metadata could not be read): go back to the committed
      // state so the request is read and checked again, like an aborted transaction.
      consecutiveAborts++;
      LOG.warn(
          "replyTo lookup failed ({} in a row), rewinding: {}",
          consecutiveAborts,
          e.getCause().toString());
      dropPrefetched();
      if (consecutiveAborts >= MAX_CONSECUTIVE_ABORTS) {
        throw new IllegalStateException(
            "giving up after " + consecutiveAborts + " failures in a row", e.getCause());
      }
      restore(new ArrayList<>(work.keySet()));
      return;
    }
    flowControl();
    if (hasActiveWork() || hasFinishedWork()) {
      transaction();
    }
    metrics.maybeLog(clock.millis(), inFlight());
  }

  /** Turns a polled record into a job, restoring its progress when it was seen before. */
  private void accept(ConsumerRecord<byte[], byte[]> r) {
    ArrayDeque<Job<Q>> jobs = work.get(r.partition());
    if (jobs == null) {
      return; // revoked meanwhile
    }
    nextOffset.put(r.partition(), r.offset() + 1);
    Progress before = restored.getOrDefault(r.partition(), Map.of()).get(r.offset());
    Job<Q> job = newJob(r, before);
    if (before != null) {
      job.next = before.next();
      job.status = before.status();
      job.startedAtMs = before.startedAtMs();
    }
    jobs.addLast(job);
  }

  private Job<Q> newJob(ConsumerRecord<byte[], byte[]> r, Progress before) {
    long requestedAt = before != null ? before.requestedAtMs() : r.timestamp();
    byte[] value = r.value() == null ? new byte[0] : r.value();
    if (before != null && before.done()) {
      return new Job<>(
          r.partition(), r.offset(), r.key(), value, requestedAt, null, null, "", 0, null);
    }
    String failureKey = r.partition() + "/" + r.offset();
    if (failureCounts.getOrDefault(failureKey, 0) >= MAX_GENERATION_FAILURES) {
      Throwable cause = generationFailures.get(failureKey);
      DeadLetterEvent dl =
          new DeadLetterEvent(
              value,
              r.topic(),
              r.partition(),
              r.offset(),
              cause.getClass().getName(),
              "generation failed "
                  + MAX_GENERATION_FAILURES
                  + " times: "
                  + oneLine(cause.getMessage()),
              clock.instant(),
              r.key(),
              timestamp(r),
              null,
              transactionalId);
      return new Job<>(
          r.partition(), r.offset(), r.key(), value, requestedAt, null, dl, "", 0, null);
    }
    Q request;
    try {
      request = requests.decode(value);
    } catch (RuntimeException e) {
      return rejected(r, value, requestedAt, null, e, "", 0);
    }
    String id;
    long count;
    String replyTo = null;
    try {
      id = requests.id(request);
      count = requests.count(request);
      if (id == null || id.isEmpty()) {
        throw new InvalidRequestException("request id is empty");
      }
      if (count < 1 || count > maxCount) {
        throw new InvalidRequestException("count " + count + " is out of range 1.." + maxCount);
      }
      replyTo = checkReplyTo(request);
      requests.validate(request);
      Instant deadline = requests.deadline(request).orElse(null);
      Job<Q> job =
          new Job<>(
              r.partition(),
              r.offset(),
              r.key(),
              value,
              requestedAt,
              request,
              null,
              id,
              count,
              deadline);
      job.correlationId = requests.correlationId(request).orElse(null);
      job.replyTo = replyTo;
      return job;
    } catch (ReplyLookupFailed e) {
      throw e;
    } catch (RuntimeException e) {
      // Echo what the request said in its REJECTED summary, when it can be read at all.
      String knownId;
      long knownCount;
      try {
        knownId = requests.id(request);
        knownCount = requests.count(request);
      } catch (RuntimeException ignored) {
        knownId = "";
        knownCount = 0;
      }
      Job<Q> job =
          rejected(r, value, requestedAt, request, e, knownId == null ? "" : knownId, knownCount);
      // A checked replyTo gets the INVALID summary; an unchecked one never gets anything.
      job.replyTo = replyTo;
      try {
        job.correlationId = requests.correlationId(request).orElse(null);
      } catch (RuntimeException ignored) {
        // the summary goes out without it
      }
      return job;
    }
  }

  /**
   * The request's replyTo, checked, or null when it has none.
   *
   * @throws InvalidRequestException when the topic may not be used (see {@link ReplyTopics})
   * @throws ReplyLookupFailed when the topic's existence could not be looked up
   */
  private String checkReplyTo(Q request) {
    String topic = requests.replyTo(request).orElse(null);
    if (topic == null) {
      return null;
    }
    try {
      return replyTopics.check(topic);
    } catch (KafkaException e) {
      throw new ReplyLookupFailed(e);
    }
  }

  private Job<Q> rejected(
      ConsumerRecord<byte[], byte[]> r,
      byte[] value,
      long requestedAt,
      Q request,
      RuntimeException e,
      String id,
      long count) {
    DeadLetterEvent dl =
        new DeadLetterEvent(
            value,
            r.topic(),
            r.partition(),
            r.offset(),
            e.getClass().getName(),
            oneLine(e.getMessage()),
            clock.instant(),
            r.key(),
            timestamp(r),
            id.isEmpty() ? null : id,
            transactionalId);
    Job<Q> job =
        new Job<>(
            r.partition(), r.offset(), r.key(), value, requestedAt, request, dl, id, count, null);
    job.message = dl.message();
    return job;
  }

  private static Instant timestamp(ConsumerRecord<?, ?> r) {
    return r.timestamp() < 0 ? null : Instant.ofEpochMilli(r.timestamp());
  }

  private static String oneLine(String s) {
    return s == null ? "" : s.replace('\n', ' ').replace('\r', ' ');
  }

  /** Pauses partitions with {@code maxInFlight} unfinished requests, resumes the others. */
  private void flowControl() {
    List<TopicPartition> toPause = new ArrayList<>();
    List<TopicPartition> toResume = new ArrayList<>();
    for (Map.Entry<Integer, ArrayDeque<Job<Q>>> e : work.entrySet()) {
      int active = 0;
      for (Job<Q> j : e.getValue()) {
        if (!j.done()) {
          active++;
        }
      }
      int p = e.getKey();
      boolean full = active >= maxInFlight || e.getValue().size() >= 4 * maxInFlight;
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

  /** One consume–process–produce transaction over all partitions with work. */
  private void transaction() {
    List<Job<Q>> active = activeJobs();
    int share = share(active.size());
    Instant now = clock.instant();
    long puzzles = 0;
    long dead = 0;
    long[] latencies = active.isEmpty() ? NO_LATENCIES : new long[active.size()];
    int finished = 0;
    Set<Job<Q>> touched = new LinkedHashSet<>();
    try {
      producer.beginTransaction();
      for (Job<Q> job : active) {
        touched.add(job);
        if (job.deadLetter != null) {
          producer.send(
              new ProducerRecord<>(deadLetterTopic, job.key, output.deadLetter(job.deadLetter)));
          dead++;
          job.status = StopReason.REJECTED;
          if (!job.id.isEmpty()) {
            summary(job, now);
          }
          continue;
        }
        if (job.deadline != null && !now.isBefore(job.deadline)) {
          job.status = StopReason.DEADLINE;
        } else {
          if (job.startedAtMs == 0) {
            job.startedAtMs = now.toEpochMilli();
          }
          Chunk chunk = chunkFor(job, share);
          int published;
          try {
            published = publish(job, chunk);
          } catch (Chunk.GenerationException e) {
            throw new JobFailure(job, e.getCause());
          }
          puzzles += published;
          job.next += published;
          if (chunk.exhausted() != null) {
            job.status = StopReason.BUDGET_EXHAUSTED;
            job.message = oneLine(chunk.exhausted().getMessage());
          } else if (job.next == job.count) {
            job.status = StopReason.COMPLETED;
          } else {
            // Queue this job's next chunk now, behind the other jobs' chunks of this
            // transaction: the pool never runs dry while this thread sends, commits
            // and polls (no idle tail at the end of a transaction).
            prefetch(job, share);
          }
        }
        if (job.done()) {
          summary(job, now);
          latencies[finished++] = Math.max(0, now.toEpochMilli() - job.requestedAtMs);
        }
      }
      prefetch();
      producer.sendOffsetsToTransaction(advanceOffsets(touched), consumer.groupMetadata());
      producer.commitTransaction();
      consecutiveAborts = 0;
      metrics.committed(puzzles, latencies, finished, dead);
    } catch (TopicAuthorizationException e) {
      if (!Collections.disjoint(e.unauthorizedTopics(), ownTopics)) {
        throw e; // the worker cannot write its own topics: a deployment error
      }
      abortAndRewind(e, true); // a replyTo topic: denied from now on, its request rejected
    } catch (ProducerFencedException
        | InvalidProducerEpochException
        | FencedInstanceIdException
        | UnsupportedVersionException
        | AuthorizationException
        | AuthenticationException e) {
      throw e;
    } catch (JobFailure e) {
      // Counted per request, not towards the fatal limit: after MAX_GENERATION_FAILURES
      // the request goes to the dead-letter topic and the worker carries on.
      generationFailures.put(e.key, e.getCause());
      failureCounts.merge(e.key, 1, Integer::sum);
      LOG.warn(
          "generation failed for the request at partition/offset {} ({} time(s))",
          e.key,
          failureCounts.get(e.key));
      abortAndRewind(e, false);
    } catch (KafkaException | Chunk.GenerationException e) {
      abortAndRewind(e, true);
    }
  }

  /**
   * Sends one chunk of a job's puzzles, in index order, keyed by the request id; returns how many
   * (fewer than the chunk when the generator's budget ran out).
   */
  private int publish(Job<Q> job, Chunk chunk) {
    byte[] key = job.id.getBytes(StandardCharsets.UTF_8);
    byte[][] values = chunk.await();
    int n = chunk.usable();
    if (job.replyTo == null) {
      for (int i = 0; i < n; i++) {
        producer.send(new ProducerRecord<>(puzzleTopic, key, values[i]));
      }
    } else {
      List<Header> headers = List.of(new RecordHeader(RECORD_HEADER, PUZZLE_HEADER));
      for (int i = 0; i < n; i++) {
        producer.send(new ProducerRecord<>(job.replyTo, null, key, values[i], headers));
      }
    }
    return n;
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
      prefetch(job, share);
    }
  }

  /** Starts {@code job}'s chunk from its next index unless one is already prefetched. */
  private void prefetch(Job<Q> job, int share) {
    if (job.deadLetter == null && job.next < job.count && !prefetched.containsKey(job)) {
      int n = (int) Math.min(share, job.count - job.next);
      prefetched.put(job, Chunk.start(pool, threads, job.request, job.next, n, generator, output));
    }
  }

  private void dropPrefetched() {
    for (Chunk c : prefetched.values()) {
      c.cancel();
    }
    prefetched.clear();
  }

  private void summary(Job<Q> job, Instant now) {
    RequestOutcome outcome =
        new RequestOutcome(
            job.id,
            job.count,
            job.next,
            job.status,
            Instant.ofEpochMilli(job.requestedAtMs),
            now,
            job.correlationId,
            job.message,
            job.startedAtMs == 0 ? null : Instant.ofEpochMilli(job.startedAtMs));
    byte[] key = job.id.getBytes(StandardCharsets.UTF_8);
    if (job.replyTo == null) {
      producer.send(new ProducerRecord<>(summaryTopic, key, output.summary(outcome)));
    } else {
      producer.send(
          new ProducerRecord<>(
              job.replyTo,
              null,
              key,
              output.summary(outcome),
              List.of(new RecordHeader(RECORD_HEADER, SUMMARY_HEADER))));
    }
  }

  /**
   * Writes the progress of touched jobs, drops finished jobs from the head of each partition
   * (tombstoning their progress) and returns the offsets to commit: the oldest unfinished request
   * of each partition, or the next offset to read when none is left.
   */
  private Map<TopicPartition, OffsetAndMetadata> advanceOffsets(Set<Job<Q>> touched) {
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
    Set<Job<Q>> dropped = new HashSet<>();
    for (int p : partitions) {
      ArrayDeque<Job<Q>> jobs = work.get(p);
      while (!jobs.isEmpty() && jobs.peekFirst().done()) {
        Job<Q> j = jobs.pollFirst();
        dropped.add(j);
        producer.send(
            new ProducerRecord<>(progressTopic, p, Progress.key(requestTopic, p, j.offset), null));
      }
      long commit = jobs.isEmpty() ? nextOffset.get(p) : jobs.peekFirst().offset;
      offsets.put(new TopicPartition(requestTopic, p), new OffsetAndMetadata(commit));
    }
    for (Job<Q> j : touched) {
      if (!dropped.contains(j)) {
        producer.send(
            new ProducerRecord<>(
                progressTopic,
                j.partition,
                Progress.key(requestTopic, j.partition, j.offset),
                j.progress().encode()));
      }
    }
    return offsets;
  }

  /**
   * Aborts the open transaction and goes back to the last committed state: consumer positions at
   * the committed offsets and progress re-read from the progress topic.
   */
  private void abortAndRewind(RuntimeException cause, boolean countsTowardsFatal) {
    metrics.aborted();
    if (countsTowardsFatal) {
      consecutiveAborts++;
    }
    LOG.warn("transaction aborted ({} in a row): {}", consecutiveAborts, cause.toString());
    dropPrefetched();
    // A reply topic may have been deleted or refused since it was checked: check again.
    replyTopics.forget();
    for (Throwable t = cause; t != null; t = t.getCause()) {
      if (t instanceof TopicAuthorizationException tae) {
        replyTopics.deny(tae.unauthorizedTopics(), "topic authorization failed");
      }
    }
    producer.abortTransaction();
    if (consecutiveAborts >= MAX_CONSECUTIVE_ABORTS) {
      throw new IllegalStateException(
          "giving up after " + consecutiveAborts + " aborted transactions in a row", cause);
    }
    restore(new ArrayList<>(work.keySet()));
  }

  /** Seeks {@code partitions} to their committed offsets and restores their progress. */
  private void restore(Collection<Integer> partitions) {
    if (partitions.isEmpty()) {
      return;
    }
    Set<TopicPartition> tps = new HashSet<>();
    for (int p : partitions) {
      tps.add(new TopicPartition(requestTopic, p));
    }
    // Waits for pending transactional offset commits of these partitions (KIP-447).
    Map<TopicPartition, OffsetAndMetadata> committed = consumer.committed(tps);
    Map<Integer, Map<Long, Progress>> progress = progressStore.read(partitions);
    for (TopicPartition tp : tps) {
      OffsetAndMetadata c = committed.get(tp);
      int p = tp.partition();
      if (c != null) {
        consumer.seek(tp, c.offset());
        nextOffset.put(p, c.offset());
      } else {
        consumer.seekToBeginning(List.of(tp));
        nextOffset.put(p, consumer.position(tp));
      }
      work.put(p, new ArrayDeque<>());
      restored.put(p, progress.getOrDefault(p, Map.of()));
    }
    assignment = Set.copyOf(work.keySet());
    LOG.info("restored partitions {} at offsets {}", partitions, nextOffset);
  }

  private void forget(Collection<TopicPartition> partitions) {
    dropPrefetched();
    for (TopicPartition tp : partitions) {
      work.remove(tp.partition());
      nextOffset.remove(tp.partition());
      restored.remove(tp.partition());
      paused.remove(tp.partition());
    }
    assignment = Set.copyOf(work.keySet());
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
      restore(ps);
    }
  }

  /**
   * A replyTo topic could not be looked up (cluster unreachable): transient, not the request's
   * fault.
   */
  private static final class ReplyLookupFailed extends RuntimeException {
    private static final long serialVersionUID = 1L;

    ReplyLookupFailed(KafkaException cause) {
      super(cause.getMessage(), cause);
    }
  }

  /** The generator or encoder failed for one request; identifies the request. */
  private static final class JobFailure extends RuntimeException {
    private static final long serialVersionUID = 1L;
    final String key;

    JobFailure(Job<?> job, Throwable cause) {
      super("generation failed for request at " + job.partition + "/" + job.offset, cause);
      this.key = job.partition + "/" + job.offset;
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
      LOG.warn("closing progress reader: {}", e.toString());
    }
    try {
      // An open transaction (only after an error) is aborted by close.
      producer.close(Duration.ofSeconds(10));
    } catch (RuntimeException e) {
      LOG.warn("closing producer: {}", e.toString());
    }
  }
}
