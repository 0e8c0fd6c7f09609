package dev.sudoku.core;

/**
 * Whether naked and hidden singles and locked candidates (pointing and claiming) alone solve a
 * puzzle: the fast solver's propagation, run without guessing.
 *
 * <p>The solver's band rule keeps, for a digit in a band, the mini-rows (row x box) that lie on
 * some row-to-box permutation; its stack rule does the same for columns and boxes of a stack. On a
 * 3 x 3 occupancy, a mini-row (r, k) lies on no permutation exactly when the other two rows and
 * boxes admit none, i.e. one of those rows has no candidate outside box k (claiming: that row is
 * confined to box k, so r is not in it) or one of those boxes none outside row r (pointing: the box
 * is confined to row r, so the rest of r is not). So every elimination of the propagation is a
 * pointing, a claiming or a single in the position it is made in, and a puzzle this solves is
 * solved by singles and locked candidates, which Sudoku Explainer rates at most 2.8 (pointing 2.6,
 * claiming 2.8, naked single 2.3): each rule stays applicable (or already applied) as a grader's
 * position gains placements and eliminations, so every step of the grader's path has one of them or
 * an easier hint available.
 *
 * <p>Not thread-safe: one instance per thread. No allocation per call.
 */
public final class SinglesAndLockedCandidates {
  private final BitboardSolver solver = new BitboardSolver();

  /**
   * True when singles and locked candidates fill every empty cell of {@code cells}.
   *
   * @param cells 81 values, 0 for empty (not modified); false for a puzzle with conflicting givens
   *     or none of these steps leading to a solution
   * @throws IllegalArgumentException when {@code cells} is not 81 values 0..9
   */
  public boolean solves(byte[] cells) {
    Grid.requireCells(cells, "cells");
    return solver.propagationSolves(cells);
  }
}
