package dev.sudoku.cli;

import dev.sudoku.core.Grid;
import dev.sudoku.generate.Difficulty;
import dev.sudoku.generate.GeneratorOptions;
import dev.sudoku.grade.Grader;
import dev.sudoku.grade.Level;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.locks.LockSupport;
import java.util.function.Supplier;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * How the parallel paths of the {@code sudoku} command scale from 1 to 16 threads: the ordered
 * {@link Pipeline} behind {@code solve}, {@code grade}, {@code canon} and {@code dedup}, on a file
 * whose hard puzzles are clustered, and targeted generation ({@link GenerationLoop}, what {@code
 * sudoku generate} runs).
 *
 * <p>Three tables:
 *
 * <ol>
 *   <li><b>Pipeline, simulated cores.</b> Every puzzle's grading cost is measured once (thread CPU
 *       time, one thread, after a warm-up pass); the real {@link Pipeline} then runs with workers
 *       that sleep for their puzzle's cost instead of grading. Sleeping threads do not compete for
 *       a core, so 16 workers on a 2-core machine behave as on 16 cores, and the figures depend on
 *       the machine only through its speed: wall time, speed-up and parallel efficiency against 1
 *       thread, and <em>idle while input remains</em>: the time worker threads spend outside a
 *       puzzle before the last puzzle of the input has been started, as a share of threads x that
 *       time (after it, a thread with nothing left is not idle for want of scheduling).
 *   <li><b>Pipeline, real grading</b> at the thread counts the machine has cores for: puzzles per
 *       second, parallel efficiency (rate at N / (N x rate at 1)), CPU per puzzle (the process's
 *       CPU time: extra CPU at more threads is overhead), and the same idle share.
 *   <li><b>Generation</b>: {@code count} puzzles of a level (default EXTREME) at each thread count:
 *       attempts per puzzle and their ratio to 1 thread (independent of the machine: a thread count
 *       that starts attempts it may throw away shows here), puzzles per second, parallel efficiency
 *       and CPU per puzzle.
 * </ol>
 *
 * The input is the two SE reference files of the shared data (1,721 puzzles, SE 1.2 to 9.x), sorted
 * by SE rating as published lists often are, and repeated {@code --copies} times (default 4: 6,884
 * puzzles, four clusters of hard puzzles each followed by easy ones). Outputs are checked (input
 * order kept, every puzzle delivered once).
 *
 * <p>In solver-core's bench source set because it drives the CLI's package-private {@code Pipeline}
 * and {@code GenerationLoop}. Run: {@code solver-core/bench scaling [--data DIR] [--copies N]
 * [--threads 1,2,4,8,16] [--real-threads 1,2] [--repeat N] [--count N] [--level L] [--seed S]
 * [--skip pipeline,real,generation]}; about 3 minutes on a quiet 2-core machine.
 */
@Command(
    name = "solver-core/bench scaling",
    abbreviateSynopsis = true,
    description = {
      "How the parallel paths of the sudoku command scale: the ordered Pipeline behind solve,"
          + " grade, canon and dedup on the two SE reference files sorted by rating (--copies"
          + " times), first with workers that sleep for each puzzle's measured grading cost"
          + " (simulated cores: wall time, speed-up, efficiency, idle share at each --threads),"
          + " then with real grading at --real-threads; and generation of --count puzzles of"
          + " --level at each --threads (attempts per puzzle, puzzles per second, CPU per"
          + " puzzle). About 3 minutes on a quiet 2-core machine."
    },
    footer = {
      "Figures: docs/cli.md (Output: the pipeline), docs/generator.md (Requests, threads and"
          + " attempts). See docs/benchmarks.md.",
      "Examples:",
      "  solver-core/bench scaling --skip real,generation",
      "  solver-core/bench scaling --skip pipeline --count 200"
    })
public final class ScalingBenchmark implements Callable<Integer> {
  private static final ThreadMXBean CPU = ManagementFactory.getThreadMXBean();

  /** Sleeping workers sleep in slices of at least this much, carrying the rest as a debt. */
  private static final long SLEEP_SLICE_NANOS = 2_000_000;

  private static final List<String> PARTS = List.of("pipeline", "real", "generation");

  @Spec CommandSpec spec;

  @Option(
      names = "--data",
      paramLabel = "DIR",
      description =
          "The shared data folder (reads ratings/se-reference-1200.csv and"
              + " ratings/se-reference-hard.csv). Default: the shared.data.dir property, else"
              + " ../shared/data.")
  Path data = Paths.get(defaultData());

  @Option(
      names = "--copies",
      paramLabel = "N",
      defaultValue = "4",
      description = "Copies of the sorted input, at least 1. Default: ${DEFAULT-VALUE}.")
  int copies;

