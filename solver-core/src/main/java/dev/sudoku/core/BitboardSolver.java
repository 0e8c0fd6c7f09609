package dev.sudoku.core;

import java.util.Arrays;
import java.util.Objects;
import java.util.function.Consumer;

/**
 * The fast solver: constraint propagation on band bitboards plus depth-first guessing.
 *
 * <h2>Representation</h2>
 *
 * <p>The grid is cut into three bands of three rows (27 cells). For every digit and band one {@code
 * int} holds the cells of the band where the digit is still possible, the "candidate mask" {@code
 * F[3 * digit + band]}; a placed digit stays set in its own mask. Bit {@code p} of a band mask is
 * cell {@code 27 * band + p}, so the cell index splits by a single division:
 *
 * <pre>
 *   bit:  26 ........ 18 17 ........  9  8 ........  0
 *        | row 3 of band | row 2 of band | row 1 of band |
 *        | c9 c8 ... c1  | c9 c8 ... c1  | c9 c8 ... c1  |
 *
 *   w[]:  0..26  F[3d+b]     candidates of digit d+1 in band b (27 bits)
 *        27..29  UNSOLVED[b] cells of band b not yet placed
 *        30..32  ROWS[b]     bit 3d+r: digit d+1 not yet placed in row r of band b
 * </pre>
 *
 * <p>The whole search state is these 33 ints. A guess copies them into a preallocated stack ({@code
 * 33 * 82} ints) and restores them on backtrack: nothing is allocated per node.
 *
 * <h2>Propagation</h2>
 *
 * <p>Every rule below is "each digit once per row, column and box" seen through one word or three,
 * and each removal marks the mask it changed in a 27-bit work list (an {@code int} passed by value,
 * so the JIT keeps it in a register):
 *
 * <ol>
 *   <li><b>Band rule</b> (per changed mask). In a band, the digit takes one mini-row (3 cells of a
 *       row inside a box) per row and per box: a permutation of rows to boxes. The 3x3 mini-row
 *       occupancy of the mask indexes a 512-entry table that keeps exactly the mini-rows lying on
 *       some permutation: one lookup does every pointing and claiming of the band and detects a
 *       digit that no longer fits. A row left with one cell places the digit there: its column is
 *       cleared in the two other bands, the cell for the eight other digits.
 *   <li><b>Naked singles</b> (bands whose masks changed). A bit-sliced count over the nine masks of
 *       a band ({@code twice |= once & x; once |= x}) gives cells with no candidate (contradiction)
 *       and with one (placed).
 *   <li><b>Stack rule</b> (digits whose masks changed). The same permutation table applied to the 3
 *       bands x 3 columns of each stack: locked candidates between columns and boxes, and with the
 *       band rule every hidden single.
 * </ol>
 *
 * <p>At a fixed point the solver guesses on a cell with two candidates, or with three if a guess on
 * that cell has failed before in this search. Each is scored {@code (2 x unsolved peers + failures)
 * x 3} for two candidates and {@code x 2} for three, and the best is taken:
 *
 * <ul>
 *   <li>Unsolved peers (20 at most): either choice then removes a digit from many cells. Alone,
 *       this needs a third fewer guesses on the hard benchmark sets than the first bivalue cell.
 *   <li>Failures: a count per cell, raised when a guess on it fails in its first propagation and
 *       cleared at the start of every search. It is the "conflict-directed" variable choice of
 *       constraint solvers (weighted degree, Boussemart et al. 2004; last conflict, Lecoutre et al.
 *       2009), kept per cell so that it costs one load per scored cell and one increment per
 *       failure. It steers the search to the cells where the puzzle's contradictions lie; with
 *       cells of three candidates admitted once they have failed, a unique puzzle on the hardest
 *       benchmark set needs 30 % fewer search nodes at limit 2 (docs/solver.md, fifth round).
 * </ul>
 *
 * <p>A node saves the state once into the preallocated stack and restores it before each further
 * alternative. The search is deterministic: the tree depends on the puzzle alone.
 *
 * <h2>Grids with many givens</h2>
 *
 * <p>{@link #count} hands a grid with at least {@link MostConstrainedSearch#MIN_GIVENS} givens to
 * {@link MostConstrainedSearch} first: with 47 or fewer open cells, most of them forced by their
 * row, column and box, a plain most-constrained-cell search is cheaper than these rules (see its
 * comment for the figures). It gives up after a budget of branching cells, and the search here
 * starts from the givens. The count is the same either way; for a grid with several solutions the
 * first one found may differ. {@link #enumerate} and {@link #hasSolutionDifferingAt} always search
 * here.
 *
 * <h2>Uniqueness against a known solution</h2>
 *
 * <p>{@link #hasSolutionDifferingAt} answers the generator's question (is the puzzle still unique
 * after these clues of its known solution were removed?) as a search for a solution that differs
 * from the known one in a removed cell: the known digit is taken out of the removed cell (one
 * disjoint case per removed cell) and the search stops at the first solution.
 *
 * <p>Every search starts from {@link #load}, which builds the givens' state by word arithmetic per
 * digit and band (6 % more 17-clue puzzles per second than one {@link #assign} per given, measured
 * with {@code sudoku bench}); {@link #init}, the one-assign-per-given form, stays as its test
 * oracle.
 *
 * <h2>Why</h2>
 *
 * <p>Band masks make the box/row interactions of a digit a table lookup on one word, and a
 * placement touches eleven words. 27 bits per word leave room for no-carry tricks such as {@code
 * columns * 0x40201}, which copies a 9-bit column set onto the three rows of a band. Java has no
 * SIMD intrinsics to rely on, so the design keeps to scalar {@code int} operations, {@code
 * Integer.bitCount}/{@code numberOfTrailingZeros} (single instructions on x86-64 and ARM64) and
 * small tables. Two rules of thumb for the JIT, each measured (docs/solver.md, sixth round):
 *
 * <ul>
 *   <li>The band-rule loop of {@link #propagate} makes no call. HotSpot's compiled code keeps no
 *       register across a call, so a call on one path of the loop (the placement) made C2 store the
 *       loop's live values to the stack on every step. The loop only notes which masks have a row
 *       single; they are placed once it has drained ({@link #placeAll}). Every rule only removes
 *       candidates, so the fixed point, and with it the search tree, does not depend on this order.
 *   <li>Where the outcome is data-dependent (which masks changed, which digits a cell holds, the
 *       best guess so far), the code computes it with arithmetic rather than branching on it: a
 *       mispredicted branch costs more than the few operations that replace it.
 * </ul>
 *
 * <p>tdoku's own search was tried in this representation and not kept: branching on the digit of a
 * band or stack with the fewest row-to-box permutations, with its triad rule (three digits confined
 * to one mini-row or mini-column own it) run at every fixed point. It brings the guesses per puzzle
 * down to tdoku's (a fifth fewer than the most-peers bivalue cell on the hardest sets), but
 * computing the occupancy summaries word by word costs more per node than the saved nodes: equal or
 * slower on every benchmark set and 30 % slower on the many-clue multi-solution set.
 *
 * <h2>Sources</h2>
 *
 * <ul>
 *   <li>The JCZSolve family (JCZSolve by "zhouyundong" and J.-C. Champagne, fsss2 by Mladen
 *       Dobrichev; see the solvers compared in tdoku's benchmarks): 27 words of 9 digits x 3 bands,
 *       "cells unsolved" bits, per-band update by table, guessing on a bivalue cell.
 *   <li>tdoku by Tom Dillon (https://t-dillon.github.io/tdoku/, github.com/t-dillon/tdoku): locked
 *       candidates through horizontal and vertical triads, i.e. the band and stack rules here; its
 *       golden-file and benchmark conventions.
 * </ul>
 *
 * <p>The code is our own; the guess score (unsolved peers and failures, the weights 2 and 1, the 3
 * to 2 weighting of two against three candidates) was chosen by counting band-rule steps and timing
 * on the shared benchmark sets (docs/solver.md).
 *
 * <p>Why one file of over 500 lines: loading, propagation, the band and stack rules, guessing and
 * the written-out placement all work on the same 33 state fields and the guess stack; kept in one
 * class the JIT inlines them into one loop over fields, where split classes would pass the state
 * around or reach into each other's fields on the hottest path of the project.
 */
