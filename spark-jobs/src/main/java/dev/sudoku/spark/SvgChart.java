package dev.sudoku.spark;

import java.util.List;
import java.util.Locale;

/**
 * The report's charts as inline SVG: a histogram over evenly spaced values with both axes, tick
 * labels, a light grid and markers for the median and the 90th and 99th percentiles. Skewed
 * archives stay readable: a bar that dwarfs all others is drawn cut, the axis fitted to the rest,
 * and a bar too low to read has its count written above it.
 *
 * <p>Drawn by hand rather than with a chart library: the few charts are bars on a linear scale,
 * about a hundred lines of code; a Java chart library (JFreeChart with JFreeSVG, XChart) draws
 * through Java2D, which needs AWT and its fonts on the driver, makes text into font-dependent glyph
 * runs and adds megabytes to the cluster jar, while these charts stay small, crisp at any zoom,
 * readable by screen readers ({@code role="img"}, a {@code <title>} on every bar) and carry their
 * colours and fonts as attributes, so a chart copied out of the page keeps its look. {@code
 * SvgChartTest} parses every chart as XML.
 */
final class SvgChart {
  static final String BAR = "#3b6ea8";
  static final String BOUND = "#d08b3a";
  private static final String AXIS = "#555";
  private static final String GRID = "#e3e3e3";
  private static final String TEXT = "#333";
  private static final String FONT =
      "font-family=\"system-ui,Segoe UI,Helvetica,Arial,sans-serif\"";

  private static final int LEFT = 56;
  private static final int RIGHT = 16;
  private static final int TOP = 40;
  private static final int BOTTOM = 44;
  private static final int LABEL_GAP = 4;

  /** A bar lower than this, in px, gets its count written above it ({@link #lowCounts}). */
  private static final double LOW_BAR = 6;

  /** About how wide a digit is at the low counts' 9 px font. */
  private static final double LOW_DIGIT = 5.4;

  /** A bin more than this many times the next tallest bar is drawn cut ({@link #cutBar}). */
  static final int CUT_RATIO = 4;

  /** The axis of a chart with a cut bar reaches this much above the next tallest bar. */
  private static final double CUT_HEADROOM = 1.3;

  /**
   * How far a cut bar runs on above the top of the axis, in px: no further, or it reaches the
   * lowest percentile marker's label ({@link #marker}).
   */
  private static final int CUT_OVERRUN = 4;

  private SvgChart() {}

  /**
   * One extra bar after the histogram, apart from its scale (rows rated only "at least").
   *
   * @param label its tick label ({@code ≥9.5})
   */
  record Extra(String label, long rows, String title) {}

