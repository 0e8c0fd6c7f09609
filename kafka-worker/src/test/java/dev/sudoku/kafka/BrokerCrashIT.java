package dev.sudoku.kafka;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.CleanupMode;
import org.junit.jupiter.api.io.TempDir;

/**
 * The broker itself crashes: a single-node cluster whose JVM is killed with SIGKILL while two
 * workers are in the middle of transactions, left down longer than the workers' transaction
 * timeout, then started again on the same data. The coordinator then aborts the open transactions
 * with an epoch bump, which the workers must take for what it is (a timed-out transaction, not a
 * newer instance): after the outage a {@code read_committed} consumer must see every requested
 * puzzle exactly once, summaries that agree with it, and both workers still up.
 */
class BrokerCrashIT {

  private static final int PARTITIONS = 4;
  private static final Duration TRANSACTION_TIMEOUT = Duration.ofSeconds(10);
  private static final Duration OUTAGE = Duration.ofSeconds(16);

  @TempDir(cleanup = CleanupMode.ON_SUCCESS)
  Path dir;

  @Test
  void broker_killedHardAndRestartedAfterTheTransactionTimeout_everyPuzzleVisibleExactlyOnce()
      throws Exception {
    try (KafkaCluster cluster = KafkaCluster.start(dir, 1, Map.of())) {
      KafkaTestSupport.Topics t = new KafkaTestSupport.Topics("crash", PARTITIONS);
      cluster.createTopics(t);
      String bootstrap = cluster.bootstrapServers();
      ExactlyOnceAudit audit;
      int restarts;
      try (WorkerFleet fleet =
              WorkerFleet.of(
                  List.of("a", "b"), id -> config(bootstrap, t, id), new PacedTextPlugins());
          RequestFeeder feeder =
              new RequestFeeder(
                  bootstrap, t.requests(), PARTITIONS, 100, RequestFeeder.text("r", 20))) {
        feeder.start();
        for (int round = 0; round < FaultRounds.rounds(); round++) {
          long before = fleet.produced() + 600;
          KafkaTestSupport.await(() -> fleet.produced() > before, "puzzles before the crash");
          System.out.println(
              "FAULT-ACTION: kill -9 of the broker, down " + OUTAGE.toSeconds() + " s");
          cluster.kill(1);
          Thread.sleep(OUTAGE.toMillis());
          cluster.restart(1);
        }
        feeder.stop();
        audit =
            ExactlyOnceAudit.ofText(
                "broker kill -9", bootstrap, t, feeder, Duration.ofSeconds(120));
        restarts = fleet.restarts();
      }
      audit.check(restarts);
    }
  }

  private static Map<String, String> config(
      String bootstrap, KafkaTestSupport.Topics t, String id) {
    Map<String, String> m = KafkaTestSupport.workerConfig(bootstrap, t, id);
    m.put(WorkerConfig.TRANSACTION_TIMEOUT_MS, Long.toString(TRANSACTION_TIMEOUT.toMillis()));
    m.put(WorkerConfig.PLUGINS, PacedTextPlugins.class.getName());
    m.put("kafka.producer.interceptor.classes", SlowSendInterceptor.class.getName());
    return m;
  }
}
