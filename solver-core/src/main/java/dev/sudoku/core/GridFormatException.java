package dev.sudoku.core;

/**
 * A puzzle text that cannot be read as a grid, or a grid whose givens contradict each other.
 *
 * <p>The message is one line meant for a person: it names what was found and where (character
 * position, cell such as {@code r1c3}), never a stack trace's worth of detail. Callers that read
 * files add the line number themselves.
 */
public final class GridFormatException extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;

  public GridFormatException(String message) {
    super(message);
  }
}
