package dev.sudoku.spark;

import dev.sudoku.grade.Grader;
import java.io.Serializable;
import java.util.List;

/**
 * What {@link PuzzleAnalyzer} does for each puzzle beyond the fixed work, shipped to every task.
 *
 * @param maxNesting the grader's deepest nesting level ({@link Grader.Options#maxNesting()})
 * @param maxMillis the grader's time budget per puzzle, 0 for none
 * @param countSolutions count the solutions of a puzzle with several up to this many ({@code
 *     solutionCount} then holds min(count, N)); 2 counts only as far as uniqueness needs
 * @param listSolutions keep up to this many solutions of a puzzle with several, in the {@code
 *     solutions} column; 0 for none (no column)
 * @param inputColumns input columns every row also carries ({@code input_NAME}), for the report
 */
public record AnalyzerOptions(
    int maxNesting,
    long maxMillis,
    int countSolutions,
    int listSolutions,
    List<String> inputColumns)
    implements Serializable {
  private static final long serialVersionUID = 1L;

  /** Checks the ranges; copies the list. */
  public AnalyzerOptions {
    if (maxNesting < 0 || maxNesting > Grader.Options.MAX_IMPLEMENTED_NESTING) {
      throw new IllegalArgumentException(
          "--max-nesting must be 0 to "
              + Grader.Options.MAX_IMPLEMENTED_NESTING
              + " (SE's deepest nesting level), was "
              + maxNesting);
    }
    if (maxMillis < 0) {
      throw new IllegalArgumentException(
          "--max-millis must be 0 (no limit) or more, was " + maxMillis);
    }
    if (countSolutions < 2) {
      throw new IllegalArgumentException(
          "--count-solutions must be at least 2, was " + countSolutions);
    }
    if (listSolutions < 0) {
      throw new IllegalArgumentException(
          "--list-solutions must be 0 or more, was " + listSolutions);
    }
    inputColumns = List.copyOf(inputColumns);
  }

  /** The grader's defaults, uniqueness only, no extra columns. */
  public static AnalyzerOptions defaults() {
    return new AnalyzerOptions(Grader.Options.DEFAULT_MAX_NESTING, 0, 2, 0, List.of());
  }

  /** The grader these options build (one per analyzer). */
  Grader grader() {
    return new Grader(Grader.Options.withMaxMillis(maxMillis).withMaxNesting(maxNesting));
  }

  /** How far to enumerate a puzzle with several solutions: 2 when only uniqueness matters. */
  int enumerateUpTo() {
    return Math.max(countSolutions, listSolutions);
  }

  /** This with input columns carried (the report's group and compare columns). */
  AnalyzerOptions withInputColumns(List<String> columns) {
    return new AnalyzerOptions(maxNesting, maxMillis, countSolutions, listSolutions, columns);
  }
}
