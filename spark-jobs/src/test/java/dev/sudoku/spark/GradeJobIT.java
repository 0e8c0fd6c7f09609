package dev.sudoku.spark;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.sudoku.core.CsvFields;
import dev.sudoku.schema.GradeStatus;
import dev.sudoku.schema.GradedPuzzle;
import dev.sudoku.schema.TrustedClasses;
import dev.sudoku.schema.Variant;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.apache.avro.file.DataFileReader;
import org.apache.avro.specific.SpecificDatumReader;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** The grade job end to end on a real local Spark session, over every input and output form. */
class GradeJobIT {
  static final String SOLUTION_2 =
      "864371259325849761971265843436192587198657432257483916689734125713528694542916378";

  static SparkSession spark;

  @TempDir Path tmp;

  @BeforeAll
  static void start() {
    spark = LocalSpark.start();
  }

  private GradeReport grade(GradeConfig config) throws IOException {
    return GradeJob.run(spark, config, null);
  }

  /** Small test outputs only: "fileName:index" to row, sorted. */
  static Map<String, Row> rowsOf(Dataset<Row> ds) {
    Map<String, Row> rows = new TreeMap<>();
    for (Row r : ds.collectAsList()) {
      String source = r.getString(r.fieldIndex("source"));
      String key =
          source.substring(source.lastIndexOf('/') + 1) + ":" + r.getLong(r.fieldIndex("index"));
      assertThat(rows.put(key, r)).as("one row per (source, index): %s", key).isNull();
    }
    return rows;
  }

  private Map<String, Row> output(GradeConfig config) {
    return rowsOf(
        GradeJob.readBack(
            spark, config.format(), tmp.resolve("out").resolve(GradeJob.DATASET_DIR).toString()));
  }

  static String status(Row r) {
    return r.getString(r.fieldIndex("status"));
  }

  static String reason(Row r) {
    return r.getString(r.fieldIndex("reason"));
  }

  private JsonNode json() throws IOException {
    return new ObjectMapper().readTree(tmp.resolve("out/report.json").toFile());
  }

  private String out() {
    return tmp.resolve("out").toString();
  }

  @Test
  void grade_lineFile_oneRowPerPuzzleLineWithStatusAndReason() throws IOException {
    GradeConfig config = GradeConfig.of(List.of(LocalSpark.archive("puzzles.txt")), out());

    GradeReport report = grade(config);
    Map<String, Row> rows = output(config);

    assertThat(rows.keySet())
        .containsExactlyInAnyOrder(
            "puzzles.txt:2",
            "puzzles.txt:3",
            "puzzles.txt:5",
            "puzzles.txt:6",
            "puzzles.txt:7",
            "puzzles.txt:8",
            "puzzles.txt:9",
            "puzzles.txt:10",
            "puzzles.txt:11",
            "puzzles.txt:12",
            "puzzles.txt:13",
            "puzzles.txt:14");
    assertThat(status(rows.get("puzzles.txt:3"))).isEqualTo("UNIQUE");
    assertThat(
            rows.get("puzzles.txt:3").getString(rows.get("puzzles.txt:3").fieldIndex("solution")))
        .isEqualTo(
            "346179258187523964529648371965832417472916835813754629798261543"
                + "631485792254397186");
    assertThat(status(rows.get("puzzles.txt:10"))).isEqualTo("MULTIPLE_SOLUTIONS");
    assertThat(status(rows.get("puzzles.txt:11"))).isEqualTo("NO_SOLUTION");
    assertThat(reason(rows.get("puzzles.txt:12")))
        .isEqualTo("line 12: expected 81 characters, found 80");
    assertThat(reason(rows.get("puzzles.txt:13")))
        .startsWith("line 13: bad character 'x' at position 11 (r2c2)");
    assertThat(reason(rows.get("puzzles.txt:14")))
        .isEqualTo("line 14: digit 1 appears twice in row 1: r1c1 and r1c2");

    assertThat(report.rows()).isEqualTo(12);
    assertThat(report.byStatus())
        .containsExactly(
            Map.entry("UNIQUE", 7L),
            Map.entry("MULTIPLE_SOLUTIONS", 1L),
            Map.entry("NO_SOLUTION", 1L),
            Map.entry("INVALID", 3L));
    assertThat(report.byStatus().values().stream().mapToLong(Long::longValue).sum())
        .isEqualTo(rows.size());
    // Every UNIQUE row is graded: levels, hardest techniques and the histogram add up to them.
    assertThat(report.byLevel().get("unrated")).isEqualTo(5);
    assertThat(report.byLevel().values().stream().mapToLong(Long::longValue).sum()).isEqualTo(12);
    assertThat(report.byHardestTechnique().values().stream().mapToLong(Long::longValue).sum())
        .isEqualTo(7);
    assertThat(report.ratings().er().count() + report.ratings().lowerBoundRows()).isEqualTo(7);
    Row unique = rows.get("puzzles.txt:3");
    assertThat(unique.getString(unique.fieldIndex("gradeStatus"))).isIn("RATED", "LOWER_BOUND");
    assertThat(unique.getString(unique.fieldIndex("level"))).isNotNull();
    assertThat(unique.getString(unique.fieldIndex("graderVersion"))).isNotBlank();
    assertThat(unique.getList(unique.fieldIndex("techniqueCounts"))).isNotEmpty();
    assertThat(unique.isNullAt(unique.fieldIndex("canonicalForm"))).isTrue();
    assertThat(report.duplicates()).isNull();
    assertThat(report.failures())
        .filteredOn(f -> f.kind().equals("INVALID"))
        .singleElement()
        .satisfies(f -> assertThat(f.samples()).hasSize(3));
    assertThat(report.inputRecords()).isEqualTo(14);
    assertThat(json().get("rows").asLong()).isEqualTo(12);
    assertThat(tmp.resolve("out/report.html")).content().contains("<svg").doesNotContain("<script");
  }