final class BitboardSolver implements Solver {
  private static final int UNSOLVED = 27;
  private static final int ROWS = 30;
  private static final int STATE = 33;
  private static final int MAX_DEPTH = 82;
  private static final int BAND = 0x7FFFFFF;
  private static final int NO_CELL = Grid.CELLS;

  /** For a 9-bit row of a band: bit k set when the row has a candidate in box k. */
  private static final int[] SHRINK = new int[512];

  /**
   * For a 9-bit mini-row occupancy (bit 3r+k: row r can use box k): the 27-bit mask of cells on the
   * mini-rows that lie on some row-to-box permutation; 0 when none exists.
   */
  private static final int[] COMPLEX = new int[512];

  /**
   * The same permutation rule on 9 bits in and out: bit 3r+k stays when line r can use block k on
   * some permutation. Read for stacks: r is the band, k the column within the stack.
   */
  private static final int[] KEEP = new int[512];

  /** For a 9-bit row: 1 when it holds exactly one candidate. */
  private static final int[] SINGLE = new int[512];

  /** For a 3-bit set of rows: the 27-bit mask of those rows of a band. */
  private static final int[] ROW_MASK = new int[8];

  /** For a mask index 3d+b (0..26, padded to 32): b. */
  private static final int[] BAND_OF_MASK = new int[32];

  /** For a cell 0..80: its band. */
  private static final int[] BAND_OF = new int[Grid.CELLS];

  /** For a cell position 0..26 in a band: the other cells of its row, box and column there. */
  private static final int[] PEERS = new int[27];

