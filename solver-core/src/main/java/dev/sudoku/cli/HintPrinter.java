package dev.sudoku.cli;

import dev.sudoku.grade.NextSteps;
import dev.sudoku.grade.Position;
import java.io.PrintWriter;

/**
 * Writes the steps {@code sudoku hint} found for one position:
 *
 * <pre>
 * line  one line per step, as grade --steps prints them: number, rating, explanation
 *       ("    1  2.6  pointing 5 in r4c5,r4c6 (b5): r4c1&lt;&gt;5, r4c2&lt;&gt;5"), then why there are no more
 *       when fewer were given than asked ("# solved", "# stuck: ...", "# out of time: ...");
 *       a blank line between positions
 * json  one object per position: {"source","line","position","outcome","needs","needsRating",
 *       "steps":[{technique, rating, cells, houses, placements, eliminations, explanation}]}
 * </pre>
 */
final class HintPrinter {
  private final PrintWriter out;
  private final boolean json;
  private final String limits;
  private boolean first = true;

  /**
   * @param limits the grader's limits as options ({@code --max-nesting 1}), for the stuck line
   */
  HintPrinter(PrintWriter out, boolean json, String limits) {
    this.out = out;
    this.json = json;
    this.limits = limits;
  }

  void print(String source, long line, Position position, NextSteps next) {
    if (json) {
      StringBuilder steps = new StringBuilder();
      GradePrinter.jsonSteps(steps, next.steps());
      Json o =
          new Json()
              .field("source", source)
              .field("line", line)
              .field("position", position.digits().toLine())
              .field("outcome", next.outcome().name())
              .field("needs", next.needs() == null ? null : next.needs().name());
      if (next.needs() != null) {
        o.field("needsRating", next.needsRating());
      }
      out.println(o.raw("steps", steps.toString()));
      return;
    }
    if (!first) {
      out.println();
    }
    first = false;
    GradePrinter.textSteps(out, next.steps());
    String end = end(next);
    if (end != null) {
      out.println("# " + end);
    }
  }

  /** Why the steps stop early, or null when all that were asked for were given. */
  private String end(NextSteps next) {
    String needs =
        next.needs() == null
            ? ""
            : next.needs().label() + " (" + GradePrinter.tenths(next.needsRating()) + "+)";
    switch (next.outcome()) {
      case SOLVED:
        return "solved";
      case STUCK:
        return "stuck: the next step needs " + needs + ", beyond " + limits;
      case OUT_OF_TIME:
        return "out of time (" + limits + ") while trying " + needs;
      default:
        return null;
    }
  }
}