  /**
   * A histogram of {@code d}'s bins over every step from its smallest to its largest value (empty
   * steps drawn as gaps), plus {@code extras} in another colour after a gap.
   *
   * @param step the distance between values (0.1 for ratings, 1 for clue counts)
   * @param decimals decimals of the x tick labels
   * @param xLabel the x axis title
   * @param markers draw the median, p90 and p99 markers
   */
  static String histogram(
      Distribution d,
      double step,
      int decimals,
      String xLabel,
      String title,
      int width,
      int height,
      boolean markers,
      List<Extra> extras) {
    if (d.count() == 0 && extras.isEmpty()) {
      return "";
    }
    long lo = d.count() == 0 ? 0 : Math.round(d.min() / step);
    long hi = d.count() == 0 ? -1 : Math.round(d.max() / step);
    int slots = (int) (hi - lo + 1) + (extras.isEmpty() ? 0 : extras.size() + 1);
    long[] counts = new long[(int) Math.max(0, hi - lo + 1)];
    for (Distribution.Bin b : d.bins()) {
      counts[(int) (Math.round(b.value() / step) - lo)] = b.rows();
    }
    long max = 1;
    for (long c : counts) {
      max = Math.max(max, c);
    }
    for (Extra e : extras) {
      max = Math.max(max, e.rows());
    }
    int cut = cutBar(counts, extras);
    if (cut >= 0) {
      // The axis serves the other bars, with room above the tallest of them for the cut bar's
      // label.
      max = (long) Math.ceil(secondLargest(bars(counts, extras)) * CUT_HEADROOM);
    }
    long[] ticks = ticks(max);
    long top = ticks[ticks.length - 1];
    double plotW = width - LEFT - RIGHT;
    double plotH = height - TOP - BOTTOM;
    double slot = plotW / Math.max(1, slots);
    double barW = Math.max(1, slot * 0.84);
    StringBuilder b = new StringBuilder(8192);
    b.append(
        f(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\""
                + " role=\"img\" aria-label=\"%s\" %s font-size=\"11\">%n<title>%s</title>%n",
            width, height, width, height, esc(title), FONT, esc(title)));
    // y grid, ticks and labels
    for (long t : ticks) {
      double y = TOP + plotH - plotH * t / top;
      b.append(
          f(
              "<line x1=\"%d\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"%s\"/>%n",
              LEFT, y, LEFT + plotW, y, t == 0 ? AXIS : GRID));
      b.append(
          f(
              "<text x=\"%d\" y=\"%.1f\" text-anchor=\"end\" fill=\"%s\">%s</text>%n",
              LEFT - 6, y + 4, TEXT, compact(t)));
    }
    b.append(
        f(
            "<text transform=\"translate(14 %.1f) rotate(-90)\" text-anchor=\"middle\""
                + " fill=\"%s\">rows</text>%n",
            TOP + plotH / 2, TEXT));
    // bars
    String cutLabel = "";
    List<double[]> low = new java.util.ArrayList<>();
    for (int i = 0; i < counts.length; i++) {
      double x = LEFT + i * slot + (slot - barW) / 2;
      String value = label((lo + i) * step, decimals);
      low(low, x + barW / 2, plotH * counts[i] / top, counts[i]);
      bar(
          b,
          x,
          barW,
          plotH,
          Math.min(counts[i], top),
          top,
          BAR,
          value + ": " + f("%,d", counts[i]) + (counts[i] == 1 ? " row" : " rows"));
      if (i == cut) {
        cutLabel = cutMark(b, x, barW, value, counts[i], BAR, width);
      }
    }
    // Labels take the place they need: where bars are narrower than a label, some extras go
    // unlabelled (each bar keeps its title) rather than printing over each other.
    double extrasLeft = Double.MAX_VALUE;
    double taken = -Double.MAX_VALUE;
    for (int k = 0; k < extras.size(); k++) {
      Extra e = extras.get(k);
      double x = LEFT + (counts.length + 1 + k) * slot;
      low(low, x + slot / 2, plotH * e.rows() / top, e.rows());
      bar(b, x + (slot - barW) / 2, barW, plotH, Math.min(e.rows(), top), top, BOUND, e.title());
      if (counts.length + k == cut) {
        cutLabel = cutMark(b, x + (slot - barW) / 2, barW, e.label(), e.rows(), BOUND, width);
      }
      double half = labelWidth(e.label()) / 2;
      if (x + slot / 2 - half < taken + LABEL_GAP || x + slot / 2 + half > width) {
        continue;
      }
      extrasLeft = Math.min(extrasLeft, x + slot / 2 - half);
      taken = x + slot / 2 + half;
      b.append(
          f(
              "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"middle\" fill=\"%s\">%s</text>%n",
              x + slot / 2, TOP + plotH + 15, BOUND, esc(e.label())));
    }
    // x ticks: about one label per 48 px, on round multiples of the step, clear of the extras'
    int every = niceEvery((int) Math.ceil(48 / slot));
    for (int i = 0; i < counts.length; i++) {
      long v = lo + i;
      if (v % every != 0) {
        continue;
      }
      double x = LEFT + i * slot + slot / 2;
      String text = label(v * step, decimals);
      if (x + labelWidth(text) / 2 + LABEL_GAP > extrasLeft) {
        continue;
      }
      b.append(
          f(
              "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"%s\"/>%n",
              x, TOP + plotH, x, TOP + plotH + 4, AXIS));
      b.append(
          f(
              "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"middle\" fill=\"%s\">%s</text>%n",
              x, TOP + plotH + 15, TEXT, text));
    }
    b.append(
        f(
            "<text x=\"%.1f\" y=\"%d\" text-anchor=\"middle\" fill=\"%s\">%s</text>%n",
            LEFT + plotW / 2, height - 6, TEXT, esc(xLabel)));
    if (markers && d.count() > 0) {
      marker(b, "median", d.median(), lo, step, slot, plotH, 0, decimals, width);
      marker(b, "p90", d.p90(), lo, step, slot, plotH, 1, decimals, width);
      marker(b, "p99", d.p99(), lo, step, slot, plotH, 2, decimals, width);
    }
    lowCounts(b, low, plotH);
    // last, so that no marker line crosses it
    b.append(cutLabel);
    return b.append("</svg>\n").toString();
  }

