package dev.sudoku.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The fast solver against the reference on random puzzles, plus the contracts of {@link Solver}
 * that the corpus does not pin down. Random puzzles keep at least 26 clues: the reference is slow
 * on sparser non-unique puzzles.
 */
class BitboardSolverTest {
  static final String EASY =
      "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
  static final String EASTER_MONSTER =
      "1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1";

  private final Solver fast = new BitboardSolver();
  private final Solver reference = new BacktrackingSolver();

  /**
   * A random puzzle; one in four has one given changed, which may make it unsolvable or invalid.
   */
  static Grid randomPuzzle(long seed, int clues) {
    SplittableRandom random = new SplittableRandom(seed);
    Grid puzzle = RandomGrids.puzzle(RandomGrids.solution(random), clues, random);
    if (random.nextInt(4) == 0) {
      int cell = random.nextInt(Grid.CELLS);
      while (puzzle.get(cell) == 0) {
        cell = (cell + 1) % Grid.CELLS;
      }
      puzzle = puzzle.with(cell, puzzle.get(cell) % 9 + 1);
    }
    return puzzle;
  }

  @Property(tries = 300)
  void count_randomPuzzle_agreesWithReference(
      @ForAll long seed,
      @ForAll @IntRange(min = 26, max = 60) int clues,
      @ForAll @IntRange(min = 1, max = 3) int limit) {
    Grid puzzle = randomPuzzle(seed, clues);

    int n = fast.count(puzzle, limit);

    assertThat(n).isEqualTo(reference.count(puzzle, limit)).isLessThanOrEqualTo(limit);
    if (n == 0) {
      assertThat(fast.solution()).isNull();
    } else {
      assertThat(fast.solution().isSolved()).isTrue();
      assertThat(fast.solution().agreesWith(puzzle)).isTrue();
    }
  }

  @Property(tries = 100)
  void enumerate_randomPuzzle_distinctValidSolutionsWithinCap(
      @ForAll long seed,
      @ForAll @IntRange(min = 26, max = 40) int clues,
      @ForAll @IntRange(min = 1, max = 12) int cap) {
    Grid puzzle = randomPuzzle(seed, clues);
    List<Grid> seen = new ArrayList<>();

    long n = fast.enumerate(puzzle, cap, seen::add);

    assertThat(n)
        .isEqualTo(seen.size())
        .isLessThanOrEqualTo(cap)
        .isEqualTo(reference.count(puzzle, cap));
    assertThat(new HashSet<>(seen)).hasSize(seen.size());
    for (Grid g : seen) {
      assertThat(g.isSolved()).isTrue();
      assertThat(g.agreesWith(puzzle)).isTrue();
    }
  }

  /**
   * The propagate-once, case-split search answers as the interface's plain default (here the
   * reference solver's), on random puzzles cut from a grid with 1 to 4 more cells emptied as {@code
   * at}; {@code known} is that grid, or (one in four) another grid. A witness differs from {@code
   * known} in a cell of {@code at} and solves the puzzle.
   */
  @Property(tries = 300)
  void hasSolutionDifferingAt_randomPuzzle_agreesWithDefault(
      @ForAll long seed,
      @ForAll @IntRange(min = 26, max = 70) int clues,
      @ForAll @IntRange(min = 1, max = 4) int removed) {
    SplittableRandom random = new SplittableRandom(seed);
    Grid solution = RandomGrids.solution(random);
    byte[] cells = RandomGrids.puzzle(solution, clues, random).toBytes();
    byte[] known =
        random.nextInt(4) == 0 ? RandomGrids.solution(random).toBytes() : solution.toBytes();
    int[] at = new int[removed];
    for (int k = 0; k < removed; k++) {
      int cell = random.nextInt(Grid.CELLS);
      while (cells[cell] == 0) {
        cell = (cell + 1) % Grid.CELLS;
      }
      cells[cell] = 0;
      at[k] = cell;
    }
    byte[] before = cells.clone();

    boolean other = fast.hasSolutionDifferingAt(cells, known, at);

    assertThat(cells).isEqualTo(before);
    assertThat(other).isEqualTo(reference.hasSolutionDifferingAt(cells, known, at));
    if (other) {
      Grid witness = fast.solution();
      assertThat(witness.isSolved() && witness.agreesWith(Grid.of(cells))).isTrue();
      boolean differs = false;
      for (int cell : at) {
        differs |= witness.get(cell) != known[cell];
      }
      assertThat(differs).isTrue();
    }
  }

