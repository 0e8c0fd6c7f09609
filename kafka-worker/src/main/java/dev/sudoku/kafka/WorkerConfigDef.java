package dev.sudoku.kafka;

import static org.apache.kafka.common.config.ConfigDef.Importance.HIGH;
import static org.apache.kafka.common.config.ConfigDef.Importance.LOW;
import static org.apache.kafka.common.config.ConfigDef.Importance.MEDIUM;
import static org.apache.kafka.common.config.ConfigDef.Type.BOOLEAN;
import static org.apache.kafka.common.config.ConfigDef.Type.LONG;
import static org.apache.kafka.common.config.ConfigDef.Type.STRING;

import dev.sudoku.schema.Topics;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;
import org.apache.kafka.common.config.ConfigDef;
import org.apache.kafka.common.config.ConfigException;

/**
 * Every key of {@link WorkerConfig}: type, default, valid values and documentation, as a Kafka
 * {@link ConfigDef}; the Markdown table of docs/kafka.md is {@link #markdownTable()} (a test keeps
 * them equal), and which client settings apply to every client when given unprefixed. What the
 * worker says about a key it does not know is {@link UnknownKeys}'.
 */
final class WorkerConfigDef {

  /**
   * Settings that mean the same to the producer, the consumers and the admin client: given once,
   * unprefixed, they apply to all three (security, DNS, connection set-up and back-off).
   */
  private static final Set<String> COMMON_CLIENT_KEYS =
      Set.of(
          "security.protocol",
          "client.dns.lookup",
          "socket.connection.setup.timeout.ms",
          "socket.connection.setup.timeout.max.ms",
          "reconnect.backoff.ms",
          "reconnect.backoff.max.ms",
          "connections.max.idle.ms",
          "metadata.max.age.ms");

  private static final List<String> COMMON_CLIENT_PREFIXES = List.of("sasl.", "ssl.");

  private static final List<String> CLIENT_PREFIXES =
      List.of(
          WorkerConfig.PRODUCER_PREFIX, WorkerConfig.CONSUMER_PREFIX, WorkerConfig.ADMIN_PREFIX);

  /** Longest edit distance at which an unknown key is taken for a misspelt known one. */
  private static final int TYPO_DISTANCE = 3;

