package dev.sudoku.spark;

import com.github.mustachejava.DefaultMustacheFactory;
import com.github.mustachejava.Mustache;
import dev.sudoku.render.SvgRenderer;
import dev.sudoku.spark.GradedPuzzleSchema.Status;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The grade report as one self-contained HTML page (no script, no external style or font): the
 * template {@code report.html.mustache} lays it out, this class turns a {@link GradeReport} into
 * the template's view (numbers formatted, shares as percentages, charts as inline SVG from {@link
 * SvgChart}, the hardest puzzles drawn by {@link SvgRenderer}).
 *
 * <p>Why a template: the page is mostly tables and sections repeated over lists; a logic-less
 * Mustache template keeps the markup in one readable file, and the engine escapes every value (file
 * names, reasons, column values come from the input) unless the template says {@code {{{...}}}},
 * which it does only for the SVG this class builds.
 */
final class ReportHtml {
  /**
   * Width of the copies of the wide charts shown on a phone: the 900 px ER chart shrunk to a 420 px
   * screen would set its labels at 5 px; this one keeps them at their size.
   */
  private static final int NARROW = 400;

  private static final Mustache TEMPLATE =
      new DefaultMustacheFactory("dev/sudoku/spark").compile("report.html.mustache");

  private ReportHtml() {}

  /** The page. */
  static String html(GradeReport r) {
    StringWriter out = new StringWriter(65536);
    TEMPLATE.execute(out, view(r));
    return out.toString();
  }

  /** The template's view of the report: nested maps and lists of strings. */
  static Map<String, Object> view(GradeReport r) {
    Map<String, Object> v = new LinkedHashMap<>();
    GradeReport.Provenance p = r.provenance();
    v.put("job", p.job());
    v.put("rows", n(r.rows()));
    v.put("finished", p.finished());
    v.put("summary", summary(r));
    v.put("provenance", provenance(p));
    v.put("inputs", inputs(p.inputs()));
    v.put("hasInputs", !p.inputs().isEmpty());
    v.put("status", shares(r.byStatus(), r.rows(), ReportHtml::statusLabel));
    ratings(v, r);
    v.put("levels", levels(r));
    v.put("techniques", techniques(r));
    v.put("hasTechniques", !r.techniques().isEmpty());
    if (r.clues().count() > 0) {
      v.put(
          "cluesChart",
          SvgChart.histogram(
              r.clues(), 1, 0, "clues (givens)", "Clue counts", 720, 220, true, List.of()));
      v.put(
          "cluesChartNarrow",
          SvgChart.histogram(
              r.clues(), 1, 0, "clues (givens)", "Clue counts", NARROW, 220, true, List.of()));
      v.put("cluesStats", stats(r.clues(), 0));
    }
    if (r.archiveSolution() != null) {
      v.put(
          "archive",
          Map.of(
              "matched", n(r.archiveSolution().matched()),
              "differs", n(r.archiveSolution().differs()),
              "none", r.archiveSolution().matched() + r.archiveSolution().differs() == 0));
    }
    if (r.duplicates() != null) {
      v.put(
          "duplicates",
          Map.of(
              "rows", n(r.duplicates().duplicateRows()),
              "puzzles", n(r.duplicates().duplicatedPuzzles())));
    }
    v.put("breakdown", breakdown(r.breakdown()));
    if (r.comparison() != null) {
      v.put("comparison", comparison(r.comparison()));
    }
    v.put("hardest", hardest(r.hardest()));
    v.put("hasHardest", !r.hardest().isEmpty());
    v.put("failures", failures(r.failures()));
    v.put("hasFailures", !r.failures().isEmpty());
    v.put("badFiles", r.badFiles());
    v.put("hasBadFiles", !r.badFiles().isEmpty());
    v.put("throughput", throughput(r));
    return v;
  }

