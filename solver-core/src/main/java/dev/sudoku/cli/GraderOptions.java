package dev.sudoku.cli;

import dev.sudoku.grade.Grader;
import java.util.function.Supplier;
import picocli.CommandLine.Command;

/**
 * How the grader is built, shared by {@code sudoku grade} and {@code sudoku bench --grade}: both
 * ask this mixin for a supplier and build one {@link Grader} per thread from it.
 *
 * <p>Today the grader has no settings. The per-puzzle budget of the chain grader (issue 4:
 * {@code --max-millis}, a maximum nesting level) belongs here as {@code @Option} fields, passed to
 * the grader in {@link #graders()}, so both commands get them at once and bench measures the same
 * grader that {@code grade} runs. (The empty {@code @Command} makes it a picocli mixin while it
 * has no options.)
 */
@Command
final class GraderOptions {
  /** Builds one grader per call (a grader holds per-thread state). */
  Supplier<Grader> graders() {
    return Grader::new;
  }

  /** The grader's version and settings, for headers and summaries: {@code grader se121-...}. */
  String describe() {
    return "grader " + Grader.VERSION;
  }
}
