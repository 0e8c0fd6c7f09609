package dev.sudoku.spark;

import java.util.List;

/**
 * What the grade report shows beyond its fixed sections.
 *
 * @param groupBy the input column whose values the breakdown groups by, or null for one group per
 *     input file
 * @param compareColumn an input column holding an existing rating to compare ours with, or null
 * @param compareScale how to read that column
 * @param hardest how many of the hardest puzzles to show (0 for none)
 * @param command the command line that started the run, for the report's provenance (empty when the
 *     job is run from code)
 */
public record ReportOptions(
    String groupBy,
    String compareColumn,
    CompareScale compareScale,
    int hardest,
    List<String> command) {

  /** How a compared column is read ({@link RatingComparison}). */
  public enum CompareScale {
    /** By the column's name: {@code se_er}, {@code er}, {@code rating}, ... are SE ratings. */
    AUTO,
    /** Sudoku Explainer's ER: compared value for value. */
    SE,
    /** Another scale, or labels: compared bin by bin. */
    OTHER
  }

  /** The hardest puzzles shown by default. */
  public static final int DEFAULT_HARDEST = 12;

  /** Checks the values and copies the command. */
  public ReportOptions {
    if (hardest < 0) {
      throw new IllegalArgumentException("--hardest must be 0 or more, was " + hardest);
    }
    compareScale = compareScale == null ? CompareScale.AUTO : compareScale;
    command = List.copyOf(command);
  }

  /** Per-file breakdown, no comparison, the default number of hardest puzzles, no command. */
  public static ReportOptions defaults() {
    return new ReportOptions(null, null, CompareScale.AUTO, DEFAULT_HARDEST, List.of());
  }

  /** The input columns the dataset must carry for this report (group and compare columns). */
  List<String> inputColumns() {
    if (groupBy == null && compareColumn == null) {
      return List.of();
    }
    if (groupBy == null || compareColumn == null || groupBy.equalsIgnoreCase(compareColumn)) {
      return List.of(groupBy != null ? groupBy : compareColumn);
    }
    return List.of(groupBy, compareColumn);
  }

  /** This report with another group column (null: per file). */
  public ReportOptions withGroupBy(String column) {
    return new ReportOptions(column, compareColumn, compareScale, hardest, command);
  }

  /** This report comparing with another column. */
  public ReportOptions withCompare(String column, CompareScale scale) {
    return new ReportOptions(groupBy, column, scale, hardest, command);
  }

  /** This report naming the command line that ran it. */
  public ReportOptions withCommand(List<String> args) {
    return new ReportOptions(groupBy, compareColumn, compareScale, hardest, args);
  }
}
