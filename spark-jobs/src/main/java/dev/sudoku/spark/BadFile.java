package dev.sudoku.spark;

import dev.sudoku.archive.RecordStream;
import java.io.Serializable;
import java.util.Objects;

/**
 * An input file the grade job could not read, or not to its end, and why: what {@code
 * --on-bad-file} ({@link BadFilePolicy}) acts on.
 *
 * @param path the file, as the dataset's {@code source} column names it
 * @param reason one line saying where and why, e.g. {@code line 800: unreadable from here on:
 *     Unexpected end of input stream (truncated or corrupt .gz data?)}
 * @param layout true when the bytes read but their layout needs an option the run did not give (an
 *     unrecognised CSV header, no puzzle column): a usage error when it stops the job, where
 *     unreadable bytes are not
 * @param linesRead the lines read before the fault when it came after some (their rows are graded),
 *     0 for a file of which nothing was read
 */
record BadFile(String path, String reason, boolean layout, long linesRead) implements Serializable {
  private static final long serialVersionUID = 1L;

  BadFile {
    Objects.requireNonNull(path, "path");
    Objects.requireNonNull(reason, "reason");
  }

  /** A file of which nothing was read. */
  BadFile(String path, String reason, boolean layout) {
    this(path, reason, layout, 0);
  }

  /**
   * A file whose reading stopped after {@code linesRead} lines, at the next one: its reason is
   * {@code line L: why}, as its {@code INVALID} row says.
   */
  static BadFile readUpTo(String path, long linesRead, String why) {
    return new BadFile(path, "line " + (linesRead + 1) + ": " + why, false, linesRead);
  }

  /**
   * What a run that went past this file says of it, in the {@code sudoku} command's words ({@link
   * RecordStream#badInput}): {@code skipped PATH: REASON}, or {@code stopped reading PATH at line
   * L: WHY; its first N lines were read} when rows of it were graded. The report lists these lines
   * and stderr repeats them.
   */
  String said() {
    String atLine = "line " + (linesRead + 1) + ": ";
    return linesRead > 0 && reason.startsWith(atLine)
        ? RecordStream.badInput(path, reason.substring(atLine.length()), linesRead)
        : RecordStream.badInput(path, reason, 0);
  }

  /** {@code path: reason}, the line the user sees. */
  @Override
  public String toString() {
    return path + ": " + reason;
  }

  /**
   * Stops the run on this file.
   *
   * @throws IllegalArgumentException for a layout problem (exit status 2: name the column)
   * @throws BadFileException otherwise (exit status 3)
   */
  void stop() throws BadFileException {
    if (layout) {
      throw new IllegalArgumentException(toString());
    }
    throw new BadFileException(this);
  }
}
