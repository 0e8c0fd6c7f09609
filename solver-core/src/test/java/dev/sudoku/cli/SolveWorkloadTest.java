package dev.sudoku.cli;

import static dev.sudoku.cli.Puzzles.MULTI;
import static dev.sudoku.cli.Puzzles.P1;
import static dev.sudoku.cli.Puzzles.S1;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sudoku.core.Grid;
import dev.sudoku.core.Solver;
import java.util.Arrays;
import java.util.List;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

class SolveWorkloadTest {
  /** A solver that answers "1 solution" with a fixed grid and a fixed guess count. */
  private static final class Fixed implements Solver {
    private final Grid answer;

    Fixed(Grid answer) {
      this.answer = answer;
    }

    @Override
    public int count(Grid puzzle, int limit) {
      return 1;
    }

    @Override
    public int count(byte[] cells, int limit, byte[] solution) {
      answer.copyTo(solution);
      return 1;
    }

    @Override
    public Grid solution() {
      return answer;
    }

    @Override
    public long guesses() {
      return 3;
    }

    @Override
    public long enumerate(Grid puzzle, long cap, Consumer<Grid> sink) {
      return 0;
    }
  }

  @Test
  void warmUp_correctSolver_figuresPerPuzzle() {
    SolveWorkload w = new SolveWorkload(Solver.reference(), 2);
    w.warmUp(
        List.of(Grid.parse(P1), Grid.parse(MULTI)),
        Arrays.asList(Grid.parse(S1), null),
        List.of("f:1", "f:2"));
    assertThat(w.cells()).hasSize(w.columns().size());
    assertThat(w.cells().get(2)).isEqualTo("1/1/0");
    assertThat(w.pass()).isNotZero();
  }

  @Test
  void warmUp_solutionBreakingTheRules_fails() {
    Grid broken = Grid.parse(S1).with(0, Grid.parse(S1).get(1));
    SolveWorkload w = new SolveWorkload(new Fixed(broken), 2);
    assertThatThrownBy(
            () -> w.warmUp(List.of(Grid.parse(P1)), Arrays.asList((Grid) null), List.of("f:7")))
        .isInstanceOf(Workload.BenchFailure.class)
        .hasMessageStartingWith("f:7: the solver returned a wrong solution");
  }

  @Test
  void warmUp_solutionIgnoringGivens_fails() {
    SolveWorkload w = new SolveWorkload(new Fixed(Grid.parse(S1)), 2);
    assertThatThrownBy(
            () -> w.warmUp(List.of(Grid.parse(MULTI)), Arrays.asList((Grid) null), List.of("f:1")))
        .isInstanceOf(Workload.BenchFailure.class);
  }

  @Test
  void warmUp_noSolutionForSolvableInput_fails() {
    SolveWorkload w = new SolveWorkload(Solver.reference(), 2);
    Grid none = Grid.parse(Puzzles.NONE);
    assertThatThrownBy(() -> w.warmUp(List.of(none), List.of(Grid.parse(S1)), List.of("f:3")))
        .isInstanceOf(Workload.BenchFailure.class)
        .hasMessageContaining("found no solution");
  }

  @Test
  void cells_guesses_averagedPerPuzzle() {
    SolveWorkload w = new SolveWorkload(new Fixed(Grid.parse(S1)), 1);
    w.warmUp(
        List.of(Grid.parse(P1), Grid.parse(P1)), Arrays.asList(null, null), List.of("f:1", "f:2"));
    assertThat(w.cells()).containsExactly("0.0", "3.00", "2/-/0");
  }
}
