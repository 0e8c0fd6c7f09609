package dev.sudoku.spark;

import java.util.List;
import java.util.Objects;

/**
 * Everything the grade job needs besides the Spark session: what {@link SparkMain} parses and what
 * tests build directly.
 *
 * @param inputs paths or globs (local, {@code hdfs://}, {@code s3a://}, ...)
 * @param out output directory: the dataset goes to {@code out/puzzles}, the report to {@code
 *     out/report.json} and {@code out/report.html}
 * @param format output format of the dataset
 * @param column the puzzle column for CSV/Parquet inputs that are not a recognised layout, or null
 * @param solutionColumn the archive-solution column for such inputs, or null
 * @param partitionByLevel write the dataset partitioned by {@code level}
 * @param overwrite replace an existing {@code out/puzzles}
 * @param progress print a progress line on stderr while the job runs
 * @param canonical fill {@code canonicalForm} (implied by {@code dedup})
 * @param dedup keep one row per canonical form (the first by source and index) and count the others
 *     in its {@code duplicates}
 * @param onBadFile what to do with an input file that cannot be read, or not to its end
 */
public record GradeConfig(
    List<String> inputs,
    String out,
    OutputFormat format,
    String column,
    String solutionColumn,
    boolean partitionByLevel,
    boolean overwrite,
    boolean progress,
    boolean canonical,
    boolean dedup,
    BadFilePolicy onBadFile) {

  /** Checks the required parts; {@code dedup} turns {@code canonical} on. */
  public GradeConfig {
    inputs = List.copyOf(inputs);
    if (inputs.isEmpty()) {
      throw new IllegalArgumentException("no input given");
    }
    Objects.requireNonNull(out, "out");
    Objects.requireNonNull(format, "format");
    Objects.requireNonNull(onBadFile, "onBadFile");
    canonical = canonical || dedup;
  }

  /**
   * Parquet, not partitioned, no explicit columns, no overwrite, no progress line, bad files
   * skipped.
   */
  public static GradeConfig of(List<String> inputs, String out) {
    return new GradeConfig(
        inputs,
        out,
        OutputFormat.PARQUET,
        null,
        null,
        false,
        false,
        false,
        false,
        false,
        BadFilePolicy.SKIP);
  }

  /** This config with another output format. */
  public GradeConfig withFormat(OutputFormat f) {
    return new GradeConfig(
        inputs,
        out,
        f,
        column,
        solutionColumn,
        partitionByLevel,
        overwrite,
        progress,
        canonical,
        dedup,
        onBadFile);
  }

  /** This config writing to another directory. */
  public GradeConfig withOut(String o) {
    return new GradeConfig(
        inputs,
        o,
        format,
        column,
        solutionColumn,
        partitionByLevel,
        overwrite,
        progress,
        canonical,
        dedup,
        onBadFile);
  }

  /** This config with explicit column names. */
  public GradeConfig withColumns(String puzzle, String solution) {
    return new GradeConfig(
        inputs,
        out,
        format,
        puzzle,
        solution,
        partitionByLevel,
        overwrite,
        progress,
        canonical,
        dedup,
        onBadFile);
  }

  /** This config with the dataset partitioned by level or not. */
  public GradeConfig withPartitionByLevel(boolean p) {
    return new GradeConfig(
        inputs,
        out,
        format,
        column,
        solutionColumn,
        p,
        overwrite,
        progress,
        canonical,
        dedup,
        onBadFile);
  }

  /** This config replacing an existing dataset or not. */
  public GradeConfig withOverwrite(boolean o) {
    return new GradeConfig(
        inputs,
        out,
        format,
        column,
        solutionColumn,
        partitionByLevel,
        o,
        progress,
        canonical,
        dedup,
        onBadFile);
  }

  /** This config with the canonical form column and deduplication set. */
  public GradeConfig withCanonical(boolean c, boolean d) {
    return new GradeConfig(
        inputs,
        out,
        format,
        column,
        solutionColumn,
        partitionByLevel,
        overwrite,
        progress,
        c,
        d,
        onBadFile);
  }

  /** This config handling bad input files by {@code policy}. */
  public GradeConfig withOnBadFile(BadFilePolicy policy) {
    return new GradeConfig(
        inputs,
        out,
        format,
        column,
        solutionColumn,
        partitionByLevel,
        overwrite,
        progress,
        canonical,
        dedup,
        policy);
  }

  /** The output part of this config. */
  Output output() {
    return new Output(out, format, partitionByLevel, overwrite, dedup, progress);
  }
}
