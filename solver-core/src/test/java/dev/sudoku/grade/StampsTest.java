package dev.sudoku.grade;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class StampsTest {

  @Test
  void next_belowMax_countsAndKeepsMarks() {
    int[] a = {7, 0, 7};

    assertThat(Stamps.next(7, a)).isEqualTo(8);
    assertThat(a).containsExactly(7, 0, 7);
  }

  @Test
  void next_atMax_clearsEveryGuardedArrayAndRestartsAtOne() {
    int[] a = {Integer.MAX_VALUE, 3};
    int[] b = {Integer.MAX_VALUE};
    int[] c = {1};
    int[] d = {Integer.MAX_VALUE, Integer.MAX_VALUE};

    assertThat(Stamps.next(Integer.MAX_VALUE, a, b, c, d)).isEqualTo(1);
    assertThat(a).containsOnly(0);
    assertThat(b).containsOnly(0);
    assertThat(c).containsOnly(0);
    assertThat(d).containsOnly(0);
  }

  @Test
  void next_neverRevisitsAStampAnEntryMayHold() {
    // was: tag++ came round to old marks after 2^32 searches and read them as "seen"
    int[] seen = new int[4];
    int tag = Integer.MAX_VALUE - 1;
    seen[2] = tag;
    tag = Stamps.next(tag, seen);
    seen[1] = tag;
    tag = Stamps.next(tag, seen);

    assertThat(tag).isEqualTo(1);
    assertThat(seen).containsOnly(0);
  }
}
