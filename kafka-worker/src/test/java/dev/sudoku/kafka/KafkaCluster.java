package dev.sudoku.kafka;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.Set;
import java.util.StringJoiner;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.AdminClientConfig;
import org.apache.kafka.clients.admin.NewPartitionReassignment;
import org.apache.kafka.clients.admin.NewTopic;
import org.apache.kafka.clients.admin.TopicDescription;
import org.apache.kafka.common.ElectionType;
import org.apache.kafka.common.Node;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.TopicPartitionInfo;
import org.apache.kafka.common.Uuid;
import org.apache.kafka.common.config.TopicConfig;

/**
 * A KRaft cluster of {@link KafkaNodeMain} processes on loopback, one JVM per node, for fault
 * tests: a node can be killed with SIGKILL ({@link #kill}) and started again on the same ports and
 * data ({@link #restart}). With three nodes, topics get replication factor 3 and min ISR 2 ({@link
 * EmbeddedKafka#nodeProperties}).
 */
final class KafkaCluster implements AutoCloseable {

  private static final Duration START_TIMEOUT = Duration.ofSeconds(120);

  private final Path dir;
  private final String clusterId = Uuid.randomUuid().toString();
  private final int[] brokerPorts;
  private final int[] controllerPorts;
  private final Process[] processes;
  private final int[] starts;
  private final List<String> overrides;

  private KafkaCluster(Path dir, int nodes, Map<String, String> overrides) throws IOException {
    this.dir = dir;
    this.brokerPorts = new int[nodes];
    this.controllerPorts = new int[nodes];
    this.processes = new Process[nodes];
    this.starts = new int[nodes];
    this.overrides = new ArrayList<>();
    overrides.forEach((k, v) -> this.overrides.add(k + "=" + v));
    for (int i = 0; i < nodes; i++) {
      brokerPorts[i] = freePort();
      controllerPorts[i] = freePort();
    }
  }

  /** Starts {@code nodes} nodes (ids 1..nodes) and waits until each has started. */
  static KafkaCluster start(Path dir, int nodes, Map<String, String> overrides) throws IOException {
    KafkaCluster c = new KafkaCluster(dir, nodes, overrides);
    for (int id = 1; id <= nodes; id++) {
      c.launch(id);
    }
    for (int id = 1; id <= nodes; id++) {
      c.awaitStarted(id);
    }
    return c;
  }

  int size() {
    return processes.length;
  }

  String bootstrapServers() {
    StringJoiner j = new StringJoiner(",");
    for (int p : brokerPorts) {
      j.add("127.0.0.1:" + p);
    }
    return j.toString();
  }

  Admin admin() {
    Properties p = new Properties();
    p.put(AdminClientConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrapServers());
    p.put(AdminClientConfig.DEFAULT_API_TIMEOUT_MS_CONFIG, "60000");
    return Admin.create(p);
  }

