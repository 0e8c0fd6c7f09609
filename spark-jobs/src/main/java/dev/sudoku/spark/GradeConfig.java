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
    return builder(inputs, out).build();
  }

  /** A builder starting from {@link #of}'s defaults. */
  public static Builder builder(List<String> inputs, String out) {
    return new Builder(inputs, out);
  }

  /** A builder starting from this config. */
  public Builder toBuilder() {
    Builder b = new Builder(inputs, out);
    b.format = format;
    b.column = column;
    b.solutionColumn = solutionColumn;
    b.partitionByLevel = partitionByLevel;
    b.overwrite = overwrite;
    b.progress = progress;
    b.canonical = canonical;
    b.dedup = dedup;
    b.grading = grading;
    b.singleFile = singleFile;
    b.report = report;
    b.onBadFile = onBadFile;
    return b;
  }

  /**
   * Sets the parts of a {@link GradeConfig} one at a time; {@link #build} checks them as the
   * record's constructor does.
   */
  public static final class Builder {
    private List<String> inputs;
    private String out;
    private OutputFormat format = OutputFormat.PARQUET;
    private String column;
    private String solutionColumn;
    private boolean partitionByLevel;
    private boolean overwrite;
    private boolean progress;
    private boolean canonical;
    private boolean dedup;
    private AnalyzerOptions grading = AnalyzerOptions.defaults();
    private boolean singleFile;
    private ReportOptions report = ReportOptions.defaults();
    private BadFilePolicy onBadFile = BadFilePolicy.SKIP;

    private Builder(List<String> inputs, String out) {
      this.inputs = inputs;
      this.out = out;
    }

    /** Writes to another directory. */
    public Builder out(String o) {
      this.out = o;
      return this;
    }

    /** Sets the output format. */
    public Builder format(OutputFormat f) {
      this.format = f;
      return this;
    }

    /** Sets the puzzle and archive-solution columns (either may be null). */
    public Builder columns(String puzzle, String solution) {
      this.column = puzzle;
      this.solutionColumn = solution;
      return this;
    }

    /** Partitions the dataset by level or not. */
    public Builder partitionByLevel(boolean p) {
      this.partitionByLevel = p;
      return this;
    }

    /** Replaces an existing dataset or not. */
    public Builder overwrite(boolean o) {
      this.overwrite = o;
      return this;
    }

    /** Prints a progress line or not. */
    public Builder progress(boolean p) {
      this.progress = p;
      return this;
    }

    /** Fills the canonical form column, and keeps one row per canonical form, or not. */
    public Builder canonical(boolean c, boolean d) {
      this.canonical = c;
      this.dedup = d;
      return this;
    }

    /** Grades, counts and lists solutions as {@code g} says. */
    public Builder grading(AnalyzerOptions g) {
      this.grading = g;
      return this;
    }

    /** Writes one ordered file or not. */
    public Builder singleFile(boolean one) {
      this.singleFile = one;
      return this;
    }

    /** Sets what the report shows. */
    public Builder report(ReportOptions r) {
      this.report = r;
      return this;
    }

    /** Skips or fails on an input file that cannot be read. */
    public Builder onBadFile(BadFilePolicy policy) {
      this.onBadFile = policy;
      return this;
    }

    /**
     * The config.
     *
     * @throws IllegalArgumentException as the record's constructor
     */
    public GradeConfig build() {
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
          onBadFile);
    }
  }

  /** The output part of this config. */
  Output output() {
    return new Output(out, format, partitionByLevel, overwrite, dedup, progress);
  }
}
