package dev.sudoku.core;

/**
 * The search {@link BitboardSolver} runs first on a grid with many givens: depth first on the open
 * cell with the fewest candidates, and no other propagation.
 *
 * <h2>Representation</h2>
 *
 * <pre>
 *   free[]:  0..8  rows, 9..17 columns, 18..26 boxes; bit d: digit d+1 not yet in that house
 *   open[]:  one int per open cell, the indices of its three houses and the cell:
 *            bits 0-7 row, 8-15 9+column, 16-23 18+box, 24-31 cell (0..80)
 *   digit[]: digit[k] the bit of the digit given to open[k]
 *   branchAt[], branchLeft[], branchRun[]: per branching cell on the current path, its position
 *            in open[], the digits still to try, and where the forced run before it started
 * </pre>
 *
 * <p>The candidates of an open cell are the AND of its three houses' free sets. {@code open[0..k)}
 * hold the cells assigned so far, in order; a step scans {@code open[k..n)} for the cell with the
 * fewest candidates, stopping at the first with one or none, and swaps it to position k. A cell
 * with one candidate is a naked single and is assigned at once; a cell with none sends the search
 * back to the last branching cell; a cell with two or more is a branching cell, pushed on the
 * branch stack with the digits left to try. Undoing is three XORs per assigned cell: nothing is
 * copied or allocated per step.
 *
 * <h2>Why</h2>
 *
 * <p>With few cells open, the band and stack rules of {@link BitboardSolver} cost more per search
 * node than they save: most cells are forced by their row, column and box alone, and the scan is
 * short. Measured per given count (one core, thread CPU time, one JVM per solver and file, best of
 * five passes; 2026-11-27, AMD EPYC), µs per {@code count(p, 2)} with this search first (budget and
 * fall-back included) against the bitboard search alone:
 *
 * <ul>
 *   <li>Kaggle archive puzzles (naked singles suffice): 1.29-1.32 against 1.50 at 34 givens,
 *       1.27-1.29 against 1.50-1.52 at 35, 0.64 against 1.11 at 36;
 *   <li>random multi-solution grids (random cells of a solution kept): 2.25 against 2.79 at 34,
 *       about a fifth less at 35 and 36; the serg benchmark set (34-35 givens, two solutions, 5 to
 *       15 branching cells): about 40 % less;
 *   <li>unique puzzles that need more than singles (generated puzzles with givens of their solution
 *       added): 1-4 % slower at 34 (1.71-1.80 against 1.70-1.73), 1-4 % faster at 35, 4-14 % faster
 *       at 36-38; and, tried with the threshold lowered, 56 % slower at 30 and four times slower at
 *       26-27, where most of them run out of budget.
 * </ul>
 *
 * <p>Hence {@link #MIN_GIVENS}: the fewest givens at which it pays on archives and multi-solution
 * grids, at a cost of a few percent on padded hard puzzles. The budget of branching cells (each
 * serg puzzle needs at most 49) bounds what a grid it handles badly costs before the caller starts
 * again with its own search.
 *
 * <h2>Sources</h2>
 *
 * <p>The minimum-remaining-values choice is the textbook one (Norvig's solver, and {@code
 * solver_basic} with its heuristic in tdoku's development solvers, which on tdoku's own benchmarks
 * matches tdoku on the serg set and loses by orders of magnitude on hard puzzles). The code is our
 * own.
 */
final class MostConstrainedSearch {
  /** Grids with at least this many givens are searched here first. */
  static final int MIN_GIVENS = 34;

  /** Branching cells (two or more candidates) searched before giving up. */
  static final int BUDGET = 64;

  /** The search gave up at its budget: the count is unknown. */
  static final int OVER_BUDGET = -1;

  /** For a cell 0..80: its entry in {@code open} (houses and cell packed, see the layout). */
  private static final int[] ENTRY = new int[Grid.CELLS];

  static {
    for (int cell = 0; cell < Grid.CELLS; cell++) {
      int r = cell / 9;
      int c = cell % 9;
      int box = r / 3 * 3 + c / 3;
      ENTRY[cell] = r | (9 + c) << 8 | (18 + box) << 16 | cell << 24;
    }
  }

  private final int budget;
  private final int[] free = new int[27];
  private final int[] open = new int[Grid.CELLS];
  private final int[] digit = new int[Grid.CELLS];

  /** Per branching cell on the current path: its position in open, digits left, run start. */
  private final int[] branchAt = new int[Grid.CELLS];

  private final int[] branchLeft = new int[Grid.CELLS];
  private final int[] branchRun = new int[Grid.CELLS];
  private int openCount;
  private int limit;
  private int found;
  private int branches;
  private long guesses;
  private byte[] givens;
  private byte[] solution;

  /** A search that gives up after {@link #BUDGET} branching cells. */
  MostConstrainedSearch() {
    this(BUDGET);
  }

  /** A search that gives up after {@code budget} branching cells (tests use small ones). */
  MostConstrainedSearch(int budget) {
    this.budget = budget;
  }

