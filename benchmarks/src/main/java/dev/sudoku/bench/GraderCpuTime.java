package dev.sudoku.bench;

import dev.sudoku.core.Grid;
import dev.sudoku.grade.Grader;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * Grades per CPU-second of one thread, measured with the thread's CPU clock rather than wall time,
 * so the figure stays meaningful on a loaded machine (JMH's {@link GraderBenchmark} reports
 * wall-clock throughput). Same samples as the JMH benchmark; two warm-up passes, then five measured
 * passes per file and mode.
 *
 * <p>Also: the chain part of the scale (both SE reference files, SE 6.2 to 9.x, rate mode), and
 * every puzzle of {@code bench/forum-hardest-1106.txt} with a one-second budget (how many are
 * rated, how many get an honest lower bound, the ratings, CPU time), at the default nesting level
 * or another one.
 *
 * <p>Run: {@code java -cp benchmarks/target/benchmarks.jar dev.sudoku.bench.GraderCpuTime
 * ../shared/data [all|chains|hardest [MAX_NESTING [PUZZLES [BUDGET_MS]]]]}
 */
@Command(
    name = "GraderCpuTime",
    description = {
      "Grades per CPU-second of one thread. MODE all: the chain set (both SE reference files,"
          + " SE 6.2-9.x, rate mode), every puzzle of bench/forum-hardest-1106.txt with a time"
          + " budget each (how many rated, how many lower bounds, CPU time), then"
          + " se-reference-1200.csv and the Kaggle sample in rate and gradeWithUniqueness mode"
          + " (two warm-up passes, five measured). MODE chains: the chain set only. MODE hardest:"
          + " the hardest list only, at MAX_NESTING."
    },
    footer = {
      "Figures: docs/grader.md (Speed), docs/benchmarks.md (Grader).",
      "Examples: GraderCpuTime ../shared/data chains; GraderCpuTime ../shared/data hardest 2 3"
          + " 20000"
    })
public final class GraderCpuTime implements Callable<Integer> {
  private static final String[] FILES = {
    "ratings/se-reference-1200.csv", "archives/kaggle-1m-sample.csv"
  };
  private static final int[] SIZES = {800, 20000};

  private static final List<String> MODES = List.of("all", "chains", "hardest");

  @Spec CommandSpec spec;

  @Mixin SharedDataDir dataDir;

  @Parameters(
      index = "1",
      arity = "0..1",
      paramLabel = "MODE",
      defaultValue = "all",
      description = "all, chains or hardest. Default: ${DEFAULT-VALUE}.")
  String only;

  @Parameters(
      index = "2",
      arity = "0..1",
      paramLabel = "MAX_NESTING",
      defaultValue = "1",
      description =
          "Nesting level of the hardest list's grader, 0 to 5. Default: ${DEFAULT-VALUE}.")
  int nesting;

  @Parameters(
      index = "3",
      arity = "0..1",
      paramLabel = "PUZZLES",
      description = "Grade only the first PUZZLES lines of the hardest list. Default: all.")
  int limit = Integer.MAX_VALUE;

  @Parameters(
      index = "4",
      arity = "0..1",
      paramLabel = "BUDGET_MS",
      defaultValue = "1000",
      description =
          "Time budget per puzzle of the hardest list, milliseconds (0: none)."
              + " Default: ${DEFAULT-VALUE}.")
  long budgetMs;

  GraderCpuTime() {}

  /** Rate mode only (known solution), best and mean of passes after one warm-up pass. */
  private static void measure(
      Grader grader, ThreadMXBean cpu, Grid[][] sample, String name, int extraPasses) {
    int n = sample[0].length;
    double sink = 0;
    long best = Long.MAX_VALUE;
    long total = 0;
    int passes = 3 + extraPasses;
    for (int pass = 0; pass < passes; pass++) {
      long t0 = cpu.getCurrentThreadCpuTime();
      for (int i = 0; i < n; i++) {
        sink += grader.grade(sample[0][i], sample[1][i], false).er();
      }
      long t = cpu.getCurrentThreadCpuTime() - t0;
      if (pass >= 1) {
        best = Math.min(best, t);
        total += t;
      }
    }
    System.out.printf(
        Locale.ROOT,
        "%-32s %-20s %6d puzzles  mean %9.0f  best %9.0f grades/CPU-s" + "  (checksum %.1f)%n",
        name,
        "rate",
        n,
        (passes - 1.0) * n / (total / 1e9),
        n / (best / 1e9),
        sink);
  }

