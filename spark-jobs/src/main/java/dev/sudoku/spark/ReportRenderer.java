package dev.sudoku.spark;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The grade report's short console table (stdout of {@code sudoku-spark grade} and {@code
 * generate}): the counts and the headline figures; the whole report is {@code report.html} ({@link
 * ReportHtml}) and {@code report.json} ({@link ReportJson}).
 */
final class ReportRenderer {
  private ReportRenderer() {}

  static String console(GradeReport r) {
    StringBuilder b = new StringBuilder();
    GradeReport.Throughput t = r.throughput();
    b.append(
        String.format(
            Locale.ROOT,
            "%,d rows graded in %.1f s (%,.0f rows/s, %.1f task CPU-s); written to %s (%s)%n",
            r.rows(),
            t.gradeSeconds(),
            t.rowsPerSecond(),
            t.taskCpuSeconds(),
            r.provenance().output(),
            r.provenance().format()));
    Map<String, Long> status = new java.util.LinkedHashMap<>();
    r.byStatus().forEach((k, v) -> status.put(ReportHtml.statusLabel(k), v));
    table(b, "status", status, r.rows());
    Map<String, Long> levels = new java.util.LinkedHashMap<>();
    for (GradeReport.LevelRow l : r.levels()) {
      levels.put(l.label() + (l.range().isEmpty() ? "" : " (" + l.range() + ")"), l.rows());
    }
    table(b, "level", levels, r.rows());
    List<String> atLeast = new ArrayList<>();
    for (GradeReport.LevelRow l : r.levels()) {
      if (l.atLeast() > 0) {
        atLeast.add(String.format(Locale.ROOT, "%s %,d", l.label(), l.atLeast()));
      }
    }
    if (!atLeast.isEmpty()) {
      // A lower bound's level is its bound's: the puzzle may belong higher.
      b.append("  of which rated only 'at least': ")
          .append(String.join(", ", atLeast))
          .append('\n');
    }
    Distribution er = r.ratings().er();
    if (er.count() > 0) {
      b.append(
          String.format(
              Locale.ROOT,
              "ER of %,d exactly rated rows: mean %.2f, median %.1f, p90 %.1f, p99 %.1f, max %.1f%n",
              er.count(),
              er.mean(),
              er.median(),
              er.p90(),
              er.p99(),
              er.max()));
    }
    if (r.ratings().lowerBoundRows() > 0) {
      b.append(
          String.format(
              Locale.ROOT,
              "lower bounds: %,d rows are rated 'at least' (gradeStatus LOWER_BOUND)%n",
              r.ratings().lowerBoundRows()));
    }
    if (r.archiveSolution() != null) {
      b.append(
          String.format(
              Locale.ROOT,
              "archive solution: %,d matched, %,d differ%n",
              r.archiveSolution().matched(),
              r.archiveSolution().differs()));
    }
    if (r.duplicates() != null) {
      b.append(
          String.format(
              Locale.ROOT,
              "duplicates: %,d rows dropped, isomorphs of %,d kept puzzles (by canonical form)%n",
              r.duplicates().duplicateRows(),
              r.duplicates().duplicatedPuzzles()));
    }
    GradeReport.Comparison c = r.comparison();
    if (c != null && c.se() != null) {
      b.append(
          String.format(
              Locale.ROOT,
              "compared with %s: %.1f %% equal (%,d of %,d), %.1f %% within 0.2%n",
              c.column(),
              100 * c.se().exactShare(),
              c.se().exact(),
              c.se().compared(),
              100 * c.se().within02Share()));
    } else if (c != null && c.binned() != null) {
      b.append(
          String.format(
              Locale.ROOT,
              "compared with %s: %,d bin%s in the report%s%n",
              c.column(),
              c.binned().bins().size(),
              c.binned().bins().size() == 1 ? "" : "s",
              c.binned().pearson() == null
                  ? ""
                  : String.format(Locale.ROOT, ", Pearson %.3f", c.binned().pearson())));
    }
    for (GradeReport.Failure f : r.failures()) {
      if (f.kind().equals("LOWER_BOUND")) {
        continue;
      }
      b.append(FailureSamples.title(f.kind())).append(": ").append(ReportHtml.rows(f.rows()));
      if (!f.samples().isEmpty()) {
        GradeReport.Sample s = f.samples().get(0);
        b.append(", first ")
            .append(s.source())
            .append(':')
            .append(s.line())
            .append(s.reason() == null ? "" : ": " + s.reasonWithoutLine());
      }
      b.append('\n');
    }
    for (String s : r.badFiles()) {
      b.append("  ").append(s).append('\n');
    }
    return b.toString();
  }

  private static void table(StringBuilder b, String title, Map<String, Long> counts, long rows) {
    b.append(String.format(Locale.ROOT, "  %-28s %12s %7s%n", title, "rows", "%"));
    for (Map.Entry<String, Long> e : counts.entrySet()) {
      b.append(
          String.format(
              Locale.ROOT,
              "  %-28s %,12d %6.2f%%%n",
              e.getKey(),
              e.getValue(),
              rows > 0 ? 100.0 * e.getValue() / rows : 0));
    }
  }
}
