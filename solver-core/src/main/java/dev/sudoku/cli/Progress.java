package dev.sudoku.cli;

/**
 * The progress of a per-puzzle command, on a {@link LazyBar}. Files are measured in bytes (a file's
 * size is known before reading it, its puzzle count is not), advanced by the position of each
 * puzzle as its result is written, so the bar follows the output, not the read-ahead; standard
 * input, whose size is unknown, shows a running count of puzzles. {@link #tick} is cheap enough to
 * call per puzzle: it looks at the bar every 64 puzzles.
 */
final class Progress implements AutoCloseable {
  private final LazyBar bar;
  private final long totalBytes;
  private long puzzles;
  private long position;

  /**
   * @param totalBytes bytes to read, or -1 when unknown (standard input)
   */
  Progress(Io io, String task, long totalBytes) {
    this.totalBytes = totalBytes;
    boolean big = totalBytes >= 10_000_000;
    this.bar =
        totalBytes < 0
            ? new LazyBar(io, task, -1)
            : new LazyBar(io, task, totalBytes, big ? " MB" : " kB", big ? 1_000_000 : 1_000);
  }

  /** Notes that one more puzzle is done; {@code position} is where it ends in the input. */
  void tick(long position) {
    this.position = position;
    if ((++puzzles & 63) == 0) {
      bar.stepTo(value());
    }
  }

  private long value() {
    return totalBytes >= 0 ? position : puzzles;
  }

  @Override
  public void close() {
    if (bar.shown()) {
      bar.stepTo(totalBytes >= 0 ? Math.max(position, totalBytes) : puzzles);
    }
    bar.close();
  }
}