  private static List<Map<String, Object>> summary(GradeReport r) {
    List<Map<String, Object>> cards = new ArrayList<>();
    cards.add(card("rows", n(r.rows())));
    cards.add(card("unique", pct(r.count(Status.UNIQUE), r.rows())));
    Distribution er = r.ratings().er();
    cards.add(card("rated exactly", n(er.count())));
    if (er.count() > 0) {
      cards.add(card("mean ER", d2(er.mean())));
      cards.add(card("median ER", d1(er.median())));
      cards.add(card("p90 / p99 ER", d1(er.p90()) + " / " + d1(er.p99())));
      cards.add(card("highest ER", d1(er.max())));
    }
    long bad = r.rows() - r.count(Status.UNIQUE);
    cards.add(card("not unique or invalid", n(bad)));
    return cards;
  }

  private static Map<String, Object> card(String label, String value) {
    return Map.of("label", label, "value", value);
  }

  private static List<Map<String, Object>> provenance(GradeReport.Provenance p) {
    List<Map<String, Object>> rows = new ArrayList<>();
    if (!p.command().isEmpty()) {
      rows.add(row("command", "sudoku-spark " + String.join(" ", p.command()), true));
    }
    rows.add(
        row(
            "grader",
            p.graderVersion()
                + ", nesting up to level "
                + p.maxNesting()
                + ", "
                + (p.maxMillis() == 0 ? "no time limit" : p.maxMillis() + " ms a puzzle")
                + (p.graderVersionsInData().isEmpty()
                        || p.graderVersionsInData().equals(List.of(p.graderVersion()))
                    ? ""
                    : "; rows graded by " + String.join(", ", p.graderVersionsInData())),
            false));
    StringBuilder opts = new StringBuilder();
    for (Map.Entry<String, Object> e : p.options().entrySet()) {
      opts.append(opts.length() == 0 ? "" : ", ")
          .append(e.getKey())
          .append(' ')
          .append(e.getValue());
    }
    if (opts.length() > 0) {
      rows.add(row("options", opts.toString(), false));
    }
    rows.add(row("output", p.output() + " (" + p.format() + ")", true));
    rows.add(row("started", p.started(), false));
    rows.add(row("finished", p.finished(), false));
    rows.add(
        row("Spark", p.spark() + ", master " + p.master() + ", " + p.cores() + " cores", false));
    return rows;
  }

  private static Map<String, Object> row(String name, String value, boolean code) {
    return Map.of("name", name, "value", value, "code", code);
  }

  private static List<Map<String, Object>> inputs(List<GradeReport.Input> inputs) {
    List<Map<String, Object>> out = new ArrayList<>();
    for (GradeReport.Input i : inputs) {
      out.add(
          Map.of(
              "path", i.path(),
              "kind", i.kind(),
              "size", bytes(i.bytes()),
              "columns", String.join(", ", i.columns())));
    }
    return out;
  }

  private static void ratings(Map<String, Object> v, GradeReport r) {
    GradeReport.Ratings ratings = r.ratings();
    List<SvgChart.Extra> bounds = new ArrayList<>();
    for (Distribution.Bin b : ratings.lowerBounds()) {
      bounds.add(
          new SvgChart.Extra(
              "≥" + d1(b.value()),
              b.rows(),
              "rated at least " + d1(b.value()) + ": " + rows(b.rows())));
    }
    if (ratings.er().count() > 0 || !bounds.isEmpty()) {
      v.put(
          "erChart",
          SvgChart.histogram(
              ratings.er(),
              0.1,
              1,
              "ER (SE rating), 0.1 a bar",
              "ER histogram",
              900,
              300,
              true,
              bounds));
      v.put(
          "erChartNarrow",
          SvgChart.histogram(
              ratings.er(),
              0.1,
              1,
              "ER (SE rating), 0.1 a bar",
              "ER histogram",
              NARROW,
              260,
              true,
              bounds));
    }
    v.put("lowerBoundRows", ratings.lowerBoundRows() == 0 ? null : n(ratings.lowerBoundRows()));
    v.put("notGraded", ratings.notGraded() == 0 ? null : n(ratings.notGraded()));
    List<Map<String, Object>> stats = new ArrayList<>();
    stats.add(stats("ER", "the hardest step of the whole solution", ratings.er()));
    stats.add(stats("EP", "the hardest step up to the first placed digit", ratings.ep()));
    stats.add(stats("ED", "the first step", ratings.ed()));
    v.put("ratingStats", stats);
    if (ratings.ep().count() > 0) {
      v.put(
          "epChart",
          SvgChart.histogram(
              ratings.ep(),
              0.1,
              1,
              "EP (up to the first placed digit), 0.1 a bar",
              "EP histogram",
              440,
              200,
              false,
              List.of()));
      v.put(
          "edChart",
          SvgChart.histogram(
              ratings.ed(),
              0.1,
              1,
              "ED (the first step), 0.1 a bar",
              "ED histogram",
              440,
              200,
              false,
              List.of()));
    }
  }

