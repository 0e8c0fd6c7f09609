package dev.sudoku.archive;

/**
 * A whole input cannot be read as a puzzle archive: an unknown or missing column, a header written
 * for another CSV dialect, a compression or file type that is not read. The message is one line for
 * a person and names the input, for a caller to report as it decides (a bad file to skip or to stop
 * at, a usage error), never with a stack trace; a {@link RecordStream#reportingBadInputs() stream
 * reporting bad inputs} returns it as a fault record instead. Problems of one record are not
 * exceptions: they are {@link Record}s with an {@link Record#error()}.
 */
public final class ArchiveException extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;

  public ArchiveException(String message) {
    super(message);
  }
}
