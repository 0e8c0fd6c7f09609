package dev.sudoku.generate;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.Budget;
import dev.sudoku.core.Grid;
import dev.sudoku.generate.GenerationResult.Shortfall;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class GenerationRunTest {

  private static GeneratedPuzzle puzzle(long index) {
    return new GeneratedPuzzle(Grid.empty(), Grid.empty(), 0, Symmetry.NONE, false, 1, index, 1);
  }

  @Test
  void complete_outOfOrder_resultInIndexOrderOfContiguousPrefix() {
    Request r = Request.of(1, 2, GeneratorOptions.defaults());
    GenerationRun run = new GenerationRun(r, new Tracker(r.budget()));
    for (int i = 0; i < 4; i++) {
      assertThat(run.claim()).isEqualTo(i);
    }
    run.complete(2, Optional.of(puzzle(2)));
    run.complete(3, Optional.of(puzzle(3)));
    assertThat(run.result().puzzles()).isEmpty(); // index 0 and 1 still open
    run.complete(1, Optional.empty());
    run.complete(0, Optional.of(puzzle(0)));
    GenerationResult result = run.result();
    assertThat(result.puzzles()).extracting(GeneratedPuzzle::index).containsExactly(0L, 2L);
    assertThat(result.nextIndex()).isEqualTo(3);
    assertThat(result.skippedIndices()).isEqualTo(1);
    assertThat(result.shortfall()).isEqualTo(Shortfall.NONE);
    assertThat(run.claim()).isEqualTo(-1);
  }

  @Test
  void result_budgetOutBeforeCount_reportsPrefixAndReason() {
    Request r = Request.of(1, 5, GeneratorOptions.defaults()).withBudget(Budget.attempts(1));
    Tracker tracker = new Tracker(r.budget());
    GenerationRun run = new GenerationRun(r, tracker);
    assertThat(run.claim()).isEqualTo(0);
    assertThat(tracker.tryAttempt()).isTrue();
    run.complete(0, Optional.of(puzzle(0)));
    assertThat(tracker.tryAttempt()).isFalse();
    assertThat(run.claim()).isEqualTo(-1);
    GenerationResult result = run.result();
    assertThat(result.puzzles()).hasSize(1);
    assertThat(result.nextIndex()).isEqualTo(1);
    assertThat(result.shortfall()).isEqualTo(Shortfall.ATTEMPTS);
  }
}