  /** The number of givens (non-zero cells) of {@code cells}. */
  static int givens(byte[] cells) {
    int n = 0;
    for (int i = 0; i < Grid.CELLS; i++) {
      n += cells[i] != 0 ? 1 : 0;
    }
    return n;
  }

  /**
   * Counts the solutions of {@code cells} up to {@code limit}, or returns {@link #OVER_BUDGET} when
   * more than the budget of branching cells were needed (then {@code solution} and {@link #guesses}
   * mean nothing).
   *
   * @param cells 81 values, 0 for empty (not modified)
   * @param solution receives the first solution when the result is at least 1
   */
  int count(byte[] cells, int limit, byte[] solution) {
    this.branches = 0;
    this.guesses = 0;
    int[] free = this.free;
    for (int h = 0; h < 27; h++) {
      free[h] = 0x1FF;
    }
    int n = 0;
    for (int cell = 0; cell < Grid.CELLS; cell++) {
      int v = cells[cell];
      int e = ENTRY[cell];
      if (v == 0) {
        open[n++] = e;
        continue;
      }
      int bit = 1 << (v - 1);
      if ((candidates(free, e) & bit) == 0) {
        return 0; // the digit is already given in one of its houses
      }
      flip(free, e, bit);
    }
    this.openCount = n;
    this.limit = limit;
    this.found = 0;
    this.givens = cells;
    this.solution = solution;
    boolean stopped = search();
    this.givens = null;
    this.solution = null;
    return stopped && branches > budget ? OVER_BUDGET : found;
  }

  /** True when the last {@link #count} met a cell with two or more candidates. */
  boolean branched() {
    return branches > 0;
  }

  /** Alternatives tried after the first at a branching cell, in the last {@link #count}. */
  long guesses() {
    return guesses;
  }

  /**
   * Assigns {@code open[0..n)} to every solution in turn, counting them; true when the search must
   * stop (limit reached or over budget). A loop with its own stack of branching cells, not a
   * recursion: measured in fresh JVMs, the recursive form ran 1-15 % slower depending on how C2
   * happened to inline it, this one within 1 % every time.
   */
  private boolean search() {
    int[] free = this.free;
    int[] open = this.open;
    int[] digit = this.digit;
    int n = openCount;
    int k = 0; // open[0..k) are assigned
    int run = 0; // open[run..k) were forced since the last branching cell
    int depth = 0;
    while (true) {
      boolean dead = true;
      if (k == n) {
        if (record()) {
          return true;
        }
      } else {
        int best = k;
        int bestCount = 10;
        int candidates = 0;
        for (int j = k; j < n; j++) {
          int e = open[j];
          int c = candidates(free, e);
          int count = Integer.bitCount(c);
          if (count < bestCount) {
            bestCount = count;
            best = j;
            candidates = c;
            if (count <= 1) {
              break; // a single to assign or an empty cell to fail on: nothing better to find
            }
          }
        }
        if (bestCount > 0) {
          int e = open[best];
          open[best] = open[k];
          open[k] = e;
          int bit = candidates & -candidates;
          if (bestCount > 1) {
            if (++branches > budget) {
              return true;
            }
            branchAt[depth] = k;
            branchLeft[depth] = candidates ^ bit;
            branchRun[depth] = run;
            depth++;
            run = k + 1;
          }
          flip(free, e, bit);
          digit[k++] = bit;
          dead = false;
        }
      }
      if (dead) {
        // undo the forced cells, then the branching cell, until one has a digit left to try
        while (true) {
          for (int j = k - 1; j >= run; j--) {
            int e = open[j];
            int bit = digit[j];
            flip(free, e, bit);
          }
          if (depth == 0) {
            return false;
          }
          depth--;
          int at = branchAt[depth];
          int e = open[at];
          int bit = digit[at];
          flip(free, e, bit);
          int left = branchLeft[depth];
          if (left == 0) {
            k = at;
            run = branchRun[depth];
            continue;
          }
          bit = left & -left;
          guesses++;
          branchLeft[depth] = left ^ bit;
          depth++;
          flip(free, e, bit);
          digit[at] = bit;
          k = at + 1;
          run = k;
          break;
        }
      }
    }
  }

  /** The digits free in all three houses of entry e: the candidates of its cell. */
  private static int candidates(int[] free, int e) {
    return free[e & 0xFF] & free[e >>> 8 & 0xFF] & free[e >>> 16 & 0xFF];
  }

  /** Takes digit {@code bit} out of (or back into) the free sets of the three houses of entry e. */
  private static void flip(int[] free, int e, int bit) {
    free[e & 0xFF] ^= bit;
    free[e >>> 8 & 0xFF] ^= bit;
    free[e >>> 16 & 0xFF] ^= bit;
  }

  /** Counts the solution now in {@code open}/{@code digit}; true when the limit is reached. */
  private boolean record() {
    if (found++ == 0) {
      byte[] s = solution;
      System.arraycopy(givens, 0, s, 0, Grid.CELLS);
      for (int j = 0; j < openCount; j++) {
        s[open[j] >>> 24] = (byte) (Integer.numberOfTrailingZeros(digit[j]) + 1);
      }
    }
    return found >= limit;
  }
}
