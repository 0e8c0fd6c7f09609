package dev.sudoku.spark;

import dev.sudoku.cli.WrappedHelp;
import java.io.IOException;
import java.net.URI;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.apache.spark.SparkConf;
import org.apache.spark.sql.SparkSession;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * The {@code sudoku-spark} command: {@code grade} archives and {@code generate} puzzles. Parses
 * options, builds the session and calls the job factories; nothing else.
 *
 * <p>Exit codes: 0 done, 1 the job failed, 2 a usage error (bad option, no such file, unrecognised
 * CSV header), 3 an input file could not be read ({@link BadFilePolicy}) or a file named on the
 * command line held no puzzle; errors are one line on stderr.
 */
@Command(
    name = "sudoku-spark",
    mixinStandardHelpOptions = true,
    version = SparkMain.VERSION,
    description = "Solve and grade Sudoku archives on Spark (local[*] unless a master is set).",
    subcommands = {SparkMain.Grade.class, GenerateCommand.class})
public final class SparkMain {
  static final String VERSION = "sudoku-spark 0.1.0";

  static final String QUIET_LOGGING = "dev/sudoku/spark/log4j2-quiet.properties";

  /** Entry point; see the class comment for exit codes. */
  public static void main(String[] args) {
    System.exit(commandLine().execute(args));
  }

  /** The command tree, as tests drive it. */
  static CommandLine commandLine() {
    return withErrorHandling(new CommandLine(new SparkMain()));
  }

  /**
   * One line on stderr for every error, exit status 2 for a usage error and 1 for a failed job, and
   * help that wraps only between words; shared with the overhead benchmark of the bench source set.
   */
  static CommandLine withErrorHandling(CommandLine cmd) {
    WrappedHelp.install(cmd);
    cmd.setCaseInsensitiveEnumValuesAllowed(true);
    cmd.setExecutionExceptionHandler(
        (e, c, parsed) -> {
          c.getErr().println("sudoku-spark: " + oneLine(e));
          return exitCode(e);
        });
    // picocli's default prints the whole usage after the error: one line, like the other errors.
    cmd.setParameterExceptionHandler(
        (e, args) -> {
          CommandLine c = e.getCommandLine();
          c.getErr()
              .println(
                  "sudoku-spark: "
                      + oneLine(e)
                      + " (see '"
                      + c.getCommandSpec().qualifiedName()
                      + " --help')");
          return 2;
        });
    return cmd;
  }

  /** Exit status of a command that threw {@code e}: see the class comment. */
  static int exitCode(Exception e) {
    if (e instanceof IllegalArgumentException) {
      return 2;
    }
    return e instanceof BadFileException ? BAD_FILE : 1;
  }

  /** Exit status when an input file could not be read (whether the output was written or not). */
  static final int BAD_FILE = 3;

  /** At most this many bad files are named on stderr; the report lists them all. */
  static final int BAD_FILE_LINES = 10;

  /** Master URLs Spark itself accepts (SparkContext.createTaskScheduler and its plugins). */
  private static final Pattern MASTER =
      Pattern.compile(
          "local(\\[(\\*|[1-9][0-9]*)(,[0-9]+)?\\])?|local-cluster\\[.+\\]|spark://.+|yarn|k8s://.+");

  /**
   * Refuses a master URL Spark would refuse only after logging its own stack trace.
   *
   * @throws IllegalArgumentException naming the URL and the accepted forms
   */
  static void checkMaster(String master) {
    if (!MASTER.matcher(master).matches()) {
      throw new IllegalArgumentException(
          "unknown Spark master '"
              + master
              + "' (expected local,"
              + " local[N], local[*], spark://HOST:PORT, yarn or k8s://https://HOST:PORT)");
    }
  }

