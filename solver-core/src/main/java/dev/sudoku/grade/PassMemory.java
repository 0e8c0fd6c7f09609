package dev.sudoku.grade;

/**
 * What a fruitless Y or XY pass of {@link CycleAndForcingChainRule} proves for later grids: the
 * starts whose searches read only links that have not changed since would report nothing again, so
 * they are skipped (and, when no start is left, the pass's graph is never built).
 *
 * <pre>
 * literal lit's data  present, wk[t] list ("lit on" -&gt; off literals), bivalue ("lit off" -&gt; on,
 *                     Y), conj list ("lit off" -&gt; on, X)       (the tables of {@link Implications})
 * reads   p -&gt; q      a search that reads p's data may read q's next: q on p's wk list, or q a
 *                     strong partner of "p off" (edges of the remembered grid, kept reversed)
 * dirty               the literals whose data differs now, and every literal that reads one of
 *                     them, transitively (breadth-first over the reversed edges)
 * </pre>
 *
 * <p>Why that is exact. Both searches of a start s ({@link ChainSearch#cycles} from "s on", {@link
 * ChainSearch#forcing} from "s off") read s's data and then only the data of literals they reach
 * through it: the weak-link list of every on literal they expand, the strong partners of every off
 * literal; the start's closers are its own strong partners; the forcing target test compares
 * literals only. A start that is not dirty therefore explores the same nodes in the same order with
 * the same parents as on the remembered grid, and finds the same cycles and forcing chains. On that
 * grid the pass found nothing under the widest limits (nothing had been found before it), so the
 * search reported no forcing chain and no cycle that eliminates something; a cycle eliminates a
 * digit from cells holding it, and the memory is used only on grids whose candidates are a subset
 * of the remembered one (else it proves nothing), so the same cycles eliminate nothing now either.
 * Starts skipped there by {@link PassGraph} were proven to report nothing the same way. A start new
 * to the pass (a cell that became bivalue) has changed data. Used only while nothing has been found
 * in the step (the rule's limits are then the widest, as they were), the skips change no hint and
 * no order.
 *
 * <p>Preallocated; one instance per pass kind per rule.
 */
final class PassMemory {
  private final Implications links;

  /** The pass's links: 1 Y (cell links only), 3 both. */
  private final int mask;

  private boolean valid;
  private final int[] cand = new int[81];
  private final int[] bivalue = new int[729];
  private final int[] conjStart = new int[730];
  private final int[] conj = new int[729 * 3];
  private final int[] wkStart = new int[730];
  private final int[] wk = new int[729 * 28];

  /**
   * Reversed edges of the remembered grid: the readers of q in rev[revStart[q] .. revStart[q + 1]).
   */
  private final int[] revStart = new int[730];

  private final int[] rev = new int[729 * 28 + 729 * 4];
  private final int[] fill = new int[729];

  /** Dirty iff dirty[lit] == tag (after {@link #compare}). */
  private final int[] dirty = new int[729];

  private int tag;
  private final int[] queue = new int[729];

  /**
   * @param links the tables the pass reads (their prepared grid is the one compared or remembered)
   * @param mask the pass's links: 1 Y, 3 both (X-only passes keep a memory of their own)
   */
  PassMemory(Implications links, int mask) {
    if (mask != 1 && mask != 3) {
      throw new IllegalArgumentException("a Y or XY pass: " + mask);
    }
    this.links = links;
    this.mask = mask;
  }

  /** Forgets what was remembered: {@link #compare} proves nothing until the next remember. */
  void clear() {
    valid = false;
  }

