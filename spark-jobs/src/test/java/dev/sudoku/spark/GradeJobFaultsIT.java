package dev.sudoku.spark;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.OutputStream;
import java.io.RandomAccessFile;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.zip.GZIPOutputStream;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The grade job on a real local Spark session when an input file is bad or a run fails: nothing
 * good is destroyed, nothing half-written blocks the retry, one bad file never aborts the job
 * unless asked to, and every such fault is one line naming the file.
 */
class GradeJobFaultsIT {
  static SparkSession spark;

  @TempDir Path tmp;

  @BeforeAll
  static void start() {
    spark = LocalSpark.start();
  }

  private GradeReport grade(GradeConfig config) throws IOException {
    return GradeJob.run(spark, config, null);
  }

  private String out() {
    return tmp.resolve("out").toString();
  }

  private Map<String, Row> output() {
    return GradeJobIT.rowsOf(
        GradeJob.readBack(
            spark,
            OutputFormat.PARQUET,
            tmp.resolve("out").resolve(GradeJob.DATASET_DIR).toString()));
  }

  private static String status(Row r) {
    return GradeJobIT.status(r);
  }

  private static String reason(Row r) {
    return GradeJobIT.reason(r);
  }

  /**
   * A gzip file of {@code lines} lines (a puzzle every 100th line, incompressible comments between)
   * cut to half its bytes: a download that stopped half way.
   */
  static Path truncatedGzip(Path file, int lines) throws IOException {
    SplittableRandom random = new SplittableRandom(16);
    StringBuilder text = new StringBuilder();
    for (int i = 1; i <= lines; i++) {
      if (i % 100 == 0) {
        text.append(PuzzleAnalyzerTest.PUZZLE);
      } else {
        text.append("# ");
        for (int c = 0; c < 100; c++) {
          text.append(Character.forDigit(random.nextInt(16), 16));
        }
      }
      text.append('\n');
    }
    Path whole = file.resolveSibling(file.getFileName() + ".whole");
    try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(whole))) {
      out.write(text.toString().getBytes(StandardCharsets.US_ASCII));
    }
    byte[] bytes = Files.readAllBytes(whole);
    Files.delete(whole);
    Files.write(file, java.util.Arrays.copyOf(bytes, bytes.length / 2));
    return file;
  }

  /** A one-file Parquet dataset of {@code rows} (puzzle string column) moved to {@code file}. */
  private Path parquetFile(Path file, StructType schema, List<Row> rows) throws IOException {
    Path dir = tmp.resolve("w-" + file.getFileName());
    spark.createDataFrame(rows, schema).coalesce(1).write().parquet(dir.toString());
    try (DirectoryStream<Path> parts = Files.newDirectoryStream(dir, "part-*.parquet")) {
      Files.createDirectories(file.getParent());
      Files.move(parts.iterator().next(), file);
    }
    return file;
  }

  private Path puzzleParquet(Path file, int rows) throws IOException {
    List<Row> in = new ArrayList<>();
    for (int i = 0; i < rows; i++) {
      in.add(RowFactory.create(PuzzleAnalyzerTest.PUZZLE));
    }
    return parquetFile(file, new StructType().add("puzzle", DataTypes.StringType), in);
  }

  /**
   * A Parquet file whose footer reads but whose data pages are garbage: planning succeeds, the job
   * fails when a task decodes the pages.
   */
  private Path corruptParquet(Path file) throws IOException {
    puzzleParquet(file, 200);
    try (RandomAccessFile f = new RandomAccessFile(file.toFile(), "rw")) {
      byte[] tail = new byte[8];
      f.seek(f.length() - 8);
      f.readFully(tail);
      int footer = ByteBuffer.wrap(tail, 0, 4).order(ByteOrder.LITTLE_ENDIAN).getInt();
      long dataEnd = f.length() - 8 - footer;
      f.seek(4);
      byte[] garbage = new byte[(int) (dataEnd - 4)];
      java.util.Arrays.fill(garbage, (byte) 0xFF);
      f.write(garbage);
    }
    return file;
  }

  private static long rowsInReport(Path out) throws IOException {
    return new ObjectMapper().readTree(out.resolve("report.json").toFile()).get("rows").asLong();
  }

  @Test
  void grade_truncatedGzip_rowsBeforeTheBreakKeptAndOneInvalidRowNamingIt() throws IOException {
    // Was: the whole job failed (exit 1, 190 lines of stack trace, file not named).
    Path gz = truncatedGzip(tmp.resolve("half.txt.gz"), 2000);
    GradeConfig config = GradeConfig.of(List.of(gz.toString()), out());

    GradeReport report = grade(config);
    Map<String, Row> rows = output();

    List<Row> invalid = rows.values().stream().filter(r -> status(r).equals("INVALID")).toList();
    assertThat(invalid).hasSize(1);
    long brokenAt = invalid.get(0).getLong(invalid.get(0).fieldIndex("index"));
    assertThat(reason(invalid.get(0)))
        .isEqualTo(
            "line "
                + brokenAt
                + ": gzip data ends early after line "
                + (brokenAt - 1)
                + " (truncated file?)");
    // Half the bytes: about half the lines, and every puzzle before the break graded.
    assertThat(brokenAt).isBetween(500L, 1500L);
    List<String> unique = new ArrayList<>();
    for (long line = 100; line < brokenAt; line += 100) {
      unique.add("half.txt.gz:" + line);
    }
    assertThat(rows.keySet()).containsAll(unique).hasSize(unique.size() + 1);
    assertThat(report.count(GradedPuzzleSchema.Status.UNIQUE)).isEqualTo(unique.size());
    // Regression: the file was reported "skipped" although its rows before the break are graded.
    assertThat(report.badFiles())
        .containsExactly(
            "stopped reading "
                + gz.toUri().toString().replace("file:///", "file:/")
                + " at line "
                + brokenAt
                + ": gzip data ends early after line "
                + (brokenAt - 1)
                + " (truncated file?); its first "
                + (brokenAt - 1)
                + " lines were read");
    assertThat(
            new ObjectMapper()
                .readTree(tmp.resolve("out/report.json").toFile())
                .get("badFiles")
                .get(0)
                .asText())
        .startsWith("stopped reading file:");
  }

  @Test
  void grade_truncatedGzipFailPolicy_oneLineNamingTheFileAndNothingWritten() throws IOException {
    Path gz = truncatedGzip(tmp.resolve("half.txt.gz"), 2000);
    GradeConfig config =
        GradeConfig.builder(List.of(gz.toString(), LocalSpark.archive("puzzles.txt")), out())
            .onBadFile(BadFilePolicy.FAIL)
            .build();

    assertThatThrownBy(() -> grade(config))
        .isInstanceOf(BadFileException.class)
        .hasMessageMatching(
            "file:/\\S*half\\.txt\\.gz: line [0-9]+: gzip data ends early after line [0-9]+ "
                + "\\(truncated file\\?\\)")
        .hasNoCause();
    assertThat(tmp.resolve("out")).doesNotExist();
  }

  @Test
  void grade_notGzipDespiteItsName_oneInvalidRowForTheFileOthersGraded() throws IOException {
    // Was: an IOException from the driver, the job never started.
    Path dir = Files.createDirectories(tmp.resolve("in"));
    Files.writeString(dir.resolve("fake.txt.gz"), "this is not gzip\n");
    Files.copy(Path.of(LocalSpark.archive("puzzles.txt")), dir.resolve("puzzles.txt"));

    GradeReport report = grade(GradeConfig.of(List.of(dir.toString()), out()));
    Map<String, Row> rows = output();

    assertThat(rows).hasSize(13);
    assertThat(reason(rows.get("fake.txt.gz:0"))).startsWith("not a readable gzip file (");
    assertThat(report.badFiles())
        .singleElement()
        .asString()
        .startsWith("skipped file:")
        .contains("fake.txt.gz: not a readable gzip file");
  }

  @Test
  void grade_everyFileUnreadable_stopsBeforeTheJobWithOneLine() throws IOException {
    Path fake = Files.writeString(tmp.resolve("fake.txt.gz"), "this is not gzip\n");

    assertThatThrownBy(() -> grade(GradeConfig.of(List.of(fake.toString()), out())))
        .isInstanceOf(BadFileException.class)
        .hasMessageStartingWith("file:" + fake + ": not a readable gzip file (")
        .hasMessageNotContaining("\n");
    assertThat(tmp.resolve("out")).doesNotExist();
  }

  @Test
  void grade_csvAmongParquetInADirectory_eachReadAsWhatItIs() throws IOException {
    // Was: the directory was read as Parquet, the CSV with it, and the job failed.
    Path dir = tmp.resolve("mixed");
    puzzleParquet(dir.resolve("a.parquet"), 2);
    Files.copy(Path.of(LocalSpark.archive("kaggle-9m.csv")), dir.resolve("b.csv"));

    grade(GradeConfig.of(List.of(dir.toString()), out()));
    Map<String, Row> rows = output();

    assertThat(rows).containsKeys("a.parquet:1", "a.parquet:2", "b.csv:2");
    assertThat(status(rows.get("a.parquet:2"))).isEqualTo("UNIQUE");
    assertThat(status(rows.get("b.csv:2"))).isEqualTo("UNIQUE");
  }

  @Test
  void grade_notParquetDespiteItsName_oneInvalidRowOthersGraded() throws IOException {
    Path dir = tmp.resolve("parts");
    puzzleParquet(dir.resolve("a.parquet"), 2);
    Files.writeString(dir.resolve("b.parquet"), "puzzle,solution\n");

    GradeReport report = grade(GradeConfig.of(List.of(dir.toString()), out()));
    Map<String, Row> rows = output();

    assertThat(rows.keySet()).containsExactly("a.parquet:1", "a.parquet:2", "b.parquet:0");
    assertThat(reason(rows.get("b.parquet:0")))
        .startsWith("not a readable Parquet file: it is not a Parquet file")
        .doesNotContain("b.parquet");
    assertThat(report.badFiles()).hasSize(1);
  }

  @Test
  void grade_parquetFilesWithDifferentPuzzleTypes_bothRead() throws IOException {
    // Was: Spark read both with the first file's schema and the job failed on the other.
    Path dir = tmp.resolve("types");
    puzzleParquet(dir.resolve("text.parquet"), 1);
    parquetFile(
        dir.resolve("number.parquet"),
        new StructType().add("puzzle", DataTypes.LongType),
        List.of(RowFactory.create(12345L)));

    GradeReport report = grade(GradeConfig.of(List.of(dir.toString()), out()));
    Map<String, Row> rows = output();

    assertThat(status(rows.get("text.parquet:1"))).isEqualTo("UNIQUE");
    assertThat(reason(rows.get("number.parquet:1")))
        .isEqualTo("row 1: expected 81 characters, found 5");
    assertThat(report.badFiles()).isEmpty();
  }

  @Test
  void grade_subdirectories_readRecursivelyHiddenNamesSkipped() throws IOException {
    // Was: a subdirectory was skipped without a word (50 puzzles not graded).
    Path dir = tmp.resolve("tree");
    Files.createDirectories(dir.resolve("sub/deeper"));
    Files.createDirectories(dir.resolve("_hidden"));
    Files.writeString(dir.resolve("a.txt"), PuzzleAnalyzerTest.PUZZLE + "\n");
    Files.writeString(dir.resolve("sub/b.txt"), PuzzleAnalyzerTest.PUZZLE + "\n");
    Files.writeString(dir.resolve("sub/deeper/c.txt"), PuzzleAnalyzerTest.PUZZLE + "\n");
    Files.writeString(dir.resolve("_hidden/d.txt"), PuzzleAnalyzerTest.PUZZLE + "\n");
    Files.writeString(dir.resolve("sub/.e.txt"), PuzzleAnalyzerTest.PUZZLE + "\n");

    grade(GradeConfig.of(List.of(dir.toString()), out()));

    assertThat(output().keySet()).containsExactly("a.txt:1", "b.txt:1", "c.txt:1");
  }

  @Test
  void grade_namedFilesWithoutPuzzle_listedAsBadFilesButNotEmptyFilesInADirectory()
      throws IOException {
    Path dir = Files.createDirectories(tmp.resolve("parts"));
    Files.copy(Path.of(LocalSpark.archive("kaggle-9m.csv")), dir.resolve("k.csv"));
    Files.writeString(dir.resolve("part-00001.csv"), "");
    Path empty = Files.writeString(tmp.resolve("empty.txt"), "");
    Path header = Files.writeString(tmp.resolve("header.csv"), "quizzes,solutions\n");
    Path comments = Files.writeString(tmp.resolve("comments.txt"), "# nothing\n\n  \n");

    GradeReport report =
        grade(
            GradeConfig.of(
                List.of(dir.toString(), empty.toString(), header.toString(), comments.toString()),
                out()));

    assertThat(report.badFiles())
        .containsExactly(
            "skipped file:" + comments + ": " + BadFiles.NO_PUZZLE,
            "skipped file:" + empty + ": " + BadFiles.NO_PUZZLE,
            "skipped file:" + header + ": " + BadFiles.NO_PUZZLE);
    assertThat(output()).containsKey("k.csv:2");
  }

  @Test
  void grade_namedFileWithoutPuzzleFailPolicy_oneLineNamingTheFileAndNothingWritten()
      throws IOException {
    assertFailPolicyStopsAtNoPuzzle(Files.writeString(tmp.resolve("empty.txt"), ""));
  }

  /** Under {@code --on-bad-file fail}, {@code bad} after a good file: one line, nothing written. */
  private void assertFailPolicyStopsAtNoPuzzle(Path bad) {
    GradeConfig config =
        GradeConfig.builder(List.of(LocalSpark.archive("puzzles.txt"), bad.toString()), out())
            .onBadFile(BadFilePolicy.FAIL)
            .build();

    assertThatThrownBy(() -> grade(config))
        .isInstanceOf(BadFileException.class)
        .hasMessage("file:" + bad + ": " + BadFiles.NO_PUZZLE);
    assertThat(tmp.resolve("out")).doesNotExist();
  }

  @Test
  void grade_namedParquetWithoutRows_listedAsBadFileButNotInADirectory() throws IOException {
    // Regression: a named Parquet file with no row was passed over in silence (exit 0), where a
    // named empty text file is a bad file.
    StructType schema = new StructType().add("puzzle", DataTypes.StringType);
    Path dir = tmp.resolve("parts");
    puzzleParquet(dir.resolve("a.parquet"), 1);
    parquetFile(dir.resolve("b.parquet"), schema, List.of());
    Path empty = parquetFile(tmp.resolve("my empty.parquet"), schema, List.of());
    Path one = puzzleParquet(tmp.resolve("my one.parquet"), 1);

    GradeReport report =
        grade(GradeConfig.of(List.of(dir.toString(), empty.toString(), one.toString()), out()));

    assertThat(report.badFiles())
        .containsExactly("skipped file:" + empty + ": " + BadFiles.NO_PUZZLE);
    // Spark's URL for the file is file:/...my%20one.parquet: the row names it as the inputs do
    assertThat(report.provenance().inputs())
        .extracting(GradeReport.Input::path)
        .contains("file:" + one);
    assertThat(report.breakdown().shown())
        .extracting(GradeReport.Group::name)
        .contains("file:" + one);
    assertThat(output()).containsKeys("a.parquet:1", "my one.parquet:1");
  }

  @Test
  void grade_namedParquetWithoutRowsFailPolicy_oneLineNamingTheFileAndNothingWritten()
      throws IOException {
    assertFailPolicyStopsAtNoPuzzle(
        parquetFile(
            tmp.resolve("empty.parquet"),
            new StructType().add("puzzle", DataTypes.StringType),
            List.of()));
  }

  @Test
  void grade_unrecognisedHeaderAmongGoodFiles_thatFileSkipped() throws IOException {
    Path dir = Files.createDirectories(tmp.resolve("csvs"));
    Files.copy(Path.of(LocalSpark.archive("custom.csv")), dir.resolve("custom.csv"));
    Files.copy(Path.of(LocalSpark.archive("kaggle-9m.csv")), dir.resolve("k.csv"));

    GradeReport report = grade(GradeConfig.of(List.of(dir.toString()), out()));

    assertThat(reason(output().get("custom.csv:0")))
        .isEqualTo(
            "line 1: a CSV header without a 'quizzes' or 'puzzle' column (it has: id, grid,"
                + " answer); name the puzzle column with --column NAME");
    assertThat(output()).containsKey("k.csv:2");
    assertThat(report.badFiles()).hasSize(1);
  }

  @Test
  void grade_overwriteThenTheJobFails_previousDatasetAndReportKept() throws IOException {
    // Was: --overwrite deleted the good dataset first and left the old report beside nothing.
    GradeConfig good = GradeConfig.of(List.of(LocalSpark.archive("puzzles.txt")), out());
    grade(good);
    Path bad = corruptParquet(tmp.resolve("corrupt.parquet"));

    assertThatThrownBy(
            () ->
                grade(GradeConfig.builder(List.of(bad.toString()), out()).overwrite(true).build()))
        .isInstanceOf(BadFileException.class)
        .hasMessageStartingWith("file:" + bad + ": ")
        .hasMessageNotContaining("\n");

    assertThat(output()).hasSize(12);
    assertThat(rowsInReport(tmp.resolve("out"))).isEqualTo(12);
    try (DirectoryStream<Path> left = Files.newDirectoryStream(tmp.resolve("out"))) {
      assertThat(left)
          .extracting(p -> p.getFileName().toString())
          .containsExactlyInAnyOrder("puzzles", "report.json", "report.html");
    }
  }

  @Test
  void grade_failedRun_retryNotBlocked() throws IOException {
    // Was: the failed run left an empty puzzles/ and the retry refused ("already exists").
    Path bad = corruptParquet(tmp.resolve("corrupt.parquet"));
    assertThatThrownBy(() -> grade(GradeConfig.of(List.of(bad.toString()), out())))
        .isInstanceOf(IOException.class);

    GradeReport retry = grade(GradeConfig.of(List.of(LocalSpark.archive("puzzles.txt")), out()));

    assertThat(retry.rows()).isEqualTo(12);
    assertThat(output()).hasSize(12);
  }

  @Test
  void grade_overwriteWithAnEmptyInput_previousOutputKept() throws IOException {
    // Was: the empty run replaced the dataset with nothing, then exited 1.
    grade(GradeConfig.of(List.of(LocalSpark.archive("puzzles.txt")), out()));
    Path empty = Files.writeString(tmp.resolve("empty.txt"), "# nothing here\n");

    assertThatThrownBy(
            () ->
                grade(
                    GradeConfig.builder(List.of(empty.toString()), out()).overwrite(true).build()))
        .isInstanceOf(IOException.class)
        .hasMessageStartingWith("no puzzle in " + empty);

    assertThat(output()).hasSize(12);
    assertThat(rowsInReport(tmp.resolve("out"))).isEqualTo(12);
  }

  @Test
  void grade_overwriteSucceeds_datasetAndReportReplacedTogetherNothingLeftBehind()
      throws IOException {
    grade(GradeConfig.of(List.of(LocalSpark.archive("puzzles.txt")), out()));

    GradeReport again =
        grade(
            GradeConfig.builder(List.of(LocalSpark.archive("more.txt.gz")), out())
                .overwrite(true)
                .build());

    assertThat(again.rows()).isEqualTo(6);
    assertThat(output()).hasSize(6);
    assertThat(rowsInReport(tmp.resolve("out"))).isEqualTo(6);
    assertThat(again.output()).isEqualTo(tmp.resolve("out/puzzles").toString());
    try (DirectoryStream<Path> left = Files.newDirectoryStream(tmp.resolve("out"))) {
      assertThat(left)
          .extracting(p -> p.getFileName().toString())
          .containsExactlyInAnyOrder("puzzles", "report.json", "report.html");
    }
  }
}
