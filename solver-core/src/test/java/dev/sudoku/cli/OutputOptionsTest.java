package dev.sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class OutputOptionsTest {
  @Test
  void threads_unset_allCores() {
    assertThat(new OutputOptions().threads()).isEqualTo(Runtime.getRuntime().availableProcessors());
  }

  @Test
  void threads_zero_usageError() {
    OutputOptions o = new OutputOptions();
    o.threads = 0;
    assertThatThrownBy(o::threads).isInstanceOf(UsageException.class);
  }

  @Test
  void threads_absurdlyMany_usageErrorNamingTheCores() {
    // Was: accepted; a big archive would start one thread per chunk in flight, up to 100,000.
    OutputOptions o = new OutputOptions();
    o.threads = 100_000;
    assertThatThrownBy(o::threads)
        .isInstanceOf(UsageException.class)
        .hasMessageStartingWith("--threads must be at most 1024 (this machine has ")
        .hasMessageEndingWith(" cores; more threads than cores do not help), was 100000");
  }
}
