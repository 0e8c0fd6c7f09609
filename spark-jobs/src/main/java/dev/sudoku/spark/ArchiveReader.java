package dev.sudoku.spark;

import dev.sudoku.archive.Layout;
import dev.sudoku.archive.Record;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.io.LongWritable;
import org.apache.hadoop.io.Text;
import org.apache.hadoop.io.compress.CompressionCodecFactory;
import org.apache.hadoop.mapreduce.InputSplit;
import org.apache.hadoop.mapreduce.Job;
import org.apache.hadoop.mapreduce.JobContext;
import org.apache.hadoop.mapreduce.RecordReader;
import org.apache.hadoop.mapreduce.TaskAttemptContext;
import org.apache.hadoop.mapreduce.lib.input.FileInputFormat;
import org.apache.hadoop.mapreduce.lib.input.FileSplit;
import org.apache.hadoop.mapreduce.lib.input.TextInputFormat;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.api.java.function.MapPartitionsFunction;
import org.apache.spark.sql.Column;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.catalyst.InternalRow;
import org.apache.spark.sql.functions;

/**
 * Reads the grade job's inputs and analyzes every record, producing rows in {@link
 * GradedPuzzleSchema#SCHEMA} layout. Nothing is collected to the driver except one count per input
 * split.
 *
 * <p>Text and CSV files go through Hadoop's {@code TextInputFormat} rather than Spark's CSV reader,
 * for two reasons: every row must carry its line number in its file (an invalid row's reason names
 * its line), and a malformed row must become an {@code INVALID} row, not a parse failure. Line
 * numbers across splits of one file come from {@link SplitLines} (a raw byte scan, only for files
 * cut into several splits), and the splits are read by {@link TextSplitRDD} (one partition per
 * split, the session's Hadoop configuration broadcast once, not once per query). Splits are sized
 * for about two tasks per core and at most 16 MB, so even a few-MB archive keeps every core busy;
 * not more: each task pays its own setup (record reader, analyzer, scheduling), measurable on easy
 * archives such as Kaggle's (~19 µs a row). Compressed files are never split; their lines are
 * redistributed (one shuffle of the raw lines) when there are fewer splits than cores. A CSV file
 * with a quoted line break that a split boundary would cut ({@link SplitLines#plan}) is read as one
 * split.
 *
 * <p>Parquet files are read by Spark with {@code _metadata.row_index} as the index, in groups of
 * files whose puzzle and solution columns agree ({@link ParquetColumns}).
 *
 * <p>One input file that cannot be read, or not to its end, never fails the job by itself: it
 * becomes a {@link BadFile}, handled as {@code --on-bad-file} says ({@link BadFiles}). Text files
 * are guarded while tasks read them ({@link GuardedLineReader}, {@link SplitRecords}), Parquet
 * files by their footers on the driver.
 *
 * <p>Each partition builds one {@link PuzzleAnalyzer} and streams its records through it.
 */
final class ArchiveReader {
  private static final long MIN_SPLIT = 256L * 1024;

  /**
   * About 100,000 Kaggle rows: large inputs get many tasks, so the progress line moves and a slow
   * task (hard puzzles) holds up less of the job; a task's fixed cost is a few milliseconds.
   */
  private static final long MAX_SPLIT = 16L * 1024 * 1024;

  private ArchiveReader() {}

  /** The analyzed rows and the size of the input they come from (for progress). */
  record Analyzed(Dataset<Row> rows, long inputBytes) {}

