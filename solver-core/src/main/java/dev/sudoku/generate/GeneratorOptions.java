package dev.sudoku.generate;

import dev.sudoku.core.Grid;
import java.util.Objects;

/**
 * What every generated puzzle must be. Immutable; build from {@link #defaults()} with the
 * {@code with...} methods. Invalid combinations are refused at construction with an
 * {@link IllegalArgumentException} whose message names the problem in one line (a request
 * handler can report it as is).
 *
 * @param symmetry symmetry of the clue pattern
 * @param minimal when true, every puzzle is minimal: removing any one clue loses uniqueness
 * @param minClues lower bound on the clue count (inclusive)
 * @param maxClues upper bound on the clue count (inclusive), at least 17
 * @param maxAttemptsPerPuzzle attempts (full grid, clue removal, checks, filter) spent on one
 *     index before it is skipped; part of the definition of the puzzle at an index
 * @param filter acceptance hook, e.g. a difficulty target; {@link PuzzleFilter#ACCEPT_ALL} for none
 */
public record GeneratorOptions(Symmetry symmetry, boolean minimal, int minClues, int maxClues,
    int maxAttemptsPerPuzzle, PuzzleFilter filter) {

  /** Smallest clue count of a uniquely solvable puzzle (McGuire, Tugemann, Civario 2012). */
  public static final int MIN_UNIQUE_CLUES = 17;

  /** Validates; see the class comment. */
  public GeneratorOptions {
    Objects.requireNonNull(symmetry, "symmetry");
    Objects.requireNonNull(filter, "filter");
    if (minClues < 0 || maxClues > Grid.CELLS || minClues > maxClues) {
      throw new IllegalArgumentException(
          "clue bounds " + minClues + ".." + maxClues + " must satisfy 0 <= min <= max <= 81");
    }
    if (maxClues < MIN_UNIQUE_CLUES) {
      throw new IllegalArgumentException("clue bounds " + minClues + ".." + maxClues
          + ": no puzzle with fewer than 17 clues has a unique solution");
    }
    boolean reachable = false;
    for (int n = Math.max(minClues, MIN_UNIQUE_CLUES); n <= maxClues && !reachable; n++) {
      reachable = symmetry.allowsClueCount(n);
    }
    if (!reachable) {
      throw new IllegalArgumentException("symmetry " + symmetry + " allows no clue count in "
          + minClues + ".." + maxClues + " (its orbits have " + symmetry.orbitSizes()
          + " cells)");
    }
    if (maxAttemptsPerPuzzle < 1) {
      throw new IllegalArgumentException(
          "maxAttemptsPerPuzzle must be at least 1, was " + maxAttemptsPerPuzzle);
    }
  }

  /** No symmetry, not necessarily minimal, clues 17..81, 1,000 attempts per puzzle, no filter. */
  public static GeneratorOptions defaults() {
    return new GeneratorOptions(Symmetry.NONE, false, MIN_UNIQUE_CLUES, Grid.CELLS, 1_000,
        PuzzleFilter.ACCEPT_ALL);
  }

  /** A copy with another symmetry. */
  public GeneratorOptions withSymmetry(Symmetry s) {
    return new GeneratorOptions(s, minimal, minClues, maxClues, maxAttemptsPerPuzzle, filter);
  }

  /** A copy with the minimal option set or cleared. */
  public GeneratorOptions withMinimal(boolean m) {
    return new GeneratorOptions(symmetry, m, minClues, maxClues, maxAttemptsPerPuzzle, filter);
  }

  /** A copy with other clue bounds (inclusive). */
  public GeneratorOptions withClues(int min, int max) {
    return new GeneratorOptions(symmetry, minimal, min, max, maxAttemptsPerPuzzle, filter);
  }

  /** A copy with another per-index attempt cap. */
  public GeneratorOptions withMaxAttemptsPerPuzzle(int n) {
    return new GeneratorOptions(symmetry, minimal, minClues, maxClues, n, filter);
  }

  /** A copy with another acceptance filter (replacing the current one). */
  public GeneratorOptions withFilter(PuzzleFilter f) {
    return new GeneratorOptions(symmetry, minimal, minClues, maxClues, maxAttemptsPerPuzzle, f);
  }
}