  @Test
  void grade_kaggleCsvFormsByGlob_detectedAndSolutionsCompared() throws IOException {
    String glob = LocalSpark.archive("kaggle-1m.csv").replace("kaggle-1m.csv", "kaggle-*.csv");
    GradeConfig config = GradeConfig.of(List.of(glob), out());

    GradeReport report = grade(config);
    Map<String, Row> rows = output(config);

    assertThat(rows).hasSize(16);
    assertThat(report.count(GradedPuzzleSchema.Status.UNIQUE)).isEqualTo(14);
    assertThat(report.count(GradedPuzzleSchema.Status.INVALID)).isEqualTo(2);
    assertThat(report.archiveSolution().matched()).isEqualTo(13);
    assertThat(report.archiveSolution().differs()).isEqualTo(1);
    Row wrong = rows.get("kaggle-1m.csv:7");
    assertThat(wrong.getBoolean(wrong.fieldIndex("archiveSolutionMatched"))).isFalse();
    // "garbage" has no comma: a row cut short, reported as the CLI does (since 5d4c21b)
    assertThat(reason(rows.get("kaggle-1m.csv:8")))
        .isEqualTo("line 8: CSV row has 1 field, the header needs 2");
    assertThat(reason(rows.get("kaggle-1m.csv:9")))
        .isEqualTo("line 9: expected 81 characters, found 5");
    assertThat(rows.keySet())
        .contains(
            "kaggle-9m.csv:2", "kaggle-9m.csv:5", "kaggle-3m-rated.csv:2", "kaggle-3m-rated.csv:5");
  }

  @Test
  void grade_csvHeaderWithoutPuzzleColumn_failsWithOneLineUnlessColumnNamed() throws IOException {
    GradeConfig config = GradeConfig.of(List.of(LocalSpark.archive("custom.csv")), out());

    assertThatThrownBy(() -> grade(config))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageEndingWith(
            "custom.csv: line 1: a CSV header without a 'quizzes' or 'puzzle' column (it has: id,"
                + " grid, answer); name the puzzle column with --column NAME");

    GradeReport report = grade(config.toBuilder().columns("grid", "answer").build());
    assertThat(report.count(GradedPuzzleSchema.Status.UNIQUE)).isEqualTo(3);
    assertThat(report.archiveSolution().matched()).isEqualTo(3);
  }

  @Test
  void grade_gzipLineFile_readLikePlainText() throws IOException {
    GradeConfig config = GradeConfig.of(List.of(LocalSpark.archive("more.txt.gz")), out());

    GradeReport report = grade(config);

    assertThat(output(config).keySet())
        .containsExactly(
            "more.txt.gz:1",
            "more.txt.gz:2",
            "more.txt.gz:3",
            "more.txt.gz:4",
            "more.txt.gz:5",
            "more.txt.gz:6");
    assertThat(report.count(GradedPuzzleSchema.Status.UNIQUE)).isEqualTo(6);
  }

