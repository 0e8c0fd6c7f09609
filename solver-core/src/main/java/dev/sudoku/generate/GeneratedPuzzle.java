package dev.sudoku.generate;

import dev.sudoku.core.Grid;

/**
 * One generated puzzle and where it came from. The pair (seed, index), with the options and
 * {@link Generator#VERSION}, reproduces it.
 *
 * @param puzzle the puzzle, with exactly one solution
 * @param solution its solution
 * @param clues number of givens
 * @param symmetry symmetry of the clue pattern
 * @param minimal true when no single clue can be removed without losing uniqueness (checked,
 *     whether or not it was requested)
 * @param seed the request seed
 * @param index the index within the seed's stream
 * @param attempts attempts spent on this index, the accepted one included (1 = first try)
 */
public record GeneratedPuzzle(Grid puzzle, Grid solution, int clues, Symmetry symmetry,
    boolean minimal, long seed, long index, int attempts) {}
