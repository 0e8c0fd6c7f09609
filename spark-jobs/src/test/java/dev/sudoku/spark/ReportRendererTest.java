package dev.sudoku.spark;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.StringReader;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;
import org.xml.sax.InputSource;

class ReportRendererTest {

  private static GradeReport report() {
    Map<String, Long> status = new LinkedHashMap<>();
    status.put("UNIQUE", 7L);
    status.put("MULTIPLE_SOLUTIONS", 1L);
    status.put("NO_SOLUTION", 0L);
    status.put("INVALID", 2L);
    Map<Double, Long> histogram = new TreeMap<>(Map.of(1.0, 3L, 2.0, 3L, 4.5, 1L));
    return new GradeReport(
        List.of("a \"quoted\".csv"),
        "out/puzzles",
        "parquet",
        10,
        status,
        Map.of("EASY", 6L, "unrated", 4L),
        Map.of("NAKED_SINGLE", 7L, "unrated", 3L),
        histogram,
        2,
        6,
        1,
        true,
        2,
        1,
        List.of("a.csv: line 3: bad <char>"),
        List.of("b.gz: line 7: gzip data ends early after line 6 (truncated file?)"),
        12,
        2.0,
        1.5,
        3.0);
  }

  @Test
  void json_containsEveryAggregateAndEscapes() {
    String json = ReportRenderer.json(report());

    assertThat(json)
        .contains("\"inputs\": [\"a \\\"quoted\\\".csv\"]")
        .contains(
            "\"byStatus\": {\"UNIQUE\": 7, \"MULTIPLE_SOLUTIONS\": 1, \"NO_SOLUTION\": 0, "
                + "\"INVALID\": 2}")
        .contains("{\"from\": 4.5, \"to\": 5.0, \"rows\": 1}")
        .contains("\"rowsPerSecond\": 5.0")
        .contains(
            "\"badFiles\": [\"b.gz: line 7: gzip data ends early after line 6 (truncated "
                + "file?)\"]")
        .endsWith("}\n");
  }

  @Test
  void htmlAndConsole_badFiles_listed() {
    assertThat(ReportRenderer.html(report()))
        .contains("Input files that could not be read (1)")
        .contains("<code>b.gz: line 7: gzip data ends early");
    assertThat(ReportRenderer.console(report()))
        .contains("  bad file: b.gz: line 7: gzip data ends early");
  }

  @Test
  void html_histogramAsInlineSvgWithOneBarPerBin() {
    String html = ReportRenderer.html(report());

    assertThat(html)
        .contains("<svg")
        .doesNotContain("<script")
        .doesNotContain("http://" + "www.w3.org/1999")
        .doesNotContain("<link");
    String histogram = html.substring(html.indexOf("<h2>Rating histogram"));
    histogram = histogram.substring(0, histogram.indexOf("</svg>"));
    // bins 1.0 to 4.5 (empty ones drawn too, so a gap looks like one) plus the lower-bound bar
    assertThat(histogram.split("<rect", -1)).hasSize(8 + 1 + 1);
    assertThat(histogram).contains("<title>1.5: 0</title>").contains("lower bound: 2");
    assertThat(html).contains("bad &lt;char&gt;");
  }

  @Test
  void html_everySvgIsWellFormedXmlWithOneLabelledBarPerEntry() throws Exception {
    String html = ReportRenderer.html(report());
    DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
    f.setNamespaceAware(true);
    int charts = 0;
    for (int from = html.indexOf("<svg"); from >= 0; from = html.indexOf("<svg", from + 1)) {
      String svg = html.substring(from, html.indexOf("</svg>", from) + "</svg>".length());
      Document doc = f.newDocumentBuilder().parse(new InputSource(new StringReader(svg)));
      Element root = doc.getDocumentElement();
      assertThat(root.getNamespaceURI()).isEqualTo("http://www.w3.org/2000/svg");
      NodeList bars = root.getElementsByTagNameNS("*", "rect");
      for (int i = 0; i < bars.getLength(); i++) {
        Element bar = (Element) bars.item(i);
        assertThat(Integer.parseInt(bar.getAttribute("height"))).isNotNegative();
        assertThat(
                Integer.parseInt(bar.getAttribute("y"))
                    + Integer.parseInt(bar.getAttribute("height")))
            .isLessThanOrEqualTo(Integer.parseInt(root.getAttribute("height")));
        assertThat(bar.getElementsByTagNameNS("*", "title").getLength()).isEqualTo(1);
      }
      charts++;
    }
    assertThat(charts).isEqualTo(2); // status totals, rating histogram
  }

  @Test
  void console_statusTableWithPercentages() {
    assertThat(ReportRenderer.console(report()))
        .contains("UNIQUE                            7  70.00%")
        .contains("duplicates: 2 rows dropped, isomorphs of 1 kept puzzles")
        .contains("lower bounds: 2 rows");
  }
}