  @Option(
      names = "--threads",
      paramLabel = "N",
      split = ",",
      defaultValue = "1,2,4,8,16",
      description =
          "Thread counts of the simulated pipeline and of generation. Default: ${DEFAULT-VALUE}.")
  int[] threads;

  @Option(
      names = "--real-threads",
      paramLabel = "N",
      split = ",",
      description =
          "Thread counts of the pipeline with real grading. Default: 1,2 (1 on one core).")
  int[] realThreads =
      Runtime.getRuntime().availableProcessors() >= 2 ? new int[] {1, 2} : new int[] {1};

  @Option(
      names = "--repeat",
      paramLabel = "N",
      defaultValue = "3",
      description = "Runs per thread count of the pipeline, at least 1. Default: ${DEFAULT-VALUE}.")
  int repeat;

  @Option(
      names = "--count",
      paramLabel = "N",
      defaultValue = "200",
      description = "Puzzles generated per thread count, at least 1. Default: ${DEFAULT-VALUE}.")
  int count;

  @Option(
      names = "--level",
      paramLabel = "L",
      defaultValue = "EXTREME",
      description =
          "Level of the generated puzzles: ${COMPLETION-CANDIDATES}. Default: ${DEFAULT-VALUE}.")
  Level level;

  @Option(
      names = "--seed",
      paramLabel = "S",
      defaultValue = "1",
      description = "Seed of generation. Default: ${DEFAULT-VALUE}.")
  long seed;

  @Option(
      names = "--skip",
      paramLabel = "PART",
      split = ",",
      description =
          "Parts not to run: pipeline (both pipeline tables), real (the real-grading table),"
              + " generation. Default: none.")
  List<String> skipped = new ArrayList<>();

  ScalingBenchmark() {}

  public static void main(String[] args) {
    BenchMain.main(new ScalingBenchmark(), args);
  }

  @Override
  public Integer call() throws IOException {
    for (String part : skipped) {
      if (!PARTS.contains(part)) {
        throw new ParameterException(
            spec.commandLine(), "--skip takes pipeline, real and generation, not '" + part + "'");
      }
    }
    for (int[] counts : new int[][] {threads, realThreads}) {
      for (int n : counts) {
        if (n < 1) {
          throw new ParameterException(
              spec.commandLine(), "thread counts must be at least 1, was " + n);
        }
      }
    }
    if (copies < 1 || repeat < 1 || count < 1) {
      throw new ParameterException(
          spec.commandLine(),
          "--copies, --repeat and --count must be at least 1, were "
              + copies
              + ", "
              + repeat
              + ", "
              + count);
    }
    List<String> args = spec.commandLine().getParseResult().originalArgs();
    System.out.println(
        "ScalingBenchmark: "
            + Machine.describe()
            + ", load average "
            + String.format(
                Locale.ROOT,
                "%.1f",
                ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage()));
    System.out.println("  solver-core/bench scaling " + String.join(" ", args));
    if (!skipped.contains("pipeline")) {
      pipeline(data, copies, threads, skipped.contains("real") ? new int[0] : realThreads, repeat);
    }
    if (!skipped.contains("generation")) {
      generation(level, count, seed, threads);
    }
    return 0;
  }

  // ---- pipeline ----

  /** One puzzle of the input: its text and its measured grading cost. */
  private record Item(String text, double rating, long costNanos) {}

