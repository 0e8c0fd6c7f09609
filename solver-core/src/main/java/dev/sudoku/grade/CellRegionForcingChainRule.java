package dev.sudoku.grade;

/**
 * Cell forcing chains and region forcing chains (8.0+), SE's "multiple forcing chains": what
 * follows from every digit of a cell, or from every position of a digit in a house, holds.
 *
 * <p>SE's {@code Chaining(true, false, false, 0)}: static propagation on the step's grid, X and Y
 * links; cells of three or more candidates, regions from their first position. A hint from a cell
 * is {@link Technique#CELL_FORCING_CHAIN}, one from a house {@link Technique#REGION_FORCING_CHAIN};
 * both rate 8.0 plus the length of all their branches. The search is {@link AssumptionSearch}'s
 * ({@link AssumptionSearch.Kind#MULTIPLE}).
 */
final class CellRegionForcingChainRule implements Rule {
  private final AssumptionSearch search;

  /**
   * @param links the step's link tables, shared with the other chain rules of the ladder
   * @param budget checked at every cell
   */
  CellRegionForcingChainRule(Implications links, Deadline budget) {
    search = new AssumptionSearch(links, AssumptionSearch.Kind.MULTIPLE, budget);
  }

  @Override
  public boolean find(Candidates g, Hint out) {
    return search.find(g, out);
  }
}
