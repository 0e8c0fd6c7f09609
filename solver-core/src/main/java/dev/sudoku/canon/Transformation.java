package dev.sudoku.canon;

import dev.sudoku.core.Grid;
import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * One validity-preserving transformation of a Sudoku grid: an optional transposition, then a
 * permutation of rows and of columns that keeps bands and stacks together, then a relabelling of
 * the digits. There are 2 × 1,296 × 1,296 = 3,359,232 arrangements times 9! relabellings.
 *
 * <p>Applied to {@code in}, it gives {@code out[r][c] = digit(t[row(r)][column(c)])}, where {@code
 * t} is {@code in} transposed when {@link #transposes()} and {@code in} otherwise, and empty cells
 * stay empty. The same transformation maps a puzzle's solution to the solution of the transformed
 * puzzle, so a solution can be carried along with {@link Canonicalizer}'s result.
 *
 * <p>Immutable and thread-safe.
 */
public final class Transformation {
  private static final Transformation IDENTITY =
      new Transformation(
          false,
          new byte[] {0, 1, 2, 3, 4, 5, 6, 7, 8},
          new byte[] {0, 1, 2, 3, 4, 5, 6, 7, 8},
          new byte[] {0, 1, 2, 3, 4, 5, 6, 7, 8, 9});

  private final boolean transpose;
  private final byte[] rows;
  private final byte[] columns;
  private final byte[] digits;

  private Transformation(boolean transpose, byte[] rows, byte[] columns, byte[] digits) {
    this.transpose = transpose;
    this.rows = rows;
    this.columns = columns;
    this.digits = digits;
  }

  /** The transformation that changes nothing. */
  public static Transformation identity() {
    return IDENTITY;
  }

  /**
   * A transformation from its parts.
   *
   * @param transpose whether the grid is transposed first
   * @param rows {@code rows[r]} (0..8) is the row, after transposition, shown at row {@code r}
   * @param columns {@code columns[c]} is the column shown at column {@code c}
   * @param digits {@code digits[d - 1]} is the digit that replaces digit {@code d} (1..9)
   * @throws IllegalArgumentException if rows or columns are not permutations that keep bands and
   *     stacks together, or digits is not a permutation of 1..9
   */
  public static Transformation of(boolean transpose, int[] rows, int[] columns, int[] digits) {
    byte[] d = new byte[10];
    boolean[] seen = new boolean[10];
    if (digits.length != 9) {
      throw new IllegalArgumentException("expected 9 digits, found " + digits.length);
    }
    for (int i = 0; i < 9; i++) {
      if (digits[i] < 1 || digits[i] > 9 || seen[digits[i]]) {
        throw new IllegalArgumentException(
            "digits " + Arrays.toString(digits) + " are not a permutation of 1..9");
      }
      seen[digits[i]] = true;
      d[i + 1] = (byte) digits[i];
    }
    return new Transformation(transpose, lines(rows, "rows"), lines(columns, "columns"), d);
  }

  private static byte[] lines(int[] lines, String what) {
    if (lines.length != 9) {
      throw new IllegalArgumentException("expected 9 " + what + ", found " + lines.length);
    }
    byte[] out = new byte[9];
    boolean[] seen = new boolean[9];
    for (int i = 0; i < 9; i++) {
      int l = lines[i];
      if (l < 0 || l > 8 || seen[l] || l / 3 != lines[i / 3 * 3] / 3) {
        throw new IllegalArgumentException(
            what + " " + Arrays.toString(lines) + " do not keep bands and stacks together");
      }
      seen[l] = true;
      out[i] = (byte) l;
    }
    return out;
  }

  /** Package-private factory over arrays already checked by the caller; copies them. */
  static Transformation ofChecked(boolean transpose, byte[] rows, byte[] columns, byte[] digits) {
    return new Transformation(transpose, rows.clone(), columns.clone(), digits.clone());
  }

  /** A uniformly random transformation (all 2 × 1,296² × 9! equally likely) drawn from rnd. */
  public static Transformation random(SplittableRandom rnd) {
    byte[] rows = randomLines(rnd);
    byte[] columns = randomLines(rnd);
    byte[] d = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9};
    for (int i = 9; i > 1; i--) {
      int j = 1 + rnd.nextInt(i);
      byte x = d[i];
      d[i] = d[j];
      d[j] = x;
    }
    return new Transformation(rnd.nextBoolean(), rows, columns, d);
  }

  private static byte[] randomLines(SplittableRandom rnd) {
    int p = rnd.nextInt(LinePermutations.COUNT);
    return Arrays.copyOfRange(LinePermutations.SOURCE, p * 9, p * 9 + 9);
  }

  /** The transformed grid. */
  public Grid apply(Grid grid) {
    byte[] in = grid.toBytes();
    byte[] out = new byte[Grid.CELLS];
    apply(in, out);
    return Grid.of(out);
  }

  /**
   * Writes the transformed {@code in[0..80]} (cells 0..9, not checked) to {@code out[0..80]};
   * {@code in} and {@code out} must be different arrays.
   */
  public void apply(byte[] in, byte[] out) {
    for (int r = 0; r < 9; r++) {
      int source = rows[r];
      for (int c = 0; c < 9; c++) {
        int cell = transpose ? columns[c] * 9 + source : source * 9 + columns[c];
        out[r * 9 + c] = digits[in[cell]];
      }
    }
  }

  /** Whether the grid is transposed before lines are permuted. */
  public boolean transposes() {
    return transpose;
  }

  /** The row (of the possibly transposed input) shown at output row {@code r} (0..8). */
  public int row(int r) {
    return rows[r];
  }

  /** The column (of the possibly transposed input) shown at output column {@code c} (0..8). */
  public int column(int c) {
    return columns[c];
  }

  /** The digit that replaces digit {@code d} (1..9). */
  public int digit(int d) {
    if (d < 1 || d > 9) {
      throw new IllegalArgumentException("digit " + d + " outside 1..9");
    }
    return digits[d];
  }

  @Override
  public boolean equals(Object o) {
    if (!(o instanceof Transformation)) {
      return false;
    }
    Transformation t = (Transformation) o;
    return transpose == t.transpose
        && Arrays.equals(rows, t.rows)
        && Arrays.equals(columns, t.columns)
        && Arrays.equals(digits, t.digits);
  }

  @Override
  public int hashCode() {
    return Boolean.hashCode(transpose)
        + 31
            * (Arrays.hashCode(rows)
                + 31 * (Arrays.hashCode(columns) + 31 * Arrays.hashCode(digits)));
  }

  /** For example {@code T rows=012345678 columns=012345678 digits=123456789}. */
  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder(transpose ? "T" : "-");
    sb.append(" rows=");
    for (byte r : rows) {
      sb.append(r);
    }
    sb.append(" columns=");
    for (byte c : columns) {
      sb.append(c);
    }
    sb.append(" digits=");
    for (int d = 1; d <= 9; d++) {
      sb.append(digits[d]);
    }
    return sb.toString();
  }
}
