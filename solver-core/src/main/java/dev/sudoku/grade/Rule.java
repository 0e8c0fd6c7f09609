package dev.sudoku.grade;

/**
 * One solving technique (or a family rated together, such as the hidden singles): finds the first
 * instance that makes progress, in Sudoku Explainer's scan order.
 *
 * <p>Implementations hold only preallocated scratch state; one instance per {@link Grader}. The
 * grader asks the rules of its {@link Ladder} in order and applies the first hint found, so adding
 * a technique means adding a rule to the ladder, not changing the loop.
 */
interface Rule {
  /**
   * Looks for a hint that makes progress.
   *
   * @param g the current candidates (not modified)
   * @param out receives the hint when one is found
   * @return true when {@code out} holds a hint
   */
  boolean find(Candidates g, Hint out);

  /**
   * Receives, one at a time, every hint of a rule that can list them all (in the rule's scan
   * order): nested forcing chains use all the eliminations of a simple rule, not just the first.
   */
  interface Sink {
    /**
     * @param h the hint just found (overwritten by the next one)
     * @return true to stop the scan
     */
    boolean accept(Hint h);
  }

  /** Stops at the first hint: what {@link #find} does. */
  Sink FIRST = h -> true;
}
