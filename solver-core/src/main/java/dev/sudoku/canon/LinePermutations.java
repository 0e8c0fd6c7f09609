package dev.sudoku.canon;

/**
 * The 1,296 permutations of nine lines (columns, or rows) that keep the band/stack structure: 3!
 * orders of the three stacks times 3! orders of the lines inside each of them.
 *
 * <p>Index layout: {@code p = s * 216 + w0 * 36 + w1 * 6 + w2}, where {@code s} orders the stacks
 * ({@code S3[s][slot]} is the input stack shown at output stack {@code slot}) and {@code w_slot}
 * orders the lines of the stack shown at that slot. Index 0 is the identity.
 *
 * <pre>
 *   SOURCE[p * 9 + j]  input line shown at output position j   (j = 0..8)
 * </pre>
 *
 * <p>A 9-bit line mask has bit {@code c} set when input cell {@code c} of the line is filled. Its
 * pattern under {@code p} reads output positions left to right as bits 8..0 (position 0 is the most
 * significant), so a numerically smaller pattern is a lexicographically smaller line when empty
 * cells are 0.
 */
final class LinePermutations {
  /** Number of structure-keeping permutations of nine lines. */
  static final int COUNT = 1296;

  /** The six orders of three things, in lexicographic order. */
  static final byte[][] S3 = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};

  static final byte[] SOURCE = new byte[COUNT * 9];

  static {
    for (int p = 0; p < COUNT; p++) {
      int s = p / 216;
      int[] w = {p / 36 % 6, p / 6 % 6, p % 6};
      for (int slot = 0; slot < 3; slot++) {
        for (int k = 0; k < 3; k++) {
          SOURCE[p * 9 + 3 * slot + k] = (byte) (3 * S3[s][slot] + S3[w[slot]][k]);
        }
      }
    }
  }

  private LinePermutations() {}

  /** The pattern of {@code mask} under permutation {@code p} (output position 0 = bit 8). */
  static int pattern(int mask, int p) {
    int out = 0;
    for (int j = 0; j < 9; j++) {
      out = out << 1 | (mask >>> SOURCE[p * 9 + j] & 1);
    }
    return out;
  }

  /**
   * The smallest pattern of {@code mask} under any permutation: stacks with fewer filled cells
   * first, the filled cells of each stack pushed right.
   */
  static int minimalPattern(int mask) {
    int a = Integer.bitCount(mask & 7);
    int b = Integer.bitCount(mask >> 3 & 7);
    int c = Integer.bitCount(mask >> 6 & 7);
    int lo = Math.min(a, Math.min(b, c));
    int hi = Math.max(a, Math.max(b, c));
    int mid = a + b + c - lo - hi;
    return ((1 << lo) - 1) << 6 | ((1 << mid) - 1) << 3 | ((1 << hi) - 1);
  }
}
