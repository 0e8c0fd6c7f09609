package dev.sudoku.cli;

import dev.sudoku.grade.Grade;
import dev.sudoku.grade.Level;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Counts what {@code sudoku grade} produced, for the summary a person wants after grading a file:
 * how many puzzles per status, per level and per rating band (1.x, 2.x, ...), rated and lower
 * bounds told apart, and the mean ER of the rated ones.
 */
final class GradeTally {
  /** Bands 0.x .. 10.x, then one band for 11 and above. */
  static final int BANDS = 12;

  private static final int BAR = 40;

  private final long[] byStatus = new long[Grade.Status.values().length];
  private final long[][] byLevel = new long[2][Level.values().length];
  private final long[][] byBand = new long[2][BANDS];
  private long ratedTenths;
  private long compared;
  private long mismatches;

  /** Counts one graded puzzle. */
  void add(Grade grade) {
    Grade.Status status = grade.status();
    byStatus[status.ordinal()]++;
    int kind = status == Grade.Status.RATED ? 0 : status == Grade.Status.LOWER_BOUND ? 1 : -1;
    if (kind < 0) {
      return;
    }
    long tenths = Math.round(grade.er() * 10);
    byLevel[kind][grade.level().ordinal()]++;
    byBand[kind][band(tenths)]++;
    if (kind == 0) {
      ratedTenths += tenths;
    }
  }

  /** Counts one puzzle that could not be read or has conflicting givens. */
  void invalid() {
    byStatus[Grade.Status.INVALID.ordinal()]++;
  }

  /** Counts one comparison with the input's solution. */
  void compared(boolean matched) {
    compared++;
    if (!matched) {
      mismatches++;
    }
  }

  /** The band of a rating in tenths: 0 for 0.x, ..., 11 for 11 and above. */
  static int band(long tenths) {
    return (int) Math.min(tenths / 10, BANDS - 1);
  }

  long puzzles() {
    long n = 0;
    for (long c : byStatus) {
      n += c;
    }
    return n;
  }

  long count(Grade.Status status) {
    return byStatus[status.ordinal()];
  }

  /** Mean ER of the RATED puzzles, NaN when there is none. */
  double meanRated() {
    long n = count(Grade.Status.RATED);
    return n == 0 ? Double.NaN : ratedTenths / 10.0 / n;
  }

  /** One line: the counts per status and the comparisons with the input. */
  String summary() {
    StringBuilder sb =
        new StringBuilder()
            .append(Report.plural(puzzles(), "puzzle"))
            .append(": ")
            .append(count(Grade.Status.RATED))
            .append(" rated, ")
            .append(count(Grade.Status.LOWER_BOUND))
            .append(" lower bound")
            .append(count(Grade.Status.LOWER_BOUND) == 1 ? ", " : "s, ")
            .append(count(Grade.Status.MULTIPLE_SOLUTIONS))
            .append(" with multiple solutions, ")
            .append(count(Grade.Status.NO_SOLUTION))
            .append(" without solution, ")
            .append(count(Grade.Status.INVALID))
            .append(" invalid");
    return sb.append(Report.mismatches(mismatches, compared)).toString();
  }

  /**
   * The tables under the summary: puzzles per level, then per ER band from the lowest to the
   * highest band used, with a bar for the rated ones; empty when nothing got a rating.
   */
  List<String> tables() {
    List<String> lines = new ArrayList<>();
    long graded = count(Grade.Status.RATED) + count(Grade.Status.LOWER_BOUND);
    if (graded == 0) {
      return lines;
    }
    lines.add(String.format(Locale.ROOT, "  %-8s %9s %12s", "level", "rated", "lower bound"));
    for (Level level : Level.values()) {
      lines.add(
          String.format(
              Locale.ROOT,
              "  %-8s %9d %12d",
              level,
              byLevel[0][level.ordinal()],
              byLevel[1][level.ordinal()]));
    }
    int lo = BANDS;
    int hi = -1;
    long max = 1;
    for (int b = 0; b < BANDS; b++) {
      if (byBand[0][b] + byBand[1][b] > 0) {
        lo = Math.min(lo, b);
        hi = b;
      }
      max = Math.max(max, byBand[0][b]);
    }
    lines.add(String.format(Locale.ROOT, "  %-8s %9s %12s", "ER", "rated", "lower bound"));
    for (int b = lo; b <= hi; b++) {
      String label = b == BANDS - 1 ? b + "+" : b + ".x";
      int bar = (int) ((byBand[0][b] * BAR + max - 1) / max);
      lines.add(
          String.format(
                  Locale.ROOT,
                  "  %-8s %9d %12d  %s",
                  label,
                  byBand[0][b],
                  byBand[1][b],
                  "#".repeat(bar))
              .stripTrailing());
    }
    double mean = meanRated();
    if (!Double.isNaN(mean)) {
      lines.add(String.format(Locale.ROOT, "  mean ER of the rated puzzles: %.2f", mean));
    }
    return lines;
  }
}
