package dev.sudoku.cli;

import java.util.function.LongSupplier;
import me.tongfei.progressbar.ConsoleProgressBarConsumer;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;

/**
 * A progress bar on stderr for long runs, measured in input bytes (a file's size is known before
 * reading it; its puzzle count is not). It appears only when stderr is a terminal and the run has
 * lasted {@value #DELAY_MILLIS} ms, so short runs and pipes stay clean; {@link #tick} is cheap
 * enough to call per puzzle.
 */
final class Progress implements AutoCloseable {
  private static final long DELAY_MILLIS = 1000;

  private final boolean enabled;
  private final String task;
  private final long totalBytes;
  private final LongSupplier bytesRead;
  private final long start = System.nanoTime();
  private ProgressBar bar;
  private int calls;
  private final java.io.PrintStream err;

  /**
   * @param totalBytes bytes to read, or -1 when unknown (standard input)
   * @param bytesRead bytes read so far
   */
  Progress(Io io, String task, long totalBytes, LongSupplier bytesRead) {
    this.enabled = io.terminal();
    this.task = task;
    this.totalBytes = totalBytes;
    this.bytesRead = bytesRead;
    this.err = io.err();
  }

  /** Notes that one more puzzle is done. */
  void tick() {
    if (!enabled || (++calls & 1023) != 0) {
      return;
    }
    if (bar == null) {
      if (System.nanoTime() - start < DELAY_MILLIS * 1_000_000L) {
        return;
      }
      bar = new ProgressBarBuilder()
          .setTaskName(task)
          .setInitialMax(totalBytes)
          .setUnit("MB", 1_000_000)
          .setConsumer(new ConsoleProgressBarConsumer(err))
          .build();
    }
    bar.stepTo(bytesRead.getAsLong());
  }

  @Override
  public void close() {
    if (bar != null) {
      bar.stepTo(totalBytes >= 0 ? totalBytes : bytesRead.getAsLong());
      bar.close();
    }
  }
}