  /** The generator's use: a unique puzzle minus one clue is unique exactly when count says so. */
  @Property(tries = 200)
  void hasSolutionDifferingAt_uniqueMinusClues_agreesWithCount(
      @ForAll long seed, @ForAll @IntRange(min = 1, max = 4) int removed) {
    SplittableRandom random = new SplittableRandom(seed);
    Grid solution = RandomGrids.solution(random);
    byte[] known = solution.toBytes();
    byte[] cells = known.clone();
    // thin to a unique puzzle by random single removals, then take `removed` more clues out
    int[] order = new int[Grid.CELLS];
    for (int i = 0; i < Grid.CELLS; i++) {
      order[i] = i;
    }
    for (int i = Grid.CELLS - 1; i > 0; i--) {
      int j = random.nextInt(i + 1);
      int t = order[i];
      order[i] = order[j];
      order[j] = t;
    }
    byte[] scratch = new byte[Grid.CELLS];
    int stop = 30 + random.nextInt(30);
    for (int i = 0; i < stop; i++) {
      int cell = order[i];
      cells[cell] = 0;
      if (fast.count(cells, 2, scratch) != 1) {
        cells[cell] = known[cell];
      }
    }
    int[] at = new int[removed];
    for (int k = 0, i = stop; k < removed && i < Grid.CELLS; i++) {
      if (cells[order[i]] != 0) {
        at[k++] = order[i];
        cells[order[i]] = 0;
      }
    }

    assertThat(fast.hasSolutionDifferingAt(cells, known, at))
        .isEqualTo(fast.count(cells, 2, scratch) == 2);
  }

  /**
   * The bulk load reaches init's state word for word, and the same conflict answer: random puzzles
   * of 1 to 81 clues, half of them with one more random digit that may clash.
   */
  @Property(tries = 1000)
  void load_randomPuzzle_sameStateAsInit(
      @ForAll long seed, @ForAll @IntRange(min = 1, max = 81) int clues) {
    byte[] cells = randomPuzzle(seed, clues).toBytes();
    SplittableRandom random = new SplittableRandom(seed);
    if (random.nextBoolean()) {
      cells[random.nextInt(Grid.CELLS)] = (byte) (1 + random.nextInt(9));
    }
    BitboardSolver byAssign = new BitboardSolver();
    BitboardSolver byLoad = new BitboardSolver();

    boolean consistent = byAssign.init(cells);

    assertThat(byLoad.load(cells)).isEqualTo(consistent).isEqualTo(Grid.of(cells).isConsistent());
    if (consistent) {
      assertThat(byLoad.state()).isEqualTo(byAssign.state());
    }
  }