  static final ConfigDef DEFINITION =
      new ConfigDef()
          .define(
              WorkerConfig.BOOTSTRAP_SERVERS,
              STRING,
              "",
              HIGH,
              "Kafka brokers, host:port[,host:port...]; required. Used by every client the worker"
                  + " makes.")
          .define(
              WorkerConfig.INSTANCE_ID,
              STRING,
              "",
              HIGH,
              "Stable id of this instance (e.g. pod ordinal); required. The transactional.id is"
                  + " group id, dash, instance id: a restart with the same id fences its predecessor at"
                  + " once.")
          .define(
              WorkerConfig.GROUP_ID,
              STRING,
              "sudoku-puzzle-worker",
              HIGH,
              "Consumer group of all instances.")
          .define(
              WorkerConfig.GROUP_PROTOCOL,
              STRING,
              "consumer",
              ConfigDef.ValidString.in("consumer", "classic"),
              MEDIUM,
              "Group protocol: consumer (KIP-848, the broker default since 4.0) or classic for"
                  + " older brokers.")
          .define(
              WorkerConfig.TOPIC_REQUESTS,
              STRING,
              Topics.REQUESTS.name(),
              new TopicNameValidator(),
              MEDIUM,
              "Topic the requests are read from.")
          .define(
              WorkerConfig.TOPIC_PUZZLES,
              STRING,
              Topics.PUZZLES.name(),
              new TopicNameValidator(),
              MEDIUM,
              "Topic the puzzles are written to.")
          .define(
              WorkerConfig.TOPIC_SUMMARIES,
              STRING,
              Topics.SUMMARIES.name(),
              new TopicNameValidator(),
              MEDIUM,
              "Topic the summaries are written to.")
          .define(
              WorkerConfig.TOPIC_PROGRESS,
              STRING,
              WorkerConfig.DEFAULT_PROGRESS_TOPIC,
              new TopicNameValidator(),
              MEDIUM,
              "The worker's internal, compacted progress topic: at least as many partitions as"
                  + " the requests topic.")
          .define(
              WorkerConfig.TOPIC_DEAD_LETTERS,
              STRING,
              Topics.DEAD_LETTERS.name(),
              new TopicNameValidator(),
              MEDIUM,
              "Topic the dead letters are written to.")
          .define(
              WorkerConfig.OUTPUT_FORMAT,
              STRING,
              "avro",
              ConfigDef.CaseInsensitiveValidString.in("avro", "json"),
              MEDIUM,
              "Wire format of puzzles, summaries and dead letters alike: avro (single-object"
                  + " encoding, schemas in dev.sudoku.schema) or json (one UTF-8 JSON object per"
                  + " record, for consumers without Avro; about twice the size, no schema"
                  + " fingerprint).")
          .define(
              WorkerConfig.MAX_COUNT,
              LONG,
              1_000_000L,
              ConfigDef.Range.atLeast(1),
              MEDIUM,
              "Requests for more puzzles than this go to the dead-letter topic.")
          .define(
              WorkerConfig.CHUNK_SIZE,
              LONG,
              2000L,
              ConfigDef.Range.atLeast(1),
              MEDIUM,
              "Puzzles per transaction, shared by the active requests. Each transaction costs the"
                  + " broker a fixed amount of work (partition checks, offsets, commit markers),"
                  + " so larger ones cost less per puzzle; a request arriving while others run"
                  + " waits for the transaction under way.")
          .define(
              WorkerConfig.TRANSACTION_TARGET_MS,
              LONG,
              1000L,
              ConfigDef.Range.atLeast(0),
              MEDIUM,
              "Generation time a transaction aims at: a request whose puzzles are slow to make"
                  + " (hard levels) gets fewer than its share of worker.chunk.size, so that the"
                  + " active requests' chunks take about this long on the worker's threads,"
                  + " measured per request; 0 sizes transactions by count only.")
          .define(
              WorkerConfig.MAX_IN_FLIGHT,
              LONG,
              4L,
              ConfigDef.Range.atLeast(1),
              MEDIUM,
              "Requests of one partition served concurrently; the partition is paused beyond.")
          .define(
              WorkerConfig.THREADS,
              LONG,
              0L,
              ConfigDef.Range.atLeast(0),
              MEDIUM,
              "Generation threads; 0 = all cores.")
          .define(
              WorkerConfig.POLL_TIMEOUT_MS,
              LONG,
              200L,
              ConfigDef.Range.atLeast(1),
              LOW,
              "Poll wait when idle.")
          .define(
              WorkerConfig.REPLY_TO_PATTERN,
              STRING,
              "[A-Za-z0-9._-]+",
              new RegexValidator(),
              MEDIUM,
              "Regular expression (whole name) a request's replyTo topic must match when no"
                  + " allow-list is set.")
          .define(
              WorkerConfig.REPLY_TO_ALLOWED,
              STRING,
              "",
              MEDIUM,
              "Comma-separated topics a replyTo may name; when set, only these.")
          .define(
              WorkerConfig.TRANSACTION_TIMEOUT_MS,
              LONG,
              60_000L,
              ConfigDef.Range.atLeast(TransactionTiming.MIN_TRANSACTION_TIMEOUT_MS),
              MEDIUM,
              "Producer transaction.timeout.ms: how long a dead instance's open transaction"
                  + " blocks readers; keep it above your longest broker restart (see Faults).")
          .define(
              WorkerConfig.REQUEST_MAX_BYTES,
              LONG,
              16_384L,
              ConfigDef.Range.atLeast(1),
              MEDIUM,
              "Largest request record value; larger ones are dead-lettered without being"
                  + " decoded.")
          .define(
              WorkerConfig.REQUEST_MAX_KEY_BYTES,
              LONG,
              1024L,
              ConfigDef.Range.atLeast(1),
              LOW,
              "Largest request record key.")
          .define(
              WorkerConfig.REQUEST_MAX_ID_BYTES,
              LONG,
              256L,
              ConfigDef.Range.atLeast(1),
              LOW,
              "Longest requestId (UTF-8): it is copied into every puzzle record (three times) and"
                  + " the summary.")
          .define(
              WorkerConfig.REQUEST_MAX_CORRELATION_ID_BYTES,
              LONG,
              1024L,
              ConfigDef.Range.atLeast(1),
              LOW,
              "Longest correlationId (UTF-8), copied into the summary.")
          .define(
              WorkerConfig.DEAD_LETTER_MAX_ORIGINAL_BYTES,
              LONG,
              16_384L,
              ConfigDef.Range.atLeast(1),
              LOW,
              "Bytes of the original key and of the original value a dead letter keeps (sizes"
                  + " and SHA-256 of the whole are always kept).")
          .define(
              WorkerConfig.METRICS_INTERVAL_MS,
              LONG,
              10_000L,
              ConfigDef.Range.atLeast(1),
              LOW,
              "Period of the metrics log line.")
          .define(
              WorkerConfig.METRICS_PORT,
              LONG,
              0L,
              ConfigDef.Range.between(-1, 65_535),
              MEDIUM,
              "Port of the Prometheus scrape endpoint /metrics and the probes /health/live and"
                  + " /health/ready: -1 none, 0 any free port (logged at start, so several workers"
                  + " on one machine never collide), else that port.")
          .define(
              WorkerConfig.SHUTDOWN_TIMEOUT_MS,
              LONG,
              30_000L,
              ConfigDef.Range.atLeast(1),
              LOW,
              "How long SIGTERM waits for the current transaction and the group leave.")
          .define(
              WorkerConfig.EXIT_WITH_PARENT,
              BOOLEAN,
              false,
              LOW,
              "Stop gracefully when the parent process exits (the tests' child JVMs).");

