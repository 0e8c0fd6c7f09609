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
  void source_sparkUrlEncodedFilePath_spelledAsTheHadoopPath() {
    // Regression: a Parquet row's source was Spark's URL, file:/data/my%20one.parquet, while the
    // report's inputs and bad files named the file file:/data/my one.parquet.
    String hadoop = InputFile.source(new org.apache.hadoop.fs.Path("file:/data/my one.parquet"));
    assertThat(hadoop).isEqualTo("file:/data/my one.parquet");
    assertThat(InputFile.source("file:/data/my%20one.parquet")).isEqualTo(hadoop);
    assertThat(InputFile.source("file:///data/my%20one.parquet")).isEqualTo(hadoop);
    assertThat(InputFile.source("hdfs://nn:8020/a/b%25c.parquet"))
        .isEqualTo("hdfs://nn:8020/a/b%c.parquet");
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
        .hasMessageContaining("no column 'quiz': the input has no CSV header");
  }

  /** Was: exit 2 asking for --column, while `sudoku grade` read the file. */
  @Test
  void resolve_seReferenceHeader_puzzleColumnFoundWithoutColumn() throws IOException {
    Path csv =
        Files.writeString(dir.resolve("se.csv"), "puzzle,source,se_er\n" + PUZZLE + ",x,2.6\n");

    InputFile file = resolve(csv.toString(), null).get(0);

    assertThat(file.kind()).isEqualTo(InputFile.Kind.CSV);
    assertThat(file.layout().puzzleColumn()).isZero();
    assertThat(file.layout().solutionColumn()).isEqualTo(-1);
    assertThat(file.unsplittable()).isFalse();
  }

  @Test
  void resolve_drawings_unsplittableLineFile() throws IOException {
    Path drawings =
        Files.writeString(
            dir.resolve("d.txt"),
            PUZZLE + "\n" + dev.sudoku.core.Grid.parse(PUZZLE).toPrettyString());

    InputFile file = resolve(drawings.toString(), null).get(0);

    assertThat(file.kind()).isEqualTo(InputFile.Kind.LINES);
    assertThat(file.unsplittable()).isTrue();
  }

  @Test
  void resolve_gzippedCsv_classifiedThroughTheCodec() throws IOException {
    Path gz = dir.resolve("k.csv.gz");
    try (var out = new java.util.zip.GZIPOutputStream(Files.newOutputStream(gz))) {
      out.write(
          ("quizzes,solutions\n" + PUZZLE + ",\n")
              .getBytes(java.nio.charset.StandardCharsets.UTF_8));
    }

    assertThat(resolve(gz.toString(), null).get(0).layout().kind())
        .isEqualTo(dev.sudoku.archive.Layout.Kind.CSV);
  }
}
