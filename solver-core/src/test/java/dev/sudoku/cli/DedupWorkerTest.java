package dev.sudoku.cli;

import static dev.sudoku.cli.Puzzles.P1;
import static dev.sudoku.cli.Puzzles.P2;
import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.canon.Transformation;
import dev.sudoku.core.Grid;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class DedupWorkerTest {
  private static Entry entry(String text) {
    return new Entry("-", 1, 1, text, null, null, 0);
  }

  @Test
  void process_isomorphs_sameKey() {
    DedupWorker w = new DedupWorker();
    DedupWorker.Keyed a = w.process(entry(P1));
    Grid scrambled = Transformation.random(new SplittableRandom(11)).apply(Grid.parse(P1));
    DedupWorker.Keyed b = w.process(entry(scrambled.toLine()));
    assertThat(b.canonical().puzzle()).isEqualTo(scrambled);
    assertThat(b.hi()).isEqualTo(a.hi());
    assertThat(b.lo()).isEqualTo(a.lo());
  }

  @Test
  void process_differentPuzzles_differentKeys() {
    DedupWorker w = new DedupWorker();
    DedupWorker.Keyed a = w.process(entry(P1));
    DedupWorker.Keyed b = w.process(entry(P2));
    assertThat(new long[] {a.hi(), a.lo()}).isNotEqualTo(new long[] {b.hi(), b.lo()});
  }
}
