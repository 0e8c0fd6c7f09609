package dev.sudoku.kafka;

import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.consumer.Consumer;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.ConsumerRecords;
import org.apache.kafka.common.errors.TimeoutException;
import org.apache.kafka.common.errors.WakeupException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The generation worker: consumes requests, publishes puzzles, summaries and dead letters, all
 * inside Kafka transactions together with the consumer offsets (consume–process–produce).
 *
 * <p>Design (details and the failure analysis in docs/kafka.md). One polling thread owns the
 * consumer and the transactional producer ({@link ProducerSession}) and runs a loop of steps; this
 * class starts and stops that loop and wires the parts, each with one job:
 *
 * <ul>
 *   <li>{@link WorkerClients}: the Kafka clients and the properties they are built with.
 *   <li>{@link PartitionOwnership}: which request partitions this instance owns; a partition it
 *       takes over, or whose work was thrown away after a failed transaction, is read back from its
 *       committed offset and progress ({@link ProgressStore}) before it is served, so finished
 *       requests are skipped and unfinished ones resume at their next index.
 *   <li>{@link RequestIntake}: a polled record becomes a job, or a dead letter when it is not a
 *       valid, bounded request ({@link RequestLimits}, {@link ReplyTopics}).
 *   <li>{@link JobTable}: the jobs by partition, oldest first; flow control (up to {@code
 *       worker.max.in.flight.per.partition} active requests, the partition paused beyond that) and
 *       the offset to commit (in the transaction, with the group metadata, KIP-447, only up to the
 *       oldest unfinished request).
 *   <li>{@link TransactionStep}: one consume–process–produce transaction; chunks are generated on
 *       {@code worker.threads} threads ({@link Prefetch}, {@link Chunk}) before it opens, so it
 *       only sends ({@link Outbox}) and commits, and every active request gets a share of {@code
 *       worker.chunk.size} puzzles. A request one of whose records would exceed the producer's
 *       {@code max.request.size} or be refused by the broker ({@link Sends}) is dead-lettered with
 *       a reason ({@link DeadLetters}) instead of failing the transactions of every request. A
 *       request whose generation fails {@value #MAX_REQUEST_FAILURES} times goes to the dead-letter
 *       topic; a {@link BudgetExhaustedException} is not a failure: the request stops with {@link
 *       StopReason#BUDGET_EXHAUSTED} after the puzzles before it.
 *   <li>{@link FailureRecovery}: a failed transaction is classified ({@link TransactionFailure}),
 *       ended as it requires (fenced, producer replaced, or aborted), rewound to the committed
 *       state and retried after a back-off, for as long as a broker outage takes.
 *   <li>{@link OutputHealth}: keeps the output readable, reporting partitions whose last stable
 *       offset stays below what the worker committed and repairing hanging transactions (a
 *       transaction left open hides the output from readers).
 *   <li>{@link WorkerMetrics}: meters of committed work, of the Kafka clients and of the JVM, and
 *       the state of the liveness and readiness probes ({@link HealthProbes}), served by {@link
 *       MetricsServer} on {@code worker.metrics.port}.
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
  private static final Duration METADATA_TIMEOUT = Duration.ofSeconds(15);
  private static final Duration WATCH_SLACK = Duration.ofSeconds(30);
  private static final Duration BACKOFF_MIN = Duration.ofMillis(100);
  private static final Duration BACKOFF_MAX = Duration.ofSeconds(10);

  /** Header on records written to a request's replyTo topic: "puzzle" or "summary". */
  static final String RECORD_HEADER = "sudoku.record";

  private final WorkerConfig config;
  private final Clock clock;
  private final Consumer<byte[], byte[]> consumer;
  private final ProducerSession session;
  private final ProgressStore progressStore;
  private final int threads;
  private final String requestTopic;
  private final String progressTopic;
  private final int chunkSize;
  private final Duration pollTimeout;
  private final Duration shutdownTimeout;
  private final WorkerMetrics metrics;
  private final String transactionalId;
  private final TransactionTiming timing;
  private final OutputHealth health;
  private final JobTable<Q> jobs;
  private final Prefetch<Q, P> prefetch;
  private final PartitionOwnership<Q> ownership;
  private final TransactionStep<Q, P> step;
  private final FailureRecovery recovery;
  private final Admin admin;

  private final RequestFailures failures =
      new RequestFailures(MAX_REQUEST_FAILURES, FAILURE_MEMORY);
  private final Sends sends = new Sends();
  private final Backoff backoff = new Backoff(BACKOFF_MIN, BACKOFF_MAX);

  private final AtomicBoolean stopping = new AtomicBoolean();
  private final CountDownLatch stopped = new CountDownLatch(1);
  private volatile boolean fenced;

  PuzzleWorker(
      WorkerConfig config,
      Clock clock,
      RequestCodec<Q> requests,
      PuzzleFactory<Q, P> generator,
      OutputCodec<P> output,
      WorkerClients clients) {
    this.config = config;
    this.clock = clock;
    this.requestTopic = config.string(WorkerConfig.TOPIC_REQUESTS);
    String puzzleTopic = config.string(WorkerConfig.TOPIC_PUZZLES);
    String summaryTopic = config.string(WorkerConfig.TOPIC_SUMMARIES);
    this.progressTopic = config.string(WorkerConfig.TOPIC_PROGRESS);
    String deadLetterTopic = config.string(WorkerConfig.TOPIC_DEAD_LETTERS);
    long maxCount = config.number(WorkerConfig.MAX_COUNT, 1);
    this.chunkSize = (int) Math.min(1_000_000, config.number(WorkerConfig.CHUNK_SIZE, 1));
    this.pollTimeout = config.millis(WorkerConfig.POLL_TIMEOUT_MS);
    this.shutdownTimeout = config.millis(WorkerConfig.SHUTDOWN_TIMEOUT_MS);
    this.threads = config.threads();
    this.transactionalId = WorkerClients.transactionalId(config);
    this.timing = TransactionTiming.from(config);
    int maxRecordBytes = WorkerClients.maxRequestSize(config);
    RequestLimits limits = RequestLimits.from(config, maxRecordBytes);
    DeadLetters deadLetters = new DeadLetters(clock, transactionalId, limits);
    this.metrics = WorkerMetrics.create(config, clock, stopping::get);
    clients = metrics.instrument(clients);
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
    Set<String> ownTopics =
        Set.copyOf(
            List.of(requestTopic, puzzleTopic, summaryTopic, progressTopic, deadLetterTopic));
    ReplyTopics replyTopics =
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
    RequestIntake<Q> intake =
        new RequestIntake<>(requests, limits, failures, replyTopics, deadLetters, maxCount);
    Outbox<P> outbox =
        new Outbox<>(session, output, sends, failures, deadLetters, config, maxRecordBytes);
    this.jobs =
        new JobTable<>(
            consumer,
            requestTopic,
            (int) Math.min(10_000, config.number(WorkerConfig.MAX_IN_FLIGHT, 1)),
            intake,
            outbox);
    this.prefetch = new Prefetch<>(threads, generator, output);
    this.ownership =
        new PartitionOwnership<>(
            consumer,
            requestTopic,
            progressTopic,
            progressStore,
            jobs,
            prefetch,
            failures,
            health,
            new Restores(BACKOFF_MIN, BACKOFF_MAX),
            clock,
            stopping::get);
    this.step =
        new TransactionStep<>(
            clock, chunkSize, consumer, session, jobs, prefetch, outbox, sends, failures, backoff,
            health, metrics);
    this.recovery =
        new FailureRecovery(
            session,
            timing,
            ownTopics,
            replyTopics,
            sends,
            failures,
            ownership,
            prefetch,
            backoff,
            health,
            metrics);
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
    RequestLimits.from(config, WorkerClients.maxRequestSize(config));
    MetricsServer endpoint = MetricsServer.bind(MetricsServer.port(config));
    try {
      PuzzleWorker<Q, P> worker =
          new PuzzleWorker<>(
              config, clock, requests, generator, output, WorkerClients.real(config));
      worker.metrics.serve(endpoint);
      return worker;
    } catch (RuntimeException e) {
      if (endpoint != null) {
        endpoint.close();
      }
      throw e;
    }
  }

  /** Same as above with the three seams from one bundle. */
  public static <Q, P> PuzzleWorker<Q, P> create(
      WorkerConfig config, Clock clock, WorkerPlugins<Q, P> plugins) {
    return create(config, clock, plugins.requests(), plugins.generator(), plugins.output(config));
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
      metrics.probes().started();
      if (!awaitTopics()) {
        return;
      }
      consumer.subscribe(List.of(requestTopic), ownership);
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
    boolean producerReady = producerReady();
    metrics.probes().stepped(producerReady, ownership.assignment().size(), ownership.restoring());
    if (!producerReady) {
      return;
    }
    ownership.restoreDue();
    boolean busy = jobs.hasActiveWork();
    Duration wait = busy ? Duration.ZERO : ownership.restoring() ? BACKOFF_MIN : pollTimeout;
    try {
      ConsumerRecords<byte[], byte[]> polled = consumer.poll(wait);
      jobs.newPoll();
      for (ConsumerRecord<byte[], byte[]> r : polled) {
        jobs.accept(r);
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
      prefetch.clear();
      ownership.rewind();
      pause(pause);
      return;
    }
    jobs.flowControl();
    if (jobs.hasActiveWork() || jobs.hasFinishedWork()) {
      transaction();
    }
    metrics.stalled(health.check(clock.instant()));
    metrics.maybeLog(clock.millis(), jobs.inFlight());
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
      pause(recovery.producerNotReady(e));
      return false;
    }
  }

  /** One step of work ({@link TransactionStep}); a failed transaction is ended and rewound. */
  private void transaction() {
    step.run(failure -> pause(recovery.transactionFailed(failure)));
  }

  /** Waits {@code d}, or less when asked to stop. */
  private void pause(Duration d) {
    long until = System.nanoTime() + d.toNanos();
    while (!stopping.get()) {
      metrics.probes().beat();
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

  /** A newer instance with this {@code transactional.id} exists; the cause says how it showed. */
  static final class Fenced extends RuntimeException {
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
    return ownership.assignment();
  }

  /** Puzzles published in committed transactions since start. */
  public long produced() {
    return metrics.produced();
  }

  /** The port of /metrics and /health/*, or -1 when they are off ({@code worker.metrics.port}). */
  public int metricsPort() {
    return metrics.port();
  }

  /** How many times the producer was replaced (an abort it could not do, a timed-out epoch). */
  public int producerRenewals() {
    return session.renewals();
  }

  private void shutdownClients() {
    prefetch.shutdown();
    metrics.log(clock.millis(), jobs.inFlight());
    metrics.close(); // before the clients: it reads their metrics
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