  @Test
  void grade_parquetInput_rowNumbersAndArchiveSolution() throws IOException {
    StructType schema =
        new StructType()
            .add("id", DataTypes.IntegerType)
            .add("puzzle", DataTypes.StringType)
            .add("solution", DataTypes.StringType);
    List<Row> in = new ArrayList<>();
    in.add(RowFactory.create(1, PuzzleAnalyzerTest.PUZZLE, SOLUTION_2));
    in.add(RowFactory.create(2, "not a puzzle", null));
    in.add(RowFactory.create(3, null, null));
    in.add(RowFactory.create(4, PuzzleAnalyzerTest.MULTI, null));
    String parquet = tmp.resolve("in.parquet").toString();
    spark.createDataFrame(in, schema).coalesce(1).write().parquet(parquet);
    GradeConfig config = GradeConfig.of(List.of(parquet), out());

    GradeReport report = grade(config);
    List<Row> rows = new ArrayList<>(output(config).values());

    assertThat(rows)
        .extracting(r -> r.getLong(r.fieldIndex("index")) + " " + status(r))
        .containsExactlyInAnyOrder("1 UNIQUE", "2 INVALID", "3 INVALID", "4 MULTIPLE_SOLUTIONS");
    assertThat(rows)
        .extracting(GradeJobIT::reason)
        .contains("row 2: expected 81 characters, found 12", "row 3: no puzzle");
    assertThat(report.archiveSolution().matched()).isEqualTo(1);
  }

  @ParameterizedTest
  @org.junit.jupiter.params.provider.CsvSource(
      delimiter = '|',
      value = {"LF|driver", "CRLF|driver", "CR|driver", "LF|job", "CRLF|job", "CR|job"})
  void grade_fileLargerThanOneSplit_keepsFileLineNumbers(String terminator, String scan)
      throws IOException {
    String newline =
        switch (terminator) {
          case "LF" -> "\n";
          case "CRLF" -> "\r\n";
          default -> "\r";
        };
    // "job": the split ranges are counted by a Spark job, as for inputs over the driver's limit.
    spark
        .sparkContext()
        .hadoopConfiguration()
        .setLong(
            SplitLines.DRIVER_SCAN_MAX_BYTES,
            scan.equals("job") ? 0 : SplitLines.DEFAULT_DRIVER_SCAN_MAX_BYTES);
    // ~600 KB of comments with puzzles at known lines: several input splits, few puzzles to solve.
    List<String> lines = new ArrayList<>();
    String filler = "# " + "-".repeat(98);
    List<Long> puzzleLines = new ArrayList<>();
    for (int i = 1; i <= 6000; i++) {
      if (i % 1000 == 0) {
        lines.add(PuzzleAnalyzerTest.PUZZLE);
        puzzleLines.add((long) i);
      } else {
        lines.add(filler);
      }
    }
    Path big = tmp.resolve("big.txt");
    Files.writeString(big, String.join(newline, lines) + newline, StandardCharsets.UTF_8);
    GradeConfig config = GradeConfig.of(List.of(big.toString()), out());

    GradeReport report = grade(config);

    assertThat(output(config).values())
        .extracting(r -> r.getLong(r.fieldIndex("index")))
        .containsExactlyInAnyOrderElementsOf(puzzleLines);
    assertThat(report.count(GradedPuzzleSchema.Status.UNIQUE)).isEqualTo(6);
    assertThat(report.inputRecords()).isEqualTo(6000);
    spark.sparkContext().hadoopConfiguration().unset(SplitLines.DRIVER_SCAN_MAX_BYTES);
  }

  @ParameterizedTest
  @EnumSource(OutputFormat.class)
  void grade_everyOutputFormat_readsBackTheSameRows(OutputFormat format) throws IOException {
    GradeConfig config =
        GradeConfig.builder(
                List.of(LocalSpark.archive("puzzles.txt"), LocalSpark.archive("kaggle-1m.csv")),
                out())
            .format(format)
            .build();

    GradeReport report = grade(config);
    Map<String, Row> rows = output(config);

    assertThat(rows).hasSize(20);
    assertThat(report.rows()).isEqualTo(20);
    assertThat(report.format()).isEqualTo(format.toString());
    Row unique = rows.get("kaggle-1m.csv:2");
    assertThat(status(unique)).isEqualTo("UNIQUE");
    assertThat(unique.getInt(unique.fieldIndex("solutionCount"))).isEqualTo(1);
    assertThat(unique.getBoolean(unique.fieldIndex("archiveSolutionMatched"))).isTrue();
    assertThat(reason(rows.get("puzzles.txt:14"))).startsWith("line 14: digit 1");
    assertThat(unique.getDouble(unique.fieldIndex("rating"))).isPositive();
    assertThat(unique.getString(unique.fieldIndex("level"))).isNotNull();
    if (format != OutputFormat.CSV) {
      Row first = unique.<Row>getList(unique.fieldIndex("techniqueCounts")).get(0);
      assertThat(first.getString(first.fieldIndex("technique"))).isNotBlank();
      assertThat(first.getInt(first.fieldIndex("count"))).isPositive();
    } else {
      assertThat(unique.getString(unique.fieldIndex("techniqueCounts")))
          .matches("([A-Z_]+:[0-9]+)( [A-Z_]+:[0-9]+)*");
    }
  }

