/**
 * Puzzle generation ({@link dev.sudoku.generate.Generator}): a random full grid, clues removed by
 * symmetry orbits while the solution stays unique, then the request's difficulty ({@link
 * dev.sudoku.generate.Difficulty}) checked with the grader. The puzzle at {@code (seed, index)} is
 * a pure function of them and the options, on every machine and in every partition.
 */
package dev.sudoku.generate;
