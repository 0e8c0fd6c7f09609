package dev.sudoku.generate;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class MissCutoffTest {
  private final MissCutoff cutoff = MissCutoff.INSTANCE;

  @Test
  void proceed_thinPositionBelow8_abandons() {
    assertThat(cutoff.proceed(40, MissCutoff.MIN_CANDIDATES - 1, 71, 0)).isFalse();
    assertThat(cutoff.proceed(30, 60, 0, 3)).isFalse();
  }

  @Test
  void proceed_widePosition_goesOn() {
    assertThat(cutoff.proceed(50, MissCutoff.MIN_CANDIDATES, 71, 0)).isTrue();
    assertThat(cutoff.proceed(58, 200, 0, 7)).isTrue();
  }

  @Test
  void proceed_stepOf8AlreadyTaken_alwaysGoesOn() {
    // a hit: its exact grade is what the generator returns
    assertThat(cutoff.proceed(20, 40, MissCutoff.APPLIES_FROM, 5)).isTrue();
    assertThat(cutoff.proceed(10, 20, 90, 9)).isTrue();
  }
}
