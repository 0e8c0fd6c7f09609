package dev.sudoku.bench;

import dev.sudoku.core.Grid;
import dev.sudoku.core.Solver;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
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

/**
 * Puzzles per second of {@link Solver#fast()} counting up to 2 solutions (solve + uniqueness),
 * over the first 1,000 puzzles of each shared benchmark set, shuffled with a fixed seed.
 *
 * <p>Run: {@code java -jar benchmarks/target/benchmarks.jar SolverBenchmark
 * -p dataDir=../shared/data/bench}. One operation is one whole pass over the sample, reported per
 * puzzle through {@link OperationsPerInvocation}.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class SolverBenchmark {
  static final int SAMPLE = 1000;

  @Param({"17-clue.txt", "magictour-top1465.txt", "forum-hardest-1905-se11plus.txt",
      "forum-hardest-1106.txt", "serg-multi-solution.txt"})
  public String file;

  @Param("../shared/data/bench")
  public String dataDir;

  private byte[][] puzzles;
  private final byte[] solution = new byte[Grid.CELLS];
  private final Solver solver = Solver.fast();

  @Setup
  public void load() throws IOException {
    List<byte[]> list = new ArrayList<>();
    for (String line : Files.readAllLines(Path.of(dataDir, file), StandardCharsets.UTF_8)) {
      String s = line.strip();
      if (s.length() >= Grid.CELLS && !s.startsWith("#")) {
        list.add(Grid.parse(s.substring(0, Grid.CELLS)).toBytes());
      }
      if (list.size() == SAMPLE) {
        break;
      }
    }
    Collections.shuffle(list, new Random(42));
    puzzles = list.toArray(new byte[0][]);
  }

  @Benchmark
  @OperationsPerInvocation(SAMPLE)
  public int countToTwo() {
    int total = 0;
    for (byte[] p : puzzles) {
      total += solver.count(p, 2, solution);
    }
    return total;
  }
}
