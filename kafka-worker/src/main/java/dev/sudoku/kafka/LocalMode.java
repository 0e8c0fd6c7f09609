package dev.sudoku.kafka;

import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.serialization.ByteArraySerializer;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code kafka-worker/run local [--count N] [--once]}: a newcomer's running feed in one command.
 * Starts an in-process broker, creates the topics, starts one worker, sends a sample request of
 * {@code N} puzzles (default 10), prints each published record and the summary as a {@code
 * read_committed} consumer sees them, then keeps broker and worker running for more requests until
 * Ctrl-C ({@code --once}: stop after the sample). Picocli fills the options; {@link #run} is what
 * the tests and {@code main} call.
 */
@Command(
    name = "kafka-worker/run local",
    sortOptions = false,
    description = {
      "Starts an in-process broker and one worker, sends a sample request and prints its puzzles"
          + " and summary as a read_committed consumer sees them. Then the feed keeps running for"
          + " more requests (kafka-worker/run request, with the broker address printed) until"
          + " Ctrl-C.",
      ""
    },
    exitCodeListHeading = "%nExit status:%n",
    exitCodeList = {
      "0:the sample was published (with --once); Ctrl-C stops the broker and worker"
          + " gracefully, and the JVM then reports 130",
      "1:no summary for the sample within 5 minutes",
      "2:bad option (one line on stderr, no broker started)"
    },
    footerHeading = "%nExamples:%n",
    footer = {"  kafka-worker/run local", "  kafka-worker/run local --count=50 --once"})
public final class LocalMode implements Callable<Integer> {

  private static final int PARTITIONS = 4;
  private static final Duration SAMPLE_TIMEOUT = Duration.ofMinutes(5);

  /** The local worker's largest request (its configuration is the default one). */
  static final long MAX_COUNT = WorkerConfig.of(Map.of()).number(WorkerConfig.MAX_COUNT, 1);

  @Mixin ToolCommandLine.HelpOption help = new ToolCommandLine.HelpOption();

  @Option(
      names = "--count",
      paramLabel = "N",
      defaultValue = "10",
      description =
          "Puzzles in the sample request, from 1 to the default worker.max.count (default:"
              + " ${DEFAULT-VALUE}).")
  long count;

  @Option(
      names = "--once",
      description = "Stop after the sample (default: keep broker and worker running until Ctrl-C).")
  boolean once;

  LocalMode() {}

  /** The parsed command line. */
  record Options(long count, boolean once) {}

  /**
   * Loggers whose warnings a local run always prints and a newcomer would take for problems: the
   * new broker's "metadata log appears to be empty", a race on auto-creating {@code
   * __transaction_state} ("TOPIC_ALREADY_EXISTS"), and a client closed twice at shutdown.
   */
  static final List<String> BENIGN_WARNINGS =
      List.of(
          "org.apache.kafka.controller.QuorumController",
          "kafka.server.DefaultAutoTopicCreationManager",
          "org.apache.kafka.clients.NetworkClient");

  /** Raises {@link #BENIGN_WARNINGS} to ERROR; slf4j-simple reads this before any logger exists. */
  static void quietBenignWarnings() {
    for (String logger : BENIGN_WARNINGS) {
      System.setProperty("org.slf4j.simpleLogger.log." + logger, "error");
    }
  }

  public static void main(String[] args) {
    quietBenignWarnings();
    System.exit(commandLine().execute(args));
  }

  /**
   * The command line: a bad option is one line on stderr and status 2 ({@link ToolCommandLine}).
   */
  static CommandLine commandLine() {
    return ToolCommandLine.of(new LocalMode(), "local");
  }

  @Override
  public Integer call() throws Exception {
    Options o = options();
    return run(o.count(), o.once());
  }

  /**
   * The options as picocli filled them, checked.
   *
   * @throws IllegalArgumentException one line when {@code --count} is outside 1..{@link
   *     #MAX_COUNT}: the worker would refuse the sample (INVALID summary, no puzzle), so it is
   *     refused before the broker starts
   */
  Options options() {
    if (count < 1 || count > MAX_COUNT) {
      throw new IllegalArgumentException("--count must be 1.." + MAX_COUNT + ", was " + count);
    }
    return new Options(count, once);
  }

  static int run(long count, boolean once) throws Exception {
    EmbeddedKafka kafka = EmbeddedKafka.start();
    WorkerConfig config =
        WorkerConfig.of(
            Map.of(
                WorkerConfig.BOOTSTRAP_SERVERS, kafka.bootstrapServers(),
                WorkerConfig.INSTANCE_ID, "local-1",
                WorkerConfig.METRICS_INTERVAL_MS, "30000"));
    createTopics(kafka, config);
    Clock clock = Clock.systemUTC();
    PuzzleWorker worker = PuzzleWorker.create(config, clock);
    Thread thread = new Thread(worker, "worker");
    thread.start();
    CountDownLatch stop = new CountDownLatch(1);
    Thread hook =
        new Thread(
            () -> {
              worker.close();
              kafka.close();
              stop.countDown();
            },
            "local-shutdown");
    Runtime.getRuntime().addShutdownHook(hook);

    String requestTopic = config.string(WorkerConfig.TOPIC_REQUESTS);
    System.out.println("broker: " + kafka.bootstrapServers() + "  requests topic: " + requestTopic);
    boolean ok = sample(kafka, config, count);
    if (!once && ok) {
      System.out.println(
          "Feed running. From another terminal: kafka-worker/run request"
              + " --bootstrap "
              + kafka.bootstrapServers()
              + " --count 5 --level MEDIUM"
              + "  (or read "
              + config.string(WorkerConfig.TOPIC_PUZZLES)
              + " with isolation.level=read_committed). Ctrl-C stops.");
      stop.await();
      return 0;
    }
    Runtime.getRuntime().removeShutdownHook(hook);
    worker.close();
    thread.join(TimeUnit.SECONDS.toMillis(30));
    kafka.close();
    return ok ? 0 : 1;
  }

  private static void createTopics(EmbeddedKafka kafka, WorkerConfig config) {
    kafka.createTopic(config.string(WorkerConfig.TOPIC_REQUESTS), PARTITIONS);
    kafka.createTopic(config.string(WorkerConfig.TOPIC_PUZZLES), PARTITIONS);
    kafka.createTopic(config.string(WorkerConfig.TOPIC_SUMMARIES), 1);
    kafka.createTopic(config.string(WorkerConfig.TOPIC_DEAD_LETTERS), 1);
    kafka.createCompactedTopic(config.string(WorkerConfig.TOPIC_PROGRESS), PARTITIONS);
  }

  /** Sends the sample request and prints what comes back; false if no summary in time. */
  private static boolean sample(EmbeddedKafka kafka, WorkerConfig config, long count)
      throws Exception {
    String id = "sample-" + System.currentTimeMillis();
    Properties pp = new Properties();
    pp.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, kafka.bootstrapServers());
    try (KafkaProducer<byte[], byte[]> producer =
        new KafkaProducer<>(pp, new ByteArraySerializer(), new ByteArraySerializer())) {
      producer
          .send(
              new ProducerRecord<>(
                  config.string(WorkerConfig.TOPIC_REQUESTS),
                  id.getBytes(StandardCharsets.UTF_8),
                  AvroRequests.encode(AvroRequests.sample(id, count, 1))))
          .get();
    }
    System.out.println("sent request " + id + " for " + count + " puzzles");
    RecordText text = new RecordText();
    String puzzles = config.string(WorkerConfig.TOPIC_PUZZLES);
    String summaries = config.string(WorkerConfig.TOPIC_SUMMARIES);
    long printed =
        FeedFollower.follow(
            kafka.bootstrapServers(),
            puzzles,
            summaries,
            id,
            text::puzzle,
            text::summary,
            SAMPLE_TIMEOUT,
            System.out);
    if (printed < 0) {
      System.out.println(
          "no summary for " + id + " within " + SAMPLE_TIMEOUT.toMinutes() + " minutes");
      return false;
    }
    System.out.println(
        printed
            + " puzzles published for "
            + id
            + " (on "
            + puzzles
            + "; summary on "
            + summaries
            + ")");
    return true;
  }
}