  /**
   * Reads and analyzes {@code files}, adding the files found bad to {@code bad}: Parquet footers
   * are read here, on the driver, then {@link BadFiles#check} stops the run if the policy or an
   * empty remainder says so, before any Spark work; faults met while the job reads are handled by
   * the tasks (see {@link UnsplitCompressedTextInputFormat}).
   */
  static Analyzed read(SparkSession spark, List<InputFile> files, GradeConfig config, BadFiles bad)
      throws IOException {
    List<InputFile> text = new ArrayList<>();
    List<InputFile> parquet = new ArrayList<>();
    for (InputFile file : files) {
      if (file.kind() == InputFile.Kind.PARQUET) {
        parquet.add(file);
      } else {
        text.add(file);
      }
    }
    Map<ParquetColumns, List<InputFile>> parquetGroups =
        ParquetColumns.group(
            parquet,
            config.column(),
            config.solutionColumn(),
            bad,
            spark.sparkContext().hadoopConfiguration());
    int readable = text.size();
    for (List<InputFile> group : parquetGroups.values()) {
      readable += group.size();
    }
    bad.check(readable);
    Dataset<Row> rows = bad.rows(spark);
    long bytes = 0;
    AnalyzerOptions options = config.analyzer();
    if (!text.isEmpty()) {
      Analyzed t = readText(spark, text, config, bad, options);
      rows = union(rows, t.rows());
      bytes += t.inputBytes();
    }
    for (Map.Entry<ParquetColumns, List<InputFile>> g : parquetGroups.entrySet()) {
      Analyzed p = readParquet(spark, g.getValue(), g.getKey(), config, bad.recordsRead());
      rows = union(rows, p.rows());
      bytes += p.inputBytes();
    }
    return new Analyzed(rows, bytes);
  }

  /** As {@link #read(SparkSession, List, GradeConfig, BadFiles)}, the bad files left unreported. */
  static Analyzed read(SparkSession spark, List<InputFile> files, GradeConfig config)
      throws IOException {
    return read(spark, files, config, new BadFiles(spark, config.onBadFile()));
  }

  /** The rows of both; columns only one side has (the report's input columns) null in the other. */
  private static Dataset<Row> union(Dataset<Row> a, Dataset<Row> b) {
    return a == null ? b : a.unionByName(b, true);
  }

  private static Analyzed readText(
      SparkSession spark,
      List<InputFile> files,
      GradeConfig config,
      BadFiles bad,
      AnalyzerOptions options)
      throws IOException {
    JavaSparkContext jsc = JavaSparkContext.fromSparkContext(spark.sparkContext());
    int cores = jsc.defaultParallelism();
    long bytes = 0;
    Path[] paths = new Path[files.size()];
    Map<String, Layout> layouts = new HashMap<>();
    List<String> unsplit = new ArrayList<>();
    Set<String> csv = new HashSet<>();
    for (int i = 0; i < files.size(); i++) {
      bytes += files.get(i).bytes();
      paths[i] = new Path(files.get(i).path());
      Layout layout = files.get(i).layout();
      layouts.put(
          InputFile.source(paths[i]),
          options.inputColumns().isEmpty()
              ? layout
              : layout.withExtraColumns(options.inputColumns()));
      if (files.get(i).unsplittable()) {
        unsplit.add(InputFile.source(paths[i]));
      } else if (files.get(i).kind() == InputFile.Kind.CSV) {
        csv.add(InputFile.source(paths[i]));
      }
    }
    Configuration conf = new Configuration(jsc.hadoopConfiguration());
    conf.setStrings(UnsplitCompressedTextInputFormat.UNSPLIT, unsplit.toArray(new String[0]));
    long split = Math.max(MIN_SPLIT, Math.min(MAX_SPLIT, bytes / (2L * cores) + 1));
    conf.setLong(FileInputFormat.SPLIT_MAXSIZE, split);
    Job job = Job.getInstance(conf);
    FileInputFormat.setInputPaths(job, paths);
    List<InputSplit> splits = new UnsplitCompressedTextInputFormat().getSplits(job);
    SplitLines.Plan plan = SplitLines.plan(jsc.hadoopConfiguration(), jsc, splits, csv);
    Map<String, Long> firstLine = new HashMap<>(plan.firstLines());
    if (!plan.quotedBreaks().isEmpty()) {
      splits = wholeFiles(splits, plan.quotedBreaks(), firstLine);
    }
    List<TextSplitRDD.Split> parts = new ArrayList<>(splits.size());
    for (InputSplit s : splits) {
      FileSplit fs = (FileSplit) s;
      String path = InputFile.source(fs.getPath());
      Long first = firstLine.get(SplitLines.key(path, fs.getStart()));
      if (first == null) {
        throw new IllegalStateException("no line numbering for split " + fs);
      }
      parts.add(new TextSplitRDD.Split(parts.size(), fs, first, layouts.get(path)));
    }
    JavaRDD<Record> raw =
        new TextSplitRDD(spark.sparkContext(), parts, bad.policy(), bad.accumulator()).toJavaRDD();
    if (raw.getNumPartitions() < cores) {
      raw = raw.repartition(2 * cores);
    }
    boolean canonical = config.canonical();
    boolean grade = !config.dedup();
    RecordsRead read = bad.recordsRead();
    JavaRDD<InternalRow> analyzed =
        raw.mapPartitions(records -> analyze(records, canonical, grade, options, read.counter()));
    return new Analyzed(GradedPuzzleSchema.internalDataset(spark, analyzed, options), bytes);
  }

