package dev.sudoku.kafka;

import dev.sudoku.schema.GenerationRequest;
import dev.sudoku.schema.StopReason;
import dev.sudoku.schema.Topics;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
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
 *   --svg P[,P]            pictures in each puzzle record: PUZZLE, SOLUTION or PUZZLE,SOLUTION
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

  /** How long the producer waits for the broker's metadata before giving up. */
  static final Duration SEND_TIMEOUT = Duration.ofSeconds(15);

  public static void main(String[] args) throws Exception {
    // A missing broker would otherwise log a warning every few hundred ms until the timeout;
    // the one line below says what is wrong. Must be set before any Kafka class logs.
    System.setProperty(
        "org.slf4j.simpleLogger.log.org.apache.kafka.clients.NetworkClient", "error");
    if (List.of(args).contains("--help") || List.of(args).contains("-h")) {
      System.out.println(RequestOptions.USAGE);
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

  static int run(String[] args) throws Exception {
    RequestOptions.Parsed p =
        RequestOptions.parse(args, Instant.now(), UUID.randomUUID().toString());
    return send(p);
  }

  private static int send(RequestOptions.Parsed p) throws Exception {
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
                  topic, id.getBytes(StandardCharsets.UTF_8), AvroRequests.encode(request)))
          .get(2 * SEND_TIMEOUT.toSeconds(), TimeUnit.SECONDS);
    } catch (ExecutionException | TimeoutException | KafkaException e) {
      throw new BrokerUnreachableException(unreachable(bootstrap, topic, e));
    }
    System.out.println("sent " + request);
    if (!p.follow()) {
      return 0;
    }
    RecordText text = new RecordText();
    String reply = request.getReplyTo();
    String[] summary = new String[1];
    long printed =
        FeedFollower.follow(
            bootstrap,
            reply != null ? reply : prefix + Topics.PUZZLES.name(),
            reply != null ? reply : prefix + Topics.SUMMARIES.name(),
            id,
            text::puzzle,
            bytes -> summary[0] = text.summary(bytes),
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
}