  /**
   * Records that the pass found nothing on the prepared grid under the widest limits, with nothing
   * found before it in the step.
   */
  void remember() {
    Implications l = links;
    int t = l.weakTable(mask);
    System.arraycopy(l.g.cand, 0, cand, 0, 81);
    System.arraycopy(l.bivalue, 0, bivalue, 0, 729);
    System.arraycopy(l.conjStart, 0, conjStart, 0, 730);
    System.arraycopy(l.conj, 0, conj, 0, l.conjStart[729]);
    int[] ws = l.wkStart[t];
    System.arraycopy(ws, 0, wkStart, 0, 730);
    System.arraycopy(l.wk[t], 0, wk, 0, ws[729]);
    // reversed read edges, counted then placed (CSR)
    java.util.Arrays.fill(fill, 0);
    for (int p = 0; p < 729; p++) {
      if ((cand[p / 9] & 1 << (p % 9)) == 0) {
        continue;
      }
      for (int k = wkStart[p]; k < wkStart[p + 1]; k++) {
        fill[wk[k]]++;
      }
      if (bivalue[p] >= 0) {
        fill[bivalue[p]]++;
      }
      if ((mask & 2) != 0) {
        for (int k = conjStart[p]; k < conjStart[p + 1]; k++) {
          fill[conj[k] * 9 + p % 9]++;
        }
      }
    }
    int n = 0;
    for (int q = 0; q < 729; q++) {
      revStart[q] = n;
      n += fill[q];
      fill[q] = revStart[q];
    }
    revStart[729] = n;
    for (int p = 0; p < 729; p++) {
      if ((cand[p / 9] & 1 << (p % 9)) == 0) {
        continue;
      }
      for (int k = wkStart[p]; k < wkStart[p + 1]; k++) {
        rev[fill[wk[k]]++] = p;
      }
      if (bivalue[p] >= 0) {
        rev[fill[bivalue[p]]++] = p;
      }
      if ((mask & 2) != 0) {
        for (int k = conjStart[p]; k < conjStart[p + 1]; k++) {
          rev[fill[conj[k] * 9 + p % 9]++] = p;
        }
      }
    }
    valid = true;
  }

  /**
   * Compares the prepared grid with the remembered one and marks the dirty literals.
   *
   * @return false when nothing is remembered or the grid holds a candidate the remembered one did
   *     not (then {@link #clean} must not be asked)
   */
  boolean compare() {
    if (!valid) {
      return false;
    }
    Implications l = links;
    int[] now = l.g.cand;
    for (int c = 0; c < 81; c++) {
      if ((now[c] & ~cand[c]) != 0) {
        return false;
      }
    }
    tag = Stamps.next(tag, dirty);
    int t = l.weakTable(mask);
    int[] ws = l.wkStart[t];
    int[] wt = l.wk[t];
    int qn = 0;
    for (int c = 0; c < 81; c++) {
      int was = cand[c];
      if (was == 0) {
        continue;
      }
      boolean cellSame = was == now[c];
      for (int m = was; m != 0; m &= m - 1) {
        int lit = c * 9 + Integer.numberOfTrailingZeros(m);
        boolean same =
            (cellSame || (now[c] & (m & -m)) != 0)
                && bivalue[lit] == l.bivalue[lit]
                && sameList(wk, wkStart[lit], wkStart[lit + 1], wt, ws[lit], ws[lit + 1])
                && ((mask & 2) == 0
                    || sameList(
                        conj,
                        conjStart[lit],
                        conjStart[lit + 1],
                        l.conj,
                        l.conjStart[lit],
                        l.conjStart[lit + 1]));
        if (!same) {
          dirty[lit] = tag;
          queue[qn++] = lit;
        }
      }
    }
    // whatever reads a dirty literal is dirty
    for (int i = 0; i < qn; i++) {
      int q = queue[i];
      for (int k = revStart[q]; k < revStart[q + 1]; k++) {
        int p = rev[k];
        if (dirty[p] != tag) {
          dirty[p] = tag;
          queue[qn++] = p;
        }
      }
    }
    return true;
  }

  /**
   * Whether both searches from a start (a candidate of the prepared grid) read only unchanged data:
   * they report nothing. Only after {@link #compare} returned true.
   */
  boolean clean(int lit) {
    return dirty[lit] != tag;
  }

  private static boolean sameList(int[] a, int aFrom, int aTo, int[] b, int bFrom, int bTo) {
    if (aTo - aFrom != bTo - bFrom) {
      return false;
    }
    for (int i = 0; i < aTo - aFrom; i++) {
      if (a[aFrom + i] != b[bFrom + i]) {
        return false;
      }
    }
    return true;
  }
}
