package dev.sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class CsvTest {
  @Test
  void split_plainFields_splitsOnCommas() {
    assertThat(Csv.split("a,b,,c")).containsExactly("a", "b", "", "c");
  }

  @Test
  void split_quotedField_keepsCommasAndDoubledQuotes() {
    assertThat(Csv.split("\"x,y\",\"say \"\"hi\"\"\",z")).containsExactly("x,y", "say \"hi\"", "z");
  }

  @Test
  void quote_plainField_unchanged() {
    assertThat(Csv.quote("abc")).isEqualTo("abc");
  }

  @Test
  void quote_commaQuoteOrNewline_quotesAndDoubles() {
    assertThat(Csv.quote("a,b")).isEqualTo("\"a,b\"");
    assertThat(Csv.quote("a\"b")).isEqualTo("\"a\"\"b\"");
    assertThat(Csv.quote("a\nb")).isEqualTo("\"a\nb\"");
  }

  @Test
  void row_nullField_writesEmpty() {
    assertThat(Csv.row("a", null, 3, "x,y")).isEqualTo("a,,3,\"x,y\"");
  }

  @Test
  void row_thenSplit_roundTrips() {
    String[] fields = {"p,q", "r\"s", "", "t"};
    assertThat(Csv.split(Csv.row((Object[]) fields))).containsExactly(fields);
  }
}
