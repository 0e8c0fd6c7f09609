package dev.sudoku.kafka;

import dev.sudoku.schema.GenerationRequest;
import dev.sudoku.schema.Level;
import dev.sudoku.schema.Symmetry;
import dev.sudoku.schema.Technique;
import dev.sudoku.schema.Topics;
import dev.sudoku.schema.TrustedClasses;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Properties;
import java.util.UUID;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.KafkaException;
import org.apache.kafka.common.serialization.ByteArraySerializer;

/**
 * {@code kafka-worker/run request --bootstrap HOST:PORT [options]}: sends one {@code
 * GenerationRequest} from the console and prints its puzzles and summary as they are committed.
 * Requests are Avro binary, so a plain console producer cannot write them; this is the console
 * producer for them.
 *
 * <pre>
 *   --count N              puzzles (default 5)
 *   --level L              EASY | MEDIUM | HARD | EXPERT | EXTREME
 *   --rating A..B          SE rating range (either side may be empty: 4.0.. or ..2.3)
 *   --technique T          required technique (repeatable), e.g. X_WING
 *   --symmetry S           NONE | ROTATE_180 | ROTATE_90 | MIRROR | FLIP | DIAGONAL | ANTI_DIAGONAL | BOTH_DIAGONALS
 *   --minimal              every clue necessary
 *   --clues A..B           clue bounds
 *   --seed S               seed (default: derived from the id)
 *   --id ID                request id (default: a random UUID)
 *   --deadline-seconds S   stop after S seconds
 *   --correlation C        correlation id copied to the summary
 *   --reply-to TOPIC       puzzles and summary on this (existing) topic instead of the defaults
 *   --topic-prefix P       topics P + the default names (default none)
 *   --no-follow            send and exit
 * </pre>
 */
public final class RequestCommand {

  private static final Duration WAIT = Duration.ofMinutes(10);

  private RequestCommand() {}

  /** The options, for {@code --help} (the class comment says the same). */
  static final String USAGE =
      String.join(
          "\n",
          "usage: kafka-worker/run request --bootstrap HOST:PORT [options]",
          "Sends one GenerationRequest and prints its puzzles and summary as they are committed.",
          "  --bootstrap HOST:PORT  the broker (kafka-worker/run local prints it); required",
          "  --count N              puzzles, at least 1 (default 5)",
          "  --level L              EASY | MEDIUM | HARD | EXPERT | EXTREME",
          "  --rating A..B          SE rating range (either side may be empty: 4.0.. or ..2.3)",
          "  --technique T          required technique (repeatable), e.g. X_WING",
          "  --symmetry S           NONE (default) | ROTATE_180 | ROTATE_90 | MIRROR | FLIP"
              + " | DIAGONAL | ANTI_DIAGONAL | BOTH_DIAGONALS",
          "  --minimal              every clue necessary",
          "  --clues A..B           clue bounds (default 17..81)",
          "  --seed S               seed (default: derived from the id, so a re-sent id gives"
              + " the same puzzles)",
          "  --id ID                request id (default: a random UUID)",
          "  --deadline-seconds S   stop after S seconds (default: none)",
          "  --correlation C        correlation id copied to the summary",
          "  --reply-to TOPIC       puzzles and summary on this (existing) topic instead of the"
              + " defaults",
          "  --topic-prefix P       topics P + the default names (default none)",
          "  --no-follow            send and exit",
          "Exit status: 0 every puzzle published (summary COMPLETED; with --no-follow: sent),",
          "  1 fewer (summary INVALID, DEADLINE or BUDGET_EXHAUSTED), no broker, or no summary"
              + " in time, 2 bad option or invalid request.");

  /** How long the producer waits for the broker's metadata before giving up. */
  static final Duration SEND_TIMEOUT = Duration.ofSeconds(15);

  public static void main(String[] args) throws Exception {
    // A missing broker would otherwise log a warning every few hundred ms until the timeout;
    // the one line below says what is wrong. Must be set before any Kafka class logs.
    System.setProperty(
        "org.slf4j.simpleLogger.log.org.apache.kafka.clients.NetworkClient", "error");
    if (List.of(args).contains("--help") || List.of(args).contains("-h")) {
      System.out.println(USAGE);
      System.exit(0);
    }
    try {
      System.exit(run(args));
    } catch (IllegalArgumentException e) {
      System.err.println("request: " + e.getMessage() + " (see --help)");
      System.exit(2);
    } catch (BrokerUnreachableException e) {
      System.err.println("request: " + e.getMessage());
      System.exit(1);
    }
  }

