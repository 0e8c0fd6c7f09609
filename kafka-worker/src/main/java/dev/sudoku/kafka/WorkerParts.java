package dev.sudoku.kafka;

import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.function.BooleanSupplier;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.consumer.Consumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The parts of one {@link PuzzleWorker}, built from its configuration and wired together (which
 * part sees which), and closed together: the worker's loop only calls them. Why apart from the
 * loop: the wiring is long and changes when a part is added; the loop changes when the order of
 * steps does.
 */
final class WorkerParts {

  private static final Logger LOG = LoggerFactory.getLogger(WorkerParts.class);
  private static final int MAX_REQUEST_FAILURES = 3;
  private static final int FAILURE_MEMORY = 10_000;
  private static final Duration METADATA_TIMEOUT = Duration.ofSeconds(15);
  private static final Duration WATCH_SLACK = Duration.ofSeconds(30);
  static final Duration BACKOFF_MIN = Duration.ofMillis(100);
  private static final Duration BACKOFF_MAX = Duration.ofSeconds(10);

  final Consumer<byte[], byte[]> consumer;
  final ProducerSession session;
  final ProgressStore progressStore;
  final int threads;
  final String requestTopic;
  final String progressTopic;
  final int chunkSize;
  final Duration pollTimeout;
  final Duration shutdownTimeout;
  final WorkerMetrics metrics;
  final String transactionalId;
  final TransactionTiming timing;
  final OutputHealth health;
  final JobTable jobs;
  final Prefetch prefetch;
  final PartitionOwnership ownership;
  final TransactionStep step;
  final FailureRecovery recovery;
  final Admin admin;
  final Backoff backoff = new Backoff(BACKOFF_MIN, BACKOFF_MAX);

  private final RequestFailures failures =
      new RequestFailures(MAX_REQUEST_FAILURES, FAILURE_MEMORY);
  private final Sends sends = new Sends();

  /**
   * @param stopping true once the worker is asked to stop (a partition restore then gives up)
   */
  WorkerParts(
      WorkerConfig config,
      Clock clock,
      PuzzleFactory generator,
      WorkerClients clients,
      BooleanSupplier stopping) {
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
    this.metrics = WorkerMetrics.create(config, clock, stopping);
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
    RequestIntake intake =
        new RequestIntake(new AvroRequests(), limits, failures, replyTopics, deadLetters, maxCount);
    AvroOutput output = new AvroOutput(OutputFormat.from(config));
    Outbox outbox =
        new Outbox(session, output, sends, failures, deadLetters, config, maxRecordBytes);
    this.jobs =
        new JobTable(
            consumer,
            requestTopic,
            (int) Math.min(10_000, config.number(WorkerConfig.MAX_IN_FLIGHT, 1)),
            intake,
            outbox);
    this.prefetch = new Prefetch(threads, generator, output);
    this.ownership =
        new PartitionOwnership(
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
            stopping);
    this.step =
        new TransactionStep(
            clock,
            new TransactionSize(
                chunkSize, config.number(WorkerConfig.TRANSACTION_TARGET_MS, 0), threads),
            consumer,
            session,
            jobs,
            prefetch,
            outbox,
            sends,
            failures,
            backoff,
            health,
            metrics);
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

  /** Progress of request partition p goes to progress partition p: there must be enough. */
  void checkTopics() {
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

  /** Stops the generator threads, leaves the group and closes every client. */
  void close() {
    prefetch.shutdown();
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
