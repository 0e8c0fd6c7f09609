package dev.sudoku.grade;

import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * The difficulty of one puzzle on the Sudoku Explainer scale.
 *
 * <p>Ratings are only defined for {@link Status#RATED} and {@link Status#LOWER_BOUND}; for the
 * other statuses {@code er}, {@code ep} and {@code ed} are 0, {@code level} and {@code hardest} are
 * null and {@code counts} is empty. A grid given already solved is RATED 0.0 with no steps.
 *
 * @param status RATED, LOWER_BOUND (the ladder got stuck or the time budget ran out: {@code er} is
 *     "at least"), MULTIPLE_SOLUTIONS, NO_SOLUTION or INVALID (conflicting givens)
 * @param er SE's ER: the highest step rating of the whole path (LOWER_BOUND: the higher of the ER
 *     so far and the base rating of {@code bound}, e.g. 9.0)
 * @param ep SE's EP: the highest step rating up to and including the first step that places a digit
 *     (LOWER_BOUND before any placement: the same lower bound as {@code er})
 * @param ed SE's ED: the rating of the first step
 * @param level the band of {@code er}
 * @param hardest the technique of the first step rated {@code er} (LOWER_BOUND: the hardest one
 *     applied before getting stuck, null when none was; what such a puzzle needs is {@link
 *     #hardestNeeded()})
 * @param counts how many times each technique was applied, in {@link Technique} order
 * @param steps the ordered solution path when requested, else empty
 * @param version {@link Grader#VERSION} of the grader that produced this
 * @param bound for LOWER_BOUND: the technique the bound comes from (the first technique the grader
 *     lacks, or the one it was trying when the time budget ran out); else null
 */
public record Grade(
    Status status,
    double er,
    double ep,
    double ed,
    Level level,
    Technique hardest,
    Map<Technique, Integer> counts,
    List<Step> steps,
    String version,
    Technique bound) {

  /** Outcome of grading; names shared with the other modules. */
  public enum Status {
    RATED,
    LOWER_BOUND,
    MULTIPLE_SOLUTIONS,
    NO_SOLUTION,
    INVALID
  }

  /** A grade without a bound technique (RATED and the unrated statuses). */
  public Grade(
      Status status,
      double er,
      double ep,
      double ed,
      Level level,
      Technique hardest,
      Map<Technique, Integer> counts,
      List<Step> steps,
      String version) {
    this(status, er, ep, ed, level, hardest, counts, steps, version, null);
  }

  public Grade {
    if (!(counts instanceof TechniqueCounts)) { // the grader's own counts are immutable already
      EnumMap<Technique, Integer> ordered = new EnumMap<>(Technique.class);
      ordered.putAll(counts);
      counts = Collections.unmodifiableMap(ordered);
    }
    steps = List.copyOf(steps);
  }

  /** True when the ratings are exact (not a lower bound, not an invalid puzzle). */
  public boolean isRated() {
    return status == Status.RATED;
  }

  /**
   * The hardest technique the puzzle needs, as far as this grade knows: the technique to print
   * beside its rating. For RATED, {@link #hardest()}. For LOWER_BOUND, the technique the grader was
   * searching when it stopped ({@link #bound()}: the puzzle needs at least it), unless a step it
   * had already applied uses a technique with a higher base rating (the time budget ran out on an
   * easier rung after a harder step): then that one. Null for the unrated statuses and a grid given
   * solved.
   */
  public Technique hardestNeeded() {
    if (status == Status.LOWER_BOUND
        && bound != null
        && (hardest == null || bound.baseTenths() >= hardest.baseTenths())) {
      return bound;
    }
    return hardest;
  }

  /**
   * Status, ER/EP/ED, level and the hardest technique needed as one line, e.g. "RATED 4.5/1.2/1.2
   * HARD UNIQUE_RECTANGLE" or "LOWER_BOUND >=9.5/9.5/9.5 EXTREME needs NESTED_FORCING_CHAIN".
   */
  @Override
  public String toString() {
    if (status != Status.RATED && status != Status.LOWER_BOUND) {
      return status.toString();
    }
    String prefix = status == Status.LOWER_BOUND ? ">=" : "";
    return status
        + " "
        + prefix
        + er
        + "/"
        + ep
        + "/"
        + ed
        + " "
        + level
        + (hardestNeeded() == null ? "" : (bound == null ? " " : " needs ") + hardestNeeded());
  }
}