  private static void pipeline(Path data, int copies, int[] threads, int[] real, int repeat)
      throws IOException {
    List<Item> puzzles = new ArrayList<>();
    for (String file : List.of("se-reference-1200.csv", "se-reference-hard.csv")) {
      List<String> lines =
          Files.readAllLines(data.resolve("ratings").resolve(file), StandardCharsets.UTF_8);
      for (String line : lines.subList(1, lines.size())) {
        String[] f = line.split(",");
        puzzles.add(new Item(f[0], Double.parseDouble(f[2]), 0));
      }
    }
    puzzles = measureCosts(puzzles);
    puzzles.sort(Comparator.comparingDouble(Item::rating));
    List<Item> input = new ArrayList<>();
    for (int c = 0; c < copies; c++) {
      input.addAll(puzzles);
    }
    long total = 0;
    long hardest = 0;
    for (Item i : input) {
      total += i.costNanos();
      hardest = Math.max(hardest, i.costNanos());
    }
    System.out.printf(
        Locale.ROOT,
        "%npipeline: grade %,d puzzles (SE reference files sorted by SE rating, %d copies);"
            + " grading CPU %.1f s in all, mean %.2f ms, hardest %.0f ms%n",
        input.size(),
        copies,
        total / 1e9,
        total / 1e6 / input.size(),
        hardest / 1e6);

    System.out.println(
        "\nsimulated cores (workers sleep each puzzle's measured cost; median of " + repeat + "):");
    System.out.printf(
        Locale.ROOT,
        "%8s %10s %9s %11s %28s%n",
        "threads",
        "wall s",
        "speed-up",
        "efficiency",
        "idle while input remains");
    double base = 0;
    for (int t : threads) {
      Run r = median(repeat, () -> run(input, t, () -> new Sleeper(input)));
      if (t == threads[0]) {
        base = r.wallNanos * (double) t;
      }
      System.out.printf(
          Locale.ROOT,
          "%8d %10.2f %9.2f %10.1f %% %27.2f %%%n",
          t,
          r.wallNanos / 1e9,
          base / r.wallNanos,
          100 * base / r.wallNanos / t,
          100 * r.idleShare);
    }
    if (real.length == 0) {
      return;
    }
    System.out.println(
        "\nreal grading (median of "
            + repeat
            + "; efficiency only means something up to the core count):");
    System.out.printf(
        Locale.ROOT,
        "%8s %12s %11s %16s %28s%n",
        "threads",
        "puzzles/s",
        "efficiency",
        "CPU ms/puzzle",
        "idle while input remains");
    double rate1 = 0;
    for (int t : real) {
      Run r = median(repeat, () -> run(input, t, Grading::new));
      double rate = input.size() / (r.wallNanos / 1e9);
      if (t == real[0]) {
        rate1 = rate / t;
      }
      System.out.printf(
          Locale.ROOT,
          "%8d %12.0f %10.1f %% %16.3f %27.2f %%%n",
          t,
          rate,
          100 * rate / (t * rate1),
          r.cpuNanos / 1e6 / input.size(),
          100 * r.idleShare);
    }
  }

  /** Grades every puzzle twice on this thread and keeps the second pass's CPU time. */
  private static List<Item> measureCosts(List<Item> puzzles) {
    Grader grader = new Grader();
    for (Item i : puzzles) {
      grader.grade(Grid.parse(i.text()));
    }
    List<Item> out = new ArrayList<>(puzzles.size());
    for (Item i : puzzles) {
      long t0 = CPU.getCurrentThreadCpuTime();
      grader.grade(Grid.parse(i.text()));
      out.add(new Item(i.text(), i.rating(), CPU.getCurrentThreadCpuTime() - t0));
    }
    return out;
  }

  /** What one pipeline run took. */
  private record Run(long wallNanos, double idleShare, long cpuNanos) {}

  private static Run median(int repeat, Supplier<Run> one) {
    List<Run> runs = new ArrayList<>();
    for (int i = 0; i < repeat; i++) {
      runs.add(one.get());
    }
    runs.sort(Comparator.comparingLong(Run::wallNanos));
    Run mid = runs.get(runs.size() / 2);
    double[] idle = runs.stream().mapToDouble(Run::idleShare).sorted().toArray();
    return new Run(mid.wallNanos, idle[idle.length / 2], mid.cpuNanos);
  }

  /**
   * Runs the pipeline over {@code input} on {@code threads} threads and measures, from the workers'
   * own start and end times, how long they were idle before the last puzzle started.
   */
  private static Run run(List<Item> input, int threads, Supplier<Pipeline.Worker<Long>> workers) {
    ConcurrentLinkedQueue<Timeline> timelines = new ConcurrentLinkedQueue<>();
    List<Entry> entries = new ArrayList<>(input.size());
    for (int i = 0; i < input.size(); i++) {
      entries.add(new Entry("bench", i + 1, i + 1, input.get(i).text(), null, null, i + 1));
    }
    long[] delivered = {0};
    Pipeline.Sink<Long> sink =
        new Pipeline.Sink<>() {
          @Override
          public void accept(Entry entry, Long result) {
            if (entry.number() != ++delivered[0] || result.longValue() != entry.number()) {
              throw new IllegalStateException("out of order: " + entry.number());
            }
          }

          @Override
          public void reject(Entry entry, String reason) {
            throw new IllegalStateException(entry.where() + ": " + reason);
          }
        };
    long cpu0 = processCpu();
    long start = System.nanoTime();
    new Pipeline<Long>(
            threads,
            () -> {
              Timeline t = new Timeline(workers.get());
              timelines.add(t);
              return t;
            })
        .run(entries.iterator(), sink);
    long end = System.nanoTime();
    long cpu = processCpu() - cpu0;
    if (delivered[0] != input.size()) {
      throw new IllegalStateException("delivered " + delivered[0] + " of " + input.size());
    }
    long lastStart = start;
    for (Timeline t : timelines) {
      lastStart = Math.max(lastStart, t.lastStart());
    }
    long busy = 0;
    for (Timeline t : timelines) {
      busy += t.busyBefore(lastStart);
    }
    long span = lastStart - start;
    double idle = span <= 0 ? 0 : 1 - busy / ((double) threads * span);
    return new Run(end - start, Math.max(0, idle), cpu);
  }

