package dev.sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.generate.Difficulty;
import dev.sudoku.generate.GeneratedPuzzle;
import dev.sudoku.generate.GenerationResult;
import dev.sudoku.generate.GenerationResult.Shortfall;
import dev.sudoku.generate.Generator;
import dev.sudoku.generate.GeneratorOptions;
import dev.sudoku.generate.Request;
import dev.sudoku.generate.Symmetry;
import dev.sudoku.grade.Level;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class GenerationLoopTest {
  private static final GeneratorOptions OPTIONS =
      GeneratorOptions.defaults().withSymmetry(Symmetry.ROTATE_180);

  @Test
  void run_chunked_samePuzzlesAsOneRequestWithOneOrTwoThreads() {
    GenerationResult whole = Generator.create().generate(Request.of(9, 12, OPTIONS));
    for (int threads = 1; threads <= 2; threads++) {
      List<GeneratedPuzzle> got = new ArrayList<>();
      GenerationLoop.Outcome o =
          GenerationLoop.run(
              9,
              12,
              OPTIONS,
              threads,
              12_000,
              Long.MAX_VALUE,
              System::nanoTime,
              got::add,
              () -> true);
      assertThat(got).isEqualTo(whole.puzzles());
      assertThat(o.produced()).isEqualTo(12);
      assertThat(o.shortfall()).isEqualTo(Shortfall.NONE);
      assertThat(o.nextIndex()).isEqualTo(whole.nextIndex());
    }
  }

  @Test
  void run_attemptBudget_stopsShortWithPrefix() {
    List<GeneratedPuzzle> got = new ArrayList<>();
    GenerationLoop.Outcome o =
        GenerationLoop.run(
            9, 12, OPTIONS, 1, 3, Long.MAX_VALUE, System::nanoTime, got::add, () -> true);
    assertThat(o.shortfall()).isEqualTo(Shortfall.ATTEMPTS);
    assertThat(o.produced()).isEqualTo(got.size()).isLessThanOrEqualTo(3);
    assertThat(o.attempts()).isLessThanOrEqualTo(3);
    List<GeneratedPuzzle> whole = Generator.create().generate(Request.of(9, 12, OPTIONS)).puzzles();
    assertThat(got).isEqualTo(whole.subList(0, got.size()));
  }

  @Test
  void run_timeBudgetOnFakeClock_stopsWithTime() {
    long[] now = {0};
    List<GeneratedPuzzle> got = new ArrayList<>();
    // every reading of the clock advances it by one second; the limit is 3 seconds
    GenerationLoop.Outcome o =
        GenerationLoop.run(
            9,
            1000,
            OPTIONS,
            1,
            Long.MAX_VALUE,
            3_000_000_000L,
            () -> now[0] += 1_000_000_000L,
            got::add,
            () -> true);
    assertThat(o.shortfall()).isEqualTo(Shortfall.TIME);
    assertThat(o.produced()).isLessThan(1000);
  }

  @Test
  void run_impossibleFilter_rejectionsCounted() {
    GeneratorOptions never = OPTIONS.withFilter((p, s) -> false).withMaxAttemptsPerPuzzle(2);
    GenerationLoop.Outcome o =
        GenerationLoop.run(
            1, 2, never, 1, 5, Long.MAX_VALUE, System::nanoTime, p -> {}, () -> true);
    assertThat(o.produced()).isZero();
    assertThat(o.shortfall()).isEqualTo(Shortfall.ATTEMPTS);
    assertThat(o.rejections().filter()).isEqualTo(5);
  }

  @Test
  void describe_rejections_inWords() {
    assertThat(GenerationLoop.describe(new GenerationResult.Rejections(1, 2, 0, 3)))
        .isEqualTo("3 by difficulty, 1 by clue bounds, 2 not minimal");
    assertThat(GenerationLoop.describe(new GenerationResult.Rejections(0, 0, 4, 0)))
        .endsWith(", 4 by filter");
  }

  @Test
  void run_keepGoingFalse_stopsAfterThatPuzzleWithoutShortfall() {
    for (int threads = 1; threads <= 2; threads++) {
      List<GeneratedPuzzle> got = new ArrayList<>();
      GenerationLoop.Outcome o =
          GenerationLoop.run(
              9,
              100,
              OPTIONS,
              threads,
              100_000,
              Long.MAX_VALUE,
              System::nanoTime,
              got::add,
              () -> false);
      assertThat(o.stopped()).isTrue();
      assertThat(o.fellShort()).isFalse();
      assertThat(got).hasSize(1);
      assertThat(o.produced()).isEqualTo(1);
      assertThat(o.nextIndex()).isEqualTo(got.get(0).index() + 1);
    }
  }

  /** Every thread count spends the attempts of one thread: nothing is generated to be dropped. */
  @Test
  void run_severalThreads_sameAttemptsAsOne() {
    GeneratorOptions hard =
        GeneratorOptions.defaults().withDifficulty(Difficulty.level(Level.HARD));
    long[] attempts = new long[4];
    for (int threads = 1; threads <= 3; threads++) {
      GenerationLoop.Outcome o =
          GenerationLoop.run(
              5,
              12,
              hard,
              threads,
              Long.MAX_VALUE - 1,
              Long.MAX_VALUE,
              System::nanoTime,
              p -> {},
              () -> true);
      assertThat(o.produced()).isEqualTo(12);
      attempts[threads] = o.attempts();
    }
    assertThat(attempts[2]).isEqualTo(attempts[1]);
    assertThat(attempts[3]).isEqualTo(attempts[1]);
  }
}
