package dev.sudoku.kafka;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;
import org.apache.kafka.common.config.AbstractConfig;
import org.apache.kafka.common.config.ConfigException;

/**
 * The worker's configuration, on Kafka's own {@code ConfigDef}/{@code AbstractConfig} ({@link
 * WorkerConfigDef} defines every key, its type, default, valid values and documentation): a
 * properties file, then environment overrides, then defaults. Every value is parsed and checked
 * when the configuration is built, so a bad value is one line naming the key before anything
 * connects; a key the worker does not know is warned about by name (one line each, {@link
 * #warnings()}), with the key it probably meant.
 *
 * <p>Environment: every key {@code a.b-c} can be overridden by {@code SUDOKU_A_B_C} (upper case,
 * {@code .} and {@code -} become {@code _}). Client pass-through keys ({@code kafka.producer.*},
 * {@code kafka.consumer.*}, {@code kafka.admin.*}) can be given as {@code
 * SUDOKU_KAFKA_PRODUCER_LINGER_MS} etc.: the part after the prefix is lower-cased and {@code _}
 * becomes {@code .}.
 *
 * <p>Client settings every Kafka client takes alike ({@code security.protocol}, {@code sasl.*},
 * {@code ssl.*}, {@code client.dns.lookup}, ...: {@link WorkerConfigDef#isCommonClientKey}) are
 * given once, unprefixed, and apply to the producer, the consumers and the admin client; a prefixed
 * key overrides them for that client. Every key is documented in docs/kafka.md, whose table is
 * generated from the definition.
 */
public final class WorkerConfig {

  public static final String BOOTSTRAP_SERVERS = "bootstrap.servers";
  public static final String INSTANCE_ID = "worker.instance.id";
  public static final String GROUP_ID = "worker.group.id";
  public static final String GROUP_PROTOCOL = "worker.group.protocol";
  public static final String TOPIC_REQUESTS = "worker.topic.requests";
  public static final String TOPIC_PUZZLES = "worker.topic.puzzles";
  public static final String TOPIC_SUMMARIES = "worker.topic.summaries";
  public static final String TOPIC_PROGRESS = "worker.topic.progress";
  public static final String TOPIC_DEAD_LETTERS = "worker.topic.dead-letters";
  public static final String MAX_COUNT = "worker.max.count";
  public static final String CHUNK_SIZE = "worker.chunk.size";
  public static final String TRANSACTION_TARGET_MS = "worker.transaction.target.ms";
  public static final String MAX_IN_FLIGHT = "worker.max.in.flight.per.partition";
  public static final String THREADS = "worker.threads";
  public static final String POLL_TIMEOUT_MS = "worker.poll.timeout.ms";
  public static final String TRANSACTION_TIMEOUT_MS = "worker.transaction.timeout.ms";
  public static final String METRICS_INTERVAL_MS = "worker.metrics.interval.ms";

  /** Port of /metrics and /health/*: -1 none, 0 any free port (logged), else that port. */
  public static final String METRICS_PORT = "worker.metrics.port";

  public static final String SHUTDOWN_TIMEOUT_MS = "worker.shutdown.timeout.ms";
  public static final String EXIT_WITH_PARENT = "worker.exit.with.parent";
  public static final String OUTPUT_FORMAT = "worker.output.format";
  public static final String REQUEST_MAX_BYTES = "worker.request.max.bytes";
  public static final String REQUEST_MAX_KEY_BYTES = "worker.request.max.key.bytes";
  public static final String REQUEST_MAX_ID_BYTES = "worker.request.max.id.bytes";
  public static final String REQUEST_MAX_CORRELATION_ID_BYTES =
      "worker.request.max.correlation-id.bytes";
  public static final String DEAD_LETTER_MAX_ORIGINAL_BYTES =
      "worker.dead-letter.max.original.bytes";
  public static final String REPLY_TO_PATTERN = "worker.reply-to.pattern";
  public static final String REPLY_TO_ALLOWED = "worker.reply-to.allowed";

