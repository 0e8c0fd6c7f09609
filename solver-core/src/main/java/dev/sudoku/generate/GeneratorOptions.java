package dev.sudoku.generate;

import dev.sudoku.core.Grid;
import java.util.Objects;
import java.util.Optional;

/**
 * What every generated puzzle must be. Immutable; build from {@link #defaults()} with the {@code
 * with...} methods. Invalid combinations are refused at construction with an {@link
 * IllegalArgumentException} whose message names the problem in one line (a request handler can
 * report it as is).
 *
 * @param symmetry symmetry of the clue pattern
 * @param minimal when true, every puzzle is minimal: removing any one clue loses uniqueness
 * @param minClues lower bound on the clue count (inclusive)
 * @param maxClues upper bound on the clue count (inclusive), at least 17
 * @param maxAttemptsPerPuzzle attempts (full grid, clue removal, checks, filter) spent on one index
 *     before it is skipped; part of the definition of the puzzle at an index
 * @param filter custom acceptance hook, called last; {@link PuzzleFilter#ACCEPT_ALL} for none
 * @param difficulty when present, every puzzle is graded ({@link dev.sudoku.grade.Grader}, with the
 *     known solution), must be admitted by it, and carries its grade; the request also picks the
 *     clue-removal strategy (see {@link #withDifficulty})
 */
public record GeneratorOptions(
    Symmetry symmetry,
    boolean minimal,
    int minClues,
    int maxClues,
    int maxAttemptsPerPuzzle,
    PuzzleFilter filter,
    Optional<Difficulty> difficulty) {

  /** Smallest clue count of a uniquely solvable puzzle (McGuire, Tugemann, Civario 2012). */
  public static final int MIN_UNIQUE_CLUES = 17;

  /** Validates; see the class comment. */
  public GeneratorOptions {
    Objects.requireNonNull(symmetry, "symmetry");
    Objects.requireNonNull(filter, "filter");
    Objects.requireNonNull(difficulty, "difficulty");
    if (minClues < 0 || maxClues > Grid.CELLS || minClues > maxClues) {
      throw new IllegalArgumentException(
          "clue bounds " + minClues + ".." + maxClues + " must satisfy 0 <= min <= max <= 81");
    }
    if (maxClues < MIN_UNIQUE_CLUES) {
      throw new IllegalArgumentException(
          "clue bounds "
              + minClues
              + ".."
              + maxClues
              + ": no puzzle with fewer than 17 clues has a unique solution");
    }
    boolean reachable = false;
    for (int n = Math.max(minClues, MIN_UNIQUE_CLUES); n <= maxClues && !reachable; n++) {
      reachable = symmetry.allowsClueCount(n);
    }
    if (!reachable) {
      throw new IllegalArgumentException(
          "symmetry "
              + symmetry
              + " allows no clue count in "
              + minClues
              + ".."
              + maxClues
              + " (its orbits have "
              + symmetry.orbitSizes()
              + " cells)");
    }
    if (maxAttemptsPerPuzzle < 1) {
      throw new IllegalArgumentException(
          "maxAttemptsPerPuzzle must be at least 1, was " + maxAttemptsPerPuzzle);
    }
  }

  /** Options without difficulty targeting (the form before targeting existed). */
  public GeneratorOptions(
      Symmetry symmetry,
      boolean minimal,
      int minClues,
      int maxClues,
      int maxAttemptsPerPuzzle,
      PuzzleFilter filter) {
    this(symmetry, minimal, minClues, maxClues, maxAttemptsPerPuzzle, filter, Optional.empty());
  }

  /**
   * No symmetry, not necessarily minimal, clues 17..81, 1,000 attempts per puzzle, no filter, no
   * difficulty (not graded).
   */
  public static GeneratorOptions defaults() {
    return new GeneratorOptions(
        Symmetry.NONE,
        false,
        MIN_UNIQUE_CLUES,
        Grid.CELLS,
        1_000,
        PuzzleFilter.ACCEPT_ALL,
        Optional.empty());
  }

  /** A copy with another symmetry. */
  public GeneratorOptions withSymmetry(Symmetry s) {
    return new GeneratorOptions(
        s, minimal, minClues, maxClues, maxAttemptsPerPuzzle, filter, difficulty);
  }

  /** A copy with the minimal option set or cleared. */
  public GeneratorOptions withMinimal(boolean m) {
    return new GeneratorOptions(
        symmetry, m, minClues, maxClues, maxAttemptsPerPuzzle, filter, difficulty);
  }

  /** A copy with other clue bounds (inclusive). */
  public GeneratorOptions withClues(int min, int max) {
    return new GeneratorOptions(
        symmetry, minimal, min, max, maxAttemptsPerPuzzle, filter, difficulty);
  }

  /** A copy with another per-index attempt cap. */
  public GeneratorOptions withMaxAttemptsPerPuzzle(int n) {
    return new GeneratorOptions(symmetry, minimal, minClues, maxClues, n, filter, difficulty);
  }

  /** A copy with another acceptance filter (replacing the current one). */
  public GeneratorOptions withFilter(PuzzleFilter f) {
    return new GeneratorOptions(
        symmetry, minimal, minClues, maxClues, maxAttemptsPerPuzzle, f, difficulty);
  }

  /**
   * A copy that targets {@code d}: every puzzle is graded and kept only if {@code d} admits its
   * grade ({@link GeneratedPuzzle#grade()} then holds it). Unless {@link #minimal()} is set, the
   * request also picks how clues are removed: puzzles for an EASY-only request are thinned while
   * singles solve them (no solver calls), for a capped request (MEDIUM, HARD, a closed range) as
   * far as the grader still rates them within the cap, otherwise fully. So the same seed gives
   * other puzzles with and without a difficulty. Targeted output also depends on {@link
   * dev.sudoku.grade.Grader#VERSION}.
   */
  public GeneratorOptions withDifficulty(Difficulty d) {
    return new GeneratorOptions(
        symmetry,
        minimal,
        minClues,
        maxClues,
        maxAttemptsPerPuzzle,
        filter,
        Optional.of(Objects.requireNonNull(d, "difficulty")));
  }

  /**
   * What these options ask of every puzzle, in one canonical line, e.g. {@code
   * symmetry=ROTATE_180;minimal=false;clues=17..81;difficulty=rating 35..61;filters=}. Options that
   * select the same puzzles have the same description ({@code level(HARD)} and {@code rating(3.5,
   * 6.1)}; no difficulty and {@code any()}), and its hash separates the random streams of different
   * requests (see {@link Generator}'s reproducibility contract). The attempt cap and custom filters
   * are not part of it.
   */
  public String canonicalDescription() {
    return RequestKey.describe(this);
  }

  /** A copy without difficulty targeting (puzzles are not graded). */
  public GeneratorOptions withoutDifficulty() {
    return new GeneratorOptions(
        symmetry, minimal, minClues, maxClues, maxAttemptsPerPuzzle, filter, Optional.empty());
  }
}
