package dev.sudoku.spark;

import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Renders a {@link GradeReport} as JSON (for programs), as one self-contained HTML page (for
 * people: tables plus the rating histogram and status totals drawn as inline SVG bar charts, no
 * external script or style) and as a short console table.
 *
 * <p>The report is a few hundred numbers, so it is written by hand rather than through a JSON
 * library: no dependency whose version must match Spark's.
 */
final class ReportRenderer {
  /** Label of the histogram's last bar: rows rated only "at least" (not binned). */
  static final String LOWER_BOUND_BAR = "≥ lower bound";

  private static final String BAR = "#3b6ea8";
  private static final String BOUND_BAR = "#d08b3a";

  private ReportRenderer() {}

  static String json(GradeReport r) {
    StringBuilder b = new StringBuilder(4096);
    b.append("{\n");
    field(b, "inputs", strings(r.inputs()));
    field(b, "output", str(r.output()));
    field(b, "format", str(r.format()));
    field(b, "rows", Long.toString(r.rows()));
    field(b, "byStatus", counts(r.byStatus()));
    field(b, "byLevel", counts(r.byLevel()));
    field(b, "byHardestTechnique", counts(r.byHardestTechnique()));
    StringBuilder h = new StringBuilder("[");
    for (Map.Entry<Double, Long> e : r.ratingHistogram().entrySet()) {
      if (h.length() > 1) {
        h.append(", ");
      }
      h.append(
          String.format(
              Locale.ROOT,
              "{\"from\": %.1f, \"to\": %.1f, \"rows\": %d}",
              e.getKey(),
              e.getKey() + GradeReport.BIN_WIDTH,
              e.getValue()));
    }
    field(b, "ratingHistogram", h.append(']').toString());
    field(b, "lowerBoundRows", Long.toString(r.lowerBound()));
    field(
        b,
        "archiveSolution",
        "{\"matched\": " + r.archiveMatched() + ", \"mismatched\": " + r.archiveMismatched() + "}");
    field(
        b,
        "duplicates",
        r.deduplicated()
            ? "{\"duplicateRows\": "
                + r.duplicateRows()
                + ", \"duplicatedPuzzles\": "
                + r.duplicatedPuzzles()
                + ", \"by\": \"canonical form\"}"
            : "null");
    field(b, "invalidSamples", strings(r.invalidSamples()));
    field(b, "badFiles", strings(r.badFiles()));
    field(
        b,
        "throughput",
        String.format(
            Locale.ROOT,
            "{\"inputRecords\": %d, \"gradeSeconds\": "
                + "%.3f, \"rowsPerSecond\": %.1f, \"taskCpuSeconds\": %.3f, \"totalSeconds\": %.3f}",
            r.inputRecords(),
            r.gradeSeconds(),
            r.rowsPerSecond(),
            r.taskCpuSeconds(),
            r.totalSeconds()));
    b.setLength(b.length() - 2);
    return b.append("\n}\n").toString();
  }

  static String console(GradeReport r) {
    StringBuilder b = new StringBuilder();
    b.append(
        String.format(
            Locale.ROOT,
            "%,d rows graded in %.1f s (%,.0f rows/s, %.1f task " + "CPU-s); written to %s (%s)%n",
            r.rows(),
            r.gradeSeconds(),
            r.rowsPerSecond(),
            r.taskCpuSeconds(),
            r.output(),
            r.format()));
    table(b, "status", r.byStatus(), r.rows());
    table(b, "level", r.byLevel(), r.rows());
    table(b, "hardest technique", r.byHardestTechnique(), r.rows());
    if (r.archiveMatched() + r.archiveMismatched() > 0) {
      b.append(
          String.format(
              Locale.ROOT,
              "archive solution: %,d matched, %,d differ%n",
              r.archiveMatched(),
              r.archiveMismatched()));
    }
    if (r.lowerBound() > 0) {
      b.append(
          String.format(
              Locale.ROOT,
              "lower bounds: %,d rows are rated 'at least' " + "(gradeStatus LOWER_BOUND)%n",
              r.lowerBound()));
    }
    b.append(
        r.deduplicated()
            ? String.format(
                Locale.ROOT,
                "duplicates: %,d rows dropped, isomorphs of %,d kept "
                    + "puzzles (by canonical form)%n",
                r.duplicateRows(),
                r.duplicatedPuzzles())
            : "duplicates: not checked (run with --dedup)\n");
    for (String s : r.invalidSamples()) {
      b.append("  invalid: ").append(s).append('\n');
    }
    for (String s : r.badFiles()) {
      b.append("  bad file: ").append(s).append('\n');
    }
    return b.toString();
  }

  private static void table(StringBuilder b, String title, Map<String, Long> counts, long rows) {
    b.append(String.format(Locale.ROOT, "  %-22s %12s %7s%n", title, "rows", "%"));
    for (Map.Entry<String, Long> e : counts.entrySet()) {
      b.append(
          String.format(
              Locale.ROOT,
              "  %-22s %,12d %6.2f%%%n",
              e.getKey(),
              e.getValue(),
              rows > 0 ? 100.0 * e.getValue() / rows : 0));
    }
  }

