package dev.sudoku.spark;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Stream;

/**
 * This process's CPU time split by what its threads do, for {@link OverheadBench}'s diagnosis:
 * Spark task threads, the JIT compiler threads, the garbage collector's threads, and the rest (the
 * driver: planning, scheduling, listeners, RPC).
 *
 * <p>Why: HotSpot's own "total compilation time" is the compiler threads' elapsed time, which grows
 * when they wait for a core (on a loaded 2-core machine it exceeded the whole process's CPU time);
 * the kernel's per-thread CPU time does not. Read from Linux's {@code
 * /proc/self/task/TID/schedstat} (first field: nanoseconds on a CPU) and {@code comm} (the thread
 * name, cut to 15 characters); where there is no {@code /proc} the split is unknown (NaN) and only
 * the process total is given. Threads that end within a phase are counted under "other" (the total
 * is the process's, the groups are what the living threads report).
 *
 * <p>The total leaves out what this class itself spends reading {@code /proc}: two small files per
 * thread, ~8 ms of CPU per call with the ~250 threads of a Spark session (AMD EPYC 2-core KVM).
 * Counted, the reading at a round's start would be charged to that round as driver work: ~0.3 % of
 * a Kaggle round's CPU on Spark's side, whose rounds count the whole process, and none on the
 * loop's, which counts its own thread after the reading.
 *
 * @param total process CPU seconds ({@code OperatingSystemMXBean.getProcessCpuTime}) less this
 *     class's own reading
 * @param tasks CPU seconds of Spark's task threads ({@code Executor task launch worker ...})
 * @param jit CPU seconds of the C1/C2 compiler threads
 * @param gc CPU seconds of the collector's threads (parallel, concurrent and refinement)
 */
record ThreadCpu(double total, double tasks, double jit, double gc) {
  /** CPU nanoseconds {@link #now} has spent reading {@code /proc}, in all threads. */
  private static final AtomicLong OWN_NANOS = new AtomicLong();

  /** Now, since the process started. */
  static ThreadCpu now() {
    long self0 = ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime();
    long[] groups = new long[3];
    Path tasksDir = Path.of("/proc/self/task");
    if (!Files.isDirectory(tasksDir)) {
      return new ThreadCpu(processSeconds(), Double.NaN, Double.NaN, Double.NaN);
    }
    try (Stream<Path> threads = Files.list(tasksDir)) {
      threads.forEach(
          t -> {
            try {
              String name = Files.readString(t.resolve("comm")).strip();
              String stat = Files.readString(t.resolve("schedstat")).strip();
              long ns = Long.parseLong(stat.substring(0, stat.indexOf(' ')));
              int g = group(name);
              if (g >= 0) {
                groups[g] += ns;
              }
            } catch (IOException | RuntimeException e) {
              // the thread ended while we looked: its time is in "other"
            }
          });
    } catch (IOException e) {
      return new ThreadCpu(processSeconds(), Double.NaN, Double.NaN, Double.NaN);
    }
    OWN_NANOS.addAndGet(ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime() - self0);
    return new ThreadCpu(processSeconds(), groups[0] / 1e9, groups[1] / 1e9, groups[2] / 1e9);
  }

  /** The process's CPU so far, less all reading of {@code /proc} by {@link #now} so far. */
  private static double processSeconds() {
    long process =
        ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean())
            .getProcessCpuTime();
    return (process - OWN_NANOS.get()) / 1e9;
  }

  /** 0 tasks, 1 JIT, 2 GC, -1 other; {@code comm} names are cut to 15 characters. */
  static int group(String comm) {
    if (comm.startsWith("Executor task")) {
      return 0;
    }
    if (comm.startsWith("C1 CompilerThre") || comm.startsWith("C2 CompilerThre")) {
      return 1;
    }
    if (comm.startsWith("GC Thread") || comm.startsWith("G1 ")) {
      return 2;
    }
    return -1;
  }

  /** What was spent between {@code start} and this. */
  ThreadCpu minus(ThreadCpu start) {
    return new ThreadCpu(total - start.total, tasks - start.tasks, jit - start.jit, gc - start.gc);
  }

  /** The driver and everything else: total minus tasks, JIT and GC. */
  double other() {
    return total - tasks - jit - gc;
  }
}
