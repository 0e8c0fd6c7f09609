package dev.sudoku.spark;

import java.io.PrintStream;
import java.util.Locale;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.apache.spark.executor.TaskMetrics;
import org.apache.spark.scheduler.SparkListener;
import org.apache.spark.scheduler.SparkListenerTaskEnd;

/**
 * Counts input records, input bytes and task CPU of finished tasks while a phase of the job runs,
 * and prints a progress line (records done, share of the input's bytes, rate) on stderr.
 *
 * <p>Spark reports task metrics when a task ends, so progress advances one task at a time; the
 * grade job cuts its input into about two tasks per core, which keeps the line moving. Task CPU
 * ({@code executorCpuTime}) is summed here so the report can state the job's CPU cost on a cluster
 * too, where the driver's own process CPU says nothing.
 */
final class ProgressListener extends SparkListener {
  private final AtomicLong records = new AtomicLong();
  private final AtomicLong bytes = new AtomicLong();
  private final AtomicLong cpuNanos = new AtomicLong();
  private final AtomicLong tasks = new AtomicLong();
  private volatile boolean active;
  private boolean terminal;
  private ScheduledExecutorService printer;

  /**
   * Starts counting; with {@code out} not null, also prints: on a terminal, one line rewritten
   * every second; otherwise (a log file) a new line every ten seconds.
   */
  void begin(long totalBytes, PrintStream out, boolean terminal) {
    records.set(0);
    bytes.set(0);
    cpuNanos.set(0);
    tasks.set(0);
    active = true;
    if (out != null) {
      long started = System.nanoTime();
      printer =
          Executors.newSingleThreadScheduledExecutor(
              r -> {
                Thread t = new Thread(r, "grade-progress");
                t.setDaemon(true);
                return t;
              });
      long period = terminal ? 1000 : 10_000;
      printer.scheduleAtFixedRate(
          () ->
              out.print(
                  terminal ? "\r" + line(totalBytes, started) : line(totalBytes, started) + "\n"),
          period,
          period,
          TimeUnit.MILLISECONDS);
      this.terminal = terminal;
    }
  }

  /** Stops counting and printing. */
  void end(PrintStream out) {
    active = false;
    if (printer != null) {
      printer.shutdownNow();
      printer = null;
      if (out != null && terminal) {
        out.print("\r" + " ".repeat(78) + "\r");
      }
    }
  }

  @Override
  public void onTaskEnd(SparkListenerTaskEnd taskEnd) {
    TaskMetrics m = taskEnd.taskMetrics();
    if (!active || m == null) {
      return;
    }
    records.addAndGet(m.inputMetrics().recordsRead());
    bytes.addAndGet(m.inputMetrics().bytesRead());
    cpuNanos.addAndGet(m.executorCpuTime());
    tasks.incrementAndGet();
  }

  long records() {
    return records.get();
  }

  /** CPU time of the tasks finished while counting, in seconds. */
  double taskCpuSeconds() {
    return cpuNanos.get() / 1e9;
  }

  private String line(long totalBytes, long started) {
    long done = records.get();
    double seconds = (System.nanoTime() - started) / 1e9;
    double rate = seconds > 0 ? done / seconds : 0;
    if (totalBytes <= 0) { // generated input: no bytes to count, tasks are the progress
      return String.format(Locale.ROOT, "%d tasks done, %.0f s", tasks.get(), seconds);
    }
    long percent = Math.min(100, 100 * bytes.get() / totalBytes);
    return String.format(
        Locale.ROOT,
        "%,d records done (%d%% of the input), %,.0f records/s, " + "%d tasks done",
        done,
        percent,
        rate,
        tasks.get());
  }
}