  /**
   * Creates the output directory of a local run before Spark starts, so that a file in the way or a
   * directory that cannot be written is one line instead of Hadoop's stack trace from a task. Paths
   * with a scheme other than {@code file:} are left to Hadoop.
   *
   * @return the outermost directory this call created (for {@link #removeIfNoFile} when the run
   *     fails), or null when the directory existed or is not local
   * @throws IllegalArgumentException naming the directory and the reason
   */
  static java.nio.file.Path prepareLocalOut(String out) {
    String local = out.startsWith("file:") ? URI.create(out).getPath() : out;
    if (local == null || (!out.startsWith("file:") && out.matches("^[A-Za-z][A-Za-z0-9+.-]*:.*"))) {
      return null;
    }
    java.nio.file.Path dir = Paths.get(local);
    if (Files.exists(dir) && !Files.isDirectory(dir)) {
      throw new IllegalArgumentException("--out " + out + " is a file, not a directory");
    }
    java.nio.file.Path existing = dir.toAbsolutePath().getParent();
    while (existing != null && !Files.exists(existing)) {
      existing = existing.getParent();
    }
    if (existing != null && !Files.isDirectory(existing)) {
      throw new IllegalArgumentException(
          "--out " + out + ": " + existing + " is a file, not a directory");
    }
    java.nio.file.Path created = dir.toAbsolutePath();
    while (created.getParent() != null && !Files.exists(created.getParent())) {
      created = created.getParent();
    }
    created = Files.exists(created) ? null : created;
    try {
      Files.createDirectories(dir);
    } catch (FileAlreadyExistsException e) {
      throw new IllegalArgumentException(
          "--out " + out + ": " + e.getFile() + " is a file, not a directory", e);
    } catch (IOException e) {
      // createDirectories makes the parents, so "no such file" means a file system like /proc.
      String why =
          e instanceof AccessDeniedException
              ? "permission denied"
              : e instanceof NoSuchFileException
                  ? "the file system does not allow it"
                  : e instanceof FileSystemException f && f.getReason() != null
                      ? f.getReason()
                      : e.getMessage();
      throw new IllegalArgumentException(
          "--out " + out + ": cannot create the directory (" + why + ")", e);
    }
    if (!Files.isWritable(dir)) {
      throw new IllegalArgumentException(
          "--out " + out + ": cannot write in the directory" + " (permission denied)");
    }
    return created;
  }

  /**
   * Deletes {@code dir} if it holds no regular file (only empty directories): a run that failed
   * before writing anything leaves no empty output directory behind.
   */
  static void removeIfNoFile(java.nio.file.Path dir) {
    if (dir == null || !Files.isDirectory(dir)) {
      return;
    }
    try (Stream<java.nio.file.Path> walk = Files.walk(dir)) {
      List<java.nio.file.Path> all = walk.sorted(Comparator.reverseOrder()).toList();
      for (java.nio.file.Path p : all) {
        if (!Files.isDirectory(p)) {
          return;
        }
      }
      for (java.nio.file.Path p : all) {
        Files.delete(p);
      }
    } catch (IOException e) {
      // best effort: the run's own error is the one to report
    }
  }

  static String oneLine(Throwable e) {
    String m = e.getMessage();
    return (m == null ? e.getClass().getSimpleName() : m).lines().findFirst().orElse("");
  }

  /** Options every subcommand that starts Spark shares. */
  static final class SparkOptions {
    @Option(
        names = "--master",
        description =
            "Spark master URL (default: spark.master as set by " + "spark-submit, else local[*])")
    String master;

    @Option(
        names = {"-v", "--verbose"},
        description = "Spark's own INFO logging and the web UI")
    boolean verbose;

    @Option(
        names = "--conf",
        paramLabel = "KEY=VALUE",
        description =
            "a Spark setting, as spark-submit's --conf (repeatable), e.g. --conf"
                + " spark.sql.shuffle.partitions=8; it wins over this command's own defaults")
    List<String> conf = new ArrayList<>();

    /** What {@link #check} created for the output, removed again if the run fails empty. */
    private java.nio.file.Path createdOut;

    /** Quiet logging unless asked otherwise; must run before Spark logs anything. */
    void configureLogging() {
      if (!verbose && System.getProperty("log4j2.configurationFile") == null) {
        System.setProperty("log4j2.configurationFile", QUIET_LOGGING);
      }
    }

    /** The master URL: {@code --master}, else spark-submit's {@code spark.master}, else local. */
    String master() {
      configureLogging(); // SparkConf starts Spark's logging: the quiet configuration comes first
      return master != null ? master : new SparkConf().get("spark.master", "local[*]");
    }

