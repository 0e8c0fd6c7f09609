package dev.sudoku.cli;

import static dev.sudoku.cli.Puzzles.CONFLICT;
import static dev.sudoku.cli.Puzzles.MULTI;
import static dev.sudoku.cli.Puzzles.NONE;
import static dev.sudoku.cli.Puzzles.P1;
import static dev.sudoku.cli.Puzzles.S1;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sudoku.core.GridFormatException;
import dev.sudoku.grade.Grade;
import dev.sudoku.grade.Grader;
import org.junit.jupiter.api.Test;

class GradeWorkerTest {
  private static Entry entry(String text) {
    return new Entry("-", 1, 1, text, null, null, 0);
  }

  @Test
  void process_uniquePuzzle_ratedWithItsSolution() {
    Graded g = new GradeWorker(new Grader(), false).process(entry(P1));
    assertThat(g.solution().toLine()).isEqualTo(S1);
    assertThat(g.grade().status()).isEqualTo(Grade.Status.RATED);
    assertThat(g.grade().er()).isEqualTo(1.2);
    assertThat(g.grade().steps()).isEmpty();
  }

  @Test
  void process_withSteps_pathRecorded() {
    Graded g = new GradeWorker(new Grader(), true).process(entry(P1));
    assertThat(g.grade().steps()).hasSize((int) P1.chars().filter(c -> c == '.').count());
  }

  @Test
  void process_noUniqueSolution_statusAndNoSolution() {
    GradeWorker w = new GradeWorker(new Grader(), true);
    assertThat(w.process(entry(MULTI)).grade().status()).isEqualTo(Grade.Status.MULTIPLE_SOLUTIONS);
    Graded none = w.process(entry(NONE));
    assertThat(none.grade().status()).isEqualTo(Grade.Status.NO_SOLUTION);
    assertThat(none.solution()).isNull();
  }

  @Test
  void process_conflictingGivens_formatExceptionNamingBothCells() {
    assertThatThrownBy(() -> new GradeWorker(new Grader(), false).process(entry(CONFLICT)))
        .isInstanceOf(GridFormatException.class)
        .hasMessage("digit 5 appears twice in row 1: r1c1 and r1c2");
  }
}
