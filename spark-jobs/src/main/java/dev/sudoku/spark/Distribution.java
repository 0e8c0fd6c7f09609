package dev.sudoku.spark;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;

/**
 * A distribution of values that come in fixed steps (SE ratings in tenths, clue counts in units),
 * kept whole as a histogram, with the summary figures a reader looks for first.
 *
 * <p>Why a histogram and not Spark's {@code percentile_approx}: SE ratings are multiples of 0.1 and
 * clue counts whole numbers, so one count per step is the exact distribution in at most ~120 rows,
 * from the report's one grouped scan; mean and percentiles computed from it are exact, and the same
 * rows draw the chart. Percentiles use the nearest-rank definition: the p-th percentile is the
 * smallest value whose cumulative count reaches {@code ceil(p * count)} (the median of an even
 * count is thus the lower of the two middle values).
 *
 * @param count values counted
 * @param mean their mean, null when there are none (as every figure below)
 * @param min the smallest
 * @param median the 50th percentile
 * @param p90 the 90th percentile
 * @param p99 the 99th percentile
 * @param max the largest
 * @param bins one per step present, ascending; steps without values are left out
 */
public record Distribution(
    long count,
    Double mean,
    Double min,
    Double median,
    Double p90,
    Double p99,
    Double max,
    List<Bin> bins) {

  /**
   * One step of the histogram.
   *
   * @param value the step's value (a rating, a clue count)
   * @param rows how many had it
   */
  public record Bin(double value, long rows) {}

  /** Copies the bins. */
  public Distribution {
    bins = List.copyOf(bins);
  }

  /** No values. */
  static Distribution empty() {
    return new Distribution(0, null, null, null, null, null, null, List.of());
  }

  /**
   * The distribution of {@code counts}, keyed by value in steps ({@code key / steps} is the value:
   * 10 for tenths, 1 for units); keys with a count of 0 are left out.
   */
  static Distribution of(SortedMap<Integer, Long> counts, int steps) {
    List<Bin> bins = new ArrayList<>(counts.size());
    long n = 0;
    long sum = 0;
    for (Map.Entry<Integer, Long> e : counts.entrySet()) {
      if (e.getValue() > 0) {
        bins.add(new Bin(e.getKey() / (double) steps, e.getValue()));
        n += e.getValue();
        sum += e.getKey() * e.getValue();
      }
    }
    if (n == 0) {
      return empty();
    }
    return new Distribution(
        n,
        sum / (double) steps / n,
        bins.get(0).value(),
        percentile(bins, n, 0.50),
        percentile(bins, n, 0.90),
        percentile(bins, n, 0.99),
        bins.get(bins.size() - 1).value(),
        bins);
  }

  /** Nearest rank: the smallest value whose cumulative count reaches ceil(p * n). */
  static double percentile(List<Bin> bins, long n, double p) {
    long rank = Math.max(1, (long) Math.ceil(p * n - 1e-9));
    long seen = 0;
    for (Bin b : bins) {
      seen += b.rows();
      if (seen >= rank) {
        return b.value();
      }
    }
    return bins.get(bins.size() - 1).value();
  }
}
