package dev.sudoku.spark;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.to_json;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.spark.sql.DataFrameReader;
import org.apache.spark.sql.DataFrameWriter;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SaveMode;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructField;
import org.apache.spark.sql.types.StructType;

/**
 * The grade job: reads archives, analyzes every puzzle ({@link PuzzleAnalyzer}), writes one row
 * per puzzle, then summarises the written dataset into a {@link GradeReport}.
 *
 * <p>The dataset is computed once, while it is written; the report's aggregations read the
 * written files back (only the few columns they need, for Parquet) instead of caching millions of
 * rows or re-running the solver. Nothing row-sized is collected to the driver.
 *
 * <p>Output layout under {@code config.out()}: {@code puzzles/} (the dataset, optionally
 * {@code level=...} subdirectories), {@code report.json}, {@code report.html}.
 */
public final class GradeJob {
  /** Subdirectory of the output directory that holds the dataset. */
  public static final String DATASET_DIR = "puzzles";

  private GradeJob() {
  }

  /**
   * Runs the job on a session the caller owns (and stops).
   *
   * @param progress where to print the progress line, or null for none
   * @throws IllegalArgumentException with a one-line message for user errors (no matching file,
   *     unrecognised CSV header, missing column, output exists)
   * @throws IOException when reading inputs or writing the report fails
   */
  public static GradeReport run(SparkSession spark, GradeConfig config, PrintStream progress)
      throws IOException {
    long started = System.nanoTime();
    Configuration hadoop = spark.sparkContext().hadoopConfiguration();
    List<InputFile> files = InputFile.resolve(config.inputs(), config.column(),
        config.solutionColumn(), hadoop);
    String dataset = new Path(config.out(), DATASET_DIR).toString();
    Path datasetPath = new Path(dataset);
    if (!config.overwrite() && datasetPath.getFileSystem(hadoop).exists(datasetPath)) {
      throw new IllegalArgumentException(dataset + " already exists; pass --overwrite to "
          + "replace it");
    }
    ProgressListener listener = new ProgressListener();
    spark.sparkContext().addSparkListener(listener);
    try {
      ArchiveReader.Analyzed analyzed = ArchiveReader.read(spark, files, config);
      long gradeStart = System.nanoTime();
      listener.begin(analyzed.inputBytes(), config.progress() ? progress : null,
          System.console() != null);
      write(analyzed.rows(), config, dataset);
      listener.end(config.progress() ? progress : null);
      double gradeSeconds = (System.nanoTime() - gradeStart) / 1e9;
      GradeReport.Run run = new GradeReport.Run(config.inputs(), dataset,
          config.format().toString(), listener.records(), gradeSeconds,
          listener.taskCpuSeconds());
      GradeReport report = GradeReport.compute(readBack(spark, config.format(), dataset), run,
          started);
      writeText(hadoop, new Path(config.out(), "report.json"), ReportRenderer.json(report));
      writeText(hadoop, new Path(config.out(), "report.html"), ReportRenderer.html(report));
      return report;
    } finally {
      listener.end(null);
      spark.sparkContext().removeSparkListener(listener);
    }
  }

  private static void write(Dataset<Row> rows, GradeConfig config, String path) {
    Dataset<Row> out = config.format() == OutputFormat.CSV
        ? rows.withColumn("techniqueCounts", to_json(col("techniqueCounts")))
        : rows;
    DataFrameWriter<Row> writer = out.write()
        .format(config.format().source())
        .mode(config.overwrite() ? SaveMode.Overwrite : SaveMode.ErrorIfExists);
    if (config.format() == OutputFormat.CSV) {
      writer = writer.option("header", "true");
    }
    // Seam for the schemas module: for AVRO, add .option("avroSchema", GradedPuzzle schema JSON).
    if (config.partitionByLevel()) {
      writer = writer.partitionBy("level");
    }
    writer.save(path);
  }

  /**
   * Reads a dataset this job wrote, in any format, with the job's schema ({@code techniqueCounts}
   * is a JSON string in CSV).
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
      s = f.name().equals("techniqueCounts")
          ? s.add(f.name(), DataTypes.StringType, true)
          : s.add(f);
    }
    return s;
  }

  private static void writeText(Configuration conf, Path path, String text) throws IOException {
    FileSystem fs = path.getFileSystem(conf);
    fs.setWriteChecksum(false); // no .crc companions beside the report on a local disk
    try (OutputStream out = fs.create(path, true)) {
      out.write(text.getBytes(StandardCharsets.UTF_8));
    }
  }
}
