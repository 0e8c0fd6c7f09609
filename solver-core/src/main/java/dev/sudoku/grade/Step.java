package dev.sudoku.grade;

import java.util.List;

/**
 * One step of the solution path: the technique applied and what it changed.
 *
 * @param technique the technique
 * @param rating the SE rating of this step (may exceed the technique's base rating)
 * @param cells the cells that make the pattern (0..80)
 * @param houses the houses the pattern lives in (0..8 rows, 9..17 columns, 18..26 boxes)
 * @param placements digits placed (at most one for the techniques up to 5.x)
 * @param eliminations candidates removed; empty for placing steps: the "direct" techniques only
 *     name the eliminations that reveal their single in the explanation, as Sudoku Explainer does
 *     not apply them
 * @param explanation one line, e.g. "naked pair 3,7 in r1c2,r1c5 (r1): r1c8<>3"
 */
public record Step(
    Technique technique,
    double rating,
    List<Integer> cells,
    List<Integer> houses,
    List<CellDigit> placements,
    List<CellDigit> eliminations,
    String explanation) {

  public Step {
    cells = List.copyOf(cells);
    houses = List.copyOf(houses);
    placements = List.copyOf(placements);
    eliminations = List.copyOf(eliminations);
  }

  @Override
  public String toString() {
    return explanation;
  }
}
