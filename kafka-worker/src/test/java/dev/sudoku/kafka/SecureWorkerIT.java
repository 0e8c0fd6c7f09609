package dev.sudoku.kafka;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sudoku.schema.AvroDeserializer;
import dev.sudoku.schema.GenerationRequest;
import dev.sudoku.schema.GenerationSummary;
import dev.sudoku.schema.Puzzle;
import dev.sudoku.schema.StopReason;
import dev.sudoku.schema.TrustedClasses;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import org.apache.kafka.clients.CommonClientConfigs;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.AdminClientConfig;
import org.apache.kafka.clients.admin.NewTopic;
import org.apache.kafka.clients.admin.ScramCredentialInfo;
import org.apache.kafka.clients.admin.ScramMechanism;
import org.apache.kafka.clients.admin.UserScramCredentialUpsertion;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.acl.AccessControlEntry;
import org.apache.kafka.common.acl.AclBinding;
import org.apache.kafka.common.acl.AclOperation;
import org.apache.kafka.common.acl.AclPermissionType;
import org.apache.kafka.common.config.TopicConfig;
import org.apache.kafka.common.errors.SaslAuthenticationException;
import org.apache.kafka.common.errors.TimeoutException;
import org.apache.kafka.common.errors.TopicAuthorizationException;
import org.apache.kafka.common.errors.TransactionalIdAuthorizationException;
import org.apache.kafka.common.resource.PatternType;
import org.apache.kafka.common.resource.ResourcePattern;
import org.apache.kafka.common.resource.ResourceType;
import org.apache.kafka.common.serialization.ByteArrayDeserializer;
import org.apache.kafka.common.serialization.ByteArraySerializer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The worker in a secured cluster ({@link SecureKafka}: SASL/SCRAM-SHA-256, StandardAuthorizer, no
 * ACL means no access). The worker's user gets exactly the ACLs docs/kafka.md lists (read the
 * requests and its group, write its outputs, read and write its progress topic, its transactional
 * ids by prefix); the worker runs as its own process with those credentials in its properties file
 * and publishes each requested puzzle once. A client with a wrong password, a client without SASL,
 * and an authenticated user without ACLs are refused; the worker's whole log (Kafka clients at
 * INFO, so their configurations are printed) never shows the password. Aborting a hanging
 * transaction is refused with those ACLs and works with the extra ones docs/kafka.md lists for it.
 */
class SecureWorkerIT {

  private static final String WORKER = "sudoku-worker";
  private static final String WORKER_PASSWORD = "worker-" + UUID.randomUUID();
  private static final String INTRUDER = "intruder";
  private static final String INTRUDER_PASSWORD = "intruder-" + UUID.randomUUID();
  private static final KafkaTestSupport.Topics T = new KafkaTestSupport.Topics("secure", 2);

  private static SecureKafka broker;

  @TempDir Path dir;

  @BeforeAll
  static void secureCluster() throws Exception {
    TrustedClasses.install();
    broker = SecureKafka.start();
    try (Admin admin = broker.admin()) {
      ScramCredentialInfo info = new ScramCredentialInfo(ScramMechanism.SCRAM_SHA_256, 4096);
      admin
          .alterUserScramCredentials(
              List.of(
                  new UserScramCredentialUpsertion(WORKER, info, WORKER_PASSWORD),
                  new UserScramCredentialUpsertion(INTRUDER, info, INTRUDER_PASSWORD)))
          .all()
          .get(60, TimeUnit.SECONDS);
      List<NewTopic> topics = new ArrayList<>();
      for (String name : List.of(T.requests(), T.puzzles())) {
        topics.add(new NewTopic(name, T.partitions(), (short) 1));
      }
      topics.add(new NewTopic(T.summaries(), 1, (short) 1));
      topics.add(new NewTopic(T.deadLetters(), 1, (short) 1));
      topics.add(
          new NewTopic(T.progress(), T.partitions(), (short) 1)
              .configs(
                  Map.of(TopicConfig.CLEANUP_POLICY_CONFIG, TopicConfig.CLEANUP_POLICY_COMPACT)));
      admin.createTopics(topics).all().get(60, TimeUnit.SECONDS);
      admin.createAcls(workerAcls()).all().get(60, TimeUnit.SECONDS);
    }
  }

  @AfterAll
  static void stopCluster() {
    if (broker != null) {
      broker.close();
    }
  }

