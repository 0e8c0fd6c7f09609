package dev.sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.CsvFields;
import org.junit.jupiter.api.Test;

class CsvTest {
  @Test
  void row_nullField_writesEmpty() {
    assertThat(Csv.row("a", null, 3, "x,y")).isEqualTo("a,,3,\"x,y\"");
  }

  @Test
  void row_thenSplit_roundTrips() {
    String[] fields = {"p,q", "r\"s", "", "t"};
    assertThat(CsvFields.split(Csv.row((Object[]) fields))).containsExactly(fields);
  }
}