  /**
   * The bar drawn cut, or -1: one bar holding more than {@link #CUT_RATIO} times any other would
   * flatten every other bar to a pixel or two (an archive of easy puzzles with 154 of 156 at EP
   * 1.2; a hard archive rated mostly "at least 9.5"), so the axis is scaled to the others and that
   * bar is cut and labelled with its count instead.
   *
   * @return an index into {@code counts}, or {@code counts.length + k} for {@code extras.get(k)}
   */
  static int cutBar(long[] counts, List<Extra> extras) {
    long[] all = bars(counts, extras);
    int largest = largest(all);
    long second = secondLargest(all);
    return largest >= 0 && second > 0 && all[largest] > CUT_RATIO * second ? largest : -1;
  }

  private static long[] bars(long[] counts, List<Extra> extras) {
    long[] all = java.util.Arrays.copyOf(counts, counts.length + extras.size());
    for (int k = 0; k < extras.size(); k++) {
      all[counts.length + k] = extras.get(k).rows();
    }
    return all;
  }

  /** The index of the tallest bar (the first of equals), -1 when there is none. */
  private static int largest(long[] bars) {
    int largest = -1;
    for (int i = 0; i < bars.length; i++) {
      if (largest < 0 || bars[i] > bars[largest]) {
        largest = i;
      }
    }
    return largest;
  }

  /** The tallest bar but one, 0 when there is none. */
  private static long secondLargest(long[] bars) {
    int largest = largest(bars);
    long second = 0;
    for (int i = 0; i < bars.length; i++) {
      if (i != largest) {
        second = Math.max(second, bars[i]);
      }
    }
    return second;
  }

  /**
   * Draws what sets a cut bar apart: it runs on above the axis's top and a white slanted gap
   * crosses it near the top. Returns its label, value and count beside the bar on the side with
   * room, haloed in white, for the caller to draw last: no marker or grid line crosses the letters.
   */
  private static String cutMark(
      StringBuilder b, double x, double w, String value, long rows, String colour, int width) {
    b.append(
        f(
            "<rect x=\"%.1f\" y=\"%d\" width=\"%.1f\" height=\"%d\" fill=\"%s\"/>%n",
            x, TOP - CUT_OVERRUN, w, CUT_OVERRUN, colour));
    double y = TOP + 6;
    b.append(
        f(
            "<path d=\"M%.1f %.1f L%.1f %.1f L%.1f %.1f L%.1f %.1f Z\" fill=\"#fff\"/>%n",
            x - 2, y + 5, x + w + 2, y - 1, x + w + 2, y + 3, x - 2, y + 9));
    String text = value + ": " + f("%,d", rows) + (rows == 1 ? " row" : " rows") + ", bar cut";
    boolean left = x + w + 4 + labelWidth(text) > width - RIGHT;
    return f(
        "<text x=\"%.1f\" y=\"%d\"%s fill=\"%s\" font-weight=\"600\" stroke=\"#fff\""
            + " stroke-width=\"3\" paint-order=\"stroke\">%s</text>%n",
        left ? x - 4 : x + w + 4, TOP + 4, left ? " text-anchor=\"end\"" : "", TEXT, esc(text));
  }

  /** Notes a bar of {@code rows} drawn {@code h} px high if it is too low to read its height. */
  private static void low(List<double[]> low, double centre, double h, long rows) {
    if (rows > 0 && h < LOW_BAR) {
      low.add(new double[] {centre, h, rows});
    }
  }

