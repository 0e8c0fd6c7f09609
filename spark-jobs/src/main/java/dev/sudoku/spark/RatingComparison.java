package dev.sudoku.spark;

import static org.apache.spark.sql.functions.abs;
import static org.apache.spark.sql.functions.approx_count_distinct;
import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.count_if;
import static org.apache.spark.sql.functions.covar_pop;
import static org.apache.spark.sql.functions.floor;
import static org.apache.spark.sql.functions.lit;
import static org.apache.spark.sql.functions.max;
import static org.apache.spark.sql.functions.min;
import static org.apache.spark.sql.functions.round;
import static org.apache.spark.sql.functions.trim;
import static org.apache.spark.sql.functions.var_pop;
import static org.apache.spark.sql.functions.when;

import dev.sudoku.grade.Level;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeMap;
import org.apache.spark.sql.Column;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;

/**
 * How a rating the input already has ({@code --compare-column NAME}) agrees with ours, computed by
 * Spark over the written dataset (which carries the column as {@code input_NAME}).
 *
 * <p>Two kinds of column, because agreement means different things for them:
 *
 * <ul>
 *   <li>an <b>SE rating</b> (Sudoku Explainer's ER, as in {@code se_er}): compared value for value:
 *       the share equal to ours, the share within 0.2, the differences, and a level confusion table
 *       (their value put in a level by the same bands as ours). One grouped query over (our tenths,
 *       their tenths), at most a few thousand groups; the largest disagreements by a second, top-n
 *       query.
 *   <li>any <b>other scale or labels</b> (Kaggle's {@code difficulty} 0–8.5, a {@code level} such
 *       as {@code Beginner}): our ratings per bin of their values ({@link GroupStats}): numbers in
 *       bins of a round width (or one bin per value when there are few values), labels one bin
 *       each, plus Pearson's correlation for numbers. There is no "agreement" between scales, only
 *       whether ours grows with theirs.
 * </ul>
 *
 * <p>Which kind: {@code --compare-scale se|other}, else by the column's name ({@link #SE_NAMES}).
 */
final class RatingComparison {
  /** Column names read as SE ratings unless told otherwise. */
  static final Set<String> SE_NAMES = Set.of("se_er", "er", "se", "se_rating", "serate", "rating");

  /** Disagreement samples shown. */
  static final int LARGEST = 10;

  /** Numeric columns with at most this many distinct values get one bin per value. */
  static final int MAX_VALUE_BINS = 25;

  /** Labels shown at most (the largest). */
  static final int MAX_LABELS = 30;

  /** Differences beyond ±this many tenths are counted at the ends. */
  static final int MAX_DIFFERENCE = 10;

  private RatingComparison() {}

  /** The dataset column that carries input column {@code name}. */
  static String datasetColumn(String name) {
    return "input_" + name;
  }

  /**
   * Compares column {@code name} of the input with our ratings.
   *
   * @param rows the written dataset, with {@link #datasetColumn(String)}
   */
  static GradeReport.Comparison compute(
      Dataset<Row> rows, String name, ReportOptions.CompareScale scale) {
    boolean se =
        scale == ReportOptions.CompareScale.SE
            || (scale == ReportOptions.CompareScale.AUTO
                && SE_NAMES.contains(name.toLowerCase(Locale.ROOT)));
    String why =
        scale != ReportOptions.CompareScale.AUTO
            ? (se ? "an SE rating" : "another scale") + " (--compare-scale)"
            : se
                ? "an SE rating, by its name (--compare-scale other bins it instead)"
                : "another scale or labels, by its name (--compare-scale se compares it value"
                    + " for value)";
    Column raw = trim(col(datasetColumn(name)));
    Dataset<Row> valued =
        rows.withColumn("_theirs_raw", raw)
            .filter(col("_theirs_raw").isNotNull().and(col("_theirs_raw").notEqual(lit(""))))
            .withColumn("_theirs", col("_theirs_raw").try_cast("double"));
    return se ? se(valued, name, why) : binned(valued, name, why);
  }

  private static GradeReport.Comparison se(Dataset<Row> valued, String name, String why) {
    Column ours10 = round(col("rating").multiply(10)).cast("int");
    Column theirs10 = round(col("_theirs").multiply(10)).cast("int");
    List<Row> cells =
        valued
            .groupBy(col("gradeStatus"), ours10.as("ours10"), theirs10.as("theirs10"))
            .count()
            .collectAsList();
    Level[] levels = Level.values();
    long[][] confusion = new long[levels.length][levels.length];
    TreeMap<Integer, Long> differences = new TreeMap<>();
    long withValue = 0;
    long unparsable = 0;
    long compared = 0;
    long exact = 0;
    long within = 0;
    long sumDifference = 0;
    long consistent = 0;
    long below = 0;
    long notRated = 0;
    for (Row c : cells) {
      long n = c.getLong(3);
      withValue += n;
      if (c.isNullAt(2)) {
        unparsable += n;
        continue;
      }
      int theirs = c.getInt(2);
      String status = c.isNullAt(0) ? null : c.getString(0);
      if ("RATED".equals(status) && !c.isNullAt(1)) {
        int ours = c.getInt(1);
        int d = ours - theirs;
        compared += n;
        exact += d == 0 ? n : 0;
        within += Math.abs(d) <= 2 ? n : 0;
        sumDifference += (long) d * n;
        differences.merge(Math.max(-MAX_DIFFERENCE, Math.min(MAX_DIFFERENCE, d)), n, Long::sum);
        confusion[Level.of(theirs / 10.0).ordinal()][Level.of(ours / 10.0).ordinal()] += n;
      } else if ("LOWER_BOUND".equals(status) && !c.isNullAt(1)) {
        if (theirs >= c.getInt(1)) {
          consistent += n;
        } else {
          below += n;
        }
      } else {
        notRated += n;
      }
    }
    List<String> levelNames = new ArrayList<>();
    List<List<Long>> matrix = new ArrayList<>();
    for (Level l : levels) {
      levelNames.add(l.name());
      List<Long> row = new ArrayList<>();
      for (long v : confusion[l.ordinal()]) {
        row.add(v);
      }
      matrix.add(row);
    }
    List<GradeReport.Disagreement> largest = new ArrayList<>();
    if (exact < compared) {
      Column d = abs(ours10.minus(theirs10));
      for (Row r :
          valued
              .filter(col("gradeStatus").equalTo(lit("RATED")).and(d.geq(lit(1))))
              .orderBy(d.desc(), col("source"), col("index"))
              .select(col("source"), col("index"), col("puzzle"), col("rating"), col("_theirs"))
              .limit(LARGEST)
              .collectAsList()) {
        largest.add(
            new GradeReport.Disagreement(
                r.getString(0), r.getLong(1), r.getString(2), r.getDouble(3), r.getDouble(4)));
      }
    }
    GradeReport.SeAgreement agreement =
        new GradeReport.SeAgreement(
            compared,
            exact,
            compared == 0 ? 0 : exact / (double) compared,
            within,
            compared == 0 ? 0 : within / (double) compared,
            compared == 0 ? null : sumDifference / 10.0 / compared,
            Distribution.of(differences, 10).bins(),
            levelNames,
            matrix,
            consistent,
            below,
            notRated,
            largest);
    return new GradeReport.Comparison(name, "se", why, withValue, unparsable, agreement, null);
  }

