package dev.sudoku.spark;

import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** A complete {@link GradeReport} with every section filled, for the renderers' tests. */
final class ReportFixture {
  static final String P1 =
      "..43..2.9..5..9..1.7..6..43..6..2.8719...74...5..83...6.....1.5..35.869..4291.3..";

  private ReportFixture() {}

  static GradeReport report() {
    return report(
        new GradeReport.Comparison(
            "se_er",
            "se",
            "'se_er' is a name of an SE rating column",
            7,
            1,
            new GradeReport.SeAgreement(
                5,
                4,
                0.8,
                5,
                1.0,
                -0.02,
                List.of(new Distribution.Bin(-0.1, 1), new Distribution.Bin(0, 4)),
                List.of("EASY", "MEDIUM", "HARD", "EXPERT", "EXTREME"),
                List.of(
                    List.of(3L, 0L, 0L, 0L, 0L),
                    List.of(0L, 1L, 0L, 0L, 0L),
                    List.of(0L, 1L, 0L, 0L, 0L),
                    List.of(0L, 0L, 0L, 0L, 0L),
                    List.of(0L, 0L, 0L, 0L, 0L)),
                1,
                0,
                0,
                List.of(new GradeReport.Disagreement("a.csv", 4, P1, 3.4, 3.5))),
            null));
  }

  /** {@code r} with another breakdown. */
  static GradeReport withBreakdown(GradeReport r, GradeReport.Breakdown breakdown) {
    return new GradeReport(
        r.provenance(),
        r.rows(),
        r.byStatus(),
        r.ratings(),
        r.levels(),
        r.techniques(),
        r.clues(),
        r.archiveSolution(),
        r.duplicates(),
        breakdown,
        r.comparison(),
        r.hardest(),
        r.failures(),
        r.badFiles(),
        r.throughput());
  }

  /**
   * The report comparing with a column {@code difficulty} of no known scale: one bin per label
   * (each with {@code rows} unique EASY puzzles); {@code width} and {@code pearson} may be null.
   */
  static GradeReport binned(int rows, Double width, Double pearson, String... labels) {
    List<GradeReport.Group> bins = new java.util.ArrayList<>();
    for (String label : labels) {
      bins.add(
          new GradeReport.Group(
              label,
              rows,
              Map.of("UNIQUE", (long) rows),
              rows,
              0,
              1.3,
              1.2,
              1.5,
              1.5,
              Map.of("EASY", (long) rows)));
    }
    return report(
        new GradeReport.Comparison(
            "difficulty",
            "other",
            "not an SE name",
            rows * labels.length,
            0,
            null,
            new GradeReport.Binned(true, width, pearson, bins, 0)));
  }

  static GradeReport report(GradeReport.Comparison comparison) {
    Map<String, Long> status = new LinkedHashMap<>();
    status.put("UNIQUE", 7L);
    status.put("MULTIPLE_SOLUTIONS", 1L);
    status.put("NO_SOLUTION", 0L);
    status.put("INVALID", 2L);
    TreeMap<Integer, Long> er = new TreeMap<>(Map.of(12, 3L, 20, 2L, 34, 1L));
    Map<String, Long> byLevel = Map.of("EASY", 5L, "MEDIUM", 1L, "EXTREME", 1L, "unrated", 3L);
    Map<String, Object> options = new LinkedHashMap<>();
    options.put("--dedup", false);
    return new GradeReport(
        new GradeReport.Provenance(
            "grade",
            List.of("grade", "a <b>.csv", "--out", "o"),
            "se121-nesting-2",
            List.of("se121-nesting-2"),
            1,
            0,
            options,
            List.of(
                new GradeReport.Input(
                    "file:/data/a <b>.csv", "csv", 2048, List.of("puzzle", "se_er"))),
            "o/puzzles",
            "parquet",
            Instant.parse("2026-11-26T12:00:00Z").toString(),
            Instant.parse("2026-11-26T12:00:09Z").toString(),
            "4.2.0",
            "local[2]",
            2),
        10,
        status,
        new GradeReport.Ratings(
            Distribution.of(er, 10),
            Distribution.of(new TreeMap<>(Map.of(12, 6L)), 10),
            Distribution.of(new TreeMap<>(Map.of(12, 6L)), 10),
            List.of(new Distribution.Bin(9.5, 1)),
            0),
        ReportQueries.levels(byLevel, Map.of("EXTREME", 1L)),
        List.of(
            new GradeReport.TechniqueRow(
                "HIDDEN_SINGLE_BOX", "hidden single (box)", 1.2, 3, 7, 120),
            new GradeReport.TechniqueRow("HIDDEN_PAIR", "hidden pair", 3.4, 1, 1, 1)),
        Distribution.of(new TreeMap<>(Map.of(24, 3L, 26, 4L, 30, 1L)), 1),
        null,
        null,
        new GradeReport.Breakdown(
            "file",
            1,
            List.of(
                new GradeReport.Group(
                    "file:/data/a <b>.csv",
                    10,
                    Map.of("UNIQUE", 7L, "INVALID", 2L, "MULTIPLE_SOLUTIONS", 1L),
                    6,
                    1,
                    1.75,
                    1.2,
                    2.0,
                    3.4,
                    byLevel))),
        comparison,
        List.of(
            new GradeReport.Hardest(
                "file:/data/a <b>.csv",
                9,
                P1,
                9.5,
                true,
                "EXTREME",
                "NESTED_FORCING_CHAIN",
                9.0,
                2.6)),
        List.of(
            new GradeReport.Failure(
                "INVALID",
                "invalid",
                2,
                List.of(
                    new GradeReport.Sample(
                        "file:/data/a <b>.csv",
                        3,
                        "x<y",
                        "line 3: bad <char>",
                        0,
                        List.of(),
                        null))),
            new GradeReport.Failure(
                "MULTIPLE_SOLUTIONS",
                "more than one solution",
                1,
                List.of(
                    new GradeReport.Sample(
                        "file:/data/a <b>.csv", 5, P1, null, 2, List.of(P1, P1), null)))),
        List.of(
            "stopped reading b.gz at line 7: gzip data ends early after line 6 (truncated"
                + " file?); its first 6 lines were read"),
        new GradeReport.Throughput(12, 2.0, 5.0, 1.5, 0.5, 3.0));
  }
}
