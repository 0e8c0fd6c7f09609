package dev.sudoku.generate;

import java.util.SplittableRandom;

/**
 * Seed mixing and bounded draws, the only places randomness enters the generator.
 *
 * <p>Every decision draws from {@link SplittableRandom#nextLong()} alone (SplitMix64, unchanged
 * since Java 8) and reduces it with integer arithmetic here, so output does not depend on how a JDK
 * implements {@code nextInt(bound)}, on floating point, or on the platform.
 *
 * <p>{@link #mix64} is the SplitMix64 finaliser (Stafford's "variant 13"; Steele, Lea and Flood,
 * "Fast splittable pseudorandom number generators", OOPSLA 2014), a bijection on 64-bit values.
 */
final class Seeds {
  /** The odd constant 2^64 / golden ratio, SplitMix64's gamma. */
  static final long GOLDEN_GAMMA = 0x9E3779B97F4A7C15L;

  private Seeds() {}

  static long mix64(long z) {
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    return z ^ (z >>> 31);
  }

  /**
   * {@code mix64(mix64(mix64(seed) ^ key) + index * GOLDEN_GAMMA)}: the seed of the random stream
   * of index {@code index} of the request with seed {@code seed} and {@link RequestKey} {@code
   * key}. For a fixed seed and key this is a bijection of the index (an odd multiplier, then a
   * bijective mix), so two indices of one request never share a stream; for a fixed key it is a
   * bijection of the seed at each index; other seeds, keys and indices give unrelated streams.
   */
  static long streamSeed(long seed, long key, long index) {
    return mix64(mix64(mix64(seed) ^ key) + index * GOLDEN_GAMMA);
  }

  /** A uniform value in {@code [0, n)} for {@code 0 < n}, by rejection (no modulo bias). */
  static int below(SplittableRandom rng, int n) {
    while (true) {
      int bits = (int) (rng.nextLong() >>> 33); // 31 uniform bits, non-negative
      int value = bits % n;
      if (bits - value + (n - 1) >= 0) { // reject the incomplete top interval (overflow test)
        return value;
      }
    }
  }

  /** Shuffles {@code a[0..n)} in place (Fisher-Yates). */
  static void shuffle(int[] a, int n, SplittableRandom rng) {
    for (int i = n - 1; i > 0; i--) {
      int j = below(rng, i + 1);
      int t = a[i];
      a[i] = a[j];
      a[j] = t;
    }
  }
}
