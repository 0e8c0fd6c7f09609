package dev.sudoku.cli;

import java.io.InputStream;
import java.io.PrintStream;

/**
 * The outside world of one command run: standard input, output and error, and whether stderr is a
 * terminal (then long runs draw a progress bar). {@link Main} passes the process's own streams;
 * tests pass byte arrays and {@code terminal = false}.
 */
public record Io(InputStream in, PrintStream out, PrintStream err, boolean terminal) {

  /** The process's streams; a console attached counts as a terminal. */
  public static Io system() {
    return new Io(System.in, System.out, System.err, System.console() != null);
  }
}
