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

  private static GenerationRun run(int count, int ahead) {
    Request r = Request.of(1, count, GeneratorOptions.defaults());
    return new GenerationRun(r, new Tracker(r.budget()), ahead);
  }

  @Test
  void complete_outOfOrder_handedOnInIndexOrderOfContiguousPrefix() {
    GenerationRun run = run(4, 100);
    for (int i = 0; i < 4; i++) {
      assertThat(run.tryClaim()).isEqualTo(i);
    }
    run.complete(2, Optional.of(puzzle(2)));
    run.complete(3, Optional.of(puzzle(3)));
    assertThat(run.takeReady()).isEmpty(); // index 0 and 1 still open
    run.complete(1, Optional.empty());
    run.complete(0, Optional.of(puzzle(0)));
    assertThat(run.takeReady()).extracting(GeneratedPuzzle::index).containsExactly(0L, 2L, 3L);
    assertThat(run.tryClaim()).isEqualTo(4); // index 1 was skipped: one more is needed
    run.complete(4, Optional.of(puzzle(4)));
    assertThat(run.takeReady()).extracting(GeneratedPuzzle::index).containsExactly(4L);
    assertThat(run.tryClaim()).isEqualTo(-1);
    GenerationResult result = run.result(4, 5, false);
    assertThat(result.nextIndex()).isEqualTo(5);
    assertThat(result.skippedIndices()).isEqualTo(1);
    assertThat(result.shortfall()).isEqualTo(Shortfall.NONE);
  }

  /** The claim rule: indices in progress that could complete the request block further claims. */
  @Test
  void tryClaim_inProgressCoverTheCount_waitsUntilOneIsSkipped() {
    GenerationRun run = run(2, 100);
    assertThat(run.tryClaim()).isEqualTo(0);
    assertThat(run.tryClaim()).isEqualTo(1);
    assertThat(run.tryClaim()).isEqualTo(GenerationRun.WAIT);
    run.complete(1, Optional.of(puzzle(1)));
    assertThat(run.tryClaim()).isEqualTo(GenerationRun.WAIT); // 0 in progress + 1 found = 2
    run.complete(0, Optional.empty());
    assertThat(run.tryClaim()).isEqualTo(2);
  }

  @Test
  void tryClaim_lookAheadFull_waitsForThePrefix() {
    GenerationRun run = run(10, 2);
    assertThat(run.tryClaim()).isEqualTo(0);
    assertThat(run.tryClaim()).isEqualTo(1);
    assertThat(run.tryClaim()).isEqualTo(GenerationRun.WAIT);
    run.complete(1, Optional.of(puzzle(1)));
    assertThat(run.tryClaim()).isEqualTo(GenerationRun.WAIT); // index 0 still holds the prefix
    run.complete(0, Optional.of(puzzle(0)));
    assertThat(run.tryClaim()).isEqualTo(GenerationRun.WAIT); // two puzzles wait for the consumer
    assertThat(run.takeReady()).hasSize(2);
    assertThat(run.tryClaim()).isEqualTo(2);
  }

  @Test
  void result_budgetOutBeforeCount_reportsPrefixAndReason() {
    Request r = Request.of(1, 5, GeneratorOptions.defaults()).withBudget(Budget.attempts(1));
    Tracker tracker = new Tracker(r.budget());
    GenerationRun run = new GenerationRun(r, tracker, 100);
    assertThat(run.tryClaim()).isEqualTo(0);
    assertThat(tracker.tryAttempt()).isTrue();
    run.complete(0, Optional.of(puzzle(0)));
    assertThat(tracker.tryAttempt()).isFalse();
    assertThat(run.tryClaim()).isEqualTo(-1);
    assertThat(run.takeReady()).hasSize(1);
    GenerationResult result = run.result(1, 1, false);
    assertThat(result.nextIndex()).isEqualTo(1);
    assertThat(result.skippedIndices()).isZero();
    assertThat(result.shortfall()).isEqualTo(Shortfall.ATTEMPTS);
  }

  @Test
  void result_stoppedByConsumer_resumesAfterLastHandedOn() {
    GenerationRun run = run(5, 100);
    for (int i = 0; i < 3; i++) {
      assertThat(run.tryClaim()).isEqualTo(i);
      run.complete(i, i == 1 ? Optional.empty() : Optional.of(puzzle(i)));
    }
    run.takeReady();
    run.stop();
    assertThat(run.tryClaim()).isEqualTo(-1);
    // the consumer took index 0 and 2 but handed on only index 0 before it stopped
    GenerationResult result = run.result(1, 1, true);
    assertThat(result.shortfall()).isEqualTo(Shortfall.STOPPED);
    assertThat(result.nextIndex()).isEqualTo(1);
    assertThat(result.skippedIndices()).isZero();
    assertThat(result.complete()).isFalse();
  }
}
