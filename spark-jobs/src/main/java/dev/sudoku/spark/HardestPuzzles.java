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
 * The hardest puzzles of a graded dataset as pictures: the few rows with the highest rating (an
 * exact rating before a lower bound of the same value, then the lowest index), each drawn as an SVG
 * by {@link SvgRenderer}, for the HTML report or any page that wants them.
 *
 * <p>One query, {@code ORDER BY ... LIMIT n}, which Spark runs as a top-n per partition: only
 * {@code n} rows per partition travel, and only {@code n} reach the driver.
 */
final class HardestPuzzles {
  /** How many the report shows. */
  static final int REPORT = 6;

  /** On screen: 180 CSS pixels a grid, six fit in two rows of a report page. */
  static final SvgOptions SCREEN = new SvgOptions(180, 4, SvgOptions.Unit.PX);

  /**
   * One hard puzzle and its picture.
   *
   * @param lowerBound the rating is only a lower bound ({@code gradeStatus LOWER_BOUND})
   * @param level the level column (null when the row has none)
   * @param svg the puzzle drawn as a standalone SVG document, titled with its rating
   */
  record Picture(
      String puzzle,
      double rating,
      boolean lowerBound,
      String level,
      String source,
      long index,
      String svg) {

    /** {@code SE 9.1} or {@code SE ≥ 9.5}. */
    String rated() {
      return String.format(Locale.ROOT, "SE %s%.1f", lowerBound ? "\u2265 " : "", rating);
    }
  }

  private HardestPuzzles() {}

  /** The {@code n} hardest rated puzzles of {@code graded} (the job's layout), hardest first. */
  static List<Picture> find(Dataset<Row> graded, int n) {
    List<Row> rows =
        graded
            .filter(col("status").equalTo(lit("UNIQUE")).and(col("rating").isNotNull()))
            .select(
                col("puzzle"),
                col("rating"),
                col("gradeStatus"),
                col("level"),
                col("source"),
                col("index"))
            // at the same rating an exact one is known to be as hard; a bound may be less
            .orderBy(
                col("rating").desc(),
                col("gradeStatus").equalTo(lit("LOWER_BOUND")).asc(),
                col("source").asc(),
                col("index").asc())
            .limit(n)
            .collectAsList();
    SvgRenderer renderer = new SvgRenderer(SCREEN);
    List<Picture> out = new ArrayList<>(rows.size());
    for (Row r : rows) {
      boolean bound = "LOWER_BOUND".equals(r.getString(2));
      String level = r.isNullAt(3) ? null : r.getString(3);
      Picture p =
          new Picture(
              r.getString(0), r.getDouble(1), bound, level, r.getString(4), r.getLong(5), null);
      String title =
          "Sudoku rated "
              + p.rated()
              + (level == null ? "" : ", " + level)
              + " ("
              + p.source()
              + " #"
              + p.index()
              + ")";
      out.add(
          new Picture(
              p.puzzle(),
              p.rating(),
              bound,
              level,
              p.source(),
              p.index(),
              renderer.puzzle(Grid.parse(p.puzzle()), title)));
    }
    return out;
  }

  /** The report's section: the pictures side by side, each over its rating and origin. */
  static String html(List<Picture> pictures) {
    if (pictures.isEmpty()) {
      return "";
    }
    StringBuilder b = new StringBuilder(pictures.size() * 8192);
    b.append("<h2>Hardest puzzles</h2>\n<div style=\"display:flex;flex-wrap:wrap;gap:1em\">\n");
    for (Picture p : pictures) {
      // as wide as the picture: the 81-character line wraps instead of widening the figure
      b.append("<figure style=\"margin:0;width:188px\">\n")
          .append(p.svg())
          .append("<figcaption>")
          .append(ReportRenderer.esc(p.rated() + (p.level() == null ? "" : " " + p.level())))
          .append("<br><code style=\"font-size:.7em;word-break:break-all\">")
          .append(ReportRenderer.esc(p.puzzle()))
          .append("</code><br><small>")
          .append(ReportRenderer.esc(p.source() + " #" + p.index()))
          .append("</small></figcaption>\n</figure>\n");
    }
    return b.append("</div>\n").toString();
  }
}
