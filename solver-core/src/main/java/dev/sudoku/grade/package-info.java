/**
 * Sudoku Explainer 1.2.1 ratings: {@link dev.sudoku.grade.Grader} applies, step after step, the
 * first hint of the easiest technique in SE's order and returns a {@link dev.sudoku.grade.Grade}
 * (ER/EP/ED, level, steps, or an honest lower bound); {@link dev.sudoku.grade.Grader#hint} gives
 * the next steps from a {@link dev.sudoku.grade.Position} part-way through solving.
 *
 * <p>Finding a technique's code: every {@link dev.sudoku.grade.Technique} constant links the rule
 * class that finds it, and the package-private {@code Ladder.Rung} table lists the rungs in the
 * order the grader tries them, each with its rating, nesting level and rule. One {@code Rule} per
 * technique family over the pencil marks in {@code Candidates}, writing into a reused {@code Hint};
 * the chain rules share the link tables of {@code Implications} and the searches {@code
 * ChainSearch} (cycles, simple forcing chains) and {@code Propagation} (everything that follows
 * from an assumption); the nested forcing chains run {@code NestedRules} inside a propagation. See
 * docs/grader.md.
 */
package dev.sudoku.grade;
