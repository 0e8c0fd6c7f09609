package dev.sudoku.spark;

import dev.sudoku.archive.RecordStream;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.util.CollectionAccumulator;

/**
 * The bad input files of one grade run and what the {@link BadFilePolicy} makes of them.
 *
 * <p>Files are found bad in two places. On the driver, before the job: a start that cannot be read,
 * a layout that needs an option, a Parquet footer that cannot be read ({@link #add}); their {@code
 * INVALID} rows are made here ({@link #rows}), index 0 (the file as a whole). In tasks, while the
 * job reads: a compressed stream that breaks off, an I/O error; the task adds the file to an
 * accumulator and makes the {@code INVALID} row itself, at the line where reading stopped. Both
 * lists are read after the job ({@link #all}); a retried task or stage may add a file twice, so
 * they are deduplicated.
 */
final class BadFiles {
  private final BadFilePolicy policy;
  private final List<BadFile> onDriver = new ArrayList<>();
  private final CollectionAccumulator<BadFile> inTasks;
  private final RecordsRead read;
  private final List<String> mustHoldPuzzles = new ArrayList<>();

  /** The reason of a file named on the command line that held no record at all. */
  static final String NO_PUZZLE = RecordStream.NO_PUZZLE;

  BadFiles(SparkSession spark, BadFilePolicy policy) {
    this.policy = policy;
    this.inTasks = spark.sparkContext().collectionAccumulator("bad input files");
    this.read = new RecordsRead(spark);
  }

  /** What tasks count the records they read of each file in (valid or not). */
  RecordsRead recordsRead() {
    return read;
  }

  /**
   * Registers a file named on the command line (text or Parquet): if the job reads no record of it
   * and it was not found bad otherwise, {@link #all} lists it as bad ({@link #NO_PUZZLE}), as
   * {@code sudoku} names such a file among several.
   */
  void expectPuzzles(String path) {
    mustHoldPuzzles.add(path);
  }

  BadFilePolicy policy() {
    return policy;
  }

  /** What tasks add the files they could not read to (captured by the reading closure). */
  CollectionAccumulator<BadFile> accumulator() {
    return inTasks;
  }

  /** Records a file found bad on the driver. */
  void add(BadFile file) {
    onDriver.add(file);
  }

  /**
   * Stops the run before the job starts when the policy is {@code fail} and a file is bad, or when
   * no file is left to read (grading nothing but bad files would be no run at all).
   *
   * @param readable how many input files are still to be read
   * @throws IllegalArgumentException when the first bad file's layout needs an option
   * @throws BadFileException when it cannot be read
   */
  void check(int readable) throws BadFileException {
    if (!onDriver.isEmpty() && (policy == BadFilePolicy.FAIL || readable == 0)) {
      onDriver.get(0).stop();
    }
  }

  /**
   * The {@code INVALID} rows of the files found bad on the driver ({@link GradedPuzzleSchema}), or
   * null when there are none.
   */
  Dataset<Row> rows(SparkSession spark) {
    if (onDriver.isEmpty()) {
      return null;
    }
    PuzzleAnalyzer analyzer = new PuzzleAnalyzer("file", false, false);
    List<Row> rows = new ArrayList<>();
    for (BadFile f : onDriver) {
      Object[] row = analyzer.invalidRow(f.path(), 0, null, f.reason());
      // Index 0 is the file as a whole: its reason is the file's, without a "line 0: " prefix.
      row[GradedPuzzleSchema.REASON] = f.reason();
      rows.add(RowFactory.create(row));
    }
    return spark.createDataFrame(rows, GradedPuzzleSchema.SCHEMA);
  }

  /**
   * The files registered by {@link #expectPuzzles} of which the job read no record, in the order
   * registered (read after the job has run).
   */
  List<BadFile> withoutPuzzle() {
    Set<String> withRecords = read.bySource().keySet();
    Set<String> badOnDriver = new java.util.HashSet<>();
    onDriver.forEach(f -> badOnDriver.add(f.path()));
    List<BadFile> out = new ArrayList<>();
    for (String path : mustHoldPuzzles) {
      if (!withRecords.contains(path) && !badOnDriver.contains(path)) {
        out.add(new BadFile(path, NO_PUZZLE, false));
      }
    }
    return out;
  }

  /** Every bad file of the run, by path (read after the job has run). */
  List<BadFile> all() {
    Set<BadFile> all = new LinkedHashSet<>(onDriver);
    all.addAll(inTasks.value());
    all.addAll(withoutPuzzle());
    List<BadFile> sorted = new ArrayList<>(all);
    sorted.sort(Comparator.comparing(BadFile::path).thenComparing(BadFile::reason));
    return sorted;
  }
}
