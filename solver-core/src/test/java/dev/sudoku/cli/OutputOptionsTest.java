package dev.sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class OutputOptionsTest {
  @Test
  void threads_unset_allCores() {
    assertThat(new OutputOptions().threads()).isEqualTo(Runtime.getRuntime()
        .availableProcessors());
  }

  @Test
  void threads_zero_usageError() {
    OutputOptions o = new OutputOptions();
    o.threads = 0;
    assertThatThrownBy(o::threads).isInstanceOf(UsageException.class);
  }
}