  private static GradeReport.Comparison binned(Dataset<Row> valued, String name, String why) {
    Column pair = col("gradeStatus").equalTo(lit("RATED")).and(col("_theirs").isNotNull());
    Column theirs = when(pair, col("_theirs"));
    Column ours = when(pair, col("rating"));
    // Pearson from its parts, not Spark's corr: under ANSI mode corr fails the query with
    // DIVIDE_BY_ZERO when either side is the same on every row (no correlation to report).
    Row s =
        valued
            .agg(
                count_if(lit(true)),
                count_if(col("_theirs").isNotNull()),
                min(col("_theirs")),
                max(col("_theirs")),
                approx_count_distinct(col("_theirs_raw")),
                covar_pop(theirs, ours),
                var_pop(theirs),
                var_pop(ours))
            .first();
    long withValue = s.getLong(0);
    long numbers = s.getLong(1);
    long distinct = s.getLong(4);
    boolean numeric = withValue > 0 && numbers >= 0.95 * withValue;
    if (numeric) {
      double lo = s.getDouble(2);
      double hi = s.getDouble(3);
      Double width = distinct <= MAX_VALUE_BINS ? null : niceWidth((hi - lo) / 12);
      Column key =
          width == null
              ? col("_theirs")
              : floor(col("_theirs").divide(lit(width))).multiply(lit(width));
      List<GradeReport.Group> bins =
          GroupStats.compute(
              valued,
              key,
              GroupStats.Order.KEY,
              GroupStats.MAX_GROUPS,
              v -> binName((Double) v, width));
      Double pearson = pearson(s, 5);
      return new GradeReport.Comparison(
          name,
          "other",
          why,
          withValue,
          withValue - numbers,
          null,
          new GradeReport.Binned(true, width, pearson, bins, 0));
    }
    List<GradeReport.Group> labels =
        new ArrayList<>(
            GroupStats.compute(
                valued, col("_theirs_raw"), GroupStats.Order.ROWS, MAX_LABELS, String::valueOf));
    // Labels have no order of their own: ascending by our mean ER shows whether ours follows.
    labels.sort(
        Comparator.comparing(
            (GradeReport.Group g) -> g.meanEr() == null ? Double.MAX_VALUE : g.meanEr()));
    long groups = labels.size() < MAX_LABELS ? labels.size() : GroupStats.groups(valued, raw());
    return new GradeReport.Comparison(
        name,
        "other",
        why,
        withValue,
        0,
        null,
        new GradeReport.Binned(false, null, null, labels, groups - labels.size()));
  }

  /** Pearson's r from covariance and the two variances at {@code i}; null when undefined. */
  private static Double pearson(Row s, int i) {
    if (s.isNullAt(i) || s.isNullAt(i + 1) || s.isNullAt(i + 2)) {
      return null;
    }
    double v = s.getDouble(i + 1) * s.getDouble(i + 2);
    return v > 0 ? s.getDouble(i) / Math.sqrt(v) : null;
  }

  private static Column raw() {
    return col("_theirs_raw");
  }

  /** The round bin width (1, 2 or 5 times a power of ten, or 2.5) nearest above {@code w}. */
  static double niceWidth(double w) {
    if (!(w > 0)) {
      return 1;
    }
    double p = Math.pow(10, Math.floor(Math.log10(w)));
    for (double m : new double[] {1, 2, 2.5, 5, 10}) {
      if (m * p >= w - 1e-12) {
        return m * p;
      }
    }
    return 10 * p;
  }

  /**
   * {@code 4.5} for a value bin, {@code [4.0, 4.5)} for a bin of width 0.5: half-open, as the bins
   * are computed ({@code floor(value / width) * width}), so 4.5 is in the next bin.
   */
  static String binName(double lo, Double width) {
    if (width == null) {
      return number(lo);
    }
    return "[" + number(lo) + ", " + number(lo + width) + ")";
  }

  private static String number(double v) {
    double r = Math.round(v * 1000) / 1000.0;
    return r == Math.rint(r) && Math.abs(r) < 1e15
        ? String.format(Locale.ROOT, "%.1f", r)
        : String.format(Locale.ROOT, "%s", r);
  }
}
