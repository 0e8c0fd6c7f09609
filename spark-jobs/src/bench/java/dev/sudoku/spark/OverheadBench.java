package dev.sudoku.spark;

import static org.apache.spark.sql.functions.col;

import dev.sudoku.generate.Difficulty;
import dev.sudoku.generate.GeneratedPuzzle;
import dev.sudoku.generate.Generator;
import dev.sudoku.generate.GeneratorOptions;
import dev.sudoku.generate.Request;
import dev.sudoku.grade.Level;
import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeoutException;
import java.util.function.Supplier;
import java.util.function.ToDoubleFunction;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SaveMode;
import org.apache.spark.sql.SparkSession;

/**
 * Measures what Spark costs on top of the per-puzzle work: the same input, analyzed by a plain
 * single-threaded Java loop and by the grade job's path on Spark, in one JVM.
 *
 * <p>Both sides do the same work per puzzle: read the line, split the CSV fields, run one {@link
 * PuzzleAnalyzer} (parse, solve with uniqueness check, compare with the archive's solution, grade)
 * and count rows per status and level. The Spark side is the grade job without its output: {@link
 * ArchiveReader#read} (with its line numbering, per-partition analyzers and row writers) ending in
 * a write, as the job's is, but to Spark's {@code noop} sink, with the job's progress listener
 * registered. That both sides did the same work is checked once, after the measured rounds, by an
 * unmeasured grouped count (rows per status and level). Neither side writes files, so the figure is
 * Spark's overhead, not Parquet's.
 *
 * <p>What is compared is the <b>steady state</b> of a long-lived process (a job that grades many
 * archives in one session, or one huge archive), not a one-shot JVM: Spark's first query in a
 * process loads and compiles Spark SQL (13–15 CPU-s) and its next tens of queries still JIT-compile
 * Spark's per-query code (serialization of task binaries, closure cleaning, Catalyst, Hadoop
 * configuration copies), which no 200,000-row job amortizes. So:
 *
 * <ol>
 *   <li><b>warm-up</b>, printed, not compared: the loop until its JIT is quiet, then Spark until
 *       its JIT is quiet: the compiler threads used less than {@link Settings#jitQuietPercent} % of
 *       the last round's CPU (its JIT drain included), after at least {@link #MIN_SPARK_WARM} Spark
 *       rounds, with {@link Settings#smallQueries} small queries before each one after the first.
 *       If that is not reached within {@link Settings#warmMaxSeconds} (per side) the result is
 *       flagged NOT STEADY (the measured rounds then include JIT work);
 *   <li><b>measured rounds</b>: loop, Spark, loop, Spark, ... ({@link Settings#rounds} each), so
 *       the machine's speed drift over minutes (~10 % seen on the shared VM) hits both sides alike;
 *       the <b>medians</b> are compared.
 * </ol>
 *
 * <p>CPU of a round: whatever the JVM does because of it. After each round the benchmark waits,
 * idle, until the JIT compiler threads are quiet, and adds their CPU and the collector's in that
 * wait to the round (so compilations triggered by a Spark round are Spark's, not charged to the
 * next loop round). Spark's rounds count the whole process ({@code getProcessCpuTime}: task
 * threads, driver, JIT, GC); the loop's count its own thread, the JIT and the GC only, not the idle
 * Spark session's threads that live beside it (a plain loop JVM has none): the comparison leans
 * against Spark, never for it. Each round is printed with its CPU split by thread group ({@link
 * ThreadCpu}) and Spark's with a task timeline ({@link TaskTimeline}).
 *
 * <p>Optionally a diagnostic third side, the <b>control</b> ({@link #control}): the loop's code on
 * {@link Settings#controlThreads} plain threads of this JVM, measured between the loop and Spark in
 * each alternation and reported apart, never in the verdict. It splits Spark's extra work into what
 * any two busy threads in one JVM cost and what Spark's own per-row path costs.
 *
 * <p>Acceptance: Spark's CPU at most 1.10x the loop's; its wall time, with two cores, at most 0.55x
 * the loop's.
 */
