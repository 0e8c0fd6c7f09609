package dev.sudoku.kafka;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import org.junit.jupiter.api.Test;

class ThroughputBenchmarkTest {

  @Test
  void options_given_overrideTheDefaults() {
    Map<String, String> o =
        ThroughputBenchmark.options(new String[] {"--count", "400", "--rounds", "1"});
    assertThat(o)
        .containsEntry("--count", "400")
        .containsEntry("--rounds", "1")
        .containsEntry("--requests", "4");
  }

  @Test
  void options_help_returnsNullForUsage() {
    // Was: "unknown option or missing value: --help" and exit status 1.
    assertThat(ThroughputBenchmark.options(new String[] {"--help"})).isNull();
  }

  @Test
  void options_notANumber_oneLineBeforeTheBrokerStarts() {
    // Was: a NumberFormatException stack trace after the generator warm-up had started.
    assertThatThrownBy(() -> ThroughputBenchmark.options(new String[] {"--count", "lots"}))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("--count expects a number, got 'lots'");
    assertThatThrownBy(() -> ThroughputBenchmark.options(new String[] {"--threads", "0"}))
        .hasMessage("--threads expects a whole number of at least 1, got '0'");
    assertThatThrownBy(() -> ThroughputBenchmark.options(new String[] {"--rounds", "1.5"}))
        .hasMessage("--rounds expects a whole number of at least 0, got '1.5'");
  }

  @Test
  void options_unknown_listsTheOptions() {
    assertThatThrownBy(() -> ThroughputBenchmark.options(new String[] {"--bogus", "1"}))
        .hasMessageStartingWith("unknown option or missing value: --bogus; options: [");
  }
}
