package dev.sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RowFilterTest {
  @TempDir Path dir;

  @Test
  void parse_everyOperator_comparesNumbers() {
    assertThat(RowFilter.parse("se_er<=5.7").test("5.7")).isTrue();
    assertThat(RowFilter.parse("se_er<=5.7").test("5.8")).isFalse();
    assertThat(RowFilter.parse("se_er < 5.7").test("5.7")).isFalse();
    assertThat(RowFilter.parse("x>=2").test("2")).isTrue();
    assertThat(RowFilter.parse("x>2").test("2")).isFalse();
    assertThat(RowFilter.parse("x=2").test("2.0")).isTrue();
    assertThat(RowFilter.parse("x==2").test("3")).isFalse();
    assertThat(RowFilter.parse("x!=2").test("3")).isTrue();
  }

  @Test
  void test_emptyOrNotANumber_fails() {
    RowFilter f = RowFilter.parse("x<=9");
    assertThat(f.test("")).isFalse();
    assertThat(f.test("easy")).isFalse();
  }

  @Test
  void parse_notACondition_usageErrorSaysTheSyntax() {
    assertThatThrownBy(() -> RowFilter.parse("se_er"))
        .isInstanceOf(UsageException.class)
        .hasMessage("--where needs COLUMN<=NUMBER (or <, =, !=, >=, >), was 'se_er'");
    assertThatThrownBy(() -> RowFilter.parse("x<1.2.3")).isInstanceOf(UsageException.class);
  }

  @Test
  void toString_readsLikeTheOption() {
    assertThat(RowFilter.parse("se_er <= 5.7")).hasToString("se_er<=5.7");
    assertThat(RowFilter.parse("x>2")).hasToString("x>2");
  }

  @Test
  void lines_csvWithCommentsAndBlanks_physicalLinesOfPassingRows() {
    String file = CliRun.write(dir, "r.csv", "puzzle,se_er\n# note\nA,1.5\n\nB,6.2\nC,\nD,5.7\n");
    assertThat(RowFilter.parse("se_er<=5.7").lines(file, new ByteArrayInputStream(new byte[0])))
        .containsExactlyInAnyOrder(3L, 7L);
  }

  @Test
  void lines_unknownColumn_usageErrorListsTheHeader() {
    String file = CliRun.write(dir, "r.csv", "puzzle,se_er\nA,1\n");
    assertThatThrownBy(
            () -> RowFilter.parse("rating<3").lines(file, new ByteArrayInputStream(new byte[0])))
        .isInstanceOf(UsageException.class)
        .hasMessageContaining("unknown column 'rating'")
        .hasMessageContaining("puzzle, se_er");
  }
}
