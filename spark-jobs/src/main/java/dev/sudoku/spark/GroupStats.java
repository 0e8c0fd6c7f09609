package dev.sudoku.spark;

import static org.apache.spark.sql.functions.avg;
import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.count;
import static org.apache.spark.sql.functions.count_if;
import static org.apache.spark.sql.functions.lit;
import static org.apache.spark.sql.functions.max;
import static org.apache.spark.sql.functions.percentile_approx;
import static org.apache.spark.sql.functions.when;

import dev.sudoku.grade.Level;
import dev.sudoku.spark.GradedPuzzleSchema.Status;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.apache.spark.sql.Column;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.functions;

/**
 * The report's figures per group of rows (an input file, a value of an input column, a bin of a
 * compared rating): one grouped aggregation, one row per group with every count as a column, so
 * only the groups shown reach the driver.
 */
final class GroupStats {
  /** Groups shown at most; the report says how many there are. */
  static final int MAX_GROUPS = 50;

  private static final Status[] STATUSES = Status.values();
  private static final Level[] LEVELS = Level.values();

  /** How the groups are ordered before the limit. */
  enum Order {
    /** By the key, ascending (files by path, bins by value). */
    KEY,
    /** Largest group first, then by key. */
    ROWS
  }

  private GroupStats() {}

  /**
   * The groups of {@code rows} by {@code key} (null keys form no group), at most {@code limit}.
   *
   * @param key any orderable column: groups ordered by key follow its type's order (numbers by
   *     value)
   * @param name how a key is shown
   */
  static List<GradeReport.Group> compute(
      Dataset<Row> rows, Column key, Order order, int limit, Function<Object, String> name) {
    List<Column> aggs = new ArrayList<>();
    aggs.add(count(lit(1)).as("rows"));
    for (Status s : STATUSES) {
      aggs.add(count_if(col("status").equalTo(lit(s.name()))).as("s_" + s.name()));
    }
    Column rated = col("gradeStatus").equalTo(lit("RATED"));
    Column er = when(rated, col("rating"));
    aggs.add(count_if(rated).as("rated"));
    aggs.add(count_if(col("gradeStatus").equalTo(lit("LOWER_BOUND"))).as("lowerBound"));
    aggs.add(avg(er).as("mean"));
    aggs.add(percentile_approx(er, functions.array(lit(0.5), lit(0.9)), lit(10000)).as("pct"));
    aggs.add(max(er).as("max"));
    for (Level l : LEVELS) {
      aggs.add(count_if(col("level").equalTo(lit(l.name()))).as("l_" + l.name()));
    }
    aggs.add(count_if(col("level").isNull()).as("l_unrated"));
    Dataset<Row> grouped =
        rows.filter(key.isNotNull())
            .groupBy(key.as("key"))
            .agg(aggs.get(0), aggs.subList(1, aggs.size()).toArray(new Column[0]));
    Dataset<Row> ordered =
        order == Order.KEY
            ? grouped.orderBy(col("key"))
            : grouped.orderBy(col("rows").desc(), col("key"));
    List<GradeReport.Group> out = new ArrayList<>();
    for (Row r : ordered.limit(limit).collectAsList()) {
      out.add(group(r, name));
    }
    return out;
  }

  /** Number of distinct non-null keys. */
  static long groups(Dataset<Row> rows, Column key) {
    return rows.filter(key.isNotNull()).select(key).distinct().count();
  }

  private static GradeReport.Group group(Row r, Function<Object, String> names) {
    int i = 0;
    String name = names.apply(r.get(i++));
    long rows = r.getLong(i++);
    Map<String, Long> byStatus = new LinkedHashMap<>();
    for (Status s : STATUSES) {
      long n = r.getLong(i++);
      if (n > 0) {
        byStatus.put(s.name(), n);
      }
    }
    long rated = r.getLong(i++);
    long lowerBound = r.getLong(i++);
    Double mean = r.isNullAt(i) ? null : r.getDouble(i);
    i++;
    Double median = null;
    Double p90 = null;
    if (!r.isNullAt(i)) {
      List<Double> pct = r.getList(i);
      median = pct.get(0);
      p90 = pct.get(1);
    }
    i++;
    Double max = r.isNullAt(i) ? null : r.getDouble(i);
    i++;
    Map<String, Long> byLevel = new LinkedHashMap<>();
    for (Level l : LEVELS) {
      long n = r.getLong(i++);
      if (n > 0) {
        byLevel.put(l.name(), n);
      }
    }
    long unrated = r.getLong(i);
    if (unrated > 0) {
      byLevel.put(GradeReport.UNRATED, unrated);
    }
    return new GradeReport.Group(
        name, rows, byStatus, rated, lowerBound, mean, median, p90, max, byLevel);
  }
}
