package dev.sudoku.grade;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class TechniqueTest {
  @ParameterizedTest
  @EnumSource(Technique.class)
  void parse_nameInAnyCase_thatTechnique(Technique t) {
    assertThat(Technique.parse(t.name().toLowerCase(java.util.Locale.ROOT))).isEqualTo(t);
  }

  @Test
  void parse_label_xWingReadsButALabelWithBlanksIsOneLineListingTheNames() {
    assertThat(Technique.parse(Technique.X_WING.label())).isEqualTo(Technique.X_WING);
    assertThatThrownBy(() -> Technique.parse(Technique.HIDDEN_SINGLE_BOX.label()))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("unknown technique 'hidden single (box)' (one of FULL_HOUSE, ")
        .hasMessageEndingWith(", NESTED_FORCING_CHAIN)");
  }
}
