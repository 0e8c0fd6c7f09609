package dev.sudoku.grade;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class DeadlineTest {

  @Test
  void check_noLimit_neverThrows() {
    long[] now = {0};
    Deadline b = Deadline.millis(() -> now[0] += 1_000_000_000_000L, 0);
    b.start();
    b.check(Technique.X_CYCLE);
    Deadline.NONE.start();
    Deadline.NONE.check(Technique.DYNAMIC_FORCING_CHAIN);
    assertThat(now[0]).as("clock reads").isZero();
  }

  @Test
  void check_afterLimit_throwsWithTechniqueTried() {
    long[] now = {0};
    Deadline b = Deadline.millis(() -> now[0], 5);
    b.start();
    now[0] = 4_999_999L;
    b.check(Technique.X_CYCLE);
    now[0] = 5_000_000L; // the whole limit has elapsed: out, as for a generator's budget
    assertThatThrownBy(() -> b.check(Technique.NISHIO_FORCING_CHAIN))
        .isInstanceOfSatisfying(
            Deadline.Exhausted.class,
            e -> assertThat(e.trying).isEqualTo(Technique.NISHIO_FORCING_CHAIN));
  }

  @Test
  void start_restartsTheClockPerPuzzle() {
    long[] now = {0};
    Deadline b = Deadline.millis(() -> now[0], 1);
    b.start();
    now[0] = 10_000_000L;
    b.start();
    b.check(Technique.X_CYCLE);
  }
}