public final class OverheadBench {
  static final double MAX_CPU_RATIO = 1.10;
  static final double MAX_WALL_RATIO = 0.55;

  /** Spark warm-up rounds at least: the first pays Spark SQL's start-up compilation. */
  static final int MIN_SPARK_WARM = 3;

  /** Longest idle wait for the JIT queue to drain after a round. */
  private static final long DRAIN_MAX_NANOS = 15_000_000_000L;

  private OverheadBench() {}

  /** Where the benchmark's puzzles come from. */
  public enum Workload {
    /** The rows of an archive (default: the Kaggle 1m sample), repeated. */
    ARCHIVE,
    /** Puzzles from {@link Generator}, an equal number per requested level, repeated. */
    GENERATED
  }

  /**
   * How a comparison runs.
   *
   * @param rounds measured rounds of each side (alternating)
   * @param jitQuietPercent warm-up ends when the JIT used less than this share of the last warm
   *     round's CPU
   * @param warmMaxSeconds longest warm-up of each side (then: NOT STEADY)
   * @param smallQueries Spark queries over the file's first sixteenth before each Spark warm-up
   *     round after the first ({@link #smallQueries}); 0 for none
   * @param controlThreads diagnostic, not part of the acceptance: 0 for none, else a third side
   *     measured between the loop and Spark, the plain loop on this many threads of this JVM
   *     ({@link #control})
   * @param controlFreshEvery the control's threads build a fresh analyzer every this many rows
   *     (Spark builds one per partition); 0 for one per thread and round, as the loop
   */
  public record Settings(
      int rounds,
      double jitQuietPercent,
      double warmMaxSeconds,
      int smallQueries,
      int controlThreads,
      long controlFreshEvery) {
    public Settings {
      if (rounds < 1) {
        throw new IllegalArgumentException("rounds must be at least 1, was " + rounds);
      }
      if (controlThreads < 0 || controlFreshEvery < 0) {
        throw new IllegalArgumentException("control threads and rows must not be negative");
      }
    }

    /** Without the diagnostic control side. */
    public Settings(int rounds, double jitQuietPercent, double warmMaxSeconds, int smallQueries) {
      this(rounds, jitQuietPercent, warmMaxSeconds, smallQueries, 0, 0);
    }
  }

  /**
   * One round.
   *
   * @param cpu the process's CPU over the round, plus the JIT's and GC's while the JIT queue
   *     drained after it
   * @param workCpuSeconds CPU of the threads doing the puzzles: Spark's task threads, or the loop's
   *     own thread
   * @param loop a loop round: its counted CPU leaves out threads other than its own, JIT and GC
   * @param counts rows per status and per level ({@code level:EASY}, ...)
   */
  public record Measure(
      String name,
      long rows,
      double wallSeconds,
      ThreadCpu cpu,
      double workCpuSeconds,
      boolean loop,
      Map<String, Long> counts,
      long classes,
      String timeline) {
    /** The CPU compared (see the class comment). */
    double cpuSeconds() {
      return loop && !Double.isNaN(cpu.jit()) ? workCpuSeconds + cpu.jit() + cpu.gc() : cpu.total();
    }

    /** Share of the counted CPU spent by the JIT compiler threads. */
    double jitShare() {
      return Double.isNaN(cpu.jit()) ? 0 : cpu.jit() / cpuSeconds();
    }

    /** The drain's JIT and GC CPU added. */
    Measure plus(ThreadCpu drained) {
      if (Double.isNaN(drained.jit())) {
        return this;
      }
      ThreadCpu c =
          new ThreadCpu(
              cpu.total() + drained.jit() + drained.gc(),
              cpu.tasks(),
              cpu.jit() + drained.jit(),
              cpu.gc() + drained.gc());
      return new Measure(
          name, rows, wallSeconds, c, workCpuSeconds, loop, counts, classes, timeline);
    }
  }

