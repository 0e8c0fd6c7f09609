package dev.sudoku.grade;

import java.util.List;

/**
 * The steps {@link Grader#hint(Position, int)} found from a position, and why it stopped.
 *
 * @param outcome why there are no more steps
 * @param steps the steps in the grader's order, each as {@link Grade#steps()} gives it; empty when
 *     the position was already solved or the first step is beyond reach
 * @param needs for {@link Outcome#STUCK}: the technique the next step needs (the first rung the
 *     grader's nesting limit leaves out); for {@link Outcome#OUT_OF_TIME}: the technique being
 *     tried when the time ran out; else null
 * @param needsRating the rating the next step has at least ({@code needs}'s rung rating), 0 when
 *     {@code needs} is null
 */
public record NextSteps(Outcome outcome, List<Step> steps, Technique needs, double needsRating) {

  /** Why the grader stopped giving steps. */
  public enum Outcome {
    /** As many steps as were asked for. */
    GIVEN,
    /** The grid is full: after the steps, or already before them. */
    SOLVED,
    /** The next step needs a technique above the grader's nesting limit ({@code needs}). */
    STUCK,
    /** The time budget ran out while looking for the next step. */
    OUT_OF_TIME
  }

  public NextSteps {
    steps = List.copyOf(steps);
  }
}
