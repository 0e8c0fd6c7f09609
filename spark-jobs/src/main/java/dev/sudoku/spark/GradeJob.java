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
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
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
    Configuration hadoop = spark.sparkContext().hadoopConfiguration();
    Inputs inputs =
        Inputs.resolve(config.inputs(), config.column(), config.solutionColumn(), hadoop);
    try (StagedOutput staged = StagedOutput.create(hadoop, config.output())) {
      noteLeftovers(staged, progress);
      BadFiles bad = new BadFiles(spark, config.onBadFile());
      inputs.bad().forEach(bad::add);
      ProgressListener listener = new ProgressListener();
      spark.sparkContext().addSparkListener(listener);
      GradeReport report;
      try {
        ArchiveReader.Analyzed analyzed = ArchiveReader.read(spark, inputs.files(), config, bad);
        // With --dedup the reader does not grade: only the rows dedup keeps are graded, after it.
        Dataset<Row> rows = config.dedup() ? gradeKept(dedup(analyzed.rows())) : analyzed.rows();
        report =
            writeAndReport(
                spark,
                rows,
                config.output(),
                staged,
                config.inputs(),
                bad,
                listener,
                analyzed.inputBytes(),
                -1,
                progress,
                started);
      } finally {
        listener.end(null);
        spark.sparkContext().removeSparkListener(listener);
      }
      if (report.rows() == 0) {
        throw new IOException(noPuzzle(config.inputs()));
      }
      staged.publish();
      return report;
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
      List<String> inputs,
      BadFiles bad,
      ProgressListener listener,
      long inputBytes,
      long inputRecords,
      PrintStream progress,
      long started)
      throws IOException {
    Configuration hadoop = spark.sparkContext().hadoopConfiguration();
    String dataset = staged.dataset().toString();
    long gradeStart = System.nanoTime();
    listener.begin(inputBytes, output.progress() ? progress : null, System.console() != null);
    try {
      write(rows, output, dataset);
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
        badFiles.add(f.toString());
      }
    }
    GradeReport.Run run =
        new GradeReport.Run(
            inputs,
            staged.publishedDataset().toString(),
            output.format().toString(),
            inputRecords >= 0 ? inputRecords : listener.records(),
            gradeSeconds,
            listener.taskCpuSeconds(),
            output.dedup(),
            badFiles);
    Dataset<Row> written = readBack(spark, output.format(), dataset);
    GradeReport report = GradeReport.compute(written, run, started);
    List<HardestPuzzles.Picture> hardest = HardestPuzzles.find(written, HardestPuzzles.REPORT);
    writeText(hadoop, staged.report("report.json"), ReportRenderer.json(report));
    writeText(hadoop, staged.report("report.html"), ReportRenderer.html(report, hardest));
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
  static Dataset<Row> gradeKept(Dataset<Row> rows) {
    return rows.mapPartitions(
        (MapPartitionsFunction<Row, Row>)
            it -> {
              PuzzleAnalyzer analyzer = new PuzzleAnalyzer("line", false, false);
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
        Encoders.row(GradedPuzzleSchema.SCHEMA));
  }

  /** Writes the dataset to a path that does not exist yet (a fresh staging directory). */
  private static void write(Dataset<Row> rows, Output output, String path) {
    Dataset<Row> out =
        output.format() == OutputFormat.CSV
            ? rows.withColumn("techniqueCounts", techniqueCountsText(col("techniqueCounts")))
            : rows;
    DataFrameWriter<Row> writer =
        out.write().format(output.format().source()).mode(SaveMode.ErrorIfExists);
    if (output.format() == OutputFormat.CSV) {
      writer = writer.option("header", "true");
    }
    if (output.format() == OutputFormat.AVRO) {
      // Our record, not one Spark derives: enums stay Avro enums, unions keep null first.
      writer = writer.option("avroSchema", GradedPuzzleSchema.AVRO_SCHEMA);
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
    DataFrameReader reader = spark.read().format(format.source());
    if (format == OutputFormat.CSV) {
      reader = reader.option("header", "true").schema(csvSchema());
    } else if (format == OutputFormat.JSON) {
      reader = reader.schema(GradedPuzzleSchema.SCHEMA);
    }
    return reader.load(path);
  }

  private static StructType csvSchema() {
    StructType s = new StructType();
    for (StructField f : GradedPuzzleSchema.SCHEMA.fields()) {
      s =
          f.name().equals("techniqueCounts")
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
