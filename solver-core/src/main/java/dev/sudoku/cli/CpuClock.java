package dev.sudoku.cli;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;

/**
 * CPU time of the current thread, in nanoseconds: on a shared machine wall time counts other
 * people's work, CPU time counts ours. Falls back to wall time where the JVM cannot measure thread
 * CPU time, and says so through {@link #isCpuTime()}.
 */
final class CpuClock {
  private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
  private static final boolean CPU = THREADS.isCurrentThreadCpuTimeSupported();

  private CpuClock() {}

  /** True when {@link #now()} is thread CPU time rather than wall time. */
  static boolean isCpuTime() {
    return CPU;
  }

  /** Nanoseconds of CPU used by the calling thread (or wall time, see {@link #isCpuTime()}). */
  static long now() {
    return CPU ? THREADS.getCurrentThreadCpuTime() : System.nanoTime();
  }
}
