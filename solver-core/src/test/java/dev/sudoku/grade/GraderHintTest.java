package dev.sudoku.grade;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sudoku.core.Grid;
import dev.sudoku.core.SharedData;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Stream;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

class GraderHintTest {
  private static final List<Grid> PUZZLES = PathPositions.puzzles();
  private final Grader grader = new Grader();

  static Stream<Grid> puzzles() {
    return PUZZLES.stream();
  }

  @ParameterizedTest
  @MethodSource("puzzles")
  void hint_midwayAlongAGradedPath_equalsTheGradersNextSteps(Grid puzzle) {
    Grade grade = grader.grade(puzzle, true);
    List<Step> path = grade.steps();
    int n = path.size();
    NextSteps.Outcome atTheEnd =
        grade.isRated() ? NextSteps.Outcome.SOLVED : NextSteps.Outcome.STUCK;
    for (int at : new int[] {0, n / 4, n / 2, 3 * n / 4, n - 1}) {
      Position p = PathPositions.before(puzzle, path, at);
      NextSteps one = grader.hint(p, 1);
      assertThat(one.steps()).as("step %d of %s", at, puzzle).containsExactly(path.get(at));
      NextSteps three = grader.hint(p, 3);
      assertThat(three.steps()).isEqualTo(path.subList(at, Math.min(n, at + 3)));
      assertThat(three.outcome()).isEqualTo(at + 3 >= n ? atTheEnd : NextSteps.Outcome.GIVEN);
    }
  }

  @Property(tries = 40)
  void hint_anyPositionOnAPath_equalsTheGradersStep(
      @ForAll @IntRange(min = 0, max = 1 << 20) int pick,
      @ForAll @IntRange(min = 0, max = 1 << 20) int where) {
    Grid puzzle = PUZZLES.get(pick % PUZZLES.size());
    List<Step> path = grader.grade(puzzle, true).steps();
    int at = where % path.size();
    assertThat(grader.hint(PathPositions.before(puzzle, path, at), 1).steps())
        .containsExactly(path.get(at));
  }

  @Test
  void hint_beforeNestedSteps_equalsTheGradersNestedSteps() {
    // forum-hardest-1106 #327: SE 1.2.1.3 rates it 10.3/10.3/2.6; its second step is a nested
    // forcing chain (10.3), the next ones dynamic forcing chains rated 9.5 and up
    Grid puzzle =
        Grid.parse(
            "...4......5...9...6...2..1.2...7.9.1..5....7......8.3...6....9.7...3.1......9.327");
    Grader deep = new Grader(Grader.Options.defaults().withMaxNesting(5));
    List<Step> path = deep.grade(puzzle, true).steps();
    List<Technique> seen = new java.util.ArrayList<>();
    for (int at = 0; at < path.size() && seen.size() < 3; at++) {
      if (path.get(at).rating() >= 9.5) {
        Position p = PathPositions.before(puzzle, path, at);
        assertThat(deep.hint(p, 1).steps()).as("step %d", at).containsExactly(path.get(at));
        seen.add(path.get(at).technique());
      }
    }
    assertThat(seen).hasSize(3).contains(Technique.NESTED_FORCING_CHAIN);
  }

  @Test
  void hint_solvedPosition_solvedWithoutSteps() {
    Grid puzzle = PUZZLES.get(0);
    List<Step> path = grader.grade(puzzle, true).steps();
    Position end = PathPositions.before(puzzle, path, path.size());
    NextSteps s = grader.hint(end, 1);
    assertThat(s.outcome()).isEqualTo(NextSteps.Outcome.SOLVED);
    assertThat(s.steps()).isEmpty();
    assertThat(s.needs()).isNull();
  }

  @Test
  void hint_beyondTheNestingLimit_stuckNamingWhatIsNeeded() {
    // forum-hardest #1 needs dynamic forcing chains (+), 9.0, above nesting level 0
    Grid hardest = SharedData.puzzles("bench/forum-hardest-1106.txt", 1).get(0);
    NextSteps s =
        new Grader(Grader.Options.defaults().withMaxNesting(0)).hint(Position.of(hardest), 500);
    assertThat(s.outcome()).isEqualTo(NextSteps.Outcome.STUCK);
    assertThat(s.needs()).isEqualTo(Technique.DYNAMIC_FORCING_CHAIN_PLUS);
    assertThat(s.needsRating()).isEqualTo(9.0);
  }