  /**
   * A whole comparison: warm-up rounds (not compared) and measured rounds of each side.
   *
   * @param steady both warm-ups ended with a quiet JIT
   */
  public record Result(
      String input,
      long rows,
      List<Measure> loopWarm,
      List<Measure> sparkWarm,
      List<Measure> loop,
      List<Measure> spark,
      boolean steady,
      double loadBefore,
      double loadAfter,
      List<Measure> control) {
    /** Without the diagnostic control side. */
    public Result(
        String input,
        long rows,
        List<Measure> loopWarm,
        List<Measure> sparkWarm,
        List<Measure> loop,
        List<Measure> spark,
        boolean steady,
        double loadBefore,
        double loadAfter) {
      this(input, rows, loopWarm, sparkWarm, loop, spark, steady, loadBefore, loadAfter, List.of());
    }

    static double median(List<Measure> runs, ToDoubleFunction<Measure> f) {
      double[] v = runs.stream().mapToDouble(f).sorted().toArray();
      int n = v.length;
      return n % 2 == 1 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
    }

    /** Median Spark CPU over median loop CPU (measured rounds). */
    public double cpuRatio() {
      return median(spark, Measure::cpuSeconds) / median(loop, Measure::cpuSeconds);
    }

    /** Median Spark wall time over median loop wall time (measured rounds). */
    public double wallRatio() {
      return median(spark, Measure::wallSeconds) / median(loop, Measure::wallSeconds);
    }

    /** Both ratios within the acceptance. */
    public boolean pass() {
      return cpuRatio() <= MAX_CPU_RATIO && wallRatio() <= MAX_WALL_RATIO;
    }
  }

  /**
   * Writes {@code rows} puzzles (the source's puzzles repeated) to a {@code puzzle,solution} CSV.
   */
  static Path prepare(Path source, long rows, Path target) throws IOException {
    List<String> records = new ArrayList<>();
    try (BufferedReader in = Files.newBufferedReader(source, StandardCharsets.UTF_8)) {
      String first = in.readLine();
      CsvLayout layout =
          first != null && CsvLayout.looksLikeHeader(first)
              ? CsvLayout.detect(first, null, null)
              : null;
      String line = layout == null ? first : in.readLine();
      for (; line != null; line = in.readLine()) {
        if (line.isBlank() || line.startsWith("#")) {
          continue;
        }
        List<String> f = layout == null ? List.of() : CsvLayout.split(line);
        if (f.size()
            <= Math.max(
                layout == null ? 0 : layout.puzzleColumn(),
                layout == null ? 0 : layout.solutionColumn())) {
          records.add(line.strip().replace(",", " ") + ","); // kept: both sides rate it INVALID
        } else {
          records.add(
              f.get(layout.puzzleColumn())
                  + ","
                  + (layout.solutionColumn() >= 0 ? f.get(layout.solutionColumn()) : ""));
        }
      }
    }
    if (records.isEmpty()) {
      throw new IllegalArgumentException(source + ": no puzzles");
    }
    return write(records, rows, target);
  }

  /**
   * Writes {@code rows} puzzles to a {@code puzzle,solution} CSV: for each level, the generator's
   * puzzles of that level (default options, {@code Difficulty.level}) at indices {@code
   * 0..perLevel-1} of {@code seed}; the levels interleaved (one of each in turn, so every task gets
   * the same mix), the whole repeated. Same seed, same file.
   */
  static Path generate(long seed, List<Level> levels, int perLevel, long rows, Path target)
      throws IOException {
    int threads = Math.max(1, Runtime.getRuntime().availableProcessors());
    List<List<GeneratedPuzzle>> byLevel = new ArrayList<>();
    for (Level level : levels) {
      byLevel.add(
          Generator.run(
                  Request.of(
                      seed,
                      perLevel,
                      GeneratorOptions.defaults().withDifficulty(Difficulty.level(level))),
                  threads)
              .puzzles());
    }
    List<String> records = new ArrayList<>();
    for (int i = 0; records.size() < levels.size() * perLevel; i++) {
      boolean any = false;
      for (List<GeneratedPuzzle> ps : byLevel) {
        if (i < ps.size()) {
          records.add(ps.get(i).puzzle().toLine() + "," + ps.get(i).solution().toLine());
          any = true;
        }
      }
      if (!any) {
        break;
      }
    }
    if (records.isEmpty()) {
      throw new IllegalArgumentException("the generator gave no puzzle for " + levels);
    }
    return write(records, rows, target);
  }

