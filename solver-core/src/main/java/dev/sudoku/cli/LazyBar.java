package dev.sudoku.cli;

import java.time.Duration;
import java.util.function.LongSupplier;
import me.tongfei.progressbar.ConsoleProgressBarConsumer;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;

/**
 * A progress bar on stderr that appears only when stderr is a terminal and the run has lasted
 * {@value #DELAY_MILLIS} ms, so short runs and pipes stay clean. {@code sudoku generate} steps it
 * by puzzles made; {@link Progress} by bytes of input read (or puzzles, on standard input).
 */
final class LazyBar implements AutoCloseable {
  private static final long DELAY_MILLIS = 1000;

  private final boolean enabled;
  private final Io io;
  private final String task;
  private final long max;
  private final String unit;
  private final long unitSize;
  private final LongSupplier clock;
  private final long start;
  private ProgressBar bar;
  private long done;

  /** A bar over {@code max} puzzles. */
  LazyBar(Io io, String task, long max) {
    this(io, task, max, " puzzles", 1);
  }

  /**
   * @param max the value at which the bar is full, or -1 when unknown (a running count)
   * @param unit shown after the numbers, e.g. {@code " MB"}
   * @param unitSize how many steps make one {@code unit}, e.g. 1,000,000 for MB over bytes
   */
  LazyBar(Io io, String task, long max, String unit, long unitSize) {
    this(io, task, max, unit, unitSize, System::nanoTime);
  }

  /**
   * @param clock monotonic nanoseconds that decide when the delay has passed (tests drive it)
   */
  LazyBar(Io io, String task, long max, String unit, long unitSize, LongSupplier clock) {
    this.enabled = io.terminal();
    this.io = io;
    this.task = task;
    this.max = max;
    this.unit = unit;
    this.unitSize = unitSize;
    this.clock = clock;
    this.start = clock.getAsLong();
  }

  /** Notes that the run has reached {@code done} steps; draws once the delay has passed. */
  void stepTo(long done) {
    this.done = done;
    if (!enabled) {
      return;
    }
    if (bar == null) {
      long elapsed = clock.getAsLong() - start;
      if (elapsed < DELAY_MILLIS * 1_000_000L) {
        return;
      }
      bar =
          new ProgressBarBuilder()
              .setTaskName(task)
              .setConsumer(new ConsoleProgressBarConsumer(io.err()))
              .setInitialMax(max)
              .setUnit(unit, unitSize)
              .startsFrom(done, Duration.ofNanos(elapsed))
              .build();
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
