package dev.sudoku.kafka;

import dev.sudoku.grade.Grade;
import dev.sudoku.schema.TechniqueCount;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Maps the grader's {@link dev.sudoku.grade.Technique} to the Avro enum {@link
 * dev.sudoku.schema.Technique} by name, and picks the technique a {@code Puzzle} record reports as
 * its hardest.
 *
 * <p>The two enums evolve separately: solver-core may gain a technique (a deeper nesting level)
 * before the schema gains its symbol. Such a technique maps to {@code UNKNOWN}, the enum's declared
 * default, which is also what a reader with an older schema sees for a symbol it lacks; publishing
 * never fails because of it. The table is built once from the names.
 *
 * <p><b>hardestTechnique.</b> The schema defines it as the technique of the step that sets {@code
 * rating}. For {@code RATED} that is {@link Grade#hardest()}. For {@code LOWER_BOUND} the rating is
 * "at least" the base rating of {@link Grade#bound()} (the rung the grader could not climb or was
 * on when its budget ran out), and {@code Grade#hardest()} is only the hardest step it did apply,
 * null when it applied none. So the bound is reported, unless an applied step's technique rates
 * higher than the bound (the budget ran out on a lower rung after a harder step): then that step
 * sets the rating. Reporting {@code Grade#hardest()} alone would publish {@code UNKNOWN} for a
 * puzzle whose grading got stuck on its first step, and {@code NAKED_SINGLE} beside an EXTREME
 * rating for one stuck after a few singles.
 */
final class SchemaTechniques {

  private static final dev.sudoku.grade.Technique[] GRADER = dev.sudoku.grade.Technique.values();
  private static final dev.sudoku.schema.Technique[] BY_ORDINAL =
      new dev.sudoku.schema.Technique[GRADER.length];

  static {
    for (dev.sudoku.grade.Technique t : GRADER) {
      BY_ORDINAL[t.ordinal()] = byName(t.name());
    }
  }

  private SchemaTechniques() {}

  /** The Avro symbol of a grader technique; {@code UNKNOWN} when the schema has none. */
  static dev.sudoku.schema.Technique of(dev.sudoku.grade.Technique t) {
    return BY_ORDINAL[t.ordinal()];
  }

  /** The Avro symbol named {@code name}; {@code UNKNOWN} when the schema has none. */
  static dev.sudoku.schema.Technique byName(String name) {
    for (dev.sudoku.schema.Technique s : dev.sudoku.schema.Technique.values()) {
      if (s.name().equals(name)) {
        return s;
      }
    }
    return dev.sudoku.schema.Technique.UNKNOWN;
  }

  /**
   * The grader technique of an Avro symbol, or null when this grader has none (the symbol is {@code
   * UNKNOWN} or newer than this build's grader).
   */
  static dev.sudoku.grade.Technique toGrader(dev.sudoku.schema.Technique s) {
    for (dev.sudoku.grade.Technique t : GRADER) {
      if (t.name().equals(s.name()) && s != dev.sudoku.schema.Technique.UNKNOWN) {
        return t;
      }
    }
    return null;
  }

  /**
   * The technique that sets a rated or bounded grade's rating (see the class comment); {@code
   * UNKNOWN} only when the grade has neither a hardest step nor a bound (a grid given solved, which
   * the generator never returns) or the technique is missing from the schema.
   */
  static dev.sudoku.schema.Technique hardest(Grade g) {
    dev.sudoku.grade.Technique t = g.hardestNeeded();
    return t == null ? dev.sudoku.schema.Technique.UNKNOWN : of(t);
  }

  /**
   * Steps per technique in {@link dev.sudoku.grade.Technique} order, each schema symbol at most
   * once as the schema requires: techniques the schema lacks are summed into one {@code UNKNOWN}
   * entry placed last (they are the newest, hardest ones).
   */
  static List<TechniqueCount> counts(Grade g) {
    List<TechniqueCount> counts = new ArrayList<>(g.counts().size());
    int unknown = 0;
    for (Map.Entry<dev.sudoku.grade.Technique, Integer> e : g.counts().entrySet()) {
      dev.sudoku.schema.Technique s = of(e.getKey());
      if (s == dev.sudoku.schema.Technique.UNKNOWN) {
        unknown += e.getValue();
      } else {
        counts.add(new TechniqueCount(s, e.getValue()));
      }
    }
    if (unknown > 0) {
      counts.add(new TechniqueCount(dev.sudoku.schema.Technique.UNKNOWN, unknown));
    }
    return counts;
  }
}
