package dev.sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sudoku.archive.Layout;
import java.util.List;
import org.junit.jupiter.api.Test;

class RowsInputsTest {
  @Test
  void columnsDiffer_sameNames_null() {
    assertThat(RowsInputs.columnsDiffer(List.of("a", "b"), "x", List.of("a", "b"), "y")).isNull();
  }

  @Test
  void columnsDiffer_oneMore_namesTheExtraColumn() {
    assertThat(RowsInputs.columnsDiffer(List.of("a"), "x.csv", List.of("a", "b"), "-"))
        .isEqualTo("standard input has 2 columns, x.csv 1 ('b' is only in standard input)");
    assertThat(RowsInputs.columnsDiffer(List.of("a", "b"), "x.csv", List.of("a"), "y.csv"))
        .isEqualTo("y.csv has 1 columns, x.csv 2 ('b' is only in x.csv)");
  }

  @Test
  void see_inputWithoutKind_goesWithAny() {
    RowsInputs rows = new RowsInputs();
    rows.see("empty.txt", null, null);
    rows.see("a.csv", csv("puzzle", "note"), "puzzle,note");
    rows.see("b.csv", csv("puzzle", "note"), "puzzle , note");
    assertThat(rows.header()).isEqualTo("puzzle,note");
    assertThatThrownBy(() -> rows.see("c.txt", Layout.lines(), null))
        .isInstanceOf(UsageException.class)
        .hasMessageContaining("c.txt is puzzle lines, a.csv is a CSV");
  }

  private static Layout csv(String... columns) {
    return new Layout(Layout.Kind.CSV, 1, 0, -1, -1, -1, false, List.of(columns), List.of());
  }
}
