package dev.sudoku.spark;

import picocli.CommandLine.Option;

/**
 * The output options the {@code grade} and {@code generate} commands share (a picocli mixin): where
 * the dataset and report go, the dataset's format and partitioning, overwrite, progress.
 */
final class OutputOptions {
  @Option(
      names = "--out",
      required = true,
      paramLabel = "DIR",
      description = "output directory (dataset in DIR/puzzles, report in DIR/report.*)")
  String out;

  @Option(
      names = "--format",
      defaultValue = "parquet",
      paramLabel = "FORMAT",
      converter = OutputFormat.Name.class,
      description = "parquet, csv, json or avro (default: ${DEFAULT-VALUE})")
  OutputFormat format;

  @Option(
      names = "--partition-by",
      paramLabel = "COLUMN",
      description = "partition the dataset; only 'level' is supported")
  String partitionBy;

  @Option(
      names = "--overwrite",
      description = "replace DIR's dataset and report, once this run has succeeded")
  boolean overwrite;

  @Option(names = "--no-progress", negatable = false, description = "no progress line")
  boolean noProgress;

  /**
   * Whether to partition by level.
   *
   * @throws IllegalArgumentException for any other partition column
   */
  boolean partitionByLevel() {
    if (partitionBy != null && !partitionBy.equals("level")) {
      throw new IllegalArgumentException(
          "--partition-by supports only 'level', not '" + partitionBy + "'");
    }
    return partitionBy != null;
  }

  /** These options as the jobs take them. */
  Output output(boolean dedup) {
    return new Output(out, format, partitionByLevel(), overwrite, dedup, !noProgress);
  }
}
