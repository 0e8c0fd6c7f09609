package dev.sudoku.kafka;

import java.nio.file.Path;
import java.time.Duration;
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

  private static final Duration TRANSACTION_TIMEOUT = Duration.ofSeconds(10);
  private static final Duration OUTAGE = Duration.ofSeconds(16);

  @TempDir(cleanup = CleanupMode.ON_SUCCESS)
  Path dir;

  @Test
  void broker_killedHardAndRestartedAfterTheTransactionTimeout_everyPuzzleVisibleExactlyOnce()
      throws Exception {
    new ClusterFaultRun(
            1,
            new KafkaTestSupport.Topics("crash", 4),
            100,
            600,
            Map.of(
                WorkerConfig.TRANSACTION_TIMEOUT_MS, Long.toString(TRANSACTION_TIMEOUT.toMillis())))
        .run(
            dir,
            "broker kill -9",
            FaultRounds.rounds(),
            (cluster, n) -> {
              System.out.println(
                  "FAULT-ACTION: kill -9 of the broker, down " + OUTAGE.toSeconds() + " s");
              cluster.kill(1);
              Thread.sleep(OUTAGE.toMillis());
              cluster.restart(1);
            });
  }
}
