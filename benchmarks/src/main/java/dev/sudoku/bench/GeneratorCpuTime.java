package dev.sudoku.bench;

import dev.sudoku.core.Solver;
import dev.sudoku.generate.Difficulty;
import dev.sudoku.generate.GeneratedPuzzle;
import dev.sudoku.generate.Generator;
import dev.sudoku.generate.GeneratorOptions;
import dev.sudoku.generate.Symmetry;
import dev.sudoku.grade.Grade;
import dev.sudoku.grade.Grader;
import dev.sudoku.grade.Level;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * Generator throughput per CPU-second of one thread, per difficulty target (the unit the
 * generator's targets are stated in: HoDoKu makes Easy 49/s, Medium 16/s, Hard 14/s, Unfair 7/s,
 * Extreme 9/s; the targets are ten times that). Measured with the thread's CPU clock, so the figure
 * stays meaningful on a loaded machine. Each case generates consecutive indices of a fixed seed for
 * a fixed CPU time after a warm-up, and checks every puzzle as it goes: its grade is admitted by
 * the request and an independent {@link Grader} gives the same grade (checking uniqueness with its
 * own solver), so the benchmark cannot count a wrong puzzle. The independent check is outside the
 * timed region.
 *
 * <p>Each case runs for the given CPU time and at least 150 puzzles (EXTREME: ~8 CPU-s).
 *
 * <p>Run (about 20 CPU-s; about 60 s wall on a loaded machine): {@code java -cp
 * benchmarks/target/benchmarks.jar dev.sudoku.bench.GeneratorCpuTime [CPU-seconds-per-case [CASE]]}
 * after {@code mvn -B -q -pl benchmarks -am package -DskipTests}; CASE runs only the cases whose
 * name contains it (e.g. {@code EXTREME}, {@code EXPERT}).
 */
@Command(
    name = "GeneratorCpuTime",
    description = {
      "Generator throughput in puzzles per CPU-second of one thread, per difficulty target"
          + " (untargeted, ROTATE_180 minimal, EASY, MEDIUM, HARD, rating 6.2.., HARD"
          + " ROTATE_180, EXPERT, EXTREME), with attempts, solver calls and clues per puzzle."
          + " Every puzzle is checked by an independent grader outside the timed region. Each"
          + " case runs CPU-SECONDS after a warm-up and at least 150 puzzles (EXTREME: ~8"
          + " CPU-s)."
    },
    footer = {
      "Figures: docs/generator.md (Figures per level), docs/benchmarks.md (Generator and"
          + " canonical form).",
      "Example: GeneratorCpuTime 8 EXTREME"
    })
public final class GeneratorCpuTime implements Callable<Integer> {
  private static final long SEED = 20261123L;

  /** Fewest puzzles measured per case, whatever the CPU time (see {@link #measure}). */
  private static final int MIN_PUZZLES = 150;

  private static final ThreadMXBean CPU = ManagementFactory.getThreadMXBean();

  @Spec CommandSpec spec;

  @Parameters(
      index = "0",
      arity = "0..1",
      paramLabel = "CPU-SECONDS",
      defaultValue = "1.5",
      description =
          "Thread CPU time per case (0: just the 150 puzzles). Default: ${DEFAULT-VALUE}.")
  double seconds;

  @Parameters(
      index = "1",
      arity = "0..1",
      paramLabel = "CASE",
      defaultValue = "",
      description =
          "Run only the cases whose name contains this, in any case, e.g. EXTREME or expert."
              + " Default: every case.")
  String only;

  GeneratorCpuTime() {}

  public static void main(String[] args) {
    BenchCli.main(new GeneratorCpuTime(), args);
  }

  /** The cases {@link #call} measures, in order; CASE picks among these names. */
  private static final List<String> CASES =
      List.of(
          "untargeted, NONE (minimal)",
          "untargeted, ROTATE_180 minimal",
          "level EASY",
          "level MEDIUM",
          "level HARD",
          "rating 6.2.. (lower bound ok)",
          "level HARD, ROTATE_180",
          "level EXPERT",
          "level EXTREME");

