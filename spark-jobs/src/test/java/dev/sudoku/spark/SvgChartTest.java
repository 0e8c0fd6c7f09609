package dev.sudoku.spark;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.StringReader;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;
import org.xml.sax.InputSource;

class SvgChartTest {
  @Test
  void ticks_roundStepsCoveringTheMaximum() {
    assertThat(SvgChart.ticks(7)).containsExactly(0, 2, 4, 6, 8);
    assertThat(SvgChart.ticks(1)).containsExactly(0, 1);
    assertThat(SvgChart.ticks(24_997)).containsExactly(0, 5_000, 10_000, 15_000, 20_000, 25_000);
  }

  @Test
  void compact_thousandsAndMillions() {
    assertThat(SvgChart.compact(950)).isEqualTo("950");
    assertThat(SvgChart.compact(20_000)).isEqualTo("20k");
    assertThat(SvgChart.compact(1_500_000)).isEqualTo("1.5M");
  }

  @Test
  void histogram_everyStepABarEmptyOnesToo_andExtrasApart() throws Exception {
    Distribution d = Distribution.of(new TreeMap<>(Map.of(12, 3L, 15, 1L)), 10);
    String svg =
        SvgChart.histogram(
            d,
            0.1,
            1,
            "ER",
            "t <x>",
            600,
            200,
            true,
            List.of(new SvgChart.Extra("≥9.5", 2, "at least 9.5")));
    Document doc =
        DocumentBuilderFactory.newInstance()
            .newDocumentBuilder()
            .parse(new InputSource(new StringReader(svg)));
    // 1.2, 1.3, 1.4, 1.5 and the extra bar
    assertThat(doc.getElementsByTagName("rect").getLength()).isEqualTo(5);
    assertThat(svg).contains("1.3: 0 rows").contains("fill=\"" + SvgChart.BOUND + "\"");
    assertThat(svg).contains("median 1.2").contains("p99 1.5").contains("t &lt;x&gt;");
  }

  @Test
  void histogram_oneRowBar_titleSaysRowSingular() {
    // Regression: a bar of one row was titled "1.5: 1 rows".
    Distribution d = Distribution.of(new TreeMap<>(Map.of(12, 3L, 15, 1L)), 10);
    String svg = SvgChart.histogram(d, 0.1, 1, "ER", "t", 600, 200, false, List.of());
    assertThat(svg).contains("1.5: 1 row<").contains("1.2: 3 rows<").contains("1.3: 0 rows<");
  }

  @Test
  void histogram_manyNarrowExtras_xLabelsNeverOverlap() throws Exception {
    // Regression: six lower-bound bars beside ER 1.5..10.1 printed "≥9.5≥9.6≥9.8..." over "10.0".
    Distribution d = Distribution.of(new TreeMap<>(Map.of(15, 3L, 71, 20L, 101, 1L)), 10);
    List<SvgChart.Extra> extras = new ArrayList<>();
    for (int r : new int[] {95, 96, 98, 99, 100, 101}) {
      extras.add(new SvgChart.Extra("≥" + r / 10 + "." + r % 10, 5, "at least"));
    }
    String svg = SvgChart.histogram(d, 0.1, 1, "ER", "t", 900, 300, true, extras);
    Document doc =
        DocumentBuilderFactory.newInstance()
            .newDocumentBuilder()
            .parse(new InputSource(new StringReader(svg)));
    NodeList texts = doc.getElementsByTagName("text");
    List<double[]> spans = new ArrayList<>();
    List<String> labels = new ArrayList<>();
    for (int i = 0; i < texts.getLength(); i++) {
      Element t = (Element) texts.item(i);
      if (t.getAttribute("y").equals("271.0")) { // the x tick labels' baseline: TOP + plotH + 15
        double x = Double.parseDouble(t.getAttribute("x"));
        double half = SvgChart.labelWidth(t.getTextContent()) / 2;
        spans.add(new double[] {x - half, x + half});
        labels.add(t.getTextContent());
      }
    }
    spans.sort(Comparator.comparingDouble(s -> s[0]));
    for (int i = 1; i < spans.size(); i++) {
      assertThat(spans.get(i)[0]).as("labels %s", labels).isGreaterThan(spans.get(i - 1)[1]);
    }
    assertThat(spans.get(spans.size() - 1)[1]).isLessThanOrEqualTo(900);
    assertThat(labels).contains("≥9.5", "2.0", "9.0");
    // every bar still names its value
    assertThat(svg).contains("<title>at least</title>");
  }