  static {
    for (int row = 0; row < 512; row++) {
      for (int k = 0; k < 3; k++) {
        if ((row >> (3 * k) & 7) != 0) {
          SHRINK[row] |= 1 << k;
        }
      }
    }
    for (int row = 1; row < 512; row++) {
      SINGLE[row] = Integer.bitCount(row) == 1 ? 1 : 0;
    }
    for (int rows = 0; rows < 8; rows++) {
      for (int r = 0; r < 3; r++) {
        if ((rows >> r & 1) != 0) {
          ROW_MASK[rows] |= 0x1FF << (9 * r);
        }
      }
    }
    int[][] perms = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
    for (int m = 0; m < 512; m++) {
      int keep = 0;
      for (int[] p : perms) {
        int used = 1 << p[0] | 1 << (3 + p[1]) | 1 << (6 + p[2]);
        if ((m & used) == used) {
          keep |= used;
        }
      }
      KEEP[m] = keep;
      int mask = 0;
      for (int r = 0; r < 3; r++) {
        for (int k = 0; k < 3; k++) {
          if ((keep >> (3 * r + k) & 1) != 0) {
            mask |= 7 << (9 * r + 3 * k);
          }
        }
      }
      COMPLEX[m] = mask;
    }
    for (int i = 0; i < 32; i++) {
      BAND_OF_MASK[i] = i % 3;
    }
    for (int i = 0; i < Grid.CELLS; i++) {
      BAND_OF[i] = i / 27;
    }
    for (int p = 0; p < 27; p++) {
      int r = p / 9;
      int c = p % 9;
      int peers = 0x1FF << (9 * r) | 0x40201 << c | 0x1C0E07 << (c / 3 * 3);
      PEERS[p] = peers & ~(1 << p);
    }
  }

  private final int[] w = new int[STATE];

  /**
   * Per cell ({@code 27 * band + position}): how many guesses on it failed in their first
   * propagation during this search. Index {@link #NO_CELL} takes failures before any guess.
   */
  private final int[] failures = new int[NO_CELL + 1];

  /** Per band: the cells whose {@link #failures} count is not zero. */
  private final int[] failed = new int[3];

  /** The cell of the guess being propagated, or {@link #NO_CELL} before the first guess. */
  private int guessed = NO_CELL;

  private final int[] stack = new int[STATE * MAX_DEPTH];

  /** The propagated fixed point that each case of {@link #hasSolutionDifferingAt} starts from. */
  private final int[] base = new int[STATE];

  private final MostConstrainedSearch manyGivens;
  private final byte[] first = new byte[Grid.CELLS];
  private final byte[] givens = new byte[Grid.CELLS];
  private final byte[] scratch = new byte[Grid.CELLS];
  private long guesses;
  private boolean branched;
  private long found;
  private long limit;
  private boolean hasSolution;
  private Consumer<Grid> sink;

  /** The solver {@link Solver#fast()} returns. */
  BitboardSolver() {
    this(new MostConstrainedSearch());
  }

  /** A solver that tries {@code manyGivens} first on grids with many givens (tests vary it). */
  BitboardSolver(MostConstrainedSearch manyGivens) {
    this.manyGivens = manyGivens;
  }

  @Override
  public int count(Grid puzzle, int limit) {
    puzzle.copyTo(givens);
    return countValid(givens, limit, scratch);
  }

  @Override
  public int count(byte[] cells, int limit, byte[] solution) {
    // A value outside 0..9 indexes past the state words or sends the search on for good.
    Grid.requireCells(cells, "cells");
    Grid.requireRoom(solution, "solution");
    return countValid(cells, limit, solution);
  }

  /** {@link #count(byte[], int, byte[])} on arrays already known to be 81 cells of 0..9. */
  private int countValid(byte[] cells, int limit, byte[] solution) {
    if (limit < 1) {
      throw new IllegalArgumentException("limit must be at least 1, was " + limit);
    }
    long n = run(cells, limit, null);
    if (hasSolution) {
      System.arraycopy(first, 0, solution, 0, Grid.CELLS);
    }
    return (int) n;
  }

