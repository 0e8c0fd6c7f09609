package dev.sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * The argument checks of {@code solver-core/bench scaling}. Regression: {@code solver-core/bench
 * scaling --help} ignored the unknown {@code --help} and started the whole ~3-minute benchmark, as
 * did any misspelt option (docs audit, 2026-11-28).
 */
class ScalingBenchmarkTest {
  @Test
  void wantsHelp_helpOrH_true() {
    assertThat(ScalingBenchmark.wantsHelp(new String[] {"--help"})).isTrue();
    assertThat(ScalingBenchmark.wantsHelp(new String[] {"--skip", "real", "-h"})).isTrue();
    assertThat(ScalingBenchmark.wantsHelp(new String[] {"--skip", "real"})).isFalse();
  }

  @Test
  void usageError_knownOptionsWithValues_null() {
    assertThat(
            ScalingBenchmark.usageError(
                new String[] {"--skip", "pipeline", "--count", "200", "--threads", "1,2"}))
        .isNull();
    assertThat(ScalingBenchmark.usageError(new String[0])).isNull();
  }

  @Test
  void usageError_unknownOption_namesIt() {
    assertThat(ScalingBenchmark.usageError(new String[] {"--skp", "real"}))
        .isEqualTo("unknown option '--skp'");
  }

  @Test
  void usageError_optionWithoutValue_saysSo() {
    assertThat(ScalingBenchmark.usageError(new String[] {"--count"}))
        .isEqualTo("--count needs a value");
  }

  @Test
  void usage_namesEveryOption() {
    assertThat(ScalingBenchmark.OPTIONS).isNotEmpty();
    for (String option : ScalingBenchmark.OPTIONS) {
      assertThat(ScalingBenchmark.USAGE).contains(option);
    }
  }
}