  /** What the worker's user may do: the ACLs docs/kafka.md lists, nothing more. */
  static List<AclBinding> workerAcls() {
    List<AclBinding> acls = new ArrayList<>();
    allow(acls, ResourceType.TOPIC, T.requests(), PatternType.LITERAL, AclOperation.READ);
    allow(acls, ResourceType.GROUP, T.group(), PatternType.LITERAL, AclOperation.READ);
    for (String out : List.of(T.puzzles(), T.summaries(), T.deadLetters())) {
      allow(acls, ResourceType.TOPIC, out, PatternType.LITERAL, AclOperation.WRITE);
    }
    allow(acls, ResourceType.TOPIC, T.progress(), PatternType.LITERAL, AclOperation.READ);
    allow(acls, ResourceType.TOPIC, T.progress(), PatternType.LITERAL, AclOperation.WRITE);
    allow(
        acls,
        ResourceType.TRANSACTIONAL_ID,
        T.group() + "-",
        PatternType.PREFIXED,
        AclOperation.WRITE);
    return acls;
  }

  private static void allow(
      List<AclBinding> acls,
      ResourceType type,
      String name,
      PatternType pattern,
      AclOperation operation) {
    acls.add(
        new AclBinding(
            new ResourcePattern(type, name, pattern),
            new AccessControlEntry("User:" + WORKER, "*", operation, AclPermissionType.ALLOW)));
  }

  /**
   * The worker's configuration: its credentials given once, unprefixed, which the worker applies to
   * its producer, consumers and admin client alike.
   */
  static Map<String, String> workerConfig() {
    Map<String, String> m = KafkaTestSupport.workerConfig(broker.bootstrapServers(), T, "a");
    m.put(WorkerConfig.CHUNK_SIZE, "20");
    m.put(CommonClientConfigs.SECURITY_PROTOCOL_CONFIG, "SASL_PLAINTEXT");
    m.put("sasl.mechanism", SecureKafka.MECHANISM);
    m.put("sasl.jaas.config", SecureKafka.jaas(WORKER, WORKER_PASSWORD));
    return m;
  }

  @Test
  void worker_withItsCredentialsAndAcls_publishesEachPuzzleOnceAndLogsNoPassword()
      throws Exception {
    WorkerProcess worker =
        new WorkerProcess(
            dir,
            "secure",
            workerConfig(),
            List.of(
                "-Dorg.slf4j.simpleLogger.log.org.apache.kafka=info",
                "-Dorg.slf4j.simpleLogger.log.org.apache.kafka.clients.consumer.internals=warn"));
    worker.start();
    int exit;
    try {
      send(
          T.requests(),
          "sec",
          AvroRequests.encode(
              GenerationRequest.newBuilder().setRequestId("sec").setCount(40).setSeed(3L).build()));
      List<byte[]> summaries = readUntil(T.summaries(), 1);
      GenerationSummary summary =
          new AvroDeserializer<>(GenerationSummary.class).deserialize("t", summaries.get(0));
      assertThat(summary.getReason()).as(log(worker)).isEqualTo(StopReason.COMPLETED);
      assertThat(summary.getProduced()).isEqualTo(40);
      List<byte[]> values = readUntil(T.puzzles(), 40);
      Set<Integer> indices = new HashSet<>();
      AvroDeserializer<Puzzle> puzzles = new AvroDeserializer<>(Puzzle.class);
      for (byte[] v : values) {
        indices.add(puzzles.deserialize("t", v).getRequestIndex());
      }
      assertThat(values).hasSize(40);
      assertThat(indices).hasSize(40).allMatch(i -> i >= 0 && i < 40);
    } finally {
      exit = worker.stop();
    }
    String log = log(worker);
    // 143: the JVM ends with the signal once the shutdown hook has stopped the worker.
    assertThat(exit).as(log).isIn(0, 143);
    assertThat(log).contains("worker stopped (fenced=false, produced=40)");
    assertThat(log)
        .as("the clients' configurations are logged, with the JAAS line hidden")
        .contains("sasl.jaas.config = [hidden]")
        .doesNotContain(WORKER_PASSWORD)
        .doesNotContain("Authorization")
        .doesNotContain("not authorized");
  }

  @Test
  void client_wrongPassword_isRefusedAuthentication() {
    Map<String, Object> p = broker.clientProperties(WORKER, "not-" + WORKER_PASSWORD);
    try (Admin admin = Admin.create(p)) {
      assertThatThrownBy(() -> admin.listTopics().names().get(60, TimeUnit.SECONDS))
          .isInstanceOf(ExecutionException.class)
          .hasCauseInstanceOf(SaslAuthenticationException.class)
          .hasMessageContaining("invalid credentials");
    }
  }

