package dev.sudoku.grade;

/**
 * Every hint one nested chain search found ({@link NestedChains}, {@link NestedDynamicChains}),
 * kept in primitive columns and two int pools so that a search allocates nothing per hint, and
 * handed back in Sudoku Explainer's order.
 *
 * <pre>
 * hint h:  rating[h]   base + ChainRating.lengthAddition(complexity), a double as in SE
 *          cx[h]       complexity (SE's ancestor count)
 *          sortKey[h]  SE's per-kind sort key (the rule's)
 *          key[h]      identity of the nested chain, if the rule sets one ({@link #key(int, long)})
 *          remHash[h]  hash of the removables ({@link #close})
 *          removables  rem[remStart[h] .. + remLen[h]]        literals cell*9+digit-1, increasing
 *          attached    att[attStart[h] .. + attLen[h]]        the rule's own ints per hint
 *                                                             (chain nodes, or rule parents)
 * order:   hint indexes in SE's order, equal removables dropped ({@link #sortDistinct})
 * </pre>
 *
 * <p>Why this order (SE 1.2.1.3, {@code diuf.sudoku.solver.rules.chaining.Chaining}): {@code
 * getHintList} sorts every hint of the search with {@code Collections.sort} by (difficulty as a
 * {@code double}, complexity, sort key), then {@code getHints} copies the sorted list into a {@code
 * LinkedHashSet}, which drops a hint equal to an earlier one ({@code ChainingHint.equals}: the same
 * removable candidates). The nested rule's hints reach the outer chain in that order and {@link
 * NestedEliminations#add} keeps the first hint removing a candidate, with its rule parents and
 * complexity: a different order or a different survivor changes the outer chain's parents and
 * rating. So:
 *
 * <ul>
 *   <li>the sort is stable, as {@code Collections.sort} (a merge sort: equal hints keep the order
 *       found): a bottom-up merge sort of an index array, no comparator object or boxing;
 *   <li>after sorting, a hint whose removables equal an earlier kept hint's is dropped; removables
 *       are recorded in increasing order, so equal sets are equal sequences, looked up in an
 *       open-addressing table over their hashes and then compared in full.
 * </ul>
 *
 * <p>Arrays grow by doubling when a search finds more hints than ever before; {@link #clear} keeps
 * them, so a reused pool allocates nothing in steady state.
 */
final class HintPool {
  private int hints;
  private double[] rating = new double[256];
  private int[] cx = new int[256];
  private int[] sortKey = new int[256];
  private long[] key = new long[256];
  private long[] remHash = new long[256];
  private int[] remStart = new int[256];
  private int[] remLen = new int[256];
  private int[] attStart = new int[256];
  private int[] attLen = new int[256];
  private int[] rem = new int[4096];
  private int remTop;
  private int[] att = new int[16384];
  private int attTop;
  private int[] order = new int[256];
  private int[] tmp = new int[256];

  /** Open addressing over removable hashes: kept hint + 1, 0 empty. */
  private int[] kept = new int[1024];

  /** Forgets every hint (the arrays stay). */
  void clear() {
    hints = 0;
    remTop = 0;
    attTop = 0;
  }

  /** How many hints were added (and not dropped) since {@link #clear}. */
  int size() {
    return hints;
  }

  /**
   * Starts a hint; its removables and attached ints follow ({@link #addRemovable}, {@link
   * #attach}), then {@link #close}.
   *
   * @param base the rule's base rating; SE's length addition of {@code complexity} is added
   * @return the hint's index
   */
  int add(double base, int complexity, int sort) {
    if (hints == rating.length) {
      grow(hints * 2);
    }
    int h = hints++;
    rating[h] = base + ChainRating.lengthAddition(complexity);
    cx[h] = complexity;
    sortKey[h] = sort;
    key[h] = 0;
    remStart[h] = remTop;
    remLen[h] = 0;
    attStart[h] = attTop;
    attLen[h] = 0;
    return h;
  }

  private void grow(int n) {
    rating = java.util.Arrays.copyOf(rating, n);
    cx = java.util.Arrays.copyOf(cx, n);
    sortKey = java.util.Arrays.copyOf(sortKey, n);
    key = java.util.Arrays.copyOf(key, n);
    remHash = java.util.Arrays.copyOf(remHash, n);
    remStart = java.util.Arrays.copyOf(remStart, n);
    remLen = java.util.Arrays.copyOf(remLen, n);
    attStart = java.util.Arrays.copyOf(attStart, n);
    attLen = java.util.Arrays.copyOf(attLen, n);
    order = new int[n];
    tmp = new int[n];
  }

  /** Sets the sort key of hint h (before {@link #sortDistinct}). */
  void sortKey(int h, int sort) {
    sortKey[h] = sort;
  }

