package dev.sudoku.kafka;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import kafka.server.KafkaConfig;
import kafka.server.KafkaRaftServer;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.AdminClientConfig;
import org.apache.kafka.clients.admin.NewTopic;
import org.apache.kafka.common.Uuid;
import org.apache.kafka.common.config.TopicConfig;
import org.apache.kafka.common.errors.TopicExistsException;
import org.apache.kafka.common.utils.Time;
import org.apache.kafka.metadata.storage.Formatter;
import org.apache.kafka.server.common.MetadataVersion;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A real single-node Kafka broker (KRaft, combined broker + controller) running inside this JVM,
 * for integration tests, the {@code local} mode and the throughput benchmark. No Docker.
 *
 * <p>Design: the storage directory is formatted with Kafka's own {@link Formatter} (what {@code
 * kafka-storage.sh format} does), then {@link KafkaRaftServer} starts with {@code
 * process.roles=broker,controller} on two loopback ports picked free at start. The internal topics
 * {@code __consumer_offsets} and {@code __transaction_state} are configured for one node
 * (replication factor 1, min ISR 1): with the production defaults (3 / 2) a single node can never
 * host them and {@code initTransactions} would hang. Group timeouts are shortened so a killed
 * client is noticed in seconds, which keeps the test suite short; the values are documented in
 * docs/kafka.md. {@link #nodeProperties} is shared with the tests' multi-node clusters.
 *
 * <p>Contract: {@link #start()} returns once the broker answers an admin request; {@link #close()}
 * stops the broker and deletes its temporary directory. Only 127.0.0.1 is used. Instances are not
 * thread-safe for start/close; the broker itself serves any number of clients.
 */
public final class EmbeddedKafka implements AutoCloseable {

  private static final Logger LOG = LoggerFactory.getLogger(EmbeddedKafka.class);
  private static final String CONTROLLER_LISTENER = "CONTROLLER";
  private static final int NODE_ID = 1;
  private static final int START_ATTEMPTS = 3;

  private final Map<String, String> overrides;
  private Path dir;
  private KafkaRaftServer server;
  private String bootstrapServers;

  private EmbeddedKafka(Map<String, String> overrides) {
    this.overrides = Map.copyOf(overrides);
  }

  /** Starts a broker with the default single-node settings. */
  public static EmbeddedKafka start() {
    return start(Map.of());
  }

  /**
   * Starts a broker; {@code overrides} are broker properties applied after the defaults.
   *
   * @throws IllegalStateException if the broker cannot start after a few attempts (port races)
   */
  public static EmbeddedKafka start(Map<String, String> overrides) {
    EmbeddedKafka kafka = new EmbeddedKafka(overrides);
    RuntimeException last = null;
    for (int attempt = 0; attempt < START_ATTEMPTS; attempt++) {
      try {
        kafka.startOnce();
        return kafka;
      } catch (RuntimeException e) {
        // A free port picked above may have been taken in between: retry with new ports.
        last = e;
        kafka.close();
      }
    }
    throw new IllegalStateException("embedded Kafka broker did not start", last);
  }

  private void startOnce() {
    try {
      dir = Files.createTempDirectory("sudoku-kafka-");
      int brokerPort = freePort();
      int controllerPort = freePort();
      Properties props =
          nodeProperties(
              NODE_ID,
              dir.resolve("data"),
              brokerPort,
              controllerPort,
              NODE_ID + "@127.0.0.1:" + controllerPort,
              1);
      props.putAll(overrides);
      KafkaConfig config = KafkaConfig.fromProps(props, false);
      format(config, Uuid.randomUuid().toString(), NODE_ID);
      server = new KafkaRaftServer(config, Time.SYSTEM);
      server.startup();
      bootstrapServers = "127.0.0.1:" + brokerPort;
      awaitReady();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (Exception e) {
      throw e instanceof RuntimeException r ? r : new IllegalStateException(e);
    }
  }

  /**
   * The properties of one combined broker + controller node on loopback, shared by this class and
   * the tests' multi-node clusters (each node in its own JVM).
   *
   * <p>Replication of the internal topics follows the cluster size: one node hosts them with one
   * replica (with the production defaults, 3 / min ISR 2, a single node can never host {@code
   * __transaction_state} and {@code initTransactions} would hang); three or more nodes use the
   * production settings, replication factor 3 and min ISR 2, for internal and new topics alike.
   *
   * @param voters {@code controller.quorum.voters}, e.g. {@code 1@127.0.0.1:9093}
   * @param nodes how many nodes the cluster has
   */
  static Properties nodeProperties(
      int nodeId, Path logDir, int brokerPort, int controllerPort, String voters, int nodes) {
    String replicas = nodes >= 3 ? "3" : "1";
    String minIsr = nodes >= 3 ? "2" : "1";
    Properties p = new Properties();
    p.put("node.id", Integer.toString(nodeId));
    p.put("process.roles", "broker,controller");
    p.put(
        "listeners",
        "PLAINTEXT://127.0.0.1:"
            + brokerPort
            + ","
            + CONTROLLER_LISTENER
            + "://127.0.0.1:"
            + controllerPort);
    p.put("advertised.listeners", "PLAINTEXT://127.0.0.1:" + brokerPort);
    p.put("listener.security.protocol.map", "PLAINTEXT:PLAINTEXT,CONTROLLER:PLAINTEXT");
    p.put("controller.listener.names", CONTROLLER_LISTENER);
    p.put("inter.broker.listener.name", "PLAINTEXT");
    p.put("controller.quorum.voters", voters);
    p.put("log.dirs", logDir.toString());
    p.put("offsets.topic.replication.factor", replicas);
    p.put("offsets.topic.num.partitions", "4");
    p.put("transaction.state.log.replication.factor", replicas);
    p.put("transaction.state.log.min.isr", minIsr);
    p.put("transaction.state.log.num.partitions", "4");
    p.put("share.coordinator.state.topic.replication.factor", replicas);
    p.put("share.coordinator.state.topic.min.isr", minIsr);
    p.put("default.replication.factor", replicas);
    p.put("min.insync.replicas", minIsr);
    p.put("auto.create.topics.enable", "false");
    p.put("num.partitions", "1");
    // Local timings: a killed client's group membership ends after a few seconds.
    p.put("group.initial.rebalance.delay.ms", "0");
    p.put("group.consumer.min.session.timeout.ms", "2000");
    p.put("group.consumer.session.timeout.ms", "4000");
    p.put("group.consumer.min.heartbeat.interval.ms", "500");
    p.put("group.consumer.heartbeat.interval.ms", "1000");
    p.put("group.min.session.timeout.ms", "2000");
    // transaction.abort.timed.out.transaction.cleanup.interval.ms stays at Kafka's 10 s: a
    // restarted broker's coordinator aborts the transactions that timed out during the outage at
    // its first check, and skips the markers of partitions whose leader it does not know yet
    // (HangingTransactions); a 2 s interval made that check run while the broker was starting.
    p.put("log.flush.interval.messages", Long.toString(Long.MAX_VALUE));
    p.put("num.network.threads", "2");
    p.put("num.io.threads", "2");
    p.put("background.threads", "2");
    return p;
  }

  /** Formats a node's metadata directory, as {@code kafka-storage.sh format} does. */
  static void format(KafkaConfig config, String clusterId, int nodeId) throws Exception {
    format(config, clusterId, nodeId, List.of());
  }

  /**
   * Same, with SCRAM users that exist from the start ({@code kafka-storage.sh format --add-scram},
   * e.g. {@code SCRAM-SHA-256=[name=admin,password=...]}): a broker authenticating to itself with
   * SCRAM needs its user before it can serve anything.
   */
  static void format(KafkaConfig config, String clusterId, int nodeId, List<String> scramUsers)
      throws Exception {
    Formatter formatter =
        new Formatter()
            .setScramArguments(scramUsers)
            .setPrintStream(new PrintStream(OutputStream.nullOutputStream(), true, "UTF-8"))
            .setClusterId(clusterId)
            .setNodeId(nodeId)
            .setControllerListenerName(CONTROLLER_LISTENER)
            .setMetadataLogDirectory(config.metadataLogDir())
            .setReleaseVersion(MetadataVersion.latestProduction());
    formatter.addDirectory(config.metadataLogDir());
    formatter.run();
  }

  private void awaitReady() throws InterruptedException, ExecutionException, TimeoutException {
    try (Admin admin = admin()) {
      admin.describeCluster().nodes().get(60, TimeUnit.SECONDS);
    }
  }

  /** {@code host:port} of the broker listener, for {@code bootstrap.servers}. */
  public String bootstrapServers() {
    return bootstrapServers;
  }

  /** A new admin client for this broker; the caller closes it. */
  public Admin admin() {
    Properties p = new Properties();
    p.put(AdminClientConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrapServers);
    p.put(AdminClientConfig.DEFAULT_API_TIMEOUT_MS_CONFIG, "60000");
    return Admin.create(p);
  }

  /** Creates a topic with {@code partitions} partitions (replication 1) unless it exists. */
  public void createTopic(String name, int partitions) {
    createTopic(name, partitions, Map.of());
  }

  /** Creates a compacted topic, as used for the worker's progress topic. */
  public void createCompactedTopic(String name, int partitions) {
    createTopic(
        name,
        partitions,
        Map.of(TopicConfig.CLEANUP_POLICY_CONFIG, TopicConfig.CLEANUP_POLICY_COMPACT));
  }

  /** Creates a topic with {@code partitions} partitions and topic {@code configs}. */
  void createTopic(String name, int partitions, Map<String, String> configs) {
    try (Admin admin = admin()) {
      NewTopic topic = new NewTopic(name, partitions, (short) 1).configs(configs);
      admin.createTopics(List.of(topic)).all().get(60, TimeUnit.SECONDS);
    } catch (ExecutionException e) {
      if (!(e.getCause() instanceof TopicExistsException)) {
        throw new IllegalStateException("cannot create topic " + name, e.getCause());
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted creating topic " + name, e);
    } catch (TimeoutException e) {
      throw new IllegalStateException("timed out creating topic " + name, e);
    }
  }

  /** Stops the broker and deletes its files. Idempotent. */
  @Override
  public void close() {
    if (server != null) {
      try {
        server.shutdown();
        server.awaitShutdown();
      } finally {
        server = null;
      }
    }
    if (dir != null) {
      deleteRecursively(dir);
      dir = null;
    }
  }

  /** Time a caller should allow the broker to notice a client that died without leaving. */
  public static Duration sessionTimeout() {
    return Duration.ofSeconds(4);
  }

  /** A loopback port free at the time of the call (shared with the tests' brokers). */
  static int freePort() throws IOException {
    try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      return socket.getLocalPort();
    }
  }

  /** Deletes {@code root} and everything below it, best effort (logs what it could not). */
  static void deleteRecursively(Path root) {
    try {
      Files.walkFileTree(
          root,
          new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult visitFile(Path file, BasicFileAttributes attrs)
                throws IOException {
              Files.deleteIfExists(file);
              return FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult postVisitDirectory(Path d, IOException e) throws IOException {
              Files.deleteIfExists(d);
              return FileVisitResult.CONTINUE;
            }
          });
    } catch (IOException e) {
      // Best effort: a leftover temp dir must not fail a test that otherwise passed.
      LOG.warn("could not delete {}: {}", root, e.toString());
    }
  }
}
