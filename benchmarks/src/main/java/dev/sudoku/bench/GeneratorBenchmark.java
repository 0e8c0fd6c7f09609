package dev.sudoku.bench;

import dev.sudoku.core.Grid;
import dev.sudoku.core.Solver;
import dev.sudoku.generate.Difficulty;
import dev.sudoku.generate.GeneratedPuzzle;
import dev.sudoku.generate.Generator;
import dev.sudoku.generate.GeneratorOptions;
import dev.sudoku.generate.Symmetry;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Generator throughput on one thread: unique puzzles per second for a symmetry and the minimal
 * option (no filter), complete random grids per second, and solver calls per puzzle.
 *
 * <p>Run (about 50 s): {@code java -jar benchmarks/target/benchmarks.jar GeneratorBenchmark}.
 * Narrow with {@code -p symmetry=NONE -p minimal=true}; grids alone: {@code
 * GeneratorBenchmark.FullGrids}. {@code puzzles} is the primary score (ops/s = puzzles/s); the
 * {@code calls} and {@code puzzlesCounted} secondary scores are rates whose ratio is solver calls
 * per puzzle, also printed at the end of each trial with the share of generation time spent inside
 * the solver (timed with {@code System.nanoTime} around each call) and the rate per CPU-second of
 * the benchmark thread, which stays meaningful on a loaded machine where the wall-clock score does
 * not. Every puzzle is checked during the run (clue count within bounds), and each operation
 * generates a new index of a fixed seed, so the sequence is the same on every run.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 2, time = 2)
@Measurement(iterations = 3, time = 2)
@Fork(1)
public class GeneratorBenchmark {
  static final long SEED = 20261123L;
  private static final ThreadMXBean CPU = ManagementFactory.getThreadMXBean();

  @Param({"NONE", "ROTATE_180"})
  public String symmetry;

  @Param({"true", "false"})
  public boolean minimal;

  private CountingSolver solver;
  private Generator generator;
  private GeneratorOptions options;
  private long index;
  private long generatorNanos;
  private long cpuStart;

  /** Solver calls and puzzles, reported by JMH as rates; their ratio is calls per puzzle. */
  @State(Scope.Thread)
  @AuxCounters(AuxCounters.Type.OPERATIONS)
  public static class Counters {
    public long calls;
    public long puzzlesCounted;
  }

  @Setup(Level.Trial)
  public void setUp() {
    solver = new CountingSolver(Solver.fast());
    generator = Generator.create(solver);
    options =
        GeneratorOptions.defaults().withSymmetry(Symmetry.valueOf(symmetry)).withMinimal(minimal);
    // Validate before measuring: a unique puzzle, minimal when asked.
    GeneratedPuzzle p = generator.generate(SEED, Long.MAX_VALUE, options).orElseThrow();
    if (Solver.reference().count(p.puzzle(), 2) != 1
        || (minimal && !generator.isMinimal(p.puzzle()))) {
      throw new IllegalStateException("generator produced a bad puzzle: " + p.puzzle());
    }
    solver.calls = 0;
    solver.nanos = 0;
    cpuStart = CPU.getCurrentThreadCpuTime();
  }

  @TearDown(Level.Trial)
  public void report() {
    double cpuSeconds = (CPU.getCurrentThreadCpuTime() - cpuStart) / 1e9;
    System.out.printf(
        "%n[%s minimal=%s] %d puzzles, %.1f solver calls per puzzle, %.1f us per"
            + " puzzle of which %.1f%% in the solver; %.0f puzzles per CPU-second (warm-up"
            + " included)%n",
        symmetry,
        minimal,
        index,
        solver.calls / (double) Math.max(1, index),
        generatorNanos / 1e3 / Math.max(1, index),
        100.0 * solver.nanos / Math.max(1, generatorNanos),
        index / cpuSeconds);
  }

  /** One unique puzzle (minimal when {@code minimal}) per operation. */
  @Benchmark
  public GeneratedPuzzle puzzles(Counters counters) {
    long before = solver.calls;
    long start = System.nanoTime();
    GeneratedPuzzle p = generator.generate(SEED, index++, options).orElseThrow();
    generatorNanos += System.nanoTime() - start;
    if (p.clues() < 17 || p.clues() > 81) {
      throw new IllegalStateException("bad clue count " + p.clues());
    }
    counters.calls += solver.calls - before;
    counters.puzzlesCounted++;
    return p;
  }

  /**
   * Targeted generation: one puzzle of the given level per operation (graded, strategy chosen by
   * the level). Run: {@code java -jar benchmarks/target/benchmarks.jar GeneratorBenchmark.ByLevel};
   * per-CPU-second figures: {@link GeneratorCpuTime}.
   */
  @State(Scope.Thread)
  @BenchmarkMode(Mode.Throughput)
  @OutputTimeUnit(TimeUnit.SECONDS)
  @Warmup(iterations = 2, time = 2)
  @Measurement(iterations = 3, time = 2)
  @Fork(1)
  public static class ByLevel {
    @Param({"EASY", "MEDIUM", "HARD"})
    public String level;

    private final Generator generator = Generator.create();
    private GeneratorOptions options;
    private long index;

    @Setup(Level.Trial)
    public void setUp() {
      options =
          GeneratorOptions.defaults()
              .withDifficulty(Difficulty.level(dev.sudoku.grade.Level.valueOf(level)));
    }

    /** One puzzle of the level per operation; its grade is checked against the request. */
    @Benchmark
    public GeneratedPuzzle puzzle() {
      GeneratedPuzzle p = generator.generate(SEED, index++, options).orElseThrow();
      if (p.grade().orElseThrow().level() != dev.sudoku.grade.Level.valueOf(level)) {
        throw new IllegalStateException("wrong level: " + p.grade());
      }
      return p;
    }
  }

  /** Random complete grids per second (no parameters, so it runs once). */
  @State(Scope.Thread)
  @BenchmarkMode(Mode.Throughput)
  @OutputTimeUnit(TimeUnit.SECONDS)
  @Warmup(iterations = 2, time = 2)
  @Measurement(iterations = 3, time = 2)
  @Fork(1)
  public static class FullGrids {
    private final Generator generator = Generator.create();
    private final SplittableRandom rng = new SplittableRandom(SEED);

    /** One random complete grid per operation. */
    @Benchmark
    public Grid fill() {
      return generator.randomGrid(rng);
    }
  }

  /** Counts and times the solver calls the generator makes (count and the uniqueness search). */
  static final class CountingSolver implements Solver {
    private final Solver inner;
    long calls;
    long nanos;

    CountingSolver(Solver inner) {
      this.inner = inner;
    }

    @Override
    public int count(Grid puzzle, int limit) {
      calls++;
      return inner.count(puzzle, limit);
    }

    @Override
    public int count(byte[] cells, int limit, byte[] solution) {
      calls++;
      long start = System.nanoTime();
      int n = inner.count(cells, limit, solution);
      nanos += System.nanoTime() - start;
      return n;
    }

    @Override
    public boolean hasSolutionDifferingAt(byte[] cells, byte[] known, int[] at) {
      calls++;
      long start = System.nanoTime();
      boolean other = inner.hasSolutionDifferingAt(cells, known, at);
      nanos += System.nanoTime() - start;
      return other;
    }

    @Override
    public Grid solution() {
      return inner.solution();
    }

    @Override
    public long guesses() {
      return inner.guesses();
    }

    @Override
    public long enumerate(Grid puzzle, long cap, Consumer<Grid> sink) {
      return inner.enumerate(puzzle, cap, sink);
    }
  }
}