  private static long processCpu() {
    return ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean())
        .getProcessCpuTime();
  }

  /** A worker that records when each of its puzzles started and ended. One per thread. */
  private static final class Timeline implements Pipeline.Worker<Long> {
    private final Pipeline.Worker<Long> inner;
    private long[] times = new long[1024];
    private int n;

    Timeline(Pipeline.Worker<Long> inner) {
      this.inner = inner;
    }

    @Override
    public Long process(Entry entry) {
      long t0 = System.nanoTime();
      Long r = inner.process(entry);
      if (n + 2 > times.length) {
        times = Arrays.copyOf(times, 2 * times.length);
      }
      times[n++] = t0;
      times[n++] = System.nanoTime();
      return r;
    }

    long lastStart() {
      return n == 0 ? Long.MIN_VALUE : times[n - 2];
    }

    /** Time spent in puzzles up to {@code limit}. */
    long busyBefore(long limit) {
      long busy = 0;
      for (int i = 0; i < n; i += 2) {
        busy += Math.max(0, Math.min(times[i + 1], limit) - times[i]);
      }
      return busy;
    }
  }

  /** Sleeps each puzzle's measured cost, in slices of at least {@link #SLEEP_SLICE_NANOS}. */
  private static final class Sleeper implements Pipeline.Worker<Long> {
    private final List<Item> input;
    private long debt;

    Sleeper(List<Item> input) {
      this.input = input;
    }

    @Override
    public Long process(Entry entry) {
      debt += input.get((int) entry.number() - 1).costNanos();
      while (debt >= SLEEP_SLICE_NANOS) {
        long t0 = System.nanoTime();
        LockSupport.parkNanos(debt);
        debt -= System.nanoTime() - t0; // oversleeping is paid back by the next puzzles
      }
      return entry.number();
    }
  }

  /** Grades for real, as {@code sudoku grade} does (one grader per thread). */
  private static final class Grading implements Pipeline.Worker<Long> {
    private final Grader grader = new Grader();

    @Override
    public Long process(Entry entry) {
      grader.grade(Grid.parse(entry.text()));
      return entry.number();
    }
  }

  // ---- generation ----

  private static void generation(Level level, int count, long seed, int[] threads) {
    GeneratorOptions options = GeneratorOptions.defaults().withDifficulty(Difficulty.level(level));
    System.out.printf(
        Locale.ROOT,
        "%ngeneration: %d %s puzzles, seed %d, as sudoku generate runs them (GenerationLoop):%n",
        count,
        level,
        seed);
    System.out.printf(
        Locale.ROOT,
        "%8s %10s %11s %12s %12s %11s %16s%n",
        "threads",
        "attempts",
        "attempts/p",
        "vs 1 thread",
        "puzzles/s",
        "efficiency",
        "CPU ms/puzzle");
    // warm-up, so that the first row is not the one paying for the JIT
    GenerationLoop.run(
        seed + 1,
        Math.max(1, count / 10),
        options,
        1,
        Long.MAX_VALUE - 1,
        Long.MAX_VALUE,
        System::nanoTime,
        p -> {},
        () -> true);
    double perPuzzle1 = 0;
    double rate1 = 0;
    List<String> first = null;
    for (int t : threads) {
      List<String> got = new ArrayList<>();
      long cpu0 = processCpu();
      long start = System.nanoTime();
      GenerationLoop.Outcome o =
          GenerationLoop.run(
              seed,
              count,
              options,
              t,
              Long.MAX_VALUE - 1,
              Long.MAX_VALUE,
              System::nanoTime,
              p -> got.add(p.puzzle().toLine()),
              () -> true);
      long wall = System.nanoTime() - start;
      long cpu = processCpu() - cpu0;
      if (got.size() != count) {
        throw new IllegalStateException("generated " + got.size() + " of " + count);
      }
      if (first == null) {
        first = got;
      } else if (!first.equals(got)) {
        throw new IllegalStateException(t + " threads gave other puzzles than " + threads[0]);
      }
      double perPuzzle = o.attempts() / (double) count;
      double rate = count / (wall / 1e9);
      if (t == threads[0]) {
        perPuzzle1 = perPuzzle;
        rate1 = rate / t;
      }
      System.out.printf(
          Locale.ROOT,
          "%8d %10d %11.2f %11.1f %% %12.1f %10.1f %% %16.1f%n",
          t,
          o.attempts(),
          perPuzzle,
          100 * perPuzzle / perPuzzle1,
          rate,
          100 * rate / (t * rate1),
          cpu / 1e6 / count);
    }
  }

  // ---- arguments ----

  private static String defaultData() {
    String d = System.getProperty("shared.data.dir");
    return d != null ? d : "../shared/data";
  }
}
