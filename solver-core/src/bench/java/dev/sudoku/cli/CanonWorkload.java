package dev.sudoku.cli;

import dev.sudoku.canon.Canonicalizer;
import dev.sudoku.canon.Transformation;
import dev.sudoku.core.Grid;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * Times {@link Canonicalizer#canonicalize(byte[], byte[])}, the hot path of {@code sudoku canon}
 * and {@code dedup}: canonical forms per CPU-second.
 *
 * <p>Inputs are scrambled first, each by its own random transformation drawn from the bench seed,
 * because published lists (such as the 17-clue list) are already in minlex form, which is not what
 * a user's archive looks like. The warm-up validates every result: the form of the scrambled grid
 * must equal the form of the input as read (invariance), be its own form (idempotence) and keep the
 * clue count.
 */
final class CanonWorkload implements Workload {
  private final Canonicalizer canonicalizer = new Canonicalizer();
  private final long seed;
  private final byte[] out = new byte[Grid.CELLS];
  private byte[][] cells = new byte[0][];
  private long clues;

  /**
   * @param seed draws the scrambling transformations
   */
  CanonWorkload(long seed) {
    this.seed = seed;
  }

  @Override
  public String unit() {
    return "forms";
  }

  @Override
  public List<String> columns() {
    return List.of("clues/grid");
  }

  @Override
  public void warmUp(List<Grid> puzzles, List<Grid> expected, List<String> where) {
    SplittableRandom random = new SplittableRandom(seed);
    cells = new byte[puzzles.size()][];
    clues = 0;
    for (int i = 0; i < puzzles.size(); i++) {
      Grid input = puzzles.get(i);
      Grid scrambled = Transformation.random(random).apply(input);
      cells[i] = scrambled.toBytes();
      Grid form = canonical(cells[i], where.get(i));
      Grid direct = canonical(input.toBytes(), where.get(i));
      if (!form.equals(direct)
          || !canonical(form.toBytes(), where.get(i)).equals(form)
          || form.clueCount() != input.clueCount()) {
        throw new BenchFailure(
            where.get(i)
                + ": canonical form of "
                + input.toLine()
                + " is "
                + direct.toLine()
                + " but of its scrambled copy "
                + scrambled.toLine()
                + " is "
                + form.toLine());
      }
      clues += input.clueCount();
    }
  }

  private Grid canonical(byte[] grid, String where) {
    try {
      canonicalizer.canonicalize(grid, out);
    } catch (IllegalArgumentException e) {
      throw new BenchFailure(where + ": " + e.getMessage());
    }
    return Grid.of(out);
  }

  @Override
  public long pass() {
    long sum = 0;
    for (byte[] c : cells) {
      canonicalizer.canonicalize(c, out);
      sum += out[80] + out[40];
    }
    return sum;
  }

  @Override
  public List<String> cells() {
    return List.of(String.format(Locale.ROOT, "%.1f", clues / (double) Math.max(cells.length, 1)));
  }
}
