package dev.sudoku.spark;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.StringReader;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
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
  void histogram_nothing_noChart() {
    assertThat(SvgChart.histogram(Distribution.empty(), 1, 0, "x", "t", 100, 100, false, List.of()))
        .isEmpty();
  }
}