  @Test
  void grade_csvOutputWithQuoteInReason_doublesTheQuoteAsRfc4180() throws IOException {
    // Regression: Spark's default escape wrote \" and \\ that other CSV readers keep as text.
    Path in = tmp.resolve("quotes.csv");
    Files.writeString(in, "puzzle,solution\n\"..43\n", StandardCharsets.UTF_8);
    GradeConfig config =
        GradeConfig.builder(List.of(in.toString()), out())
            .format(OutputFormat.CSV)
            .singleFile(true)
            .build();

    grade(config);

    List<String> lines = new ArrayList<>();
    try (DirectoryStream<Path> files =
        Files.newDirectoryStream(tmp.resolve("out").resolve(GradeJob.DATASET_DIR), "*.csv")) {
      for (Path f : files) {
        lines.addAll(Files.readAllLines(f, StandardCharsets.UTF_8));
      }
    }
    List<String> header = CsvFields.split(lines.get(0));
    List<String> row = CsvFields.split(lines.get(1));
    assertThat(row.get(header.indexOf("puzzle"))).isEqualTo("\"..43");
    assertThat(row.get(header.indexOf("reason")))
        .isEqualTo(
            "line 2: CSV row has an unclosed quote (\") at character 1: the input ends before a closing quote");
    assertThat(reason(output(config).get("quotes.csv:2")))
        .isEqualTo(
            "line 2: CSV row has an unclosed quote (\") at character 1: the input ends before a closing quote");
  }

  @Test
  void grade_avroOutput_decodesWithTheSchemasModuleRecord() throws IOException {
    GradeConfig config =
        GradeConfig.builder(List.of(LocalSpark.archive("puzzles.txt")), out())
            .format(OutputFormat.AVRO)
            .canonical(true, false)
            .build();
    grade(config);
    TrustedClasses.install(); // Avro 1.12.2 refuses to instantiate untrusted generated classes

    List<GradedPuzzle> decoded = new ArrayList<>();
    try (DirectoryStream<Path> files =
        Files.newDirectoryStream(tmp.resolve("out").resolve(GradeJob.DATASET_DIR), "*.avro")) {
      for (Path f : files) {
        try (DataFileReader<GradedPuzzle> in =
            new DataFileReader<>(f.toFile(), new SpecificDatumReader<>(GradedPuzzle.class))) {
          in.forEach(decoded::add);
        }
      }
    }

    assertThat(decoded).hasSize(12);
    GradedPuzzle unique = decoded.stream().filter(p -> p.getIndex() == 3).findFirst().orElseThrow();
    assertThat(unique.getStatus()).isEqualTo(dev.sudoku.schema.Status.UNIQUE);
    assertThat(unique.getVariant()).isEqualTo(Variant.CLASSIC);
    assertThat(unique.getGradeStatus()).isIn(GradeStatus.RATED, GradeStatus.LOWER_BOUND);
    assertThat(unique.getLevel()).isNotNull();
    assertThat(unique.getHardestTechnique()).isNotNull();
    assertThat(unique.getTechniqueCounts())
        .isNotEmpty()
        .allSatisfy(c -> assertThat(c.getCount()).isPositive());
    assertThat(unique.getCanonicalForm()).hasSize(81);
    assertThat(unique.getDuplicates()).isNull();
    GradedPuzzle invalid =
        decoded.stream().filter(p -> p.getIndex() == 12).findFirst().orElseThrow();
    assertThat(invalid.getStatus()).isEqualTo(dev.sudoku.schema.Status.INVALID);
    assertThat(invalid.getReason()).isEqualTo("line 12: expected 81 characters, found 80");
    assertThat(invalid.getTechniqueCounts()).isEmpty();
    assertThat(invalid.getGradeStatus()).isNull();
  }

