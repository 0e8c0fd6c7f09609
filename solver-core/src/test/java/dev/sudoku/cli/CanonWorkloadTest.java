package dev.sudoku.cli;

import static dev.sudoku.cli.Puzzles.P1;
import static dev.sudoku.cli.Puzzles.S1;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sudoku.core.Grid;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

class CanonWorkloadTest {
  @Test
  void warmUpAndPass_puzzleAndGrid_averageCluesAndStableSum() {
    CanonWorkload w = new CanonWorkload(3);
    List<Grid> in = List.of(Grid.parse(P1), Grid.parse(S1));
    w.warmUp(in, Arrays.asList(null, null), List.of("a:1", "a:2"));
    assertThat(w.unit()).isEqualTo("forms");
    assertThat(w.columns()).containsExactly("clues/grid");
    double avg = (Grid.parse(P1).clueCount() + 81) / 2.0;
    assertThat(w.cells()).containsExactly(String.format(java.util.Locale.ROOT, "%.1f", avg));
    assertThat(w.pass()).isEqualTo(w.pass());
  }

  @Test
  void warmUp_rowRepeat_benchFailureNamingLine() {
    Grid repeat = Grid.parse("11" + ".".repeat(79));
    assertThatThrownBy(
            () ->
                new CanonWorkload(1)
                    .warmUp(List.of(repeat), Arrays.asList((Grid) null), List.of("f.txt:7")))
        .isInstanceOf(Workload.BenchFailure.class)
        .hasMessageStartingWith("f.txt:7: ");
  }
}
