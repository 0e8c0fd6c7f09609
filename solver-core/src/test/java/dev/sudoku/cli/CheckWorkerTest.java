package dev.sudoku.cli;

import static dev.sudoku.cli.Puzzles.CONFLICT;
import static dev.sudoku.cli.Puzzles.MULTI;
import static dev.sudoku.cli.Puzzles.NONE;
import static dev.sudoku.cli.Puzzles.P1;
import static dev.sudoku.cli.Puzzles.S1;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sudoku.core.GridFormatException;
import org.junit.jupiter.api.Test;

class CheckWorkerTest {
  private final CheckWorker worker = new CheckWorker();

  private static Entry entry(String text) {
    return new Entry("t", 1, 1, text, null, null, 0);
  }

  @Test
  void process_unique_statusAndSolution() {
    Check c = worker.process(entry(P1));
    assertThat(c.status()).isEqualTo(PuzzleStatus.UNIQUE);
    assertThat(c.solution().toLine()).isEqualTo(S1);
  }

  @Test
  void process_multipleOrNone_statusWithoutSolution() {
    assertThat(worker.process(entry(MULTI)).status()).isEqualTo(PuzzleStatus.MULTIPLE_SOLUTIONS);
    assertThat(worker.process(entry(MULTI)).solution()).isNull();
    assertThat(worker.process(entry(NONE)).status()).isEqualTo(PuzzleStatus.NO_SOLUTION);
  }

  @Test
  void process_conflictingGivens_namesBothCells() {
    assertThatThrownBy(() -> worker.process(entry(CONFLICT)))
        .isInstanceOf(GridFormatException.class)
        .hasMessage("digit 5 appears twice in row 1: r1c1 and r1c2");
  }
}
