package dev.sudoku.bench;

import dev.sudoku.canon.Canonicalizer;
import dev.sudoku.canon.Transformation;
import dev.sudoku.core.Grid;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
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
import picocli.CommandLine.Mixin;

/**
 * Grids per second of {@link Canonicalizer#canonicalize} on one thread, over the first 1,000 grids
 * of a sample, each scrambled by a random {@link Transformation} (seed 42) so the input is not
 * already in minlex form (the 17-clue list is published minlex).
 *
 * <p>Samples: {@code 17-clue} (bench/17-clue.txt), {@code kaggle} (puzzles of
 * archives/kaggle-1m-sample.csv) and {@code kaggle-solutions} (its complete solution grids). Setup
 * checks that every scrambled grid gets the same form as the original.
 *
 * <p>Run: {@code java -jar benchmarks/target/benchmarks.jar CanonicalizerBenchmark -p
 * dataDir=../shared/data}. One operation is one pass over the sample, reported per grid through
 * {@link OperationsPerInvocation}.
 *
 * <p>JMH reports wall-clock throughput, which a busy shared machine distorts. {@link #main} gives
 * grids per CPU-second of the measuring thread instead: {@code java -cp
 * benchmarks/target/benchmarks.jar dev.sudoku.bench.CanonicalizerBenchmark ../shared/data}.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class CanonicalizerBenchmark {
  static final int SAMPLE = 1000;

  @Param({"17-clue", "kaggle", "kaggle-solutions"})
  public String sample;

  @Param("../shared/data")
  public String dataDir;

  private byte[][] grids;
  private final byte[] out = new byte[Grid.CELLS];
  private final Canonicalizer canonicalizer = new Canonicalizer();

  @Setup
  public void load() throws IOException {
    List<Grid> list = new ArrayList<>();
    boolean kaggle = sample.startsWith("kaggle");
    Path file =
        kaggle
            ? Path.of(dataDir, "archives", "kaggle-1m-sample.csv")
            : Path.of(dataDir, "bench", "17-clue.txt");
    int column = sample.equals("kaggle-solutions") ? 82 : 0;
    for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
      String s = line.strip();
      if (s.length() >= column + Grid.CELLS && !s.startsWith("#") && !s.startsWith("quizzes")) {
        list.add(Grid.parse(s.substring(column, column + Grid.CELLS)));
      }
      if (list.size() == SAMPLE) {
        break;
      }
    }
    SplittableRandom rnd = new SplittableRandom(42);
    grids = new byte[list.size()][];
    for (int i = 0; i < grids.length; i++) {
      Grid original = list.get(i);
      Grid scrambled = Transformation.random(rnd).apply(original);
      if (!canonicalizer.canonical(scrambled).equals(canonicalizer.canonical(original))) {
        throw new IllegalStateException("canonical form differs for an isomorph of " + original);
      }
      grids[i] = scrambled.toBytes();
    }
  }

  /**
   * Prints grids per CPU-second for each sample: 10 passes, the first 3 as warm-up.
   *
   * @param args the data folder, {@code ../shared/data} by default; {@code --help} for usage
   */
  public static void main(String[] args) {
    BenchCli.main(new Main(), args);
  }

  /** The command line of {@link #main}, apart from the JMH state so JMH sees no extra fields. */
  @Command(
      name = "CanonicalizerBenchmark",
      description = {
        "Grids per CPU-second of one thread of Canonicalizer.canonicalize (minlex), on the first"
            + " 1,000 grids of each sample (17-clue, Kaggle puzzles, Kaggle solutions), each"
            + " scrambled by a random transformation (seed 42): 10 passes, the first 3 as"
            + " warm-up. JMH (wall clock): java -jar benchmarks/target/benchmarks.jar"
            + " CanonicalizerBenchmark -p dataDir=../shared/data."
      },
      footer =
          "Figures: docs/canonical.md (Speed), docs/benchmarks.md (Generator and canonical form).")
  static final class Main implements Callable<Integer> {
    @Mixin SharedDataDir dataDir;

    @Override
    public Integer call() throws IOException {
      ThreadMXBean threads = ManagementFactory.getThreadMXBean();
      for (String sample : new String[] {"17-clue", "kaggle", "kaggle-solutions"}) {
        CanonicalizerBenchmark b = new CanonicalizerBenchmark();
        b.sample = sample;
        b.dataDir = dataDir.path.toString();
        b.load();
        long cpu = 0;
        int measured = 0;
        for (int pass = 0; pass < 10; pass++) {
          long start = threads.getCurrentThreadCpuTime();
          b.canonicalize();
          if (pass >= 3) {
            cpu += threads.getCurrentThreadCpuTime() - start;
            measured += b.grids.length;
          }
        }
        System.out.printf("%-17s %,10.0f grids per CPU-second%n", sample, measured / (cpu / 1e9));
      }
      return 0;
    }
  }

  @Benchmark
  @OperationsPerInvocation(SAMPLE)
  public int canonicalize() {
    int sum = 0;
    for (byte[] g : grids) {
      canonicalizer.canonicalize(g, out);
      sum += out[80];
    }
    return sum;
  }
}
