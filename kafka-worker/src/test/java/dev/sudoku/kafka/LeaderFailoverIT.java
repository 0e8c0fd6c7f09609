package dev.sudoku.kafka;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.internals.Topic;
import org.apache.kafka.common.utils.Utils;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.CleanupMode;
import org.junit.jupiter.api.io.TempDir;

/**
 * A three-node cluster (replication factor 3, min ISR 2, the workers' {@code acks=all}) loses,
 * twice, the node that leads a requests partition and the puzzles partition of the same number and
 * that coordinates the workers' transactions and group (leadership moved there first: the worst
 * case of a small cluster), killed with SIGKILL while requests stream in and started again 8 s
 * later. The transactions it coordinated are found open by the new coordinator only after the
 * controller has noticed the dead node (its broker session timeout, 9 s), older than the workers'
 * 10 s transaction timeout, and are aborted with an epoch bump. A {@code read_committed} consumer
 * must then see every requested puzzle exactly once, summaries that agree with it, and both workers
 * still up.
 */
class LeaderFailoverIT {

  private static final int PARTITIONS = 3;
  private static final Duration DOWN = Duration.ofSeconds(8);

  @TempDir(cleanup = CleanupMode.ON_SUCCESS)
  Path dir;

  @Test
  void leaders_ofRequestsAndPuzzlesKilledWhileRequestsStream_everyPuzzleVisibleExactlyOnce()
      throws Exception {
    KafkaTestSupport.Topics t = new KafkaTestSupport.Topics("failover", PARTITIONS);
    new ClusterFaultRun(3, t, 150, 400, Map.of())
        .run(
            dir,
            "leader failover (3 nodes)",
            2 * FaultRounds.rounds(),
            (cluster, n) -> {
              int p = n % PARTITIONS;
              int leader = cluster.leaderOf(t.requests(), p);
              List<TopicPartition> moved = coordinatorPartitions(t);
              moved.add(new TopicPartition(t.puzzles(), p));
              cluster.lead(leader, moved);
              System.out.println(
                  "FAULT-ACTION: kill -9 of node "
                      + leader
                      + ", leader of "
                      + t.requests()
                      + "-"
                      + p
                      + " and "
                      + t.puzzles()
                      + "-"
                      + p
                      + ", transaction and group coordinator of the workers");
              cluster.kill(leader);
              Thread.sleep(DOWN.toMillis());
              cluster.restart(leader);
            });
  }

  /**
   * The partitions of {@code __transaction_state} that hold the workers' transactions and of {@code
   * __consumer_offsets} that holds their group (Kafka's {@code abs(hash) % partitions}; the cluster
   * has 4 of each, {@link EmbeddedKafka#nodeProperties}).
   */
  private static List<TopicPartition> coordinatorPartitions(KafkaTestSupport.Topics t) {
    List<TopicPartition> tps = new ArrayList<>();
    for (String id : ClusterFaultRun.WORKERS) {
      String transactionalId = t.group() + "-" + id;
      TopicPartition tp =
          new TopicPartition(
              Topic.TRANSACTION_STATE_TOPIC_NAME, Utils.abs(transactionalId.hashCode()) % 4);
      if (!tps.contains(tp)) {
        tps.add(tp);
      }
    }
    tps.add(
        new TopicPartition(Topic.GROUP_METADATA_TOPIC_NAME, Utils.abs(t.group().hashCode()) % 4));
    return tps;
  }
}
