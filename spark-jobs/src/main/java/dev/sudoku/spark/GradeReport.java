package dev.sudoku.spark;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.floor;
import static org.apache.spark.sql.functions.lit;
import static org.apache.spark.sql.functions.sum;

import dev.sudoku.spark.GradedPuzzleSchema.Status;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;

/**
 * The summary of one grade run: small aggregates computed by Spark over the written dataset, so
 * nothing but a few hundred numbers ever reaches the driver.
 *
 * @param inputs the inputs as given
 * @param output where the dataset was written
 * @param format its format
 * @param rows rows written
 * @param byStatus rows per status, every status present (0 when none)
 * @param byLevel rows per level; {@code "unrated"} for rows without one
 * @param byHardestTechnique rows per hardest technique; {@code "unrated"} for rows without one
 * @param ratingHistogram rated rows per rating bin, keyed by the bin's lower bound (bins of
 *     {@value #BIN_WIDTH})
 * @param archiveMatched unique rows whose archive solution equals ours
 * @param archiveMismatched unique rows whose archive solution differs from ours
 * @param duplicateRows rows whose puzzle (same 81 characters) appeared on an earlier row; the
 *     count by canonical form (isomorphs) replaces this when the canonicalizer is merged
 * @param duplicatedPuzzles distinct puzzles that appear more than once
 * @param invalidSamples up to {@value #SAMPLES} reasons of invalid rows
 * @param inputRecords input records read (lines including headers and blanks, or Parquet rows)
 * @param gradeSeconds wall time of the read-analyze-write phase
 * @param taskCpuSeconds CPU time Spark's tasks spent in that phase, summed over executors
 * @param totalSeconds wall time of the whole job, from resolving inputs to the finished report
 */
public record GradeReport(List<String> inputs, String output, String format, long rows,
    Map<String, Long> byStatus, Map<String, Long> byLevel, Map<String, Long> byHardestTechnique,
    Map<Double, Long> ratingHistogram, long archiveMatched, long archiveMismatched,
    long duplicateRows, long duplicatedPuzzles, List<String> invalidSamples, long inputRecords,
    double gradeSeconds, double taskCpuSeconds, double totalSeconds) {

  /** Width of a rating histogram bin. */
  public static final double BIN_WIDTH = 0.5;
  static final int SAMPLES = 10;
  static final String UNRATED = "unrated";

  /** Rows graded per wall-clock second of the grade phase. */
  public double rowsPerSecond() {
    return gradeSeconds > 0 ? rows / gradeSeconds : 0;
  }

  /** Rows in a status. */
  public long count(Status status) {
    return byStatus.getOrDefault(status.name(), 0L);
  }

  /** The run's identity and timings, passed to {@link #compute}. */
  record Run(List<String> inputs, String output, String format, long inputRecords,
      double gradeSeconds, double taskCpuSeconds) {
  }

  /**
   * Aggregates a graded dataset: one grouped count over status, level, hardest technique, rating
   * bin and archive match (a few hundred groups at most), one count of repeated puzzles, and a
   * sample of invalid reasons.
   */
  static GradeReport compute(Dataset<Row> graded, Run run, long startedNanos) {
    List<Row> groups = graded
        .groupBy(col("status"), col("level"), col("hardestTechnique"),
            floor(col("rating").divide(lit(BIN_WIDTH))).as("bin"),
            col("archiveSolutionMatched"))
        .count()
        .collectAsList();
    Map<String, Long> byStatus = new LinkedHashMap<>();
    for (Status s : Status.values()) {
      byStatus.put(s.name(), 0L);
    }
    Map<String, Long> byLevel = new TreeMap<>();
    Map<String, Long> byTechnique = new TreeMap<>();
    Map<Double, Long> histogram = new TreeMap<>();
    long rows = 0;
    long matched = 0;
    long mismatched = 0;
    for (Row g : groups) {
      long n = g.getLong(5);
      rows += n;
      byStatus.merge(g.getString(0), n, Long::sum);
      byLevel.merge(g.isNullAt(1) ? UNRATED : g.getString(1), n, Long::sum);
      byTechnique.merge(g.isNullAt(2) ? UNRATED : g.getString(2), n, Long::sum);
      if (!g.isNullAt(3)) {
        histogram.merge(g.getLong(3) * BIN_WIDTH, n, Long::sum);
      }
      if (!g.isNullAt(4)) {
        if (g.getBoolean(4)) {
          matched += n;
        } else {
          mismatched += n;
        }
      }
    }
    Row dup = graded
        .filter(col("status").notEqual(lit(Status.INVALID.name())))
        .groupBy(col("puzzle"))
        .count()
        .filter(col("count").gt(1))
        .agg(org.apache.spark.sql.functions.count(lit(1)), sum(col("count").minus(1)))
        .first();
    long duplicated = dup.getLong(0);
    long duplicateRows = dup.isNullAt(1) ? 0 : dup.getLong(1);
    List<String> samples = new ArrayList<>();
    for (Row r : graded.filter(col("status").equalTo(lit(Status.INVALID.name())))
        .select(col("source"), col("reason")).limit(SAMPLES).collectAsList()) {
      samples.add(r.getString(0) + ": " + r.getString(1));
    }
    double total = (System.nanoTime() - startedNanos) / 1e9;
    return new GradeReport(run.inputs(), run.output(), run.format(), rows, byStatus, byLevel,
        byTechnique, histogram, matched, mismatched, duplicateRows, duplicated, samples,
        run.inputRecords(), run.gradeSeconds(), run.taskCpuSeconds(), total);
  }
}
