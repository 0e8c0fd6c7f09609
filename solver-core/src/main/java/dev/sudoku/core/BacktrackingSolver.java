package dev.sudoku.core;

import java.util.Objects;
import java.util.function.Consumer;

/**
 * The reference solver: depth-first search over the empty cell with the fewest candidates.
 *
 * <p>Representation: one 9-bit mask of used digits per house of {@link Houses} (bit {@code d-1} for
 * digit d); a cell's candidates are the digits none of its three houses uses. It is written to be
 * obviously right rather than fast, and serves as the oracle the fast solver is tested against. A
 * "guess" is counted for every alternative tried after the first at a node, so a puzzle solved by
 * forced moves reports 0, as the fast solver does.
 */
final class BacktrackingSolver implements Solver {
  private final int[] used = new int[Houses.COUNT];
  private final byte[] work = new byte[Grid.CELLS];
  private final byte[] first = new byte[Grid.CELLS];
  private long guesses;
  private long found;
  private long limit;
  private Consumer<Grid> sink;
  private boolean hasSolution;

  @Override
  public int count(Grid puzzle, int limit) {
    byte[] cells = puzzle.toBytes();
    return count(cells, limit, new byte[Grid.CELLS]);
  }

  @Override
  public int count(byte[] cells, int limit, byte[] solution) {
    Grid.requireCells(cells, "cells");
    Grid.requireRoom(solution, "solution");
    if (limit < 1) {
      throw new IllegalArgumentException("limit must be at least 1, was " + limit);
    }
    long n = run(cells, limit, null);
    if (hasSolution) {
      System.arraycopy(first, 0, solution, 0, Grid.CELLS);
    }
    return (int) n;
  }

  @Override
  public long enumerate(Grid puzzle, long cap, Consumer<Grid> sink) {
    Objects.requireNonNull(puzzle, "puzzle");
    Objects.requireNonNull(sink, "sink"); // null is the count mode of run: nothing handed over
    if (cap < 1) {
      guesses = 0;
      hasSolution = false;
      return 0;
    }
    return run(puzzle.toBytes(), cap, sink);
  }

  private long run(byte[] cells, long limit, Consumer<Grid> sink) {
    this.guesses = 0;
    this.found = 0;
    this.limit = limit;
    this.sink = sink;
    this.hasSolution = false;
    java.util.Arrays.fill(used, 0);
    for (int i = 0; i < Grid.CELLS; i++) {
      int d = cells[i];
      work[i] = (byte) d;
      if (d == 0) {
        continue;
      }
      int bit = 1 << (d - 1);
      if ((candidates(i) & bit) == 0) {
        return 0;
      }
      place(i, bit);
    }
    search();
    return found;
  }

  /** Returns true when the limit is reached and the search must stop. */
  private boolean search() {
    int best = -1;
    int bestCount = 10;
    int bestMask = 0;
    for (int i = 0; i < Grid.CELLS; i++) {
      if (work[i] != 0) {
        continue;
      }
      int mask = candidates(i);
      int n = Integer.bitCount(mask);
      if (n < bestCount) {
        best = i;
        bestCount = n;
        bestMask = mask;
        if (n <= 1) {
          break;
        }
      }
    }
    if (best < 0) {
      found++;
      if (!hasSolution) {
        hasSolution = true;
        System.arraycopy(work, 0, first, 0, Grid.CELLS);
      }
      if (sink != null) {
        sink.accept(Grid.of(work));
      }
      return found >= limit;
    }
    boolean firstChoice = true;
    for (int mask = bestMask; mask != 0; mask &= mask - 1) {
      if (!firstChoice) {
        guesses++;
      }
      firstChoice = false;
      int bit = mask & -mask;
      work[best] = (byte) (Integer.numberOfTrailingZeros(bit) + 1);
      place(best, bit);
      boolean stop = search();
      remove(best, bit);
      work[best] = 0;
      if (stop) {
        return true;
      }
    }
    return false;
  }

  @Override
  public Grid solution() {
    return hasSolution ? Grid.of(first) : null;
  }

  @Override
  public long guesses() {
    return guesses;
  }

  /** The digits (bit d-1) no house of {@code cell} uses yet. */
  private int candidates(int cell) {
    return ~(used[Houses.of(cell, Houses.ROW)]
            | used[Houses.of(cell, Houses.COLUMN)]
            | used[Houses.of(cell, Houses.BOX)])
        & 0x1FF;
  }

  private void place(int cell, int bit) {
    for (int kind = Houses.ROW; kind <= Houses.BOX; kind++) {
      used[Houses.of(cell, kind)] |= bit;
    }
  }

  private void remove(int cell, int bit) {
    for (int kind = Houses.ROW; kind <= Houses.BOX; kind++) {
      used[Houses.of(cell, kind)] &= ~bit;
    }
  }
}
