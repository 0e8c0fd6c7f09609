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
 * timeout, then started again on the same data. The workers are held in those transactions ({@link
 * SlowSendInterceptor#hold()}) until the restarted coordinator has aborted them for their age, as
 * when a worker is slower to get going again than the coordinator's check (otherwise a worker that
 * commits first wins that race and the test proves little). The coordinator aborts the open
 * transactions with an epoch bump, which the workers must take for what it is (a timed-out
 * transaction, not a newer instance): after the outage a {@code read_committed} consumer must see
 * every requested puzzle exactly once, summaries that agree with it, and both workers still up.
 */
class BrokerCrashIT {

  private static final Duration TRANSACTION_TIMEOUT = Duration.ofSeconds(10);
  private static final Duration OUTAGE = Duration.ofSeconds(16);

  /**
   * How long the workers stay held after the restart: longer than the coordinator's check for
   * timed-out transactions ({@code transaction.abort.timed.out.transaction.cleanup.interval.ms},
   * Kafka's 10 s), so it aborts the transactions left open by the crash before the workers go on.
   */
  private static final Duration HELD_AFTER_RESTART = Duration.ofSeconds(14);

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
              // Held in the middle of a transaction: the records sent before are acknowledged by
              // the time the broker dies, so the coordinator knows the transaction is open.
              SlowSendInterceptor.hold();
              try {
                Thread.sleep(1000);
                System.out.println(
                    "FAULT-ACTION: kill -9 of the broker, down "
                        + OUTAGE.toSeconds()
                        + " s, workers held "
                        + HELD_AFTER_RESTART.toSeconds()
                        + " s more");
                cluster.kill(1);
                Thread.sleep(OUTAGE.toMillis());
                cluster.restart(1);
                Thread.sleep(HELD_AFTER_RESTART.toMillis());
              } finally {
                SlowSendInterceptor.release();
              }
            });
  }
}
