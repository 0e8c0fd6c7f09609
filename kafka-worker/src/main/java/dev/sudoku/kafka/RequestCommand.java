package dev.sudoku.kafka;

import dev.sudoku.schema.GenerationRequest;
import dev.sudoku.schema.StopReason;
import dev.sudoku.schema.Topics;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.Properties;
import java.util.UUID;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Predicate;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.KafkaException;
import org.apache.kafka.common.serialization.ByteArrayDeserializer;
import org.apache.kafka.common.serialization.ByteArraySerializer;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/**
 * {@code kafka-worker/run request --bootstrap HOST:PORT [options]}: sends one {@code
 * GenerationRequest} from the console and prints its puzzles and summary as they are committed.
 * Requests are Avro binary, so a plain console producer cannot write them; this is the console
 * producer for them. The options are {@link RequestOptions}; {@code --help} lists them.
 */
@Command(
    name = "kafka-worker/run request",
    sortOptions = false,
    description = {
      "Sends one GenerationRequest and prints its puzzles and summary as they are committed"
          + " (read_committed). The request is checked the way the worker checks it before"
          + " anything is sent.",
      ""
    },
    exitCodeListHeading = "%nExit status:%n",
    exitCodeList = {
      "0:every puzzle published (summary COMPLETED; with --no-follow: sent)",
      "1:fewer (summary INVALID, DEADLINE or BUDGET_EXHAUSTED), no broker, or no summary in time",
      "2:bad option or invalid request (one line on stderr, nothing sent)"
    },
    footerHeading = "%nExamples:%n",
    footer = {
      "  kafka-worker/run request --bootstrap 127.0.0.1:9092 --count=3 --level HARD",
      "  kafka-worker/run request --bootstrap 127.0.0.1:9092 --svg PUZZLE,SOLUTION --no-follow"
    })
public final class RequestCommand implements Callable<Integer> {

  private static final Duration WAIT = Duration.ofMinutes(10);

  /** How long the producer waits for the broker's metadata before giving up. */
  static final Duration SEND_TIMEOUT = Duration.ofSeconds(15);

  @Mixin ToolCommandLine.HelpOption help = new ToolCommandLine.HelpOption();

  @Mixin RequestOptions options = new RequestOptions();

  RequestCommand() {}

  public static void main(String[] args) {
    // A missing broker would otherwise log a warning every few hundred ms until the timeout;
    // the one line below says what is wrong. Must be set before any Kafka class logs.
    System.setProperty(
        "org.slf4j.simpleLogger.log.org.apache.kafka.clients.NetworkClient", "error");
    System.exit(commandLine().execute(args));
  }

  /**
   * The command line with the worker tools' error handling: a bad option or an invalid request is
   * one line on stderr and exit status 2, a broker that cannot be reached one line and status 1.
   */
  static CommandLine commandLine() {
    CommandLine cl = ToolCommandLine.of(new RequestCommand(), "request");
    CommandLine.IExecutionExceptionHandler usage = cl.getExecutionExceptionHandler();
    cl.setExecutionExceptionHandler(
        (ex, c, parsed) -> {
          if (ex instanceof BrokerUnreachableException) {
            c.getErr().println("request: " + ex.getMessage());
            return 1;
          }
          return usage.handleExecutionException(ex, c, parsed);
        });
    return cl;
  }

  @Override
  public Integer call() throws Exception {
    return send(options.parsed(Instant.now(), UUID.randomUUID().toString()));
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
    String reply = request.getReplyTo();
    if (reply != null) {
      checkReplyTopicExists(bootstrap, prefix, reply);
    }
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
   * Refuses, before anything is sent, a replyTo topic the worker would refuse for not existing.
   *
   * @throws IllegalArgumentException "invalid request: ..." (exit status 2)
   * @throws BrokerUnreachableException when the topic cannot be looked up (exit status 1)
   */
  private static void checkReplyTopicExists(String bootstrap, String prefix, String reply) {
    Properties cp = new Properties();
    cp.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrap);
    cp.put(ConsumerConfig.DEFAULT_API_TIMEOUT_MS_CONFIG, Long.toString(SEND_TIMEOUT.toMillis()));
    try (KafkaConsumer<byte[], byte[]> consumer =
        new KafkaConsumer<>(cp, new ByteArrayDeserializer(), new ByteArrayDeserializer())) {
      checkReplyTopic(reply, prefix, t -> !consumer.partitionsFor(t).isEmpty());
    } catch (KafkaException e) {
      throw new BrokerUnreachableException(
          "could not look up topic "
              + reply
              + " at "
              + bootstrap
              + " within "
              + SEND_TIMEOUT.toSeconds()
              + " s ("
              + OneLine.withCause(e)
              + "); is a broker running there (kafka-worker/run local prints its address)?");
    }
  }

  /**
   * The worker's replyTo checks, {@code exists} included (a metadata lookup in the command).
   *
   * @throws IllegalArgumentException "invalid request: " and the worker's reason
   */
  static void checkReplyTopic(String reply, String prefix, Predicate<String> exists) {
    try {
      RequestOptions.replyTopics(prefix, exists).check(reply);
    } catch (InvalidRequestException e) {
      throw new IllegalArgumentException("invalid request: " + e.getMessage(), e);
    }
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
    String why = OneLine.withCause(cause);
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