  private WorkerConfigDef() {}

  /** A value that must compile as a {@link Pattern}. */
  private static final class RegexValidator implements ConfigDef.Validator {
    @Override
    public void ensureValid(String name, Object value) {
      try {
        Pattern.compile(String.valueOf(value));
      } catch (PatternSyntaxException e) {
        throw new ConfigException(name, value, "not a regular expression: " + e.getDescription());
      }
    }

    @Override
    public String toString() {
      return "a Java regular expression";
    }
  }

  /**
   * A legal Kafka topic name ({@link ReplyTopics#isLegalName}). The broker refuses an illegal one
   * only when the worker writes to it, which aborts every transaction, again after each retry.
   */
  private static final class TopicNameValidator implements ConfigDef.Validator {
    @Override
    public void ensureValid(String name, Object value) {
      if (value == null || !ReplyTopics.isLegalName(value.toString())) {
        throw new ConfigException(
            name, value, "not a legal Kafka topic name (1 to 249 of a-z A-Z 0-9 . _ -)");
      }
    }

    @Override
    public String toString() {
      return "a Kafka topic name";
    }
  }

  /** True for a setting every Kafka client takes alike, applied to all of them when unprefixed. */
  static boolean isCommonClientKey(String key) {
    if (COMMON_CLIENT_KEYS.contains(key)) {
      return true;
    }
    for (String p : COMMON_CLIENT_PREFIXES) {
      if (key.startsWith(p)) {
        return true;
      }
    }
    return false;
  }

  /**
   * The keys as a Markdown table (key, type, default, valid values, meaning), in definition order:
   * what docs/kafka.md shows between its {@code worker-config} markers.
   */
  static String markdownTable() {
    StringBuilder b = new StringBuilder();
    b.append("| Key | Type | Default | Valid values | Meaning |\n");
    b.append("| --- | --- | --- | --- | --- |\n");
    for (ConfigDef.ConfigKey k : DEFINITION.configKeys().values()) {
      String def = k.defaultValue == null ? "" : k.defaultValue.toString();
      b.append("| `")
          .append(k.name)
          .append("` | ")
          .append(k.type.name().toLowerCase(java.util.Locale.ROOT))
          .append(" | ")
          .append(def.isEmpty() ? "(none)" : "`" + def + "`")
          .append(" | ")
          .append(k.validator == null ? "" : k.validator.toString().replace("|", "\\|"))
          .append(" | ")
          .append(k.documentation.replace("|", "\\|"))
          .append(" |\n");
    }
    return b.toString();
  }
}
