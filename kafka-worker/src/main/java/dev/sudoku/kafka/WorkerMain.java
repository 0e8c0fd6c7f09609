package dev.sudoku.kafka;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Clock;
import java.util.function.Function;
import org.apache.kafka.common.KafkaException;

/**
 * {@code java -cp ... dev.sudoku.kafka.WorkerMain worker.properties}: runs one worker instance
 * until SIGTERM (graceful: the open transaction commits, the group is left) or until it is fenced.
 *
 * <p>Exit codes: 0 stopped on request, 1 bad configuration (one line on stderr), 2 fenced by a
 * newer instance with the same {@code worker.instance.id}, 3 fatal error.
 */
public final class WorkerMain {

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
        "usage: kafka-worker/run worker <worker.properties>  (keys and environment"
            + " overrides: docs/kafka.md)";
    if (args.length == 1 && (args[0].equals("--help") || args[0].equals("-h"))) {
      System.out.println(usage);
      System.exit(0);
    }
    if (args.length != 1) {
      System.err.println(usage);
      System.exit(1);
    }
    PuzzleWorker worker;
    boolean exitWithParent;
    try {
      WorkerConfig config = WorkerConfig.load(Path.of(args[0]), System.getenv());
      exitWithParent = Boolean.parseBoolean(config.string(WorkerConfig.EXIT_WITH_PARENT));
      Clock clock = Clock.systemUTC();
      worker = PuzzleWorker.create(config, clock, generators.apply(clock));
    } catch (IOException | IllegalArgumentException | KafkaException e) {
      System.err.println("worker: " + e.getMessage());
      return 1;
    }
    Runtime.getRuntime().addShutdownHook(new Thread(worker::close, "worker-shutdown"));
    if (exitWithParent) {
      // A worker started by a test or a supervisor must not outlive it.
      PuzzleWorker w = worker;
      ProcessHandle.current().parent().ifPresent(p -> p.onExit().thenRun(w::close));
    }
    try {
      worker.run();
    } catch (RuntimeException e) {
      return 3;
    }
    return worker.fenced() ? 2 : 0;
  }
}