  /** Creates the five topics of a worker; replication as the cluster size allows. */
  void createTopics(KafkaTestSupport.Topics t) {
    short rf = (short) (size() >= 3 ? 3 : 1);
    List<NewTopic> topics =
        List.of(
            new NewTopic(t.requests(), t.partitions(), rf),
            new NewTopic(t.puzzles(), t.partitions(), rf),
            new NewTopic(t.summaries(), 1, rf),
            new NewTopic(t.deadLetters(), 1, rf),
            new NewTopic(t.progress(), t.partitions(), rf)
                .configs(
                    Map.of(TopicConfig.CLEANUP_POLICY_CONFIG, TopicConfig.CLEANUP_POLICY_COMPACT)));
    try (Admin admin = admin()) {
      admin.createTopics(topics).all().get(60, TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    } catch (ExecutionException | TimeoutException e) {
      throw new IllegalStateException("cannot create topics", e);
    }
  }

  /** The node id leading {@code topic}'s partition {@code partition}, or -1 when none does. */
  int leaderOf(String topic, int partition) {
    try (Admin admin = admin()) {
      TopicDescription d =
          admin.describeTopics(Set.of(topic)).allTopicNames().get(60, TimeUnit.SECONDS).get(topic);
      for (TopicPartitionInfo p : d.partitions()) {
        if (p.partition() == partition) {
          Node leader = p.leader();
          return leader == null ? -1 : leader.id();
        }
      }
      throw new IllegalArgumentException("no partition " + partition + " in " + topic);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    } catch (ExecutionException | TimeoutException e) {
      throw new IllegalStateException("cannot describe " + topic, e);
    }
  }

  /**
   * Makes node {@code id} the leader of {@code partitions}: puts it first in each partition's
   * replica list (same replicas, no data moves) and runs a preferred-leader election, then waits
   * until it leads them all. Lets a test kill one node that leads a requests partition, a puzzles
   * partition and the workers' transaction and group coordinators at once, the worst case of a
   * small cluster.
   */
  void lead(int id, Collection<TopicPartition> partitions) throws InterruptedException {
    try (Admin admin = admin()) {
      Set<String> topics = new HashSet<>();
      partitions.forEach(tp -> topics.add(tp.topic()));
      Map<String, TopicDescription> described =
          admin.describeTopics(topics).allTopicNames().get(60, TimeUnit.SECONDS);
      Map<TopicPartition, Optional<NewPartitionReassignment>> moves = new HashMap<>();
      for (TopicPartition tp : partitions) {
        List<Integer> replicas = new ArrayList<>();
        replicas.add(id);
        for (Node n : described.get(tp.topic()).partitions().get(tp.partition()).replicas()) {
          if (n.id() != id) {
            replicas.add(n.id());
          }
        }
        moves.put(tp, Optional.of(new NewPartitionReassignment(replicas)));
      }
      admin.alterPartitionReassignments(moves).all().get(60, TimeUnit.SECONDS);
      Instant giveUp = Instant.now().plus(START_TIMEOUT);
      while (true) {
        try {
          admin
              .electLeaders(ElectionType.PREFERRED, new HashSet<>(partitions))
              .all()
              .get(60, TimeUnit.SECONDS);
        } catch (ExecutionException e) {
          // ELECTION_NOT_NEEDED for partitions it already leads; checked below
        }
        boolean all = true;
        for (TopicPartition tp : partitions) {
          all &= leaderOf(tp.topic(), tp.partition()) == id;
        }
        if (all) {
          return;
        }
        if (Instant.now().isAfter(giveUp)) {
          throw new IllegalStateException("node " + id + " did not take over " + partitions);
        }
        Thread.sleep(200);
      }
    } catch (ExecutionException | TimeoutException e) {
      throw new IllegalStateException("cannot move leadership to node " + id, e);
    }
  }

  /** Kills node {@code id} with SIGKILL and waits until the process is gone. */
  void kill(int id) throws InterruptedException {
    Process p = processes[id - 1];
    p.destroyForcibly();
    if (!p.waitFor(30, TimeUnit.SECONDS)) {
      throw new IllegalStateException("node " + id + " survived SIGKILL");
    }
  }

  /** Starts node {@code id} again on its ports and data, and waits until it has started. */
  void restart(int id) throws IOException {
    launch(id);
    awaitStarted(id);
  }

  boolean alive(int id) {
    return processes[id - 1] != null && processes[id - 1].isAlive();
  }

  private void launch(int id) throws IOException {
    int i = id - 1;
    StringJoiner voters = new StringJoiner(",");
    for (int n = 0; n < processes.length; n++) {
      voters.add((n + 1) + "@127.0.0.1:" + controllerPorts[n]);
    }
    List<String> cmd = new ArrayList<>();
    cmd.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    cmd.add("-Xmx384m");
    cmd.add("-XX:+UseSerialGC");
    cmd.add("-XX:TieredStopAtLevel=1");
    // What the transaction coordinator does about markers is what fault tests need to read.
    cmd.add("-Dorg.slf4j.simpleLogger.log.kafka.coordinator.transaction=info");
    cmd.add("-cp");
    cmd.add(System.getProperty("java.class.path"));
    cmd.add(KafkaNodeMain.class.getName());
    cmd.add(Integer.toString(id));
    cmd.add(dir.resolve("node-" + id).toString());
    cmd.add(Integer.toString(brokerPorts[i]));
    cmd.add(Integer.toString(controllerPorts[i]));
    cmd.add(voters.toString());
    cmd.add(Integer.toString(processes.length));
    cmd.add(clusterId);
    cmd.addAll(overrides);
    ProcessBuilder pb = new ProcessBuilder(cmd);
    pb.redirectErrorStream(true);
    pb.redirectOutput(log(id, ++starts[i]).toFile());
    processes[i] = pb.start();
  }

  private Path log(int id, int start) {
    return dir.resolve("node-" + id + "." + start + ".log");
  }

  private void awaitStarted(int id) {
    Instant giveUp = Instant.now().plus(START_TIMEOUT);
    Path log = log(id, starts[id - 1]);
    while (true) {
      try {
        if (Files.exists(log) && Files.readString(log).contains(KafkaNodeMain.READY)) {
          return;
        }
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
      if (!processes[id - 1].isAlive()) {
        throw new IllegalStateException("node " + id + " exited at start; see " + log);
      }
      if (Instant.now().isAfter(giveUp)) {
        throw new IllegalStateException("node " + id + " did not start; see " + log);
      }
      try {
        Thread.sleep(100);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new IllegalStateException(e);
      }
    }
  }

  @Override
  public void close() {
    for (Process p : processes) {
      if (p != null) {
        p.destroyForcibly();
      }
    }
    for (Process p : processes) {
      if (p != null) {
        try {
          p.waitFor(30, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
        }
      }
    }
  }

  private static int freePort() throws IOException {
    try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      return socket.getLocalPort();
    }
  }
}