  @Test
  void client_withoutSasl_getsNothing() {
    Map<String, Object> p = new HashMap<>();
    p.put(AdminClientConfig.BOOTSTRAP_SERVERS_CONFIG, broker.bootstrapServers());
    p.put(AdminClientConfig.DEFAULT_API_TIMEOUT_MS_CONFIG, "5000");
    p.put(AdminClientConfig.REQUEST_TIMEOUT_MS_CONFIG, "2000");
    try (Admin admin = Admin.create(p)) {
      assertThatThrownBy(() -> admin.listTopics().names().get(60, TimeUnit.SECONDS))
          .isInstanceOf(ExecutionException.class)
          .hasCauseInstanceOf(TimeoutException.class);
    }
  }

  @Test
  void client_authenticatedWithoutAcl_isRefusedAuthorization() {
    Map<String, Object> c = broker.clientProperties(INTRUDER, INTRUDER_PASSWORD);
    c.remove(AdminClientConfig.DEFAULT_API_TIMEOUT_MS_CONFIG);
    c.put(ConsumerConfig.AUTO_OFFSET_RESET_CONFIG, "earliest");
    try (KafkaConsumer<byte[], byte[]> consumer =
        new KafkaConsumer<>(c, new ByteArrayDeserializer(), new ByteArrayDeserializer())) {
      consumer.assign(List.of(new TopicPartition(T.puzzles(), 0)));
      assertThatThrownBy(() -> consumer.poll(Duration.ofSeconds(30)))
          .isInstanceOf(TopicAuthorizationException.class)
          .hasMessageContaining(T.puzzles());
    }
    Map<String, Object> p = broker.clientProperties(INTRUDER, INTRUDER_PASSWORD);
    p.remove(AdminClientConfig.DEFAULT_API_TIMEOUT_MS_CONFIG);
    p.put(ProducerConfig.MAX_BLOCK_MS_CONFIG, "30000");
    try (KafkaProducer<byte[], byte[]> producer =
        new KafkaProducer<>(p, new ByteArraySerializer(), new ByteArraySerializer())) {
      assertThatThrownBy(
              () ->
                  producer
                      .send(new ProducerRecord<>(T.puzzles(), new byte[] {1}))
                      .get(60, TimeUnit.SECONDS))
          .isInstanceOf(ExecutionException.class)
          .hasCauseInstanceOf(TopicAuthorizationException.class);
    }
    p.put(ProducerConfig.TRANSACTIONAL_ID_CONFIG, T.group() + "-a");
    try (KafkaProducer<byte[], byte[]> producer =
        new KafkaProducer<>(p, new ByteArraySerializer(), new ByteArraySerializer())) {
      assertThatThrownBy(producer::initTransactions)
          .isInstanceOf(TransactionalIdAuthorizationException.class);
    }
  }

  /**
   * What aborting a hanging transaction takes beyond the worker's ACLs (docs/kafka.md, Security):
   * {@code READ} on each topic the worker writes (describing a partition's producers needs it) and
   * {@code ALTER} on the cluster (writing the abort marker).
   */
  static List<AclBinding> abortAcls(List<String> topics) {
    List<AclBinding> acls = new ArrayList<>();
    for (String topic : topics) {
      allow(acls, ResourceType.TOPIC, topic, PatternType.LITERAL, AclOperation.READ);
    }
    allow(acls, ResourceType.CLUSTER, "kafka-cluster", PatternType.LITERAL, AclOperation.ALTER);
    return acls;
  }

