package dev.sudoku.generate;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.Grid;
import dev.sudoku.core.Houses;
import dev.sudoku.core.Solver;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

class SinglesTest {
  static final String SOLVED =
      "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

  @Test
  void determines_oneHoleInFullGrid_true() {
    byte[] cells = Grid.parse(SOLVED).toBytes();
    cells[40] = 0;
    assertThat(new Singles().determines(cells, new int[] {40})).isTrue();
  }

  @Test
  void determines_emptyGrid_false() {
    assertThat(new Singles().determines(new byte[81], new int[] {0})).isFalse();
  }

  @Test
  void determines_uniqueRectangleEmptied_false() {
    // r1c1=5, r1c2=3, r2c1=6, r2c2=7: not a rectangle of two digits. Use digits 1/2 of the
    // solution: find four cells forming a swap (deadly pattern) and empty them.
    byte[] cells = Grid.parse(SOLVED).toBytes();
    int[] rect = findDeadlyRectangle(cells);
    assertThat(rect).as("fixture grid has a deadly rectangle").isNotNull();
    for (int c : rect) {
      cells[c] = 0;
    }
    assertThat(new Singles().determines(cells, rect)).isFalse();
  }

  /** Four cells in two rows, two columns and two boxes holding a/b and b/a, or null. */
  static int[] findDeadlyRectangle(byte[] g) {
    for (int r1 = 0; r1 < 9; r1++) {
      for (int r2 = r1 + 1; r2 < 9; r2++) {
        for (int c1 = 0; c1 < 9; c1++) {
          for (int c2 = c1 + 1; c2 < 9; c2++) {
            boolean twoBoxes = (r1 / 3 == r2 / 3) != (c1 / 3 == c2 / 3);
            if (twoBoxes && g[r1 * 9 + c1] == g[r2 * 9 + c2] && g[r1 * 9 + c2] == g[r2 * 9 + c1]) {
              return new int[] {r1 * 9 + c1, r1 * 9 + c2, r2 * 9 + c1, r2 * 9 + c2};
            }
          }
        }
      }
    }
    return null;
  }

  /** Soundness: whenever singles claim the holes are determined, the puzzle is unique. */
  /** The 81 cells in an order drawn from {@code rng} (the thinning order of a test). */
  static int[] shuffledCells(SplittableRandom rng) {
    int[] order = new int[81];
    for (int i = 0; i < 81; i++) {
      order[i] = i;
    }
    Seeds.shuffle(order, 81, rng);
    return order;
  }

  @Property(tries = 300)
  void determines_true_impliesUnique(
      @ForAll long seed, @ForAll @IntRange(min = 1, max = 60) int holes) {
    SplittableRandom rng = new SplittableRandom(seed);
    byte[] cells = new byte[81];
    new GridFiller().fill(rng, cells);
    int[] order = shuffledCells(rng);
    int[] targets = java.util.Arrays.copyOf(order, holes);
    for (int c : targets) {
      cells[c] = 0;
    }
    if (new Singles().determines(cells, targets)) {
      assertThat(Solver.reference().count(Grid.of(cells), 2)).isEqualTo(1);
    }
  }

  /**
   * The bitboard rounds compute exactly the old cell-by-cell sweep's answer (kept below as the
   * oracle), on random holes of a random grid (1 to 81 holes, so unique and multi-solution puzzles
   * alike) and on random subsets of them as targets.
   */
  @Property(tries = 2000)
  void determines_randomHoles_sameAsCellSweep(
      @ForAll long seed,
      @ForAll @IntRange(min = 1, max = 81) int holes,
      @ForAll @IntRange(min = 1, max = 81) int targetCount) {
    SplittableRandom rng = new SplittableRandom(seed);
    byte[] cells = new byte[81];
    new GridFiller().fill(rng, cells);
    int[] order = shuffledCells(rng);
    for (int k = 0; k < holes; k++) {
      cells[order[k]] = 0;
    }
    int[] targets = java.util.Arrays.copyOf(order, Math.min(holes, targetCount));
    Seeds.shuffle(targets, targets.length, rng);
    assertThat(new Singles().determines(cells, targets))
        .isEqualTo(new CellSweep().determines(cells, targets));
  }

