package dev.sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class JsonTest {
  @Test
  void quote_specialCharacters_escaped() {
    assertThat(Json.quote("a\"b\\c\nd\re\tf\bg\fh"))
        .isEqualTo("\"a\\\"b\\\\c\\nd\\re\\tf\\bg\\fh\"");
  }

  @Test
  void quote_controlCharacter_unicodeEscape() {
    assertThat(Json.quote("\u0001")).isEqualTo("\"\\u0001\"");
  }

  @Test
  void quote_lineSeparator_escapedForJavaScript() {
    assertThat(Json.quote("\u2028")).isEqualTo("\"\\u2028\"");
  }

  @Test
  void quote_nonAscii_keptAsIs() {
    assertThat(Json.quote("µs é")).isEqualTo("\"µs é\"");
  }

  @Test
  void toString_fields_oneFlatObject() {
    String json =
        new Json().field("s", "x").field("n", 42L).field("b", true).field("d", 1.5).toString();
    assertThat(json).isEqualTo("{\"s\":\"x\",\"n\":42,\"b\":true,\"d\":1.5}");
  }

  @Test
  void field_nullStringOrNaN_omitted() {
    assertThat(
            new Json().field("a", (String) null).field("b", Double.NaN).field("c", 1L).toString())
        .isEqualTo("{\"c\":1}");
  }

  @Test
  void toString_noFields_emptyObject() {
    assertThat(new Json().toString()).isEqualTo("{}");
  }
}
