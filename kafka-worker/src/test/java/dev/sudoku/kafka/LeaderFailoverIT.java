package dev.sudoku.kafka;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.CleanupMode;
import org.junit.jupiter.api.io.TempDir;

/**
 * A three-node cluster (replication factor 3, min ISR 2, the workers' {@code acks=all}) loses the
 * leader of a requests partition and then the leader of a puzzles partition, each killed with
 * SIGKILL while requests stream in and started again a little later. A {@code read_committed}
 * consumer must then see every requested puzzle exactly once, summaries that agree with it, and
 * both workers still up.
 */
class LeaderFailoverIT {

  private static final int PARTITIONS = 3;
  private static final Duration DOWN = Duration.ofSeconds(8);

  @TempDir(cleanup = CleanupMode.ON_SUCCESS)
  Path dir;

  @Test
  void leaders_ofRequestsAndPuzzlesKilledWhileRequestsStream_everyPuzzleVisibleExactlyOnce()
      throws Exception {
    try (KafkaCluster cluster = KafkaCluster.start(dir, 3, Map.of())) {
      KafkaTestSupport.Topics t = new KafkaTestSupport.Topics("failover", PARTITIONS);
      cluster.createTopics(t);
      String bootstrap = cluster.bootstrapServers();
      ExactlyOnceAudit audit;
      int restarts;
      try (WorkerFleet fleet =
              WorkerFleet.of(
                  List.of("a", "b"), id -> config(bootstrap, t, id), new PacedTextPlugins());
          RequestFeeder feeder =
              new RequestFeeder(
                  bootstrap, t.requests(), PARTITIONS, 150, RequestFeeder.text("f", 50))) {
        feeder.start();
        long before = 1_000;
        for (int round = 0; round < FaultRounds.rounds(); round++) {
          for (String topic : List.of(t.requests(), t.puzzles())) {
            long target = before;
            KafkaTestSupport.await(() -> fleet.produced() > target, "puzzles before a kill");
            int leader = cluster.leaderOf(topic, round % PARTITIONS);
            System.out.println(
                "FAULT-ACTION: kill -9 of node "
                    + leader
                    + ", leader of "
                    + topic
                    + "-"
                    + round % PARTITIONS);
            cluster.kill(leader);
            Thread.sleep(DOWN.toMillis());
            cluster.restart(leader);
            before = fleet.produced() + 1_000;
          }
        }
        long last = before;
        KafkaTestSupport.await(() -> fleet.produced() > last, "puzzles after the restarts");
        feeder.stop();
        assertThat(feeder.failed()).isZero();
        try (KafkaTestSupport.Reader puzzles = new KafkaTestSupport.Reader(bootstrap, t.puzzles());
            KafkaTestSupport.Reader summaries =
                new KafkaTestSupport.Reader(bootstrap, t.summaries())) {
          audit = new ExactlyOnceAudit("leader failover (3 nodes)", feeder.sent());
          audit.read(
              puzzles,
              summaries,
              PacedTextPlugins::puzzleKey,
              PacedTextPlugins::summary,
              Duration.ofSeconds(120));
        }
        restarts = fleet.restarts();
      }
      audit.check(restarts);
    }
  }

  private static Map<String, String> config(
      String bootstrap, KafkaTestSupport.Topics t, String id) {
    Map<String, String> m = KafkaTestSupport.workerConfig(bootstrap, t, id);
    m.put(WorkerConfig.PLUGINS, PacedTextPlugins.class.getName());
    m.put("kafka.producer.interceptor.classes", SlowSendInterceptor.class.getName());
    return m;
  }
}
