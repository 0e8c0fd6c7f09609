package dev.sudoku.cli;

import dev.sudoku.core.Grid;

/**
 * A puzzle and its minlex canonical form ({@code docs/canonical.md}).
 *
 * @param puzzle the parsed, consistent input puzzle
 * @param form its canonical form: equal for two puzzles exactly when one is a transformation of the
 *     other
 */
record Canonical(Grid puzzle, Grid form) {}
