package dev.sudoku.cli;

import picocli.CommandLine.Option;

/** {@code -h/--help} on every command. */
final class HelpOption {
  @Option(
      names = {"-h", "--help"},
      usageHelp = true,
      description = "Show this help and exit.")
  boolean help;
}