  /**
   * Every puzzle of a list of the hardest known puzzles (SE 10 and up) with a time budget per
   * puzzle: how many get a rating, how many an honest lower bound, and the CPU time.
   */
  private static void hardest(
      ThreadMXBean cpu, Path file, long maxMillis, int maxNesting, int limit) throws IOException {
    Grader grader = new Grader(Grader.Options.withMaxMillis(maxMillis).withMaxNesting(maxNesting));
    java.util.List<String> lines = java.nio.file.Files.readAllLines(file);
    if (lines.size() > limit) {
      lines = lines.subList(0, limit);
    }
    java.util.Map<String, Integer> outcomes = new java.util.TreeMap<>();
    long t0 = cpu.getCurrentThreadCpuTime();
    long worst = 0;
    int n = 0;
    for (String line : lines) {
      if (line.isBlank()) {
        continue;
      }
      long s = cpu.getCurrentThreadCpuTime();
      dev.sudoku.grade.Grade g = grader.grade(Grid.parse(line.strip()));
      worst = Math.max(worst, cpu.getCurrentThreadCpuTime() - s);
      String key =
          g.status()
              + (g.bound() == null
                  ? " " + g.er() + " (" + g.hardest() + ")"
                  : " >=" + g.er() + " (" + g.bound() + ")");
      outcomes.merge(key, 1, Integer::sum);
      n++;
    }
    double secs = (cpu.getCurrentThreadCpuTime() - t0) / 1e9;
    System.out.printf(
        Locale.ROOT,
        "%s: %d puzzles, budget %d ms each, max nesting %d, %.1f CPU-s"
            + " total, %.0f ms mean, %.0f ms worst%n",
        file.getFileName(),
        n,
        maxMillis,
        maxNesting,
        secs,
        1000 * secs / n,
        worst / 1e6);
    outcomes.forEach((k, v) -> System.out.printf(Locale.ROOT, "  %5d  %s%n", v, k));
  }

  public static void main(String[] args) {
    BenchCli.main(new GraderCpuTime(), args);
  }

  @Override
  public Integer call() throws IOException {
    if (!MODES.contains(only)) {
      throw BenchCli.usage(spec, "MODE must be all, chains or hardest, was '" + only + "'");
    }
    if (nesting < 0) {
      throw BenchCli.usage(spec, "MAX_NESTING must be 0 or more, was " + nesting);
    }
    if (limit < 1) {
      throw BenchCli.usage(spec, "PUZZLES must be at least 1, was " + limit);
    }
    if (budgetMs < 0) {
      throw BenchCli.usage(spec, "BUDGET_MS must be 0 or more, was " + budgetMs);
    }
    ThreadMXBean cpu = ManagementFactory.getThreadMXBean();
    Grader grader = new Grader();
    if (!only.equals("hardest")) {
      Grid[][] chains = GraderBenchmark.chainSample(dataDir.path.toString());
      measure(grader, cpu, chains, "se-reference both, SE 6.2-9.x", 0);
    }
    if (!only.equals("chains")) {
      hardest(cpu, dataDir.path.resolve("bench/forum-hardest-1106.txt"), budgetMs, nesting, limit);
    }
    if (!only.equals("all")) {
      return 0;
    }
    for (int f = 0; f < FILES.length; f++) {
      Grid[][] sample = GraderBenchmark.sample(dataDir.path.resolve(FILES[f]), SIZES[f]);
      int n = sample[0].length;
      for (int mode = 0; mode < 2; mode++) {
        double sink = 0;
        long best = Long.MAX_VALUE;
        long total = 0;
        for (int pass = 0; pass < 7; pass++) {
          long t0 = cpu.getCurrentThreadCpuTime();
          for (int i = 0; i < n; i++) {
            sink +=
                mode == 0
                    ? grader.grade(sample[0][i], sample[1][i], false).er()
                    : grader.grade(sample[0][i]).er();
          }
          long t = cpu.getCurrentThreadCpuTime() - t0;
          if (pass >= 2) {
            best = Math.min(best, t);
            total += t;
          }
        }
        System.out.printf(
            Locale.ROOT,
            "%-32s %-20s %6d puzzles  mean %9.0f  best %9.0f grades/CPU-s" + "  (checksum %.1f)%n",
            FILES[f],
            mode == 0 ? "rate" : "gradeWithUniqueness",
            n,
            5.0 * n / (total / 1e9),
            n / (best / 1e9),
            sink);
      }
    }
    return 0;
  }
}