  /**
   * Propagates {@code cells} once, keeps that fixed point, and for each {@code at[i]} searches
   * (limit 1) from it with the cells before {@code at[i]} set as in {@code known} and the digit of
   * {@code known} taken out of {@code at[i]}: the cases are disjoint and cover every solution that
   * differs somewhere in {@code at}. Compared with {@code count(cells, 2)} the search never
   * enumerates the known solution's branch, and the common case (one removed clue whose other
   * digits all fail) ends after one incremental propagation.
   */
  @Override
  public boolean hasSolutionDifferingAt(byte[] cells, byte[] known, int[] at) {
    for (int cell : at) {
      if (cell < 0 || cell >= Grid.CELLS) {
        throw new IllegalArgumentException("at: cell " + cell + " is outside 0..80");
      }
      if (cells[cell] != 0) {
        throw new IllegalArgumentException("cell " + cell + " is not empty");
      }
    }
    this.guesses = 0;
    this.branched = false;
    this.found = 0;
    this.limit = 1;
    this.sink = null;
    this.hasSolution = false;
    forgetFailures();
    int[] w = this.w;
    if (!load(cells)) {
      return false;
    }
    if (at.length == 1) {
      // one case: take the digit out before the first propagation (no fixed point to keep)
      int cell = at[0];
      int b = BAND_OF[cell];
      w[3 * (known[cell] - 1) + b] &= ~(1 << (cell - 27 * b));
      return search(0, BAND);
    }
    if (!propagate(BAND)) {
      return false;
    }
    System.arraycopy(w, 0, base, 0, STATE);
    for (int i = 0; i < at.length; i++) {
      if (i > 0) {
        System.arraycopy(base, 0, w, 0, STATE);
      }
      int dirty = 0;
      boolean possible = true;
      for (int j = 0; j < i && possible; j++) {
        int cell = at[j];
        int d = known[cell] - 1;
        int b = BAND_OF[cell];
        int p = cell - 27 * b;
        if ((w[3 * d + b] & 1 << p) == 0) {
          possible = false; // no solution agrees with known on at[j]: nor in any later case
        } else if ((w[UNSOLVED + b] & 1 << p) != 0) {
          dirty |= assign(d, b, p);
        }
      }
      if (!possible) {
        return false;
      }
      int cell = at[i];
      int d = known[cell] - 1;
      int b = BAND_OF[cell];
      int p = cell - 27 * b;
      int own = 3 * d + b;
      if ((w[own] & 1 << p) != 0) {
        if ((w[UNSOLVED + b] & 1 << p) == 0) {
          continue; // placed with the known digit: this case has no solution
        }
        w[own] &= ~(1 << p);
        dirty |= 1 << own;
      }
      guessed = NO_CELL;
      if (search(0, dirty)) {
        return true;
      }
    }
    return false;
  }

  /**
   * True when propagation from the givens alone, without a guess, places every cell: naked and
   * hidden singles and the band and stack rules (see {@link SinglesAndLockedCandidates}).
   */
  boolean propagationSolves(byte[] cells) {
    this.guesses = 0;
    this.branched = false;
    this.found = 0;
    this.sink = null;
    this.hasSolution = false;
    int[] w = this.w;
    return load(cells) && propagate(BAND) && (w[UNSOLVED] | w[UNSOLVED + 1] | w[UNSOLVED + 2]) == 0;
  }

  @Override
  public long enumerate(Grid puzzle, long cap, Consumer<Grid> sink) {
    Objects.requireNonNull(puzzle, "puzzle");
    Objects.requireNonNull(sink, "sink"); // null is the count mode of run: nothing handed over
    if (cap < 1) {
      guesses = 0;
      branched = false;
      hasSolution = false;
      return 0;
    }
    puzzle.copyTo(givens);
    return run(givens, cap, sink);
  }

  @Override
  public Grid solution() {
    return hasSolution ? Grid.of(first) : null;
  }

  @Override
  public long guesses() {
    return guesses;
  }

  /** True unless the last search branched, even if every first choice was right. */
  @Override
  public boolean solvedWithoutGuessing() {
    return hasSolution && !branched;
  }

  private long run(byte[] cells, long limit, Consumer<Grid> sink) {
    if (sink == null
        && limit <= 2
        && MostConstrainedSearch.givens(cells) >= MostConstrainedSearch.MIN_GIVENS) {
      int n = manyGivens.count(cells, (int) limit, first);
      if (n != MostConstrainedSearch.OVER_BUDGET) {
        this.guesses = manyGivens.guesses();
        this.branched = manyGivens.branched();
        this.found = n;
        this.hasSolution = n > 0;
        return n;
      }
    }
    this.guesses = 0;
    this.branched = false;
    this.found = 0;
    this.limit = limit;
    this.sink = sink;
    this.hasSolution = false;
    forgetFailures();
    if (load(cells)) {
      // every mask starts dirty so that the first propagation sees every given
      search(0, BAND);
    }
    this.sink = null;
    return found;
  }

