package dev.sudoku.spark;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.concat;
import static org.apache.spark.sql.functions.concat_ws;
import static org.apache.spark.sql.functions.count;
import static org.apache.spark.sql.functions.lit;
import static org.apache.spark.sql.functions.row_number;
import static org.apache.spark.sql.functions.transform;
import static org.apache.spark.sql.functions.when;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.TimeoutException;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.ChecksumFileSystem;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.spark.api.java.function.MapPartitionsFunction;
import org.apache.spark.sql.Column;
import org.apache.spark.sql.DataFrameReader;
import org.apache.spark.sql.DataFrameWriter;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SaveMode;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.expressions.Window;
import org.apache.spark.sql.expressions.WindowSpec;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructField;
import org.apache.spark.sql.types.StructType;

/**
 * The grade job: reads archives, analyzes every puzzle ({@link PuzzleAnalyzer}), optionally keeps
 * one row per canonical form, writes one row per puzzle, then summarises the written dataset into a
 * {@link GradeReport}; dataset and report are staged and published together ({@link StagedOutput}).
 * The write and report half is shared with {@link GenerateJob}.
 *
 * <p>The dataset is computed once, while it is written; the report's one grouped aggregation reads
 * the written files back (only the few columns it needs, for Parquet) instead of caching millions
 * of rows or re-running the solver. Nothing row-sized is collected to the driver.
 *
 * <p>Output layout under {@code config.out()}: {@code puzzles/} (the dataset, optionally {@code
 * level=...} subdirectories), {@code report.json}, {@code report.html}.
 */
public final class GradeJob {
  /** Subdirectory of the output directory that holds the dataset. */
  public static final String DATASET_DIR = StagedOutput.DATASET;

  private GradeJob() {}

  /**
   * Runs the job on a session the caller owns (and stops). The dataset and report are written to a
   * staging directory and published together only when the job succeeded and read at least one
   * puzzle ({@link StagedOutput}): a run that throws leaves the previous output as it was.
   *
   * @param progress where to print the progress line and notes, or null for none
   * @throws IllegalArgumentException with a one-line message for user errors (no matching file, an
   *     unrecognised CSV header or missing column in every file, output exists)
   * @throws BadFileException naming the file when an input file cannot be read and the policy is
   *     {@code fail} (or no file can be read)
   * @throws IOException when reading inputs or writing the output fails, or the input holds no
   *     puzzle
   */
  public static GradeReport run(SparkSession spark, GradeConfig config, PrintStream progress)
      throws IOException {
    long started = System.nanoTime();
    Instant startedAt = Instant.now();
    Configuration hadoop = spark.sparkContext().hadoopConfiguration();
    Inputs inputs =
        Inputs.resolve(config.inputs(), config.column(), config.solutionColumn(), hadoop);
    checkInputColumns(inputs.files(), config.report().inputColumns());
    try (StagedOutput staged = StagedOutput.create(hadoop, config.output())) {
      noteLeftovers(staged, progress);
      BadFiles bad = new BadFiles(spark, config.onBadFile());
      inputs.bad().forEach(bad::add);
      for (InputFile f : inputs.files()) {
        if (inputs.named().contains(f.path())) {
          bad.expectPuzzles(f.path());
        }
      }
      ProgressListener listener = new ProgressListener();
      spark.sparkContext().addSparkListener(listener);
      GradeReport report;
      try {
        ArchiveReader.Analyzed analyzed = ArchiveReader.read(spark, inputs.files(), config, bad);
        // With --dedup the reader does not grade: only the rows dedup keeps are graded, after it.
        Dataset<Row> rows =
            config.dedup() ? gradeKept(dedup(analyzed.rows()), config.analyzer()) : analyzed.rows();
        if (config.singleFile()) {
          List<String> paths = new ArrayList<>();
          for (InputFile f : inputs.files()) {
            paths.add(f.path());
          }
          rows = InputOrder.oneFile(rows, paths);
        }
        report =
            writeAndReport(
                spark,
                rows,
                config.output(),
                staged,
                context(config, inputs.files(), startedAt, started),
                config.analyzer(),
                bad,
                listener,
                analyzed.inputBytes(),
                -1,
                progress);
      } finally {
        listener.end(null);
        spark.sparkContext().removeSparkListener(listener);
      }
      if (report.rows() == 0) {
        throw new IOException(noPuzzle(config.inputs()));
      }
      // Known only once the job has read everything: with fail, still nothing is published.
      if (config.onBadFile() == BadFilePolicy.FAIL && !bad.withoutPuzzle().isEmpty()) {
        bad.withoutPuzzle().get(0).stop();
      }
      staged.publish();
      return report;
    }
  }

