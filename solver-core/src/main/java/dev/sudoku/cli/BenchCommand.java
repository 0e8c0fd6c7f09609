package dev.sudoku.cli;

import dev.sudoku.core.Solver;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code sudoku bench}: puzzles per CPU-second of the solver, one row per file, the way tdoku's
 * {@code run_benchmark} reports it; the method is {@link Bench}'s. The grader, canonical form and
 * generator are measured by the same harness from solver-core's bench source set ({@code
 * solver-core/bench}), which the shipped jar does not carry.
 */
@Command(
    name = "bench",
    header = "Measures the solver.",
    description = {
      "Measures the solver on each FILE, one row per file: puzzles per CPU-second,"
          + " microseconds per puzzle, %% solved without guessing, guesses per puzzle, and how"
          + " many puzzles had 1, 2 or more, or 0 solutions (unique/multi/none).",
      "",
      "Method: the machine and JVM are printed first. Each file's puzzles are shuffled with"
          + " --seed, run once as a warm-up that validates every solution (the bench stops with"
          + " exit status 1 on a wrong one), then timed on one thread in thread CPU time: each"
          + " of --repeat repeats makes passes over the file until it has used --min-seconds of"
          + " CPU; the median repeat is reported. Bad lines are reported and skipped.",
      "",
      "Inputs are read like 'sudoku solve' reads them (lines, drawings, CSV; a CSV solution"
          + " column is used to validate). --where keeps the CSV rows whose numeric column"
          + " passes a condition, e.g. --where 'se_er<=5.7'.",
      ""
    },
    exitCodeListHeading = "%nExit status:%n",
    exitCodeList = {
      "0:every file was measured and every solution validated",
      "1:a solution was wrong, some line was bad (reported and skipped), or a file held no"
          + " puzzle to measure or could not be read as puzzles (named, no row; the other files"
          + " are measured)",
      "2:usage error: bad option, missing file or a directory, a column no file has"
    },
    footerHeading = "%nExamples:%n",
    footer = {
      "  sudoku bench ../shared/data/bench/*.txt",
      "  sudoku bench --limit 1 --max 10000 --repeat 5 17-clue.txt",
      "  JAVA_OPTS='-XX:+UseParallelGC' sudoku bench --seed 7 magictour-top1465.txt"
    })
final class BenchCommand implements Callable<Integer> {
  @Mixin HelpOption help;
  @Mixin BenchOptions bench;

  @Option(
      names = {"-l", "--limit"},
      paramLabel = "N",
      defaultValue = "2",
      description = "1: solve only; 2: solve and prove uniqueness. Default: ${DEFAULT-VALUE}.")
  int limit;

  private final Io io;

  BenchCommand(Io io) {
    this.io = io;
  }

  @Override
  public Integer call() {
    if (limit != 1 && limit != 2) {
      throw new UsageException("--limit must be 1 or 2, was " + limit);
    }
    Bench harness = new Bench(io, bench);
    if (bench.files.isEmpty()) {
      throw new UsageException("missing FILE: the puzzle files to measure");
    }
    return harness.files(
        "solver count(limit " + limit + ")", new SolveWorkload(Solver.fast(), limit));
  }
}
