package dev.sudoku.cli;

import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * What every benchmark run over puzzle files takes: the files, the rows kept ({@code --where}), the
 * shuffle seed, how many puzzles and how long each repeat lasts. A mixin of {@code sudoku bench}
 * and of the workload benchmarks beside the code ({@code solver-core/bench}), so both read and time
 * their inputs the same way through {@link Bench}.
 */
final class BenchOptions {
  @Parameters(paramLabel = "FILE", arity = "0..*", description = "Puzzle files to measure.")
  List<String> files = new ArrayList<>();

  @Option(
      names = "--where",
      paramLabel = "COLUMN<=X",
      description =
          "Only the CSV rows whose numeric COLUMN compares true (<, <=, =, !=, >=, >)"
              + " with X; repeat for several conditions. E.g. --where 'se_er<=5.7'.")
  List<String> where = new ArrayList<>();

  @Option(
      names = "--seed",
      paramLabel = "S",
      defaultValue = "1",
      description = "Seed of the shuffled order. Default: ${DEFAULT-VALUE}.")
  long seed;

  @Option(
      names = "--max",
      paramLabel = "N",
      description = "Use at most the first N puzzles of each file.")
  Integer max;

  @Option(
      names = "--repeat",
      paramLabel = "R",
      defaultValue = "3",
      description = "Timed repeats per file; the median is reported. Default: ${DEFAULT-VALUE}.")
  int repeat;

  @Option(
      names = "--min-seconds",
      paramLabel = "S",
      defaultValue = "1.0",
      description =
          "CPU seconds each repeat lasts at least (whole passes). Default: ${DEFAULT-VALUE}.")
  double minSeconds;

  @Option(names = "--column", paramLabel = "NAME", description = "CSV column holding the puzzle.")
  String column;

  @Option(
      names = "--solution-column",
      paramLabel = "NAME",
      description = "CSV column holding the expected solution.")
  String solutionColumn;

  /**
   * Checks the numbers and parses {@code --where}.
   *
   * @return the row filters, in the order given
   * @throws UsageException naming the option
   */
  List<RowFilter> check() {
    if (repeat < 1) {
      throw new UsageException("--repeat must be at least 1, was " + repeat);
    }
    if (max != null && max < 1) {
      throw new UsageException("--max must be at least 1, was " + max);
    }
    if (!(minSeconds >= 0)) {
      throw new UsageException("--min-seconds must be 0 or more, was " + minSeconds);
    }
    List<RowFilter> filters = new ArrayList<>();
    for (String w : where) {
      filters.add(RowFilter.parse(w));
    }
    return filters;
  }
}
