package dev.sudoku.generate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import org.junit.jupiter.api.Test;

class BudgetTest {

  @Test
  void constructor_noLimitAtAll_refused() {
    assertThatThrownBy(() -> new Budget(Long.MAX_VALUE, Long.MAX_VALUE, System::nanoTime))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("a budget needs an attempt limit or a time limit");
  }

  @Test
  void attempts_zero_refused() {
    assertThatThrownBy(() -> Budget.attempts(0)).isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void withTime_keepsAttempts() {
    Budget b = Budget.attempts(5).withTime(Duration.ofSeconds(1), () -> 0L);
    assertThat(b.maxAttempts()).isEqualTo(5);
    assertThat(b.maxNanos()).isEqualTo(1_000_000_000L);
  }

  @Test
  void requestOf_budgetIsCountTimesCap() {
    Request r = Request.of(1, 10, GeneratorOptions.defaults().withMaxAttemptsPerPuzzle(7));
    assertThat(r.budget().maxAttempts()).isEqualTo(70);
    assertThat(r.firstIndex()).isZero();
  }

  @Test
  void request_zeroCount_refused() {
    assertThatThrownBy(() -> Request.of(1, 0, GeneratorOptions.defaults()))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("count must be at least 1, was 0");
  }
}
