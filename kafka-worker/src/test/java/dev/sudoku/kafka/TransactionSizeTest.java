package dev.sudoku.kafka;

import static org.assertj.core.api.Assertions.assertThat;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.LongRange;
import org.junit.jupiter.api.Test;

class TransactionSizeTest {

  /** 2000 puzzles, 1 s target, 2 threads: the worker's defaults on the bench machine. */
  private final TransactionSize size = new TransactionSize(2000, 1000, 2);

  @Test
  void share_costUnknown_isTheCountShare() {
    assertThat(size.share(4, 0)).isEqualTo(500);
    assertThat(size.share(1, 0)).isEqualTo(2000);
  }

  @Test
  void share_fastPuzzles_isTheCountShare() {
    // 330 us per puzzle: 4 requests x 500 puzzles are 0.33 s on 2 threads, under the target
    assertThat(size.share(4, 330_000)).isEqualTo(500);
  }

  @Test
  void share_slowPuzzles_fillsTheTargetTimeOverTheThreadsAndRequests() {
    // 20 ms per puzzle (EXTREME): 1 s x 2 threads / 4 requests / 20 ms = 25 puzzles each
    assertThat(size.share(4, 20_000_000)).isEqualTo(25);
    assertThat(size.share(1, 20_000_000)).isEqualTo(100);
  }

  @Test
  void share_puzzleSlowerThanTheTarget_isOne() {
    assertThat(size.share(3, 5_000_000_000.0)).isEqualTo(1);
  }

  @Test
  void share_targetZero_sizesByCountOnly() {
    assertThat(new TransactionSize(2000, 0, 2).share(4, 20_000_000)).isEqualTo(500);
  }

  @Test
  void share_moreRequestsThanTheChunk_isOneEach() {
    assertThat(new TransactionSize(4, 1000, 2).share(10, 0)).isEqualTo(1);
  }

  @Property
  void share_anyCost_betweenOneAndTheCountShare(
      @ForAll @IntRange(min = 1, max = 100_000) int chunk,
      @ForAll @LongRange(min = 0, max = 100_000) long targetMs,
      @ForAll @IntRange(min = 1, max = 64) int threads,
      @ForAll @IntRange(min = 0, max = 1000) int active,
      @ForAll @LongRange(min = 0, max = 10_000_000_000L) long nanos) {
    int share = new TransactionSize(chunk, targetMs, threads).share(active, nanos);
    assertThat(share).isBetween(1, Math.max(1, chunk / Math.max(1, active)));
  }

  @Property
  void share_slowerPuzzles_neverMore(
      @ForAll @IntRange(min = 1, max = 64) int active,
      @ForAll @LongRange(min = 1, max = 1_000_000_000L) long nanos) {
    assertThat(size.share(active, 2.0 * nanos)).isLessThanOrEqualTo(size.share(active, nanos));
  }
}
