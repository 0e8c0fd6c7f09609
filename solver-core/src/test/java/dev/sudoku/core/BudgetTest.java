package dev.sudoku.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import org.junit.jupiter.api.Test;

class BudgetTest {

  @Test
  void attempts_zero_refused() {
    assertThatThrownBy(() -> Budget.attempts(0))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("budget limits must be positive");
  }

  @Test
  void withTime_keepsAttempts() {
    Budget b = Budget.attempts(5).withTime(Duration.ofSeconds(1), () -> 0L);
    assertThat(b.maxAttempts()).isEqualTo(5);
    assertThat(b.maxNanos()).isEqualTo(1_000_000_000L);
    assertThat(b.limitsTime()).isTrue();
    assertThat(b.isUnlimited()).isFalse();
  }

  @Test
  void timeUp_elapsedReachesTheLimit_up() {
    long[] now = {100};
    Budget b = Budget.time(Duration.ofNanos(10), () -> now[0]);
    long start = b.start();
    now[0] = 109;
    assertThat(b.timeUp(start)).isFalse();
    now[0] = 110;
    assertThat(b.timeUp(start)).isTrue();
  }

  @Test
  void timeUp_noTimeLimit_neverReadsTheClock() {
    long[] reads = {0};
    Budget b = new Budget(3, Long.MAX_VALUE, () -> reads[0]++);
    assertThat(b.timeUp(b.start())).isFalse();
    assertThat(Budget.unlimited().timeUp(Budget.unlimited().start())).isFalse();
    assertThat(Budget.unlimited().isUnlimited()).isTrue();
    assertThat(reads[0]).isZero();
  }
}