  /** Adds a removable literal (cell*9+digit-1) to the last hint; callers add them increasing. */
  void addRemovable(int lit) {
    if (remTop == rem.length) {
      rem = java.util.Arrays.copyOf(rem, remTop * 2);
    }
    rem[remTop++] = lit;
    remLen[hints - 1]++;
  }

  /** Adds one of the rule's own ints to the last hint. */
  void attach(int value) {
    if (attTop == att.length) {
      att = java.util.Arrays.copyOf(att, attTop * 2);
    }
    att[attTop++] = value;
    attLen[hints - 1]++;
  }

  /** Drops the last hint with its removables and attached ints (SE's "not worth"). */
  void dropLast() {
    int h = --hints;
    remTop = remStart[h];
    attTop = attStart[h];
  }

  /**
   * Ends hint h: hashes its removables (polynomial over the literals in order).
   *
   * @return the hash, a start for the rule's identity key of the hint
   */
  long close(int h) {
    long x = 1125899906842597L;
    for (int i = remStart[h], end = i + remLen[h]; i < end; i++) {
      x = 31 * x + rem[i];
    }
    remHash[h] = x;
    return x;
  }

  void key(int h, long k) {
    key[h] = k;
  }

  long key(int h) {
    return key[h];
  }

  long removablesHash(int h) {
    return remHash[h];
  }

  int complexity(int h) {
    return cx[h];
  }

  int sortKey(int h) {
    return sortKey[h];
  }

  double rating(int h) {
    return rating[h];
  }

  int removableCount(int h) {
    return remLen[h];
  }

  int removable(int h, int i) {
    return rem[remStart[h] + i];
  }

  int attachedCount(int h) {
    return attLen[h];
  }

  /** The attached ints of hint h are {@code attached()[attachedStart(h) .. + attachedCount(h)]}. */
  int attachedStart(int h) {
    return attStart[h];
  }

  /** The attached pool (valid until the next {@link #attach}). */
  int[] attached() {
    return att;
  }

  // ---- SE's order: stable sort by (rating, complexity, sort key), then drop equal removables

  /**
   * Sorts the hints into SE's order and drops every hint whose removables equal an earlier one's.
   *
   * @return how many hints are left: {@link #at}{@code (0 .. n-1)}
   */
  int sortDistinct() {
    sort();
    if (kept.length < 2 * hints) {
      kept = new int[Integer.highestOneBit(2 * hints) * 2];
    }
    java.util.Arrays.fill(kept, 0);
    int n = 0;
    for (int i = 0; i < hints; i++) {
      int h = order[i];
      if (keep(h)) {
        order[n++] = h;
      }
    }
    return n;
  }

  /** The hint at position i of the order {@link #sortDistinct} made. */
  int at(int i) {
    return order[i];
  }

  /**
   * Hands every removable of hint h to {@code out} as an off literal, with the hint's rule parents
   * {@code parents[0 .. n-1]}, complexity and identity key.
   */
  void emit(NestedEliminations out, int h, int[] parents, int n, long identity) {
    for (int i = remStart[h], end = i + remLen[h]; i < end; i++) {
      out.add(rem[i] << 1, parents, n, cx[h], identity);
    }
  }

  private boolean before(int a, int b) {
    if (rating[a] != rating[b]) {
      return rating[a] < rating[b];
    }
    if (cx[a] != cx[b]) {
      return cx[a] < cx[b];
    }
    return sortKey[a] < sortKey[b];
  }

  /** Bottom-up merge sort of the indexes; a later hint passes an earlier one only if before. */
  private void sort() {
    for (int i = 0; i < hints; i++) {
      order[i] = i;
    }
    for (int width = 1; width < hints; width *= 2) {
      for (int lo = 0; lo < hints; lo += 2 * width) {
        int mid = Math.min(lo + width, hints);
        int hi = Math.min(lo + 2 * width, hints);
        int i = lo;
        int j = mid;
        int k = lo;
        while (i < mid && j < hi) {
          tmp[k++] = before(order[j], order[i]) ? order[j++] : order[i++];
        }
        while (i < mid) {
          tmp[k++] = order[i++];
        }
        while (j < hi) {
          tmp[k++] = order[j++];
        }
      }
      int[] t = order;
      order = tmp;
      tmp = t;
    }
  }

  private boolean sameRemovables(int a, int b) {
    if (remHash[a] != remHash[b] || remLen[a] != remLen[b]) {
      return false;
    }
    for (int i = 0; i < remLen[a]; i++) {
      if (rem[remStart[a] + i] != rem[remStart[b] + i]) {
        return false;
      }
    }
    return true;
  }

  /** Records h unless a kept hint has the same removables. */
  private boolean keep(int h) {
    int mask = kept.length - 1;
    for (int i = (int) (remHash[h] ^ (remHash[h] >>> 29)) & mask; ; i = (i + 1) & mask) {
      if (kept[i] == 0) {
        kept[i] = h + 1;
        return true;
      }
      if (sameRemovables(kept[i] - 1, h)) {
        return false;
      }
    }
  }
}
