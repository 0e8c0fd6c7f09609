package dev.sudoku.generate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class GeneratorOptionsTest {

  @Test
  void defaults_noSymmetryFullRange() {
    GeneratorOptions o = GeneratorOptions.defaults();
    assertThat(o.symmetry()).isEqualTo(Symmetry.NONE);
    assertThat(o.minimal()).isFalse();
    assertThat(o.minClues()).isEqualTo(17);
    assertThat(o.maxClues()).isEqualTo(81);
    assertThat(o.filter()).isSameAs(PuzzleFilter.ACCEPT_ALL);
  }

  @Test
  void withClues_minAboveMax_refused() {
    assertThatThrownBy(() -> GeneratorOptions.defaults().withClues(30, 25))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("clue bounds 30..25 must satisfy 0 <= min <= max <= 81");
  }

  @Test
  void withClues_maxBelow17_refused() {
    assertThatThrownBy(() -> GeneratorOptions.defaults().withClues(10, 16))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("clue bounds 10..16: no puzzle with fewer than 17 clues has a unique solution");
  }

  @Test
  void withClues_unreachableForRotate90_refusedNamingOrbitSizes() {
    GeneratorOptions o = GeneratorOptions.defaults().withSymmetry(Symmetry.ROTATE_90);
    assertThatThrownBy(() -> o.withClues(22, 23))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage(
            "symmetry ROTATE_90 allows no clue count in 22..23 (its orbits have 1 and 4"
                + " cells)");
    assertThat(o.withClues(22, 24).maxClues()).isEqualTo(24);
  }

  @Test
  void withMaxAttemptsPerPuzzle_zero_refused() {
    assertThatThrownBy(() -> GeneratorOptions.defaults().withMaxAttemptsPerPuzzle(0))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void filterAnd_bothMustAccept() {
    PuzzleFilter no = (p, s) -> false;
    assertThat(PuzzleFilter.ACCEPT_ALL.and(PuzzleFilter.ACCEPT_ALL).accept(null, null)).isTrue();
    assertThat(PuzzleFilter.ACCEPT_ALL.and(no).accept(null, null)).isFalse();
  }

  @Test
  void withDifficulty_keepsOtherOptionsAndCanBeCleared() {
    GeneratorOptions o =
        GeneratorOptions.defaults()
            .withSymmetry(Symmetry.MIRROR)
            .withClues(20, 30)
            .withDifficulty(Difficulty.level(dev.sudoku.grade.Level.HARD));
    assertThat(o.difficulty()).contains(Difficulty.level(dev.sudoku.grade.Level.HARD));
    assertThat(o.withMinimal(true).difficulty()).isEqualTo(o.difficulty());
    assertThat(o.symmetry()).isEqualTo(Symmetry.MIRROR);
    assertThat(o.minClues()).isEqualTo(20);
    assertThat(o.withoutDifficulty().difficulty()).isEmpty();
    assertThat(GeneratorOptions.defaults().difficulty()).isEmpty();
  }

  /** The constructor from before targeting still works and means "not graded". */
  @Test
  void constructor_withoutDifficulty_notGraded() {
    GeneratorOptions o =
        new GeneratorOptions(Symmetry.NONE, false, 17, 81, 10, PuzzleFilter.ACCEPT_ALL);
    assertThat(o.difficulty()).isEmpty();
    GeneratedPuzzle g =
        new GeneratedPuzzle(
            dev.sudoku.core.Grid.empty(),
            dev.sudoku.core.Grid.empty(),
            0,
            Symmetry.NONE,
            false,
            1,
            2,
            3);
    assertThat(g.grade()).isEmpty();
    assertThat(new GenerationResult.Rejections(1, 2, 3).difficulty()).isZero();
  }
}
