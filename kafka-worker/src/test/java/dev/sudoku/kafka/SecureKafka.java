package dev.sudoku.kafka;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import kafka.server.KafkaConfig;
import kafka.server.KafkaRaftServer;
import org.apache.kafka.clients.CommonClientConfigs;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.AdminClientConfig;
import org.apache.kafka.common.Uuid;
import org.apache.kafka.common.config.SaslConfigs;
import org.apache.kafka.common.utils.Time;

/**
 * A single-node KRaft broker that authenticates and authorises, for the security tests: clients
 * connect with SASL_PLAINTEXT and SCRAM-SHA-256, every request is checked by the {@code
 * StandardAuthorizer} (no ACL, no access), and only {@link #ADMIN} is a super user.
 *
 * <p>The client listener also carries the broker's own inter-broker traffic (the transaction
 * coordinator writes its markers through it), as {@link #ADMIN} with SCRAM: that user is created
 * when the storage is formatted, since a broker cannot authenticate to itself before its metadata
 * holds a credential. The controller listener uses SASL PLAIN, as KRaft controllers cannot check
 * SCRAM (their credentials live in the metadata they serve). Passwords are random per broker.
 */
final class SecureKafka implements AutoCloseable {

  static final String MECHANISM = "SCRAM-SHA-256";
  static final String ADMIN = "admin";

  private final String adminPassword = "admin-" + UUID.randomUUID();
  private final Path dir;
  private final KafkaRaftServer server;
  private final String bootstrapServers;

  private SecureKafka() throws Exception {
    dir = Files.createTempDirectory("sudoku-secure-kafka-");
    int brokerPort = EmbeddedKafka.freePort();
    int controllerPort = EmbeddedKafka.freePort();
    Properties p =
        EmbeddedKafka.nodeProperties(
            1, dir.resolve("data"), brokerPort, controllerPort, "1@127.0.0.1:" + controllerPort, 1);
    p.put(
        "listeners",
        "SASL_PLAINTEXT://127.0.0.1:" + brokerPort + ",CONTROLLER://127.0.0.1:" + controllerPort);
    p.put("advertised.listeners", "SASL_PLAINTEXT://127.0.0.1:" + brokerPort);
    p.put(
        "listener.security.protocol.map",
        "SASL_PLAINTEXT:SASL_PLAINTEXT,CONTROLLER:SASL_PLAINTEXT");
    p.put("inter.broker.listener.name", "SASL_PLAINTEXT");
    p.put("sasl.enabled.mechanisms", MECHANISM);
    p.put("sasl.mechanism.inter.broker.protocol", MECHANISM);
    p.put(
        "listener.name.sasl_plaintext.scram-sha-256.sasl.jaas.config", jaas(ADMIN, adminPassword));
    p.put("sasl.mechanism.controller.protocol", "PLAIN");
    p.put("listener.name.controller.sasl.enabled.mechanisms", "PLAIN");
    p.put(
        "listener.name.controller.plain.sasl.jaas.config",
        "org.apache.kafka.common.security.plain.PlainLoginModule required username=\""
            + ADMIN
            + "\" password=\""
            + adminPassword
            + "\" user_"
            + ADMIN
            + "=\""
            + adminPassword
            + "\";");
    p.put("authorizer.class.name", "org.apache.kafka.metadata.authorizer.StandardAuthorizer");
    p.put("super.users", "User:" + ADMIN);
    p.put("allow.everyone.if.no.acl.found", "false");
    KafkaConfig config = KafkaConfig.fromProps(p, false);
    EmbeddedKafka.format(
        config,
        Uuid.randomUuid().toString(),
        1,
        List.of(MECHANISM + "=[name=" + ADMIN + ",password=" + adminPassword + "]"));
    server = new KafkaRaftServer(config, Time.SYSTEM);
    server.startup();
    bootstrapServers = "127.0.0.1:" + brokerPort;
    try (Admin admin = Admin.create(clientProperties(ADMIN, adminPassword))) {
      admin.describeCluster().nodes().get(60, TimeUnit.SECONDS);
    }
  }

  /** Starts the broker; it answers an admin request when this returns. */
  static SecureKafka start() {
    try {
      return new SecureKafka();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (Exception e) {
      throw new IllegalStateException("secure Kafka broker did not start", e);
    }
  }

  String bootstrapServers() {
    return bootstrapServers;
  }

  /** The JAAS line of a SCRAM client. */
  static String jaas(String user, String password) {
    return "org.apache.kafka.common.security.scram.ScramLoginModule required username=\""
        + user
        + "\" password=\""
        + password
        + "\";";
  }

  /** Client settings (bootstrap, SASL_PLAINTEXT, SCRAM, the user's JAAS line). */
  Map<String, Object> clientProperties(String user, String password) {
    Map<String, Object> m = new HashMap<>();
    m.put(CommonClientConfigs.BOOTSTRAP_SERVERS_CONFIG, bootstrapServers);
    m.put(CommonClientConfigs.SECURITY_PROTOCOL_CONFIG, "SASL_PLAINTEXT");
    m.put(SaslConfigs.SASL_MECHANISM, MECHANISM);
    m.put(SaslConfigs.SASL_JAAS_CONFIG, jaas(user, password));
    m.put(AdminClientConfig.DEFAULT_API_TIMEOUT_MS_CONFIG, "60000");
    return m;
  }

  /** An admin client of the super user; the caller closes it. */
  Admin admin() {
    return Admin.create(clientProperties(ADMIN, adminPassword));
  }

  /** Settings of a client of the super user. */
  Map<String, Object> adminClientProperties() {
    return clientProperties(ADMIN, adminPassword);
  }

  @Override
  public void close() {
    server.shutdown();
    server.awaitShutdown();
    EmbeddedKafka.deleteRecursively(dir);
  }
}
