package dev.sudoku.cli;

import dev.sudoku.canon.Canonicalizer;
import dev.sudoku.core.Grid;
import dev.sudoku.core.GridFormatException;

/**
 * Parses a puzzle, rejects conflicting givens (the message names both cells), and computes its
 * canonical form with this thread's own {@link Canonicalizer}. Uniqueness is not checked: every
 * consistent grid, complete or not, has a canonical form.
 */
final class CanonWorker implements Pipeline.Worker<Canonical> {
  private final Canonicalizer canonicalizer = new Canonicalizer();
  private final byte[] cells = new byte[Grid.CELLS];
  private final byte[] form = new byte[Grid.CELLS];

  @Override
  public Canonical process(Entry entry) {
    Grid puzzle = CheckWorker.parse(entry.text());
    puzzle.copyTo(cells);
    try {
      canonicalizer.canonicalize(cells, form);
    } catch (IllegalArgumentException e) {
      // requireConsistent already refuses repeats; kept so a canonicalizer refusal stays one line
      throw new GridFormatException(e.getMessage());
    }
    return new Canonical(puzzle, Grid.of(form));
  }
}
