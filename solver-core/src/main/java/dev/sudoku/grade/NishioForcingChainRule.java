package dev.sudoku.grade;

/**
 * Nishio forcing chains (7.5+): an assumption "cell = digit" whose single-digit consequences
 * contradict each other is false, and the digit goes from the cell.
 *
 * <p>SE's {@code Chaining(false, true, true, 0)}: dynamic propagation (every candidate turned off
 * leaves the working grid) along X links only, contradictions only. The search is {@link
 * AssumptionSearch}'s ({@link AssumptionSearch.Kind#NISHIO}).
 */
final class NishioForcingChainRule implements Rule {
  private final AssumptionSearch search;

  /**
   * @param links the step's link tables, shared with the other chain rules of the ladder
   * @param budget checked at every cell
   */
  NishioForcingChainRule(Implications links, Deadline budget) {
    search = new AssumptionSearch(links, AssumptionSearch.Kind.NISHIO, budget);
  }

  @Override
  public boolean find(Candidates g, Hint out) {
    return search.find(g, out);
  }
}
