package dev.sudoku.cli;

import static dev.sudoku.cli.Puzzles.CONFLICT;
import static dev.sudoku.cli.Puzzles.MULTI;
import static dev.sudoku.cli.Puzzles.NONE;
import static dev.sudoku.cli.Puzzles.P1;
import static dev.sudoku.cli.Puzzles.S1;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sudoku.core.Grid;
import dev.sudoku.core.GridFormatException;
import dev.sudoku.grade.Grade;
import dev.sudoku.grade.Grader;
import dev.sudoku.grade.Level;
import org.junit.jupiter.api.Test;

class BookWorkerTest {
  private final BookWorker worker = new BookWorker(new Grader());

  private static Entry entry(String text, String rating) {
    return new Entry("-", 1, 1, text, null, null, 0, rating);
  }

  @Test
  void process_ratedByTheInput_ratingKeptNotGraded() {
    BookWorker.Ready r = worker.process(entry(P1, "7.7"));
    assertThat(r.graded()).isFalse();
    assertThat(r.page().rating()).isEqualTo(7.7);
    assertThat(r.page().lowerBound()).isFalse();
    assertThat(r.page().level()).isEqualTo(Level.EXPERT);
    assertThat(r.page().solution()).isEqualTo(Grid.parse(S1));
  }

  @Test
  void process_lowerBoundInTheInput_bound() {
    BookWorker.Ready r = worker.process(entry(P1, ">=9.5"));
    assertThat(r.page().lowerBound()).isTrue();
    assertThat(r.page().level()).isEqualTo(Level.EXTREME);
  }

  @Test
  void process_noOrUnreadableRating_gradedHere() {
    Grade g = new Grader().grade(Grid.parse(P1));
    for (String rating : new String[] {null, "HARD"}) {
      BookWorker.Ready r = worker.process(entry(P1, rating));
      assertThat(r.graded()).isTrue();
      assertThat(r.page().rating()).isEqualTo(g.er());
      assertThat(r.page().level()).isEqualTo(g.level());
    }
  }

  @Test
  void process_notUnique_statusWithoutPage() {
    assertThat(worker.process(entry(MULTI, "4.5")))
        .isEqualTo(new BookWorker.Ready(PuzzleStatus.MULTIPLE_SOLUTIONS, null, false));
    assertThat(worker.process(entry(NONE, null)).status()).isEqualTo(PuzzleStatus.NO_SOLUTION);
  }

  @Test
  void process_conflictingGivens_formatError() {
    assertThatThrownBy(() -> worker.process(entry(CONFLICT, null)))
        .isInstanceOf(GridFormatException.class)
        .hasMessageContaining("r1c1 and r1c2");
  }
}
