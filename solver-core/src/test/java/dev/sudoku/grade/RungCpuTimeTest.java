package dev.sudoku.grade;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * The argument checks of {@code solver-core/bench rungs}. Regression: {@code solver-core/bench
 * rungs --help} read "--help" as the data folder and died with a {@code NoSuchFileException} stack
 * trace (docs audit, 2026-11-28).
 */
class RungCpuTimeTest {
  @Test
  void wantsHelp_helpFirst_true() {
    assertThat(RungCpuTime.wantsHelp(new String[] {"--help"})).isTrue();
    assertThat(RungCpuTime.wantsHelp(new String[] {"-h"})).isTrue();
    assertThat(RungCpuTime.wantsHelp(new String[] {"../shared/data", "X_CYCLE"})).isFalse();
  }

  @Test
  void usageError_documentedForms_null() {
    assertThat(RungCpuTime.usageError(new String[0])).isNull();
    assertThat(RungCpuTime.usageError(new String[] {"../shared/data", "X_CYCLE", "5"})).isNull();
    assertThat(RungCpuTime.usageError(new String[] {"../shared/data", "", "3", "3000"})).isNull();
    assertThat(
            RungCpuTime.usageError(
                new String[] {"../shared/data", "HIDDEN", "5", "3000", "ladder"}))
        .isNull();
  }

  @Test
  void usageError_optionFirst_namesIt() {
    assertThat(RungCpuTime.usageError(new String[] {"--passes", "5"}))
        .isEqualTo("unknown option '--passes'");
  }

  @Test
  void usageError_passesNotANumber_saysSo() {
    assertThat(RungCpuTime.usageError(new String[] {"../shared/data", "X_CYCLE", "five"}))
        .isEqualTo("PASSES must be a whole number, was 'five'");
    assertThat(RungCpuTime.usageError(new String[] {"../shared/data", "X_CYCLE", "0"}))
        .isEqualTo("PASSES must be at least 1, was 0");
  }

  @Test
  void usageError_fifthArgumentNotLadder_saysSo() {
    assertThat(RungCpuTime.usageError(new String[] {"d", "HIDDEN", "5", "3000", "ladders"}))
        .isEqualTo("the fifth argument can only be 'ladder', was 'ladders'");
  }
}
