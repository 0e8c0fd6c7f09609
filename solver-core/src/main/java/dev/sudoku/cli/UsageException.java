package dev.sudoku.cli;

/**
 * A command line that cannot be carried out (missing file, unknown column, {@code --index} beyond
 * the input): reported as one line on stderr, exit status {@link ExitStatus#USAGE}, no stack trace.
 */
final class UsageException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  UsageException(String message) {
    super(message, null, false, false);
  }
}
