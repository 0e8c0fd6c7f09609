package dev.sudoku.bench;

import dev.sudoku.generate.Difficulty;
import dev.sudoku.generate.GeneratedPuzzle;
import dev.sudoku.generate.Generator;
import dev.sudoku.generate.GeneratorOptions;
import dev.sudoku.grade.Grade;
import dev.sudoku.grade.Grader;
import dev.sudoku.grade.Level;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * Where the CPU of an EXTREME request goes, per attempt and by rating band, to answer "why is
 * EXTREME slow, and what would make it fast?". EXPERT and EXTREME requests thin fully (what an
 * untargeted request does) and then grade; this harness does the same two steps on consecutive
 * indices of a fixed seed, times each with the thread's CPU clock, and groups the grade times by
 * the band of the result.
 *
 * <p>From those it derives the CPU per EXTREME puzzle of a generator that tries independent
 * attempts (thinning of every attempt + grades of the misses + the final grade; this is what {@code
 * GeneratorCpuTime} measures directly, to compare) and the <b>oracle bound</b>: the rate if every
 * attempt were a hit, i.e. one thinning plus one EXTREME grade per puzzle. No selection heuristic,
 * local search or bias of the thinning can beat the oracle bound; only a cheaper grade of EXTREME
 * puzzles (the grader) can raise it.
 *
 * <p>Run (default 20 CPU-s, ~12,000 attempts; about 30 s wall on a quiet machine): {@code java -cp
 * benchmarks/target/benchmarks.jar dev.sudoku.bench.GeneratorBandProfile [CPU-seconds]} after
 * {@code mvn -B -q -pl benchmarks -am package -DskipTests}.
 */
@Command(
    name = "GeneratorBandProfile",
    description = {
      "Where the CPU of an EXTREME request goes: fully thinned attempts of a fixed seed, each"
          + " graded, thread CPU time of thinning and grade per attempt, grade times by rating"
          + " band, the CPU per EXTREME puzzle of independent attempts and the oracle bound"
          + " (every attempt a hit). About 30 s wall for the default on a quiet machine."
    },
    footer =
        "Figures: docs/generator.md (EXTREME (>= 8.0): where the CPU goes, and how it reached"
            + " 90/s).")
public final class GeneratorBandProfile implements Callable<Integer> {
  private static final long SEED = 20261123L;
  private static final ThreadMXBean CPU = ManagementFactory.getThreadMXBean();
  private static final Difficulty EXTREME = Difficulty.level(Level.EXTREME);

  @Spec CommandSpec spec;

  @Parameters(
      index = "0",
      arity = "0..1",
      paramLabel = "CPU-SECONDS",
      defaultValue = "20",
      description =
          "Thread CPU time to measure, after a warm-up of a tenth of it; more than 0."
              + " Default: ${DEFAULT-VALUE}.")
  double seconds;

  GeneratorBandProfile() {}

  /** Grade CPU times (ns) of one band, in a growable primitive array. */
  private static final class Band {
    long[] times = new long[256];
    int n;
    long total;

    void add(long t) {
      if (n == times.length) {
        times = Arrays.copyOf(times, n * 2);
      }
      times[n++] = t;
      total += t;
    }

    double quantileMillis(double q) {
      long[] sorted = Arrays.copyOf(times, n);
      Arrays.sort(sorted);
      return n == 0 ? 0 : sorted[Math.min(n - 1, (int) (q * n))] / 1e6;
    }
  }

  public static void main(String[] args) {
    BenchCli.main(new GeneratorBandProfile(), args);
  }

