package dev.sudoku.cli;

import static dev.sudoku.cli.Puzzles.MULTI;
import static dev.sudoku.cli.Puzzles.P1;
import static dev.sudoku.cli.Puzzles.P2;
import static dev.sudoku.cli.Puzzles.S1;
import static dev.sudoku.cli.Puzzles.S2;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sudoku.core.Grid;
import dev.sudoku.core.Solver;
import dev.sudoku.grade.CellDigit;
import dev.sudoku.grade.Grade;
import dev.sudoku.grade.Grader;
import dev.sudoku.grade.Level;
import dev.sudoku.grade.Step;
import dev.sudoku.grade.Technique;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class GradeWorkloadTest {
  private final GradeWorkload workload = new GradeWorkload(new Grader(), Solver.fast());

  private static List<Grid> grids(String... lines) {
    return Arrays.stream(lines).map(Grid::parse).toList();
  }

  @Test
  void warmUp_mixedFile_meanErPercentagesUnrated() {
    workload.warmUp(
        grids(P1, P2, MULTI, GradeCommandTest.POINTING),
        Arrays.asList(Grid.parse(S1), Grid.parse(S2), null, null),
        List.of("a:1", "a:2", "a:3", "a:4"));
    assertThat(workload.unit()).isEqualTo("grades");
    assertThat(workload.columns())
        .containsExactly("mean ER", "rated %", "lower-bound %", "unrated");
    assertThat(workload.cells()).containsExactly("1.67", "75.0", "0.0", "1");
  }

  @Test
  void warmUp_inputSolutionWrong_failsNamingTheLine() {
    Grid wrong = Grid.parse(S1.substring(0, 79) + S1.charAt(80) + S1.charAt(79));
    assertThatThrownBy(() -> workload.warmUp(grids(P1), Arrays.asList(wrong), List.of("a:7")))
        .isInstanceOf(Workload.BenchFailure.class)
        .hasMessageStartingWith("a:7: the solver disagrees with the input's solution");
  }

  @Test
  void pass_sameWorkTwice_sameValue() {
    workload.warmUp(grids(P1, P2), Arrays.asList(null, null), List.of("a:1", "a:2"));
    long first = workload.pass();
    assertThat(first).isPositive().isEqualTo(workload.pass());
  }

  private static Grade withSteps(Grade.Status status, Step... steps) {
    return new Grade(
        status,
        1.2,
        1.2,
        1.2,
        Level.EASY,
        Technique.HIDDEN_SINGLE_BOX,
        Map.of(),
        List.of(steps),
        "v");
  }

  private static Step places(int cell, int digit) {
    return new Step(
        Technique.HIDDEN_SINGLE_BOX,
        1.2,
        List.of(cell),
        List.of(),
        List.of(new CellDigit(cell, digit)),
        List.of(),
        "hs");
  }

  @Test
  void check_wrongPlacement_failsWithTheStep() {
    int cell = P1.indexOf('.');
    int wrong = S1.charAt(cell) == '9' ? 1 : S1.charAt(cell) - '0' + 1;
    assertThatThrownBy(
            () ->
                GradeWorkload.check(
                    Grid.parse(P1),
                    Grid.parse(S1).toBytes(),
                    withSteps(Grade.Status.LOWER_BOUND, places(cell, wrong)),
                    "a:1"))
        .isInstanceOf(Workload.BenchFailure.class)
        .hasMessageStartingWith("a:1: step 'hs' places " + Grid.cellName(cell) + "=" + wrong);
  }

  @Test
  void check_eliminationOfTheSolution_fails() {
    int cell = P1.indexOf('.');
    Step elim =
        new Step(
            Technique.POINTING,
            2.6,
            List.of(),
            List.of(),
            List.of(),
            List.of(new CellDigit(cell, S1.charAt(cell) - '0')),
            "pt");
    assertThatThrownBy(
            () ->
                GradeWorkload.check(
                    Grid.parse(P1),
                    Grid.parse(S1).toBytes(),
                    withSteps(Grade.Status.LOWER_BOUND, elim),
                    "a:1"))
        .isInstanceOf(Workload.BenchFailure.class)
        .hasMessageContaining("removes the solution's digit from " + Grid.cellName(cell));
  }

  @Test
  void check_ratedPathLeavingCellsEmpty_fails() {
    int cell = P1.indexOf('.');
    assertThatThrownBy(
            () ->
                GradeWorkload.check(
                    Grid.parse(P1),
                    Grid.parse(S1).toBytes(),
                    withSteps(Grade.Status.RATED, places(cell, S1.charAt(cell) - '0')),
                    "a:1"))
        .isInstanceOf(Workload.BenchFailure.class)
        .hasMessage("a:1: a RATED path leaves 45 cells empty");
  }

  @Test
  void check_realPath_passes() {
    Grade g = new Grader().grade(Grid.parse(P1), true);
    GradeWorkload.check(Grid.parse(P1), Grid.parse(S1).toBytes(), g, "a:1");
    assertThat(g.steps()).isNotEmpty();
  }
}