  /** Default name of the worker's internal, compacted progress topic. */
  public static final String DEFAULT_PROGRESS_TOPIC = "sudoku.generation-progress";

  static final String PRODUCER_PREFIX = "kafka.producer.";
  static final String CONSUMER_PREFIX = "kafka.consumer.";
  static final String ADMIN_PREFIX = "kafka.admin.";
  private static final String ENV_PREFIX = "SUDOKU_";

  private final Parsed parsed;
  private final List<String> warnings;

  /** The definition applied to the merged values; values are parsed once, here. */
  private static final class Parsed extends AbstractConfig {
    Parsed(Map<String, String> values) {
      super(WorkerConfigDef.DEFINITION, values, false);
    }
  }

  private WorkerConfig(Map<String, String> values) {
    try {
      this.parsed = new Parsed(values);
    } catch (ConfigException e) {
      throw new IllegalArgumentException(e.getMessage(), e);
    }
    this.warnings = Collections.unmodifiableList(UnknownKeys.of(values.keySet()));
  }

  /**
   * Configuration from explicit values (tests, embedded use), defaults for the rest.
   *
   * @throws IllegalArgumentException one line naming the key when a value is invalid
   */
  public static WorkerConfig of(Map<String, String> values) {
    return from(values, Map.of());
  }

  /**
   * File values overridden by environment variables, defaults for the rest.
   *
   * @param env usually {@code System.getenv()}; passed in so tests control it
   * @throws IllegalArgumentException one line naming the key when a value is invalid
   */
  public static WorkerConfig from(Map<String, String> fileValues, Map<String, String> env) {
    Map<String, String> merged = new TreeMap<>(fileValues);
    List<String> keys = new ArrayList<>(WorkerConfigDef.DEFINITION.names());
    keys.addAll(fileValues.keySet());
    for (String key : keys) {
      String v = env.get(envName(key));
      if (v != null) {
        merged.put(key, v);
      }
    }
    for (Map.Entry<String, String> e : env.entrySet()) {
      String name = e.getKey();
      // A common client setting need not be in the file: SUDOKU_SASL_JAAS_CONFIG keeps the
      // password out of it. Their names have no '_' or '-', so the mapping back is unambiguous.
      if (name.startsWith(ENV_PREFIX)) {
        String key = name.substring(ENV_PREFIX.length()).toLowerCase(Locale.ROOT).replace('_', '.');
        if (WorkerConfigDef.isCommonClientKey(key)) {
          merged.put(key, e.getValue());
        }
      }
      for (String prefix : new String[] {PRODUCER_PREFIX, CONSUMER_PREFIX, ADMIN_PREFIX}) {
        String envPrefix = envName(prefix);
        if (name.startsWith(envPrefix) && name.length() > envPrefix.length()) {
          String rest = name.substring(envPrefix.length()).toLowerCase(Locale.ROOT);
          merged.put(prefix + rest.replace('_', '.'), e.getValue());
        }
      }
    }
    return new WorkerConfig(merged);
  }

  /**
   * Loads a properties file (UTF-8) and applies environment overrides.
   *
   * @throws IOException whose message is one line: {@code cannot read FILE: REASON}
   * @throws IllegalArgumentException one line naming the key when a value is invalid
   */
  public static WorkerConfig load(Path file, Map<String, String> env) throws IOException {
    Properties p = new Properties();
    try (Reader r = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
      p.load(r);
    } catch (IOException e) {
      // The JDK's own messages are the bare path ("x.properties") or "Is a directory".
      throw new IOException("cannot read " + file + ": " + why(file, e), e);
    }
    Map<String, String> m = new TreeMap<>();
    for (String k : p.stringPropertyNames()) {
      m.put(k, p.getProperty(k).trim());
    }
    return from(m, env);
  }

