package dev.sudoku.cli;

import static dev.sudoku.cli.Puzzles.CONFLICT;
import static dev.sudoku.cli.Puzzles.P1;
import static dev.sudoku.cli.Puzzles.S1;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sudoku.canon.Canonicalizer;
import dev.sudoku.canon.Transformation;
import dev.sudoku.core.Grid;
import dev.sudoku.core.GridFormatException;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class CanonWorkerTest {
  private static Entry entry(String text) {
    return new Entry("-", 1, 1, text, null, null, 0);
  }

  @Test
  void process_puzzle_formOfCanonicalizer() {
    Canonical c = new CanonWorker().process(entry(P1));
    assertThat(c.puzzle()).isEqualTo(Grid.parse(P1));
    assertThat(c.form()).isEqualTo(new Canonicalizer().canonical(Grid.parse(P1)));
  }

  @Test
  void process_scrambledCopy_sameForm() {
    CanonWorker worker = new CanonWorker();
    Grid scrambled = Transformation.random(new SplittableRandom(3)).apply(Grid.parse(P1));
    assertThat(worker.process(entry(scrambled.toLine())).form())
        .isEqualTo(worker.process(entry(P1)).form());
  }

  @Test
  void process_completeGrid_startsWith123456789() {
    assertThat(new CanonWorker().process(entry(S1)).form().toLine()).startsWith("123456789");
  }

  @Test
  void process_conflict_throwsWithBothCells() {
    assertThatThrownBy(() -> new CanonWorker().process(entry(CONFLICT)))
        .isInstanceOf(GridFormatException.class)
        .hasMessage("digit 5 appears twice in row 1: r1c1 and r1c2");
  }
}
