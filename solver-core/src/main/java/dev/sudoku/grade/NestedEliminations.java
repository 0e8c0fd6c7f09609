package dev.sudoku.grade;

/**
 * What one nested round found: the candidates the rules run inside a nested propagation turn off in
 * the hypothetical grid (SE's {@code getAdvancedPotentials}), each with the "rule parents" that
 * make it a link of the outer chain. Written by {@link NestedRules} (simple rules), {@link
 * NestedChains} (levels 2-3) and {@link NestedDynamicChains} (levels 4-5), read by the propagation
 * that asked ({@link Propagation}); none of them calls another back.
 *
 * <pre>
 * i &lt; count:  offCode[i]                          the literal turned off (a code, on bit 0)
 *             pool[parStart[i] .. + parLen[i]]    its rule parents (off codes)
 *             nestedCx[i], nestedKey[i]           level 2+: the complexity and identity of the
 *                                                 nested chain behind it; 0 for a simple rule's
 * </pre>
 *
 * <p>A literal already collected in this round is skipped: SE keeps the first. The pool grows when
 * a round ever needs more; nothing else is allocated.
 */
final class NestedEliminations {
  int count;
  final int[] offCode = new int[729];
  final int[] parStart = new int[729];
  final int[] parLen = new int[729];
  final int[] nestedCx = new int[729];
  final long[] nestedKey = new long[729];
  int[] pool = new int[729 * 4];
  private int poolLen;

  /** Which literals were already collected in this round. */
  private final long[] seen = new long[12];

  /** Starts a round: nothing collected. */
  void clear() {
    count = 0;
    poolLen = 0;
    java.util.Arrays.fill(seen, 0);
  }

  /**
   * Adds one off literal with its parents {@code par[0 .. n-1]} (skipped when this round already
   * has it).
   *
   * @param nestedComplexity level 2+: the nested chain's complexity, else 0
   * @param key level 2+: the nested chain's identity (non-zero), else 0
   */
  void add(int code, int[] par, int n, int nestedComplexity, long key) {
    int lit = code >>> 1;
    if ((seen[lit >>> 6] & (1L << lit)) != 0) {
      return;
    }
    seen[lit >>> 6] |= 1L << lit;
    if (poolLen + n > pool.length) {
      pool = java.util.Arrays.copyOf(pool, Math.max(pool.length * 2, poolLen + n));
    }
    offCode[count] = code;
    parStart[count] = poolLen;
    parLen[count] = n;
    nestedCx[count] = nestedComplexity;
    nestedKey[count] = key;
    System.arraycopy(par, 0, pool, poolLen, n);
    poolLen += n;
    count++;
  }

  /** The k-th rule parent of the i-th literal (k &lt; {@code parLen[i]}). */
  int parent(int i, int k) {
    return pool[parStart[i] + k];
  }
}