  /**
   * The state {@link #init} reaches, computed per digit and band from bitboards of the givens
   * instead of one {@link #assign} per given: the same 33 words and the same conflict answer (two
   * equal givens in a row, column or box), for about a third of the work on generator puzzles.
   * Every search starts here; {@code BitboardSolverTest} compares the two.
   */
  boolean load(byte[] cells) {
    int[] w = this.w;
    for (int i = 0; i < 27; i++) {
      w[i] = 0;
    }
    // w[3d+b] holds the givens of digit d+1 in band b until it is turned into candidates
    int o0 = 0;
    int o1 = 0;
    int o2 = 0;
    for (int i = 0; i < 27; i++) {
      int v = cells[i];
      if (v != 0) {
        w[3 * v - 3] |= 1 << i;
        o0 |= 1 << i;
      }
    }
    for (int i = 27; i < 54; i++) {
      int v = cells[i];
      if (v != 0) {
        w[3 * v - 2] |= 1 << (i - 27);
        o1 |= 1 << (i - 27);
      }
    }
    for (int i = 54; i < Grid.CELLS; i++) {
      int v = cells[i];
      if (v != 0) {
        w[3 * v - 1] |= 1 << (i - 54);
        o2 |= 1 << (i - 54);
      }
    }
    int rows0 = BAND;
    int rows1 = BAND;
    int rows2 = BAND;
    for (int f = 0; f < 27; f += 3) {
      int g0 = w[f];
      int g1 = w[f + 1];
      int g2 = w[f + 2];
      int c0 = fold(g0);
      int c1 = fold(g1);
      int c2 = fold(g2);
      if (twice(g0) || twice(g1) || twice(g2) || (c0 & c1 | c0 & c2 | c1 & c2) != 0) {
        return false;
      }
      int columns = (c0 | c1 | c2) * 0x40201;
      w[f] = BAND & ~(o0 | columns | lines(g0)) | g0;
      w[f + 1] = BAND & ~(o1 | columns | lines(g1)) | g1;
      w[f + 2] = BAND & ~(o2 | columns | lines(g2)) | g2;
      rows0 &= ~(fold3(g0) << f);
      rows1 &= ~(fold3(g1) << f);
      rows2 &= ~(fold3(g2) << f);
    }
    w[UNSOLVED] = BAND & ~o0;
    w[UNSOLVED + 1] = BAND & ~o1;
    w[UNSOLVED + 2] = BAND & ~o2;
    w[ROWS] = rows0;
    w[ROWS + 1] = rows1;
    w[ROWS + 2] = rows2;
    return true;
  }

  /** The search state, for tests. */
  int[] state() {
    return w;
  }

  /** The 9 columns of a band mask that hold a bit. */
  private static int fold(int m) {
    return (m | m >>> 9 | m >>> 18) & 0x1FF;
  }

  /** Bit r set when row r of the band mask holds a bit. */
  private static int fold3(int m) {
    return ((m & 0x1FF) != 0 ? 1 : 0)
        | ((m & 0x1FF << 9) != 0 ? 2 : 0)
        | ((m & 0x1FF << 18) != 0 ? 4 : 0);
  }

  /**
   * True when a row or a box of the band mask holds two bits (two in a column of one band are also
   * in one box).
   */
  private static boolean twice(int m) {
    int r0 = m & 0x1FF;
    int r1 = m >>> 9 & 0x1FF;
    int r2 = m >>> 18;
    if ((r0 & r0 - 1 | r1 & r1 - 1 | r2 & r2 - 1) != 0) {
      return true;
    }
    for (int k = 0; k < 9; k += 3) {
      int box = m & 0x1C0E07 << k;
      if ((box & box - 1) != 0) {
        return true;
      }
    }
    return false;
  }

  /** The rows and boxes of a band that hold a bit of {@code m}, as a band mask. */
  private static int lines(int m) {
    int x = ROW_MASK[fold3(m)];
    for (int k = 0; k < 9; k += 3) {
      if ((m & 0x1C0E07 << k) != 0) {
        x |= 0x1C0E07 << k;
      }
    }
    return x;
  }

  /**
   * Loads the givens one {@link #assign} at a time; false when two of them conflict. The plain form
   * of {@link #load}, which the solver uses: kept as its oracle ({@code BitboardSolverTest} checks
   * both reach the same state word for word).
   */
  boolean init(byte[] cells) {
    int[] w = this.w;
    for (int i = 0; i < 27; i++) {
      w[i] = BAND;
    }
    for (int b = 0; b < 3; b++) {
      w[UNSOLVED + b] = BAND;
      w[ROWS + b] = BAND;
    }
    for (int i = 0; i < Grid.CELLS; i++) {
      int v = cells[i];
      if (v == 0) {
        continue;
      }
      int d = v - 1;
      int b = BAND_OF[i];
      int p = i - 27 * b;
      // an earlier equal given in a house has removed this candidate: that is the conflict test
      if ((w[3 * d + b] & 1 << p) == 0) {
        return false;
      }
      assign(d, b, p);
    }
    return true;
  }

  /** Clears {@code clear} from mask j; returns bit j if that removed a candidate, else 0. */
  private static int remove(int[] w, int j, int clear) {
    int old = w[j];
    int hit = old & clear;
    w[j] = old ^ hit;
    // branch-free: the test would be mispredicted about half the time
    return ((hit | -hit) >>> 31) << j;
  }

  /**
   * Places digit index d at position p of band b and clears it from every peer. Returns the masks
   * that lost a candidate (bit 3d+b for F[3d+b]).
   */
  private int assign(int d, int b, int p) {
    int[] w = this.w;
    int bit = 1 << p;
    int own = 3 * d + b;
    int column = 0x40201 << (p % 9);
    int changed = remove(w, own - b + OTHER1[b], column) | remove(w, own - b + OTHER2[b], column);
    int mine = w[own];
    // clearing the cell from all nine digits and restoring our own is cheaper than skipping it
    for (int e = b; e < 27; e += 3) {
      changed |= remove(w, e, bit);
    }
    int kept = mine & ~PEERS[p];
    w[own] = kept;
    w[UNSOLVED + b] &= ~bit;
    w[ROWS + b] &= ~(1 << (3 * d + p / 9));
    return changed & ~(1 << own) | (mine != kept ? 1 << own : 0);
  }

