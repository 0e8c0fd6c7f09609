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
 * @param grading the grader's settings and what to count and list of puzzles with several solutions
 *     (its input columns are the report's, see {@link #analyzer()})
 * @param singleFile write the dataset as one file, rows in input order (files in the order given,
 *     then by line)
 * @param report what the report shows beyond its fixed sections
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
    AnalyzerOptions grading,
    boolean singleFile,
    ReportOptions report,
    BadFilePolicy onBadFile) {

  /** Checks the required parts; {@code dedup} turns {@code canonical} on. */
  public GradeConfig {
    inputs = List.copyOf(inputs);
    if (inputs.isEmpty()) {
      throw new IllegalArgumentException("no input given");
    }
    Objects.requireNonNull(out, "out");
    Objects.requireNonNull(format, "format");
    Objects.requireNonNull(grading, "grading");
    Objects.requireNonNull(report, "report");
    Objects.requireNonNull(onBadFile, "onBadFile");
    if (singleFile && partitionByLevel) {
      throw new IllegalArgumentException(
          "--single-file and --partition-by write different layouts; choose one");
    }
    canonical = canonical || dedup;
  }

  /** What every analyzer of the run is built with: {@link #grading} with the report's columns. */
  AnalyzerOptions analyzer() {
    return grading.withInputColumns(report.inputColumns());
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
        AnalyzerOptions.defaults(),
        false,
        ReportOptions.defaults(),
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
        grading,
        singleFile,
        report,
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
        grading,
        singleFile,
        report,
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
        grading,
        singleFile,
        report,
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
        grading,
        singleFile,
        report,
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
        grading,
        singleFile,
        report,
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
        grading,
        singleFile,
        report,
        onBadFile);
  }

  /** This config grading, counting and listing solutions as {@code g} says. */
  public GradeConfig withGrading(AnalyzerOptions g) {
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
        g,
        singleFile,
        report,
        onBadFile);
  }

  /** This config writing one ordered file or not. */
  public GradeConfig withSingleFile(boolean one) {
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
        grading,
        one,
        report,
        onBadFile);
  }

  /** This config with another report. */
  public GradeConfig withReport(ReportOptions r) {
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
        grading,
        singleFile,
        r,
        onBadFile);
  }

  /** This config skipping or failing on an input file that cannot be read. */
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
        grading,
        singleFile,
        report,
        policy);
  }

  /** The output part of this config. */
  Output output() {
    return new Output(out, format, partitionByLevel, overwrite, dedup, progress);
  }
}
