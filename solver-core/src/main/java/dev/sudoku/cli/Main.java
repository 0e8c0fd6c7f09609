package dev.sudoku.cli;

/**
 * Entry point of the {@code sudoku} launcher: builds the command line and exits with its status.
 */
public final class Main {
  private Main() {}

  public static void main(String[] args) {
    System.exit(SudokuCommand.commandLine(Io.system()).execute(args));
  }
}
