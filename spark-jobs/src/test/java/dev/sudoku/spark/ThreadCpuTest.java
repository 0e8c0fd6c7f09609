package dev.sudoku.spark;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class ThreadCpuTest {

  @Test
  void group_linuxThreadNames_mapToTasksJitGcOther() {
    assertThat(ThreadCpu.group("Executor task l")).isZero();
    assertThat(ThreadCpu.group("C2 CompilerThre")).isEqualTo(1);
    assertThat(ThreadCpu.group("C1 CompilerThre")).isEqualTo(1);
    assertThat(ThreadCpu.group("GC Thread#1")).isEqualTo(2);
    assertThat(ThreadCpu.group("G1 Conc#0")).isEqualTo(2);
    assertThat(ThreadCpu.group("main")).isEqualTo(-1);
    assertThat(ThreadCpu.group("dag-scheduler-e")).isEqualTo(-1);
  }

  @Test
  void minus_laterMinusEarlier_isTheWorkInBetween() {
    ThreadCpu d = new ThreadCpu(10, 6, 2, 1).minus(new ThreadCpu(4, 3, 1, 0.5));

    assertThat(d).isEqualTo(new ThreadCpu(6, 3, 1, 0.5));
    assertThat(d.other()).isEqualTo(1.5);
  }

  @Test
  void now_afterBusyWork_totalGrowsAndCoversTheGroups() {
    ThreadCpu before = ThreadCpu.now();
    long x = 0;
    for (int i = 0; i < 50_000_000; i++) {
      x += i ^ (x >>> 3);
    }
    ThreadCpu d = ThreadCpu.now().minus(before);

    assertThat(x).isNotZero();
    assertThat(d.total()).isPositive();
  }
}
