package dev.sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import dev.sudoku.render.SvgOptions.Unit;
import org.junit.jupiter.api.Test;
import picocli.CommandLine.TypeConversionException;

class LengthTest {
  @Test
  void parse_units_toPoints() {
    assertThat(Length.parse("0.75in").points()).isEqualTo(54);
    assertThat(Length.parse("25.4mm").points()).isCloseTo(72, within(1e-9));
    assertThat(Length.parse(" 54PT ").points()).isEqualTo(54);
    assertThat(Length.parse("96px").points()).isEqualTo(72);
    assertThat(Length.parse("1in").in(Unit.MM)).isCloseTo(25.4, within(1e-9));
    assertThat(Length.parse("19mm")).hasToString("19mm");
  }

  @Test
  void parse_bareZero_zeroWithoutUnit() {
    // Regression: "--margin 0" was refused for want of a unit.
    for (String zero : new String[] {"0", " 0 ", "0.0", ".0", "00"}) {
      assertThat(Length.parse(zero).points()).as(zero).isZero();
    }
  }

  @Test
  void parse_withoutUnitOrNegative_rejected() {
    for (String bad : new String[] {"20", "mm", "-3mm", "3cm", "x1in", ".", "", "01", "-0"}) {
      assertThatThrownBy(() -> Length.parse(bad))
          .isInstanceOf(TypeConversionException.class)
          .hasMessageContaining("'" + bad + "'");
    }
  }

  @Test
  void within_insideOrOnTheBoundsInAnotherUnit_returnsTheLength() {
    Length min = new Length(1, Unit.IN);
    Length max = new Length(40, Unit.IN);
    assertThat(Length.parse("96px").within("--size", min, max)).hasToString("96px");
    assertThat(Length.parse("1016mm").within("--size", min, max)).hasToString("1016mm");
  }

  @Test
  void within_outside_usageErrorNamingOptionAndBoundsInTheGivenUnit() {
    // Regression: render --size 1px and --size 100000in drew a 16-pixel and a 2.5 km grid.
    Length min = new Length(1, Unit.IN);
    Length max = new Length(40, Unit.IN);
    assertThatThrownBy(() -> Length.parse("1px").within("--size", min, max))
        .isInstanceOf(UsageException.class)
        .hasMessage("--size must be from 1in to 40in (96px to 3840px), was 1px");
    assertThatThrownBy(() -> Length.parse("100000in").within("--size", min, max))
        .isInstanceOf(UsageException.class)
        .hasMessage("--size must be from 1in to 40in, was 100000in");
  }
}
