package dev.sudoku.cli;

import picocli.CommandLine.Option;

/** Output format and parallelism, shared by the per-puzzle commands. */
final class OutputOptions {
  @Option(names = {"-f", "--format"}, paramLabel = "FORMAT", defaultValue = "line",
      description = "line, grid, csv or json (JSON Lines: one object per line). Default: ${DEFAULT-VALUE}.")
  Format format;

  @Option(names = {"-t", "--threads"}, paramLabel = "N",
      description = "Worker threads (default: all cores). Output stays in input order.")
  Integer threads;

  /** The thread count to use, all cores by default. */
  int threads() {
    if (threads == null) {
      return Runtime.getRuntime().availableProcessors();
    }
    if (threads < 1) {
      throw new UsageException("--threads must be at least 1, was " + threads);
    }
    return threads;
  }
}