  @Test
  void hint_timeRunsOut_outOfTimeNamingTheTechniqueTried() {
    AtomicLong now = new AtomicLong();
    // every reading of the clock is a second later: the 1 ms budget is gone at the first check
    Grader slow = new Grader(new Grader.Options(1, 1, () -> now.addAndGet(1_000_000_000L)));
    Grid hardest = SharedData.puzzles("bench/forum-hardest-1106.txt", 1).get(0);
    NextSteps s = slow.hint(Position.of(hardest), 500);
    assertThat(s.outcome()).isEqualTo(NextSteps.Outcome.OUT_OF_TIME);
    assertThat(s.needs()).isNotNull();
  }

  @Test
  void hint_marksWithMoreEliminations_startsFromTheMarks() {
    // A puzzle whose first step is no single (SE ED above 1.5); marks holding only the solution
    // digit make every digit of every house a hidden single.
    Grid puzzle =
        ReferenceRatings.load("ratings/se-reference-hard.csv", 99).stream()
            .filter(r -> r.ed() > 1.9)
            .findFirst()
            .orElseThrow()
            .puzzle();
    Grid solution = solve(puzzle);
    int[] marks = new int[Grid.CELLS];
    for (int c = 0; c < Grid.CELLS; c++) {
      marks[c] = 1 << (solution.get(c) - 1);
    }
    Step first = grader.hint(Position.of(puzzle, Grid.empty(), marks), 1).steps().get(0);
    assertThat(first.rating()).isLessThanOrEqualTo(1.5);
    assertThat(first.placements()).hasSize(1);
    assertThat(grader.hint(Position.of(puzzle), 1).steps().get(0).rating()).isGreaterThan(1.5);
  }

  @Test
  void hint_wrongPlacedDigit_throwsNamingTheCell() {
    Grid puzzle = PUZZLES.get(0);
    Grid solution = solve(puzzle);
    Position start = Position.of(puzzle);
    // the first empty cell with a candidate that is not the solution's: a consistent position
    int cell = 0;
    while (Integer.bitCount(start.candidates(cell)) < 2 || puzzle.get(cell) != 0) {
      cell++;
    }
    int wrong =
        Integer.numberOfTrailingZeros(start.candidates(cell) & ~(1 << (solution.get(cell) - 1)))
            + 1;
    int at = cell;
    assertThatThrownBy(
            () -> grader.hint(Position.of(puzzle, Grid.empty().with(at, wrong), null), 1))
        .isInstanceOf(PositionException.class)
        .hasMessage(Grid.cellName(cell) + "=" + wrong + " is wrong: the solution has another digit")
        .extracting(e -> ((PositionException) e).cell())
        .isEqualTo(cell);
  }

  @Test
  void hint_marksWithoutTheSolutionDigit_throwsNamingTheCell() {
    Grid puzzle = PUZZLES.get(0);
    Grid solution = solve(puzzle);
    int cell = firstEmpty(puzzle);
    int[] marks = new int[Grid.CELLS];
    Position start = Position.of(puzzle);
    for (int c = 0; c < Grid.CELLS; c++) {
      marks[c] = start.candidates(c);
    }
    marks[cell] &= ~(1 << (solution.get(cell) - 1));
    assertThatThrownBy(() -> grader.hint(Position.of(puzzle, Grid.empty(), marks), 1))
        .isInstanceOf(PositionException.class)
        .hasMessage(
            Grid.cellName(cell) + " lost a candidate the solution needs: the marks are wrong");
  }

  @Test
  void hint_givensWithSeveralSolutions_throws() {
    assertThatThrownBy(() -> grader.hint(Position.of(Grid.parse("123" + ".".repeat(78))), 1))
        .isInstanceOf(PositionException.class)
        .hasMessageContaining("several solutions");
  }

  @Test
  void hint_zeroSteps_throws() {
    assertThatThrownBy(() -> grader.hint(Position.of(PUZZLES.get(0)), 0))
        .isInstanceOf(IllegalArgumentException.class);
  }

  private static int firstEmpty(Grid g) {
    int c = 0;
    while (g.get(c) != 0) {
      c++;
    }
    return c;
  }

  private static Grid solve(Grid puzzle) {
    byte[] sol = new byte[Grid.CELLS];
    dev.sudoku.core.Solver.fast().count(puzzle.toBytes(), 2, sol);
    return Grid.of(sol);
  }
}
