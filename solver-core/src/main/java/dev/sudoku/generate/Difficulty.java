package dev.sudoku.generate;

import dev.sudoku.grade.Grade;
import dev.sudoku.grade.Level;
import dev.sudoku.grade.Technique;
import java.io.Serializable;
import java.util.Objects;

/**
 * The difficulty a generated puzzle must have, as judged by {@link dev.sudoku.grade.Grader} (Sudoku
 * Explainer scale). Four forms:
 *
 * <ul>
 *   <li>{@link #any()}: every rating; the puzzle is still graded, so it carries its grade;
 *   <li>{@link #level(Level)} / {@link #levels(Level, Level)}: ER in a band or run of bands;
 *   <li>{@link #rating(double, double)} / {@link #ratingAtLeast(double)}: ER in {@code [min, max]};
 *   <li>{@link #technique(Technique)}: the grader's solution path uses the technique (SE picks the
 *       easiest step at every point, so a technique on its path is one the puzzle needs).
 * </ul>
 *
 * <h2>Lower bounds</h2>
 *
 * A {@link Grade.Status#LOWER_BOUND} grade only says "ER is at least {@code er}" (the grader got
 * stuck or ran out of budget). It satisfies a request only when every rating it allows would: a
 * range or level run that is <em>open above</em> ({@code ratingAtLeast(6.2)}, {@code levels(EXPERT,
 * EXTREME)}) and starts at or below the bound. A closed range never accepts one, because the true
 * rating could lie above it: a puzzle the grader can only bound (it needs deeper nesting than the
 * grader's, or its time ran out) never meets {@code level(EXPERT)} or {@code rating(6.2, 7.5)}, and
 * the generator tries the next attempt instead. A lower-bound grade satisfies {@code technique(t)}
 * when its partial path already used {@code t}: the grader tries techniques easiest first, so a
 * stuck path is the prefix of the full one. Puzzles with no rating (several solutions and so on)
 * never satisfy anything; the generator only produces unique ones anyway.
 *
 * <p>Ratings are compared in tenths, SE's resolution: {@code rating(6.2, 7.5)} is ER 6.2 to 7.5
 * inclusive; a bound between two tenths is rounded inwards.
 *
 * <p>Values are immutable records and {@link Serializable}, so a Spark closure or a Kafka request
 * handler can carry them.
 */