  /** A parsed command line. */
  record Parsed(String bootstrap, String topicPrefix, boolean follow, GenerationRequest request) {}

  static int run(String[] args) throws Exception {
    Parsed p = parse(args, Instant.now(), UUID.randomUUID().toString());
    return send(p);
  }

  /**
   * Parses the options (see the class comment).
   *
   * @param now the clock reading for {@code requestedAt} and {@code --deadline-seconds}
   * @param defaultId the request id when {@code --id} is absent
   * @throws IllegalArgumentException with one line for a bad option or value
   */
  static Parsed parse(String[] args, Instant now, String defaultId) {
    TrustedClasses.install(); // before building any record (Avro 1.12.2)
    String bootstrap = null;
    String prefix = "";
    boolean follow = true;
    String id = defaultId;
    GenerationRequest.Builder b = GenerationRequest.newBuilder().setCount(5);
    List<Technique> techniques = new ArrayList<>();
    for (int i = 0; i < args.length; i++) {
      String a = args[i];
      switch (a) {
        case "--minimal" -> b.setMinimal(true);
        case "--no-follow" -> follow = false;
        default -> {
          if (i + 1 >= args.length) {
            throw new IllegalArgumentException("unknown option or missing value: " + a);
          }
          String v = args[++i];
          switch (a) {
            case "--bootstrap" -> bootstrap = v;
            case "--count" -> b.setCount(count(v));
            case "--level" -> b.setLevel(symbol(a, v, Level.values(), Level.UNKNOWN));
            case "--rating" -> {
              String[] r = range(a, v);
              b.setMinRating(r[0] == null ? null : number(a, v, r[0]))
                  .setMaxRating(r[1] == null ? null : number(a, v, r[1]));
            }
            case "--technique" ->
                techniques.add(symbol(a, v, Technique.values(), Technique.UNKNOWN));
            case "--symmetry" -> b.setSymmetry(symbol(a, v, Symmetry.values(), Symmetry.UNKNOWN));
            case "--clues" -> {
              String[] r = range(a, v);
              b.setMinClues(r[0] == null ? null : whole(a, v, r[0]))
                  .setMaxClues(r[1] == null ? null : whole(a, v, r[1]));
            }
            case "--seed" -> b.setSeed(longValue(a, v));
            case "--id" -> id = v;
            case "--deadline-seconds" -> b.setDeadline(now.plusSeconds(seconds(a, v)));
            case "--correlation" -> b.setCorrelationId(v);
            case "--reply-to" -> b.setReplyTo(v);
            case "--topic-prefix" -> prefix = v;
            default -> throw new IllegalArgumentException("unknown option " + a);
          }
        }
      }
    }
    if (bootstrap == null) {
      throw new IllegalArgumentException(
          "--bootstrap HOST:PORT is required (the local mode" + " prints it)");
    }
    GenerationRequest request =
        b.setRequestId(id).setRequiredTechniques(techniques).setRequestedAt(now).build();
    try {
      // The worker would dead-letter it and answer with an INVALID summary: say so here, with
      // the worker's own reason, before anything is sent.
      RequestSpec.of(request);
    } catch (InvalidRequestException e) {
      throw new IllegalArgumentException("invalid request: " + e.getMessage(), e);
    }
    return new Parsed(bootstrap, prefix, follow, request);
  }