  /** What the report says about a grade run besides its data. */
  static ReportQueries.Context context(
      GradeConfig config, List<InputFile> files, Instant startedAt, long started) {
    Map<String, Object> options = new LinkedHashMap<>();
    if (config.column() != null) {
      options.put("--column", config.column());
    }
    if (config.solutionColumn() != null) {
      options.put("--solution-column", config.solutionColumn());
    }
    options.put("--canonical", config.canonical());
    options.put("--dedup", config.dedup());
    options.put("--count-solutions", config.grading().countSolutions());
    options.put("--list-solutions", config.grading().listSolutions());
    options.put("--single-file", config.singleFile());
    if (config.partitionByLevel()) {
      options.put("--partition-by", "level");
    }
    ReportOptions report = config.report();
    if (report.groupBy() != null) {
      options.put("--group-by", report.groupBy());
    }
    if (report.compareColumn() != null) {
      options.put("--compare-column", report.compareColumn());
      options.put("--compare-scale", report.compareScale().name().toLowerCase(Locale.ROOT));
    }
    List<GradeReport.Input> inputs = new ArrayList<>();
    boolean solutions = false;
    for (InputFile f : files) {
      List<String> columns = f.layout() == null ? List.of() : f.layout().header();
      inputs.add(
          new GradeReport.Input(
              f.path(), f.kind().name().toLowerCase(Locale.ROOT), f.bytes(), columns));
      solutions |= f.layout() != null && f.layout().solutionColumn() >= 0;
    }
    return new ReportQueries.Context(
        "grade",
        config.grading().maxNesting(),
        config.grading().maxMillis(),
        options,
        inputs,
        startedAt,
        started,
        config.dedup(),
        solutions,
        config.grading().listSolutions() > 0,
        report);
  }

  /**
   * Refuses a report column no input has: a CSV header must name it (a line file's own rating
   * counts as {@code rating}); Parquet inputs are checked when they are read.
   *
   * @throws IllegalArgumentException naming the column and the columns there are
   */
  static void checkInputColumns(List<InputFile> files, List<String> columns) {
    for (String c : columns) {
      boolean found = false;
      java.util.Set<String> seen = new java.util.LinkedHashSet<>();
      for (InputFile f : files) {
        if (f.kind() == InputFile.Kind.PARQUET) {
          found = true;
        } else if (f.layout().kind() == dev.sudoku.archive.Layout.Kind.CSV) {
          found |= f.layout().column(c) >= 0;
          seen.addAll(f.layout().header());
        } else {
          found |= c.equalsIgnoreCase("rating");
        }
      }
      if (!found) {
        throw new IllegalArgumentException(
            "no input has a column '"
                + c
                + "'"
                + (seen.isEmpty()
                    ? " (the inputs are line files; their own rating after a puzzle is 'rating')"
                    : " (columns: " + String.join(", ", seen) + ")"));
      }
    }
  }

  /**
   * The line for a run that read no puzzle at all (an empty file, a header alone, a glob that
   * matched only empty files): an empty dataset is almost always a wrong input, so it is not
   * published.
   */
  static String noPuzzle(List<String> inputs) {
    return "no puzzle in "
        + String.join(" ", inputs)
        + " (empty, or only blank lines, comments or a header); nothing written";
  }

  /** Names what killed runs left in the output directory (see {@link StagedOutput#leftovers}). */
  static void noteLeftovers(StagedOutput staged, PrintStream out) {
    if (out != null && !staged.leftovers().isEmpty()) {
      out.println(
          "note: left by an interrupted run, not part of the output (delete it once checked): "
              + String.join(" ", staged.leftovers()));
    }
  }

