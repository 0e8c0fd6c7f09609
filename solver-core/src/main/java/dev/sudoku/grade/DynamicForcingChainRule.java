package dev.sudoku.grade;

/**
 * Dynamic forcing chains (8.5+) and dynamic forcing chains (+) (9.0+): contradiction, double
 * forcing, cell and region forcing chains whose propagation removes every candidate it turns off
 * from a working grid, so that later singles see it.
 *
 * <p>SE's {@code Chaining(true, true, false, level)} at nesting level 0 ({@link
 * Technique#DYNAMIC_FORCING_CHAIN}) or 1 ({@link Technique#DYNAMIC_FORCING_CHAIN_PLUS}: whenever
 * the propagation has nothing left to do, locking, hidden pair, naked pair and X-wing run on the
 * working grid, {@link NestedRules}). The search is {@link AssumptionSearch}'s. Levels 2 to 5 are
 * {@link NestedForcingChainRule}'s.
 */
final class DynamicForcingChainRule implements Rule {
  private final AssumptionSearch search;

  /**
   * @param links the step's link tables, shared with the other chain rules of the ladder
   * @param level SE's nesting level: 0 or 1
   * @param budget checked at every cell and, at level 1, at every nested round
   */
  DynamicForcingChainRule(Implications links, int level, Deadline budget) {
    if (level != 0 && level != 1) {
      throw new IllegalArgumentException("dynamic forcing chains nest 0 or 1 levels: " + level);
    }
    search = new AssumptionSearch(links, AssumptionSearch.Kind.dynamic(level), budget);
  }

  @Override
  public boolean find(Candidates g, Hint out) {
    return search.find(g, out);
  }
}
