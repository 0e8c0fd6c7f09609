package dev.sudoku.spark;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.lit;

import dev.sudoku.core.Grid;
import dev.sudoku.render.SvgOptions;
import dev.sudoku.render.SvgRenderer;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;

/**
 * The hardest puzzles of a graded dataset: the few rows with the highest rating (an exact rating
 * before a lower bound of the same value, then by file and line), and their pictures ({@link
 * SvgRenderer}) for the HTML report or any page that wants them.
 *
 * <p>One query, {@code ORDER BY ... LIMIT n}, which Spark runs as a top-n per partition: only
 * {@code n} rows per partition travel, and only {@code n} reach the driver.
 */
final class HardestPuzzles {
  /** On screen: 180 CSS pixels a grid, four or five to a row of a report page. */
  static final SvgOptions SCREEN = new SvgOptions(180, 4, SvgOptions.Unit.PX);

  private HardestPuzzles() {}

  /** The {@code n} hardest rated puzzles of {@code graded} (the job's layout), hardest first. */
  static List<GradeReport.Hardest> find(Dataset<Row> graded, int n) {
    List<Row> rows =
        graded
            .filter(col("status").equalTo(lit("UNIQUE")).and(col("rating").isNotNull()))
            .select(
                col("puzzle"),
                col("rating"),
                col("gradeStatus"),
                col("level"),
                col("source"),
                col("index"),
                col("hardestTechnique"),
                col("ep"),
                col("ed"))
            // at the same rating an exact one is known to be as hard; a bound may be less
            .orderBy(
                col("rating").desc(),
                col("gradeStatus").equalTo(lit("LOWER_BOUND")).asc(),
                col("source").asc(),
                col("index").asc())
            .limit(n)
            .collectAsList();
    List<GradeReport.Hardest> out = new ArrayList<>(rows.size());
    for (Row r : rows) {
      out.add(
          new GradeReport.Hardest(
              r.getString(4),
              r.getLong(5),
              r.getString(0),
              r.getDouble(1),
              "LOWER_BOUND".equals(r.getString(2)),
              r.isNullAt(3) ? null : r.getString(3),
              r.isNullAt(6) ? null : r.getString(6),
              r.isNullAt(7) ? null : r.getDouble(7),
              r.isNullAt(8) ? null : r.getDouble(8)));
    }
    return out;
  }

  /** {@code SE 9.1} or {@code SE ≥ 9.5}. */
  static String rated(GradeReport.Hardest h) {
    return String.format(Locale.ROOT, "SE %s%.1f", h.lowerBound() ? "\u2265 " : "", h.rating());
  }

  /** The puzzle drawn as a standalone SVG document, titled with its rating and origin. */
  static String picture(SvgRenderer renderer, GradeReport.Hardest h) {
    String title =
        "Sudoku rated "
            + rated(h)
            + (h.level() == null ? "" : ", " + h.level())
            + " ("
            + h.source()
            + " line "
            + h.line()
            + ")";
    return renderer.puzzle(Grid.parse(h.puzzle()), title);
  }
}