  /**
   * Writes the dataset (already deduplicated when {@code output.dedup()}) and computes and writes
   * the report, both into {@code staged}; the caller publishes.
   *
   * @param context what the report says about the run besides its data
   * @param layout the rows' extra columns (their schema is {@link GradedPuzzleSchema#schema})
   * @param bad the run's bad input files, for the report ({@link BadFiles}); null for none
   * @param listener already registered on the session; counts records and task CPU
   * @param inputBytes input size for the progress line's share done, 0 when unknown
   * @param inputRecords records the job started from, or -1 to take the listener's count of input
   *     records read
   * @throws BadFileException when a task stopped on an input file ({@code --on-bad-file fail}) or
   *     Spark could not decode one
   */
  static GradeReport writeAndReport(
      SparkSession spark,
      Dataset<Row> rows,
      Output output,
      StagedOutput staged,
      ReportQueries.Context context,
      AnalyzerOptions layout,
      BadFiles bad,
      ProgressListener listener,
      long inputBytes,
      long inputRecords,
      PrintStream progress)
      throws IOException {
    Configuration hadoop = spark.sparkContext().hadoopConfiguration();
    String dataset = staged.dataset().toString();
    long gradeStart = System.nanoTime();
    listener.begin(inputBytes, output.progress() ? progress : null, System.console() != null);
    try {
      write(rows, output, dataset, layout);
    } catch (Exception e) {
      BadFileException b = BadFileException.in(e);
      if (b != null) {
        throw new BadFileException(b.file());
      }
      throw e;
    }
    // Spark's listener bus is asynchronous: without the drain, the last tasks' end events can
    // arrive after end() and be missed by the report's input records and task CPU.
    try {
      spark.sparkContext().listenerBus().waitUntilEmpty();
    } catch (TimeoutException e) {
      // the output is written: a late event only makes the report's counters short, say so
      if (progress != null) {
        progress.println(
            "note: Spark's listener bus did not drain in time; the report's input "
                + "record count and task CPU may miss the last tasks");
      }
    }
    listener.end(output.progress() ? progress : null);
    double gradeSeconds = (System.nanoTime() - gradeStart) / 1e9;
    List<String> badFiles = new ArrayList<>();
    if (bad != null) {
      for (BadFile f : bad.all()) {
        badFiles.add(f.said());
      }
    }
    ReportQueries.Written written =
        new ReportQueries.Written(
            staged.publishedDataset().toString(),
            output.format().toString(),
            inputRecords >= 0 ? inputRecords : listener.records(),
            gradeSeconds,
            listener.taskCpuSeconds(),
            badFiles,
            bad == null ? null : bad.recordsRead().bySource());
    Dataset<Row> back = readBack(spark, output.format(), dataset, layout);
    GradeReport report = ReportQueries.compute(spark, back, context, written);
    writeText(hadoop, staged.report("report.json"), ReportJson.json(report));
    writeText(hadoop, staged.report("report.html"), ReportHtml.html(report));
    return report;
  }

  /**
   * One row per canonical form: the first by (source, index), with {@code duplicates} = how many
   * other rows shared its form. Rows without a canonical form (invalid ones) are all kept, with
   * {@code duplicates} 0. One shuffle of the rows by canonical form, no collect.
   */
  static Dataset<Row> dedup(Dataset<Row> rows) {
    // Rows without a form get a key of their own (source and index identify a row).
    Column key =
        when(col("canonicalForm").isNotNull(), concat(lit("c"), col("canonicalForm")))
            .otherwise(concat(lit("r"), col("source"), lit(":"), col("index").cast("string")));
    WindowSpec byForm = Window.partitionBy(key).orderBy(col("source"), col("index"));
    WindowSpec wholeForm =
        byForm.rowsBetween(Window.unboundedPreceding(), Window.unboundedFollowing());
    Dataset<Row> ranked =
        rows.withColumn("_first", row_number().over(byForm))
            .withColumn("duplicates", count(lit(1)).over(wholeForm).minus(1));
    // withColumn on an existing name replaces it in place: the layout stays GradedPuzzle's.
    return ranked.filter(col("_first").equalTo(1)).drop("_first");
  }

