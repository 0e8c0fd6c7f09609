package dev.sudoku.grade;

/**
 * The links of one step's grid, tabulated once for every chain technique: literals "cell c holds
 * digit d" (on) and "cell c does not hold digit d" (off) for the 729 cell-digit pairs, and the
 * links between them.
 *
 * <pre>
 * literal   lit  = cell * 9 + digit - 1                 0..728
 * code           = lit &lt;&lt; 1 | (on ? 1 : 0)              0..1457
 * weak  (on  -&gt; off): the other digits of the cell (Y) and the same digit in the peers (X)
 * strong(off -&gt; on ): the other digit of a bivalue cell (Y), the other position of a digit
 *                     with two positions in a house (X)
 * tables:  peers      "lit on" -&gt; the same digit in the peers, SE's order (box, row, column)
 *          conj       "lit off" -&gt; its bilocal partners, SE's order (box, row, column)
 *          bivalue    "lit off" -&gt; the other digit of its bivalue cell, or -1
 *          strongKind "lit off" -&gt; which strong links leave it (bit 0 cell, bit 1 house)
 *          wk         "lit on" -&gt; the off literals worth queuing, per set of strong links
 * </pre>
 *
 * <p>Two searches follow Sudoku Explainer 1.2.1's {@code Chaining} over these tables exactly (order
 * of exploration, which parent a literal keeps, when a search stops), because its ratings count the
 * literals behind a conclusion and its tie-breaks depend on the order hints are found:
 *
 * <ul>
 *   <li>{@link ChainSearch}: SE's {@code doCycles} and {@code doForcingChains}, breadth-first, one
 *       parent per literal, on the fixed grid (cycles and simple forcing chains);
 *   <li>{@link Propagation}: SE's {@code doChaining}, the search behind Nishio, cell/region,
 *       dynamic and nested forcing chains.
 * </ul>
 *
 * <p>The chain rules of a ladder share one instance: they all prepare the same grid in a step, and
 * it is tabulated once. Everything is preallocated and reused for every step and puzzle.
 */
final class Implications {
  /** The prepared grid: the step's grid while the tables are valid. */
  Candidates g;

  /** peers[peerStart[lit] ..]: peer cells holding the same digit, SE order (box, row, column). */
  final int[] peerStart = new int[730];

  final int[] peers = new int[729 * 20];

  /** conj[conjStart[lit] ..]: the bilocal partners of "lit off" (SE order box, row, column). */
  final int[] conjStart = new int[730];

  final int[] conj = new int[729 * 3];

  /**
   * Which strong links leave "lit off" on the prepared grid: bit 0 the cell's (bivalue), bit 1 the
   * house's (bilocal). An off literal with none of the links of a search is a dead end there: the
   * breadth-first searches test it (cycle closer, forcing target) but never queue it.
   */
  final byte[] strongKind = new byte[729];

  /** The other literal of lit's cell when it is bivalue (the Y strong link of "lit off"), or -1. */
  final int[] bivalue = new int[729];

  /**
   * The weak links worth queuing in a breadth-first search, one table per set of strong links
   * (index {@code linkMask}: 1 cell links only (Y), 2 house links only (X), 3 both): for "lit on",
   * wk[m][wkStart[m][lit] .. wkStart[m][lit + 1]) lists the off literals it reaches that have a
   * strong link of that set (the others are dead ends there), in SE order: the other digits of the
   * cell (not for X), then the same digit in the peers. Built on first use after each {@link
   * #prepare} ({@link #weakTable}; the propagations never use them). One slot more than the most
   * links a table can hold: the build writes every link before deciding whether to keep it.
   */
  final int[][] wkStart = {null, new int[730], new int[730], new int[730]};

  final int[][] wk = {null, new int[729 * 28 + 1], new int[729 * 20 + 1], new int[729 * 28 + 1]};
  private long wkPrepared;

  /**
   * Counts prepared grids, so that tables built from one ({@link PassGraph#build}) know when it
   * changed; long, so that a stale table can never match after a wrap.
   */
  long prepared;

  private final int[] preparedCand = new int[81];

  static int code(int cell, int digit, boolean on) {
    return ((cell * 9 + digit - 1) << 1) | (on ? 1 : 0);
  }

  static int cellOf(int code) {
    return (code >>> 1) / 9;
  }

  static int digitOf(int code) {
    return (code >>> 1) % 9 + 1;
  }

  static boolean isOn(int code) {
    return (code & 1) != 0;
  }

