package dev.sudoku.cli;

import static dev.sudoku.cli.Puzzles.MULTI;
import static dev.sudoku.cli.Puzzles.P1;
import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.Grid;
import dev.sudoku.render.SvgRenderer;
import java.util.EnumSet;
import org.junit.jupiter.api.Test;

class RenderWorkerTest {
  private static Entry entry(String text, String rating) {
    return new Entry("-", 1, 4, text, null, null, 0, rating);
  }

  @Test
  void process_allPictures_inOrderWithTitles() {
    RenderWorker w = new RenderWorker(new SvgRenderer(), EnumSet.allOf(RenderWorker.Picture.class));
    RenderWorker.Pictures p = w.process(entry(P1, ">=9.5"));
    assertThat(p.missing()).isNull();
    assertThat(p.svgs())
        .extracting(RenderWorker.Drawn::picture)
        .containsExactly(
            RenderWorker.Picture.PUZZLE,
            RenderWorker.Picture.SOLUTION,
            RenderWorker.Picture.CANDIDATES);
    assertThat(p.svgs().get(0).svg()).contains("<title>Sudoku 4, SE \u2265 9.5</title>");
    assertThat(p.svgs().get(1).svg()).contains("<title>Sudoku 4, solution</title>");
  }

  @Test
  void process_solutionOfMultiSolutionPuzzle_missingWithReason() {
    RenderWorker w = new RenderWorker(new SvgRenderer(), EnumSet.of(RenderWorker.Picture.SOLUTION));
    RenderWorker.Pictures p = w.process(entry(MULTI, null));
    assertThat(p.svgs()).isEmpty();
    assertThat(p.missing()).isEqualTo("multiple solutions: no solution picture");
  }

  @Test
  void candidates_p1_givenDigitsOfPeersRuledOut() {
    int[] masks = RenderWorker.candidates(Grid.parse(P1));
    // r1c1 of P1: row 1 holds 4 3 2 9, column 1 holds 1 6, box 1 holds 4 5 7: only 8 is left
    assertThat(masks[0]).isEqualTo(1 << 7);
    assertThat(masks[2]).isZero(); // a given
  }

  @Test
  void candidates_emptyGrid_everyDigitEverywhere() {
    assertThat(RenderWorker.candidates(Grid.empty())).containsOnly(0x1ff);
  }
}
