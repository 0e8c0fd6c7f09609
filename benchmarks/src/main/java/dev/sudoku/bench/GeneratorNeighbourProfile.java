package dev.sudoku.bench;

import dev.sudoku.core.Grid;
import dev.sudoku.core.Solver;
import dev.sudoku.generate.GeneratedPuzzle;
import dev.sudoku.generate.Generator;
import dev.sudoku.generate.GeneratorOptions;
import dev.sudoku.grade.Grade;
import dev.sudoku.grade.Grader;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * Does local search around near-misses find 8.0+ puzzles more cheaply than independent attempts?
 * Hard-puzzle hunters search the neighbourhood of hard puzzles; this harness measures, before any
 * generator is built on it, P(neighbour rates 8.0+ | parent's rating band) and the CPU per 8.0+
 * puzzle it implies.
 *
 * <p>Parents are what an EXTREME request tries: fully thinned attempts of consecutive indices of a
 * fixed seed (default options: no symmetry, thinned as far as uniqueness allows), each graded
 * exactly. Every parent rated 6.0 to 7.9 gets {@code K} neighbours of each kind:
 *
 * <ul>
 *   <li>{@code -1+1}: one clue removed, one empty cell given its solution digit;
 *   <li>{@code -1+1 rethin}: the same, then thinned to minimal again in a random order;
 *   <li>{@code -2+2}: two clues removed, two cells added.
 * </ul>
 *
 * A candidate neighbour that is not unique (bitboard solver, limit 2) is redrawn, up to 200 times.
 * Every unique neighbour is graded exactly; a hit is an exact rating of 8.0 or more (or a lower
 * bound, which is 8.0+ by construction). The CPU of a neighbour is its draws, uniqueness checks,
 * thinning and grade.
 *
 * <p>The decisive figure is the last table: CPU per 8.0+ puzzle of a policy that grades every
 * attempt and then tries K neighbours of each parent from band B up, against independent attempts
 * (the first row) measured on the same parents in the same run. Both sides grade fully (no miss
 * cut-off), so the ratio is what compares, not the absolute rate.
 *
 * <p>Run: {@code java -cp benchmarks/target/benchmarks.jar
 * dev.sudoku.bench.GeneratorNeighbourProfile [CPU-seconds [K [seed]]]} (defaults 60, 6, 20261126)
 * after {@code mvn -B -q -pl benchmarks -am package -DskipTests}.
 */
public final class GeneratorNeighbourProfile {
  private static final ThreadMXBean CPU = ManagementFactory.getThreadMXBean();
  private static final String[] BANDS = {"< 6.0", "6.0-6.9", "7.0-7.4", "7.5-7.9", ">= 8.0"};
  private static final String[] KINDS = {"-1+1", "-1+1 rethin", "-2+2"};
  private static final int HIT = 4;
  private static final int DRAWS = 200;

  private final Solver solver = Solver.fast();
  private final byte[] scratch = new byte[Grid.CELLS];
  private final SplittableRandom random;

  private GeneratorNeighbourProfile(long seed) {
    random = new SplittableRandom(seed);
  }

  private static int band(Grade g) {
    if (!g.isRated() || g.er() >= 8.0) {
      return HIT;
    }
    return g.er() >= 7.5 ? 3 : g.er() >= 7.0 ? 2 : g.er() >= 6.0 ? 1 : 0;
  }

  private boolean unique(byte[] cells) {
    return solver.count(cells, 2, scratch) == 1;
  }

  /** A unique neighbour with {@code k} clues moved, or null after {@link #DRAWS} draws. */
  private byte[] neighbour(byte[] parent, byte[] solution, int k) {
    for (int draw = 0; draw < DRAWS; draw++) {
      byte[] p = parent.clone();
      for (int j = 0; j < k; j++) {
        int c;
        do {
          c = random.nextInt(Grid.CELLS);
        } while (p[c] == 0 || parent[c] == 0);
        p[c] = 0;
      }
      for (int j = 0; j < k; j++) {
        int d;
        do {
          d = random.nextInt(Grid.CELLS);
        } while (p[d] != 0 || parent[d] != 0);
        p[d] = solution[d];
      }
      if (unique(p)) {
        return p;
      }
    }
    return null;
  }

  /** Removes every clue whose removal keeps the puzzle unique, in a random order. */
  private void rethin(byte[] p) {
    int[] order = new int[Grid.CELLS];
    int n = 0;
    for (int i = 0; i < Grid.CELLS; i++) {
      if (p[i] != 0) {
        order[n++] = i;
      }
    }
    for (int i = n - 1; i > 0; i--) {
      int j = random.nextInt(i + 1);
      int x = order[i];
      order[i] = order[j];
      order[j] = x;
    }
    for (int i = 0; i < n; i++) {
      byte v = p[order[i]];
      p[order[i]] = 0;
      if (!unique(p)) {
        p[order[i]] = v;
      }
    }
  }

  public static void main(String[] args) {
    BenchCli.main(new Main(), args);
  }

  /** The command line of {@link #main}. */
  @Command(
      name = "GeneratorNeighbourProfile",
      description = {
        "Does local search around near-misses find 8.0+ puzzles more cheaply than independent"
            + " attempts? Fully thinned attempts of a fixed seed are graded; every parent rated"
            + " 6.0 to 7.9 gets K neighbours of each kind (-1+1, -1+1 rethin, -2+2), each graded."
            + " Prints P(neighbour rates 8.0+ | parent's band) and the CPU per 8.0+ puzzle of each"
            + " policy against independent attempts, in thread CPU time."
      },
      footer = "Figures: docs/generator.md (EXTREME (>= 8.0): where the CPU goes).")
  static final class Main implements Callable<Integer> {
    @Spec CommandSpec spec;

    @Parameters(
        index = "0",
        arity = "0..1",
        paramLabel = "CPU-SECONDS",
        defaultValue = "60",
        description = "Thread CPU time to spend; more than 0. Default: ${DEFAULT-VALUE}.")
    double seconds;

    @Parameters(
        index = "1",
        arity = "0..1",
        paramLabel = "K",
        defaultValue = "6",
        description = "Neighbours of each kind per parent, 0 or more. Default: ${DEFAULT-VALUE}.")
    int k;

    @Parameters(
        index = "2",
        arity = "0..1",
        paramLabel = "SEED",
        defaultValue = "20261126",
        description = "Seed of the attempts and of the neighbours. Default: ${DEFAULT-VALUE}.")
    long seed;

    @Override
    public Integer call() {
      if (!(seconds > 0) || k < 0) {
        throw BenchCli.usage(
            spec, "CPU-SECONDS must be more than 0 and K 0 or more, were " + seconds + ", " + k);
      }
      new GeneratorNeighbourProfile(seed).run(seconds, k, seed);
      return 0;
    }
  }

  private void run(double seconds, int k, long seed) {
    Generator gen = Generator.create();
    Grader grader = new Grader();
    GeneratorOptions options = GeneratorOptions.defaults();
    long[] parents = new long[BANDS.length];
    long[][] neighbours = new long[BANDS.length][KINDS.length];
    long[][] hits = new long[BANDS.length][KINDS.length];
    long[][] cpu = new long[BANDS.length][KINDS.length];
    long[][] parentsWithHit = new long[BANDS.length][KINDS.length];
    long parentCpu = 0;
    long index = 0;
    long end = CPU.getCurrentThreadCpuTime() + (long) (seconds * 1e9);
    while (CPU.getCurrentThreadCpuTime() < end) {
      long t0 = CPU.getCurrentThreadCpuTime();
      GeneratedPuzzle gp = gen.generate(seed, index++, options).orElseThrow();
      int b = band(grader.grade(gp.puzzle(), gp.solution(), false));
      parentCpu += CPU.getCurrentThreadCpuTime() - t0;
      parents[b]++;
      if (b == 0 || b == HIT) {
        continue;
      }
      byte[] parent = gp.puzzle().toBytes();
      byte[] solution = gp.solution().toBytes();
      for (int kind = 0; kind < KINDS.length; kind++) {
        boolean any = false;
        for (int i = 0; i < k; i++) {
          long s0 = CPU.getCurrentThreadCpuTime();
          byte[] n = neighbour(parent, solution, kind == 2 ? 2 : 1);
          if (n != null) {
            if (kind == 1) {
              rethin(n);
            }
            neighbours[b][kind]++;
            if (band(grader.grade(Grid.of(n), gp.solution(), false)) == HIT) {
              hits[b][kind]++;
              any = true;
            }
          }
          cpu[b][kind] += CPU.getCurrentThreadCpuTime() - s0;
        }
        if (any) {
          parentsWithHit[b][kind]++;
        }
      }
    }
    System.out.printf(
        Locale.ROOT,
        "%d attempts, seed %d, K = %d, thinning + grade %.3f ms CPU per attempt%n",
        index,
        seed,
        k,
        parentCpu / 1e6 / index);
    System.out.printf(
        Locale.ROOT,
        "%-8s %8s %7s | %-12s %10s %8s %7s %13s %12s%n",
        "parent",
        "attempts",
        "share",
        "neighbour",
        "neighbours",
        "8.0+",
        "P",
        "parents w/hit",
        "ms/neighbour");
    for (int b = 0; b < BANDS.length; b++) {
      System.out.printf(
          Locale.ROOT, "%-8s %8d %6.2f%%%n", BANDS[b], parents[b], 100.0 * parents[b] / index);
      for (int kind = 0; b > 0 && b < HIT && kind < KINDS.length; kind++) {
        long n = Math.max(1, neighbours[b][kind]);
        System.out.printf(
            Locale.ROOT,
            "%26s %-12s %10d %8d %6.1f%% %12.1f%% %12.2f%n",
            "",
            KINDS[kind],
            neighbours[b][kind],
            hits[b][kind],
            100.0 * hits[b][kind] / n,
            100.0 * parentsWithHit[b][kind] / Math.max(1, parents[b]),
            cpu[b][kind] / 1e6 / n);
      }
    }
    if (parents[HIT] == 0) {
      System.out.println("no 8.0+ attempt in the sample: give more CPU-seconds");
      return;
    }
    System.out.printf(
        Locale.ROOT,
        "CPU per 8.0+ puzzle: independent attempts %.1f ms%n",
        parentCpu / 1e6 / parents[HIT]);
    for (int kind = 0; kind < KINDS.length; kind++) {
      for (int from = 1; from < HIT; from++) {
        long total = parentCpu;
        long found = parents[HIT];
        for (int b = from; b < HIT; b++) {
          total += cpu[b][kind];
          found += hits[b][kind];
        }
        System.out.printf(
            Locale.ROOT,
            "  + %-12s of parents %-8s and up: %.1f ms (%.2fx independent)%n",
            KINDS[kind],
            BANDS[from],
            total / 1e6 / found,
            (total / (double) found) / (parentCpu / (double) parents[HIT]));
      }
    }
  }
}
