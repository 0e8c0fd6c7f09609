package dev.sudoku.bench;

import dev.sudoku.core.Grid;
import dev.sudoku.core.Solver;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * Puzzles per second of {@link Solver#fast()} on the shared benchmark sets, one thread.
 *
 * <ul>
 *   <li>{@code countToTwo}: {@code count(p, 2)}, solve plus uniqueness proof, the figure the
 *       solver's targets are stated in (tdoku's {@code --limit 2});
 *   <li>{@code countToOne}: {@code count(p, 1)}, solve only.
 * </ul>
 *
 * <p>Each set is sampled to its first {@value #SAMPLE} puzzles, shuffled with seed {@value #SEED}.
 * One operation is one puzzle ({@link OperationsPerInvocation}); an invocation always counts
 * exactly {@value #SAMPLE} puzzles, cycling through sets that hold fewer. The setup solves the
 * sample once, fails the run if any answer is wrong (a broken solver cannot post a score) and
 * prints the domain figures that do not depend on time: guesses per puzzle and the share solved
 * without guessing.
 *
 * <p>Build and run from the repository root:
 *
 * <pre>
 * mvn -B -q -pl benchmarks -am package -DskipTests
 * java -jar benchmarks/target/benchmarks.jar SolverBenchmark -wi 2 -i 3 -w 1 -r 2 \
 *     -p file=17-clue.txt
 * </pre>
 *
 * JMH measures wall time. On a shared machine, count thread CPU time instead with this class's
 * {@link #main} (the same measure as {@code sudoku bench}):
 *
 * <pre>
 * java -cp benchmarks/target/benchmarks.jar dev.sudoku.bench.SolverBenchmark [--limit 1|2]
 *     [--seconds S] [FILE...]
 * </pre>
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class SolverBenchmark {
  static final int SAMPLE = 1000;
  static final long SEED = 42;

  static final String[] FILES = {
    "17-clue.txt",
    "magictour-top1465.txt",
    "forum-hardest-1905-se11plus.txt",
    "forum-hardest-1106.txt",
    "serg-multi-solution.txt"
  };

  @Param({
    "17-clue.txt",
    "magictour-top1465.txt",
    "forum-hardest-1905-se11plus.txt",
    "forum-hardest-1106.txt",
    "serg-multi-solution.txt"
  })
  public String file;

  @Param("../shared/data/bench")
  public String dataDir;

  private byte[][] puzzles;
  private final byte[] solution = new byte[Grid.CELLS];
  private final Solver solver = Solver.fast();

  @Setup
  public void load() throws IOException {
    puzzles = read(Path.of(dataDir, file), SAMPLE);
    long[] stats = validate(solver, file, puzzles, 2);
    System.out.printf(
        "%n%s: %d puzzles validated; count(p, 2): %.2f guesses/puzzle, "
            + "%.1f%% solved without guessing%n",
        file,
        puzzles.length,
        (double) stats[0] / puzzles.length,
        100.0 * stats[1] / puzzles.length);
  }

  /** Up to {@code max} puzzles of a file, shuffled with {@link #SEED}. */
  static byte[][] read(Path path, int max) throws IOException {
    List<byte[]> list = new ArrayList<>();
    for (String line : Files.readAllLines(path, StandardCharsets.UTF_8)) {
      String s = line.strip();
      if (s.length() >= Grid.CELLS && !s.startsWith("#")) {
        list.add(Grid.parse(s.substring(0, Grid.CELLS)).toBytes());
      }
      if (list.size() == max) {
        break;
      }
    }
    if (list.isEmpty()) {
      throw new IllegalStateException("no puzzles in " + path);
    }
    Collections.shuffle(list, new Random(SEED));
    return list.toArray(new byte[0][]);
  }

  /**
   * Solves every puzzle once and fails on a wrong answer: 1 solution expected, 2 (the limit) in the
   * serg-multi-solution set. Returns {guesses, puzzles solved without guessing}.
   */
  static long[] validate(Solver solver, String file, byte[][] puzzles, int limit) {
    long guesses = 0;
    long withoutGuessing = 0;
    int expected = file.startsWith("serg-multi-solution") ? limit : 1;
    byte[] solution = new byte[Grid.CELLS];
    for (byte[] p : puzzles) {
      int n = solver.count(p, limit, solution);
      Grid puzzle = Grid.of(p);
      Grid solved = Grid.of(solution);
      if (n != expected || !solved.isSolved() || !solved.agreesWith(puzzle)) {
        throw new IllegalStateException(
            "wrong answer (" + n + " solutions) for " + puzzle.toLine());
      }
      guesses += solver.guesses();
      if (solver.solvedWithoutGuessing()) {
        withoutGuessing++;
      }
    }
    return new long[] {guesses, withoutGuessing};
  }

  /**
   * Puzzles per CPU-second of this thread, tdoku style: every file in full, shuffled, validated
   * during warm-up; then passes over each file for {@code --seconds} of CPU time, reporting the
   * median pass.
   */
  public static void main(String[] args) {
    BenchCli.main(new Main(), args);
  }

  /** The command line of {@link #main}, apart from the JMH state so JMH sees no extra fields. */
  @Command(
      name = "SolverBenchmark",
      description = {
        "Puzzles per CPU-second of one thread of Solver.fast(), tdoku style: every FILE in full,"
            + " shuffled, validated during two warm-up rounds; then passes over each file for"
            + " --seconds of thread CPU time and at least 3 passes, reporting the median pass, with"
            + " guesses per puzzle and the share solved without guessing. JMH (wall clock): java"
            + " -jar benchmarks/target/benchmarks.jar SolverBenchmark."
      },
      footer = "Figures: docs/solver.md (Speed), docs/benchmarks.md (Solver).")
  static final class Main implements Callable<Integer> {
    @Spec CommandSpec spec;

    @Option(
        names = "--limit",
        paramLabel = "1|2",
        defaultValue = "2",
        description =
            "count(p, LIMIT): 2 solves and proves uniqueness, 1 only solves."
                + " Default: ${DEFAULT-VALUE}.")
    int limit;

    @Option(
        names = "--seconds",
        paramLabel = "S",
        defaultValue = "3",
        description = "Thread CPU time per file, 0 or more. Default: ${DEFAULT-VALUE}.")
    double seconds;

    @Option(
        names = "--dir",
        paramLabel = "DIR",
        defaultValue = "../shared/data/bench",
        description = "The folder of the FILEs. Default: ${DEFAULT-VALUE}.")
    String dir;

    @Parameters(
        paramLabel = "FILE",
        arity = "0..*",
        description =
            "Puzzle files in DIR. Default: 17-clue.txt magictour-top1465.txt"
                + " forum-hardest-1905-se11plus.txt forum-hardest-1106.txt"
                + " serg-multi-solution.txt.")
    List<String> files = new ArrayList<>();

    @Override
    public Integer call() throws IOException {
      if (limit < 1 || limit > 2) {
        throw BenchCli.usage(spec, "--limit must be 1 or 2, was " + limit);
      }
      if (!(seconds >= 0)) {
        throw BenchCli.usage(spec, "--seconds must be 0 or more, was " + seconds);
      }
      measure(limit, seconds, dir, files);
      return 0;
    }
  }

  private static void measure(int limit, double seconds, String dir, List<String> files)
      throws IOException {
    if (files.isEmpty()) {
      files.addAll(List.of(FILES));
    }
    ThreadMXBean cpu = ManagementFactory.getThreadMXBean();
    Solver solver = Solver.fast();
    List<byte[][]> sets = new ArrayList<>();
    List<long[]> stats = new ArrayList<>();
    for (String f : files) {
      sets.add(read(Path.of(dir, f), Integer.MAX_VALUE));
    }
    for (int round = 0; round < 2; round++) { // warm-up: the JIT sees every kind of puzzle
      stats.clear();
      for (int k = 0; k < files.size(); k++) {
        stats.add(validate(solver, files.get(k), sets.get(k), limit));
      }
    }
    System.out.printf(
        "%s %s, %s; count(p, %d), one thread, CPU time%n",
        System.getProperty("java.vm.name"),
        System.getProperty("java.vm.version"),
        System.getProperty("os.arch"),
        limit);
    System.out.printf(
        "%-34s %9s %12s %9s %14s %9s%n",
        "file", "puzzles", "puzzles/s", "us/puzzle", "guesses/puzzle", "no guess");
    byte[] solution = new byte[Grid.CELLS];
    for (int k = 0; k < files.size(); k++) {
      byte[][] ps = sets.get(k);
      List<Double> rates = new ArrayList<>();
      long spent = 0;
      while (spent < seconds * 1e9 || rates.size() < 3) {
        long t0 = cpu.getCurrentThreadCpuTime();
        for (byte[] p : ps) {
          solver.count(p, limit, solution);
        }
        long t = cpu.getCurrentThreadCpuTime() - t0;
        spent += t;
        rates.add(ps.length / (t / 1e9));
      }
      Collections.sort(rates);
      double median = rates.get(rates.size() / 2);
      System.out.printf(
          "%-34s %9d %12.0f %9.2f %14.2f %8.1f%%%n",
          files.get(k),
          ps.length,
          median,
          1e6 / median,
          (double) stats.get(k)[0] / ps.length,
          100.0 * stats.get(k)[1] / ps.length);
    }
  }

  @Benchmark
  @OperationsPerInvocation(SAMPLE)
  public int countToTwo() {
    return run(2);
  }

  @Benchmark
  @OperationsPerInvocation(SAMPLE)
  public int countToOne() {
    return run(1);
  }

  private int run(int limit) {
    byte[][] ps = puzzles;
    int total = 0;
    for (int i = 0, k = 0; i < SAMPLE; i++, k = k + 1 == ps.length ? 0 : k + 1) {
      total += solver.count(ps[k], limit, solution);
    }
    return total;
  }
}