  /**
   * {@code splits} with the splits of each of {@code files} (CSV files with a quoted line break,
   * found by {@link SplitLines#plan}) replaced by one split of the whole file, numbered from line 1
   * in {@code firstLine}: a split that started inside a row spanning lines could not read it.
   */
  private static List<InputSplit> wholeFiles(
      List<InputSplit> splits, Set<String> files, Map<String, Long> firstLine) throws IOException {
    List<InputSplit> out = new ArrayList<>(splits.size());
    Map<String, FileSplit> whole = new HashMap<>();
    for (InputSplit s : splits) {
      FileSplit f = (FileSplit) s;
      String path = InputFile.source(f.getPath());
      if (!files.contains(path)) {
        out.add(s);
        continue;
      }
      FileSplit w = whole.get(path);
      long end = f.getStart() + f.getLength();
      if (w == null) {
        w = new FileSplit(f.getPath(), 0, end, f.getLocations());
        out.add(w);
      } else if (end > w.getLength()) {
        // The file's splits come in order; the whole file's split grows to each end.
        FileSplit grown = new FileSplit(f.getPath(), 0, end, w.getLocations());
        out.set(out.indexOf(w), grown);
        w = grown;
      }
      whole.put(path, w);
      firstLine.put(SplitLines.key(path, 0), 1L);
    }
    return out;
  }

  /** One analyzer and one row converter per partition; the rows are Spark's own (no encoder). */
  private static Iterator<InternalRow> analyze(
      Iterator<Record> records,
      boolean canonical,
      boolean grade,
      AnalyzerOptions options,
      RecordsRead.Counter read) {
    PuzzleAnalyzer analyzer = new PuzzleAnalyzer("line", canonical, grade, options);
    GradedInternalRows rows = new GradedInternalRows(options);
    int ratingAt = lineRatingColumn(options.inputColumns());
    return new Iterator<>() {
      @Override
      public boolean hasNext() {
        boolean more = records.hasNext();
        if (!more) {
          read.flush();
        }
        return more;
      }

      @Override
      public InternalRow next() {
        Record r = records.next();
        read.count(r.source(), r.line());
        return rows.of(
            r.error() != null
                ? analyzer.invalidRow(r.source(), r.line(), r.text(), r.error())
                : analyzer.fields(
                    r.source(), r.line(), r.text(), r.solution(), extras(r, ratingAt)));
      }
    };
  }

  /**
   * The position of the input column {@code rating} among {@code columns}, or -1: a line file's
   * puzzle lines may carry a rating after the puzzle ({@code <hash> <puzzle> 7.2}, what {@code
   * sudoku grade} prints), which is that file's {@code rating} column.
   */
  static int lineRatingColumn(List<String> columns) {
    for (int i = 0; i < columns.size(); i++) {
      if (columns.get(i).equalsIgnoreCase("rating")) {
        return i;
      }
    }
    return -1;
  }

  /** The record's input column values: a CSV row's, or a line's own rating as {@code rating}. */
  private static List<String> extras(Record r, int ratingAt) {
    if (!r.extras().isEmpty() || ratingAt < 0 || r.rating() == null) {
      return r.extras();
    }
    String[] values = new String[ratingAt + 1];
    values[ratingAt] = r.rating();
    return java.util.Arrays.asList(values);
  }

