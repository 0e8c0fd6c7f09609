package dev.sudoku.cli;

import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** Output format, parallelism and how much is said on stderr, shared by the per-puzzle commands. */
final class OutputOptions {
  /** Far above any core count we run on; a guard against a typo, not a tuning knob. */
  static final int MAX_THREADS = 1024;

  /** The command these options belong to: {@code rows} is a format of {@code dedup} only. */
  @Spec(Spec.Target.MIXEE)
  CommandSpec command;

  Format format = Format.line;

  @Option(
      names = {"-f", "--format"},
      paramLabel = "FORMAT",
      defaultValue = "line",
      description =
          "line, grid, csv or json (JSON Lines: one object per line); dedup also rows (the"
              + " input's own records). Default: ${DEFAULT-VALUE}.")
  void format(Format value) {
    if (value == Format.rows && command != null && !command.name().equals("dedup")) {
      throw new ParameterException(
          command.commandLine(),
          "--format rows is for dedup only (it writes the input's records back); "
              + command.name()
              + " writes line, grid, csv or json");
    }
    format = value;
  }

  @Option(
      names = {"-t", "--threads"},
      paramLabel = "N",
      description = "Worker threads (default: all cores). Output stays in input order.")
  Integer threads;

  @Option(
      names = {"-q", "--quiet"},
      description =
          "Only problems and errors on stderr: no summary, no progress bar. The exit status"
              + " still tells whether every puzzle passed.")
  boolean quiet;

  /** The thread count to use, all cores by default. */
  int threads() {
    if (threads == null) {
      return Runtime.getRuntime().availableProcessors();
    }
    if (threads < 1) {
      throw new UsageException("--threads must be at least 1, was " + threads);
    }
    if (threads > MAX_THREADS) {
      // One thread per chunk in flight: 100,000 would exhaust memory or native threads on a big
      // archive, for no gain (the work is CPU-bound).
      throw new UsageException(
          "--threads must be at most "
              + MAX_THREADS
              + " (this machine has "
              + Runtime.getRuntime().availableProcessors()
              + " cores; more threads than cores do"
              + " not help), was "
              + threads);
    }
    return threads;
  }
}
