/**
 * The grid and its solvers: {@link dev.sudoku.core.Grid} (the 81-character line format, parsing,
 * conflicts) and {@link dev.sudoku.core.Solver}, whose {@code count(puzzle, limit)} solves and
 * proves uniqueness in one pass ({@code Solver.fast()} is the bitboard solver, {@code
 * Solver.reference()} the plain backtracking one it is checked against). Knows nothing of grading,
 * generation, Spark or Kafka.
 */
package dev.sudoku.core;