  @Override
  public Integer call() {
    if (!(seconds >= 0)) {
      throw BenchCli.usage(spec, "CPU-SECONDS must be 0 or more, was " + seconds);
    }
    if (CASES.stream().noneMatch(name -> selected(only, name))) {
      throw BenchCli.usage(
          spec, "no case name contains '" + only + "' (cases: " + String.join("; ", CASES) + ")");
    }
    GeneratorOptions base = GeneratorOptions.defaults();
    System.out.printf(
        Locale.ROOT,
        "%-34s %12s %10s %12s %8s %8s%n",
        "case (one thread)",
        "puzzles/CPU-s",
        "attempts/p",
        "solver calls/p",
        "clues",
        "puzzles");
    measure(only, "untargeted, NONE (minimal)", base, seconds);
    measure(
        only,
        "untargeted, ROTATE_180 minimal",
        base.withSymmetry(Symmetry.ROTATE_180).withMinimal(true),
        seconds);
    measure(only, "level EASY", base.withDifficulty(Difficulty.level(Level.EASY)), seconds);
    measure(only, "level MEDIUM", base.withDifficulty(Difficulty.level(Level.MEDIUM)), seconds);
    measure(only, "level HARD", base.withDifficulty(Difficulty.level(Level.HARD)), seconds);
    measure(
        only,
        "rating 6.2.. (lower bound ok)",
        base.withDifficulty(Difficulty.ratingAtLeast(6.2)),
        seconds);
    measure(
        only,
        "level HARD, ROTATE_180",
        base.withSymmetry(Symmetry.ROTATE_180).withDifficulty(Difficulty.level(Level.HARD)),
        seconds);
    measure(only, "level EXPERT", base.withDifficulty(Difficulty.level(Level.EXPERT)), seconds);
    measure(only, "level EXTREME", base.withDifficulty(Difficulty.level(Level.EXTREME)), seconds);
    return 0;
  }

  /** True when CASE {@code only} selects the case {@code name}: a substring, in any case. */
  private static boolean selected(String only, String name) {
    return name.toUpperCase(Locale.ROOT).contains(only.toUpperCase(Locale.ROOT));
  }

  private static void measure(String only, String name, GeneratorOptions options, double seconds) {
    if (!CASES.contains(name)) {
      throw new IllegalArgumentException("not in CASES: " + name);
    }
    if (!selected(only, name)) {
      return;
    }
    GeneratorBenchmark.CountingSolver solver = new GeneratorBenchmark.CountingSolver(Solver.fast());
    Generator gen = Generator.create(solver);
    Grader checker = new Grader();
    long index = 0;
    // warm-up: a quarter of the time, checked like the rest
    long warmEnd = CPU.getCurrentThreadCpuTime() + (long) (seconds * 0.25e9);
    while (CPU.getCurrentThreadCpuTime() < warmEnd) {
      check(options, gen.generate(SEED, index++, options).orElseThrow(), checker);
    }
    long puzzles = 0;
    long attempts = 0;
    long clues = 0;
    long cpu = 0;
    solver.calls = 0;
    long limit = (long) (seconds * 1e9);
    // rare levels: at least MIN_PUZZLES, else a few unlucky indices decide the figure (EXTREME
    // gave 17/s over ~25 puzzles at 47 attempts each; 19.5/s over ~195 at the true ~32)
    while (cpu < limit || puzzles < MIN_PUZZLES) {
      long t0 = CPU.getCurrentThreadCpuTime();
      GeneratedPuzzle p = gen.generate(SEED, index++, options).orElseThrow();
      cpu += CPU.getCurrentThreadCpuTime() - t0;
      check(options, p, checker);
      puzzles++;
      attempts += p.attempts();
      clues += p.clues();
    }
    System.out.printf(
        Locale.ROOT,
        "%-34s %12.0f %10.2f %12.1f %8.1f %8d%n",
        name,
        puzzles / (cpu / 1e9),
        attempts / (double) puzzles,
        solver.calls / (double) puzzles,
        clues / (double) puzzles,
        puzzles);
  }

  private static void check(GeneratorOptions options, GeneratedPuzzle p, Grader checker) {
    Grade mine = p.grade().orElse(null);
    Grade independent = checker.grade(p.puzzle());
    boolean ok =
        mine == null
            ? options.difficulty().isEmpty()
            : options.difficulty().orElseThrow().admits(independent) && mine.equals(independent);
    if (!ok || independent.status() == Grade.Status.MULTIPLE_SOLUTIONS) {
      throw new IllegalStateException("bad puzzle " + p.puzzle() + ": " + independent);
    }
  }
}