  /** Grades the UNIQUE rows of a dataset analyzed without grading (one grader per partition). */
  static Dataset<Row> gradeKept(Dataset<Row> rows, AnalyzerOptions options) {
    return rows.mapPartitions(
        (MapPartitionsFunction<Row, Row>)
            it -> {
              PuzzleAnalyzer analyzer = new PuzzleAnalyzer("line", false, false, options);
              return new Iterator<>() {
                @Override
                public boolean hasNext() {
                  return it.hasNext();
                }

                @Override
                public Row next() {
                  return analyzer.gradeRow(it.next());
                }
              };
            },
        Encoders.row(GradedPuzzleSchema.schema(options)));
  }

  /** Writes the dataset to a path that does not exist yet (a fresh staging directory). */
  private static void write(Dataset<Row> rows, Output output, String path, AnalyzerOptions layout) {
    Dataset<Row> out = rows;
    if (output.format() == OutputFormat.CSV) {
      out = out.withColumn("techniqueCounts", techniqueCountsText(col("techniqueCounts")));
      if (layout.listSolutions() > 0) {
        // CSV has no arrays: the solutions separated by spaces
        out =
            out.withColumn(
                GradedPuzzleSchema.SOLUTIONS, concat_ws(" ", col(GradedPuzzleSchema.SOLUTIONS)));
      }
    }
    DataFrameWriter<Row> writer =
        out.write().format(output.format().source()).mode(SaveMode.ErrorIfExists);
    if (output.format() == OutputFormat.CSV) {
      // RFC 4180, as `sudoku --format csv` writes and every CSV reader expects: a quote inside a
      // field is doubled. Spark's default escape character is a backslash, which writes \" and
      // \\ that Python, spreadsheets and our own reader take as part of the field.
      writer = writer.option("header", "true").option("escape", "\"");
    }
    if (output.format() == OutputFormat.AVRO) {
      // Our record, not one Spark derives: enums stay Avro enums, unions keep null first.
      writer = writer.option("avroSchema", GradedPuzzleSchema.avroSchema(layout));
    }
    if (output.partitionByLevel()) {
      writer = writer.partitionBy("level");
    }
    writer.save(path);
  }

  /** CSV has no arrays: {@code HIDDEN_SINGLE_BOX:30 NAKED_PAIR:2} (Technique order). */
  static Column techniqueCountsText(Column counts) {
    return concat_ws(
        " ",
        transform(
            counts,
            t -> concat(t.getField("technique"), lit(":"), t.getField("count").cast("string"))));
  }

  /**
   * Reads a dataset this job wrote, in any format, with the job's schema ({@code techniqueCounts}
   * is text in CSV).
   */
  public static Dataset<Row> readBack(SparkSession spark, OutputFormat format, String path) {
    return readBack(spark, format, path, AnalyzerOptions.defaults());
  }

  /** {@link #readBack(SparkSession, OutputFormat, String)} of rows with extra columns. */
  static Dataset<Row> readBack(
      SparkSession spark, OutputFormat format, String path, AnalyzerOptions layout) {
    StructType schema = GradedPuzzleSchema.schema(layout);
    DataFrameReader reader = spark.read().format(format.source());
    if (format == OutputFormat.CSV) {
      reader = reader.option("header", "true").option("escape", "\"").schema(csvSchema(schema));
    } else if (format == OutputFormat.JSON) {
      reader = reader.schema(schema);
    }
    return reader.load(path);
  }

  /** The schema as CSV holds it: arrays as text. */
  private static StructType csvSchema(StructType schema) {
    StructType s = new StructType();
    for (StructField f : schema.fields()) {
      s =
          f.dataType() instanceof org.apache.spark.sql.types.ArrayType
              ? s.add(f.name(), DataTypes.StringType, true)
              : s.add(f);
    }
    return s;
  }

  private static void writeText(Configuration conf, Path path, String text) throws IOException {
    FileSystem fs = path.getFileSystem(conf);
    // No .crc companion beside the report on a local disk; the cached, shared file system
    // instance keeps its checksums for everything else.
    if (fs instanceof ChecksumFileSystem c) {
      fs = c.getRawFileSystem();
    }
    try (OutputStream out = fs.create(path, true)) {
      out.write(text.getBytes(StandardCharsets.UTF_8));
    }
  }
}
