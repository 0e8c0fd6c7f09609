package dev.sudoku.spark;

import dev.sudoku.generate.Difficulty;
import dev.sudoku.generate.GeneratedPuzzle;
import dev.sudoku.generate.Generator;
import dev.sudoku.generate.GeneratorOptions;
import dev.sudoku.generate.Symmetry;
import dev.sudoku.grade.Grader;
import java.io.IOException;
import java.io.PrintStream;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Optional;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.api.java.function.MapFunction;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/**
 * The generate job: tries generator indices {@code 0..count-1} spread over partitions, grades every
 * puzzle, keeps one per canonical form and writes them like the grade job (dataset and report).
 *
 * <p>Reproducibility: the puzzle at an index is a pure function of (seed, index, options) (see
 * {@link Generator#generate(long, long, GeneratorOptions)}), each partition owns a fixed range of
 * indices and builds its own {@link Generator} and {@link PuzzleAnalyzer}, and deduplication keeps
 * the lowest index of each canonical form. So the same seed gives the same rows whatever the
 * partitioning, and a retried task recomputes exactly its own rows.
 *
 * <p>Grading: the generator grades each candidate to check the difficulty and hands the grade back
 * with the puzzle, so rows are filled from that grade without grading again.
 */
public final class GenerateJob {
  private GenerateJob() {}

  /**
   * Runs the job on a session the caller owns (and stops). Dataset and report are staged and
   * published together when the job succeeds, as the grade job's ({@link StagedOutput}); an empty
   * dataset (no index gave a puzzle of the request) is a result here, and is published.
   *
   * @param progress where to print the progress line and notes, or null for none
   * @throws IllegalArgumentException with a one-line message when the output exists
   */
  public static GradeReport run(SparkSession spark, GenerateConfig config, PrintStream progress)
      throws IOException {
    return run(spark, config, progress, null, List.of());
  }

  /** More files made from the dataset (booklets), written into the staging directory. */
  @FunctionalInterface
  interface AlsoWrite {
    /**
     * @param staged the output, its directory the staging directory: the dataset is there, and what
     *     this writes there is published with it
     */
    void write(Output staged) throws IOException;
  }

  /**
   * As {@link #run(SparkSession, GenerateConfig, PrintStream)}, with {@code alsoWrite} (or null)
   * run after the dataset and report are written and before they are published: a failure there
   * publishes nothing either; {@code command} is the command line for the report's provenance.
   */
  static GradeReport run(
      SparkSession spark,
      GenerateConfig config,
      PrintStream progress,
      AlsoWrite alsoWrite,
      List<String> command)
      throws IOException {
    long started = System.nanoTime();
    Instant startedAt = Instant.now();
    try (StagedOutput staged =
        StagedOutput.create(spark.sparkContext().hadoopConfiguration(), config.output())) {
      GradeJob.noteLeftovers(staged, progress);
      ProgressListener listener = new ProgressListener();
      spark.sparkContext().addSparkListener(listener);
      GradeReport report;
      try {
        Dataset<Row> rows = kept(spark, config);
        Map<String, Object> options = new LinkedHashMap<>();
        options.put("request", config.source());
        ReportQueries.Context context =
            new ReportQueries.Context(
                "generate",
                Grader.Options.DEFAULT_MAX_NESTING,
                0,
                options,
                List.of(),
                startedAt,
                started,
                true,
                false,
                false,
                new ReportOptions(
                    null,
                    null,
                    ReportOptions.CompareScale.AUTO,
                    ReportOptions.DEFAULT_HARDEST,
                    command));
        report =
            GradeJob.writeAndReport(
                spark,
                rows,
                config.output(),
                staged,
                context,
                AnalyzerOptions.defaults(),
                null,
                listener,
                0,
                config.count(),
                progress);
      } finally {
        listener.end(null);
        spark.sparkContext().removeSparkListener(listener);
      }
      if (alsoWrite != null) {
        alsoWrite.write(staged.staged(config.output()));
      }
      staged.publish();
      return report;
    }
  }

  /**
   * The rows written: one per canonical form, in {@link GradedPuzzleSchema#SCHEMA} (the window
   * count makes {@code duplicates} non-nullable, which Avro output warned about on stderr).
   */
  static Dataset<Row> kept(SparkSession spark, GenerateConfig config) {
    return GradeJob.dedup(generate(spark, config))
        .map((MapFunction<Row, Row>) r -> r, Encoders.row(GradedPuzzleSchema.SCHEMA));
  }

  /** The generated, graded rows before deduplication (one per index that gave a puzzle). */
  static Dataset<Row> generate(SparkSession spark, GenerateConfig config) {
    JavaSparkContext jsc = JavaSparkContext.fromSparkContext(spark.sparkContext());
    int slices = config.partitions() > 0 ? config.partitions() : 4 * jsc.defaultParallelism();
    slices = (int) Math.max(1, Math.min(slices, config.count()));
    List<long[]> ranges = new ArrayList<>(slices);
    for (int i = 0; i < slices; i++) {
      ranges.add(new long[] {config.count() * i / slices, config.count() * (i + 1) / slices});
    }
    long seed = config.seed();
    String source = config.source();
    // The closure carries only serializable parts; each partition rebuilds the options.
    Difficulty difficulty = config.difficulty();
    Symmetry symmetry = config.symmetry();
    boolean minimal = config.minimal();
    int minClues = config.minClues();
    int maxClues = config.maxClues();
    JavaRDD<Row> rows =
        jsc.parallelize(ranges, slices)
            .mapPartitions(
                it -> {
                  List<long[]> mine = new ArrayList<>();
                  it.forEachRemaining(mine::add);
                  return new Rows(
                      mine,
                      seed,
                      GenerateConfig.options(difficulty, symmetry, minimal, minClues, maxClues),
                      source);
                });
    return GradedPuzzleSchema.dataset(spark, rows);
  }

  /** Generates the indices of one partition lazily, one row per index that gave a puzzle. */
  private static final class Rows implements Iterator<Row> {
    private final List<long[]> ranges;
    private final long seed;
    private final GeneratorOptions options;
    private final String source;
    private final Generator generator = Generator.create();
    private final PuzzleAnalyzer analyzer = new PuzzleAnalyzer("index", true);
    private int range;
    private long index;
    private Row next;

    Rows(List<long[]> ranges, long seed, GeneratorOptions options, String source) {
      this.ranges = ranges;
      this.seed = seed;
      this.options = options;
      this.source = source;
      this.index = ranges.isEmpty() ? 0 : ranges.get(0)[0];
    }

    @Override
    public boolean hasNext() {
      while (next == null && range < ranges.size()) {
        if (index >= ranges.get(range)[1]) {
          range++;
          if (range < ranges.size()) {
            index = ranges.get(range)[0];
          }
          continue;
        }
        long i = index++;
        Optional<GeneratedPuzzle> p = generator.generate(seed, i, options);
        if (p.isPresent()) {
          GeneratedPuzzle g = p.get();
          next = analyzer.analyzeKnown(source, i, g.puzzle(), g.solution(), g.grade().orElse(null));
        }
      }
      return next != null;
    }

    @Override
    public Row next() {
      if (!hasNext()) {
        throw new NoSuchElementException();
      }
      Row r = next;
      next = null;
      return r;
    }
  }
}
