package dev.sudoku.kafka;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.CleanupMode;
import org.junit.jupiter.api.io.TempDir;

/**
 * Two worker JVMs of one group, killed with SIGKILL alternately {@value #KILLS} times while
 * requests stream in, each started again once killed (the other one keeps serving, takes over the
 * dead one's partitions, and gives them back); every tenth victim stays down 16 s, longer than the
 * survivor's consumer API timeout (10 s): taking its partitions over means waiting for its open
 * transaction until it comes back. A worker that exits by itself is restarted too, and counted: it
 * went down. Afterwards a {@code read_committed} consumer must see every requested puzzle exactly
 * once and summaries that agree with it.
 */
class WorkerKillIT {

  private static final int KILLS = 20;
  private static final int PARTITIONS = 4;

  /** Longer than the survivor's consumer API timeout below, shorter than the transaction's. */
  private static final Duration STAY_DOWN = Duration.ofSeconds(16);

  @TempDir(cleanup = CleanupMode.ON_SUCCESS)
  Path dir;

  @Test
  void workers_killedAlternatelyTwentyTimes_everyPuzzleVisibleExactlyOnceAndNoneStaysDown()
      throws Exception {
    KafkaTestSupport.Topics t = KafkaTestSupport.topics("kill2", PARTITIONS);
    String bootstrap = KafkaTestSupport.broker().bootstrapServers();
    List<WorkerProcess> workers =
        List.of(
            new WorkerProcess(dir, "a", config(bootstrap, t, "a"), PacedWorkerMain.class),
            new WorkerProcess(dir, "b", config(bootstrap, t, "b"), PacedWorkerMain.class));
    int restarts = 0;
    ExactlyOnceAudit audit;
    try (RequestFeeder feeder =
        new RequestFeeder(bootstrap, t.requests(), PARTITIONS, 200, RequestFeeder.cheap("k", 30))) {
      for (WorkerProcess w : workers) {
        w.start();
      }
      feeder.start();
      for (int kill = 0; kill < KILLS * FaultRounds.rounds(); kill++) {
        WorkerProcess victim = workers.get(kill % 2);
        WorkerProcess other = workers.get(1 - kill % 2);
        awaitServing(victim);
        victim.kill();
        if (kill % 10 == 9) {
          // Down for a while, as after a node failure: the other one takes its partitions over
          // and must wait for its open transaction, longer than one consumer API call may wait.
          Thread.sleep(STAY_DOWN.toMillis());
        }
        victim.start();
        if (!other.alive()) {
          restarts++;
          System.out.println(
              "FAULT-SUPERVISOR: worker "
                  + other.name()
                  + " went down (exit "
                  + other.exitValue()
                  + "); restarting it");
          other.start();
        }
      }
      feeder.stop();
      audit =
          ExactlyOnceAudit.of(
              "two workers killed alternately", bootstrap, t, feeder, Duration.ofSeconds(120));
      for (WorkerProcess w : workers) {
        if (!w.alive()) {
          restarts++;
          System.out.println(
              "FAULT-SUPERVISOR: worker " + w.name() + " went down (exit " + w.exitValue() + ")");
        } else {
          // 143: the JVM ends with the signal once the shutdown hook has stopped the worker.
          assertThat(w.stop()).as("exit status of %s after SIGTERM", w.name()).isIn(0, 143);
        }
      }
    } finally {
      for (WorkerProcess w : workers) {
        if (w.alive()) {
          w.kill();
        }
      }
    }
    audit.check(restarts);
  }

  /** Waits until the worker has taken over partitions and had time to open a transaction. */
  private static void awaitServing(WorkerProcess w) throws InterruptedException {
    Instant giveUp = Instant.now().plus(Duration.ofSeconds(6));
    while (!w.logged("restored partition") && w.alive() && Instant.now().isBefore(giveUp)) {
      Thread.sleep(100);
    }
    Thread.sleep(700);
  }

  private static Map<String, String> config(
      String bootstrap, KafkaTestSupport.Topics t, String id) {
    Map<String, String> m = KafkaTestSupport.workerConfig(bootstrap, t, id);
    // A killed instance's open transaction holds its partitions' offsets until it comes back
    // (its initTransactions aborts it) or the transaction times out.
    m.put(WorkerConfig.TRANSACTION_TIMEOUT_MS, "60000");
    m.put("kafka.consumer.default.api.timeout.ms", "10000");
    return m;
  }
}
