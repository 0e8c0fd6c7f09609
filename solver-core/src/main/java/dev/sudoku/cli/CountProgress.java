package dev.sudoku.cli;

import java.time.Duration;
import me.tongfei.progressbar.ConsoleProgressBarConsumer;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;

/**
 * A progress bar on stderr over a known number of puzzles to produce ({@code sudoku generate}),
 * where {@link Progress} measures input bytes. Like it, the bar appears only when stderr is a
 * terminal and the run has lasted {@value #DELAY_MILLIS} ms, so short runs and pipes stay clean.
 */
final class CountProgress implements AutoCloseable {
  private static final long DELAY_MILLIS = 1000;

  private final boolean enabled;
  private final Io io;
  private final String task;
  private final long total;
  private final long start = System.nanoTime();
  private ProgressBar bar;
  private long done;

  CountProgress(Io io, String task, long total) {
    this.enabled = io.terminal();
    this.io = io;
    this.task = task;
    this.total = total;
  }

  /** Notes that {@code done} puzzles are finished so far. */
  void stepTo(long done) {
    this.done = done;
    if (!enabled) {
      return;
    }
    if (bar == null) {
      long elapsed = System.nanoTime() - start;
      if (elapsed < DELAY_MILLIS * 1_000_000L) {
        return;
      }
      bar = new ProgressBarBuilder().setTaskName(task)
          .setConsumer(new ConsoleProgressBarConsumer(io.err()))
          .setInitialMax(total).setUnit(" puzzles", 1)
          .startsFrom(done, Duration.ofNanos(elapsed)).build();
    }
    bar.stepTo(done);
  }

  /** True once the bar is shown (tests: never, stderr is not a terminal there). */
  boolean shown() {
    return bar != null;
  }

  @Override
  public void close() {
    if (bar != null) {
      bar.stepTo(done);
      bar.close();
    }
  }
}