  @Override
  public Integer call() {
    if (!(seconds > 0)) {
      throw BenchCli.usage(spec, "CPU-SECONDS must be more than 0, was " + seconds);
    }
    Generator gen = Generator.create();
    Grader grader = new Grader();
    GeneratorOptions options = GeneratorOptions.defaults();
    long index = 0;
    long warmEnd = CPU.getCurrentThreadCpuTime() + (long) (seconds * 0.1e9);
    while (CPU.getCurrentThreadCpuTime() < warmEnd) {
      GeneratedPuzzle p = gen.generate(SEED, index++, options).orElseThrow();
      grader.grade(p.puzzle(), p.solution(), false);
    }
    // bands: EASY..EXTREME by level of a RATED grade, then LOWER_BOUND (beyond the ladder)
    Band[] bands = new Band[Level.values().length + 1];
    for (int b = 0; b < bands.length; b++) {
      bands[b] = new Band();
    }
    long thinning = 0;
    long attempts = 0;
    long hits = 0;
    long hitGrades = 0;
    long missGrades = 0;
    long limit = (long) (seconds * 1e9);
    while (thinning + missGrades + hitGrades < limit) {
      long t0 = CPU.getCurrentThreadCpuTime();
      GeneratedPuzzle p = gen.generate(SEED, index++, options).orElseThrow();
      long t1 = CPU.getCurrentThreadCpuTime();
      Grade g = grader.grade(p.puzzle(), p.solution(), false);
      long t2 = CPU.getCurrentThreadCpuTime();
      attempts++;
      thinning += t1 - t0;
      int band = g.status() == Grade.Status.RATED ? g.level().ordinal() : bands.length - 1;
      bands[band].add(t2 - t1);
      if (EXTREME.admits(g)) {
        hits++;
        hitGrades += t2 - t1;
      } else {
        missGrades += t2 - t1;
      }
    }
    System.out.printf(
        Locale.ROOT,
        "%d attempts (full thinning, NONE), seed %d, %.1f CPU-s%n",
        attempts,
        SEED,
        (thinning + missGrades + hitGrades) / 1e9);
    System.out.printf(
        Locale.ROOT, "thinning: %.3f ms CPU per attempt%n", thinning / 1e6 / attempts);
    System.out.printf(
        Locale.ROOT,
        "%-12s %8s %8s %10s %10s %10s %12s%n",
        "band",
        "attempts",
        "share",
        "grade mean",
        "median",
        "p90",
        "grade share");
    long grades = missGrades + hitGrades;
    for (int b = 0; b < bands.length; b++) {
      Band x = bands[b];
      String name = b < Level.values().length ? Level.values()[b].name() : "LOWER_BOUND";
      System.out.printf(
          Locale.ROOT,
          "%-12s %8d %7.1f%% %8.3f ms %7.3f ms %7.3f ms %11.1f%%%n",
          name,
          x.n,
          100.0 * x.n / attempts,
          x.n == 0 ? 0 : x.total / 1e6 / x.n,
          x.quantileMillis(0.5),
          x.quantileMillis(0.9),
          100.0 * x.total / grades);
    }
    if (hits == 0) {
      System.out.println("no EXTREME puzzle in the sample: give more CPU-seconds");
      return 0;
    }
    double thinPerHit = thinning / 1e6 / hits;
    double missPerHit = missGrades / 1e6 / hits;
    double hitGrade = hitGrades / 1e6 / hits;
    double perHit = thinPerHit + missPerHit + hitGrade;
    System.out.printf(
        Locale.ROOT,
        "EXTREME (admitted by level(EXTREME)): 1 attempt in %.1f%n",
        attempts / (double) hits);
    System.out.printf(
        Locale.ROOT,
        "CPU per EXTREME puzzle, independent attempts: thinning %.1f ms"
            + " + grades of misses %.1f ms + its own grade %.1f ms = %.1f ms -> %.1f puzzles/CPU-s%n",
        thinPerHit,
        missPerHit,
        hitGrade,
        perHit,
        1000 / perHit);
    double oracle = thinning / 1e6 / attempts + hitGrade;
    System.out.printf(
        Locale.ROOT,
        "oracle bound (every attempt a hit): %.2f + %.1f ms -> %.1f" + " puzzles/CPU-s%n",
        thinning / 1e6 / attempts,
        hitGrade,
        1000 / oracle);
    return 0;
  }
}
