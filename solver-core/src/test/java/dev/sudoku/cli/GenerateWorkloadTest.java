package dev.sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sudoku.generate.Difficulty;
import dev.sudoku.generate.GeneratorOptions;
import dev.sudoku.generate.Symmetry;
import dev.sudoku.grade.Level;
import java.util.List;
import org.junit.jupiter.api.Test;

class GenerateWorkloadTest {
  @Test
  void warmUp_minimalRotate180_everyPuzzleCheckedAndCounted() {
    GenerateWorkload w =
        new GenerateWorkload(
            GeneratorOptions.defaults().withSymmetry(Symmetry.ROTATE_180).withMinimal(true), 4, 3);
    w.warmUp(List.of(), List.of(), List.of());
    List<String> cells = w.cells();
    assertThat(cells).hasSize(w.columns().size());
    assertThat(Double.parseDouble(cells.get(0))).isBetween(17.0, 40.0);
    assertThat(Double.parseDouble(cells.get(1))).isGreaterThanOrEqualTo(1.0);
    assertThat(cells.get(2)).isEqualTo("100.0");
    assertThat(cells.get(3)).isEqualTo("-");
    assertThat(w.pass()).isPositive();
  }

  @Test
  void warmUp_level_levelMix() {
    GenerateWorkload w =
        new GenerateWorkload(
            GeneratorOptions.defaults().withDifficulty(Difficulty.level(Level.MEDIUM)), 2, 2);
    w.warmUp(List.of(), List.of(), List.of());
    assertThat(w.cells().get(3)).isEqualTo("0/2/0/0/0");
  }

  @Test
  void pass_unsatisfiable_benchFailure() {
    GenerateWorkload w =
        new GenerateWorkload(
            GeneratorOptions.defaults().withFilter((p, s) -> false).withMaxAttemptsPerPuzzle(1),
            1,
            1);
    assertThatThrownBy(w::pass)
        .isInstanceOf(Workload.BenchFailure.class)
        .hasMessageContaining("the generator fell short: 0 of 1");
  }
}
