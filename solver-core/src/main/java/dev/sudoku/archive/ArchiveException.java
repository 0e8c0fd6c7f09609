package dev.sudoku.archive;

/**
 * A whole input cannot be read as a puzzle archive: an unknown or missing column, a header written
 * for another CSV dialect, a compression or file type that is not read. The message is one line for
 * a person and names the input; callers report it as a usage error (exit status 2), never with a
 * stack trace. Problems of one record are not exceptions: they are {@link Record}s with an {@link
 * Record#error()}.
 */
public final class ArchiveException extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;

  public ArchiveException(String message) {
    super(message);
  }
}
