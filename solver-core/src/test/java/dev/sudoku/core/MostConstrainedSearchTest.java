package dev.sudoku.core;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

/**
 * The many-givens search on its own (counts against the reference and the shared data, the budget)
 * and through {@link BitboardSolver}, which must answer the same with it, without it, and when it
 * gives up.
 */
class MostConstrainedSearchTest {
  private final MostConstrainedSearch search = new MostConstrainedSearch();
  private final MostConstrainedSearch unbounded = new MostConstrainedSearch(Integer.MAX_VALUE);
  private final Solver reference = new BacktrackingSolver();
  private final byte[] solution = new byte[Grid.CELLS];

  @Property(tries = 300)
  void count_randomManyGivens_agreesWithReference(
      @ForAll long seed,
      @ForAll @IntRange(min = MostConstrainedSearch.MIN_GIVENS, max = 81) int clues,
      @ForAll @IntRange(min = 1, max = 2) int limit) {
    Grid puzzle = BitboardSolverTest.randomPuzzle(seed, clues);

    int n = unbounded.count(puzzle.toBytes(), limit, solution);

    assertThat(n).isEqualTo(reference.count(puzzle, limit));
    if (n > 0) {
      Grid found = Grid.of(solution);
      assertThat(found.isSolved() && found.agreesWith(puzzle)).isTrue();
    }
  }

  @Test
  void count_sergMultiSolution_twoSolutionsWithinBudget() {
    for (Grid puzzle : SharedData.puzzles("bench/serg-multi-solution.txt", 3000)) {
      assertThat(search.count(puzzle.toBytes(), 2, solution)).as(puzzle.toLine()).isEqualTo(2);
      Grid found = Grid.of(solution);
      assertThat(found.isSolved() && found.agreesWith(puzzle)).as(puzzle.toLine()).isTrue();
      assertThat(search.guesses()).as(puzzle.toLine()).isPositive();
      assertThat(search.count(puzzle.toBytes(), 1, solution)).as(puzzle.toLine()).isEqualTo(1);
    }
  }

  @Test
  void count_kaggleManyGivens_archiveSolutionWithoutGuessing() throws IOException {
    List<String[]> rows = kaggleRows(3000);
    int searched = 0;
    for (String[] row : rows) {
      byte[] cells = Grid.parse(row[0]).toBytes();
      if (MostConstrainedSearch.givens(cells) < MostConstrainedSearch.MIN_GIVENS) {
        continue;
      }
      searched++;
      assertThat(search.count(cells, 2, solution)).as(row[0]).isEqualTo(1);
      assertThat(Grid.of(solution)).as(row[0]).isEqualTo(Grid.parse(row[1]));
      assertThat(search.guesses()).as(row[0]).isZero();
    }
    assertThat(searched).isGreaterThan(1000);
  }

  @Test
  void count_sparsePuzzle_givesUpAtBudget() {
    Grid puzzle = Grid.parse(BitboardSolverTest.EASTER_MONSTER);

    assertThat(search.count(puzzle.toBytes(), 2, solution))
        .isEqualTo(MostConstrainedSearch.OVER_BUDGET);
    assertThat(new MostConstrainedSearch(1_000_000).count(puzzle.toBytes(), 2, solution))
        .isEqualTo(1);
  }

  @Test
  void count_repeatedGiven_noSolution() {
    Grid solved = RandomGrids.solution(new java.util.SplittableRandom(7));
    byte[] cells = solved.toBytes();
    cells[1] = cells[0]; // the same digit twice in row 1

    assertThat(search.count(cells, 2, solution)).isZero();
    assertThat(search.guesses()).isZero();
  }

  @Test
  void count_fullGrid_isItsOwnSolution() {
    Grid solved = RandomGrids.solution(new java.util.SplittableRandom(11));

    assertThat(search.count(solved.toBytes(), 2, solution)).isOne();
    assertThat(Grid.of(solution)).isEqualTo(solved);
  }

  @Test
  void count_bytes_doesNotModifyInput() {
    byte[] cells = SharedData.puzzles("bench/serg-multi-solution.txt", 1).get(0).toBytes();
    byte[] copy = cells.clone();

    search.count(cells, 2, solution);

    assertThat(cells).isEqualTo(copy);
  }

  /** Budget 0 gives up at the first branching cell: the bitboard search must take over. */
  @Test
  void bitboardCount_searchGivesUp_sameCountsAsWithout() {
    Solver givingUp = new BitboardSolver(new MostConstrainedSearch(0));
    Solver usual = Solver.fast();
    for (Grid puzzle : SharedData.puzzles("bench/serg-multi-solution.txt", 500)) {
      assertThat(givingUp.count(puzzle, 2)).as(puzzle.toLine()).isEqualTo(2);
      assertThat(givingUp.solution().agreesWith(puzzle)).as(puzzle.toLine()).isTrue();
      assertThat(usual.count(puzzle, 2)).as(puzzle.toLine()).isEqualTo(2);
      assertThat(givingUp.count(puzzle, 1)).as(puzzle.toLine()).isEqualTo(1);
    }
  }

  @Property(tries = 200)
  void bitboardCount_manyGivens_sameAsWithoutTheSearch(
      @ForAll long seed,
      @ForAll @IntRange(min = MostConstrainedSearch.MIN_GIVENS, max = 60) int clues,
      @ForAll @IntRange(min = 0, max = 4) int budget) {
    Grid puzzle = BitboardSolverTest.randomPuzzle(seed, clues);
    Solver small = new BitboardSolver(new MostConstrainedSearch(budget));
    Solver usual = Solver.fast();

    int n = small.count(puzzle, 2);

    assertThat(n).isEqualTo(usual.count(puzzle, 2));
    if (n == 1) {
      assertThat(small.solution()).isEqualTo(usual.solution());
    }
  }

  /**
   * A grid with two solutions cannot be solved by propagation alone, so every serg puzzle branches,
   * also at limit 1 where the first choices are often all right and no alternative is counted.
   */
  @Test
  void solvedWithoutGuessing_luckyFirstChoices_false() {
    Solver usual = Solver.fast();
    Solver bitboardOnly = new BitboardSolver(new MostConstrainedSearch(0));
    int lucky = 0;
    for (Grid puzzle : SharedData.puzzles("bench/serg-multi-solution.txt", 500)) {
      for (Solver solver : List.of(usual, bitboardOnly)) {
        assertThat(solver.count(puzzle, 1)).isOne();
        assertThat(solver.solvedWithoutGuessing()).as(puzzle.toLine()).isFalse();
        lucky += solver.guesses() == 0 ? 1 : 0;
      }
    }
    assertThat(lucky).isPositive();
  }

  private static List<String[]> kaggleRows(int max) throws IOException {
    try (Stream<String> lines =
        Files.lines(SharedData.file("archives/kaggle-1m-sample.csv"), StandardCharsets.UTF_8)) {
      return lines.skip(1).limit(max).map(l -> l.split(",")).collect(Collectors.toList());
    }
  }
}
