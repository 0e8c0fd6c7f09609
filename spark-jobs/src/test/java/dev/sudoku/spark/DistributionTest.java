package dev.sudoku.spark;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import java.util.TreeMap;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import org.junit.jupiter.api.Test;

class DistributionTest {
  @Test
  void of_tenths_meanAndNearestRankPercentiles() {
    // 1.2 x3, 2.0 x2, 3.4 x5: ten values
    Distribution d = Distribution.of(new TreeMap<>(Map.of(12, 3L, 20, 2L, 34, 5L)), 10);
    assertThat(d.count()).isEqualTo(10);
    assertThat(d.mean())
        .isCloseTo((3 * 1.2 + 2 * 2.0 + 5 * 3.4) / 10, org.assertj.core.data.Offset.offset(1e-12));
    assertThat(d.min()).isEqualTo(1.2);
    assertThat(d.median()).isEqualTo(2.0); // rank 5: the lower middle value
    assertThat(d.p90()).isEqualTo(3.4);
    assertThat(d.max()).isEqualTo(3.4);
    assertThat(d.bins()).extracting(Distribution.Bin::value).containsExactly(1.2, 2.0, 3.4);
  }

  @Test
  void of_nothingCounted_emptyWithNullFigures() {
    Distribution d = Distribution.of(new TreeMap<>(Map.of(12, 0L)), 10);
    assertThat(d.count()).isZero();
    assertThat(d.mean()).isNull();
    assertThat(d.bins()).isEmpty();
  }

  /** The nearest-rank percentile reaches its rank and the value below it does not. */
  @Property
  void percentile_isTheSmallestValueReachingItsRank(
      @ForAll @Size(min = 1, max = 12)
          Map<
                  @IntRange(min = 0, max = 120) Integer,
                  @net.jqwik.api.constraints.LongRange(min = 1, max = 50) Long>
              counts,
      @ForAll @net.jqwik.api.constraints.DoubleRange(min = 0.01, max = 1.0) double p) {
    Distribution d = Distribution.of(new TreeMap<>(counts), 10);
    double v = Distribution.percentile(d.bins(), d.count(), p);
    long rank = Math.max(1, (long) Math.ceil(p * d.count() - 1e-9));
    long atOrBelow = 0;
    long below = 0;
    for (Distribution.Bin b : d.bins()) {
      if (b.value() <= v) {
        atOrBelow += b.rows();
      }
      if (b.value() < v) {
        below += b.rows();
      }
    }
    assertThat(atOrBelow).isGreaterThanOrEqualTo(rank);
    assertThat(below).isLessThan(rank);
  }
}
