package dev.sudoku.archive;

import static dev.sudoku.archive.RecordParserTest.P1;
import static dev.sudoku.archive.RecordParserTest.S1;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sudoku.core.Grid;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class SnifferTest {
  private static Layout classify(String text) throws IOException {
    return Sniffer.classify(
        "f", new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), null, null);
  }

  @Test
  void classify_csv_layoutFromTheHeaderAfterComments() throws IOException {
    assertThat(classify("# x\n\npuzzle,solution\n" + P1 + "," + S1))
        .isEqualTo(LayoutTest.csv(3, 0, 1, -1, -1, "puzzle", "solution"));
  }

  @Test
  void classify_puzzleLines_splittable() throws IOException {
    assertThat(classify(P1 + "\n" + P1 + ":1\n")).isEqualTo(Layout.lines());
  }

  @Test
  void classify_drawingsAfterLines_multiLine() throws IOException {
    assertThat(classify(P1 + "\n" + Grid.parse(S1).toPrettyString()).multiLine()).isTrue();
  }

  @Test
  void classify_utf16WithoutByteOrderMark_refusedNamingTheEncoding() {
    // Regression: the Spark jobs read UTF-16 as lines of garbage that sudoku refuses whole.
    byte[] utf16be = (P1 + "\n").getBytes(StandardCharsets.UTF_16BE);
    assertThatThrownBy(() -> Sniffer.classify("f", new ByteArrayInputStream(utf16be), null, null))
        .isInstanceOf(ArchiveException.class)
        .hasMessageStartingWith("cannot read f: UTF-16 text (a NUL before every character)");
  }

  @Test
  void classify_nulNearTheStart_refusedAsNotText() {
    byte[] bin = {'P', 'A', 'R', '1', 0, '\n'};
    assertThatThrownBy(() -> Sniffer.classify("f", new ByteArrayInputStream(bin), null, null))
        .isInstanceOf(ArchiveException.class)
        .hasMessageStartingWith("cannot read f: not a text file (byte 5 is NUL)");
  }

  @Test
  void classify_empty_lines() throws IOException {
    assertThat(classify("")).isEqualTo(Layout.lines());
  }
}
