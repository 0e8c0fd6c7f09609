package dev.sudoku.kafka;

import java.time.Clock;
import java.time.Duration;
import java.util.Collections;
import java.util.List;
import java.util.Map;
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
import org.apache.kafka.common.errors.TopicAuthorizationException;
import org.apache.kafka.common.errors.WakeupException;
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
  private final ReplyTopics replyTopics;
  private final Set<String> ownTopics;
  private final TransactionTiming timing;
  private final int maxRecordBytes;
  private final OutputHealth health;
  private final Outbox<P> outbox;
  private final JobTable<Q> jobs;
  private final Prefetch<Q, P> prefetch;
  private final PartitionOwnership<Q> ownership;
  private final TransactionStep<Q, P> step;
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
    this.maxRecordBytes = WorkerClients.maxRequestSize(config);
    RequestLimits limits = RequestLimits.from(config, maxRecordBytes);
    DeadLetters deadLetters = new DeadLetters(clock, transactionalId, limits);
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
    RequestIntake<Q> intake =
        new RequestIntake<>(requests, limits, failures, replyTopics, deadLetters, maxCount);
    this.outbox =
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
    return new PuzzleWorker<>(
        config, clock, requests, generator, output, WorkerClients.real(config));
  }

  /** Same as above with the three seams from one bundle. */
  public static <Q, P> PuzzleWorker<Q, P> create(
      WorkerConfig config, Clock clock, WorkerPlugins<Q, P> plugins) {
    return create(config, clock, plugins.requests(), plugins.generator(), plugins.output());
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
    if (!producerReady()) {
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

  /** One step of work ({@link TransactionStep}); a failed transaction is ended and rewound. */
  private void transaction() {
    step.run(this::failed);
  }

  private void renewProducer() {
    session.renew();
    metrics.renewed();
    health.producerReplaced();
  }

  /**
   * A transaction failed: ends it as its failure requires ({@link TransactionFailure}), counts
   * refused records against their requests, and goes back to the last committed state. Waits a
   * back-off unless the failure was a request's own (a refused record: the retry will dead-letter
   * or cut it).
   */
  private void failed(RuntimeException cause) {
    metrics.aborted();
    prefetch.clear();
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
    ownership.rewind();
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
    return ownership.assignment();
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
    prefetch.shutdown();
    metrics.log(clock.millis(), jobs.inFlight());
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
