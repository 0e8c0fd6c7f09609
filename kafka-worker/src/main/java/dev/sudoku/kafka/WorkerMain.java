package dev.sudoku.kafka;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Clock;
import java.util.concurrent.Callable;
import java.util.function.Function;
import org.apache.kafka.common.KafkaException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code kafka-worker/run worker worker.properties}: runs one worker instance until SIGTERM
 * (graceful: the open transaction commits, the group is left) or until it is fenced. Picocli parses
 * the command line; {@link #run} is the factory {@code main} and the tests' fault runs call.
 *
 * <p>Exit codes: 0 stopped on request (143 or 130 after SIGTERM or Ctrl-C), 2 usage error or bad
 * configuration (one line on stderr), 3 fatal error, 4 fenced by a newer instance with the same
 * {@code worker.instance.id}.
 */
@Command(
    name = "kafka-worker/run worker",
    sortOptions = false,
    versionProvider = WorkerMain.Version.class,
    description = {
      "Runs one worker instance against a Kafka cluster until SIGTERM (graceful: the open"
          + " transaction commits and the group is left) or until a newer instance with the same"
          + " worker.instance.id fences it.",
      ""
    },
    exitCodeListHeading = "%nExit status:%n",
    exitCodeList = {
      "0:stopped on request; after SIGTERM or Ctrl-C the JVM reports 143 or 130 once the"
          + " worker has stopped gracefully",
      "2:usage error, or a configuration that cannot be read or has a bad value (one line on"
          + " stderr)",
      "3:fatal error (logged)",
      "4:fenced by a newer instance with the same worker.instance.id"
    },
    footerHeading = "%nExamples:%n",
    footer = {
      "  kafka-worker/run worker kafka-worker/worker.properties",
      "  SUDOKU_WORKER_THREADS=4 kafka-worker/run worker my.properties"
    })
public final class WorkerMain implements Callable<Integer> {

  static final int EXIT_USAGE = ToolCommandLine.EXIT_USAGE;
  static final int EXIT_FATAL = 3;
  static final int EXIT_FENCED = 4;

  private static final Logger LOG = LoggerFactory.getLogger(WorkerMain.class);

  @Mixin ToolCommandLine.HelpOption help = new ToolCommandLine.HelpOption();

  @Option(
      names = {"-V", "--version"},
      versionHelp = true,
      description = "Print the worker's version and exit.")
  boolean version;

  @Parameters(
      paramLabel = "<worker.properties>",
      description =
          "The worker's configuration (sample: kafka-worker/worker.properties; every key, its"
              + " default and its check: docs/kafka.md). Each key a.b-c can be overridden by the"
              + " environment variable SUDOKU_A_B_C; unknown keys are warned about.")
  Path properties;

  @Spec CommandSpec spec;

  private final Function<Clock, PuzzleFactory> generators;

  private WorkerMain(Function<Clock, PuzzleFactory> generators) {
    this.generators = generators;
  }

  public static void main(String[] args) {
    System.exit(run(args, AvroGenerator::new));
  }

  /**
   * Runs the worker of {@code args} with the generator {@code generators} makes for the worker's
   * clock, and returns the exit status: the main of the tests' fault runs passes a paced one.
   */
  static int run(String[] args, Function<Clock, PuzzleFactory> generators) {
    return commandLine(generators).execute(args);
  }

  /** The command line over {@code generators}, before anything runs: what the tests parse. */
  static CommandLine commandLine(Function<Clock, PuzzleFactory> generators) {
    return ToolCommandLine.of(new WorkerMain(generators), "worker");
  }

  @Override
  public Integer call() {
    PuzzleWorker worker;
    boolean exitWithParent;
    try {
      WorkerConfig config = WorkerConfig.load(properties, System.getenv());
      config.warnings().forEach(LOG::warn);
      exitWithParent = config.flag(WorkerConfig.EXIT_WITH_PARENT);
      Clock clock = Clock.systemUTC();
      worker = PuzzleWorker.create(config, clock, generators.apply(clock));
    } catch (IOException | IllegalArgumentException | KafkaException e) {
      spec.commandLine().getErr().println("worker: " + OneLine.withCause(e));
      return EXIT_USAGE;
    }
    return serve(worker, exitWithParent);
  }

  /** {@code --version}: the jar's version. */
  static final class Version implements CommandLine.IVersionProvider {
    @Override
    public String[] getVersion() {
      return new String[] {"kafka-worker " + version()};
    }
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
