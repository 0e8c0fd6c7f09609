package dev.sudoku.spark;

import java.util.Objects;

/**
 * Where and how a job writes its dataset and report (shared by the grade and generate jobs).
 *
 * @param out output directory: dataset in {@code out/puzzles}, report in {@code out/report.*}
 * @param format dataset format
 * @param partitionByLevel write {@code level=...} subdirectories
 * @param overwrite replace an existing {@code out/puzzles}
 * @param dedup keep one row per canonical form (rows must carry {@code canonicalForm})
 * @param progress print a progress line while the job runs
 */
record Output(
    String out,
    OutputFormat format,
    boolean partitionByLevel,
    boolean overwrite,
    boolean dedup,
    boolean progress) {
  Output {
    Objects.requireNonNull(out, "out");
    Objects.requireNonNull(format, "format");
  }
}
