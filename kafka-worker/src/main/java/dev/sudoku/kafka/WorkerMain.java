package dev.sudoku.kafka;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Clock;
import java.util.function.Function;
import org.apache.kafka.common.KafkaException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * {@code kafka-worker/run worker worker.properties}: runs one worker instance until SIGTERM
 * (graceful: the open transaction commits, the group is left) or until it is fenced.
 *
 * <p>Exit codes: 0 stopped on request, 2 usage error or bad configuration (one line on stderr), 3
 * fatal error, 4 fenced by a newer instance with the same {@code worker.instance.id}.
 */
public final class WorkerMain {

  static final int EXIT_USAGE = 2;
  static final int EXIT_FATAL = 3;
  static final int EXIT_FENCED = 4;

  private static final Logger LOG = LoggerFactory.getLogger(WorkerMain.class);

  private WorkerMain() {}

  public static void main(String[] args) {
    System.exit(run(args, AvroGenerator::new));
  }

  /**
   * Runs the worker of {@code args} with the generator {@code generators} makes for the worker's
   * clock, and returns the exit status: the main of the tests' fault runs passes a paced one.
   */
  static int run(String[] args, Function<Clock, PuzzleFactory> generators) {
    String usage =
        "usage: kafka-worker/run worker <worker.properties> | --help | --version  (keys and"
            + " environment overrides: docs/kafka.md; exit status 0 stopped, 2 usage or"
            + " configuration error, 3 fatal, 4 fenced)";
    if (args.length == 1 && (args[0].equals("--help") || args[0].equals("-h"))) {
      System.out.println(usage);
      return 0;
    }
    if (args.length == 1 && (args[0].equals("--version") || args[0].equals("-V"))) {
      System.out.println("kafka-worker " + version());
      return 0;
    }
    if (args.length != 1) {
      System.err.println(usage);
      return EXIT_USAGE;
    }
    PuzzleWorker worker;
    boolean exitWithParent;
    try {
      WorkerConfig config = WorkerConfig.load(Path.of(args[0]), System.getenv());
      config.warnings().forEach(LOG::warn);
      exitWithParent = config.flag(WorkerConfig.EXIT_WITH_PARENT);
      Clock clock = Clock.systemUTC();
      worker = PuzzleWorker.create(config, clock, generators.apply(clock));
    } catch (IOException | IllegalArgumentException | KafkaException e) {
      System.err.println("worker: " + e.getMessage());
      return EXIT_USAGE;
    }
    return serve(worker, exitWithParent);
  }

  /** The version of the packaged jar, or "(development build)" when run from the classes. */
  static String version() {
    String v = WorkerMain.class.getPackage().getImplementationVersion();
    return v == null ? "(development build)" : v;
  }

  /** Runs {@code worker} until it stops; its exit status. */
  private static int serve(PuzzleWorker worker, boolean exitWithParent) {
    Runtime.getRuntime().addShutdownHook(new Thread(worker::close, "worker-shutdown"));
    if (exitWithParent) {
      // A worker started by a test or a supervisor must not outlive it.
      ProcessHandle.current().parent().ifPresent(p -> p.onExit().thenRun(worker::close));
    }
    try {
      worker.run();
    } catch (RuntimeException e) {
      return EXIT_FATAL;
    }
    return worker.fenced() ? EXIT_FENCED : 0;
  }
}
