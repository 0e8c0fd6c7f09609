package dev.sudoku.core;

import java.util.function.Consumer;

/**
 * The reference solver: depth-first search over the empty cell with the fewest candidates.
 *
 * <p>Representation: one 9-bit mask of used digits per row, column and box (bit {@code d-1} for
 * digit d). It is written to be obviously right rather than fast, and serves as the oracle the fast
 * solver is tested against. A "guess" is counted for every alternative tried after the first at a
 * node, so a puzzle solved by forced moves reports 0, as the fast solver does.
 */
final class BacktrackingSolver implements Solver {
  private final int[] rows = new int[9];
  private final int[] cols = new int[9];
  private final int[] boxes = new int[9];
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
    java.util.Arrays.fill(rows, 0);
    java.util.Arrays.fill(cols, 0);
    java.util.Arrays.fill(boxes, 0);
    for (int i = 0; i < Grid.CELLS; i++) {
      int d = cells[i];
      work[i] = (byte) d;
      if (d == 0) {
        continue;
      }
      int bit = 1 << (d - 1);
      int r = i / 9;
      int c = i % 9;
      int b = r / 3 * 3 + c / 3;
      if ((rows[r] & bit) != 0 || (cols[c] & bit) != 0 || (boxes[b] & bit) != 0) {
        return 0;
      }
      rows[r] |= bit;
      cols[c] |= bit;
      boxes[b] |= bit;
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
      int r = i / 9;
      int c = i % 9;
      int mask = ~(rows[r] | cols[c] | boxes[r / 3 * 3 + c / 3]) & 0x1FF;
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
    int r = best / 9;
    int c = best % 9;
    int b = r / 3 * 3 + c / 3;
    boolean firstChoice = true;
    for (int mask = bestMask; mask != 0; mask &= mask - 1) {
      if (!firstChoice) {
        guesses++;
      }
      firstChoice = false;
      int bit = mask & -mask;
      work[best] = (byte) (Integer.numberOfTrailingZeros(bit) + 1);
      rows[r] |= bit;
      cols[c] |= bit;
      boxes[b] |= bit;
      boolean stop = search();
      rows[r] &= ~bit;
      cols[c] &= ~bit;
      boxes[b] &= ~bit;
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
}
