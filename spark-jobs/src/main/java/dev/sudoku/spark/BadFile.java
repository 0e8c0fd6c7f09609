package dev.sudoku.spark;

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
 */
record BadFile(String path, String reason, boolean layout) implements Serializable {
  private static final long serialVersionUID = 1L;

  BadFile {
    Objects.requireNonNull(path, "path");
    Objects.requireNonNull(reason, "reason");
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