    /**
     * The {@code --conf} settings by key, in order.
     *
     * @throws IllegalArgumentException for a setting without {@code =} or with an empty key
     */
    Map<String, String> conf() {
      Map<String, String> settings = new LinkedHashMap<>();
      for (String c : conf) {
        int eq = c.indexOf('=');
        if (eq <= 0) {
          throw new IllegalArgumentException(
              "--conf needs KEY=VALUE (as spark-submit), was '" + c + "'");
        }
        settings.put(c.substring(0, eq).strip(), c.substring(eq + 1));
      }
      return settings;
    }

    /**
     * Checks what can be checked before Spark starts: the master URL, the {@code --conf} settings,
     * and on a local master the output directory (created here).
     *
     * @throws IllegalArgumentException one line naming the option
     */
    void check(String out) {
      conf();
      String m = master();
      checkMaster(m);
      if (m.startsWith("local")) {
        createdOut = prepareLocalOut(out);
      }
    }

    SparkSession session(String appName) {
      configureLogging();
      SparkSession.Builder builder = SparkSession.builder().appName(appName);
      String m = master();
      checkMaster(m);
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
      for (Map.Entry<String, String> c : conf().entrySet()) {
        builder.config(c.getKey(), c.getValue());
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
      } catch (Exception e) {
        // Exception, not IOException | RuntimeException: Spark throws its checked SparkException
        // from Scala code that declares nothing.
        removeIfNoFile(createdOut);
        throw e;
      }
      return 0;
    }
  }

  /** A job run by {@link SparkOptions#runJob}. */
  @FunctionalInterface
  interface Job {
    GradeReport run(SparkSession session) throws IOException;
  }

  @Command(
      name = "grade",
      mixinStandardHelpOptions = true,
      version = SparkMain.VERSION,
      description =
          "Solve and check every puzzle of one or more archives; write one row per "
              + "puzzle and a report (report.json, report.html).",
      footer = {
        "",
        "Every puzzle with one solution is rated on the Sudoku Explainer (SE) scale, as by",
        "'sudoku grade': column rating is SE's ER, the hardest step of the whole path (the",
        "puzzle's rating), ep the hardest step up to the first placed digit, ed the first",
        "step. level from ER: EASY <= 2.3, MEDIUM <= 3.4, HARD < 6.2, EXPERT < 8.0,",
        "EXTREME >= 8.0. gradeStatus RATED, or LOWER_BOUND when the rating is only",
        "'at least': the puzzle needs nesting beyond --max-nesting (at least 9.5 by",
        "default) or --max-millis ran out (at least the technique being tried).",
        "Other statuses (status column): MULTIPLE_SOLUTIONS, NO_SOLUTION, INVALID: no",
        "rating.",
        "",
        "Bad rows never stop the job: each becomes an INVALID row with a reason.",
        "The dataset and report are staged in DIR and replace the old ones only when the",
        "run succeeds: a failed run leaves DIR as it was and never blocks the retry.",
        "",
        "Exit status:",
        "  0   every input was read; the dataset and report were written",
        "  1   the job failed, or the input held no puzzle: nothing written or replaced",
        "  2   usage error: bad option, no file matching an INPUT, no puzzle column in",
        "      any file's CSV header or Parquet schema, DIR/puzzles exists (see",
        "      --overwrite), --out not writable: nothing written",
        "  3   an input file could not be read (--on-bad-file), or a file named here",
        "      held no puzzle: with skip, the dataset and report were written and",
        "      stderr names each such file; with fail, nothing written or replaced",
        "",
        "Examples:",
        "  spark-jobs/run grade ../shared/data/archives/kaggle-1m-sample.csv --out /tmp/g",
        "  spark-jobs/run grade 'archives/*.csv.gz' --out /tmp/g --format csv --dedup",
        "  spark-jobs/run grade q.csv --column grid --solution-column answer --out /tmp/q",
        "  spark-jobs/run grade se-reference-1200.csv --compare-column se_er --out /tmp/s",
        "  spark-jobs/run grade kaggle.csv --compare-column difficulty --out /tmp/k",
        "  spark-jobs/run grade big.csv --single-file --format csv --out /tmp/b \\",
        "      --conf spark.sql.shuffle.partitions=64"
      })
  static final class Grade implements Callable<Integer> {
    @Parameters(
        arity = "1..*",
        paramLabel = "INPUT",
        description =
            "line files (puzzles, drawings, SadMan .sdk, Simple Sudoku .ss), CSV archives (a"
                + " quizzes or puzzle column found by itself), Parquet files or directories (read"
                + " recursively, skipping names that start with _ or ., as Hadoop does); globs"
                + " and .gz/.bz2 allowed")
    List<String> inputs;

