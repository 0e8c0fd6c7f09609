package dev.sudoku.spark;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.apache.spark.executor.TaskMetrics;
import org.apache.spark.scheduler.SparkListener;
import org.apache.spark.scheduler.SparkListenerJobStart;
import org.apache.spark.scheduler.SparkListenerTaskEnd;
import org.apache.spark.scheduler.TaskInfo;

/**
 * Where a benchmarked Spark run spends its wall time, for {@link OverheadBench}'s diagnosis: jobs,
 * stages and tasks started, and how well the tasks filled the cores.
 *
 * <p>Every finished task is recorded with its launch and finish time (driver clock, ms), its run
 * and CPU time. From them: the span from the first launch to the last finish, the core-seconds left
 * idle inside that span ({@code cores x span - sum of task durations}: the tail of the last tasks
 * and the gaps between stages), and the time before the first launch and after the last finish
 * (driver-only work: planning, closure serialization, result handling).
 */
final class TaskTimeline extends SparkListener {
  private final List<long[]> tasks = new ArrayList<>();
  private int jobs;
  private final java.util.Set<Integer> stages = new java.util.HashSet<>();

  @Override
  public synchronized void onJobStart(SparkListenerJobStart jobStart) {
    jobs++;
  }

  @Override
  public synchronized void onTaskEnd(SparkListenerTaskEnd end) {
    TaskInfo info = end.taskInfo();
    TaskMetrics m = end.taskMetrics();
    stages.add(end.stageId());
    tasks.add(
        new long[] {
          end.stageId(),
          info.launchTime(),
          info.finishTime(),
          m == null ? 0 : m.executorRunTime(),
          m == null ? 0 : m.executorCpuTime() / 1_000_000,
          m == null ? 0 : m.executorDeserializeTime()
        });
  }

  /** One summary line for a phase that ran from {@code startMs} to {@code endMs} (epoch ms). */
  synchronized String summary(long startMs, long endMs, int cores) {
    if (tasks.isEmpty()) {
      return "no tasks";
    }
    long first = Long.MAX_VALUE;
    long last = Long.MIN_VALUE;
    long busy = 0;
    long maxTask = 0;
    long deserialize = 0;
    for (long[] t : tasks) {
      first = Math.min(first, t[1]);
      last = Math.max(last, t[2]);
      busy += t[2] - t[1];
      maxTask = Math.max(maxTask, t[2] - t[1]);
      deserialize += t[5];
    }
    long span = last - first;
    return String.format(
        Locale.ROOT,
        "%d jobs, %d stages, %d tasks (longest %.2f s, "
            + "deserialize %.2f s); driver before first task %.2f s, after last %.2f s; task span "
            + "%.2f s, idle core-s in span %.2f",
        jobs,
        stages.size(),
        tasks.size(),
        maxTask / 1e3,
        deserialize / 1e3,
        (first - startMs) / 1e3,
        (endMs - last) / 1e3,
        span / 1e3,
        (cores * span - busy) / 1e3);
  }
}
