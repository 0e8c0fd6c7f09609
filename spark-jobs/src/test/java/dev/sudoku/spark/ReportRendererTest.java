package dev.sudoku.spark;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

class ReportRendererTest {

  private static GradeReport report() {
    Map<String, Long> status = new LinkedHashMap<>();
    status.put("UNIQUE", 7L);
    status.put("MULTIPLE_SOLUTIONS", 1L);
    status.put("NO_SOLUTION", 0L);
    status.put("INVALID", 2L);
    Map<Double, Long> histogram = new TreeMap<>(Map.of(1.0, 3L, 2.0, 3L, 4.5, 1L));
    return new GradeReport(List.of("a \"quoted\".csv"), "out/puzzles", "parquet", 10, status,
        Map.of("EASY", 6L, "unrated", 4L), Map.of("NAKED_SINGLE", 7L, "unrated", 3L), histogram,
        2, 6, 1, true, 2, 1, List.of("a.csv: line 3: bad <char>"), 12, 2.0, 1.5, 3.0);
  }

  @Test
  void json_containsEveryAggregateAndEscapes() {
    String json = ReportRenderer.json(report());

    assertThat(json)
        .contains("\"inputs\": [\"a \\\"quoted\\\".csv\"]")
        .contains("\"byStatus\": {\"UNIQUE\": 7, \"MULTIPLE_SOLUTIONS\": 1, \"NO_SOLUTION\": 0, "
            + "\"INVALID\": 2}")
        .contains("{\"from\": 4.5, \"to\": 5.0, \"rows\": 1}")
        .contains("\"rowsPerSecond\": 5.0")
        .endsWith("}\n");
  }

  @Test
  void html_histogramAsInlineSvgWithOneBarPerBin() {
    String html = ReportRenderer.html(report());

    assertThat(html).contains("<svg").doesNotContain("<script").doesNotContain("http://"
        + "www.w3.org/1999").doesNotContain("<link");
    String histogram = html.substring(html.indexOf("<h2>Rating histogram"));
    histogram = histogram.substring(0, histogram.indexOf("</svg>"));
    // three bins plus the lower-bound bar
    assertThat(histogram.split("<rect", -1)).hasSize(5);
    assertThat(histogram).contains("lower bound: 2");
    assertThat(html).contains("bad &lt;char&gt;");
  }

  @Test
  void console_statusTableWithPercentages() {
    assertThat(ReportRenderer.console(report()))
        .contains("UNIQUE                            7  70.00%")
        .contains("duplicates: 2 rows dropped, isomorphs of 1 kept puzzles")
        .contains("lower bounds: 2 rows");
  }
}