    @Option(
        names = "--column",
        paramLabel = "NAME",
        description = "puzzle column of a CSV/Parquet input (default: quizzes or puzzle)")
    String column;

    @Option(
        names = "--solution-column",
        paramLabel = "NAME",
        description = "the archive's solution column, with --column")
    String solutionColumn;

    @Option(
        names = "--canonical",
        description =
            "add the canonical form of every readable "
                + "puzzle (same for all isomorphs) as column canonicalForm")
    boolean canonical;

    @Option(
        names = "--dedup",
        description =
            "keep one puzzle per canonical form (the first by "
                + "source and line; implies --canonical) and count the others")
    boolean dedup;

    @Option(
        names = "--max-nesting",
        paramLabel = "N",
        defaultValue = "1",
        description =
            "deepest level of Sudoku Explainer's nested forcing chains the grader tries, 0 to 5"
                + " (default ${DEFAULT-VALUE}: dynamic forcing chains (+), 9.0+); a puzzle needing"
                + " more is rated 'at least' (LOWER_BOUND). Levels 2-5 take seconds to hours per"
                + " hard puzzle: combine with --max-millis. As 'sudoku grade --max-nesting'")
    int maxNesting;

    @Option(
        names = "--max-millis",
        paramLabel = "MS",
        defaultValue = "0",
        description =
            "the grader's time per puzzle in milliseconds (default 0: no limit); when it runs"
                + " out the row gets an honest lower bound (LOWER_BOUND), never a guess")
    long maxMillis;

    @Option(
        names = "--count-solutions",
        paramLabel = "N",
        defaultValue = "2",
        description =
            "count the solutions of a puzzle with several up to N: solutionCount is then"
                + " min(count, N) (default 2: two or more)")
    int countSolutions;

    @Option(
        names = "--list-solutions",
        paramLabel = "N",
        defaultValue = "0",
        description =
            "add a column 'solutions' with up to N solutions of each puzzle with several"
                + " (CSV: separated by spaces); counts them up to at least N")
    int listSolutions;

    @Option(
        names = "--single-file",
        description =
            "write the dataset as one file, rows in input order (inputs as given, then by"
                + " line); one task sorts and writes it")
    boolean singleFile;

    @Option(
        names = "--group-by",
        paramLabel = "COLUMN",
        description =
            "break the report down by this input column (CSV header or Parquet); default: per"
                + " input file. The dataset carries it as input_COLUMN")
    String groupBy;

    @Option(
        names = "--compare-column",
        paramLabel = "NAME",
        description =
            "compare our ratings with this input column: an SE rating (se_er, er, rating, ...)"
                + " value for value, any other scale or labels bin by bin. The dataset carries it"
                + " as input_NAME")
    String compareColumn;

    @Option(
        names = "--compare-scale",
        paramLabel = "SCALE",
        description = "se or other: how to read --compare-column (default: by its name)",
        converter = CompareScaleName.class)
    ReportOptions.CompareScale compareScale;

    @Option(
        names = "--hardest",
        paramLabel = "N",
        defaultValue = "" + ReportOptions.DEFAULT_HARDEST,
        description = "show the N hardest puzzles in the report (default ${DEFAULT-VALUE})")
    int hardest;