  private static int send(Parsed p) throws Exception {
    String bootstrap = p.bootstrap();
    String prefix = p.topicPrefix();
    GenerationRequest request = p.request();
    String id = request.getRequestId();
    Properties pp = new Properties();
    pp.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrap);
    pp.put(ProducerConfig.MAX_BLOCK_MS_CONFIG, Long.toString(SEND_TIMEOUT.toMillis()));
    String topic = prefix + Topics.REQUESTS.name();
    try (KafkaProducer<byte[], byte[]> producer =
        new KafkaProducer<>(pp, new ByteArraySerializer(), new ByteArraySerializer())) {
      producer
          .send(
              new ProducerRecord<>(
                  topic, id.getBytes(StandardCharsets.UTF_8), AvroPlugins.encode(request)))
          .get(2 * SEND_TIMEOUT.toSeconds(), TimeUnit.SECONDS);
    } catch (ExecutionException | TimeoutException | KafkaException e) {
      throw new BrokerUnreachableException(unreachable(bootstrap, topic, e));
    }
    System.out.println("sent " + request);
    if (!p.follow()) {
      return 0;
    }
    AvroPlugins plugins = new AvroPlugins();
    String reply = request.getReplyTo();
    String[] summary = new String[1];
    long printed =
        FeedFollower.follow(
            bootstrap,
            reply != null ? reply : prefix + Topics.PUZZLES.name(),
            reply != null ? reply : prefix + Topics.SUMMARIES.name(),
            id,
            plugins::describePuzzle,
            bytes -> summary[0] = plugins.describeSummary(bytes),
            WAIT,
            System.out);
    if (printed < 0) {
      System.out.println(
          "no summary within "
              + WAIT.toMinutes()
              + " minutes (is a worker"
              + " running? invalid requests go to "
              + prefix
              + Topics.DEAD_LETTERS.name()
              + ")");
      return 1;
    }
    return exitStatus(summary[0]);
  }

  /**
   * 0 when the summary says every puzzle was published, else 1: a script must not take an INVALID,
   * DEADLINE or BUDGET_EXHAUSTED request for a success (it was 0 whatever the summary).
   */
  static int exitStatus(String summary) {
    return summary != null && summary.startsWith(StopReason.COMPLETED + ":") ? 0 : 1;
  }

  /** The one line for a request that could not be sent. */
  static String unreachable(String bootstrap, String topic, Exception e) {
    Throwable cause = e instanceof ExecutionException && e.getCause() != null ? e.getCause() : e;
    String why =
        cause.getMessage() == null
            ? cause.getClass().getSimpleName()
            : cause.getMessage().lines().findFirst().orElse("");
    return "could not send to topic "
        + topic
        + " at "
        + bootstrap
        + " within "
        + SEND_TIMEOUT.toSeconds()
        + " s ("
        + why
        + "); is a broker running there"
        + " (kafka-worker/run local prints its address) and does the topic exist?";
  }

  /** No broker took the request: exit status 1, not a usage error. */
  static final class BrokerUnreachableException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    BrokerUnreachableException(String message) {
      super(message);
    }
  }

  private static int count(String v) {
    int n = whole("--count", v, v);
    if (n < 1) {
      throw new IllegalArgumentException("--count must be at least 1, was " + n);
    }
    return n;
  }

  private static long seconds(String option, String v) {
    long s = longValue(option, v);
    if (s < 1) {
      throw new IllegalArgumentException(option + " must be at least 1, was " + s);
    }
    return s;
  }

  private static int whole(String option, String value, String part) {
    try {
      return Integer.parseInt(part.strip());
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException(option + " expects whole numbers, got '" + value + "'", e);
    }
  }

  private static long longValue(String option, String v) {
    try {
      return Long.parseLong(v.strip());
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException(option + " expects a whole number, got '" + v + "'", e);
    }
  }

  private static Double number(String option, String value, String part) {
    try {
      return Double.valueOf(part);
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException(
          option + " expects numbers like 4.0..5.5, got '" + value + "'", e);
    }
  }

  /** An Avro enum symbol, case and {@code -} / {@code _} ignored; UNKNOWN is not for users. */
  static <E extends Enum<E>> E symbol(String option, String v, E[] values, E unknown) {
    String wanted = v.strip().toUpperCase(Locale.ROOT).replace('-', '_');
    List<String> names = new ArrayList<>();
    for (E e : values) {
      if (e == unknown) {
        continue;
      }
      if (e.name().equals(wanted)) {
        return e;
      }
      names.add(e.name());
    }
    throw new IllegalArgumentException(
        option + ": unknown value '" + v + "' (one of " + String.join(", ", names) + ")");
  }

  /** {@code A..B}, either side may be empty (null). */
  private static String[] range(String option, String v) {
    int dots = v.indexOf("..");
    if (dots < 0) {
      throw new IllegalArgumentException(option + " expects a range A..B, got '" + v + "'");
    }
    String lo = v.substring(0, dots).trim();
    String hi = v.substring(dots + 2).trim();
    return new String[] {lo.isEmpty() ? null : lo, hi.isEmpty() ? null : hi};
  }
}
