package dev.sudoku.spark;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sudoku.canon.Canonicalizer;
import dev.sudoku.core.Grid;
import dev.sudoku.core.Solver;
import dev.sudoku.generate.Difficulty;
import dev.sudoku.generate.GeneratedPuzzle;
import dev.sudoku.generate.Generator;
import dev.sudoku.generate.GeneratorOptions;
import dev.sudoku.generate.RequestGolden;
import dev.sudoku.generate.Symmetry;
import dev.sudoku.grade.Level;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The generate job end to end on a real local Spark session. */
class GenerateJobIT {
  static SparkSession spark;

  @TempDir Path tmp;

  @BeforeAll
  static void start() {
    spark = LocalSpark.start();
  }

  private List<Row> rows(String dir) {
    return GradeJob.readBack(
            spark, OutputFormat.PARQUET, tmp.resolve(dir).resolve(GradeJob.DATASET_DIR).toString())
        .orderBy("index")
        .collectAsList();
  }

  private GenerateConfig request(String dir) {
    return GenerateConfig.of(40, 20261123L, tmp.resolve(dir).toString())
        .withDifficulty(Difficulty.level(Level.MEDIUM))
        .withShape(Symmetry.ROTATE_180, false, 24, 34);
  }

  /**
   * The job gives the puzzle the library and the {@code sudoku generate} command give for the same
   * request, seed and index (the golden lines the Kafka worker is held to as well).
   */
  @Test
  void generate_requestGolden_samePuzzleAtThatIndex() {
    for (RequestGolden g : RequestGolden.load()) {
      GenerateConfig config =
          GenerateConfig.of(g.index() + 1, g.seed(), tmp.resolve("golden").toString())
              .withDifficulty(g.toDifficulty())
              .withShape(g.symmetry(), g.minimal(), g.minClues(), g.maxClues())
              .withPartitions(2);
      List<Row> rows =
          GenerateJob.generate(spark, config).filter("index = " + g.index()).collectAsList();
      assertThat(rows).as(g.line()).hasSize(1);
      assertThat(Grid.parse(rows.get(0).getString(rows.get(0).fieldIndex("puzzle"))).toLine())
          .as(g.line())
          .isEqualTo(g.puzzle());
    }
  }

  @Test
  void kept_deduplicatedRows_exactlyTheGradedPuzzleSchema() {
    // Was: duplicates non-nullable after dedup, so "generate --format avro" printed
    // "WARN AvroSerializer: Writing Avro files with nullable Avro schema and non-nullable
    // catalyst schema." on stderr.
    assertThat(GenerateJob.kept(spark, request("schema")).schema())
        .isEqualTo(GradedPuzzleSchema.SCHEMA);
  }

  @Test
  void generate_sameSeedTwoOrFourPartitions_identicalDatasetsInsideTheRequest() throws IOException {
    GradeReport two = GenerateJob.run(spark, request("two").withPartitions(2), null);
    GradeReport four = GenerateJob.run(spark, request("four").withPartitions(4), null);

    List<Row> a = rows("two");
    List<Row> b = rows("four");
    assertThat(a).isEqualTo(b);
    // Exactly the rows the request defines: every index of 0..39 that yields a puzzle, the lowest
    // index of each canonical form, as the generator gives them without Spark.
    Map<Long, String> expected = expected(request("expected"));
    assertThat(expected).hasSizeGreaterThan(20);
    Map<Long, String> got = new TreeMap<>();
    for (Row r : a) {
      got.put(r.getLong(r.fieldIndex("index")), r.getString(r.fieldIndex("puzzle")));
    }
    assertThat(got).containsExactlyEntriesOf(expected);
    assertThat(two.rows()).isEqualTo(expected.size()).isEqualTo(four.rows());
    assertThat(two.inputRecords()).isEqualTo(40);
    Solver solver = Solver.fast();
    Set<String> forms = new HashSet<>();
    for (Row r : a) {
      Grid puzzle = Grid.parse(r.getString(r.fieldIndex("puzzle")));
      assertThat(solver.count(puzzle, 2)).as("unique: %s", puzzle.toLine()).isEqualTo(1);
      assertThat(r.getString(r.fieldIndex("status"))).isEqualTo("UNIQUE");
      assertThat(r.getString(r.fieldIndex("level"))).isEqualTo("MEDIUM");
      assertThat(r.getString(r.fieldIndex("gradeStatus"))).isEqualTo("RATED");
      assertThat(r.getInt(r.fieldIndex("clues"))).isBetween(24, 34);
      assertThat(Symmetry.ROTATE_180.isSymmetric(puzzle)).isTrue();
      assertThat(Grid.parse(r.getString(r.fieldIndex("solution"))).agreesWith(puzzle)).isTrue();
      assertThat(r.getLong(r.fieldIndex("index"))).isBetween(0L, 39L);
      assertThat(forms.add(r.getString(r.fieldIndex("canonicalForm")))).isTrue();
      // Was null: the job wrote the generated rows without deduplicating them.
      assertThat(r.getLong(r.fieldIndex("duplicates"))).isNotNegative();
    }
    // every level is listed (easiest first), only MEDIUM has rows
    assertThat(two.byLevel())
        .containsEntry("MEDIUM", 40L)
        .containsEntry("EASY", 0L)
        .containsEntry("HARD", 0L);
  }