  private static Path write(List<String> records, long rows, Path target) throws IOException {
    try (BufferedWriter out = Files.newBufferedWriter(target, StandardCharsets.UTF_8)) {
      out.write("puzzle,solution\n");
      for (long i = 0; i < rows; i++) {
        out.write(records.get((int) (i % records.size())));
        out.write('\n');
      }
    }
    return target;
  }

  /** The plain loop over a file written by {@link #prepare} or {@link #generate}. */
  static Measure loop(Path file, String name) throws IOException {
    long classes0 = loadedClasses();
    ThreadCpu cpu0 = ThreadCpu.now();
    long thread0 = ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime();
    long wall0 = System.nanoTime();
    Map<String, Long> counts = new TreeMap<>();
    // the control's routine with one part of one: the loop and the control share every line
    long rows = controlPart(file, 0, 1, 0, counts);
    double wall = (System.nanoTime() - wall0) / 1e9;
    double work = (ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime() - thread0) / 1e9;
    ThreadCpu cpu = ThreadCpu.now().minus(cpu0);
    return new Measure(name, rows, wall, cpu, work, true, counts, loadedClasses() - classes0, null);
  }

  /**
   * Diagnostic control (not part of the acceptance): the plain loop's work on {@code threads}
   * threads of this JVM, no Spark involved. Thread {@code k} takes the lines whose number is {@code
   * k} modulo {@code threads} (every thread reads the whole file; the skipped lines cost one {@code
   * readLine} each). Each thread owns its analyzer, a fresh one every {@code freshEvery} of its
   * rows if that is positive (Spark builds one per partition). The work CPU is the sum of the
   * threads' own CPU, so with one thread and {@code freshEvery} 0 it is the loop's. Tells JVM-level
   * costs of two busy threads (shared allocation, GC, caches) and of fresh analyzers apart from
   * Spark's.
   */
  static Measure control(Path file, String name, int threads, long freshEvery) throws IOException {
    long classes0 = loadedClasses();
    ThreadCpu cpu0 = ThreadCpu.now();
    long wall0 = System.nanoTime();
    long[] rows = new long[threads];
    long[] cpu = new long[threads];
    List<Map<String, Long>> counts = new ArrayList<>();
    IOException[] failure = new IOException[threads];
    Thread[] workers = new Thread[threads];
    for (int k = 0; k < threads; k++) {
      int part = k;
      counts.add(new TreeMap<>());
      workers[k] =
          new Thread(
              () -> {
                long t0 = ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime();
                try {
                  rows[part] = controlPart(file, part, threads, freshEvery, counts.get(part));
                } catch (IOException e) {
                  failure[part] = e;
                }
                cpu[part] = ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime() - t0;
              },
              "bench-control-" + k);
      workers[k].start();
    }
    long total = 0;
    long work = 0;
    Map<String, Long> merged = new TreeMap<>();
    for (int k = 0; k < threads; k++) {
      try {
        workers[k].join();
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new IllegalStateException("interrupted while waiting for " + workers[k], e);
      }
      if (failure[k] != null) {
        throw failure[k];
      }
      total += rows[k];
      work += cpu[k];
      counts.get(k).forEach((key, v) -> merged.merge(key, v, Long::sum));
    }
    double wall = (System.nanoTime() - wall0) / 1e9;
    return new Measure(
        name,
        total,
        wall,
        ThreadCpu.now().minus(cpu0),
        work / 1e9,
        true,
        merged,
        loadedClasses() - classes0,
        null);
  }

  private static long controlPart(
      Path file, int part, int threads, long freshEvery, Map<String, Long> counts)
      throws IOException {
    PuzzleAnalyzer analyzer = new PuzzleAnalyzer("line", false);
    long rows = 0;
    String source = file.toString();
    try (BufferedReader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
      in.readLine();
      long lineNumber = 1;
      for (String line = in.readLine(); line != null; line = in.readLine()) {
        lineNumber++;
        if (lineNumber % threads != part) {
          continue;
        }
        if (freshEvery > 0 && rows > 0 && rows % freshEvery == 0) {
          analyzer = new PuzzleAnalyzer("line", false);
        }
        analyzeLine(analyzer, source, lineNumber, line, counts);
        rows++;
      }
    }
    return rows;
  }

