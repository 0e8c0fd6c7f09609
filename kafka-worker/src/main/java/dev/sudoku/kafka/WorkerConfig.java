package dev.sudoku.kafka;

import dev.sudoku.schema.Topics;
import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;

/**
 * The worker's configuration: a properties file, then environment overrides, then defaults.
 *
 * <p>Environment: every key {@code a.b-c} can be overridden by {@code SUDOKU_A_B_C} (upper case,
 * {@code .} and {@code -} become {@code _}). Client pass-through keys ({@code kafka.producer.*},
 * {@code kafka.consumer.*}, {@code kafka.admin.*}) can be given as {@code
 * SUDOKU_KAFKA_PRODUCER_LINGER_MS} etc.: the part after the prefix is lower-cased and {@code _}
 * becomes {@code .}. Every key is documented in docs/kafka.md. Values are validated when read; a
 * bad value fails fast with the key's name.
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
  public static final String MAX_IN_FLIGHT = "worker.max.in.flight.per.partition";
  public static final String THREADS = "worker.threads";
  public static final String POLL_TIMEOUT_MS = "worker.poll.timeout.ms";
  public static final String TRANSACTION_TIMEOUT_MS = "worker.transaction.timeout.ms";
  public static final String METRICS_INTERVAL_MS = "worker.metrics.interval.ms";

  /** Port of /metrics and /health/*: -1 none, 0 any free port (logged), else that port. */
  public static final String METRICS_PORT = "worker.metrics.port";

  public static final String SHUTDOWN_TIMEOUT_MS = "worker.shutdown.timeout.ms";
  public static final String PLUGINS = "worker.plugins";
  public static final String EXIT_WITH_PARENT = "worker.exit.with.parent";

  /** Wire format of puzzles, summaries and dead letters: {@code avro} or {@code json}. */
  public static final String OUTPUT_FORMAT = "worker.output.format";

  /** Largest request record value, in bytes; larger ones are dead-lettered undecoded. */
  public static final String REQUEST_MAX_BYTES = "worker.request.max.bytes";

  /** Largest request record key, in bytes. */
  public static final String REQUEST_MAX_KEY_BYTES = "worker.request.max.key.bytes";

  /** Longest request id, in UTF-8 bytes (it is copied into every record of the request). */
  public static final String REQUEST_MAX_ID_BYTES = "worker.request.max.id.bytes";

  /** Longest correlation id, in UTF-8 bytes (copied into the summary). */
  public static final String REQUEST_MAX_CORRELATION_ID_BYTES =
      "worker.request.max.correlation-id.bytes";

  /** Bytes of the original key and of the original value a dead letter keeps. */
  public static final String DEAD_LETTER_MAX_ORIGINAL_BYTES =
      "worker.dead-letter.max.original.bytes";

  /** Regex a request's replyTo topic must match (whole name); see {@code ReplyTopics}. */
  public static final String REPLY_TO_PATTERN = "worker.reply-to.pattern";

  /** Comma-separated topics a replyTo may name; empty = any topic matching the pattern. */
  public static final String REPLY_TO_ALLOWED = "worker.reply-to.allowed";

  /** Default name of the worker's internal, compacted progress topic. */
  public static final String DEFAULT_PROGRESS_TOPIC = "sudoku.generation-progress";

  static final String PRODUCER_PREFIX = "kafka.producer.";
  static final String CONSUMER_PREFIX = "kafka.consumer.";
  static final String ADMIN_PREFIX = "kafka.admin.";
  private static final String ENV_PREFIX = "SUDOKU_";

  private static final Map<String, String> DEFAULTS =
      Map.ofEntries(
          Map.entry(GROUP_ID, "sudoku-puzzle-worker"),
          Map.entry(GROUP_PROTOCOL, "consumer"),
          // One source of truth for the feed's topic names: dev.sudoku.schema.Topics. The
          // progress topic is the worker's own (internal, not a contract).
          Map.entry(TOPIC_REQUESTS, Topics.REQUESTS.name()),
          Map.entry(TOPIC_PUZZLES, Topics.PUZZLES.name()),
          Map.entry(TOPIC_SUMMARIES, Topics.SUMMARIES.name()),
          Map.entry(TOPIC_PROGRESS, DEFAULT_PROGRESS_TOPIC),
          Map.entry(TOPIC_DEAD_LETTERS, Topics.DEAD_LETTERS.name()),
          Map.entry(MAX_COUNT, "1000000"),
          Map.entry(CHUNK_SIZE, "500"),
          Map.entry(MAX_IN_FLIGHT, "4"),
          Map.entry(THREADS, "0"),
          Map.entry(POLL_TIMEOUT_MS, "200"),
          Map.entry(TRANSACTION_TIMEOUT_MS, "60000"),
          Map.entry(METRICS_INTERVAL_MS, "10000"),
          Map.entry(METRICS_PORT, "0"),
          Map.entry(SHUTDOWN_TIMEOUT_MS, "30000"),
          Map.entry(PLUGINS, Plugins.DEFAULT),
          Map.entry(EXIT_WITH_PARENT, "false"),
          Map.entry(OUTPUT_FORMAT, "avro"),
          Map.entry(REQUEST_MAX_BYTES, "16384"),
          Map.entry(REQUEST_MAX_KEY_BYTES, "1024"),
          Map.entry(REQUEST_MAX_ID_BYTES, "256"),
          Map.entry(REQUEST_MAX_CORRELATION_ID_BYTES, "1024"),
          Map.entry(DEAD_LETTER_MAX_ORIGINAL_BYTES, "16384"),
          Map.entry(REPLY_TO_PATTERN, "[A-Za-z0-9._-]+"),
          Map.entry(REPLY_TO_ALLOWED, ""));

  private final Map<String, String> values;

  private WorkerConfig(Map<String, String> values) {
    this.values = Map.copyOf(values);
  }

  /** Configuration from explicit values (tests, embedded use), defaults for the rest. */
  public static WorkerConfig of(Map<String, String> values) {
    return from(values, Map.of());
  }

  /**
   * File values overridden by environment variables, defaults for the rest.
   *
   * @param env usually {@code System.getenv()}; passed in so tests control it
   */
  public static WorkerConfig from(Map<String, String> fileValues, Map<String, String> env) {
    Map<String, String> merged = new TreeMap<>(DEFAULTS);
    merged.putAll(fileValues);
    for (String key : keysForEnv(merged)) {
      String v = env.get(envName(key));
      if (v != null) {
        merged.put(key, v);
      }
    }
    for (Map.Entry<String, String> e : env.entrySet()) {
      String name = e.getKey();
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

  private static Iterable<String> keysForEnv(Map<String, String> merged) {
    TreeMap<String, String> keys = new TreeMap<>(merged);
    keys.put(BOOTSTRAP_SERVERS, "");
    keys.put(INSTANCE_ID, "");
    return keys.keySet();
  }

  /** The environment variable that overrides {@code key}. */
  static String envName(String key) {
    return ENV_PREFIX + key.toUpperCase(Locale.ROOT).replace('.', '_').replace('-', '_');
  }

  /**
   * @throws IllegalArgumentException naming the key when it is missing
   */
  public String string(String key) {
    String v = values.get(key);
    if (v == null || v.isBlank()) {
      throw new IllegalArgumentException(
          "missing configuration key " + key + " (or environment variable " + envName(key) + ")");
    }
    return v;
  }

  /** The value of an optional key, {@code ""} when it is absent or blank. */
  public String optional(String key) {
    String v = values.get(key);
    return v == null ? "" : v.trim();
  }

  /**
   * @throws IllegalArgumentException naming the key when it is missing or not a number ≥ min
   */
  public long number(String key, long min) {
    String v = string(key);
    long n;
    try {
      n = Long.parseLong(v);
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException(key + " must be a whole number, got '" + v + "'");
    }
    if (n < min) {
      throw new IllegalArgumentException(key + " must be at least " + min + ", got " + n);
    }
    return n;
  }

  public Duration millis(String key) {
    return Duration.ofMillis(number(key, 1));
  }

  /** Worker threads for generation: the configured number, or all cores when 0. */
  public int threads() {
    long n = number(THREADS, 0);
    return n == 0 ? Runtime.getRuntime().availableProcessors() : (int) Math.min(n, 1024);
  }

  /**
   * A whole-number producer pass-through setting ({@code kafka.producer.<key>}), or {@code
   * fallback} when it is not set.
   *
   * @throws IllegalArgumentException naming the key when it is not a whole number
   */
  long producerNumber(String key, long fallback) {
    String v = values.get(PRODUCER_PREFIX + key);
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
    for (Map.Entry<String, String> e : values.entrySet()) {
      if (e.getKey().startsWith(prefix)) {
        m.put(e.getKey().substring(prefix.length()), e.getValue());
      }
    }
    return m;
  }

  /** A copy with {@code key} set, for tests and the local mode. */
  public WorkerConfig with(String key, String value) {
    Map<String, String> m = new TreeMap<>(values);
    m.put(key, value);
    return new WorkerConfig(m);
  }

  /** All values, defaults included, for logging at start (no secrets are expected here). */
  public Map<String, String> asMap() {
    return values;
  }
}