  private long rowsInReport(String dir) throws IOException {
    return new com.fasterxml.jackson.databind.ObjectMapper()
        .readTree(tmp.resolve(dir).resolve("report.json").toFile())
        .get("rows")
        .asLong();
  }

  @Test
  void generate_overwriteThenTheWriteFails_previousDatasetAndReportKept() throws IOException {
    // Was: --overwrite deleted the previous dataset before the new one was written.
    String out = tmp.resolve("out").toString();
    GradeReport first = GenerateJob.run(spark, GenerateConfig.of(8, 1L, out), null);
    Output overwrite = new Output(out, OutputFormat.PARQUET, false, true, true, false);
    // A codec the classpath lacks: the job fails in the tasks, while writing.
    spark.conf().set("spark.sql.parquet.compression.codec", "brotli");
    try {
      assertThatThrownBy(
              () ->
                  GenerateJob.run(spark, GenerateConfig.of(8, 2L, out).withOutput(overwrite), null))
          .isInstanceOf(Exception.class);
    } finally {
      spark.conf().unset("spark.sql.parquet.compression.codec");
    }

    assertThat(rows("out")).hasSize((int) first.rows());
    assertThat(rowsInReport("out")).isEqualTo(first.rows());
    try (Stream<Path> left = Files.list(tmp.resolve("out"))) {
      assertThat(left.map(p -> p.getFileName().toString()))
          .containsExactlyInAnyOrder("puzzles", "report.json", "report.html");
    }

    GradeReport again =
        GenerateJob.run(spark, GenerateConfig.of(3, 3L, out).withOutput(overwrite), null);
    assertThat(first.rows()).isGreaterThan(3); // so the replaced dataset is told apart
    assertThat(rows("out")).hasSize((int) again.rows()).hasSizeLessThanOrEqualTo(3);
    assertThat(rowsInReport("out")).isEqualTo(again.rows());
  }

  @Test
  void generate_alsoWriteFails_nothingPublishedNoTraceLeft() throws IOException {
    String out = tmp.resolve("fresh").toString();

    assertThatThrownBy(
            () ->
                GenerateJob.run(
                    spark,
                    GenerateConfig.of(3, 4L, out),
                    null,
                    staged -> {
                      assertThat(Path.of(staged.out(), GradeJob.DATASET_DIR)).isDirectory();
                      throw new IOException("booklet font missing");
                    },
                    List.of()))
        .hasMessage("booklet font missing");

    assertThat(tmp.resolve("fresh")).doesNotExist();
  }

  @Test
  void generate_withBooklets_publishedBesideTheDatasetNamedByTheirPlaceInIt() throws IOException {
    String out = tmp.resolve("b").toString();
    java.io.ByteArrayOutputStream lines = new java.io.ByteArrayOutputStream();
    java.io.PrintStream progress =
        new java.io.PrintStream(lines, true, java.nio.charset.StandardCharsets.UTF_8);

    GradeReport report =
        GenerateJob.run(
            spark,
            GenerateConfig.of(6, 5L, out),
            null,
            staged ->
                Booklets.write(
                    spark,
                    staged,
                    new Booklets.Split(false, 100),
                    dev.sudoku.book.PageSize.A4,
                    progress),
            List.of("generate", "--count", "6", "--booklets", "100"));

    assertThat(report.provenance().command())
        .containsExactly("generate", "--count", "6", "--booklets", "100");
    String name = String.format(java.util.Locale.ROOT, "puzzles-00001-%05d.pdf", report.rows());
    assertThat(tmp.resolve("b/booklets/" + name)).isNotEmptyFile();
    assertThat(lines.toString(java.nio.charset.StandardCharsets.UTF_8))
        .isEqualTo("booklet: booklets/" + name + " (" + report.rows() + " puzzles)\n");
    try (Stream<Path> left = Files.list(tmp.resolve("b"))) {
      assertThat(left.map(p -> p.getFileName().toString()))
          .containsExactlyInAnyOrder("puzzles", "report.json", "report.html", "booklets");
    }
  }

  /** Index to puzzle line of what {@code config} asks for, computed with the generator alone. */
  private static Map<Long, String> expected(GenerateConfig config) {
    GeneratorOptions options =
        GenerateConfig.options(
            config.difficulty(),
            config.symmetry(),
            config.minimal(),
            config.minClues(),
            config.maxClues());
    Generator generator = Generator.create();
    Canonicalizer canonicalizer = new Canonicalizer();
    Set<Grid> forms = new HashSet<>();
    Map<Long, String> rows = new TreeMap<>();
    for (long i = 0; i < config.count(); i++) {
      Optional<GeneratedPuzzle> p = generator.generate(config.seed(), i, options);
      if (p.isPresent() && forms.add(canonicalizer.canonical(p.get().puzzle()))) {
        rows.put(i, p.get().puzzle().toLine());
      }
    }
    return rows;
  }
}
