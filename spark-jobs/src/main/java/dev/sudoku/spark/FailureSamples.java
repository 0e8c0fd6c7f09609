package dev.sudoku.spark;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.count;
import static org.apache.spark.sql.functions.lit;
import static org.apache.spark.sql.functions.min_by;
import static org.apache.spark.sql.functions.split;
import static org.apache.spark.sql.functions.struct;
import static org.apache.spark.sql.functions.when;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.spark.sql.Column;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.types.DataTypes;

/**
 * The rows a person checks first: per kind of failure, how many and the first few by file and line.
 * One aggregation over the failing rows with Spark's bounded {@code min_by(x, ord, k)} (a heap of k
 * rows per kind and partition): nothing is sorted or shuffled beyond those samples.
 */
final class FailureSamples {
  /** Samples per kind. */
  static final int SAMPLES = 10;

  /** Kinds in the order the report shows them, with what each means. */
  static final Map<String, String> KINDS = new LinkedHashMap<>();

  static {
    KINDS.put("INVALID", "invalid: unreadable, or givens in conflict");
    KINDS.put("NO_SOLUTION", "no solution");
    KINDS.put("MULTIPLE_SOLUTIONS", "more than one solution");
    KINDS.put("NOT_GRADED", "unique, but the grader failed on it");
    KINDS.put("LOWER_BOUND", "rated only \"at least\": the grader's techniques or time ran out");
  }

  /** The kinds' headings for people (the JSON keeps the status names). */
  private static final Map<String, String> TITLES =
      Map.of(
          "INVALID", "Invalid",
          "NO_SOLUTION", "No solution",
          "MULTIPLE_SOLUTIONS", "Several solutions",
          "NOT_GRADED", "Not graded",
          "LOWER_BOUND", "Rated at least");

  private FailureSamples() {}

  /** A kind's heading: {@code Several solutions} for {@code MULTIPLE_SOLUTIONS}. */
  static String title(String kind) {
    return TITLES.getOrDefault(kind, kind);
  }

  /** The solutions column as an array (CSV holds it as text separated by spaces). */
  private static Column solutions(Dataset<Row> rows) {
    Column c = col(GradedPuzzleSchema.SOLUTIONS);
    return rows.schema().apply(GradedPuzzleSchema.SOLUTIONS).dataType() == DataTypes.StringType
        ? when(c.notEqual(lit("")), split(c, " "))
        : c;
  }

  /**
   * Every kind present in {@code rows}, in {@link #KINDS} order.
   *
   * @param solutions the dataset has a {@code solutions} column ({@code --list-solutions})
   */
  static List<GradeReport.Failure> compute(Dataset<Row> rows, boolean solutions) {
    Column kind =
        when(col("status").notEqual(lit("UNIQUE")), col("status"))
            .when(col("reason").startsWith("not graded"), lit("NOT_GRADED"))
            .when(col("gradeStatus").equalTo(lit("LOWER_BOUND")), lit("LOWER_BOUND"));
    Column sample =
        struct(
            col("source"),
            col("index"),
            col("puzzle"),
            col("reason"),
            col("solutionCount"),
            solutions ? solutions(rows) : lit(null).cast("array<string>"),
            col("rating"));
    Map<String, Row> byKind = new LinkedHashMap<>();
    for (Row r :
        rows.withColumn("_kind", kind)
            .filter(col("_kind").isNotNull())
            .groupBy(col("_kind"))
            .agg(
                count(lit(1)),
                min_by(sample, struct(col("source"), col("index")), SAMPLES).as("samples"))
            .collectAsList()) {
      byKind.put(r.getString(0), r);
    }
    List<GradeReport.Failure> out = new ArrayList<>();
    for (Map.Entry<String, String> k : KINDS.entrySet()) {
      Row r = byKind.get(k.getKey());
      if (r == null) {
        continue;
      }
      List<GradeReport.Sample> samples = new ArrayList<>();
      for (Row s : r.<Row>getList(2)) {
        samples.add(
            new GradeReport.Sample(
                s.getString(0),
                s.getLong(1),
                s.getString(2),
                s.isNullAt(3) ? null : s.getString(3),
                s.getInt(4),
                s.isNullAt(5)
                    ? List.of()
                    : Arrays.asList(s.<String>getList(5).toArray(new String[0])),
                k.getKey().equals("LOWER_BOUND") && !s.isNullAt(6) ? s.getDouble(6) : null));
      }
      out.add(new GradeReport.Failure(k.getKey(), k.getValue(), r.getLong(1), samples));
    }
    return out;
  }
}
