package dev.sudoku.grade;

import dev.sudoku.core.Grid;
import java.util.List;

/** Rebuilds the candidates just before a given step of a graded path. */
final class Replay {
  private Replay() {}

  /** Index of the first step using technique t, or -1. */
  static int firstStep(List<Step> steps, Technique t) {
    for (int i = 0; i < steps.size(); i++) {
      if (steps.get(i).technique() == t) {
        return i;
      }
    }
    return -1;
  }

  /**
   * Grades a puzzle, rebuilds the position before its first step of technique t, and returns that
   * step and the hint {@code rule} finds there on its own (null when it finds none).
   */
  static Step[] rerun(String puzzle, Technique t, Rule rule) {
    Grid p = Grid.parse(puzzle);
    List<Step> steps = new Grader().grade(p, true).steps();
    int at = firstStep(steps, t);
    if (at < 0) {
      throw new IllegalArgumentException(t + " not on the path of " + puzzle);
    }
    Hint h = new Hint();
    Step found = rule.find(before(p, steps, at), h) ? h.toStep() : null;
    return new Step[] {steps.get(at), found};
  }

  /** The candidates of {@code puzzle} after applying steps [0, upTo). */
  static Candidates before(Grid puzzle, List<Step> steps, int upTo) {
    Candidates c = new Candidates();
    c.load(puzzle.toBytes());
    for (int i = 0; i < upTo; i++) {
      Step s = steps.get(i);
      for (CellDigit e : s.eliminations()) {
        c.eliminate(e.cell(), e.digit());
      }
      for (CellDigit p : s.placements()) {
        c.place(p.cell(), p.digit());
      }
    }
    return c;
  }
}
