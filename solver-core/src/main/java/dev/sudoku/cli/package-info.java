/**
 * The {@code sudoku} command line ({@link dev.sudoku.cli.Main}, {@link
 * dev.sudoku.cli.SudokuCommand}): {@code solve}, {@code grade}, {@code generate}, {@code count},
 * {@code canon}, {@code dedup}, {@code validate} and {@code bench}, their input readers, output
 * formats and the parallel pipeline they share. Only this package uses picocli.
 */
package dev.sudoku.cli;
