package dev.sudoku.cli;

import dev.sudoku.core.Grid;

/**
 * A puzzle checked for uniqueness with one {@code count(puzzle, 2)} pass.
 *
 * @param puzzle the parsed, consistent puzzle
 * @param status {@code UNIQUE}, {@code MULTIPLE_SOLUTIONS} or {@code NO_SOLUTION}
 * @param solution the unique solution, or {@code null} unless the status is {@code UNIQUE}
 */
record Check(Grid puzzle, PuzzleStatus status, Grid solution) {}
