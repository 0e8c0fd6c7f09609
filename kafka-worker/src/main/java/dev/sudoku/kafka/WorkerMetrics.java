package dev.sudoku.kafka;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import io.micrometer.core.instrument.binder.jvm.ClassLoaderMetrics;
import io.micrometer.core.instrument.binder.jvm.JvmGcMetrics;
import io.micrometer.core.instrument.binder.jvm.JvmMemoryMetrics;
import io.micrometer.core.instrument.binder.jvm.JvmThreadMetrics;
import io.micrometer.core.instrument.binder.system.ProcessorMetrics;
import io.micrometer.core.instrument.binder.system.UptimeMetrics;
import io.micrometer.core.instrument.distribution.ValueAtPercentile;
import io.micrometer.prometheusmetrics.PrometheusConfig;
import io.micrometer.prometheusmetrics.PrometheusMeterRegistry;
import java.time.Clock;
import java.time.Duration;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The worker's meters (Micrometer, scraped by Prometheus through {@link MetricsServer}) and the
 * periodic log line read from the same meters: {@code puzzles/s, produced, requests done, request
 * latency p50/p99, dead letters, failed transactions, producer renewals, stalled partitions, in
 * flight}. Every name, with its Prometheus form, is listed in docs/kafka.md, "Metrics and health".
 *
 * <p>Only committed work is counted (the worker calls {@link #committed} after a successful
 * commit), so the figures match what {@code read_committed} consumers see. Request latency is
 * request record timestamp → commit of its summary, a timer with fixed histogram buckets from 1 ms
 * to 1 h for Prometheus' {@code histogram_quantile} (a request of a million puzzles takes minutes),
 * and p50/p99 computed here over the last log interval or so (Micrometer's rotating window of three
 * buffers) for the log line.
 *
 * <p>Cost on the hot path: the polling thread updates the meters once per transaction (counters are
 * lock-free adders; the timer records once per finished request), never per puzzle, and allocates
 * nothing for them; the scrape reads them on the HTTP thread. Also feeds {@link HealthProbes}, and
 * binds the JVM's meters (memory, GC, threads, CPU, uptime) and the Kafka clients' ({@link
 * KafkaClientMeters}).
 */
final class WorkerMetrics implements AutoCloseable {

  private static final Logger LOG = LoggerFactory.getLogger(WorkerMetrics.class);
  private static final double[] LOGGED_PERCENTILES = {0.50, 0.99};
  private static final Duration[] LATENCY_BUCKETS = {
    Duration.ofMillis(1), Duration.ofMillis(2), Duration.ofMillis(5),
    Duration.ofMillis(10), Duration.ofMillis(20), Duration.ofMillis(50),
    Duration.ofMillis(100), Duration.ofMillis(200), Duration.ofMillis(500),
    Duration.ofSeconds(1), Duration.ofSeconds(2), Duration.ofSeconds(5),
    Duration.ofSeconds(10), Duration.ofSeconds(30), Duration.ofMinutes(1),
    Duration.ofMinutes(2), Duration.ofMinutes(5), Duration.ofMinutes(10),
    Duration.ofMinutes(30), Duration.ofHours(1)
  };

  private final PrometheusMeterRegistry registry;
  private final HealthProbes probes;
  private final KafkaClientMeters clientMeters;
  private final JvmGcMetrics gc = new JvmGcMetrics();
  private final String name;
  private final long intervalMs;
  private final Counter puzzles;
  private final Counter requests;
  private final Counter deadLetters;
  private final Counter commits;
  private final Counter failures;
  private final Counter renewals;
  private final Timer latency;
  private volatile int inFlight;
  private long windowStartMs;
  private double windowStartPuzzles;
  private MetricsServer server;

  /**
   * @param name the worker's {@code transactional.id}: names its threads
   * @param intervalMs how often {@link #maybeLog} logs
   */
  WorkerMetrics(
      PrometheusMeterRegistry registry,
      HealthProbes probes,
      String name,
      long intervalMs,
      long nowMs) {
    this.registry = registry;
    this.probes = probes;
    this.name = name;
    this.intervalMs = intervalMs;
    this.windowStartMs = nowMs;
    this.clientMeters = new KafkaClientMeters(registry, name);
    this.puzzles =
        counter(registry, "sudoku.worker.puzzles", "Puzzles published in committed transactions");
    this.requests =
        counter(
            registry,
            "sudoku.worker.requests",
            "Requests ended (committed), whatever their outcome; the dead-lettered ones are also"
                + " counted in sudoku.worker.dead.letters");
    this.deadLetters =
        counter(
            registry,
            "sudoku.worker.dead.letters",
            "Dead letters published in committed transactions");
    this.commits = transactions(registry, "committed");
    this.failures = transactions(registry, "failed");
    this.renewals =
        counter(
            registry,
            "sudoku.worker.producer.renewals",
            "Times the transactional producer was replaced");
    this.latency =
        Timer.builder("sudoku.worker.request.latency")
            .description("Request record timestamp to the commit of its summary")
            .serviceLevelObjectives(LATENCY_BUCKETS)
            .publishPercentiles(LOGGED_PERCENTILES)
            .percentilePrecision(2)
            .distributionStatisticExpiry(Duration.ofMillis(intervalMs))
            .register(registry);
    Gauge.builder("sudoku.worker.requests.in.flight", this, m -> m.inFlight)
        .description("Requests accepted and not finished, on the partitions this instance owns")
        .strongReference(true)
        .register(registry);
    Gauge.builder("sudoku.worker.partitions.assigned", probes, HealthProbes::assigned)
        .description("Request partitions this instance owns")
        .strongReference(true)
        .register(registry);
    Gauge.builder("sudoku.worker.partitions.stalled", probes, HealthProbes::stalled)
        .description("Output partitions whose last stable offset is stuck below committed output")
        .strongReference(true)
        .register(registry);
    new ClassLoaderMetrics().bindTo(registry);
    new JvmMemoryMetrics().bindTo(registry);
    gc.bindTo(registry);
    new JvmThreadMetrics().bindTo(registry);
    new ProcessorMetrics().bindTo(registry);
    new UptimeMetrics().bindTo(registry);
  }

  private static Counter counter(MeterRegistry registry, String name, String description) {
    return Counter.builder(name).description(description).register(registry);
  }

  private static Counter transactions(MeterRegistry registry, String outcome) {
    return Counter.builder("sudoku.worker.transactions")
        .description("Transactions ended: committed, or failed (aborted or producer replaced)")
        .tag("outcome", outcome)
        .register(registry);
  }

  /**
   * The metrics of a worker configured by {@code config}, with their own registry.
   *
   * @param stopping true once the worker was asked to stop (for readiness)
   */
  static WorkerMetrics create(WorkerConfig config, Clock clock, BooleanSupplier stopping) {
    HealthProbes probes =
        new HealthProbes(
            HealthProbes.stallBound(TransactionTiming.from(config).transactionTimeout()),
            System::nanoTime,
            stopping);
    return new WorkerMetrics(
        new PrometheusMeterRegistry(PrometheusConfig.DEFAULT),
        probes,
        WorkerClients.transactionalId(config),
        config.number(WorkerConfig.METRICS_INTERVAL_MS, 1),
        clock.millis());
  }

  /** The same clients, the group consumer and every transactional producer metered. */
  WorkerClients instrument(WorkerClients clients) {
    return new WorkerClients(
        clientMeters.consumer(clients.consumer()),
        clientMeters.producers(clients.producers()),
        clients.progressReader(),
        clients.endReader(),
        clients.admin());
  }

  /**
   * Serves {@code /metrics} and the probes on {@code server} until {@link #close()}.
   *
   * @param server bound ({@link MetricsServer#bind}), or null for none
   */
  void serve(MetricsServer server) {
    if (server != null) {
      server.start(registry, probes, name);
      this.server = server;
    }
  }

  /** The port {@link #serve} serves on, or {@link MetricsServer#OFF}. */
  int port() {
    return server == null ? MetricsServer.OFF : server.port();
  }

  HealthProbes probes() {
    return probes;
  }

  PrometheusMeterRegistry registry() {
    return registry;
  }

  /** Accounts for one committed transaction. */
  void committed(long puzzles, long[] requestLatenciesMs, int latencyCount, long dead) {
    this.puzzles.increment(puzzles);
    if (dead > 0) {
      deadLetters.increment(dead);
    }
    if (latencyCount > 0) {
      requests.increment(latencyCount);
      for (int i = 0; i < latencyCount; i++) {
        latency.record(requestLatenciesMs[i], TimeUnit.MILLISECONDS);
      }
    }
    commits.increment();
    probes.committed();
  }

  /** A transaction failed (it was aborted, or ended by replacing the producer). */
  void aborted() {
    failures.increment();
    probes.failed();
  }

  /** The transactional producer was replaced. */
  void renewed() {
    renewals.increment();
  }

  /** Output partitions whose last stable offset is stuck now ({@link StableOffsetWatch}). */
  void stalled(int partitions) {
    probes.stalled(partitions);
  }

  long produced() {
    return (long) puzzles.count();
  }

  long deadLetters() {
    return (long) deadLetters.count();
  }

  /** Logs and starts a new window when the interval has passed; records requests in flight. */
  void maybeLog(long nowMs, int inFlight) {
    if (this.inFlight != inFlight) {
      this.inFlight = inFlight;
    }
    if (nowMs - windowStartMs >= intervalMs) {
      log(nowMs, inFlight);
    }
  }

  void log(long nowMs, int inFlight) {
    this.inFlight = inFlight;
    long elapsed = Math.max(1, nowMs - windowStartMs);
    double produced = puzzles.count();
    double p50 = -1;
    double p99 = -1;
    for (ValueAtPercentile v : latency.takeSnapshot().percentileValues()) {
      double ms = v.value(TimeUnit.MILLISECONDS);
      if (v.percentile() == LOGGED_PERCENTILES[0]) {
        p50 = ms;
      } else if (v.percentile() == LOGGED_PERCENTILES[1]) {
        p99 = ms;
      }
    }
    LOG.info(
        String.format(
            Locale.ROOT,
            "metrics puzzles/s=%.1f produced=%d requests.done=%d latency.p50.ms=%.0f "
                + "latency.p99.ms=%.0f dead.letters=%d aborted.tx=%d producer.renewals=%d"
                + " stalled.partitions=%d in.flight=%d",
            (produced - windowStartPuzzles) * 1000.0 / elapsed,
            (long) produced,
            (long) requests.count(),
            p50,
            p99,
            (long) deadLetters.count(),
            (long) failures.count(),
            (long) renewals.count(),
            probes.stalled(),
            inFlight));
    windowStartMs = nowMs;
    windowStartPuzzles = produced;
  }

  /** Nearest-rank percentile of sorted values; -1 when there are none. */
  static long percentile(long[] sorted, double q) {
    if (sorted.length == 0) {
      return -1;
    }
    int rank = (int) Math.ceil(q * sorted.length);
    return sorted[Math.max(0, Math.min(sorted.length - 1, rank - 1))];
  }

  /**
   * The worker's loop has ended: the probes say so, the endpoint stops, the clients' meters are
   * unbound (before the clients close).
   */
  @Override
  public void close() {
    probes.ended();
    if (server != null) {
      server.close();
    }
    clientMeters.close();
    gc.close();
    registry.close();
  }
}