  @Test
  void hasSolutionDifferingAt_givenCell_rejected() {
    byte[] cells = Grid.parse(EASY).toBytes();
    assertThatThrownBy(() -> fast.hasSolutionDifferingAt(cells, cells, new int[] {0}))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> reference.hasSolutionDifferingAt(cells, cells, new int[] {0}))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Property(tries = 100)
  void count_uniqueAfterAllGivens_returnsTheSolution(@ForAll long seed) {
    Grid solution = RandomGrids.solution(new SplittableRandom(seed));

    assertThat(fast.count(solution, 2)).isEqualTo(1);
    assertThat(fast.solution()).isEqualTo(solution);
    assertThat(fast.solvedWithoutGuessing()).isTrue();
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "17-clue.txt",
        "magictour-top1465.txt",
        "forum-hardest-1905-se11plus.txt",
        "forum-hardest-1106.txt"
      })
  void count_benchFile_uniqueSolutionAgreesWithGivens(String file) {
    byte[] solution = new byte[Grid.CELLS];
    for (Grid puzzle : SharedData.puzzles("bench/" + file, 3000)) {
      assertThat(fast.count(puzzle.toBytes(), 2, solution)).as(puzzle.toLine()).isEqualTo(1);
      Grid solved = Grid.of(solution);
      assertThat(solved.isSolved() && solved.agreesWith(puzzle)).as(puzzle.toLine()).isTrue();
    }
  }

  @Test
  void count_sergMultiSolution_everyPuzzleHasTwoSolutions() {
    for (Grid puzzle : SharedData.puzzles("bench/serg-multi-solution.txt", 3000)) {
      assertThat(fast.count(puzzle, 2)).as(puzzle.toLine()).isEqualTo(2);
      assertThat(fast.solution().isSolved() && fast.solution().agreesWith(puzzle))
          .as(puzzle.toLine())
          .isTrue();
    }
  }

  @Test
  void count_easyPuzzle_solvedWithoutGuessing() {
    assertThat(fast.count(Grid.parse(EASY), 2)).isEqualTo(1);
    assertThat(fast.guesses()).isZero();
    assertThat(fast.solvedWithoutGuessing()).isTrue();
  }

  @Test
  void count_hardPuzzle_needsGuesses() {
    assertThat(fast.count(Grid.parse(EASTER_MONSTER), 2)).isEqualTo(1);
    assertThat(fast.guesses()).isPositive();
    assertThat(fast.solvedWithoutGuessing()).isFalse();
  }

  /**
   * The guess choice counts failures per cell during a search; they must not leak into the next
   * one, or the tree (and with several solutions, the solution found first) would depend on what
   * the same solver solved before.
   */
  @Test
  void count_afterOtherHardPuzzles_searchesTheSameTreeAsAFreshSolver() {
    List<Grid> hard = SharedData.puzzles("bench/forum-hardest-1106.txt", 40);
    Solver used = new BitboardSolver();
    for (Grid puzzle : hard) {
      used.count(puzzle, 2);
    }
    for (Grid puzzle : hard.subList(0, 10)) {
      Solver fresh = new BitboardSolver();
      int n = fresh.count(puzzle, 2);

      assertThat(used.count(puzzle, 2)).as(puzzle.toLine()).isEqualTo(n);
      assertThat(used.guesses()).as(puzzle.toLine()).isEqualTo(fresh.guesses()).isPositive();
    }
  }

  @Test
  void count_multiSolutionAfterHardPuzzles_findsTheSameFirstSolutionAsAFreshSolver() {
    Solver used = new BitboardSolver();
    for (Grid puzzle : SharedData.puzzles("bench/forum-hardest-1106.txt", 20)) {
      used.count(puzzle, 2);
    }
    for (long seed = 1; seed <= 30; seed++) {
      Grid puzzle =
          RandomGrids.puzzle(
              RandomGrids.solution(new SplittableRandom(seed)),
              22,
              new SplittableRandom(seed + 1000));
      Solver fresh = new BitboardSolver();
      int n = fresh.count(puzzle, 2);
      used.count(puzzle, 2);

      assertThat(n).isEqualTo(2);
      assertThat(used.solution()).as(puzzle.toLine()).isEqualTo(fresh.solution());
    }
  }

  @Test
  void count_limitOne_stopsAtFirstSolution() {
    assertThat(fast.count(Grid.empty(), 1)).isEqualTo(1);
    assertThat(fast.solution().isSolved()).isTrue();
  }

  @Test
  void count_limitZero_rejected() {
    assertThatThrownBy(() -> fast.count(Grid.empty(), 0))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void count_afterSolvablePuzzle_unsolvableClearsSolution() {
    fast.count(Grid.parse(EASY), 2);
    Grid invalid = Grid.parse(EASY).with(4, 5); // a second 5 in row 1

    assertThat(fast.count(invalid, 2)).isZero();
    assertThat(fast.solution()).isNull();
    assertThat(fast.guesses()).isZero();
  }

  @Test
  void count_bytes_doesNotModifyInput() {
    byte[] cells = Grid.parse(EASY).toBytes();
    byte[] copy = cells.clone();

    fast.count(cells, 2, new byte[Grid.CELLS]);

    assertThat(cells).isEqualTo(copy);
  }

  @Test
  void enumerate_capZero_handsOverNothing() {
    assertThat(
            fast.enumerate(
                Grid.empty(),
                0,
                g -> {
                  throw new AssertionError("no solution expected");
                }))
        .isZero();
  }

  @Test
  void enumerate_emptyGrid_stopsAtCap() {
    List<Grid> seen = new ArrayList<>();

    assertThat(fast.enumerate(Grid.empty(), 50, seen::add)).isEqualTo(50);
    assertThat(new HashSet<>(seen)).hasSize(50);
  }

  /** Regression: count(byte[]) with a 10 in an otherwise empty grid searched without end. */
  @Test
  @Timeout(10)
  void count_cellValueOutsideZeroToNine_throwsNamingTheCell() {
    byte[] cells = new byte[Grid.CELLS];
    cells[9] = 10;

    assertThatThrownBy(() -> fast.count(cells, 2, new byte[Grid.CELLS]))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("r2c1 holds 10");
  }

  /** Regression: a negative value or a short array was an ArrayIndexOutOfBoundsException. */
  @Test
  void count_negativeValueOrWrongLength_throwsIllegalArgument() {
    byte[] negative = new byte[Grid.CELLS];
    negative[0] = -1;

    assertThatThrownBy(() -> fast.count(negative, 2, new byte[Grid.CELLS]))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("r1c1 holds -1");
    assertThatThrownBy(() -> fast.count(new byte[80], 2, new byte[Grid.CELLS]))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("found 80");
    assertThatThrownBy(() -> fast.count(new byte[Grid.CELLS], 2, new byte[5]))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("solution");
  }

  @Test
  void hasSolutionDifferingAt_cellOutsideGrid_throwsIllegalArgument() {
    Grid puzzle = Grid.parse(EASY);
    fast.count(puzzle, 1);
    byte[] known = fast.solution().toBytes();

    assertThatThrownBy(() -> fast.hasSolutionDifferingAt(puzzle.toBytes(), known, new int[] {81}))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("81");
    assertThatThrownBy(
            () -> reference.hasSolutionDifferingAt(puzzle.toBytes(), known, new int[] {-1}))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("-1");
  }

  /** Regression: a null sink counted the solutions (count mode) and handed none over. */
  @Test
  void enumerate_nullSink_throwsNullPointer() {
    assertThatThrownBy(() -> fast.enumerate(Grid.parse(EASY), 5, null))
        .isInstanceOf(NullPointerException.class)
        .hasMessage("sink");
    assertThatThrownBy(() -> reference.enumerate(Grid.parse(EASY), 5, null))
        .isInstanceOf(NullPointerException.class)
        .hasMessage("sink");
  }
}