  /**
   * The grade job's path over the file without its output: read, number lines, analyze, write to
   * the {@code noop} sink. Its rows are the input records the listener counted.
   */
  static Measure spark(SparkSession spark, Path file, String name) throws IOException {
    ProgressListener listener = new ProgressListener();
    TaskTimeline timeline = new TaskTimeline();
    spark.sparkContext().addSparkListener(listener);
    spark.sparkContext().addSparkListener(timeline);
    long classes0 = loadedClasses();
    ThreadCpu cpu0 = ThreadCpu.now();
    long start = System.currentTimeMillis();
    long wall0 = System.nanoTime();
    listener.begin(0, null, false);

    List<InputFile> files =
        InputFile.resolve(
            List.of(file.toString()), null, null, spark.sparkContext().hadoopConfiguration());
    GradeConfig config = GradeConfig.of(List.of(file.toString()), "unused");
    ArchiveReader.Analyzed analyzed = ArchiveReader.read(spark, files, config);
    analyzed.rows().write().format("noop").mode(SaveMode.Overwrite).save();
    double wall = (System.nanoTime() - wall0) / 1e9;
    ThreadCpu cpu = ThreadCpu.now().minus(cpu0);
    long end = System.currentTimeMillis();
    // Drain first: task-end events still queued when the listener stops counting are lost (seen:
    // 243,894 of 250,000 input records counted over 20 small queries on a loaded machine).
    try {
      spark.sparkContext().listenerBus().waitUntilEmpty();
    } catch (TimeoutException e) {
      throw new IllegalStateException("Spark's listener bus did not drain", e);
    }
    listener.end(null);
    spark.sparkContext().removeSparkListener(listener);
    spark.sparkContext().removeSparkListener(timeline);
    // Input records: every line read, the CSV header included.
    return new Measure(
        name,
        listener.records() - 1,
        wall,
        cpu,
        listener.taskCpuSeconds(),
        false,
        Map.of(),
        loadedClasses() - classes0,
        timeline.summary(start, end, spark.sparkContext().defaultParallelism()));
  }

  /**
   * Rows per status and level of the same Spark path, for the check that both sides did the same
   * work: a separate query after the measured runs (a grouped count is a shuffle the job does not
   * have; an observation within the measured runs cost ~3 % of the task CPU).
   */
  static Map<String, Long> sparkCounts(SparkSession spark, Path file) throws IOException {
    List<InputFile> files =
        InputFile.resolve(
            List.of(file.toString()), null, null, spark.sparkContext().hadoopConfiguration());
    ArchiveReader.Analyzed analyzed =
        ArchiveReader.read(spark, files, GradeConfig.of(List.of(file.toString()), "unused"));
    Map<String, Long> counts = new TreeMap<>();
    for (Row r : analyzed.rows().groupBy(col("status"), col("level")).count().collectAsList()) {
      counts.merge(r.getString(0), r.getLong(2), Long::sum);
      if (!r.isNullAt(1)) {
        counts.merge("level:" + r.getString(1), r.getLong(2), Long::sum);
      }
    }
    return counts;
  }

  /** One round of either side, with the drain after it ({@link #drainJit}). */
  @FunctionalInterface
  interface Round {
    Measure run(String name) throws IOException;
  }

