package dev.sudoku.spark;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.apache.hadoop.conf.Configuration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class InputsTest {
  private static final String PUZZLE = PuzzleAnalyzerTest.PUZZLE;

  @TempDir Path dir;

  private static Inputs resolve(String... inputs) throws IOException {
    return InputsTest.resolveWith(null, inputs);
  }

  private static Inputs resolveWith(String column, String... inputs) throws IOException {
    return Inputs.resolve(List.of(inputs), column, null, new Configuration());
  }

  private static List<String> names(Inputs inputs) {
    return inputs.files().stream()
        .map(f -> f.path().substring(f.path().lastIndexOf('/') + 1))
        .toList();
  }

  @Test
  void resolve_subdirectories_readAtAnyDepth() throws IOException {
    // Was: files in a subdirectory were skipped without a word.
    Files.createDirectories(dir.resolve("a/b"));
    Files.writeString(dir.resolve("top.txt"), PUZZLE + "\n");
    Files.writeString(dir.resolve("a/mid.txt"), PUZZLE + "\n");
    Files.writeString(dir.resolve("a/b/deep.txt"), PUZZLE + "\n");

    assertThat(names(resolve(dir.toString())))
        .containsExactlyInAnyOrder("top.txt", "mid.txt", "deep.txt");
  }

  @Test
  void resolve_hiddenNamesBelowTheDirectory_skippedAsHadoopDoes() throws IOException {
    Files.createDirectories(dir.resolve("_temporary/0"));
    Files.createDirectories(dir.resolve(".staging-x/puzzles"));
    Files.writeString(dir.resolve("a.txt"), PUZZLE + "\n");
    Files.writeString(dir.resolve("_SUCCESS"), "");
    Files.writeString(dir.resolve(".a.txt.crc"), "x");
    Files.writeString(dir.resolve("_temporary/0/part.txt"), PUZZLE + "\n");
    Files.writeString(dir.resolve(".staging-x/puzzles/part.txt"), PUZZLE + "\n");

    assertThat(names(resolve(dir.toString()))).containsExactly("a.txt");
  }

  @Test
  void resolve_hiddenDirectoryNamedItself_read() throws IOException {
    Path hidden = Files.createDirectories(dir.resolve("_kept"));
    Files.writeString(hidden.resolve("a.txt"), PUZZLE + "\n");

    assertThat(names(resolve(hidden.toString()))).containsExactly("a.txt");
  }

  @Test
  void resolve_fileReachedTwice_listedOnce() throws IOException {
    Path a = Files.writeString(dir.resolve("a.txt"), PUZZLE + "\n");

    assertThat(names(resolve(dir.toString(), a.toString()))).containsExactly("a.txt");
  }

  @Test
  void resolve_parquetAndCsvInOneDirectory_eachClassifiedOnItsOwn() throws IOException {
    // Was: a directory holding any .parquet file was read whole as Parquet, its CSV with it.
    Files.writeString(dir.resolve("part-0.parquet"), "not read here");
    Files.writeString(dir.resolve("b.csv"), "puzzle,solution\n" + PUZZLE + ",\n");

    Inputs inputs = resolve(dir.toString());

    assertThat(inputs.files())
        .extracting(InputFile::kind)
        .containsExactlyInAnyOrder(InputFile.Kind.PARQUET, InputFile.Kind.CSV);
  }

  @Test
  void resolve_unreadableCompressedFile_aBadFileNotAnException() throws IOException {
    Files.writeString(dir.resolve("fake.txt.gz"), "not gzip\n");
    Files.writeString(dir.resolve("a.txt"), PUZZLE + "\n");

    Inputs inputs = resolve(dir.toString());

    assertThat(names(inputs)).containsExactly("a.txt");
    assertThat(inputs.bad())
        .singleElement()
        .satisfies(
            b -> {
              assertThat(b.path()).endsWith("/fake.txt.gz");
              assertThat(b.reason()).startsWith("not a readable gzip file (");
              assertThat(b.layout()).isFalse();
            });
  }

  @Test
  void resolve_utf16File_aBadFileNamingTheEncodingAsTheCliDoes() throws IOException {
    // Regression: the job graded each UTF-16 "line" as a puzzle of 164 characters; sudoku refuses
    // it.
    Files.write(
        dir.resolve("u.txt"), ("\uFEFF" + PUZZLE + "\n").getBytes(StandardCharsets.UTF_16LE));
    Files.write(dir.resolve("b.txt"), new byte[] {'P', 'A', 'R', '1', 0, 0, '\n'});
    Files.writeString(dir.resolve("a.txt"), PUZZLE + "\n");

    Inputs inputs = resolve(dir.toString());

    assertThat(names(inputs)).containsExactly("a.txt");
    assertThat(inputs.bad())
        .extracting(BadFile::reason)
        .containsExactlyInAnyOrder(
            "UTF-16 text (byte order mark FF FE); puzzles are read from UTF-8 or ASCII text:"
                + " convert it with iconv -f UTF-16 -t UTF-8",
            "not a text file (byte 5 is NUL); puzzles are read from text, CSV or compressed"
                + " text files");
  }

  @Test
  void resolve_unrecognisedHeader_aLayoutBadFileWithoutThePathTwice() throws IOException {
    Files.writeString(dir.resolve("c.csv"), "id,grid\n1," + PUZZLE + "\n");

    Inputs inputs = resolve(dir.toString());

    assertThat(inputs.files()).isEmpty();
    assertThat(inputs.bad())
        .singleElement()
        .satisfies(
            b -> {
              assertThat(b.reason())
                  .startsWith(
                      "line 1: a CSV header without a 'quizzes' or 'puzzle' column (it has: id,");
              assertThat(b.layout()).isTrue();
            });
  }

  @Test
  void resolve_columnGivenForALineFile_aLayoutBadFile() throws IOException {
    Files.writeString(dir.resolve("a.txt"), PUZZLE + "\n");

    assertThat(resolveWith("quiz", dir.toString()).bad())
        .singleElement()
        .satisfies(
            b ->
                assertThat(b.reason())
                    .startsWith("line 1: no column 'quiz': the input has no CSV"));
  }

  @Test
  void resolve_onlyHiddenFiles_oneLineError() throws IOException {
    Path empty = Files.createDirectories(dir.resolve("empty/sub"));
    Files.writeString(empty.resolve(".hidden"), PUZZLE + "\n");

    assertThatThrownBy(() -> resolve(dir.resolve("empty").toString()))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage(
            "no file in '" + dir.resolve("empty") + "' (only empty directories or hidden files)");
  }

  @Test
  void resolve_noMatch_oneLineError() {
    assertThatThrownBy(() -> resolve(dir.resolve("nothing-*.txt").toString()))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("no file matches '" + dir.resolve("nothing-*.txt") + "'");
  }
}