  static String html(GradeReport r) {
    return html(r, List.of());
  }

  /** The page with a section of pictures of the hardest puzzles (none: no section). */
  static String html(GradeReport r, List<HardestPuzzles.Picture> hardest) {
    StringBuilder b = new StringBuilder(16384);
    b.append("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">")
        .append("<title>Sudoku grade report</title><style>")
        .append("body{font-family:system-ui,sans-serif;margin:2em;max-width:60em;color:#222}")
        .append("table{border-collapse:collapse;margin:.5em 0 1.5em}")
        .append("td,th{padding:.2em .8em;border-bottom:1px solid #ddd;text-align:left}")
        .append("td.n{text-align:right;font-variant-numeric:tabular-nums}")
        .append("h2{margin-top:1.5em}")
        .append("</style></head><body>\n<h1>Sudoku grade report</h1>\n");
    b.append(
        String.format(
            Locale.ROOT,
            "<p>%,d rows from %s, written to <code>%s</code> (%s)."
                + " Graded in %.1f s wall, %,.0f rows/s, %.1f task CPU-s; job total %.1f s.</p>%n",
            r.rows(),
            esc(String.join(", ", r.inputs())),
            esc(r.output()),
            esc(r.format()),
            r.gradeSeconds(),
            r.rowsPerSecond(),
            r.taskCpuSeconds(),
            r.totalSeconds()));
    b.append("<h2>Status</h2>\n");
    barChart(b, r.byStatus(), "status");
    htmlTable(b, "status", r.byStatus(), r.rows());
    b.append("<h2>Rating histogram</h2>\n");
    if (r.ratingHistogram().isEmpty() && r.lowerBound() == 0) {
      b.append("<p>No rated rows (no puzzle had a unique solution).</p>\n");
    } else {
      Map<String, Long> bins = new java.util.LinkedHashMap<>();
      if (!r.ratingHistogram().isEmpty()) {
        // Every bin from the lowest to the highest, empty ones too: a gap must look like one.
        java.util.TreeMap<Double, Long> h = new java.util.TreeMap<>(r.ratingHistogram());
        for (double bin = h.firstKey(); bin <= h.lastKey() + 1e-9; bin += GradeReport.BIN_WIDTH) {
          bins.put(String.format(Locale.ROOT, "%.1f", bin), h.getOrDefault(bin, 0L));
        }
      }
      if (r.lowerBound() > 0) {
        bins.put(LOWER_BOUND_BAR, r.lowerBound());
      }
      barChart(b, bins, "SE rating ER (bin lower bound, width " + GradeReport.BIN_WIDTH + ")");
      if (r.lowerBound() > 0) {
        b.append(
            String.format(
                Locale.ROOT,
                "<p>%,d rows are only rated <em>at least</em> "
                    + "their ER (the grader's techniques ran out, gradeStatus LOWER_BOUND); they are the "
                    + "last bar, not binned.</p>%n",
                r.lowerBound()));
      }
    }
    b.append("<h2>Level</h2>\n");
    htmlTable(b, "level", r.byLevel(), r.rows());
    b.append("<h2>Hardest technique</h2>\n");
    htmlTable(b, "technique", r.byHardestTechnique(), r.rows());
    b.append("<h2>Archive solutions and duplicates</h2>\n<table>");
    b.append(
        String.format(
            Locale.ROOT,
            "<tr><td>archive solution matched</td><td class=n>%,d"
                + "</td></tr><tr><td>archive solution differs</td><td class=n>%,d</td></tr>",
            r.archiveMatched(),
            r.archiveMismatched()));
    if (r.deduplicated()) {
      b.append(
          String.format(
              Locale.ROOT,
              "<tr><td>rows dropped as isomorphs of an earlier row "
                  + "(same canonical form)</td><td class=n>%,d</td></tr><tr><td>kept puzzles that had "
                  + "such duplicates</td><td class=n>%,d</td></tr>",
              r.duplicateRows(),
              r.duplicatedPuzzles()));
    } else {
      b.append("<tr><td>duplicates</td><td>not checked (run with --dedup)</td></tr>");
    }
    b.append("</table>\n");
    if (!r.invalidSamples().isEmpty()) {
      b.append("<h2>Invalid rows (first ").append(r.invalidSamples().size()).append(")</h2>\n<ul>");
      for (String s : r.invalidSamples()) {
        b.append("<li><code>").append(esc(s)).append("</code></li>");
      }
      b.append("</ul>\n");
    }
    if (!r.badFiles().isEmpty()) {
      b.append("<h2>Input files that could not be read (")
          .append(r.badFiles().size())
          .append(
              ")</h2>\n<p>Rows read before the fault are graded; each file has one INVALID"
                  + " row at the fault.</p>\n<ul>");
      for (String s : r.badFiles()) {
        b.append("<li><code>").append(esc(s)).append("</code></li>");
      }
      b.append("</ul>\n");
    }
    b.append(HardestPuzzles.html(hardest));
    return b.append("</body></html>\n").toString();
  }

  /** A vertical bar chart as inline SVG, one bar per entry, labelled below and above. */
  private static void barChart(StringBuilder b, Map<String, Long> bars, String xLabel) {
    int n = Math.max(1, bars.size());
    int slot = Math.max(28, Math.min(120, 840 / n));
    int height = 200;
    int top = 20;
    int width = slot * n + 60;
    long max = 1;
    for (long v : bars.values()) {
      max = Math.max(max, v);
    }
    b.append(
        String.format(
            Locale.ROOT,
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" "
                + "height=\"%d\" role=\"img\" aria-label=\"%s\">%n",
            width,
            height + top + 50,
            esc(xLabel)));
    b.append(
        String.format(
            Locale.ROOT,
            "<line x1=\"40\" y1=\"%d\" x2=\"%d\" y2=\"%d\" " + "stroke=\"#888\"/>%n",
            top + height,
            width - 10,
            top + height));
    int i = 0;
    for (Map.Entry<String, Long> e : bars.entrySet()) {
      int h = (int) Math.round((double) e.getValue() * height / max);
      int x = 44 + i * slot;
      // Colours as attributes, not page CSS: the SVG stays right when copied out of the page.
      b.append(
          String.format(
              Locale.ROOT,
              "<rect x=\"%d\" y=\"%d\" width=\"%d\" "
                  + "height=\"%d\" fill=\"%s\"><title>%s: %,d</title></rect>%n",
              x,
              top + height - h,
              slot - 8,
              h,
              e.getKey().equals(LOWER_BOUND_BAR) ? BOUND_BAR : BAR,
              esc(e.getKey()),
              e.getValue()));
      b.append(
          String.format(
              Locale.ROOT,
              "<text font-size=\"11\" fill=\"#444\" x=\"%d\" y=\"%d\" "
                  + "text-anchor=\"middle\">%,d</text>%n",
              x + (slot - 8) / 2,
              top + height - h - 4,
              e.getValue()));
      b.append(
          String.format(
              Locale.ROOT,
              "<text font-size=\"11\" fill=\"#444\" x=\"%d\" y=\"%d\" "
                  + "text-anchor=\"middle\">%s</text>%n",
              x + (slot - 8) / 2,
              top + height + 14,
              esc(shorten(e.getKey(), (slot - 4) / 7))));
      i++;
    }
    b.append(
        String.format(
            Locale.ROOT,
            "<text font-size=\"11\" fill=\"#444\" x=\"%d\" y=\"%d\" "
                + "text-anchor=\"middle\">%s</text>%n</svg>%n",
            width / 2,
            top + height + 40,
            esc(xLabel)));
  }

  /** At most {@code max} characters (about 7 px each at the axis font size). */
  private static String shorten(String s, int max) {
    return s.length() <= max ? s : s.substring(0, Math.max(1, max - 1)) + "…";
  }

  private static void htmlTable(
      StringBuilder b, String title, Map<String, Long> counts, long rows) {
    b.append("<table><tr><th>").append(esc(title)).append("</th><th>rows</th><th>%</th></tr>");
    for (Map.Entry<String, Long> e : counts.entrySet()) {
      b.append(
          String.format(
              Locale.ROOT,
              "<tr><td>%s</td><td class=n>%,d</td><td class=n>%.2f" + "</td></tr>",
              esc(e.getKey()),
              e.getValue(),
              rows > 0 ? 100.0 * e.getValue() / rows : 0));
    }
    b.append("</table>\n");
  }

  private static void field(StringBuilder b, String name, String value) {
    b.append("  ").append(str(name)).append(": ").append(value).append(",\n");
  }

  private static String counts(Map<String, Long> m) {
    StringBuilder b = new StringBuilder("{");
    for (Map.Entry<String, Long> e : m.entrySet()) {
      if (b.length() > 1) {
        b.append(", ");
      }
      b.append(str(e.getKey())).append(": ").append(e.getValue());
    }
    return b.append('}').toString();
  }

  private static String strings(List<String> list) {
    StringBuilder b = new StringBuilder("[");
    for (String s : list) {
      if (b.length() > 1) {
        b.append(", ");
      }
      b.append(str(s));
    }
    return b.append(']').toString();
  }

  /** A JSON string literal. */
  static String str(String s) {
    StringBuilder b = new StringBuilder(s.length() + 2).append('"');
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      switch (c) {
        case '"' -> b.append("\\\"");
        case '\\' -> b.append("\\\\");
        case '\n' -> b.append("\\n");
        case '\r' -> b.append("\\r");
        case '\t' -> b.append("\\t");
        default -> {
          if (c < 0x20) {
            b.append(String.format(Locale.ROOT, "\\u%04x", (int) c));
          } else {
            b.append(c);
          }
        }
      }
    }
    return b.append('"').toString();
  }

  static String esc(String s) {
    return s.replace("&", "&amp;")
        .replace("<", "&lt;")
        .replace(">", "&gt;")
        .replace("\"", "&quot;");
  }
}
