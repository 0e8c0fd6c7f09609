package dev.sudoku.spark;

import java.io.IOException;
import java.util.List;
import java.util.concurrent.Callable;
import org.apache.spark.SparkConf;
import org.apache.spark.sql.SparkSession;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * The {@code sudoku-spark} command: {@code grade} archives (and {@code bench} the Spark overhead).
 * Parses options, builds the session and calls the job factories; nothing else.
 *
 * <p>Exit codes: 0 done, 1 the job failed, 2 a usage error (bad option, no such file,
 * unrecognised CSV header), reported as one line on stderr.
 */
@Command(name = "sudoku-spark", mixinStandardHelpOptions = true, version = "sudoku-spark 0.1.0",
    description = "Solve and grade Sudoku archives on Spark (local[*] unless a master is set).",
    subcommands = {SparkMain.Grade.class, GenerateCommand.class, BenchCommand.class})
public final class SparkMain {
  static final String QUIET_LOGGING = "dev/sudoku/spark/log4j2-quiet.properties";

  /** Entry point; see the class comment for exit codes. */
  public static void main(String[] args) {
    System.exit(commandLine().execute(args));
  }

  /** The command tree, as tests drive it. */
  static CommandLine commandLine() {
    CommandLine cmd = new CommandLine(new SparkMain());
    cmd.setCaseInsensitiveEnumValuesAllowed(true);
    cmd.setExecutionExceptionHandler((e, c, parsed) -> {
      c.getErr().println("sudoku-spark: " + oneLine(e));
      return e instanceof IllegalArgumentException ? 2 : 1;
    });
    return cmd;
  }

  static String oneLine(Throwable e) {
    String m = e.getMessage();
    return (m == null ? e.getClass().getSimpleName() : m).lines().findFirst().orElse("");
  }

  /** Options every subcommand that starts Spark shares. */
  static final class SparkOptions {
    @Option(names = "--master", description = "Spark master URL (default: spark.master as set by "
        + "spark-submit, else local[*])")
    String master;

    @Option(names = {"-v", "--verbose"}, description = "Spark's own INFO logging and the web UI")
    boolean verbose;

    /** Quiet logging unless asked otherwise; must run before Spark logs anything. */
    void configureLogging() {
      if (!verbose && System.getProperty("log4j2.configurationFile") == null) {
        System.setProperty("log4j2.configurationFile", QUIET_LOGGING);
      }
    }

    SparkSession session(String appName) {
      configureLogging();
      SparkConf conf = new SparkConf();
      SparkSession.Builder builder = SparkSession.builder().appName(appName);
      String m = master != null ? master : conf.get("spark.master", "local[*]");
      builder.master(m);
      // GradedPuzzle has 21 columns: with Spark's default of 25 fields it warns on plans it logs.
      builder.config("spark.sql.debug.maxToStringFields", "100");
      if (m.startsWith("local")) {
        // One process holds every task: waiting for a "better" locality only idles cores.
        builder.config("spark.locality.wait", "0s");
        if (!verbose) {
          // Several users on one machine would fight over port 4040; a local run rarely needs it.
          builder.config("spark.ui.enabled", "false");
        }
      }
      return builder.getOrCreate();
    }

    /**
     * Starts a session, runs the job on it, prints the report's console table and stops the
     * session.
     *
     * @return the exit code, 0
     */
    int runJob(String appName, Job job) throws IOException {
      try (SparkSession session = session(appName)) {
        System.out.print(ReportRenderer.console(job.run(session)));
      }
      return 0;
    }
  }

  /** A job run by {@link SparkOptions#runJob}. */
  @FunctionalInterface
  interface Job {
    GradeReport run(SparkSession session) throws IOException;
  }

  @Command(name = "grade", mixinStandardHelpOptions = true,
      description = "Solve and check every puzzle of one or more archives; write one row per "
          + "puzzle and a report (report.json, report.html).")
  static final class Grade implements Callable<Integer> {
    @Parameters(arity = "1..*", paramLabel = "INPUT", description = "line files, CSV archives "
        + "(Kaggle layouts detected), Parquet files or directories; globs and .gz/.bz2 allowed")
    List<String> inputs;

    @Option(names = "--column", paramLabel = "NAME",
        description = "puzzle column of a CSV/Parquet input with another layout")
    String column;

    @Option(names = "--solution-column", paramLabel = "NAME",
        description = "the archive's solution column, with --column")
    String solutionColumn;

    @Option(names = "--canonical", description = "add the canonical form of every readable "
        + "puzzle (same for all isomorphs) as column canonicalForm")
    boolean canonical;

    @Option(names = "--dedup", description = "keep one puzzle per canonical form (the first by "
        + "source and line; implies --canonical) and count the others")
    boolean dedup;

    @CommandLine.Mixin
    OutputOptions output;

    @CommandLine.Mixin
    SparkOptions spark;

    /** The job configuration these options describe. */
    GradeConfig config() {
      if (solutionColumn != null && column == null) {
        throw new IllegalArgumentException("--solution-column needs --column");
      }
      Output o = output.output(dedup);
      return new GradeConfig(inputs, o.out(), o.format(), column, solutionColumn,
          o.partitionByLevel(), o.overwrite(), o.progress(), canonical, dedup);
    }

    @Override
    public Integer call() throws Exception {
      GradeConfig config = config();
      return spark.runJob("sudoku grade", session -> GradeJob.run(session, config, System.err));
    }
  }

  private SparkMain() {
  }
}
