package dev.sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sudoku.generate.Difficulty;
import dev.sudoku.generate.GeneratorOptions;
import dev.sudoku.generate.Symmetry;
import dev.sudoku.grade.Level;
import org.junit.jupiter.api.Test;

class GeneratorSpecTest {
  private static GeneratorSpec spec(Symmetry s, boolean minimal, String clues) {
    GeneratorSpec spec = new GeneratorSpec();
    spec.symmetry = s;
    spec.minimal = minimal;
    spec.clues = clues == null ? null : Range.parse(clues);
    return spec;
  }

  @Test
  void options_ungraded_noDifficulty() {
    GeneratorOptions o = spec(Symmetry.MIRROR, true, "20..").options(false);
    assertThat(o.symmetry()).isEqualTo(Symmetry.MIRROR);
    assertThat(o.minimal()).isTrue();
    assertThat(o.minClues()).isEqualTo(20);
    assertThat(o.maxClues()).isEqualTo(81);
    assertThat(o.difficulty()).isEmpty();
  }

  @Test
  void options_graded_anyOrRequested() {
    assertThat(spec(Symmetry.NONE, false, null).options(true).difficulty())
        .contains(Difficulty.any());
    GeneratorSpec hard = spec(Symmetry.NONE, false, null);
    hard.difficulty = new DifficultyOptions();
    hard.difficulty.level = Level.HARD;
    assertThat(hard.options(false).difficulty()).contains(Difficulty.level(Level.HARD));
    assertThat(hard.describe()).isEqualTo("NONE, level HARD");
  }

  @Test
  void options_impossibleBounds_usageErrorNamingSymmetry() {
    assertThatThrownBy(() -> spec(Symmetry.ROTATE_90, false, "22..23").options(false))
        .isInstanceOf(UsageException.class)
        .hasMessageStartingWith("--clues 22..23: symmetry ROTATE_90 allows no clue count");
    assertThatThrownBy(() -> spec(Symmetry.NONE, false, "20.5..30").options(false))
        .hasMessage("--clues 20.5..30: clue counts are whole numbers");
  }

  @Test
  void describe_minimalSymmetryClues() {
    assertThat(spec(Symmetry.ROTATE_180, true, "22..30").describe())
        .isEqualTo("minimal, ROTATE_180, clues 22..30");
  }
}
