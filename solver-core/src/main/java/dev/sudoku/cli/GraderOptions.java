package dev.sudoku.cli;

import dev.sudoku.grade.Grader;
import java.util.function.Supplier;
import picocli.CommandLine.Option;

/**
 * How the grader is built, shared by {@code sudoku grade} and {@code sudoku bench --grade}: both
 * ask this mixin for a supplier and build one {@link Grader} per thread from it, so bench measures
 * the same grader that {@code grade} runs.
 *
 * <p>No {@code --max-nesting} yet: nested forcing chains are not implemented, and an option that
 * changes nothing would mislead.
 */
final class GraderOptions {
  @Option(names = "--max-millis", paramLabel = "MS", defaultValue = "0",
      description = "Time allowed per puzzle, in milliseconds (default 0: no limit). When it runs"
          + " out the puzzle gets an honest lower bound (status LOWER_BOUND, shown as ≥ER) naming"
          + " the technique it was trying, never a guessed rating.")
  long maxMillis;

  /** Builds one grader per call (a grader holds per-thread state). */
  Supplier<Grader> graders() {
    if (maxMillis < 0) {
      throw new UsageException("--max-millis must be 0 (no limit) or more, was " + maxMillis);
    }
    Grader.Options options = Grader.Options.withMaxMillis(maxMillis);
    return () -> new Grader(options);
  }

  /** The grader's version and settings, for headers and summaries: {@code grader se121-...}. */
  String describe() {
    return "grader " + Grader.VERSION + (maxMillis > 0 ? ", max " + maxMillis + " ms/puzzle" : "");
  }
}
