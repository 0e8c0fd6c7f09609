package dev.sudoku.spark;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.apache.hadoop.conf.Configuration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class InputFileTest {
  private static final String PUZZLE =
      "..43..2.9..5..9..1.7..6..43..6..2.8719...74...5..83...6.....1.5..35.869..4291.3..";

  @TempDir Path dir;

  private static List<InputFile> resolve(String input, String column) throws IOException {
    return InputFile.resolve(List.of(input), column, null, new Configuration());
  }

  @Test
  void resolve_lineFileAndCsv_kindsDetected() throws IOException {
    Files.writeString(dir.resolve("a.txt"), PUZZLE + "\n");
    Files.writeString(dir.resolve("b.csv"), "puzzle,solution\n" + PUZZLE + ",\n");

    List<InputFile> files = resolve(dir.toString(), null);

    assertThat(files)
        .extracting(InputFile::kind)
        .containsExactlyInAnyOrder(InputFile.Kind.LINES, InputFile.Kind.CSV);
  }

  @Test
  void resolve_columnOnLineFile_refusedNamingTheColumn() throws IOException {
    Path lines = Files.writeString(dir.resolve("a.txt"), PUZZLE + "\n");

    assertThatThrownBy(() -> resolve(lines.toString(), "quiz"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("no column 'quiz': the file has no CSV header");
  }
}