  /**
   * The count above each bar too low to read (a few rows beside thousands): a bar of 1 px and one
   * of 3 px look alike, the number does not. Left to right, a count that would touch the one before
   * is left out (the bar keeps its title).
   */
  private static void lowCounts(StringBuilder b, List<double[]> low, double plotH) {
    double taken = -Double.MAX_VALUE;
    for (double[] l : low) {
      String text = compact((long) l[2]);
      double half = text.length() * LOW_DIGIT / 2;
      if (l[0] - half < taken + 2) {
        continue;
      }
      taken = l[0] + half;
      b.append(
          f(
              "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"middle\" fill=\"%s\""
                  + " font-size=\"9\">%s</text>%n",
              l[0], TOP + plotH - Math.max(1, l[1]) - 2, TEXT, text));
    }
  }

  private static void bar(
      StringBuilder b,
      double x,
      double w,
      double plotH,
      long rows,
      long top,
      String colour,
      String title) {
    double h = plotH * rows / top;
    if (rows > 0 && h < 1) {
      h = 1; // a bin with rows must not look empty
    }
    b.append(
        f(
            "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" fill=\"%s\"><title>%s</title></rect>%n",
            x, TOP + plotH - h, w, h, colour, esc(title)));
  }

  /**
   * A dashed vertical line at a percentile, labelled at the top, staggered so labels never meet.
   */
  private static void marker(
      StringBuilder b,
      String name,
      double value,
      long lo,
      double step,
      double slot,
      double plotH,
      int row,
      int decimals,
      int width) {
    double x = LEFT + (Math.round(value / step) - lo) * slot + slot / 2;
    // A label that would run past the right edge is set to the left of its line instead.
    boolean left = x + 60 > width;
    b.append(
        f(
            "<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"#b03030\""
                + " stroke-dasharray=\"4 3\"/>%n",
            x, 4 + row * 12, x, TOP + plotH));
    b.append(
        f(
            "<text x=\"%.1f\" y=\"%d\" fill=\"#b03030\" font-size=\"10\"%s>%s %s</text>%n",
            left ? x - 3 : x + 3,
            11 + row * 12,
            left ? " text-anchor=\"end\"" : "",
            name,
            label(value, decimals)));
  }

  /** Axis ticks from 0 to at least {@code max}: 1, 2 or 5 times a power of ten apart, 3 to 6. */
  static long[] ticks(long max) {
    long stepSize = 1;
    for (long p = 1; ; p *= 10) {
      long found = 0;
      for (long m : new long[] {1, 2, 5}) {
        if ((max + m * p - 1) / (m * p) <= 5) {
          found = m * p;
          break;
        }
      }
      if (found > 0) {
        stepSize = found;
        break;
      }
    }
    int n = (int) ((max + stepSize - 1) / stepSize);
    long[] t = new long[n + 1];
    for (int i = 0; i <= n; i++) {
      t[i] = i * stepSize;
    }
    return t;
  }

  /** 1, 2, 5, 10, 20, ...: the smallest at least {@code k}. */
  static int niceEvery(int k) {
    for (int p = 1; ; p *= 10) {
      for (int m : new int[] {1, 2, 5}) {
        if (m * p >= k) {
          return m * p;
        }
      }
    }
  }

  /** 950, 12k, 1.2M. */
  static String compact(long v) {
    if (v >= 1_000_000) {
      return trim(v / 1e6) + "M";
    }
    if (v >= 10_000) {
      return trim(v / 1e3) + "k";
    }
    return f("%,d", v);
  }

  private static String trim(double v) {
    String s = f("%.1f", v);
    return s.endsWith(".0") ? s.substring(0, s.length() - 2) : s;
  }

  /** About how wide {@code text} is at the charts' 11 px font: sans-serif digits are ~0.6 em. */
  static double labelWidth(String text) {
    return text.length() * 6.6;
  }

  private static String label(double v, int decimals) {
    return String.format(Locale.ROOT, "%." + decimals + "f", v);
  }

  private static String f(String format, Object... args) {
    return String.format(Locale.ROOT, format, args);
  }

  static String esc(String s) {
    return s.replace("&", "&amp;")
        .replace("<", "&lt;")
        .replace(">", "&gt;")
        .replace("\"", "&quot;");
  }
}
