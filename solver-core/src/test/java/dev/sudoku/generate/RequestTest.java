package dev.sudoku.generate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sudoku.core.Budget;
import org.junit.jupiter.api.Test;

class RequestTest {

  @Test
  void constructor_unlimitedBudget_refused() {
    assertThatThrownBy(
            () -> Request.of(1, 1, GeneratorOptions.defaults()).withBudget(Budget.unlimited()))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("a request's budget needs an attempt limit or a time limit");
  }

  @Test
  void of_budgetIsCountTimesCap() {
    Request r = Request.of(1, 10, GeneratorOptions.defaults().withMaxAttemptsPerPuzzle(7));
    assertThat(r.budget().maxAttempts()).isEqualTo(70);
    assertThat(r.firstIndex()).isZero();
  }

  @Test
  void of_zeroCount_refused() {
    assertThatThrownBy(() -> Request.of(1, 0, GeneratorOptions.defaults()))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("count must be at least 1, was 0");
  }
}
