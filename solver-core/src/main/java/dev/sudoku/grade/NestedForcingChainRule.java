package dev.sudoku.grade;

/**
 * Nested forcing chains (9.5+ to 11.0+): dynamic forcing chains whose propagation runs whole chain
 * searches on the hypothetical grid whenever it has nothing left to do, SE's nesting levels 2 to 5.
 *
 * <table>
 *   <caption>SE's levels, all reported as {@link Technique#NESTED_FORCING_CHAIN}</caption>
 *   <tr><th>level</th><th>base</th><th>inside the propagation ({@link NestedRules})</th></tr>
 *   <tr><td>2</td><td>9.5</td><td>simple rules, then cycles and forcing chains
 *       ({@link NestedChains})</td></tr>
 *   <tr><td>3</td><td>10.0</td><td>also cell and region forcing chains</td></tr>
 *   <tr><td>4</td><td>10.5</td><td>simple rules, then dynamic forcing chains
 *       ({@link NestedDynamicChains})</td></tr>
 *   <tr><td>5</td><td>11.0</td><td>also dynamic forcing chains of level 2</td></tr>
 * </table>
 *
 * <p>SE's {@code Chaining(true, true, false, level)}; its {@code Solver} lists the four levels as
 * one technique, and so do we: the rating tells them apart. The search is {@link
 * AssumptionSearch}'s; from level 2 on a hint's complexity also counts its nested chains ({@link
 * ChainComplexity}).
 */
final class NestedForcingChainRule implements Rule {
  private final AssumptionSearch search;

  /**
   * @param links the step's link tables, shared with the other chain rules of the ladder
   * @param level SE's nesting level: 2 to 5
   * @param budget checked at every cell, every nested round and every start of a nested search
   */
  NestedForcingChainRule(Implications links, int level, Deadline budget) {
    if (level < 2 || level > 5) {
      throw new IllegalArgumentException("nested forcing chains are levels 2 to 5: " + level);
    }
    search = new AssumptionSearch(links, AssumptionSearch.Kind.dynamic(level), budget);
  }

  @Override
  public boolean find(Candidates g, Hint out) {
    return search.find(g, out);
  }
}