  /**
   * On fully thinned puzzles (about 40 % of them singles-solvable), {@code solves} is the cell
   * sweep's answer for every hole, and a puzzle it solves rates at most 2.3, one that singles and
   * locked candidates solve at most 2.8 (the generator rejects those without grading when the
   * request admits nothing that easy).
   */
  @Property(tries = 150)
  void solves_thinnedPuzzle_sweepAgreesAndRatesAtMostNakedSingle(@ForAll long seed) {
    SplittableRandom rng = new SplittableRandom(seed);
    byte[] solution = new byte[81];
    new GridFiller().fill(rng, solution);
    byte[] puzzle = new byte[81];
    new ClueRemover(Solver.fast(), true).remove(solution, Symmetry.NONE, 0, rng, puzzle);
    int holes = 0;
    int[] targets = new int[81];
    for (int cell = 0; cell < 81; cell++) {
      if (puzzle[cell] == 0) {
        targets[holes++] = cell;
      }
    }

    boolean solves = new Singles().solves(puzzle);

    assertThat(solves)
        .isEqualTo(new CellSweep().determines(puzzle, java.util.Arrays.copyOf(targets, holes)));
    boolean locked = new dev.sudoku.core.SinglesAndLockedCandidates().solves(puzzle);
    if (solves || locked) {
      dev.sudoku.grade.Grade g =
          new dev.sudoku.grade.Grader().grade(Grid.of(puzzle), Grid.of(solution), false);
      assertThat(g.status()).isEqualTo(dev.sudoku.grade.Grade.Status.RATED);
      assertThat(g.er()).isLessThanOrEqualTo(solves ? 2.3 : 2.8);
    }
    if (solves) {
      assertThat(locked).as("locked candidates add to singles").isTrue();
    }
  }

  /** The same comparison along real thinning runs: every orbit tried, every symmetry. */
  @Property(tries = 40)
  void determines_alongThinning_sameAsCellSweep(@ForAll long seed) {
    SplittableRandom rng = new SplittableRandom(seed);
    byte[] solution = new byte[81];
    new GridFiller().fill(rng, solution);
    Symmetry symmetry = Symmetry.values()[Math.floorMod(seed, Symmetry.values().length)];
    byte[] puzzle = solution.clone();
    int[] order = new int[symmetry.orbitCount()];
    for (int k = 0; k < order.length; k++) {
      order[k] = k;
    }
    Seeds.shuffle(order, order.length, rng);
    Singles fast = new Singles();
    CellSweep slow = new CellSweep();
    for (int k : order) {
      int[] orbit = symmetry.orbit(k);
      for (int cell : orbit) {
        puzzle[cell] = 0;
      }
      boolean determined = fast.determines(puzzle, orbit);
      assertThat(determined).isEqualTo(slow.determines(puzzle, orbit));
      if (!determined && Solver.fast().count(Grid.of(puzzle), 2) != 1) {
        for (int cell : orbit) {
          puzzle[cell] = solution[cell];
        }
      }
    }
  }

  /**
   * The previous implementation, cell by cell on a byte copy with one used-digit mask per house,
   * naked singles then hidden singles per sweep until nothing changes: the oracle for the bitboard
   * rounds.
   */
  static final class CellSweep {
    private final byte[] work = new byte[81];
    private final int[] used = new int[Houses.COUNT];
    private final int[] cand = new int[81];

    boolean determines(byte[] cells, int[] targets) {
      System.arraycopy(cells, 0, work, 0, 81);
      java.util.Arrays.fill(used, 0);
      for (int i = 0; i < 81; i++) {
        if (work[i] != 0) {
          mark(i, work[i]);
        }
      }
      while (true) {
        boolean progress = false;
        for (int i = 0; i < 81; i++) {
          if (work[i] == 0) {
            progress |= nakedSingle(i);
          }
        }
        progress |= hiddenSingles();
        if (allFilled(targets)) {
          return true;
        }
        if (!progress) {
          return false;
        }
      }
    }

    private boolean nakedSingle(int cell) {
      int mask = candidates(cell);
      cand[cell] = mask;
      if (mask != 0 && (mask & (mask - 1)) == 0) {
        work[cell] = (byte) (Integer.numberOfTrailingZeros(mask) + 1);
        mark(cell, work[cell]);
        return true;
      }
      return false;
    }

    /** Stale candidates are supersets: a digit with one place by them has at most that one. */
    private boolean hiddenSingles() {
      boolean progress = false;
      for (int h = 0; h < Houses.COUNT; h++) {
        int once = 0;
        int twice = 0;
        for (int cell : Houses.cells(h)) {
          if (work[cell] == 0) {
            twice |= once & cand[cell];
            once |= cand[cell];
          }
        }
        for (int hidden = once & ~twice & ~used[h]; hidden != 0; hidden &= hidden - 1) {
          int bit = hidden & -hidden;
          for (int cell : Houses.cells(h)) {
            if (work[cell] == 0 && (cand[cell] & bit) != 0) {
              if ((candidates(cell) & bit) != 0) {
                work[cell] = (byte) (Integer.numberOfTrailingZeros(bit) + 1);
                mark(cell, work[cell]);
                progress = true;
              }
              break;
            }
          }
        }
      }
      return progress;
    }

    private int candidates(int cell) {
      return ~(used[Houses.row(cell)] | used[9 + Houses.column(cell)] | used[18 + Houses.box(cell)])
          & 0x1FF;
    }

    private void mark(int cell, int digit) {
      int bit = 1 << (digit - 1);
      used[Houses.row(cell)] |= bit;
      used[9 + Houses.column(cell)] |= bit;
      used[18 + Houses.box(cell)] |= bit;
    }

    private boolean allFilled(int[] targets) {
      for (int cell : targets) {
        if (work[cell] == 0) {
          return false;
        }
      }
      return true;
    }
  }
}