  private static Map<String, Object> stats(String name, String meaning, Distribution d) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("name", name);
    m.put("meaning", meaning);
    m.put("count", n(d.count()));
    m.put("mean", d.count() == 0 ? "–" : d2(d.mean()));
    m.put("min", d.count() == 0 ? "–" : d1(d.min()));
    m.put("median", d.count() == 0 ? "–" : d1(d.median()));
    m.put("p90", d.count() == 0 ? "–" : d1(d.p90()));
    m.put("p99", d.count() == 0 ? "–" : d1(d.p99()));
    m.put("max", d.count() == 0 ? "–" : d1(d.max()));
    return m;
  }

  private static String stats(Distribution d, int decimals) {
    return String.format(
        Locale.ROOT,
        "%s rows: mean %.2f, min %s, median %s, p90 %s, p99 %s, max %s",
        n(d.count()),
        d.mean(),
        fmt(d.min(), decimals),
        fmt(d.median(), decimals),
        fmt(d.p90(), decimals),
        fmt(d.p99(), decimals),
        fmt(d.max(), decimals));
  }

  private static List<Map<String, Object>> levels(GradeReport r) {
    List<Map<String, Object>> out = new ArrayList<>();
    for (GradeReport.LevelRow l : r.levels()) {
      Map<String, Object> m = share(l.rows(), r.rows());
      m.put("label", l.label());
      m.put("range", l.range());
      m.put("atLeast", l.atLeast() == 0 ? "" : String.format(Locale.ROOT, "%,d", l.atLeast()));
      out.add(m);
    }
    return out;
  }

  private static List<Map<String, Object>> techniques(GradeReport r) {
    List<Map<String, Object>> out = new ArrayList<>();
    for (GradeReport.TechniqueRow t : r.techniques()) {
      Map<String, Object> m = share(t.hardestIn(), r.rows());
      m.put("label", t.label());
      m.put("base", d1(t.baseRating()));
      m.put("usedIn", n(t.usedIn()));
      m.put("usedPct", pct(t.usedIn(), r.rows()));
      m.put("steps", n(t.steps()));
      out.add(m);
    }
    return out;
  }

  private static Map<String, Object> breakdown(GradeReport.Breakdown b) {
    Map<String, Object> m = new LinkedHashMap<>();
    boolean files = b.by().equals("file");
    m.put(
        "title", files ? "Per input file" : "Per value of " + b.by().substring("column ".length()));
    m.put("key", files ? "file" : b.by().substring("column ".length()));
    m.put(
        "note",
        b.shown().size() < b.groups()
            ? "The " + b.shown().size() + " largest of " + n(b.groups()) + " groups."
            : null);
    m.put("groups", groups(b.shown(), files));
    boolean dedup = b.shown().stream().anyMatch(g -> g.duplicatesDropped() != null);
    m.put("dedup", dedup);
    m.put("rowsHead", dedup ? "kept" : "rows");
    return m;
  }

  /**
   * @param files the groups are input files: shown by file name, the whole path as a tooltip
   */
  private static List<Map<String, Object>> groups(List<GradeReport.Group> groups, boolean files) {
    List<Map<String, Object>> out = new ArrayList<>();
    for (GradeReport.Group g : groups) {
      Map<String, Object> m = new LinkedHashMap<>();
      m.put("name", files ? g.name().substring(g.name().lastIndexOf('/') + 1) : g.name());
      m.put("title", g.name());
      m.put("rows", n(g.rows()));
      m.put("unique", pct(g.byStatus().getOrDefault("UNIQUE", 0L), g.rows()));
      long other = g.rows() - g.byStatus().getOrDefault("UNIQUE", 0L);
      m.put("other", n(other));
      m.put("rated", n(g.rated()));
      m.put("lowerBound", n(g.lowerBound()));
      m.put("mean", fmt(g.meanEr(), 2));
      m.put("median", fmt(g.medianEr(), 1));
      m.put("p90", fmt(g.p90Er(), 1));
      m.put("max", fmt(g.maxEr(), 1));
      m.put("levels", levelBar(g.byLevel(), g.rows()));
      m.put("dropped", g.duplicatesDropped() == null ? "" : n(g.duplicatesDropped()));
      out.add(m);
    }
    return out;
  }

  /** A stacked bar of the levels of a group, as spans with a width each (share of rows). */
  private static List<Map<String, Object>> levelBar(Map<String, Long> byLevel, long rows) {
    List<Map<String, Object>> out = new ArrayList<>();
    for (Map.Entry<String, Long> e : byLevel.entrySet()) {
      Map<String, Object> m = new LinkedHashMap<>();
      m.put("cls", e.getKey().toLowerCase(Locale.ROOT));
      m.put("width", String.format(Locale.ROOT, "%.2f", 100.0 * e.getValue() / Math.max(1, rows)));
      m.put("title", levelLabel(e.getKey()) + ": " + n(e.getValue()));
      out.add(m);
    }
    return out;
  }

  private static Map<String, Object> comparison(GradeReport.Comparison c) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("column", c.column());
    m.put("why", c.why());
    m.put("withValue", n(c.withValue()));
    m.put("unparsable", c.unparsable() == 0 ? null : n(c.unparsable()));
    if (c.se() != null) {
      GradeReport.SeAgreement s = c.se();
      Map<String, Object> se = new LinkedHashMap<>();
      se.put("compared", n(s.compared()));
      se.put("exact", n(s.exact()));
      se.put("exactPct", pct(s.exact(), s.compared()));
      se.put("within", n(s.within02()));
      se.put("withinPct", pct(s.within02(), s.compared()));
      se.put("meanDifference", s.meanDifference() == null ? "–" : signed(s.meanDifference()));
      se.put("notRated", n(s.notRated()));
      se.put(
          "bounds",
          s.lowerBoundConsistent() + s.lowerBoundBelow() == 0
              ? null
              : Map.of("consistent", n(s.lowerBoundConsistent()), "below", n(s.lowerBoundBelow())));
      List<Map<String, Object>> head = new ArrayList<>();
      for (String l : s.levels()) {
        head.add(Map.of("label", levelLabel(l)));
      }
      se.put("head", head);
      List<Map<String, Object>> rows = new ArrayList<>();
      long max = 1;
      for (List<Long> row : s.confusion()) {
        for (long x : row) {
          max = Math.max(max, x);
        }
      }
      for (int i = 0; i < s.levels().size(); i++) {
        List<Map<String, Object>> cells = new ArrayList<>();
        for (int j = 0; j < s.levels().size(); j++) {
          long x = s.confusion().get(i).get(j);
          double alpha = x == 0 ? 0 : 0.12 + 0.6 * x / max;
          cells.add(
              Map.of(
                  "n",
                  x == 0 ? "·" : n(x),
                  "style",
                  String.format(
                      Locale.ROOT,
                      "background:rgba(%s,%.2f)%s",
                      i == j ? "59,110,168" : "208,139,58",
                      alpha,
                      i == j ? ";font-weight:600" : "")));
        }
        rows.add(Map.of("label", levelLabel(s.levels().get(i)), "cells", cells));
      }
      se.put("confusion", rows);
      List<Map<String, Object>> largest = new ArrayList<>();
      for (GradeReport.Disagreement d : s.largest()) {
        largest.add(
            Map.of(
                "where", where(d.source(), d.line()),
                "puzzle", d.puzzle(),
                "ours", d1(d.ours()),
                "theirs", d1(d.theirs())));
      }
      se.put("largest", largest);
      se.put("hasLargest", !largest.isEmpty());
      m.put("se", se);
    }
    if (c.binned() != null) {
      GradeReport.Binned b = c.binned();
      Map<String, Object> bm = new LinkedHashMap<>();
      bm.put(
          "how",
          b.numeric()
              ? (b.width() == null
                  ? "one bin per value"
                  : "bins "
                      + trimNumber(b.width())
                      + " wide, [low, high): a value on an edge is in the bin it starts")
              : "one bin per label, ordered by our mean ER");
      bm.put(
          "pearson", b.pearson() == null ? null : String.format(Locale.ROOT, "%.3f", b.pearson()));
      bm.put("groups", groups(b.bins(), false));
      bm.put("other", b.otherBins() == 0 ? null : n(b.otherBins()));
      m.put("binned", bm);
    }
    return m;
  }

  private static List<Map<String, Object>> hardest(List<GradeReport.Hardest> hardest) {
    SvgRenderer renderer = new SvgRenderer(HardestPuzzles.SCREEN);
    List<Map<String, Object>> out = new ArrayList<>();
    for (GradeReport.Hardest h : hardest) {
      Map<String, Object> m = new LinkedHashMap<>();
      m.put("svg", HardestPuzzles.picture(renderer, h));
      m.put(
          "rated",
          HardestPuzzles.rated(h) + (h.level() == null ? "" : " · " + levelLabel(h.level())));
      m.put("where", where(h.source(), h.line()));
      m.put("path", h.source());
      m.put("puzzle", h.puzzle());
      m.put("technique", techniqueCaption(h).isEmpty() ? null : techniqueCaption(h));
      m.put("epEd", "EP " + fmt(h.ep(), 1) + " · ED " + fmt(h.ed(), 1));
      // Nine rows of nine: tidy under the picture, and copied whole it is a grid the readers take.
      List<String> rows = new ArrayList<>();
      for (int i = 0; i + 9 <= h.puzzle().length(); i += 9) {
        rows.add(h.puzzle().substring(i, i + 9));
      }
      m.put("puzzleRows", h.puzzle().length() == 81 ? String.join("\n", rows) : h.puzzle());
      out.add(m);
    }
    return out;
  }

  /**
   * What sets the rating: {@code hardest step: nested forcing chain}, or for a lower bound {@code
   * needs at least: ...}; empty when the row has no technique.
   */
  static String techniqueCaption(GradeReport.Hardest h) {
    if (h.technique() == null || h.technique().isEmpty()) {
      return "";
    }
    String name;
    try {
      name = dev.sudoku.grade.Technique.valueOf(h.technique()).label();
    } catch (IllegalArgumentException e) {
      name = h.technique();
    }
    return (h.lowerBound() ? "needs at least: " : "hardest step: ") + name;
  }

  private static List<Map<String, Object>> failures(List<GradeReport.Failure> failures) {
    List<Map<String, Object>> out = new ArrayList<>();
    for (GradeReport.Failure f : failures) {
      List<Map<String, Object>> samples = new ArrayList<>();
      for (GradeReport.Sample s : f.samples()) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("where", where(s.source(), s.line()));
        m.put("path", s.source());
        m.put("puzzle", s.puzzle());
        String detail = s.reason() == null ? "" : s.reasonWithoutLine();
        if (f.kind().equals("MULTIPLE_SOLUTIONS")) {
          detail =
              s.solutionCount() > 2
                  ? s.solutionCount() + " solutions counted"
                  : "2 or more solutions";
        } else if (s.rating() != null) {
          detail = "ER at least " + d1(s.rating());
        }
        m.put("detail", detail);
        m.put("solutions", s.solutions().isEmpty() ? null : s.solutions());
        samples.add(m);
      }
      out.add(
          Map.of(
              "kind", FailureSamples.title(f.kind()),
              "label", f.label(),
              "rows", rows(f.rows()),
              "shown", f.samples().size(),
              "samples", samples));
    }
    return out;
  }

  private static List<Map<String, Object>> throughput(GradeReport r) {
    GradeReport.Throughput t = r.throughput();
    List<Map<String, Object>> rows = new ArrayList<>();
    // A CSV's header, comments and blank lines are records too, so the count can exceed the rows.
    rows.add(
        row(
            "generate".equals(r.provenance().job())
                ? "generator indices tried"
                : "input records read (lines incl. headers, comments, blanks; Parquet rows)",
            n(t.inputRecords()),
            false));
    rows.add(
        row(
            "grading (read, solve, grade, write)",
            String.format(
                Locale.ROOT,
                "%.1f s wall, %,.0f rows/s, %.1f task CPU-s",
                t.gradeSeconds(),
                t.rowsPerSecond(),
                t.taskCpuSeconds()),
            false));
    rows.add(
        row(
            "this report's queries",
            String.format(Locale.ROOT, "%.1f s", t.reportSeconds()),
            false));
    rows.add(row("whole job", String.format(Locale.ROOT, "%.1f s", t.totalSeconds()), false));
    return rows;
  }

  private static List<Map<String, Object>> shares(
      Map<String, Long> counts, long total, java.util.function.UnaryOperator<String> label) {
    List<Map<String, Object>> out = new ArrayList<>();
    for (Map.Entry<String, Long> e : counts.entrySet()) {
      Map<String, Object> m = share(e.getValue(), total);
      m.put("label", label.apply(e.getKey()));
      m.put("name", e.getKey());
      out.add(m);
    }
    return out;
  }

  /** Rows, their share as text, and the share as a bar width. */
  private static Map<String, Object> share(long rows, long total) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("rows", n(rows));
    m.put("pct", pct(rows, total));
    m.put("bar", String.format(Locale.ROOT, "%.2f", total == 0 ? 0 : 100.0 * rows / total));
    return m;
  }

  static String statusLabel(String status) {
    return switch (status) {
      case "UNIQUE" -> "unique solution";
      case "MULTIPLE_SOLUTIONS" -> "several solutions";
      case "NO_SOLUTION" -> "no solution";
      case "INVALID" -> "invalid";
      default -> status;
    };
  }

  static String levelLabel(String level) {
    if (level.equals(GradeReport.UNRATED)) {
      return "Unrated";
    }
    return ReportQueries.label(dev.sudoku.grade.Level.valueOf(level));
  }

  /** {@code kaggle.csv:12} for a file path and line. */
  static String where(String source, long line) {
    int slash = source.lastIndexOf('/');
    return (slash >= 0 ? source.substring(slash + 1) : source) + ":" + line;
  }

  /** "1 row", "2 rows". */
  static String rows(long v) {
    return n(v) + (v == 1 ? " row" : " rows");
  }

  static String n(long v) {
    return String.format(Locale.ROOT, "%,d", v);
  }

  static String pct(long part, long whole) {
    if (whole == 0) {
      return "–";
    }
    double p = 100.0 * part / whole;
    return String.format(Locale.ROOT, p > 0 && p < 0.1 ? "%.2f %%" : "%.1f %%", p);
  }

  private static String d1(double v) {
    return String.format(Locale.ROOT, "%.1f", v);
  }

  private static String d2(double v) {
    return String.format(Locale.ROOT, "%.2f", v);
  }

  private static String signed(double v) {
    return String.format(Locale.ROOT, "%+.2f", v);
  }

  private static String fmt(Double v, int decimals) {
    return v == null ? "–" : String.format(Locale.ROOT, "%." + decimals + "f", v);
  }

  private static String trimNumber(double v) {
    String s = String.format(Locale.ROOT, "%s", v);
    return s.endsWith(".0") ? s.substring(0, s.length() - 2) : s;
  }

  private static String bytes(long b) {
    if (b >= 1 << 30) {
      return String.format(Locale.ROOT, "%.1f GB", b / (double) (1 << 30));
    }
    if (b >= 1 << 20) {
      return String.format(Locale.ROOT, "%.1f MB", b / (double) (1 << 20));
    }
    if (b >= 1 << 10) {
      return String.format(Locale.ROOT, "%.1f kB", b / (double) (1 << 10));
    }
    return b + " B";
  }
}