  private static String why(Path file, IOException e) {
    if (e instanceof NoSuchFileException) {
      return "no such file";
    }
    if (Files.isDirectory(file)) {
      return "it is a directory";
    }
    if (e instanceof AccessDeniedException) {
      return "permission denied";
    }
    return e.getMessage();
  }

  /** The environment variable that overrides {@code key}. */
  static String envName(String key) {
    return ENV_PREFIX + key.toUpperCase(Locale.ROOT).replace('.', '_').replace('-', '_');
  }

  /**
   * One line per key the worker does not know (neither defined, nor a prefixed or common client
   * setting), naming it and, when there is one, the key it probably meant. {@code WorkerMain} logs
   * each as a warning; the worker ignores those keys.
   */
  public List<String> warnings() {
    return warnings;
  }

  /**
   * The value of a key as text (a number as its digits).
   *
   * @throws IllegalArgumentException naming the key when it is missing or blank
   */
  public String string(String key) {
    Object v = parsed.values().get(key);
    String s = v == null ? null : v.toString();
    if (s == null || s.isBlank()) {
      throw new IllegalArgumentException(
          "missing configuration key " + key + " (or environment variable " + envName(key) + ")");
    }
    return s;
  }

  /** The value of an optional key, {@code ""} when it is absent or blank. */
  public String optional(String key) {
    Object v = parsed.values().get(key);
    return v == null ? "" : v.toString().trim();
  }

  /**
   * A whole-number key, checked against {@code min} (the definition already checks its own bound).
   *
   * @throws IllegalArgumentException naming the key when it is below {@code min}
   */
  public long number(String key, long min) {
    long n = parsed.getLong(key);
    if (n < min) {
      throw new IllegalArgumentException(key + " must be at least " + min + ", got " + n);
    }
    return n;
  }

  public Duration millis(String key) {
    return Duration.ofMillis(number(key, 1));
  }

  public boolean flag(String key) {
    return parsed.getBoolean(key);
  }

  /** Worker threads for generation: the configured number, or all cores when 0. */
  public int threads() {
    long n = number(THREADS, 0);
    return n == 0 ? Runtime.getRuntime().availableProcessors() : (int) Math.min(n, 1024);
  }

  /**
   * A whole-number producer setting ({@code kafka.producer.<key>}), or {@code fallback} when it is
   * not set.
   *
   * @throws IllegalArgumentException naming the key when it is not a whole number
   */
  long producerNumber(String key, long fallback) {
    String v = clientSettings(PRODUCER_PREFIX).get(key);
    if (v == null || v.isBlank()) {
      return fallback;
    }
    try {
      return Long.parseLong(v.trim());
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException(
          PRODUCER_PREFIX + key + " must be a whole number, got '" + v + "'");
    }
  }

  /** Pass-through client properties under {@code prefix}, prefix removed. */
  Map<String, String> withPrefix(String prefix) {
    Map<String, String> m = new TreeMap<>();
    for (Map.Entry<String, String> e : originals().entrySet()) {
      if (e.getKey().startsWith(prefix)) {
        m.put(e.getKey().substring(prefix.length()), e.getValue());
      }
    }
    return m;
  }

  /**
   * The settings of one client: the common client settings given unprefixed, overridden by those
   * under {@code prefix} (prefix removed).
   */
  Map<String, String> clientSettings(String prefix) {
    Map<String, String> m = new TreeMap<>();
    for (Map.Entry<String, String> e : originals().entrySet()) {
      if (WorkerConfigDef.isCommonClientKey(e.getKey())) {
        m.put(e.getKey(), e.getValue());
      }
    }
    m.putAll(withPrefix(prefix));
    return m;
  }

  private Map<String, String> originals() {
    return parsed.originalsStrings();
  }

  /** A copy with {@code key} set, for tests and the local mode. */
  public WorkerConfig with(String key, String value) {
    Map<String, String> m = new TreeMap<>(originals());
    m.put(key, value);
    return new WorkerConfig(m);
  }
}
