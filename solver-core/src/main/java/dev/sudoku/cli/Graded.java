package dev.sudoku.cli;

import dev.sudoku.core.Grid;
import dev.sudoku.grade.Grade;

/**
 * A puzzle as {@code sudoku grade} reports it.
 *
 * @param puzzle the parsed, consistent puzzle
 * @param solution its unique solution, or {@code null} when it has none or several
 * @param grade the grader's result (status, ratings, counts, steps when asked for)
 */
record Graded(Grid puzzle, Grid solution, Grade grade) {}