  /**
   * Runs the whole comparison on {@code file} (see the class comment): warm-ups, then alternating
   * measured rounds, then the agreement check.
   *
   * @param sessionFactory builds the Spark session, before the first round (so every round, the
   *     loop's too, runs beside the same idle session)
   */
  public static Result run(
      String input,
      Path file,
      Settings settings,
      Supplier<SparkSession> sessionFactory,
      PrintStream log)
      throws IOException {
    double loadBefore = load();
    Path small = null;
    try (SparkSession session = sessionFactory.get()) {
      String master = session.sparkContext().master();
      Round loopRound = name -> loop(file, name).plus(drainJit());
      Round sparkRound = name -> spark(session, file, name).plus(drainJit());
      List<Measure> loopWarm = new ArrayList<>();
      List<Measure> sparkWarm = new ArrayList<>();
      boolean steady = warm("loop", loopRound, null, 1, settings, loopWarm, log);
      long rows = loopWarm.get(0).rows();
      Round queries = null;
      if (settings.smallQueries() > 0) {
        small = head(file, Math.max(1, rows / 16));
        Path smallFile = small;
        queries =
            name ->
                smallQueries(session, smallFile, settings.smallQueries(), name).plus(drainJit());
      }
      steady &=
          warm("spark " + master, sparkRound, queries, MIN_SPARK_WARM, settings, sparkWarm, log);
      Round controlRound =
          settings.controlThreads() == 0
              ? null
              : name ->
                  control(file, name, settings.controlThreads(), settings.controlFreshEvery())
                      .plus(drainJit());
      if (controlRound != null) {
        // Its code is the loop's, already compiled: one round to compile its thread's frames.
        log.println(format(controlRound.run(controlName(settings) + " warm-up")));
      }
      List<Measure> loop = new ArrayList<>();
      List<Measure> spark = new ArrayList<>();
      List<Measure> control = new ArrayList<>();
      for (int i = 1; i <= settings.rounds(); i++) {
        loop.add(measured(loopRound, "loop round " + i, rows, log));
        if (controlRound != null) {
          control.add(measured(controlRound, controlName(settings) + " round " + i, rows, log));
        }
        spark.add(measured(sparkRound, "spark " + master + " round " + i, rows, log));
      }
      for (Measure c : control) {
        if (!c.counts().equals(loopWarm.get(0).counts())) {
          throw new IllegalStateException(
              "the control and the loop disagree: "
                  + c.counts()
                  + " vs "
                  + loopWarm.get(0).counts());
        }
      }
      Map<String, Long> counts = sparkCounts(session, file);
      if (!counts.equals(loopWarm.get(0).counts())) {
        throw new IllegalStateException(
            "Spark and the loop disagree: " + counts + " vs " + loopWarm.get(0).counts());
      }
      log.println("check: Spark's rows per status and level equal the loop's " + counts);
      return new Result(
          input, rows, loopWarm, sparkWarm, loop, spark, steady, loadBefore, load(), control);
    } finally {
      if (small != null) {
        Files.deleteIfExists(small);
      }
    }
  }

  /** The control side's name in the log: {@code ctrl 2 threads} (fresh analyzer every N). */
  static String controlName(Settings s) {
    return "ctrl "
        + s.controlThreads()
        + (s.controlThreads() == 1 ? " thread" : " threads")
        + (s.controlFreshEvery() > 0 ? " fresh/" + s.controlFreshEvery() : "");
  }

  /** The header and the first {@code rows} rows of {@code file}, in a file beside it. */
  static Path head(Path file, long rows) throws IOException {
    Path target = file.resolveSibling("head-" + rows + "-" + file.getFileName());
    try (BufferedReader in = Files.newBufferedReader(file, StandardCharsets.UTF_8);
        BufferedWriter out = Files.newBufferedWriter(target, StandardCharsets.UTF_8)) {
      String line = in.readLine();
      for (long i = 0; line != null && i <= rows; i++, line = in.readLine()) {
        out.write(line);
        out.write('\n');
      }
    }
    return target;
  }

  /**
   * {@code n} Spark queries over a small file, as one warm-up step: the driver's per-query code
   * (planning, closure cleaning, task serialization, scheduling) is JIT-compiled by the number of
   * queries, not of rows, so small queries bring it to its steady state in seconds where full-size
   * rounds take minutes. The full-size warm-up rounds still decide when it is quiet.
   */
  static Measure smallQueries(SparkSession session, Path small, int n, String name)
      throws IOException {
    ThreadCpu cpu0 = ThreadCpu.now();
    long wall0 = System.nanoTime();
    long rows = 0;
    double work = 0;
    for (int k = 0; k < n; k++) {
      Measure m = spark(session, small, name);
      rows += m.rows();
      work += m.workCpuSeconds();
    }
    return new Measure(
        name + " (" + n + " queries)",
        rows,
        (System.nanoTime() - wall0) / 1e9,
        ThreadCpu.now().minus(cpu0),
        work,
        false,
        Map.of(),
        0,
        null);
  }