public sealed interface Difficulty extends Serializable
    permits Difficulty.Any, Difficulty.Levels, Difficulty.Rating, Difficulty.Uses {

  /** Every puzzle; graded so the result carries its grade. */
  static Difficulty any() {
    return new Any();
  }

  /** ER within the band of {@code level} (e.g. HARD: 3.5 to 6.1). */
  static Difficulty level(Level level) {
    return new Levels(level, level);
  }

  /** ER within the bands {@code from} to {@code to} inclusive (EXTREME as {@code to}: open). */
  static Difficulty levels(Level from, Level to) {
    return new Levels(from, to);
  }

  /** ER within {@code [min, max]} inclusive; {@code max} may be infinite (open above). */
  static Difficulty rating(double min, double max) {
    return new Rating(min, max);
  }

  /** ER at least {@code min}, open above. */
  static Difficulty ratingAtLeast(double min) {
    return new Rating(min, Double.POSITIVE_INFINITY);
  }

  /** The grader's solution path uses {@code technique}. */
  static Difficulty technique(Technique technique) {
    return new Uses(technique);
  }

  /**
   * True when a puzzle with this grade meets the request (see the class comment for lower bounds).
   * False for ungraded statuses.
   */
  boolean admits(Grade grade);

  /**
   * The highest rating, in tenths, a puzzle meeting this request can have; {@link
   * Integer#MAX_VALUE} when the request is open above. The generator thins no further than this cap
   * and picks its removal strategy from it. For {@link #technique} the cap is a heuristic, not a
   * bound: the top of the band of the technique's base rating up to HARD (what "an X-wing puzzle"
   * means to a reader: one whose hardest steps are X-wings), open for chains.
   */
  int capTenths();

  /**
   * This request as a stand-alone {@link PuzzleFilter} for {@link GeneratorOptions#withFilter}:
   * thread-safe (one grader per calling thread) and deterministic. Prefer {@link
   * GeneratorOptions#withDifficulty}, which also picks a faster removal strategy and keeps the
   * grade on the puzzle.
   */
  default PuzzleFilter asFilter() {
    return new GradingFilter(this);
  }

  /** Every rating. */
  record Any() implements Difficulty {
    @Override
    public boolean admits(Grade grade) {
      return Target.rated(grade) || Target.bounded(grade);
    }

    @Override
    public int capTenths() {
      return Target.OPEN;
    }

    @Override
    public String toString() {
      return "any";
    }
  }

  /**
   * ER within the bands {@code from..to} ({@link Level#of}).
   *
   * @param from easiest band allowed
   * @param to hardest band allowed, not easier than {@code from}
   */
  record Levels(Level from, Level to) implements Difficulty {
    /** Validates. */
    public Levels {
      Objects.requireNonNull(from, "from");
      Objects.requireNonNull(to, "to");
      if (from.compareTo(to) > 0) {
        throw new IllegalArgumentException("level range " + from + ".." + to + " is empty");
      }
    }

    @Override
    public boolean admits(Grade grade) {
      if (Target.rated(grade)) {
        Level l = Level.of(grade.er());
        return l.compareTo(from) >= 0 && l.compareTo(to) <= 0;
      }
      return Target.bounded(grade)
          && to == Level.EXTREME
          && Level.of(grade.er()).compareTo(from) >= 0;
    }

    @Override
    public int capTenths() {
      return Target.maxTenths(to);
    }

    @Override
    public String toString() {
      return from == to ? from.toString() : from + ".." + to;
    }
  }

  /**
   * ER within {@code [min, max]}, compared in tenths.
   *
   * @param min lowest rating allowed, at least 0
   * @param max highest rating allowed, at least {@code min}; {@code +Infinity} for open
   */
  record Rating(double min, double max) implements Difficulty {
    /** Validates. */
    public Rating {
      if (!(min >= 0) || Double.isInfinite(min) || !(max >= min)) {
        throw new IllegalArgumentException(
            "rating range " + min + ".." + max + " must satisfy 0 <= min <= max");
      }
      if (Target.ceilTenths(min) > Target.floorTenths(max)) {
        throw new IllegalArgumentException(
            "rating range " + min + ".." + max + " holds no rating (ratings are multiples of 0.1)");
      }
    }

    @Override
    public boolean admits(Grade grade) {
      int lo = Target.ceilTenths(min);
      int hi = Target.floorTenths(max);
      if (Target.rated(grade)) {
        int t = Target.tenths(grade.er());
        return t >= lo && t <= hi;
      }
      return Target.bounded(grade) && hi == Integer.MAX_VALUE && Target.tenths(grade.er()) >= lo;
    }

    @Override
    public int capTenths() {
      return Target.floorTenths(max);
    }

    @Override
    public String toString() {
      return min + ".." + (Double.isInfinite(max) ? "" : Double.toString(max));
    }
  }

  /**
   * The grader's solution path applies {@code technique} at least once.
   *
   * @param technique the technique the puzzle needs
   */
  record Uses(Technique technique) implements Difficulty {
    /** Validates. */
    public Uses {
      Objects.requireNonNull(technique, "technique");
    }

    @Override
    public boolean admits(Grade grade) {
      return (Target.rated(grade) || Target.bounded(grade))
          && grade.counts().containsKey(technique);
    }

    @Override
    public int capTenths() {
      Level l = Level.of(technique.baseRating());
      return l.compareTo(Level.HARD) <= 0 ? Target.maxTenths(l) : Target.OPEN;
    }

    @Override
    public String toString() {
      return technique.name();
    }
  }
}
