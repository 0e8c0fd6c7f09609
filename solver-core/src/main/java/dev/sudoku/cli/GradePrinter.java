package dev.sudoku.cli;

import dev.sudoku.core.Grid;
import dev.sudoku.grade.CellDigit;
import dev.sudoku.grade.Grade;
import dev.sudoku.grade.Step;
import dev.sudoku.grade.Technique;
import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Writes one record per puzzle for {@code sudoku grade}, in the chosen {@link Format}, and the
 * solution path when asked for:
 *
 * <pre>
 * line  PUZZLE ER/EP/ED LEVEL HARDEST     ("..43..2.9... 2.6/1.2/1.2 MEDIUM pointing";
 *                                          a lower bound reads "≥6.2/1.5/1.2 EXPERT ...")
 *       # multiple solutions | # no solution | # invalid: REASON
 * grid  the puzzle drawn, "# STATUS ER ... hardest: ...", "# counts: ...", blank line
 * csv   source,line,puzzle,status,er,ep,ed,level,hardest,counts,version,reason
 * json  {"source","line","puzzle","status","er","ep","ed","level","hardest",
 *        "counts":{"NAKED_SINGLE":3,...},"version","reason"[,"steps":[...]]}
 * </pre>
 *
 * <p>Text steps (line and grid formats) follow their record, one per line: number, rating, the
 * grader's explanation (which starts with the technique's name); in line format a blank line closes
 * each path. JSON steps are objects: {@code technique}, {@code rating}, {@code cells}, {@code
 * houses}, {@code placements}, {@code eliminations} (objects {@code {"cell":"r1c2","digit":5}}),
 * {@code explanation}. The line format without steps stays one line per input puzzle, and reads
 * back into {@code sudoku} (text after the 81 characters is ignored).
 */
final class GradePrinter {
  static final String CSV_HEADER =
      "source,line,puzzle,status,er,ep,ed,level,hardest,counts,version,reason";
  private static final String AT_LEAST = "≥";

  private final PrintWriter out;
  private final Format format;
  private final boolean steps;

  GradePrinter(PrintWriter out, Format format, boolean steps) {
    this.out = out;
    this.format = format;
    this.steps = steps;
    if (format == Format.csv) {
      out.println(CSV_HEADER);
    }
  }

  /**
   * Writes a graded puzzle.
   *
   * @param reason why it failed (a mismatch with the input's solution), or {@code null}
   */
  void graded(Entry e, Graded g, String reason) {
    Grade grade = g.grade();
    boolean rated = hasRating(grade);
    String puzzle = g.puzzle().toLine();
    switch (format) {
      case line:
        out.println(
            rated
                ? puzzle + " " + ratings(grade) + " " + grade.level() + " " + hardest(grade)
                : "# " + words(grade.status(), null));
        if (steps) {
          textSteps(out, grade.steps());
          out.println(); // a blank line closes each path
        }
        break;
      case grid:
        out.print(g.puzzle().toPrettyString());
        // a lower bound names what the puzzle needs: the rung the grader was searching
        out.println(
            "# "
                + (rated
                    ? grade.status()
                        + " "
                        + ratings(grade)
                        + " "
                        + grade.level()
                        + (grade.status() == Grade.Status.RATED ? ", hardest: " : ", needs: ")
                        + hardest(grade)
                    : words(grade.status(), null)));
        if (rated) {
          out.println("# counts: " + counts(grade.counts(), true));
        }
        textSteps(out, grade.steps());
        out.println();
        break;
      case csv:
        out.println(
            rated
                ? Csv.row(
                    e.source(),
                    e.line(),
                    puzzle,
                    grade.status(),
                    tenths(grade.er()),
                    tenths(grade.ep()),
                    tenths(grade.ed()),
                    grade.level(),
                    grade.hardestNeeded() == null ? null : grade.hardestNeeded().name(),
                    counts(grade.counts(), false),
                    grade.version(),
                    reason)
                : Csv.row(
                    e.source(),
                    e.line(),
                    puzzle,
                    grade.status(),
                    null,
                    null,
                    null,
                    null,
                    null,
                    null,
                    grade.version(),
                    reason));
        break;
      default:
        Json json =
            new Json()
                .field("source", e.source())
                .field("line", e.line())
                .field("puzzle", puzzle)
                .field("status", grade.status().name());
        if (rated) {
          json.field("er", grade.er())
              .field("ep", grade.ep())
              .field("ed", grade.ed())
              .field("level", grade.level().name())
              .field(
                  "hardest", grade.hardestNeeded() == null ? null : grade.hardestNeeded().name());
        }
        // Json builds flat objects: the nested counts and steps go in before its closing brace
        String object = json.field("version", grade.version()).field("reason", reason).toString();
        StringBuilder sb = new StringBuilder(object.substring(0, object.length() - 1));
        if (rated) {
          sb.append(",\"counts\":");
          jsonCounts(sb, grade.counts());
        }
        if (steps) {
          sb.append(",\"steps\":");
          jsonSteps(sb, grade.steps());
        }
        out.println(sb.append('}'));
    }
  }

