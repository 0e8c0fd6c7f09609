package dev.sudoku.bench;

import dev.sudoku.core.Grid;
import dev.sudoku.grade.Grader;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Path;
import java.util.Locale;

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
public final class GraderCpuTime {
  private static final String[] FILES = {
    "ratings/se-reference-1200.csv", "archives/kaggle-1m-sample.csv"
  };
  private static final int[] SIZES = {800, 20000};

  private GraderCpuTime() {}

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

  public static void main(String[] args) throws IOException {
    String dataDir = args.length > 0 ? args[0] : "../shared/data";
    ThreadMXBean cpu = ManagementFactory.getThreadMXBean();
    Grader grader = new Grader();
    String only = args.length > 1 ? args[1] : "all";
    if (!only.equals("hardest")) {
      Grid[][] chains = GraderBenchmark.chainSample(dataDir);
      measure(grader, cpu, chains, "se-reference both, SE 6.2-9.x", 0);
    }
    if (!only.equals("chains")) {
      // optional: hardest MAX_NESTING [PUZZLES [BUDGET_MS]] (defaults: 1, all, 1000)
      int nesting = args.length > 2 ? Integer.parseInt(args[2]) : 1;
      int limit = args.length > 3 ? Integer.parseInt(args[3]) : Integer.MAX_VALUE;
      long budgetMs = args.length > 4 ? Long.parseLong(args[4]) : 1000;
      hardest(cpu, Path.of(dataDir, "bench/forum-hardest-1106.txt"), budgetMs, nesting, limit);
    }
    if (!only.equals("all")) {
      return;
    }
    for (int f = 0; f < FILES.length; f++) {
      Grid[][] sample = GraderBenchmark.sample(Path.of(dataDir, FILES[f]), SIZES[f]);
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
  }
}