  /** Tabulates the links of the grid for this step (the grid must not change until the next). */
  void prepare(Candidates grid) {
    // the chain rules of one step all prepare the same grid: tabulate it once
    if (grid == g && java.util.Arrays.equals(grid.cand, preparedCand)) {
      return;
    }
    System.arraycopy(grid.cand, 0, preparedCand, 0, 81);
    g = grid;
    prepared++;
    int np = 0;
    int nc = 0;
    int[] pos = grid.pos;
    for (int c = 0; c < 81; c++) {
      int cand = grid.cand[c];
      int lit0 = c * 9;
      int[] hs = Houses.OF_CELL[c];
      int[] ix = Houses.INDEX[c];
      // SE's peer order (box, row, column, each in house order, no repeats): the row's and the
      // column's cells inside the box are already listed with it
      int rowSkip = 7 << (3 * (ix[Houses.ROW] / 3));
      int colSkip = 7 << (3 * (ix[Houses.COLUMN] / 3));
      int boxSelf = 1 << ix[Houses.BOX];
      int rowSelf = 1 << ix[Houses.ROW];
      int colSelf = 1 << ix[Houses.COLUMN];
      int[] box = Houses.CELLS[hs[Houses.BOX]];
      int[] row = Houses.CELLS[hs[Houses.ROW]];
      int[] col = Houses.CELLS[hs[Houses.COLUMN]];
      int boxAt = 9 * hs[Houses.BOX];
      int rowAt = 9 * hs[Houses.ROW];
      int colAt = 9 * hs[Houses.COLUMN];
      boolean bivalued = Integer.bitCount(cand) == 2;
      for (int d = 0; d < 9; d++) {
        int lit = lit0 + d;
        peerStart[lit] = np;
        conjStart[lit] = nc;
        int bit = 1 << d;
        if ((cand & bit) == 0) {
          strongKind[lit] = 0;
          bivalue[lit] = -1;
          continue;
        }
        bivalue[lit] = bivalued ? lit0 + Integer.numberOfTrailingZeros(cand & ~bit) : -1;
        int inBox = pos[boxAt + d];
        int inRow = pos[rowAt + d];
        int inCol = pos[colAt + d];
        for (int m = inBox & ~boxSelf; m != 0; m &= m - 1) {
          peers[np++] = box[Integer.numberOfTrailingZeros(m)];
        }
        for (int m = inRow & ~rowSkip; m != 0; m &= m - 1) {
          peers[np++] = row[Integer.numberOfTrailingZeros(m)];
        }
        for (int m = inCol & ~colSkip; m != 0; m &= m - 1) {
          peers[np++] = col[Integer.numberOfTrailingZeros(m)];
        }
        // bilocal partners, box, row, column (SE's order); the same partner may be bilocal in the
        // box and in a line (never in both lines): listed once
        int boxPartner = -1;
        if (Integer.bitCount(inBox) == 2) {
          boxPartner = box[Integer.numberOfTrailingZeros(inBox & ~boxSelf)];
          conj[nc++] = boxPartner;
        }
        if (Integer.bitCount(inRow) == 2) {
          int o = row[Integer.numberOfTrailingZeros(inRow & ~rowSelf)];
          if (o != boxPartner) {
            conj[nc++] = o;
          }
        }
        if (Integer.bitCount(inCol) == 2) {
          int o = col[Integer.numberOfTrailingZeros(inCol & ~colSelf)];
          if (o != boxPartner) {
            conj[nc++] = o;
          }
        }
        strongKind[lit] = (byte) ((bivalued ? 1 : 0) | (nc > conjStart[lit] ? 2 : 0));
      }
    }
    peerStart[729] = np;
    conjStart[729] = nc;
  }

  /**
   * The weak-link table of a set of strong links (1 Y, 2 X, 3 both) for the prepared grid; the
   * first call after {@link #prepare} builds all three in one pass.
   *
   * @return {@code linkMask}, the index of its table in {@link #wkStart} and {@link #wk}
   */
  int weakTable(int linkMask) {
    if (wkPrepared == prepared) {
      return linkMask;
    }
    wkPrepared = prepared;
    int[] s1 = wkStart[1];
    int[] s2 = wkStart[2];
    int[] s3 = wkStart[3];
    int[] t1 = wk[1];
    int[] t2 = wk[2];
    int[] t3 = wk[3];
    int n1 = 0;
    int n2 = 0;
    int n3 = 0;
    byte[] sk = strongKind;
    for (int c = 0; c < 81; c++) {
      int cand = g.cand[c];
      int lit0 = c * 9;
      for (int d = 0; d < 9; d++) {
        int lit = lit0 + d;
        s1[lit] = n1;
        s2[lit] = n2;
        s3[lit] = n3;
        if ((cand & (1 << d)) == 0) {
          continue;
        }
        // the other digits of the cell: Y links (not in the X-only table); every link is written
        // and kept by advancing the end (no branch on the strong-link kinds, which vary at random)
        for (int m = cand & ~(1 << d); m != 0; m &= m - 1) {
          int ol = lit0 + Integer.numberOfTrailingZeros(m);
          int k = sk[ol];
          t1[n1] = ol;
          n1 += k & 1;
          t3[n3] = ol;
          n3 += (k | k >> 1) & 1;
        }
        for (int j = peerStart[lit], end = peerStart[lit + 1]; j < end; j++) {
          int ol = peers[j] * 9 + d;
          int k = sk[ol];
          t1[n1] = ol;
          n1 += k & 1;
          t2[n2] = ol;
          n2 += k >> 1;
          t3[n3] = ol;
          n3 += (k | k >> 1) & 1;
        }
      }
    }
    s1[729] = n1;
    s2[729] = n2;
    s3[729] = n3;
    return linkMask;
  }
}