  /** Writes a puzzle that could not be read or has conflicting givens. */
  void invalid(Entry e, String reason) {
    switch (format) {
      case line:
        out.println("# " + words(Grade.Status.INVALID, reason) + (steps ? "\n" : ""));
        break;
      case grid:
        out.println("# " + words(Grade.Status.INVALID, reason) + "\n");
        break;
      case csv:
        out.println(
            Csv.row(
                e.source(),
                e.line(),
                e.text(),
                Grade.Status.INVALID,
                null,
                null,
                null,
                null,
                null,
                null,
                null,
                reason));
        break;
      default:
        String object =
            new Json()
                .field("source", e.source())
                .field("line", e.line())
                .field("puzzle", e.text())
                .field("status", Grade.Status.INVALID.name())
                .field("reason", reason)
                .toString();
        out.println(steps ? object.substring(0, object.length() - 1) + ",\"steps\":[]}" : object);
    }
  }

  /** True for the statuses that carry ratings. */
  static boolean hasRating(Grade grade) {
    return grade.status() == Grade.Status.RATED || grade.status() == Grade.Status.LOWER_BOUND;
  }

  /** {@code 2.6/1.2/1.2}; a lower bound marks each figure that is only a bound with "≥". */
  static String ratings(Grade grade) {
    boolean bound = grade.status() == Grade.Status.LOWER_BOUND;
    return (bound ? AT_LEAST : "")
        + tenths(grade.er())
        + "/"
        + (bound && grade.ep() >= grade.er() ? AT_LEAST : "")
        + tenths(grade.ep())
        + "/"
        + (bound && grade.ed() >= grade.er() ? AT_LEAST : "")
        + tenths(grade.ed());
  }

  /** How the line and grid formats say a status without rating. */
  static String words(Grade.Status status, String reason) {
    switch (status) {
      case MULTIPLE_SOLUTIONS:
        return "multiple solutions";
      case NO_SOLUTION:
        return "no solution";
      case INVALID:
        return reason == null ? "invalid" : "invalid: " + reason;
      default:
        return status.name();
    }
  }

  /** A rating with one decimal, as SE writes it. */
  static String tenths(double rating) {
    return String.format(Locale.ROOT, "%.1f", rating);
  }

  /** The hardest technique the puzzle needs: for a lower bound, the one being searched. */
  private static String hardest(Grade grade) {
    return grade.hardestNeeded() == null ? "-" : grade.hardestNeeded().label();
  }

  /** {@code naked single ×3, pointing ×1} (labels) or {@code NAKED_SINGLE:3;POINTING:1}. */
  static String counts(Map<Technique, Integer> counts, boolean labels) {
    StringBuilder sb = new StringBuilder();
    for (Map.Entry<Technique, Integer> c : counts.entrySet()) {
      if (sb.length() > 0) {
        sb.append(labels ? ", " : ";");
      }
      sb.append(labels ? c.getKey().label() + " ×" : c.getKey().name() + ":").append(c.getValue());
    }
    return labels && sb.length() == 0 ? "-" : sb.toString();
  }

  /** One line per step: number, rating, explanation (shared with {@code sudoku hint}). */
  static void textSteps(PrintWriter out, List<Step> path) {
    for (int i = 0; i < path.size(); i++) {
      Step s = path.get(i);
      out.println(
          String.format(Locale.ROOT, "%5d  %s  %s", i + 1, tenths(s.rating()), s.explanation()));
    }
  }

  private static void jsonCounts(StringBuilder sb, Map<Technique, Integer> counts) {
    sb.append('{');
    boolean first = true;
    for (Map.Entry<Technique, Integer> c : counts.entrySet()) {
      sb.append(first ? "" : ",")
          .append('"')
          .append(c.getKey().name())
          .append("\":")
          .append(c.getValue());
      first = false;
    }
    sb.append('}');
  }

  /** The steps as a JSON array of objects (shared with {@code sudoku hint}). */
  static void jsonSteps(StringBuilder sb, List<Step> path) {
    sb.append('[');
    for (int i = 0; i < path.size(); i++) {
      Step s = path.get(i);
      sb.append(i == 0 ? "" : ",")
          .append("{\"technique\":\"")
          .append(s.technique().name())
          .append("\",\"rating\":")
          .append(tenths(s.rating()))
          .append(",\"cells\":[");
      for (int j = 0; j < s.cells().size(); j++) {
        sb.append(j == 0 ? "\"" : ",\"").append(Grid.cellName(s.cells().get(j))).append('"');
      }
      sb.append("],\"houses\":[");
      for (int j = 0; j < s.houses().size(); j++) {
        sb.append(j == 0 ? "\"" : ",\"").append(house(s.houses().get(j))).append('"');
      }
      sb.append("],\"placements\":");
      cellDigits(sb, s.placements());
      sb.append(",\"eliminations\":");
      cellDigits(sb, s.eliminations());
      sb.append(",\"explanation\":");
      Json.quote(sb, s.explanation());
      sb.append('}');
    }
    sb.append(']');
  }

  private static void cellDigits(StringBuilder sb, List<CellDigit> list) {
    sb.append('[');
    for (int i = 0; i < list.size(); i++) {
      CellDigit cd = list.get(i);
      sb.append(i == 0 ? "" : ",")
          .append("{\"cell\":\"")
          .append(Grid.cellName(cd.cell()))
          .append("\",\"digit\":")
          .append(cd.digit())
          .append('}');
    }
    sb.append(']');
  }

  /** The grader's house numbering (0..8 rows, 9..17 columns, 18..26 boxes) as r1, c1, b1. */
  static String house(int h) {
    return "rcb".charAt(h / 9) + String.valueOf(h % 9 + 1);
  }
}