  /**
   * Warm-up rounds of one side until its JIT is quiet in the last round, or until {@code
   * warmMaxSeconds}; at least {@code min} rounds either way.
   *
   * @return true when the JIT became quiet
   */
  static boolean warm(
      String side,
      Round round,
      Round between,
      int min,
      Settings settings,
      List<Measure> out,
      PrintStream log)
      throws IOException {
    long deadline = System.nanoTime() + (long) (settings.warmMaxSeconds() * 1e9);
    for (int i = 1; ; i++) {
      if (between != null && i > 1) {
        log.println(format(between.run(side + " warm-up queries " + (i - 1))));
      }
      Measure m = round.run(side + " warm-up " + i);
      out.add(m);
      log.println(
          format(m)
              + String.format(
                  Locale.ROOT, "%n%27sJIT %.1f %% of this round's CPU", "", 100 * m.jitShare()));
      if (i >= min && m.jitShare() * 100 < settings.jitQuietPercent()) {
        log.printf(Locale.ROOT, "%s: JIT quiet after %d warm-up rounds%n", side, i);
        return true;
      }
      if (i >= min && System.nanoTime() > deadline) {
        log.printf(
            Locale.ROOT,
            "NOT STEADY: %s's JIT still used %.1f %% of the CPU of its last "
                + "warm-up round after --warm-max-seconds %.0f; the measured rounds include JIT "
                + "work%n",
            side,
            100 * m.jitShare(),
            settings.warmMaxSeconds());
        return false;
      }
    }
  }

  private static Measure measured(Round round, String name, long rows, PrintStream log)
      throws IOException {
    Measure m = round.run(name);
    log.println(format(m));
    if (m.rows() != rows) {
      throw new IllegalStateException(
          name + " read " + m.rows() + " rows, the first loop round " + rows);
    }
    return m;
  }

  /**
   * Waits, idle, until the JIT compiler threads used less than 5 ms of CPU over 250 ms (their queue
   * is empty), at most {@link #DRAIN_MAX_NANOS}.
   *
   * @return what the process spent meanwhile
   */
  static ThreadCpu drainJit() {
    ThreadCpu start = ThreadCpu.now();
    if (Double.isNaN(start.jit())) {
      return start.minus(start);
    }
    long deadline = System.nanoTime() + DRAIN_MAX_NANOS;
    double last = start.jit();
    while (System.nanoTime() < deadline) {
      try {
        Thread.sleep(250);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        break;
      }
      double now = ThreadCpu.now().jit();
      if (now - last < 0.005) {
        break;
      }
      last = now;
    }
    return ThreadCpu.now().minus(start);
  }

  static String format(Measure m) {
    return String.format(
        Locale.ROOT,
        "%-26s %,9d rows  wall %6.2f s  CPU %6.2f s: work %5.2f, "
            + "JIT %5.2f, GC %4.2f, other %5.2f%s  (%d classes loaded)%s",
        m.name(),
        m.rows(),
        m.wallSeconds(),
        m.cpuSeconds(),
        m.workCpuSeconds(),
        m.cpu().jit(),
        m.cpu().gc(),
        m.cpu().total() - m.workCpuSeconds() - m.cpu().jit() - m.cpu().gc(),
        m.loop() ? " not counted" : "",
        m.classes(),
        m.timeline() == null ? "" : "\n" + " ".repeat(27) + m.timeline());
  }