  @Test
  void hangingTransactions_workerAclsThenAbortAcls_refusedThenAborted() throws Exception {
    // A transaction of the worker's user left open on a topic of its own, as a crashed
    // instance's would be; the worker's own check (abortOwn) is asked to close it.
    String topic = T.puzzles() + "-hang";
    TopicPartition tp = new TopicPartition(topic, 0);
    String id = T.group() + "-hang";
    try (Admin superUser = broker.admin()) {
      superUser
          .createTopics(List.of(new NewTopic(topic, 1, (short) 1)))
          .all()
          .get(60, TimeUnit.SECONDS);
      superUser
          .createAcls(
              List.of(
                  new AclBinding(
                      new ResourcePattern(ResourceType.TOPIC, topic, PatternType.LITERAL),
                      new AccessControlEntry(
                          "User:" + WORKER, "*", AclOperation.WRITE, AclPermissionType.ALLOW))))
          .all()
          .get(60, TimeUnit.SECONDS);
    }
    Map<String, Object> p = broker.clientProperties(WORKER, WORKER_PASSWORD);
    p.remove(AdminClientConfig.DEFAULT_API_TIMEOUT_MS_CONFIG);
    p.put(ProducerConfig.TRANSACTIONAL_ID_CONFIG, id);
    List<AclBinding> extra = abortAcls(List.of(topic));
    try (KafkaProducer<byte[], byte[]> producer =
            new KafkaProducer<>(p, new ByteArraySerializer(), new ByteArraySerializer());
        Admin admin = Admin.create(broker.clientProperties(WORKER, WORKER_PASSWORD))) {
      producer.initTransactions();
      producer.beginTransaction();
      producer.send(new ProducerRecord<>(topic, 0, null, new byte[] {1})).get(60, TimeUnit.SECONDS);
      HangingTransactions hanging = new HangingTransactions(admin, id, T.group() + "-");
      var before = hanging.own();
      assertThat(before).as("the coordinator's view, with the worker's ACLs").isNotNull();

      // With the worker's ACLs only, the partition's producers cannot be described: logged, no
      // abort, the transaction stays open.
      assertThat(hanging.abortOwn(List.of(tp), before)).isEmpty();
      assertThat(openTransactions(tp)).isEqualTo(1);

      try (Admin superUser = broker.admin()) {
        superUser.createAcls(extra).all().get(60, TimeUnit.SECONDS);
      }
      assertThat(hanging.abortOwn(List.of(tp), before))
          .singleElement()
          .satisfies(s -> assertThat(s.topicPartition()).isEqualTo(tp));
      assertThat(openTransactions(tp)).isZero();
      producer.close(Duration.ZERO);
    } finally {
      try (Admin superUser = broker.admin()) {
        List<org.apache.kafka.common.acl.AclBindingFilter> filters = new ArrayList<>();
        extra.forEach(b -> filters.add(b.toFilter()));
        superUser.deleteAcls(filters).all().get(60, TimeUnit.SECONDS);
      }
    }
  }

  /** Transactions open on {@code tp}, as the super user sees them. */
  private static long openTransactions(TopicPartition tp) throws Exception {
    try (Admin superUser = broker.admin()) {
      return superUser
          .describeProducers(List.of(tp))
          .all()
          .get(60, TimeUnit.SECONDS)
          .get(tp)
          .activeProducers()
          .stream()
          .filter(s -> s.currentTransactionStartOffset().isPresent())
          .count();
    }
  }

  private static String log(WorkerProcess worker) {
    try {
      return Files.readString(worker.log(), StandardCharsets.UTF_8);
    } catch (java.io.IOException e) {
      return "(no log: " + e + ")";
    }
  }

  /** Sends one record as the super user (a publisher of requests). */
  private static void send(String topic, String key, byte[] value) throws Exception {
    Map<String, Object> p = broker.adminClientProperties();
    p.remove(AdminClientConfig.DEFAULT_API_TIMEOUT_MS_CONFIG);
    try (KafkaProducer<byte[], byte[]> producer =
        new KafkaProducer<>(p, new ByteArraySerializer(), new ByteArraySerializer())) {
      producer
          .send(new ProducerRecord<>(topic, key.getBytes(StandardCharsets.UTF_8), value))
          .get(60, TimeUnit.SECONDS);
    }
  }

  /** Reads {@code topic} (read_committed, as the super user) until {@code n} values arrived. */
  private static List<byte[]> readUntil(String topic, int n) {
    Map<String, Object> p = broker.adminClientProperties();
    p.remove(AdminClientConfig.DEFAULT_API_TIMEOUT_MS_CONFIG);
    p.put(ConsumerConfig.ISOLATION_LEVEL_CONFIG, "read_committed");
    List<byte[]> values = new ArrayList<>();
    try (KafkaConsumer<byte[], byte[]> consumer =
        new KafkaConsumer<>(p, new ByteArrayDeserializer(), new ByteArrayDeserializer())) {
      List<TopicPartition> tps = new ArrayList<>();
      consumer.partitionsFor(topic).forEach(i -> tps.add(new TopicPartition(topic, i.partition())));
      consumer.assign(tps);
      consumer.seekToBeginning(tps);
      Instant giveUp = Instant.now().plus(KafkaTestSupport.WAIT);
      while (values.size() < n) {
        if (Instant.now().isAfter(giveUp)) {
          throw new AssertionError(topic + ": " + values.size() + " of " + n + " records");
        }
        for (ConsumerRecord<byte[], byte[]> r : consumer.poll(Duration.ofMillis(200))) {
          values.add(r.value());
        }
      }
      // Anything more committed by then would be a duplicate.
      Map<TopicPartition, Long> end = consumer.endOffsets(tps);
      while (tps.stream().anyMatch(tp -> consumer.position(tp) < end.get(tp))) {
        consumer.poll(Duration.ofMillis(200)).forEach(r -> values.add(r.value()));
      }
    }
    return values;
  }
}
