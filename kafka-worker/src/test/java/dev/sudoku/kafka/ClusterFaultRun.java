package dev.sudoku.kafka;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;

/**
 * The frame of a fault test on a {@link KafkaCluster}: the worker instances {@link #WORKERS} (paced
 * paced cheap generator ({@link TestPuzzles#paced}), every send slowed by {@link
 * SlowSendInterceptor} so that transactions are open when a fault strikes) serve text requests that
 * a {@link RequestFeeder} streams in; a fault is injected a number of times, each after the workers
 * have published more puzzles, and once more puzzles followed the last one, the {@link
 * ExactlyOnceAudit} of what a {@code read_committed} consumer sees decides (worker restarts
 * included).
 *
 * @param nodes cluster size (3 gives replication factor 3, min ISR 2)
 * @param topics the worker's topics, created on the cluster
 * @param feedPeriodMs one request of {@value #REQUEST_SIZE} puzzles every this many milliseconds
 * @param puzzlesBetween puzzles the workers must publish before each fault and after the last
 * @param workerOverrides worker settings on top of {@link KafkaTestSupport#workerConfig}
 */
record ClusterFaultRun(
    int nodes,
    KafkaTestSupport.Topics topics,
    long feedPeriodMs,
    long puzzlesBetween,
    Map<String, String> workerOverrides) {

  /** Instance ids of the workers. */
  static final List<String> WORKERS = List.of("a", "b");

  private static final long REQUEST_SIZE = 20;
  private static final Duration AUDIT_PATIENCE = Duration.ofSeconds(120);

  /** One fault: what to do to the cluster the {@code n}-th time (from 0). */
  interface Fault {
    void inject(KafkaCluster cluster, int n) throws Exception;
  }

  /**
   * Runs {@code faults} faults while requests stream, then audits.
   *
   * @param dir where the nodes keep their data and logs
   * @param auditName names the audit's summary line
   * @throws AssertionError when the audit finds a puzzle missing, hidden or duplicated, a summary
   *     that disagrees, or a worker that had to be restarted
   */
  void run(Path dir, String auditName, int faults, Fault fault) throws Exception {
    try (KafkaCluster cluster = KafkaCluster.start(dir, nodes, Map.of())) {
      cluster.createTopics(topics);
      String bootstrap = cluster.bootstrapServers();
      ExactlyOnceAudit audit;
      int restarts;
      try (WorkerFleet fleet =
              WorkerFleet.of(WORKERS, id -> config(bootstrap, id), TestPuzzles::paced);
          RequestFeeder feeder =
              new RequestFeeder(
                  bootstrap,
                  topics.requests(),
                  topics.partitions(),
                  feedPeriodMs,
                  RequestFeeder.cheap(topics.prefix(), REQUEST_SIZE))) {
        feeder.start();
        for (int n = 0; n < faults; n++) {
          awaitMore(fleet, "puzzles before fault " + (n + 1));
          fault.inject(cluster, n);
        }
        awaitMore(fleet, "puzzles after the last fault");
        feeder.stop();
        audit = ExactlyOnceAudit.of(auditName, bootstrap, topics, feeder, AUDIT_PATIENCE);
        restarts = fleet.restarts();
      }
      audit.check(restarts);
    }
  }

  private void awaitMore(WorkerFleet fleet, String what) {
    long target = fleet.produced() + puzzlesBetween;
    KafkaTestSupport.await(() -> fleet.produced() > target, what);
  }

  private Map<String, String> config(String bootstrap, String id) {
    Map<String, String> m = KafkaTestSupport.workerConfig(bootstrap, topics, id);
    m.put("kafka.producer.interceptor.classes", SlowSendInterceptor.class.getName());
    m.putAll(workerOverrides);
    return m;
  }
}
