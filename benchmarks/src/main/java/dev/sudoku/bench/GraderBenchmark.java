package dev.sudoku.bench;

import dev.sudoku.core.Grid;
import dev.sudoku.core.Solver;
import dev.sudoku.grade.Grade;
import dev.sudoku.grade.Grader;
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
 * Grades per second of {@link Grader} on one thread, over {@value #SAMPLE} puzzles of each file
 * (shuffled with a fixed seed):
 *
 * <ul>
 *   <li>{@code rate}: the grading loop alone, given the known unique solution ({@link
 *       Grader#grade(Grid, Grid, boolean)}), what a pipeline that already solved the archive pays;
 *   <li>{@code gradeWithUniqueness}: {@link Grader#grade(Grid)}, which first counts solutions with
 *       {@link Solver#fast()}, what {@code sudoku grade} pays per puzzle.
 * </ul>
 *
 * <p>{@code se-reference-1200.csv} is restricted to puzzles SE rates 5.7 or less (the part of the
 * scale without chains: singles to BUG); setup checks that our ER equals SE's on every one of them,
 * so the benchmark cannot measure a broken grader.
 *
 * <p>{@code chains} is the chain part of the scale: the 703 puzzles of both reference files that SE
 * rates 6.2 to 9.x (every one checked against SE's ER at setup). Its results are per invocation of
 * 800 nominal operations over 703 puzzles: multiply by 800/703 for grades per second ({@link
 * GraderCpuTime} reports that set exactly, in CPU time).
 *
 * <p>Run: {@code java -jar benchmarks/target/benchmarks.jar GraderBenchmark -p
 * dataDir=../shared/data}. Results are per puzzle ({@link OperationsPerInvocation}).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class GraderBenchmark {
  static final int SAMPLE = 800;

  /** A shared file, or "chains": both SE reference files restricted to SE 6.2 to 9.x. */
  @Param({"ratings/se-reference-1200.csv", "archives/kaggle-1m-sample.csv", "chains"})
  public String file;

  @Param("../shared/data")
  public String dataDir;

  private Grid[] puzzles;
  private Grid[] solutions;
  private int count;
  private final Grader grader = new Grader();

  @Setup
  public void load() throws IOException {
    Grid[][] sample =
        file.equals("chains") ? chainSample(dataDir) : sample(Path.of(dataDir, file), SAMPLE);
    puzzles = sample[0];
    solutions = sample[1];
    count = Math.min(SAMPLE, puzzles.length);
  }

  /**
   * Up to {@code max} puzzles of a shared file with their solutions, shuffled with seed 42: {@code
   * [0]} puzzles, {@code [1]} solutions. SE reference files keep only ratings up to 5.7 and are
   * checked against SE's ER.
   */
  static Grid[][] sample(Path path, int max) throws IOException {
    return sample(new Path[] {path}, max, 0, 5.7);
  }

  /**
   * The chain part of the scale: every puzzle of both SE reference files that SE rates 6.2 to 9.x
   * (703), with solutions, shuffled with seed 42, each checked against SE's ER.
   */
  static Grid[][] chainSample(String dataDir) throws IOException {
    return sample(
        new Path[] {
          Path.of(dataDir, "ratings/se-reference-1200.csv"),
          Path.of(dataDir, "ratings/se-reference-hard.csv")
        },
        Integer.MAX_VALUE,
        6.2,
        9.95);
  }

  /**
   * Up to {@code max} puzzles of shared files with their solutions, shuffled with seed 42. SE
   * reference files keep only ratings in [minEr, maxEr] and are checked against SE's ER.
   */
  static Grid[][] sample(Path[] paths, int max, double minEr, double maxEr) throws IOException {
    Grader grader = new Grader();
    List<Grid[]> rows = new ArrayList<>();
    Solver solver = Solver.reference();
    for (Path path : paths) {
      List<String> lines = Files.readAllLines(path, StandardCharsets.UTF_8);
      boolean reference = path.getFileName().toString().contains("se-reference");
      for (String line : lines.subList(1, lines.size())) {
        String[] f = line.split(",", -1);
        Grid puzzle = Grid.parse(f[0]);
        if (reference) {
          double er = Double.parseDouble(f[2]);
          if (er < minEr - 1e-9 || er > maxEr + 1e-9) {
            continue;
          }
          solver.count(puzzle, 1);
          Grid solution = solver.solution();
          Grade g = grader.grade(puzzle, solution, false);
          if (Math.abs(g.er() - er) > 0.05) {
            throw new IllegalStateException("ER differs from SE on " + f[0] + ": " + g);
          }
          rows.add(new Grid[] {puzzle, solution});
        } else {
          rows.add(new Grid[] {puzzle, Grid.parse(f[1])});
        }
        if (rows.size() == max) {
          break;
        }
      }
    }
    if (max != Integer.MAX_VALUE && rows.size() < max) {
      throw new IllegalStateException("only " + rows.size() + " puzzles in " + paths[0]);
    }
    Collections.shuffle(rows, new Random(42));
    int n = rows.size();
    Grid[][] out = new Grid[2][n];
    for (int i = 0; i < n; i++) {
      out[0][i] = rows.get(i)[0];
      out[1][i] = rows.get(i)[1];
    }
    return out;
  }

  @Benchmark
  @OperationsPerInvocation(SAMPLE)
  public double rate() {
    double sum = 0;
    for (int i = 0; i < count; i++) {
      sum += grader.grade(puzzles[i], solutions[i], false).er();
    }
    return sum;
  }

  @Benchmark
  @OperationsPerInvocation(SAMPLE)
  public double gradeWithUniqueness() {
    double sum = 0;
    for (int i = 0; i < count; i++) {
      sum += grader.grade(puzzles[i]).er();
    }
    return sum;
  }
}
