package dev.sudoku.bench;

import dev.sudoku.core.Grid;
import dev.sudoku.grade.Grader;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Path;
import java.util.Locale;

/**
 * Grades per CPU-second of one thread, measured with the thread's CPU clock rather than wall
 * time, so the figure stays meaningful on a loaded machine (JMH's {@link GraderBenchmark} reports
 * wall-clock throughput). Same samples as the JMH benchmark; two warm-up passes, then five
 * measured passes per file and mode.
 *
 * <p>Run: {@code java -cp benchmarks/target/benchmarks.jar dev.sudoku.bench.GraderCpuTime
 * ../shared/data}
 */
public final class GraderCpuTime {
  private static final String[] FILES = {
    "ratings/se-reference-1200.csv", "archives/kaggle-1m-sample.csv"
  };
  private static final int[] SIZES = {800, 20000};

  private GraderCpuTime() {}

  public static void main(String[] args) throws IOException {
    String dataDir = args.length > 0 ? args[0] : "../shared/data";
    ThreadMXBean cpu = ManagementFactory.getThreadMXBean();
    Grader grader = new Grader();
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
            sink += mode == 0 ? grader.grade(sample[0][i], sample[1][i], false).er()
                : grader.grade(sample[0][i]).er();
          }
          long t = cpu.getCurrentThreadCpuTime() - t0;
          if (pass >= 2) {
            best = Math.min(best, t);
            total += t;
          }
        }
        System.out.printf(Locale.ROOT, "%-32s %-20s %6d puzzles  mean %9.0f  best %9.0f grades/CPU-s"
            + "  (checksum %.1f)%n", FILES[f], mode == 0 ? "rate" : "gradeWithUniqueness", n,
            5.0 * n / (total / 1e9), n / (best / 1e9), sink);
      }
    }
  }
}
