package dev.sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sudoku.generate.Symmetry;
import dev.sudoku.grade.Level;
import dev.sudoku.grade.Technique;
import org.junit.jupiter.api.Test;
import picocli.CommandLine.TypeConversionException;

class NamesTest {
  @Test
  void convert_anyCaseAndDash_findsConstant() {
    assertThat(new Names.LevelName().convert("Hard")).isEqualTo(Level.HARD);
    assertThat(new Names.TechniqueName().convert("x_wing")).isEqualTo(Technique.X_WING);
    assertThat(new Names.SymmetryName().convert(" rotate-180 ")).isEqualTo(Symmetry.ROTATE_180);
  }

  @Test
  void convert_unknown_oneLineWithChoicesAsAUsageError() {
    assertThatThrownBy(() -> new Names.LevelName().convert("hardest"))
        .isInstanceOf(TypeConversionException.class)
        .hasMessage("unknown level 'hardest' (one of EASY, MEDIUM, HARD, EXPERT, EXTREME)");
  }
}
