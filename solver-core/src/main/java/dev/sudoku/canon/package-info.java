/**
 * The minlex canonical form of a grid ({@link dev.sudoku.canon.Canonicalizer}): two puzzles are the
 * same up to relabelling digits, permuting bands, rows, stacks and columns and transposing exactly
 * when their canonical forms are equal; used to count and drop duplicates.
 */
package dev.sudoku.canon;
