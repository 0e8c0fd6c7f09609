package dev.sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sudoku.generate.Symmetry;
import org.junit.jupiter.api.Test;

class GenerateBenchOptionsTest {
  private static GenerateBenchOptions options(boolean enabled, int batch) {
    GenerateBenchOptions o = new GenerateBenchOptions();
    o.enabled = enabled;
    o.batch = batch;
    o.spec = new GeneratorSpec();
    o.spec.symmetry = Symmetry.NONE;
    return o;
  }

  @Test
  void check_specWithoutGenerate_usageError() {
    GenerateBenchOptions o = options(false, 100);
    o.check();
    o.spec.minimal = true;
    assertThatThrownBy(o::check)
        .isInstanceOf(UsageException.class)
        .hasMessageContaining("need --generate");
  }

  @Test
  void check_batchBelowOne_usageError() {
    assertThatThrownBy(() -> options(true, 0).check())
        .hasMessage("--batch must be at least 1, was 0");
  }

  @Test
  void workload_ungradedOptions() {
    GenerateBenchOptions o = options(true, 5);
    o.spec.minimal = true;
    assertThat(o.workload(1).columns()).contains("minimal %");
  }
}