  private static final int[] OTHER1 = {1, 0, 0};
  private static final int[] OTHER2 = {2, 2, 1};

  /**
   * Places digit index d of band b in the rows marked in {@code rows} (where mask {@code i = 3d+b},
   * now {@code a}, has one cell). Returns the masks that lost a candidate.
   *
   * <p>The eleven clears are written out rather than looped over: a placement follows about a third
   * of the band-rule steps. At this size (over C2's 325-byte limit for inlining hot methods) it
   * stays a call from {@link #placeAll}; inlined into the propagation loop, its extra live values
   * made C2 spill the loop's registers, which measured 11 to 17 % slower on every benchmark set.
   */
  private int placeRows(int i, int d, int b, int a, int rows) {
    int[] w = this.w;
    int solved = a & ROW_MASK[rows];
    w[ROWS + b] &= ~(rows << (3 * d));
    w[UNSOLVED + b] &= ~solved;
    int columns = ((solved | solved >>> 9 | solved >>> 18) & 0x1FF) * 0x40201;
    // each clear: x = mask, hit = x & cleared bits, mask = x ^ hit, changed |= (hit != 0) << index
    int changed = 0;
    int o = 3 * d + OTHER1[b];
    int x = w[o];
    int hit = x & columns;
    w[o] = x ^ hit;
    changed |= ((hit | -hit) >>> 31) << o;
    o = 3 * d + OTHER2[b];
    x = w[o];
    hit = x & columns;
    w[o] = x ^ hit;
    changed |= ((hit | -hit) >>> 31) << o;
    x = w[b];
    hit = x & solved;
    w[b] = x ^ hit;
    changed |= ((hit | -hit) >>> 31) << (b);
    x = w[b + 3];
    hit = x & solved;
    w[b + 3] = x ^ hit;
    changed |= ((hit | -hit) >>> 31) << (b + 3);
    x = w[b + 6];
    hit = x & solved;
    w[b + 6] = x ^ hit;
    changed |= ((hit | -hit) >>> 31) << (b + 6);
    x = w[b + 9];
    hit = x & solved;
    w[b + 9] = x ^ hit;
    changed |= ((hit | -hit) >>> 31) << (b + 9);
    x = w[b + 12];
    hit = x & solved;
    w[b + 12] = x ^ hit;
    changed |= ((hit | -hit) >>> 31) << (b + 12);
    x = w[b + 15];
    hit = x & solved;
    w[b + 15] = x ^ hit;
    changed |= ((hit | -hit) >>> 31) << (b + 15);
    x = w[b + 18];
    hit = x & solved;
    w[b + 18] = x ^ hit;
    changed |= ((hit | -hit) >>> 31) << (b + 18);
    x = w[b + 21];
    hit = x & solved;
    w[b + 21] = x ^ hit;
    changed |= ((hit | -hit) >>> 31) << (b + 21);
    x = w[b + 24];
    hit = x & solved;
    w[b + 24] = x ^ hit;
    changed |= ((hit | -hit) >>> 31) << (b + 24);
    w[i] = a;
    return changed & ~(1 << i);
  }

  /**
   * Runs propagation to a fixed point, starting from the masks marked in {@code dirty} (bit 3d+b
   * for F[3d+b]); false on contradiction. The work lists live in locals: cheaper than fields.
   *
   * <p>Each dirty mask gets the band rule (one table lookup) and is noted when a row where its
   * digit is not yet placed has one cell left; those rows are placed once no mask is dirty. Then
   * the bands whose masks changed are scanned for naked singles, then the digits whose masks
   * changed get the stack rule.
   */
  private boolean propagate(int dirty) {
    int[] w = this.w;
    int stackWork = 0;
    int cellWork = 0;
    while (true) {
      int pending = 0;
      while (dirty != 0) {
        int i = Integer.numberOfTrailingZeros(dirty);
        dirty &= dirty - 1;
        int a = w[i];
        a &=
            COMPLEX[
                (SHRINK[a & 0x1FF] | SHRINK[a >>> 9 & 0x1FF] << 3 | SHRINK[a >>> 18 & 0x1FF] << 6)
                    & 0x1FF];
        if (a == 0) {
          return false;
        }
        w[i] = a;
        stackWork |= 1 << i;
        cellWork |= 1 << i;
        // i = 3d + b: the band from a table, the digit's row bits at i - b; the "& 0x1FF" and
        // "& 31" on indices let C2 drop the bounds checks of these table lookups
        int b = BAND_OF_MASK[i & 31];
        int single =
            (SINGLE[a & 0x1FF] | SINGLE[a >>> 9 & 0x1FF] << 1 | SINGLE[a >>> 18 & 0x1FF] << 2)
                & w[ROWS + b] >>> (i - b);
        pending |= ((single | -single) >>> 31) << i;
      }
      if (pending != 0) {
        dirty = placeAll(pending);
        continue;
      }
      if (cellWork != 0) {
        dirty = nakedSingles(cellWork);
        cellWork = 0;
        if (dirty < 0) {
          return false;
        }
        if (dirty != 0) {
          continue;
        }
      }
      if (stackWork == 0) {
        return true;
      }
      dirty = stacks(stackWork);
      stackWork = 0;
      if (dirty <= 0) {
        return dirty == 0;
      }
    }
  }

