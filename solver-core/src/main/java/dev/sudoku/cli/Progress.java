package dev.sudoku.cli;

import java.io.PrintStream;
import java.time.Duration;
import me.tongfei.progressbar.ConsoleProgressBarConsumer;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;

/**
 * A progress bar on stderr for long runs. Files are measured in bytes (a file's size is known
 * before reading it, its puzzle count is not), advanced by the position of each puzzle as its
 * result is written, so the bar follows the output, not the read-ahead; standard input, whose size
 * is unknown, shows a running count of puzzles. The bar appears only when stderr is a terminal and
 * the run has lasted {@value #DELAY_MILLIS} ms, so short runs and pipes stay clean; {@link #tick}
 * is cheap enough to call per puzzle.
 */
final class Progress implements AutoCloseable {
  private static final long DELAY_MILLIS = 1000;

  private final boolean enabled;
  private final String task;
  private final long totalBytes;
  private final PrintStream err;
  private final long start = System.nanoTime();
  private ProgressBar bar;
  private long puzzles;
  private long position;

  /** @param totalBytes bytes to read, or -1 when unknown (standard input) */
  Progress(Io io, String task, long totalBytes) {
    this.enabled = io.terminal();
    this.task = task;
    this.totalBytes = totalBytes;
    this.err = io.err();
  }

  /** Notes that one more puzzle is done; {@code position} is where it ends in the input. */
  void tick(long position) {
    this.position = position;
    if (!enabled || (++puzzles & 63) != 0) {
      return;
    }
    if (bar == null) {
      long elapsed = System.nanoTime() - start;
      if (elapsed < DELAY_MILLIS * 1_000_000L) {
        return;
      }
      ProgressBarBuilder builder = new ProgressBarBuilder()
          .setTaskName(task)
          .setConsumer(new ConsoleProgressBarConsumer(err))
          .startsFrom(totalBytes >= 0 ? position : puzzles, Duration.ofNanos(elapsed));
      if (totalBytes >= 0) {
        boolean big = totalBytes >= 10_000_000;
        builder.setInitialMax(totalBytes).setUnit(big ? " MB" : " kB", big ? 1_000_000 : 1_000);
      } else {
        builder.setInitialMax(-1).setUnit(" puzzles", 1);
      }
      bar = builder.build();
    }
    bar.stepTo(totalBytes >= 0 ? position : puzzles);
  }

  @Override
  public void close() {
    if (bar != null) {
      bar.stepTo(totalBytes >= 0 ? Math.max(position, totalBytes) : puzzles);
      bar.close();
    }
  }
}
