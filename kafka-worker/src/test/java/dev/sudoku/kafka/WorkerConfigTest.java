package dev.sudoku.kafka;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class WorkerConfigTest {

  @TempDir Path dir;

  @Test
  void from_noValues_usesDefaults() {
    WorkerConfig c = WorkerConfig.of(Map.of());
    assertThat(c.string(WorkerConfig.GROUP_PROTOCOL)).isEqualTo("consumer");
    assertThat(c.number(WorkerConfig.CHUNK_SIZE, 1)).isEqualTo(2000);
    assertThat(c.threads()).isEqualTo(Runtime.getRuntime().availableProcessors());
  }

  @Test
  void from_noValues_topicNamesAreThoseOfTheSchemasTopics() {
    WorkerConfig c = WorkerConfig.of(Map.of());
    assertThat(c.string(WorkerConfig.TOPIC_REQUESTS))
        .isEqualTo(dev.sudoku.schema.Topics.REQUESTS.name());
    assertThat(c.string(WorkerConfig.TOPIC_PUZZLES))
        .isEqualTo(dev.sudoku.schema.Topics.PUZZLES.name());
    assertThat(c.string(WorkerConfig.TOPIC_SUMMARIES))
        .isEqualTo(dev.sudoku.schema.Topics.SUMMARIES.name());
    assertThat(c.string(WorkerConfig.TOPIC_DEAD_LETTERS))
        .isEqualTo(dev.sudoku.schema.Topics.DEAD_LETTERS.name());
    assertThat(c.string(WorkerConfig.TOPIC_PROGRESS)).isEqualTo("sudoku.generation-progress");
  }

  @Test
  void load_envOverridesFile() throws IOException {
    Path f = dir.resolve("w.properties");
    Files.writeString(f, "worker.instance.id=a\nworker.chunk.size=10\nbootstrap.servers=x:1\n");
    WorkerConfig c =
        WorkerConfig.load(
            f,
            Map.of(
                "SUDOKU_WORKER_CHUNK_SIZE",
                "20",
                "SUDOKU_WORKER_INSTANCE_ID",
                "b",
                "SUDOKU_WORKER_TOPIC_DEAD_LETTERS",
                "dlq"));
    assertThat(c.number(WorkerConfig.CHUNK_SIZE, 1)).isEqualTo(20);
    assertThat(c.string(WorkerConfig.INSTANCE_ID)).isEqualTo("b");
    assertThat(c.string(WorkerConfig.TOPIC_DEAD_LETTERS)).isEqualTo("dlq");
    assertThat(c.string(WorkerConfig.BOOTSTRAP_SERVERS)).isEqualTo("x:1");
  }

  @Test
  void from_envClientPassThrough_becomesPrefixedKey() {
    WorkerConfig c = WorkerConfig.from(Map.of(), Map.of("SUDOKU_KAFKA_PRODUCER_LINGER_MS", "7"));
    assertThat(c.withPrefix(WorkerConfig.PRODUCER_PREFIX)).containsEntry("linger.ms", "7");
  }

  @Test
  void from_envCommonClientSetting_appliesToEveryClient() {
    WorkerConfig c =
        WorkerConfig.from(
            Map.of("security.protocol", "SASL_PLAINTEXT"),
            Map.of("SUDOKU_SASL_JAAS_CONFIG", "secret", "SUDOKU_WORKER_UNKNOWN_X", "y"));
    assertThat(c.clientSettings(WorkerConfig.CONSUMER_PREFIX))
        .containsEntry("sasl.jaas.config", "secret")
        .containsEntry("security.protocol", "SASL_PLAINTEXT");
    assertThat(c.clientSettings(WorkerConfig.ADMIN_PREFIX))
        .containsEntry("sasl.jaas.config", "secret");
    assertThat(c.warnings()).isEmpty();
  }

  @Test
  void string_missingKey_namesKeyAndVariable() {
    assertThatThrownBy(() -> WorkerConfig.of(Map.of()).string(WorkerConfig.INSTANCE_ID))
        .hasMessage(
            "missing configuration key worker.instance.id"
                + " (or environment variable SUDOKU_WORKER_INSTANCE_ID)");
  }

  @Test
  void of_badValue_oneLineNamingTheKey() {
    assertThatThrownBy(() -> WorkerConfig.of(Map.of(WorkerConfig.CHUNK_SIZE, "ten")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage(
            "Invalid value ten for configuration worker.chunk.size: Not a number of type LONG");
    assertThatThrownBy(() -> WorkerConfig.of(Map.of(WorkerConfig.CHUNK_SIZE, "0")))
        .hasMessage(
            "Invalid value 0 for configuration worker.chunk.size: Value must be at least 1");
    assertThatThrownBy(() -> WorkerConfig.of(Map.of(WorkerConfig.GROUP_PROTOCOL, "newest")))
        .hasMessageStartingWith("Invalid value newest for configuration worker.group.protocol");
    assertThatThrownBy(() -> WorkerConfig.of(Map.of(WorkerConfig.REPLY_TO_PATTERN, "[a-")))
        .hasMessageStartingWith(
            "Invalid value [a- for configuration worker.reply-to.pattern: not a regular"
                + " expression");
  }

  @Test
  void of_illegalTopicName_oneLineNamingTheKey() {
    // Was: accepted; the worker started, aborted every transaction on "Metadata response reported
    // invalid topics [bad topic!]" and retried forever instead of stopping with exit status 2.
    assertThatThrownBy(() -> WorkerConfig.of(Map.of(WorkerConfig.TOPIC_PUZZLES, "bad topic!")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage(
            "Invalid value bad topic! for configuration worker.topic.puzzles: not a legal Kafka"
                + " topic name (1 to 249 of a-z A-Z 0-9 . _ -)");
    assertThatThrownBy(() -> WorkerConfig.of(Map.of(WorkerConfig.TOPIC_REQUESTS, "")))
        .hasMessageStartingWith("Invalid value  for configuration worker.topic.requests");
    assertThatThrownBy(() -> WorkerConfig.of(Map.of(WorkerConfig.TOPIC_PROGRESS, "..")))
        .hasMessageStartingWith("Invalid value .. for configuration worker.topic.progress");
    assertThat(WorkerConfig.of(Map.of(WorkerConfig.TOPIC_DEAD_LETTERS, "team-a.dead_letters")))
        .isNotNull();
  }

  @Test
  void warnings_misspeltKey_namesItAndTheKeyItProbablyMeant() {
    WorkerConfig c = WorkerConfig.of(Map.of("worker.chunck.size", "100"));
    assertThat(c.warnings())
        .containsExactly(
            "unknown configuration key worker.chunck.size ignored (did you mean"
                + " worker.chunk.size?)");
    assertThat(c.number(WorkerConfig.CHUNK_SIZE, 1)).isEqualTo(2000);
  }

  @Test
  void warnings_unprefixedClientSetting_saysWhichPrefixItNeeds() {
    WorkerConfig c = WorkerConfig.of(Map.of("linger.ms", "20", "zzz", "1"));
    assertThat(c.warnings())
        .containsExactly(
            "unknown configuration key linger.ms ignored (a Kafka client setting: write"
                + " kafka.producer.linger.ms)",
            "unknown configuration key zzz ignored (keys: docs/kafka.md)");
  }

  @Test
  void warnings_knownDefinedPrefixedAndCommonKeys_none() {
    WorkerConfig c =
        WorkerConfig.of(
            Map.of(
                WorkerConfig.CHUNK_SIZE,
                "7",
                "kafka.producer.linger.ms",
                "3",
                "security.protocol",
                "SASL_PLAINTEXT",
                "sasl.mechanism",
                "SCRAM-SHA-256",
                "ssl.truststore.location",
                "/t"));
    assertThat(c.warnings()).isEmpty();
  }

  @Test
  void clientSettings_commonKeysGivenOnce_applyToEveryClientAndPrefixesOverride() {
    WorkerConfig c =
        WorkerConfig.of(
            Map.of(
                "security.protocol", "SASL_SSL",
                "sasl.mechanism", "SCRAM-SHA-512",
                "client.dns.lookup", "use_all_dns_ips",
                "kafka.admin.sasl.mechanism", "PLAIN",
                "kafka.producer.linger.ms", "9"));
    for (String prefix :
        new String[] {
          WorkerConfig.PRODUCER_PREFIX, WorkerConfig.CONSUMER_PREFIX, WorkerConfig.ADMIN_PREFIX
        }) {
      assertThat(c.clientSettings(prefix))
          .as(prefix)
          .containsEntry("security.protocol", "SASL_SSL")
          .containsEntry("client.dns.lookup", "use_all_dns_ips");
    }
    assertThat(c.clientSettings(WorkerConfig.PRODUCER_PREFIX))
        .containsEntry("sasl.mechanism", "SCRAM-SHA-512")
        .containsEntry("linger.ms", "9");
    assertThat(c.clientSettings(WorkerConfig.CONSUMER_PREFIX)).doesNotContainKey("linger.ms");
    assertThat(c.clientSettings(WorkerConfig.ADMIN_PREFIX))
        .containsEntry("sasl.mechanism", "PLAIN");
  }

  @Test
  void load_sampleWorkerProperties_loadsWithoutWarningsAndEveryKeyIsDocumentedInIt()
      throws IOException {
    Path sample = Path.of("worker.properties");
    WorkerConfig c = WorkerConfig.load(sample, Map.of());
    assertThat(c.warnings()).isEmpty();
    assertThat(c.string(WorkerConfig.BOOTSTRAP_SERVERS)).isEqualTo("localhost:9092");
    String text = Files.readString(sample);
    for (String key : WorkerConfigDef.DEFINITION.names()) {
      assertThat(text).as("the sample mentions %s", key).contains(key + "=");
    }
  }

  @Test
  void distance_oneLetterOff_isOne() {
    assertThat(UnknownKeys.distance("worker.chunck.size", "worker.chunk.size")).isEqualTo(1);
    assertThat(UnknownKeys.distance("", "abc")).isEqualTo(3);
  }

  @Test
  void load_missingFile_oneLineWithReason() {
    // Was: "worker: /path/w.properties" (the JDK's message is the bare path).
    Path f = dir.resolve("missing.properties");
    assertThatThrownBy(() -> WorkerConfig.load(f, Map.of()))
        .isInstanceOf(IOException.class)
        .hasMessage("cannot read " + f + ": no such file");
  }

  @Test
  void load_directory_saysSo() {
    assertThatThrownBy(() -> WorkerConfig.load(dir, Map.of()))
        .hasMessage("cannot read " + dir + ": it is a directory");
  }
}
