package dev.sudoku.generate;

import java.util.List;

/**
 * What a {@link Request} produced. Every puzzle meets the request; when fewer than asked were
 * produced, {@link #shortfall()} says which limit stopped the run.
 *
 * @param puzzles in index order, at most the requested count
 * @param nextIndex first index not covered: after the last returned puzzle when complete, otherwise
 *     the first index whose outcome is unknown; resume a chunked request here
 * @param skippedIndices indices below {@code nextIndex} whose attempt cap ran out
 * @param attempts attempts made in this run, including speculative work of other threads on indices
 *     at or past {@code nextIndex}
 * @param rejections why attempts were rejected
 * @param shortfall {@link Shortfall#NONE} when the count was reached
 */
public record GenerationResult(
    List<GeneratedPuzzle> puzzles,
    long nextIndex,
    long skippedIndices,
    long attempts,
    Rejections rejections,
    Shortfall shortfall) {

  /** Copies the list. */
  public GenerationResult {
    puzzles = List.copyOf(puzzles);
  }

  /** True when the requested count was produced. */
  public boolean complete() {
    return shortfall == Shortfall.NONE;
  }

  /** Why a run produced fewer puzzles than requested. */
  public enum Shortfall {
    /** Not short: the requested count was produced. */
    NONE,
    /** The budget's attempt limit was reached. */
    ATTEMPTS,
    /** The budget's time limit was reached. */
    TIME,
    /** The caller ended the run early ({@code keepGoing} of a streaming run said stop). */
    STOPPED
  }

  /**
   * Counts of rejected attempts by first failed check, to tell a hard request from an impossible
   * one (e.g. all rejections on clue bounds: loosen them).
   *
   * @param clueBounds the thinned puzzle had too few or too many clues
   * @param notMinimal minimal was requested and a single clue could still be removed
   * @param filter the {@link PuzzleFilter} refused it
   * @param difficulty the {@link GeneratorOptions#difficulty()} did not admit its grade
   */
  public record Rejections(long clueBounds, long notMinimal, long filter, long difficulty) {
    /** Without the difficulty count (the form before targeting existed). */
    public Rejections(long clueBounds, long notMinimal, long filter) {
      this(clueBounds, notMinimal, filter, 0);
    }
  }
}
