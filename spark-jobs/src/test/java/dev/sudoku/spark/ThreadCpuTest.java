package dev.sudoku.spark;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.locks.LockSupport;
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
    // ~0.1 s of work: many ticks of the process clock, which counts in steps of 10 ms
    for (int i = 0; i < 300_000_000; i++) {
      x += i ^ (x >>> 3);
    }
    ThreadCpu d = ThreadCpu.now().minus(before);

    assertThat(x).isNotZero();
    assertThat(d.total()).isPositive();
  }

  @Test
  void now_manyThreads_leavesItsOwnReadingOutOfTheTotal() {
    List<Thread> parked = new ArrayList<>();
    for (int i = 0; i < 200; i++) {
      Thread t = new Thread(LockSupport::park);
      t.setDaemon(true);
      t.start();
      parked.add(t);
    }
    for (int i = 0; i < 100; i++) {
      ThreadCpu.now(); // compiled, files cached
    }
    ThreadMXBean mx = ManagementFactory.getThreadMXBean();
    long self0 = mx.getCurrentThreadCpuTime();
    ThreadCpu before = ThreadCpu.now();
    for (int i = 0; i < 20; i++) {
      ThreadCpu.now();
    }
    ThreadCpu d = ThreadCpu.now().minus(before);
    double reading = (mx.getCurrentThreadCpuTime() - self0) / 1e9;
    parked.forEach(LockSupport::unpark);

    // 22 readings of 200-odd threads' files: counted, the total would hold every one of them
    // (JIT and GC threads, which may still work meanwhile, are left out of the comparison)
    assertThat(reading).isPositive();
    assertThat(d.total() - d.jit() - d.gc()).isLessThan(reading / 2);
  }
}