  @Test
  void grade_dedup_keepsFirstIsomorphAndCountsTheOthers() throws IOException {
    String p = PuzzleAnalyzerTest.PUZZLE;
    // Rows 1 and 2 swapped, digits 1 and 2 swapped: an isomorph of p.
    StringBuilder iso = new StringBuilder();
    for (char c : (p.substring(9, 18) + p.substring(0, 9) + p.substring(18)).toCharArray()) {
      iso.append(c == '1' ? '2' : c == '2' ? '1' : c);
    }
    Path in = tmp.resolve("dups.txt");
    Files.writeString(
        in,
        String.join(
                "\n", iso, PuzzleAnalyzerTest.MULTI, p, "bad", iso, PuzzleAnalyzerTest.MULTI, "bad")
            + "\n");
    GradeConfig config =
        GradeConfig.builder(List.of(in.toString()), out()).canonical(true, true).build();

    GradeReport report = grade(config);
    Map<String, Row> rows = output(config);

    assertThat(rows.keySet())
        .containsExactlyInAnyOrder("dups.txt:1", "dups.txt:2", "dups.txt:4", "dups.txt:7");
    Row kept = rows.get("dups.txt:1");
    assertThat(kept.getLong(kept.fieldIndex("duplicates"))).isEqualTo(2);
    Row multi = rows.get("dups.txt:2");
    assertThat(multi.getLong(multi.fieldIndex("duplicates"))).isEqualTo(1);
    Row bad = rows.get("dups.txt:4");
    assertThat(bad.getLong(bad.fieldIndex("duplicates"))).isZero();
    assertThat(report.rows()).isEqualTo(4);
    assertThat(report.duplicates().duplicateRows()).isEqualTo(3);
    assertThat(report.duplicates().duplicatedPuzzles()).isEqualTo(2);
    assertThat(report.byStatus().values().stream().mapToLong(Long::longValue).sum())
        .isEqualTo(rows.size());
    assertThat(json().at("/duplicates/duplicateRows").asLong()).isEqualTo(3);
    assertThat(json().at("/duplicates/duplicatedPuzzles").asLong()).isEqualTo(2);
  }

  @Test
  void grade_dedupFileOfOnlyDuplicates_perFileTableShowsItNothingKeptAllDropped()
      throws IOException {
    // Regression: a file whose every puzzle duplicated another file's was missing from the
    // per-file table, as if it had not been read.
    Path first = Files.writeString(tmp.resolve("a.txt"), PuzzleAnalyzerTest.PUZZLE + "\n");
    Path copy =
        Files.writeString(
            tmp.resolve("b.txt"), PuzzleAnalyzerTest.PUZZLE + "\n" + PuzzleAnalyzerTest.PUZZLE);
    GradeConfig config =
        GradeConfig.builder(List.of(first.toString(), copy.toString()), out())
            .canonical(true, true)
            .build();

    GradeReport report = grade(config);

    assertThat(report.badFiles()).isEmpty();
    assertThat(report.breakdown().groups()).isEqualTo(2);
    assertThat(report.breakdown().shown())
        .extracting(
            GradeReport.Group::name, GradeReport.Group::rows, GradeReport.Group::duplicatesDropped)
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple("file:" + first, 1L, 0L),
            org.assertj.core.groups.Tuple.tuple("file:" + copy, 0L, 2L));
    assertThat(json().at("/breakdown/shown/1/duplicatesDropped").asLong()).isEqualTo(2);
  }

  @Test
  void grade_partitionByLevel_writesLevelDirectories() throws IOException {
    GradeConfig config =
        GradeConfig.builder(List.of(LocalSpark.archive("puzzles.txt")), out())
            .partitionByLevel(true)
            .build();

    GradeReport report = grade(config);

    assertThat(tmp.resolve("out/puzzles/level=__HIVE_DEFAULT_PARTITION__")).isDirectory();
    assertThat(output(config)).hasSize(12);
    assertThat(report.byLevel().get("unrated")).isEqualTo(5);
    for (Map.Entry<String, Long> level : report.byLevel().entrySet()) {
      if (!level.getKey().equals("unrated") && level.getValue() > 0) {
        assertThat(tmp.resolve("out/puzzles/level=" + level.getKey())).isDirectory();
      }
    }
  }

  @Test
  void grade_existingOutput_refusedUnlessOverwrite() throws IOException {
    GradeConfig config = GradeConfig.of(List.of(LocalSpark.archive("more.txt.gz")), out());
    grade(config);

    assertThatThrownBy(() -> grade(config))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("already exists; pass --overwrite");
    GradeConfig again = config.toBuilder().overwrite(true).build();
    assertThat(grade(again).rows()).isEqualTo(6);
  }

  @Test
  void grade_noMatchingFile_failsWithOneLine() {
    GradeConfig config = GradeConfig.of(List.of(tmp.resolve("nothing-*.csv").toString()), out());

    assertThatThrownBy(() -> grade(config))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("no file matches '");
  }
}
