/**
 * The Spark jobs ({@link dev.sudoku.spark.SparkMain}): {@code grade} reads puzzle archives, solves,
 * grades and canonicalizes every puzzle ({@link dev.sudoku.spark.GradeJob}); {@code generate} makes
 * and grades puzzles over partitions ({@link dev.sudoku.spark.GenerateJob}); both write one row per
 * puzzle and a report.
 */
package dev.sudoku.spark;
