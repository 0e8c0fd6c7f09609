package dev.sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class CpuClockTest {
  @Test
  void now_afterWork_doesNotGoBack() {
    long before = CpuClock.now();
    long x = 0;
    for (int i = 0; i < 1_000_000; i++) {
      x += i ^ (x >>> 3);
    }
    assertThat(CpuClock.now()).isGreaterThanOrEqualTo(before);
    assertThat(x).isNotEqualTo(42);
  }
}