  /**
   * Places the digit in every row where a mask marked in {@code pending} has one cell left and the
   * digit is not yet placed; returns the masks that lost a candidate. Each mask is read afresh: an
   * earlier placement of this call may have emptied its row, which the band rule then reports.
   */
  private int placeAll(int pending) {
    int[] w = this.w;
    int changed = 0;
    while (pending != 0) {
      int i = Integer.numberOfTrailingZeros(pending);
      pending &= pending - 1;
      int a = w[i];
      int d = i / 3;
      int b = i - 3 * d;
      int single =
          (SINGLE[a & 0x1FF] | SINGLE[a >>> 9 & 0x1FF] << 1 | SINGLE[a >>> 18 & 0x1FF] << 2)
              & w[ROWS + b] >>> (3 * d);
      if (single != 0) {
        changed |= placeRows(i, d, b, a, single);
      }
    }
    return changed;
  }

  /**
   * Finds cells of the bands marked in {@code work} (any bit 3d+b marks band b) with no candidate
   * or one, and places the latter. Returns -1 on contradiction, else the masks that changed.
   */
  private int nakedSingles(int work) {
    int[] w = this.w;
    int changed = 0;
    for (int b = 0; b < 3; b++) {
      int u = w[UNSOLVED + b];
      if (u == 0 || (work & 0x1249249 << b) == 0) {
        continue;
      }
      int r1 = 0;
      int r2 = 0;
      for (int e = b; e < 27; e += 3) {
        int x = w[e];
        r2 |= r1 & x;
        r1 |= x;
      }
      if ((u & ~r1) != 0) {
        return -1;
      }
      int singles = u & ~r2;
      while (singles != 0) {
        int p = Integer.numberOfTrailingZeros(singles);
        singles &= singles - 1;
        int digits = 0;
        for (int d = 0; d < 9; d++) {
          digits |= (w[3 * d + b] >>> p & 1) << d;
        }
        if (digits == 0) {
          return -1; // an earlier single of this pass took the cell's only digit
        }
        changed |= assign(Integer.numberOfTrailingZeros(digits), b, p);
      }
    }
    return changed;
  }

  /**
   * Applies the permutation rule to the digits marked in {@code work}, in every stack: in a stack,
   * each band holds the digit in one column and each column in one band. Returns -1 on
   * contradiction, else the masks that changed.
   */
  private int stacks(int work) {
    int changed = 0;
    // bit 3d of m: some mask of digit d changed
    for (int m = (work | work >>> 1 | work >>> 2) & 0x1249249; m != 0; m &= m - 1) {
      int c = stackDigit(Integer.numberOfTrailingZeros(m));
      if (c < 0) {
        return -1;
      }
      changed |= c;
    }
    return changed;
  }

  /** The permutation rule for the digit whose masks start at index f: -1 or changed masks. */
  private int stackDigit(int f) {
    int[] w = this.w;
    int f0 = w[f];
    int f1 = w[f + 1];
    int f2 = w[f + 2];
    int c0 = (f0 | f0 >>> 9 | f0 >>> 18) & 0x1FF;
    int c1 = (f1 | f1 >>> 9 | f1 >>> 18) & 0x1FF;
    int c2 = (f2 | f2 >>> 9 | f2 >>> 18) & 0x1FF;
    int k0 = 0;
    int k1 = 0;
    int k2 = 0;
    for (int s = 0; s < 9; s += 3) {
      int keep = KEEP[(c0 >>> s & 7) | (c1 >>> s & 7) << 3 | (c2 >>> s & 7) << 6];
      if (keep == 0) {
        return -1;
      }
      k0 |= (keep & 7) << s;
      k1 |= (keep >>> 3 & 7) << s;
      k2 |= (keep >>> 6) << s;
    }
    // columns only ever shrink here, so a changed column set means candidates were removed; the
    // masks are stored unconditionally and the changed bits computed without a branch
    w[f] = f0 & k0 * 0x40201;
    w[f + 1] = f1 & k1 * 0x40201;
    w[f + 2] = f2 & k2 * 0x40201;
    int x0 = k0 ^ c0;
    int x1 = k1 ^ c1;
    int x2 = k2 ^ c2;
    return (((x0 | -x0) >>> 31) | ((x1 | -x1) >>> 31) << 1 | ((x2 | -x2) >>> 31) << 2) << f;
  }

