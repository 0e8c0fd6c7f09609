package dev.sudoku.kafka;

import java.util.ArrayList;
import java.util.List;

/** Reads samples from a Prometheus text-format scrape (tests). */
final class PrometheusText {

  private PrometheusText() {}

  /**
   * The value of the one sample of {@code series}: a metric name ({@code x_total}, any labels), or
   * a name with some of its first labels ({@code x_total{outcome="failed"}}).
   *
   * @throws AssertionError when no sample or more than one matches
   */
  static double value(String scrape, String series) {
    List<String> matches = samples(scrape, series);
    if (matches.size() != 1) {
      throw new AssertionError(matches.size() + " samples of " + series + " in:\n" + scrape);
    }
    String line = matches.get(0);
    return Double.parseDouble(line.substring(line.lastIndexOf(' ') + 1));
  }

  /** Every sample line of {@code series} (see {@link #value}). */
  static List<String> samples(String scrape, String series) {
    boolean labelled = series.endsWith("}");
    String prefix = labelled ? series.substring(0, series.length() - 1) : series;
    List<String> found = new ArrayList<>();
    for (String line : scrape.split("\n")) {
      if (line.startsWith(prefix) && line.length() > prefix.length()) {
        char next = line.charAt(prefix.length());
        if (labelled ? next == ',' || next == '}' : next == ' ' || next == '{') {
          found.add(line);
        }
      }
    }
    return found;
  }
}
