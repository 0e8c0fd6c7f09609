package dev.sudoku.cli;

import dev.sudoku.core.Solver;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * The grader, canonical form and generator measured with {@code sudoku bench}'s harness ({@link
 * Bench}): the measurement scaffolding the shipped CLI jar does not carry. It lives in
 * solver-core's bench source set because it drives the CLI's package-private reader, row filters
 * and option mixins, and the {@code solver-core/bench} launcher runs it.
 */
@Command(
    name = "solver-core/bench",
    header = "Measures the grader, the canonical form or the generator.",
    description = {
      "--grade measures the grader on each FILE: grades per CPU-second (validity, uniqueness"
          + " and the SE rating of each puzzle, without recording steps), mean ER of the rated"
          + " puzzles, %% RATED and %% LOWER_BOUND, and how many got no rating (no or several"
          + " solutions). Its warm-up replays every solution path: each placement must be the"
          + " solution's digit, no elimination may remove it, a RATED path must fill the grid.",
      "",
      "--canon measures the canonical form (minlex): forms per CPU-second of each FILE's"
          + " puzzles, each scrambled by a random transformation drawn from --seed.",
      "",
      "--generate measures the generator instead of reading FILEs: puzzles per CPU-second for"
          + " the request given by --symmetry, --minimal, --clues, --level, --rating, --technique.",
      "",
      "The method is sudoku bench's (see 'sudoku bench --help'): machine and JVM first, a"
          + " validating warm-up, then the median of --repeat timed repeats in thread CPU time.",
      ""
    },
    exitCodeListHeading = "%nExit status:%n",
    exitCodeList = {
      "0:every input was measured and every result validated",
      "1:a result was wrong, some line was bad (reported and skipped), or a file held no"
          + " puzzle to measure",
      "2:usage error: bad option, unreadable file, unknown column"
    },
    footerHeading = "%nExamples:%n",
    footer = {
      "  solver-core/bench --grade ../shared/data/archives/kaggle-1m-sample.csv",
      "  solver-core/bench --grade --where 'se_er<=5.7' se-reference-1200.csv",
      "  solver-core/bench --canon ../shared/data/bench/17-clue.txt",
      "  solver-core/bench --generate --minimal",
      "  solver-core/bench --generate --level HARD --symmetry ROTATE_180",
      "",
      "Two more harnesses, each with its own --help: CPU time of each grader rung alone"
          + " (rungs), and the CLI pipeline and generation at 1 to 16 threads (scaling):",
      "  solver-core/bench rungs ../shared/data X_CYCLE 5",
      "  solver-core/bench scaling --skip real,generation"
    })
final class WorkloadBench implements Callable<Integer> {
  @Mixin HelpOption help;
  @Mixin BenchOptions bench;
  @Mixin GraderOptions grader;
  @Mixin GenerateBenchOptions generate;

  @Option(names = "--grade", description = "Measure the grader on each FILE.")
  boolean grade;

  @Option(names = "--canon", description = "Measure the canonical form on each FILE.")
  boolean canon;

  private final Io io;

  WorkloadBench(Io io) {
    this.io = io;
  }

  /** Runs one benchmark and exits with its status. */
  public static void main(String[] args) {
    System.exit(commandLine(Io.system()).execute(args));
  }

  /** The command line, with the {@code sudoku} command's one-line error handling. */
  static CommandLine commandLine(Io io) {
    return SudokuCommand.withErrorHandling(new CommandLine(new WorkloadBench(io)), io);
  }

  @Override
  public Integer call() {
    int modes = (grade ? 1 : 0) + (canon ? 1 : 0) + (generate.enabled ? 1 : 0);
    if (modes != 1) {
      throw new UsageException("give one of --grade, --canon and --generate");
    }
    Bench harness = new Bench(io, bench);
    generate.check();
    if (generate.enabled) {
      if (!bench.files.isEmpty() || !bench.where.isEmpty()) {
        throw new UsageException("--generate reads no FILE and takes no --where");
      }
      return harness.generated(
          "generator (" + generate.spec.describe() + ", " + generate.batch + " puzzles per pass)",
          "generator",
          generate.workload(bench.seed),
          generate.batch);
    }
    if (bench.files.isEmpty()) {
      throw new UsageException("missing FILE: the puzzle files to measure");
    }
    return grade
        ? harness.files(
            "grade(puzzle), " + grader.describe(),
            new GradeWorkload(grader.graders().get(), Solver.fast()))
        : harness.files(
            "canonical form (minlex) of scrambled inputs", new CanonWorkload(bench.seed));
  }
}
