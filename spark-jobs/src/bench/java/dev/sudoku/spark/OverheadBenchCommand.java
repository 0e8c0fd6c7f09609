package dev.sudoku.spark;

import dev.sudoku.grade.Level;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code spark-jobs/run bench}: writes the workload to a temporary CSV (not measured), runs {@link
 * OverheadBench} on it and prints every run, the medians, the ratios and the verdict. In
 * spark-jobs' bench source set (compiled with the tests, never in the Spark jars): it drives the
 * grade job's package-private read path and the job's Spark options.
 */
@Command(
    name = "spark-jobs/run bench",
    mixinStandardHelpOptions = true,
    version = SparkMain.VERSION,
    description =
        "Compare the grade job's path on Spark (without writing output) with a plain "
            + "single-threaded loop doing the same per-puzzle work, in steady state: both sides warm "
            + "up until their JIT is quiet, then alternate measured rounds; CPU and wall medians.")
final class OverheadBenchCommand implements Callable<Integer> {
  /** Runs the benchmark and exits: 0 done, 1 failed, 2 usage error (one line on stderr). */
  public static void main(String[] args) {
    System.exit(commandLine().execute(args));
  }

  /** The command line, with the Spark launcher's error handling. */
  static CommandLine commandLine() {
    return SparkMain.withErrorHandling(new CommandLine(new OverheadBenchCommand()));
  }

  @Parameters(
      index = "0",
      arity = "0..1",
      paramLabel = "INPUT",
      defaultValue = "../shared/data/" + "archives/kaggle-1m-sample.csv",
      description =
          "--workload archive: local CSV or line file whose puzzles are repeated (default:"
              + " the Kaggle 1m sample of the shared data folder)")
  Path input;

  @Option(
      names = "--workload",
      defaultValue = "archive",
      paramLabel = "W",
      description =
          "archive (INPUT's puzzles repeated) or generated (--per-level puzzles of "
              + "each of --levels from the generator with --seed, interleaved, repeated); default "
              + "${DEFAULT-VALUE}")
  OverheadBench.Workload workload;

  @Option(
      names = "--seed",
      defaultValue = "1",
      paramLabel = "S",
      description = "--workload generated: generator seed (default: ${DEFAULT-VALUE})")
  long seed;

  @Option(
      names = "--levels",
      defaultValue = "EASY,MEDIUM,HARD",
      split = ",",
      paramLabel = "LEVELS",
      hideParamSyntax = true,
      description =
          "--workload generated: comma-separated levels, equal shares (default: "
              + "${DEFAULT-VALUE}; EXPERT/EXTREME grade in ~1-5 ms each, so 200,000 of them take "
              + "minutes: use fewer --rows)")
  List<Level> levels;

  @Option(
      names = "--per-level",
      defaultValue = "1000",
      paramLabel = "N",
      description =
          "--workload generated: distinct puzzles per level (default: " + "${DEFAULT-VALUE})")
  int perLevel;

  @Option(
      names = "--rows",
      defaultValue = "200000",
      description = "rows to analyze (default: ${DEFAULT-VALUE})")
  long rows;

  @Option(
      names = {"--runs", "--rounds", "--spark-runs"},
      defaultValue = "4",
      paramLabel = "N",
      description =
          "measured rounds of each side, alternating loop, Spark, loop, ...; their "
              + "medians are compared (default: ${DEFAULT-VALUE})")
  int runs;

  @Option(
      names = "--jit-quiet",
      defaultValue = "2.0",
      paramLabel = "PCT",
      description =
          "a side's warm-up ends when the JIT compiler threads used less than PCT %% of "
              + "its last warm-up round's CPU (default: ${DEFAULT-VALUE})")
  double jitQuiet;

  @Option(
      names = "--warm-queries",
      defaultValue = "20",
      paramLabel = "Q",
      description =
          "Spark warm-up: Q small queries (the workload's first sixteenth) before each "
              + "full-size warm-up round after the first, so the driver's per-query code reaches its "
              + "steady state sooner (default: ${DEFAULT-VALUE})")
  int warmQueries;

  @Option(
      names = "--warm-max-seconds",
      defaultValue = "90",
      paramLabel = "S",
      description =
          "longest warm-up of each side; beyond it the result is flagged NOT STEADY "
              + "(default: ${DEFAULT-VALUE})")
  double warmMaxSeconds;

  @Option(
      names = "--control-threads",
      defaultValue = "0",
      paramLabel = "N",
      description =
          "diagnostic, not part of the verdict: also measure the plain loop on N "
              + "threads of this JVM (no Spark) between the loop and Spark rounds; 0 for none "
              + "(default: ${DEFAULT-VALUE})")
  int controlThreads;

  @Option(
      names = "--control-fresh-every",
      defaultValue = "0",
      paramLabel = "ROWS",
      description =
          "with --control-threads: each control thread builds a fresh analyzer every "
              + "ROWS of its rows, as Spark does per partition; 0 for one per round (default: "
              + "${DEFAULT-VALUE})")
  long controlFreshEvery;

  @Mixin SparkMain.SparkOptions spark;

  @Override
  public Integer call() throws Exception {
    if (spark.master == null) {
      spark.master = "local[2]";
    }
    spark.configureLogging();
    Path dir = Files.createTempDirectory("sudoku-bench");
    Path file = dir.resolve("bench-" + rows + ".csv");
    try {
      long t0 = System.nanoTime();
      String described;
      if (workload == OverheadBench.Workload.GENERATED) {
        OverheadBench.generate(seed, levels, perLevel, rows, file);
        described =
            String.format(
                Locale.ROOT, "generated seed=%d levels=%s per-level=%d", seed, levels, perLevel);
      } else {
        OverheadBench.prepare(input, rows, file);
        described = input.toString();
      }
      System.out.printf(
          Locale.ROOT,
          "workload: %,d rows from %s written to %s in %.1f s " + "(not measured)%n",
          rows,
          described,
          file,
          (System.nanoTime() - t0) / 1e9);
      OverheadBench.Result r =
          OverheadBench.run(
              described,
              file,
              new OverheadBench.Settings(
                  runs, jitQuiet, warmMaxSeconds, warmQueries, controlThreads, controlFreshEvery),
              () -> spark.session("sudoku bench"),
              System.out);
      System.out.print(OverheadBench.verdict(r));
      System.out.printf(
          Locale.ROOT,
          "reproduce: spark-jobs/run bench %s --rows %d --runs %d "
              + "--jit-quiet %s --warm-queries %d --warm-max-seconds %s%s --master %s%n",
          workload == OverheadBench.Workload.GENERATED
              ? "--workload generated --seed "
                  + seed
                  + " --levels "
                  + String.join(",", levels.stream().map(Level::name).toList())
                  + " --per-level "
                  + perLevel
              : input,
          rows,
          runs,
          jitQuiet,
          warmQueries,
          warmMaxSeconds,
          controlThreads == 0
              ? ""
              : " --control-threads "
                  + controlThreads
                  + " --control-fresh-every "
                  + controlFreshEvery,
          spark.master);
      return 0;
    } finally {
      Files.deleteIfExists(file);
      Files.deleteIfExists(dir);
    }
  }
}