  /** The summary: medians of the measured rounds, ratios, verdict. */
  static String verdict(Result r) {
    StringBuilder b = new StringBuilder();
    b.append(
        String.format(
            Locale.ROOT,
            "input: %s, %,d rows; counts %s%n",
            r.input(),
            r.rows(),
            r.loopWarm().get(0).counts()));
    b.append(
        String.format(
            Locale.ROOT,
            "warm-up: loop %d rounds, spark %d rounds: %s%n",
            r.loopWarm().size(),
            r.sparkWarm().size(),
            r.steady()
                ? "JIT quiet (steady state)"
                : "NOT STEADY (JIT not quiet within --warm-max-seconds)"));
    b.append(
        String.format(
            Locale.ROOT,
            "medians over %d alternating measured rounds of each side"
                + "%n%-6s %8s %8s %8s %8s %8s %8s%n",
            r.spark().size(),
            "",
            "wall s",
            "CPU s",
            "work s",
            "JIT s",
            "GC s",
            "other s"));
    for (List<Measure> side : List.of(r.loop(), r.spark())) {
      b.append(
          String.format(
              Locale.ROOT,
              "%-6s %8.2f %8.2f %8.2f %8.2f %8.2f %8.2f%s%n",
              side == r.loop() ? "loop" : "spark",
              Result.median(side, Measure::wallSeconds),
              Result.median(side, Measure::cpuSeconds),
              Result.median(side, Measure::workCpuSeconds),
              Result.median(side, m -> m.cpu().jit()),
              Result.median(side, m -> m.cpu().gc()),
              Result.median(
                  side, m -> m.cpu().total() - m.workCpuSeconds() - m.cpu().jit() - m.cpu().gc()),
              side == r.loop()
                  ? "  (other: the idle Spark session's threads, " + "not counted)"
                  : ""));
    }
    b.append(
        String.format(
            Locale.ROOT,
            "CPU  spark/loop = %.3f (acceptance <= %.2f: %s)%n"
                + "wall spark/loop = %.3f (acceptance <= %.2f: %s)%n"
                + "work spark/loop = %.3f (task threads' CPU over the loop thread's)%n"
                + "verdict: %s%s; load average %.2f before, %.2f after (2 cores: above ~0.5 the figures "
                + "are disturbed)%n",
            r.cpuRatio(),
            MAX_CPU_RATIO,
            r.cpuRatio() <= MAX_CPU_RATIO ? "PASS" : "FAIL",
            r.wallRatio(),
            MAX_WALL_RATIO,
            r.wallRatio() <= MAX_WALL_RATIO ? "PASS" : "FAIL",
            Result.median(r.spark(), Measure::workCpuSeconds)
                / Result.median(r.loop(), Measure::workCpuSeconds),
            r.pass() ? "PASS" : "FAIL",
            r.steady() ? "" : " (NOT STEADY)",
            r.loadBefore(),
            r.loadAfter()));
    if (!r.control().isEmpty()) {
      b.append(
          String.format(
              Locale.ROOT,
              "diagnostic (not part of the verdict): control %s: "
                  + "median wall %.2f s, work %.2f s; work ctrl/loop = %.3f, work spark/ctrl = %.3f%n",
              r.control().get(0).name().replaceAll(" round \\d+$", ""),
              Result.median(r.control(), Measure::wallSeconds),
              Result.median(r.control(), Measure::workCpuSeconds),
              Result.median(r.control(), Measure::workCpuSeconds)
                  / Result.median(r.loop(), Measure::workCpuSeconds),
              Result.median(r.spark(), Measure::workCpuSeconds)
                  / Result.median(r.control(), Measure::workCpuSeconds)));
    }
    return b.toString();
  }

  private static long loadedClasses() {
    return ManagementFactory.getClassLoadingMXBean().getTotalLoadedClassCount();
  }

  private static double load() {
    return ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
  }

  /** The per-row work of the loop and of the control, one CSV line: the same code for both. */
  private static void analyzeLine(
      PuzzleAnalyzer analyzer,
      String source,
      long lineNumber,
      String line,
      Map<String, Long> counts) {
    List<String> f = CsvLayout.split(line);
    Row r = analyzer.analyze(source, lineNumber, f.get(0).strip(), f.size() > 1 ? f.get(1) : null);
    counts.merge(r.getString(GradedPuzzleSchema.STATUS), 1L, Long::sum);
    String level = r.getString(GradedPuzzleSchema.LEVEL);
    if (level != null) {
      counts.merge("level:" + level, 1L, Long::sum);
    }
  }
}