  /**
   * Propagates from the masks marked in {@code dirty}, then guesses; returns true when the search
   * must stop (the limit is reached).
   */
  private boolean search(int depth, int dirty) {
    if (!propagate(dirty)) {
      noteFailure();
      return false;
    }
    // The choice is a method of its own: kept inside this one, the recursion's frame around the
    // inlined propagation compiled 1.5-4 % slower on the hard sets (in-process A/B,
    // docs/solver.md).
    int chosen = choose();
    if (chosen < 0) {
      return record();
    }
    int[] w = this.w;
    branched = true;
    int b = chosen >>> 5;
    int p = chosen & 31;
    // the cell's digits, as in nakedSingles; a shared method for the two loops made C2 compile
    // the search 1-4 % slower (in-process A/B)
    int digits = 0;
    for (int d = 0; d < 9; d++) {
      digits |= (w[3 * d + b] >>> p & 1) << d;
    }
    int base = depth * STATE;
    System.arraycopy(w, 0, stack, base, STATE);
    boolean firstChoice = true;
    while (true) {
      int d = Integer.numberOfTrailingZeros(digits);
      digits &= digits - 1;
      if (!firstChoice) {
        guesses++;
      }
      firstChoice = false;
      guessed = 27 * b + p;
      if (search(depth + 1, assign(d, b, p))) {
        return true;
      }
      if (digits == 0) {
        return false;
      }
      System.arraycopy(stack, base, w, 0, STATE);
    }
  }

  /**
   * The cell to guess on, as {@code band << 5 | position} (position 0..26 in the band), or -1 when
   * every cell is placed.
   */
  private int choose() {
    int[] w = this.w;
    int[] failures = this.failures;
    // Guess on the cell with the best score among the cells with two candidates and those with
    // three whose guess has failed before: (2 x unsolved peers + failures) x 3 for two
    // candidates, x 2 for three (see the class comment). With no such cell, take the first cell
    // with the fewest candidates. The best is kept as score << 8 | (255 - cell), so that one
    // max (a conditional move, not a branch the processor mispredicts) keeps the highest score
    // and, among equal scores, the first cell.
    long best = -1;
    int bestBand = -1;
    int bestBit = 0;
    int bestCount = 10;
    for (int b = 0; b < 3; b++) {
      int u = w[UNSOLVED + b];
      if (u == 0) {
        continue;
      }
      int r1 = 0;
      int r2 = 0;
      int r3 = 0;
      int r4 = 0;
      for (int e = b; e < 27; e += 3) {
        int x = w[e];
        r4 |= r3 & x;
        r3 |= r2 & x;
        r2 |= r1 & x;
        r1 |= x;
      }
      int pairs = u & ~r3;
      int choices = pairs | u & ~r4 & failed[b];
      if (choices != 0) {
        int other1 = w[UNSOLVED + OTHER1[b]];
        int other2 = w[UNSOLVED + OTHER2[b]];
        for (int m = choices; m != 0; m &= m - 1) {
          int p = Integer.numberOfTrailingZeros(m);
          int column = 0x40201 << (p % 9);
          int peers =
              Integer.bitCount(u & PEERS[p])
                  + Integer.bitCount(other1 & column)
                  + Integer.bitCount(other2 & column);
          int cell = 27 * b + p;
          int score = (2 * peers + failures[cell]) * ((pairs >>> p & 1) + 2);
          best = Math.max(best, (long) score << 8 | 255 - cell);
        }
        continue;
      }
      if (best >= 0) {
        continue;
      }
      for (int m = u; m != 0; m &= m - 1) {
        int bit = m & -m;
        int n = 0;
        for (int e = b; e < 27; e += 3) {
          if ((w[e] & bit) != 0) {
            n++;
          }
        }
        if (n < bestCount) {
          bestCount = n;
          bestBand = b;
          bestBit = bit;
        }
      }
    }
    if (best >= 0) {
      int cell = 255 - (int) (best & 0xFF);
      int b = cell / 27;
      return b << 5 | cell - 27 * b;
    }
    return bestBand < 0 ? -1 : bestBand << 5 | Integer.numberOfTrailingZeros(bestBit);
  }

  /** Counts a failed propagation against the cell whose guess started it. */
  private void noteFailure() {
    int cell = guessed;
    failures[cell]++;
    if (cell != NO_CELL) {
      failed[cell / 27] |= 1 << (cell % 27);
    }
  }

  /** Starts a search with no failure counted; only a search that guessed wrong pays for it. */
  private void forgetFailures() {
    guessed = NO_CELL;
    if ((failed[0] | failed[1] | failed[2] | failures[NO_CELL]) != 0) {
      Arrays.fill(failures, 0);
      Arrays.fill(failed, 0);
    }
  }

  /** Counts the solution in {@code w}; true when the limit is reached. */
  private boolean record() {
    found++;
    if (!hasSolution || sink != null) {
      // the first solution is kept; later ones (enumerate only) go to a fresh array
      byte[] grid = hasSolution ? new byte[Grid.CELLS] : first;
      for (int d = 0; d < 9; d++) {
        for (int b = 0; b < 3; b++) {
          for (int m = w[3 * d + b]; m != 0; m &= m - 1) {
            grid[27 * b + Integer.numberOfTrailingZeros(m)] = (byte) (d + 1);
          }
        }
      }
      hasSolution = true;
      if (sink != null) {
        sink.accept(Grid.of(grid));
      }
    }
    return found >= limit;
  }
}
