package dev.sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class CpuClockTest {
  private static final long MS = 1_000_000L;

  /** A clock that stands still (or goes back) fails here instead of reporting infinite rates. */
  @Test
  void now_busyThread_advances() {
    long before = CpuClock.now();
    long wallLimit = System.nanoTime() + 10_000 * MS;
    long x = 0;
    long used = 0;
    while (used < MS && System.nanoTime() < wallLimit) {
      for (int i = 0; i < 100_000; i++) {
        x += i ^ (x >>> 3);
      }
      used = CpuClock.now() - before;
    }
    assertThat(used)
        .as("CPU nanoseconds used by 10 s of spinning at most")
        .isGreaterThanOrEqualTo(MS);
    assertThat(x).isNotEqualTo(42);
  }

  /**
   * A wall clock passed off as CPU time (what the benchmark prints as "thread CPU time") fails
   * here: a sleeping thread uses almost no CPU, whatever else the machine does.
   */
  @Test
  void now_sleepingThread_barelyAdvances() throws InterruptedException {
    assertThat(CpuClock.isCpuTime()).as("this JVM measures thread CPU time").isTrue();
    long before = CpuClock.now();
    long wallBefore = System.nanoTime();
    Thread.sleep(200);
    long cpu = CpuClock.now() - before;
    long wall = System.nanoTime() - wallBefore;
    assertThat(wall).isGreaterThanOrEqualTo(200 * MS);
    assertThat(cpu).isLessThan(100 * MS);
  }
}
