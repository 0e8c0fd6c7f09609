package dev.sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import picocli.CommandLine.TypeConversionException;

class RangeTest {
  @Test
  void parse_forms_boundsAndText() {
    assertThat(Range.parse("6.2..7.5")).isEqualTo(new Range(6.2, 7.5));
    assertThat(Range.parse("22")).isEqualTo(new Range(22, 22));
    assertThat(Range.parse("8..")).isEqualTo(new Range(8, Double.POSITIVE_INFINITY));
    assertThat(Range.parse("..30")).isEqualTo(new Range(0, 30));
    assertThat(Range.parse(" 22 .. 30 ").toString()).isEqualTo("22..30");
    assertThat(Range.parse("8..").toString()).isEqualTo("8..");
  }

  @Test
  void isWhole_integersOrOpen() {
    assertThat(Range.parse("22..30").isWhole()).isTrue();
    assertThat(Range.parse("22..").isWhole()).isTrue();
    assertThat(Range.parse("2.5..3").isWhole()).isFalse();
  }

  @Test
  void parse_badSyntax_oneLine() {
    for (String bad : new String[] {"hard", "..", "1..x", "-1..3", "NaN", "1...2"}) {
      assertThatThrownBy(() -> Range.parse(bad))
          .isInstanceOf(TypeConversionException.class)
          .hasMessageContaining("is not a range: expected A..B");
    }
  }

  @Test
  void parse_reversed_saysEmpty() {
    assertThatThrownBy(() -> Range.parse("7.5..6.2"))
        .hasMessage("'7.5..6.2' is empty: 7.5 is above 6.2");
  }
}