    @Option(
        names = "--on-bad-file",
        defaultValue = "skip",
        paramLabel = "skip|fail",
        converter = BadFilePolicy.Name.class,
        description =
            "an input file that cannot be read, or not to its end (truncated or corrupt "
                + "compressed data, not the Parquet its name says, a header without the puzzle "
                + "column): skip keeps the rows read before the fault and adds one INVALID row "
                + "naming the file and the fault, then exits 3 once everything else is written; "
                + "fail stops at once with one line naming the file (exit 3), writing nothing. "
                + "Default: ${DEFAULT-VALUE}, so one bad download among many archives does not "
                + "throw away hours of grading, while the exit status still stops a script")
    BadFilePolicy onBadFile;

    @CommandLine.Mixin OutputOptions output;

    @CommandLine.Mixin SparkOptions spark;

    @CommandLine.Spec CommandLine.Model.CommandSpec spec;

    /** The job configuration these options describe. */
    GradeConfig config() {
      if (solutionColumn != null && column == null) {
        throw new IllegalArgumentException("--solution-column needs --column");
      }
      if (compareScale != null && compareColumn == null) {
        throw new IllegalArgumentException("--compare-scale needs --compare-column");
      }
      if (countSolutions < 2) {
        throw new IllegalArgumentException(
            "--count-solutions must be at least 2, was " + countSolutions);
      }
      Output o = output.output(dedup);
      AnalyzerOptions grading =
          new AnalyzerOptions(
              maxNesting,
              maxMillis,
              Math.max(countSolutions, listSolutions),
              listSolutions,
              List.of());
      ReportOptions report =
          new ReportOptions(groupBy, compareColumn, compareScale, hardest, commandLine());
      return GradeConfig.builder(inputs, o.out())
          .format(o.format())
          .columns(column, solutionColumn)
          .partitionByLevel(o.partitionByLevel())
          .overwrite(o.overwrite())
          .progress(o.progress())
          .canonical(canonical, dedup)
          .grading(grading)
          .singleFile(singleFile)
          .report(report)
          .onBadFile(onBadFile)
          .build();
    }

    /** The arguments as given, for the report (empty when not parsed from a command line). */
    private List<String> commandLine() {
      if (spec == null || spec.root().commandLine().getParseResult() == null) {
        return List.of();
      }
      return spec.root().commandLine().getParseResult().originalArgs();
    }

    @Override
    public Integer call() throws Exception {
      GradeConfig config = config();
      spark.check(config.out());
      GradeReport[] report = new GradeReport[1];
      int code =
          spark.runJob(
              "sudoku grade",
              session -> {
                report[0] = GradeJob.run(session, config, System.err);
                return report[0];
              });
      List<String> bad = badFileLines(report[0]);
      bad.forEach(line -> System.err.println("sudoku-spark: " + line));
      return bad.isEmpty() ? code : BAD_FILE;
    }
  }

  /** Reads {@code --compare-scale} in any case. */
  static final class CompareScaleName
      implements CommandLine.ITypeConverter<ReportOptions.CompareScale> {
    @Override
    public ReportOptions.CompareScale convert(String value) {
      String v = value.strip().toLowerCase(java.util.Locale.ROOT);
      if (v.equals("se")) {
        return ReportOptions.CompareScale.SE;
      }
      if (v.equals("other")) {
        return ReportOptions.CompareScale.OTHER;
      }
      throw new CommandLine.TypeConversionException("expected se or other but was '" + value + "'");
    }
  }

  /**
   * One line per input file the run skipped, at most {@link #BAD_FILE_LINES} and then how many
   * more: what stderr says after a run with bad files.
   */
  static List<String> badFileLines(GradeReport report) {
    List<String> lines = new ArrayList<>();
    List<String> files = report == null ? List.of() : report.badFiles();
    for (int i = 0; i < files.size() && i < BAD_FILE_LINES; i++) {
      lines.add(files.get(i));
    }
    if (files.size() > BAD_FILE_LINES) {
      lines.add(
          "... and "
              + (files.size() - BAD_FILE_LINES)
              + " more bad files, listed in the report ("
              + report.provenance().output().replaceFirst("/" + GradeJob.DATASET_DIR + "$", "")
              + "/report.json)");
    }
    return lines;
  }

  private SparkMain() {}
}
