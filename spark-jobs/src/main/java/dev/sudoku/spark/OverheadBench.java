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
 * single-threaded Java loop and by the grade job's path on Spark.
 *
 * <p>Both sides do the same work per puzzle: read the line, split the CSV fields, run one
 * {@link PuzzleAnalyzer} (parse, solve with uniqueness check, compare with the archive's
 * solution, grade) and count rows per status and level. The Spark side is the grade job without
 * its output: {@link ArchiveReader#read} (with its line-numbering scan, per-partition analyzers
 * and row writers) ending in a write, as the job's is, but to Spark's {@code noop} sink, with the
 * job's progress listener registered. That both sides did the same work is checked once, after
 * the measured runs, by an unmeasured grouped count (rows per status and level). Neither side writes files, so the figure is Spark's overhead, not Parquet's.
 *
 * <p>Fairness: both sides run {@code runs} times in one JVM, and the first run of each is only a
 * warm-up (the loop's JIT-compiles the analyzer; Spark's also loads and compiles Spark SQL, ~15
 * CPU-s, once per process). Compared are the <b>medians over the runs after the first</b>. The
 * loop runs first, alone, on one core; whatever the JVM does beside it (JIT, GC) runs on the
 * idle second core and costs it no wall time, but counts in its CPU, as Spark's does.
 *
 * <p>CPU is the whole process's ({@code getProcessCpuTime}: every thread, JIT and GC included)
 * over each run; for the diagnosis it is split by thread group ({@link ThreadCpu}: task threads
 * or the loop's thread, JIT, GC, the rest = driver) and Spark's runs add a task timeline
 * ({@link TaskTimeline}).
 *
 * <p>Acceptance (issue 7): Spark's CPU at most 1.10x the loop's; its wall time, with two cores,
 * at most 0.55x the loop's.
 */
public final class OverheadBench {
  static final double MAX_CPU_RATIO = 1.10;
  static final double MAX_WALL_RATIO = 0.55;

  private OverheadBench() {
  }

  /** Where the benchmark's puzzles come from. */
  public enum Workload {
    /** The rows of an archive (default: the Kaggle 1m sample), repeated. */
    ARCHIVE,
    /** Puzzles from {@link Generator}, an equal number per requested level, repeated. */
    GENERATED
  }

  /**
   * One measured run.
   *
   * @param workCpuSeconds CPU of the threads doing the puzzles: Spark's task threads, or the
   *     loop's own thread
   * @param counts rows per status and per level ({@code level:EASY}, ...)
   */
  public record Measure(String name, long rows, double wallSeconds, ThreadCpu cpu,
      double workCpuSeconds, Map<String, Long> counts, double jitElapsedSeconds, long classes,
      String timeline) {
    double cpuSeconds() {
      return cpu.total();
    }
  }

  /** The loop's runs, then Spark's. */
  public record Result(String input, long rows, List<Measure> loop, List<Measure> spark,
      double loadBefore, double loadAfter) {
    /** The runs compared: all but the first (all if there is only one). */
    static List<Measure> compared(List<Measure> runs) {
      return runs.size() > 1 ? runs.subList(1, runs.size()) : runs;
    }

    static double median(List<Measure> runs, ToDoubleFunction<Measure> f) {
      double[] v = compared(runs).stream().mapToDouble(f).sorted().toArray();
      int n = v.length;
      return n % 2 == 1 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
    }

    /** Median Spark CPU over median loop CPU. */
    public double cpuRatio() {
      return median(spark, Measure::cpuSeconds) / median(loop, Measure::cpuSeconds);
    }

    /** Median Spark wall time over median loop wall time. */
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
      CsvLayout layout = first != null && CsvLayout.looksLikeHeader(first)
          ? CsvLayout.detect(first, null, null) : null;
      String line = layout == null ? first : in.readLine();
      for (; line != null; line = in.readLine()) {
        if (line.isBlank() || line.startsWith("#")) {
          continue;
        }
        List<String> f = layout == null ? List.of() : CsvLayout.split(line);
        if (f.size() <= Math.max(layout == null ? 0 : layout.puzzleColumn(),
            layout == null ? 0 : layout.solutionColumn())) {
          records.add(line.strip().replace(",", " ") + ","); // kept: both sides rate it INVALID
        } else {
          records.add(f.get(layout.puzzleColumn()) + ","
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
   * Writes {@code rows} puzzles to a {@code puzzle,solution} CSV: for each level, the
   * generator's puzzles of that level (default options, {@code Difficulty.level}) at indices
   * {@code 0..perLevel-1} of {@code seed}; the levels interleaved (one of each in turn, so every
   * task gets the same mix), the whole repeated. Same seed, same file.
   */
  static Path generate(long seed, List<Level> levels, int perLevel, long rows, Path target)
      throws IOException {
    int threads = Math.max(1, Runtime.getRuntime().availableProcessors());
    List<List<GeneratedPuzzle>> byLevel = new ArrayList<>();
    for (Level level : levels) {
      byLevel.add(Generator.run(Request.of(seed, perLevel,
          GeneratorOptions.defaults().withDifficulty(Difficulty.level(level))), threads)
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
    double jit0 = jitElapsed();
    long classes0 = loadedClasses();
    ThreadCpu cpu0 = ThreadCpu.now();
    long thread0 = ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime();
    long wall0 = System.nanoTime();
    Map<String, Long> counts = new TreeMap<>();
    PuzzleAnalyzer analyzer = new PuzzleAnalyzer("line", false);
    long rows = 0;
    String source = file.toString();
    try (BufferedReader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
      in.readLine();
      long lineNumber = 1;
      for (String line = in.readLine(); line != null; line = in.readLine()) {
        lineNumber++;
        List<String> f = CsvLayout.split(line);
        Row r = analyzer.analyze(source, lineNumber, f.get(0).strip(),
            f.size() > 1 ? f.get(1) : null);
        counts.merge(r.getString(GradedPuzzleSchema.STATUS), 1L, Long::sum);
        String level = r.getString(GradedPuzzleSchema.LEVEL);
        if (level != null) {
          counts.merge("level:" + level, 1L, Long::sum);
        }
        rows++;
      }
    }
    double wall = (System.nanoTime() - wall0) / 1e9;
    double work = (ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime() - thread0) / 1e9;
    ThreadCpu cpu = ThreadCpu.now().minus(cpu0);
    return new Measure(name, rows, wall, cpu, work, counts, jitElapsed() - jit0,
        loadedClasses() - classes0, null);
  }

  /**
   * The grade job's path over the file without its output: read, number lines, analyze, write
   * to the {@code noop} sink. Its rows are the input records the listener counted.
   */
  static Measure spark(SparkSession spark, Path file, String name) throws IOException {
    ProgressListener listener = new ProgressListener();
    TaskTimeline timeline = new TaskTimeline();
    spark.sparkContext().addSparkListener(listener);
    spark.sparkContext().addSparkListener(timeline);
    double jit0 = jitElapsed();
    long classes0 = loadedClasses();
    ThreadCpu cpu0 = ThreadCpu.now();
    long start = System.currentTimeMillis();
    long wall0 = System.nanoTime();
    listener.begin(0, null, false);

    List<InputFile> files = InputFile.resolve(List.of(file.toString()), null, null,
        spark.sparkContext().hadoopConfiguration());
    GradeConfig config = GradeConfig.of(List.of(file.toString()), "unused");
    ArchiveReader.Analyzed analyzed = ArchiveReader.read(spark, files, config);
    analyzed.rows().write().format("noop").mode(SaveMode.Overwrite).save();
    double wall = (System.nanoTime() - wall0) / 1e9;
    ThreadCpu cpu = ThreadCpu.now().minus(cpu0);
    long end = System.currentTimeMillis();
    listener.end(null);
    try {
      spark.sparkContext().listenerBus().waitUntilEmpty();
    } catch (TimeoutException e) {
      throw new IllegalStateException("Spark's listener bus did not drain", e);
    }
    spark.sparkContext().removeSparkListener(listener);
    spark.sparkContext().removeSparkListener(timeline);
    // Input records: every line read, the CSV header included.
    return new Measure(name, listener.records() - 1, wall, cpu, listener.taskCpuSeconds(), Map.of(),
        jitElapsed() - jit0, loadedClasses() - classes0,
        timeline.summary(start, end, spark.sparkContext().defaultParallelism()));
  }

  /**
   * Rows per status and level of the same Spark path, for the check that both sides did the same
   * work: a separate query after the measured runs (a grouped count is a shuffle the job does
   * not have; an observation within the measured runs cost ~3 % of the task CPU).
   */
  static Map<String, Long> sparkCounts(SparkSession spark, Path file) throws IOException {
    List<InputFile> files = InputFile.resolve(List.of(file.toString()), null, null,
        spark.sparkContext().hadoopConfiguration());
    ArchiveReader.Analyzed analyzed = ArchiveReader.read(spark, files,
        GradeConfig.of(List.of(file.toString()), "unused"));
    Map<String, Long> counts = new TreeMap<>();
    for (Row r : analyzed.rows().groupBy(col("status"), col("level")).count().collectAsList()) {
      counts.merge(r.getString(0), r.getLong(2), Long::sum);
      if (!r.isNullAt(1)) {
        counts.merge("level:" + r.getString(1), r.getLong(2), Long::sum);
      }
    }
    return counts;
  }

  /**
   * Runs the whole comparison on {@code file}: the loop {@code runs} times, then Spark
   * {@code runs} times in one session.
   *
   * @param sessionFactory builds the Spark session after the loop (so the loop runs alone)
   */
  public static Result run(String input, Path file, int runs, Supplier<SparkSession> sessionFactory,
      PrintStream log) throws IOException {
    if (runs < 1) {
      throw new IllegalArgumentException("runs must be at least 1, was " + runs);
    }
    double loadBefore = load();
    List<Measure> loop = new ArrayList<>();
    for (int i = 1; i <= runs; i++) {
      Measure m = loop(file, "loop run " + i);
      log.println(format(m));
      loop.add(m);
    }
    List<Measure> spark = new ArrayList<>();
    try (SparkSession session = sessionFactory.get()) {
      for (int i = 1; i <= runs; i++) {
        Measure m = spark(session, file, "spark " + session.sparkContext().master() + " run " + i);
        log.println(format(m));
        if (m.rows() != loop.get(0).rows()) {
          throw new IllegalStateException("Spark read " + m.rows() + " rows, the loop "
              + loop.get(0).rows());
        }
        spark.add(m);
      }
      Map<String, Long> counts = sparkCounts(session, file);
      if (!counts.equals(loop.get(0).counts())) {
        throw new IllegalStateException("Spark and the loop disagree: " + counts + " vs "
            + loop.get(0).counts());
      }
      log.println("check: Spark's rows per status and level equal the loop's " + counts);
    }
    return new Result(input, loop.get(0).rows(), loop, spark, loadBefore, load());
  }

  static String format(Measure m) {
    return String.format(Locale.ROOT, "%-22s %,9d rows  wall %6.2f s  CPU %6.2f s: work %5.2f, "
        + "JIT %5.2f, GC %4.2f, other %5.2f  (JIT elapsed %5.2f s, %d classes loaded)%s",
        m.name(), m.rows(), m.wallSeconds(), m.cpu().total(), m.workCpuSeconds(), m.cpu().jit(),
        m.cpu().gc(), m.cpu().total() - m.workCpuSeconds() - m.cpu().jit() - m.cpu().gc(),
        m.jitElapsedSeconds(), m.classes(),
        m.timeline() == null ? "" : "\n" + " ".repeat(23) + m.timeline());
  }

  /** The summary: medians after the first run, ratios, verdict. */
  static String verdict(Result r) {
    StringBuilder b = new StringBuilder();
    b.append(String.format(Locale.ROOT, "input: %s, %,d rows; counts %s%n", r.input(), r.rows(),
        r.loop().get(0).counts()));
    b.append(String.format(Locale.ROOT, "medians over runs 2..%d of each side (run 1 = warm-up)"
        + "%n%-6s %8s %8s %8s %8s %8s %8s%n", r.spark().size(), "", "wall s", "CPU s", "work s",
        "JIT s", "GC s", "other s"));
    for (List<Measure> side : List.of(r.loop(), r.spark())) {
      b.append(String.format(Locale.ROOT, "%-6s %8.2f %8.2f %8.2f %8.2f %8.2f %8.2f%n",
          side == r.loop() ? "loop" : "spark", Result.median(side, Measure::wallSeconds),
          Result.median(side, Measure::cpuSeconds), Result.median(side, Measure::workCpuSeconds),
          Result.median(side, m -> m.cpu().jit()), Result.median(side, m -> m.cpu().gc()),
          Result.median(side, m -> m.cpu().total() - m.workCpuSeconds() - m.cpu().jit()
              - m.cpu().gc())));
    }
    b.append(String.format(Locale.ROOT, "CPU  spark/loop = %.3f (acceptance <= %.2f: %s)%n"
        + "wall spark/loop = %.3f (acceptance <= %.2f: %s)%n"
        + "work spark/loop = %.3f (task threads' CPU over the loop thread's)%n"
        + "verdict: %s; load average %.2f before, %.2f after (2 cores: above ~0.5 the figures "
        + "are disturbed)%n", r.cpuRatio(), MAX_CPU_RATIO,
        r.cpuRatio() <= MAX_CPU_RATIO ? "PASS" : "FAIL", r.wallRatio(), MAX_WALL_RATIO,
        r.wallRatio() <= MAX_WALL_RATIO ? "PASS" : "FAIL",
        Result.median(r.spark(), Measure::workCpuSeconds)
            / Result.median(r.loop(), Measure::workCpuSeconds),
        r.pass() ? "PASS" : "FAIL", r.loadBefore(), r.loadAfter()));
    return b.toString();
  }

  /** HotSpot's total compilation time: compiler threads' elapsed time, not CPU. */
  private static double jitElapsed() {
    return ManagementFactory.getCompilationMXBean().getTotalCompilationTime() / 1e3;
  }

  private static long loadedClasses() {
    return ManagementFactory.getClassLoadingMXBean().getTotalLoadedClassCount();
  }

  private static double load() {
    return ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
  }
}