  @Test
  void histogram_oneBinFarTallerThanTheRest_axisFitsTheOthersAndThatBarIsCutAndLabelled()
      throws Exception {
    // Regression: with 154 of 156 rows at EP 1.2 every other bar was 1 px high.
    Distribution d = Distribution.of(new TreeMap<>(Map.of(12, 154L, 15, 1L, 20, 1L)), 10);
    String svg = SvgChart.histogram(d, 0.1, 1, "EP", "t", 440, 200, false, List.of());
    Document doc =
        DocumentBuilderFactory.newInstance()
            .newDocumentBuilder()
            .parse(new InputSource(new StringReader(svg)));

    assertThat(svg).contains(">1.2: 154 rows, bar cut<").contains("<title>1.2: 154 rows</title>");
    // plot height 116 px: a one-row bar now takes half of it
    assertThat(barHeight(doc, "1.5: 1 row")).isGreaterThan(50);
    assertThat(barHeight(doc, "1.2: 154 rows")).isEqualTo(116);
  }

  @Test
  void histogram_lowerBoundsFarMoreThanTheRatedRows_thatBarCut() throws Exception {
    // Regression: a hard archive mostly rated "at least 9.5" left the exact ratings 1 px high.
    Distribution d = Distribution.of(new TreeMap<>(Map.of(72, 3L, 85, 2L)), 10);
    String svg =
        SvgChart.histogram(
            d,
            0.1,
            1,
            "ER",
            "t",
            900,
            300,
            true,
            List.of(new SvgChart.Extra("≥9.5", 370, "rated at least 9.5: 370 rows")));
    Document doc =
        DocumentBuilderFactory.newInstance()
            .newDocumentBuilder()
            .parse(new InputSource(new StringReader(svg)));

    assertThat(svg).contains(">≥9.5: 370 rows, bar cut<");
    assertThat(barHeight(doc, "7.2: 3 rows")).isGreaterThan(100);
  }

  @Test
  void histogram_fewRowsBesideMany_countWrittenAboveEachLowBarOnly() throws Exception {
    // Regression: one or two hard puzzles among 150 easy ones were bars of 1 px, unreadable.
    Distribution d = Distribution.of(new TreeMap<>(Map.of(12, 131L, 15, 45L, 20, 2L, 66, 1L)), 10);
    String svg = SvgChart.histogram(d, 0.1, 1, "ER", "t", 900, 300, false, List.of());
    Document doc =
        DocumentBuilderFactory.newInstance()
            .newDocumentBuilder()
            .parse(new InputSource(new StringReader(svg)));
    List<String> counts = new ArrayList<>();
    NodeList texts = doc.getElementsByTagName("text");
    for (int i = 0; i < texts.getLength(); i++) {
      Element t = (Element) texts.item(i);
      if (t.getAttribute("font-size").equals("9")) {
        counts.add(t.getTextContent());
      }
    }
    assertThat(svg).doesNotContain("bar cut");
    assertThat(counts).containsExactly("2", "1");
  }

  @Test
  void histogram_noBinFarTallerThanTheRest_noBarCut() {
    Distribution d = Distribution.of(new TreeMap<>(Map.of(12, 4L, 15, 1L)), 10);
    String svg = SvgChart.histogram(d, 0.1, 1, "EP", "t", 440, 200, false, List.of());
    assertThat(svg).doesNotContain("bar cut");
  }

  @Test
  void cutBar_onlyABinMoreThanFourTimesEveryOtherBar() {
    assertThat(SvgChart.cutBar(new long[] {1, 154, 1}, List.of())).isEqualTo(1);
    assertThat(SvgChart.cutBar(new long[] {5, 20}, List.of())).isEqualTo(-1);
    assertThat(SvgChart.cutBar(new long[] {5, 21}, List.of())).isEqualTo(1);
    assertThat(SvgChart.cutBar(new long[] {154}, List.of())).isEqualTo(-1);
    assertThat(SvgChart.cutBar(new long[] {154, 0, 0}, List.of())).isEqualTo(-1);
    // the lower-bound bars count as other bars, and may be the one cut
    assertThat(SvgChart.cutBar(new long[] {154, 1}, List.of(new SvgChart.Extra("≥9.5", 50, "x"))))
        .isEqualTo(-1);
    assertThat(SvgChart.cutBar(new long[] {2, 1}, List.of(new SvgChart.Extra("≥9.5", 300, "x"))))
        .isEqualTo(2);
  }

  private static double barHeight(Document doc, String title) {
    NodeList rects = doc.getElementsByTagName("rect");
    for (int i = 0; i < rects.getLength(); i++) {
      Element r = (Element) rects.item(i);
      if (r.getTextContent().equals(title)) {
        return Double.parseDouble(r.getAttribute("height"));
      }
    }
    throw new AssertionError("no bar " + title);
  }

  @Test
  void histogram_nothing_noChart() {
    assertThat(SvgChart.histogram(Distribution.empty(), 1, 0, "x", "t", 100, 100, false, List.of()))
        .isEmpty();
  }
}
