package dev.sudoku.kafka;

import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
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
 * class starts and stops that loop over the parts, each with one job, that {@link WorkerParts}
 * builds from the configuration and wires:
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
 *       {@code worker.threads} threads ({@link Prefetch}, {@link Chunk}, up to two transactions
 *       ahead) before it opens, so it only sends ({@link Outbox}) and commits, and every active
 *       request gets a share of {@code worker.chunk.size} puzzles, fewer when its puzzles are slow
 *       ({@link TransactionSize}). A request one of whose records would exceed the producer's
 *       {@code max.request.size} or be refused by the broker ({@link Sends}) is dead-lettered with
 *       a reason ({@link DeadLetters}) instead of failing the transactions of every request. A
 *       request whose generation fails {@value #MAX_REQUEST_FAILURES} times goes to the dead-letter
 *       topic; a {@link BudgetExhaustedException} is not a failure: the request stops with {@link
 *       dev.sudoku.schema.StopReason#BUDGET_EXHAUSTED} after the puzzles before it.
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
 */
public final class PuzzleWorker implements Runnable, AutoCloseable {

  private static final Logger LOG = LoggerFactory.getLogger(PuzzleWorker.class);

  /** Header on records written to a request's replyTo topic: "puzzle" or "summary". */
  static final String RECORD_HEADER = "sudoku.record";

  private final WorkerConfig config;
  private final Clock clock;
  private final WorkerParts parts;

  private final AtomicBoolean stopping = new AtomicBoolean();
  private final CountDownLatch stopped = new CountDownLatch(1);
  private volatile boolean fenced;

  PuzzleWorker(WorkerConfig config, Clock clock, PuzzleFactory generator, WorkerClients clients) {
    this.config = config;
    this.clock = clock;
    this.parts = new WorkerParts(config, clock, generator, clients, stopping::get);
  }

  /**
   * Builds a worker with the real generator ({@link AvroGenerator}, puzzles stamped by {@code
   * clock}); nothing connects until {@link #run()}.
   *
   * @throws IllegalArgumentException naming the key when the configuration is invalid
   */
  public static PuzzleWorker create(WorkerConfig config, Clock clock) {
    return create(config, clock, new AvroGenerator(clock));
  }

  /**
   * Same with another generator: {@code WorkerMain} and the tests build the worker the same way,
   * the tests with a cheap, slow or failing generator.
   */
  static PuzzleWorker create(WorkerConfig config, Clock clock, PuzzleFactory generator) {
    config.string(WorkerConfig.BOOTSTRAP_SERVERS);
    config.string(WorkerConfig.INSTANCE_ID);
    TransactionTiming.from(config);
    RequestLimits.from(config, WorkerClients.maxRequestSize(config));
    MetricsServer endpoint = MetricsServer.bind(MetricsServer.port(config));
    try {
      PuzzleWorker worker = new PuzzleWorker(config, clock, generator, WorkerClients.real(config));
      worker.parts.metrics.serve(endpoint);
      return worker;
    } catch (RuntimeException e) {
      if (endpoint != null) {
        endpoint.close();
      }
      throw e;
    }
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
          parts.transactionalId,
          parts.threads,
          parts.chunkSize,
          parts.timing.transactionTimeoutMs());
      if (parts.timing.transactionTimeoutMs() < TransactionTiming.OUTAGE_MS) {
        LOG.warn(
            "{} = {} ms is shorter than a broker restart usually takes ({} ms): transactions open"
                + " during such an outage are aborted by the restarted coordinator, which may skip"
                + " their markers (hanging transactions, see docs/kafka.md, Faults)",
            WorkerConfig.TRANSACTION_TIMEOUT_MS,
            parts.timing.transactionTimeoutMs(),
            TransactionTiming.OUTAGE_MS);
      }
      parts.metrics.probes().started();
      if (!awaitTopics()) {
        return;
      }
      parts.consumer.subscribe(List.of(parts.requestTopic), parts.ownership);
      while (!stopping.get()) {
        step();
      }
    } catch (Fenced e) {
      fenced = true;
      LOG.error(
          "worker fenced by a newer instance with transactional.id {}, stopping: {}",
          parts.transactionalId,
          e.getCause().toString());
    } catch (WakeupException e) {
      if (!stopping.get()) {
        throw e;
      }
    } catch (RuntimeException e) {
      LOG.error("worker stopping after a fatal error", e);
      throw e;
    } finally {
      parts.metrics.log(clock.millis(), parts.jobs.inFlight());
      parts.close();
      LOG.info("worker stopped (fenced={}, produced={})", fenced, parts.metrics.produced());
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
        parts.checkTopics();
        return true;
      } catch (TimeoutException e) {
        Duration wait = parts.backoff.next();
        LOG.warn("cluster not reachable ({}), retrying in {} ms", e.toString(), wait.toMillis());
        pause(wait);
      }
    }
    return false;
  }

  private void step() {
    boolean producerReady = producerReady();
    parts
        .metrics
        .probes()
        .stepped(producerReady, parts.ownership.assignment().size(), parts.ownership.restoring());
    if (!producerReady) {
      return;
    }
    parts.ownership.restoreDue();
    boolean busy = parts.jobs.hasActiveWork();
    Duration wait =
        busy
            ? Duration.ZERO
            : parts.ownership.restoring() ? WorkerParts.BACKOFF_MIN : parts.pollTimeout;
    try {
      ConsumerRecords<byte[], byte[]> polled = parts.consumer.poll(wait);
      parts.jobs.newPoll();
      for (ConsumerRecord<byte[], byte[]> r : polled) {
        parts.jobs.accept(r);
      }
    } catch (WakeupException e) {
      if (stopping.get()) {
        return;
      }
      throw e;
    } catch (TimeoutException e) {
      // The consumer could not set a position in time, e.g. while the committed offsets of a
      // partition stay unstable behind a killed instance's open transaction: transient, nothing
      // was read, so poll again after a back-off.
      Duration pause = parts.backoff.next();
      LOG.warn("poll timed out, next attempt in {} ms: {}", pause.toMillis(), e.toString());
      pause(pause);
      return;
    } catch (RequestIntake.ReplyLookupFailed e) {
      // Transient (the cluster's metadata could not be read): go back to the committed
      // state so the request is read and checked again, like an aborted transaction.
      Duration pause = parts.backoff.next();
      LOG.warn(
          "replyTo lookup failed, rewinding; next attempt in {} ms: {}",
          pause.toMillis(),
          e.getCause().toString());
      parts.prefetch.clear();
      parts.ownership.rewind();
      pause(pause);
      return;
    }
    parts.jobs.flowControl();
    if (parts.jobs.hasActiveWork() || parts.jobs.hasFinishedWork()) {
      transaction();
    }
    parts.metrics.stalled(parts.health.check(clock.instant()));
    parts.metrics.maybeLog(clock.millis(), parts.jobs.inFlight());
  }

  /**
   * Initialises the producer when it is new (at start, or after it was replaced); false when it is
   * not ready yet (the cluster did not answer: retried after a back-off).
   */
  private boolean producerReady() {
    try {
      parts.health.beforeInit();
      parts.session.init();
      parts.health.afterInit(parts.session.producer());
      return true;
    } catch (RuntimeException e) {
      pause(parts.recovery.producerNotReady(e));
      return false;
    }
  }

  /**
   * One parts.step of work ({@link TransactionStep}); a failed transaction is ended and rewound.
   */
  private void transaction() {
    parts.step.run(failure -> pause(parts.recovery.transactionFailed(failure)));
  }

  /** Waits {@code d}, or less when asked to stop. */
  private void pause(Duration d) {
    long until = System.nanoTime() + d.toNanos();
    while (!stopping.get()) {
      parts.metrics.probes().beat();
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
      parts.consumer.wakeup();
    }
    try {
      if (!stopped.await(parts.shutdownTimeout.toMillis(), TimeUnit.MILLISECONDS)) {
        LOG.warn("worker did not stop within {} ms", parts.shutdownTimeout.toMillis());
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
    return parts.ownership.assignment();
  }

  /** Puzzles published in committed transactions since start. */
  public long produced() {
    return parts.metrics.produced();
  }

  /** The port of /metrics and /health/*, or -1 when they are off ({@code worker.metrics.port}). */
  public int metricsPort() {
    return parts.metrics.port();
  }

  /** How many times the producer was replaced (an abort it could not do, a timed-out epoch). */
  public int producerRenewals() {
    return parts.session.renewals();
  }
}
