package dev.sudoku.spark;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.floor;
import static org.apache.spark.sql.functions.lit;
import static org.apache.spark.sql.functions.sum;
import static org.apache.spark.sql.functions.when;

import dev.sudoku.grade.Level;
import dev.sudoku.grade.Technique;
import dev.sudoku.spark.GradedPuzzleSchema.Status;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.functions;

/**
 * The summary of one grade or generate run: small aggregates computed by Spark over the written
 * dataset in one grouped scan, so nothing but a few hundred numbers ever reaches the driver.
 *
 * @param inputs the inputs as given (for a generate run, the request)
 * @param output where the dataset was written
 * @param format its format
 * @param rows rows written
 * @param byStatus rows per status, every status present (0 when none)
 * @param byLevel rows per level; {@code "unrated"} for rows without one
 * @param byHardestTechnique rows per hardest technique; {@code "unrated"} for rows without one
 * @param ratingHistogram rows with an exact rating ({@code RATED}) per rating bin, keyed by the
 *     bin's lower bound (bins of {@value #BIN_WIDTH})
 * @param lowerBound rows whose rating is only a lower bound ({@code gradeStatus LOWER_BOUND}): kept
 *     out of the histogram, shown beside it
 * @param archiveMatched unique rows whose archive solution equals ours
 * @param archiveMismatched unique rows whose archive solution differs from ours
 * @param deduplicated whether the run kept one row per canonical form ({@code --dedup}); the two
 *     duplicate counts are 0 otherwise
 * @param duplicateRows input rows dropped because an earlier row had the same canonical form
 * @param duplicatedPuzzles kept rows that had at least one such duplicate
 * @param invalidSamples up to {@value #SAMPLES} reasons of invalid rows
 * @param badFiles every input file that could not be read, or not to its end ({@code path: reason},
 *     by path); each has an {@code INVALID} row in the dataset
 * @param inputRecords input records read (lines including headers and blanks, Parquet rows, or
 *     generator indices tried)
 * @param gradeSeconds wall time of the read-analyze-write phase
 * @param taskCpuSeconds CPU time Spark's tasks spent in that phase, summed over executors
 * @param totalSeconds wall time of the whole job, from resolving inputs to the finished report
 */
public record GradeReport(
    List<String> inputs,
    String output,
    String format,
    long rows,
    Map<String, Long> byStatus,
    Map<String, Long> byLevel,
    Map<String, Long> byHardestTechnique,
    Map<Double, Long> ratingHistogram,
    long lowerBound,
    long archiveMatched,
    long archiveMismatched,
    boolean deduplicated,
    long duplicateRows,
    long duplicatedPuzzles,
    List<String> invalidSamples,
    List<String> badFiles,
    long inputRecords,
    double gradeSeconds,
    double taskCpuSeconds,
    double totalSeconds) {

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

  /**
   * Names in the enum's order (levels easy to extreme, techniques by base rating), then any other
   * name ({@code "unrated"}) alphabetically.
   */
  private static Comparator<String> enumOrder(Enum<?>[] values) {
    Map<String, Integer> rank = new HashMap<>();
    for (Enum<?> e : values) {
      rank.put(e.name(), e.ordinal());
    }
    return Comparator.<String>comparingInt(n -> rank.getOrDefault(n, values.length))
        .thenComparing(Comparator.naturalOrder());
  }

  /** The run's identity and timings, passed to {@link #compute}. */
  record Run(
      List<String> inputs,
      String output,
      String format,
      long inputRecords,
      double gradeSeconds,
      double taskCpuSeconds,
      boolean deduplicated,
      List<String> badFiles) {}

  /**
   * Aggregates a graded dataset with one grouped scan over status, grade status, level, hardest
   * technique, rating bin and archive match (a few hundred groups at most, duplicates summed in the
   * same pass); only when there are invalid rows, a second small query fetches a sample of their
   * reasons.
   */
  static GradeReport compute(Dataset<Row> graded, Run run, long startedNanos) {
    List<Row> groups =
        graded
            .groupBy(
                col("status"),
                col("gradeStatus"),
                col("level"),
                col("hardestTechnique"),
                floor(col("rating").divide(lit(BIN_WIDTH))).as("bin"),
                col("archiveSolutionMatched"))
            .agg(
                functions.count(lit(1)),
                sum(col("duplicates")),
                sum(when(col("duplicates").gt(0), 1).otherwise(0)))
            .collectAsList();
    Map<String, Long> byStatus = new LinkedHashMap<>();
    for (Status s : Status.values()) {
      byStatus.put(s.name(), 0L);
    }
    Map<String, Long> byLevel = new TreeMap<>(enumOrder(Level.values()));
    Map<String, Long> byTechnique = new TreeMap<>(enumOrder(Technique.values()));
    Map<Double, Long> histogram = new TreeMap<>();
    long rows = 0;
    long lowerBound = 0;
    long matched = 0;
    long mismatched = 0;
    long duplicateRows = 0;
    long duplicated = 0;
    for (Row g : groups) {
      long n = g.getLong(6);
      rows += n;
      byStatus.merge(g.getString(0), n, Long::sum);
      byLevel.merge(g.isNullAt(2) ? UNRATED : g.getString(2), n, Long::sum);
      byTechnique.merge(g.isNullAt(3) ? UNRATED : g.getString(3), n, Long::sum);
      boolean rated = "RATED".equals(g.getString(1));
      if ("LOWER_BOUND".equals(g.getString(1))) {
        lowerBound += n;
      } else if (rated && !g.isNullAt(4)) {
        histogram.merge(g.getLong(4) * BIN_WIDTH, n, Long::sum);
      }
      if (!g.isNullAt(5)) {
        if (g.getBoolean(5)) {
          matched += n;
        } else {
          mismatched += n;
        }
      }
      if (!g.isNullAt(7)) {
        duplicateRows += g.getLong(7);
      }
      duplicated += g.getLong(8);
    }
    List<String> samples = new ArrayList<>();
    if (byStatus.get(Status.INVALID.name()) > 0) {
      for (Row r :
          graded
              .filter(col("status").equalTo(lit(Status.INVALID.name())))
              .select(col("source"), col("reason"))
              .limit(SAMPLES)
              .collectAsList()) {
        samples.add(r.getString(0) + ": " + r.getString(1));
      }
    }
    double total = (System.nanoTime() - startedNanos) / 1e9;
    return new GradeReport(
        run.inputs(),
        run.output(),
        run.format(),
        rows,
        byStatus,
        byLevel,
        byTechnique,
        histogram,
        lowerBound,
        matched,
        mismatched,
        run.deduplicated(),
        duplicateRows,
        duplicated,
        samples,
        List.copyOf(run.badFiles()),
        run.inputRecords(),
        run.gradeSeconds(),
        run.taskCpuSeconds(),
        total);
  }
}
