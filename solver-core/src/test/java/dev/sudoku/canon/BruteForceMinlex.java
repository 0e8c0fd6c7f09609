package dev.sudoku.canon;

/**
 * Test-only reference for {@link Canonicalizer}: tries all 2 × 1,296 × 1,296 arrangements, numbers
 * the digits of each in order of first appearance, and keeps the smallest 81-cell string. About a
 * second per grid: use it on a handful of grids.
 */
final class BruteForceMinlex {
  private BruteForceMinlex() {}

  static byte[] minlex(byte[] cells) {
    byte[][] oriented = new byte[2][81];
    for (int r = 0; r < 9; r++) {
      for (int c = 0; c < 9; c++) {
        oriented[0][r * 9 + c] = cells[r * 9 + c];
        oriented[1][c * 9 + r] = cells[r * 9 + c];
      }
    }
    byte[] best = null;
    byte[] candidate = new byte[81];
    byte[] label = new byte[10];
    for (byte[] g : oriented) {
      for (int rp = 0; rp < LinePermutations.COUNT; rp++) {
        for (int cp = 0; cp < LinePermutations.COUNT; cp++) {
          java.util.Arrays.fill(label, (byte) 0);
          int next = 0;
          int state = best == null ? -1 : 0; // -1 smaller, 0 equal so far
          for (int i = 0; i < 81 && state != 1; i++) {
            int d =
                g[
                    LinePermutations.SOURCE[rp * 9 + i / 9] * 9
                        + LinePermutations.SOURCE[cp * 9 + i % 9]];
            int v = 0;
            if (d != 0) {
              if (label[d] == 0) {
                label[d] = (byte) ++next;
              }
              v = label[d];
            }
            candidate[i] = (byte) v;
            if (state == 0 && v != best[i]) {
              state = v < best[i] ? -1 : 1;
            }
          }
          if (state == -1) {
            best = candidate.clone();
          }
        }
      }
    }
    return best;
  }
}