  /** One group of Parquet files whose puzzle and solution columns have the same names and types. */
  private static Analyzed readParquet(
      SparkSession spark,
      List<InputFile> files,
      ParquetColumns columns,
      GradeConfig config,
      RecordsRead read) {
    List<String> paths = new ArrayList<>();
    long bytes = 0;
    for (InputFile f : files) {
      paths.add(f.path());
      bytes += f.bytes();
    }
    Dataset<Row> in = spark.read().parquet(paths.toArray(new String[0]));
    Column solutionCol =
        columns.solution() == null
            ? functions.lit(null).cast("string")
            : functions.col(columns.solution()).cast("string");
    AnalyzerOptions options = config.analyzer();
    List<String> names = new ArrayList<>();
    for (String name : in.columns()) {
      names.add(name.toLowerCase(Locale.ROOT));
    }
    List<Column> selection = new ArrayList<>();
    selection.add(functions.col("_metadata.file_path"));
    selection.add(functions.col("_metadata.row_index").plus(1));
    selection.add(functions.col(columns.puzzle()).cast("string"));
    selection.add(solutionCol);
    for (String c : options.inputColumns()) {
      String lower = c.toLowerCase(Locale.ROOT);
      selection.add(
          names.contains(lower)
              ? functions.col(lower).cast("string")
              : functions.lit(null).cast("string"));
    }
    Dataset<Row> selected = in.select(selection.toArray(new Column[0]));
    boolean canonical = config.canonical();
    boolean grade = !config.dedup();
    Dataset<Row> rows =
        selected.mapPartitions(
            (MapPartitionsFunction<Row, Row>)
                records -> analyzeParquet(records, canonical, grade, options, read.counter()),
            Encoders.row(GradedPuzzleSchema.schema(options)));
    return new Analyzed(rows, bytes);
  }

  private static Iterator<Row> analyzeParquet(
      Iterator<Row> records,
      boolean canonical,
      boolean grade,
      AnalyzerOptions options,
      RecordsRead.Counter read) {
    PuzzleAnalyzer analyzer = new PuzzleAnalyzer("row", canonical, grade, options);
    int extras = options.inputColumns().size();
    return new Iterator<>() {
      private String url;
      private String source;

      @Override
      public boolean hasNext() {
        boolean more = records.hasNext();
        if (!more) {
          read.flush();
        }
        return more;
      }

      @Override
      public Row next() {
        Row r = records.next();
        // A partition's rows come file by file: one URL parse per file, not per row.
        if (!r.getString(0).equals(url)) {
          url = r.getString(0);
          source = InputFile.source(url);
        }
        read.count(source, r.getLong(1));
        List<String> values = new ArrayList<>(extras);
        for (int i = 0; i < extras; i++) {
          values.add(r.isNullAt(4 + i) ? null : r.getString(4 + i));
        }
        return analyzer.analyze(source, r.getLong(1), r.getString(2), r.getString(3), values);
      }
    };
  }

  /**
   * Text input whose compressed files are never split: line numbers of a split need the byte
   * offsets of an uncompressed file ({@link SplitLines}); a compressed file is one task, and {@link
   * ArchiveReader} spreads its lines over the cores afterwards. Files listed under {@link #UNSPLIT}
   * (records spanning lines, {@link InputFile#unsplittable()}) are not split either: a split
   * starting inside a drawing could not read it. Its record reader ends a split it cannot read to
   * the end with a fault record instead of failing the task ({@link GuardedLineReader}).
   */
  public static final class UnsplitCompressedTextInputFormat extends TextInputFormat {
    /** Configuration key: the paths to read in one piece. */
    static final String UNSPLIT = "sudoku.input.unsplit";

    @Override
    protected boolean isSplitable(JobContext context, Path file) {
      Configuration conf = context.getConfiguration();
      for (String p : conf.getTrimmedStringCollection(UNSPLIT)) {
        if (p.equals(file.toString())) {
          return false;
        }
      }
      return new CompressionCodecFactory(conf).getCodec(file) == null;
    }

    @Override
    public RecordReader<LongWritable, Text> createRecordReader(
        InputSplit split, TaskAttemptContext context) {
      return new GuardedLineReader(super.createRecordReader(split, context));
    }
  }
}
