package dev.sudoku.spark;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.sudoku.grade.Grader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The grade report's optional sections and the options that shape the dataset, end to end on a real
 * local Spark session: comparison with a rating column (SE value for value, another scale bin by
 * bin), the breakdown by a column, solution counts and lists, one ordered output file.
 */
class GradeReportIT {
  static SparkSession spark;

  @TempDir Path tmp;

  @BeforeAll
  static void start() {
    spark = LocalSpark.start();
  }

  /** A file of this test's own ({@code report/}) or a shared test archive ({@code archives/}). */
  private static String resource(String name) {
    Path own = Path.of("src/test/resources/report", name);
    return (Files.exists(own) ? own : Path.of("src/test/resources/archives", name))
        .toAbsolutePath()
        .toString();
  }

  private GradeConfig config(String... inputs) {
    return GradeConfig.of(List.of(inputs), tmp.resolve("out").toString());
  }

  private GradeReport grade(GradeConfig config) throws IOException {
    return GradeJob.run(spark, config, null);
  }

  private JsonNode json() throws IOException {
    return new ObjectMapper().readTree(tmp.resolve("out/report.json").toFile());
  }

  @Test
  void compareColumn_seRatingsOfTheSameGrader_allExactlyEqualWithoutColumnOption()
      throws IOException {
    GradeReport report =
        grade(
            config(resource("se-reference.csv")).toBuilder()
                .report(
                    ReportOptions.defaults().withCompare("se_er", ReportOptions.CompareScale.AUTO))
                .build());

    GradeReport.SeAgreement se = report.comparison().se();
    assertThat(report.comparison().binned()).isNull();
    assertThat(se.compared()).isEqualTo(report.rows()).isPositive();
    assertThat(se.exactShare()).isEqualTo(1.0);
    assertThat(se.within02Share()).isEqualTo(1.0);
    assertThat(se.largest()).isEmpty();
    // the confusion table has its counts on the diagonal only
    long offDiagonal = 0;
    for (int i = 0; i < se.confusion().size(); i++) {
      for (int j = 0; j < se.confusion().get(i).size(); j++) {
        offDiagonal += i == j ? 0 : se.confusion().get(i).get(j);
      }
    }
    assertThat(offDiagonal).isZero();
    // no solution column in the input: no archive-solution line anywhere
    assertThat(report.archiveSolution()).isNull();
    assertThat(json().get("archiveSolution").isNull()).isTrue();
    assertThat(tmp.resolve("out/report.html")).content().doesNotContain("Archive's own solutions");
    assertThat(json().at("/comparison/se/exactShare").asDouble()).isEqualTo(1.0);
  }

  @Test
  void compareColumn_kaggleDifficulty_binnedWithOurRatingsPerBin() throws IOException {
    GradeReport report =
        grade(
            config(resource("kaggle-3m-levels.csv")).toBuilder()
                .report(
                    ReportOptions.defaults()
                        .withCompare("difficulty", ReportOptions.CompareScale.AUTO))
                .build());

    GradeReport.Binned binned = report.comparison().binned();
    assertThat(report.comparison().se()).isNull();
    assertThat(binned.numeric()).isTrue();
    long binnedRows = 0;
    for (GradeReport.Group g : binned.bins()) {
      binnedRows += g.rows();
    }
    assertThat(binnedRows + binned.otherBins()).isEqualTo(report.comparison().withValue());
    assertThat(report.comparison().withValue()).isEqualTo(report.rows());
  }

  @Test
  void compareColumn_sameValueOnEveryRow_oneBinAndNoCorrelation() throws IOException {
    // Was: "[DIVIDE_BY_ZERO] Division by zero", exit 1, for the first 300 rows of
    // kaggle-3m-rated-sample.csv, whose difficulty is 0.0 on every row (Spark's corr under ANSI).
    Path csv = tmp.resolve("constant.csv");
    List<String> lines =
        Files.readAllLines(Path.of(resource("kaggle-3m-levels.csv")), StandardCharsets.UTF_8)
            .subList(0, 4);
    Files.write(csv, lines, StandardCharsets.UTF_8);
    assertThat(lines.subList(1, 4)).allMatch(l -> l.contains(",0.0,"));

    GradeReport report =
        grade(
            config(csv.toString()).toBuilder()
                .report(
                    ReportOptions.defaults()
                        .withCompare("difficulty", ReportOptions.CompareScale.AUTO))
                .build());

    GradeReport.Binned binned = report.comparison().binned();
    assertThat(binned.numeric()).isTrue();
    assertThat(binned.pearson()).isNull();
    assertThat(binned.bins()).singleElement().satisfies(g -> assertThat(g.rows()).isEqualTo(3));
  }

  @Test
  void techniques_lowerBoundRows_notCountedAsHardestIn() throws IOException {
    // Regression: a puzzle stuck at "at least 9.5" after one hidden single counted as a row whose
    // rating hidden single (box) set.
    Path in = tmp.resolve("stuck.txt");
    Files.writeString(
        in,
        "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3\n"
            + "..1.3..7..726..9....6.....8.1..9.2.....31.4.....8..3..5.7.28...4................6\n");
    GradeReport report = grade(config(in.toString()));

    long rated = report.ratings().er().count();
    assertThat(rated).isEqualTo(1);
    assertThat(report.ratings().lowerBoundRows()).isEqualTo(1);
    long hardestIn = 0;
    for (GradeReport.TechniqueRow t : report.techniques()) {
      hardestIn += t.hardestIn();
    }
    assertThat(hardestIn).isEqualTo(rated);
    // the file's row in the breakdown says how many rows are only "at least"
    assertThat(report.breakdown().shown())
        .singleElement()
        .satisfies(
            g -> {
              assertThat(g.rated()).isEqualTo(1);
              assertThat(g.lowerBound()).isEqualTo(1);
            });
  }

  @Test
  void clues_invalidAndSeveralSolutionRows_notCounted() throws IOException {
    // Regression: an empty grid (0 clues, several solutions) and two-digit rows put bars at 0 and
    // 2 far left of the real puzzles.
    Path in = tmp.resolve("mixed.txt");
    String unique =
        "..43..2.9..5..9..1.7..6..43..6..2.8719...74...5..83...6.....1.5..35.869..4291.3..";
    Files.writeString(in, unique + "\n" + ".".repeat(81) + "\n" + "11" + ".".repeat(79) + "\n");
    GradeReport report = grade(config(in.toString()));

    assertThat(report.rows()).isEqualTo(3);
    long givens = unique.chars().filter(Character::isDigit).count();
    assertThat(report.clues().count()).isEqualTo(1);
    assertThat(report.clues().min()).isEqualTo(givens);
  }

  @Test
  void groupBy_inputColumn_oneGroupPerValueCoveringEveryRow() throws IOException {
    GradeReport report =
        grade(
            config(resource("kaggle-3m-levels.csv")).toBuilder()
                .report(ReportOptions.defaults().withGroupBy("level"))
                .build());

    GradeReport.Breakdown b = report.breakdown();
    assertThat(b.by()).isEqualTo("column level");
    List<String> names = new ArrayList<>();
    long rows = 0;
    for (GradeReport.Group g : b.shown()) {
      names.add(g.name());
      rows += g.rows();
    }
    assertThat(names).contains("Beginner").doesNotHaveDuplicates();
    assertThat(rows).isEqualTo(report.rows());
  }

  @Test
  void listSolutions_severalSolutions_countedListedAndSampledInTheReport() throws IOException {
    GradeReport report =
        grade(
            config(resource("puzzles.txt")).toBuilder()
                .grading(
                    new AnalyzerOptions(Grader.Options.DEFAULT_MAX_NESTING, 0, 10, 3, List.of()))
                .build());

    GradeReport.Failure multi =
        report.failures().stream()
            .filter(f -> f.kind().equals("MULTIPLE_SOLUTIONS"))
            .findFirst()
            .orElseThrow();
    GradeReport.Sample s = multi.samples().get(0);
    assertThat(s.solutionCount()).isEqualTo(10);
    assertThat(s.solutions()).hasSize(3).doesNotHaveDuplicates();
    for (String solution : s.solutions()) {
      assertThat(solution).hasSize(81);
      for (int i = 0; i < 81; i++) {
        if (s.puzzle().charAt(i) != '.') {
          assertThat(solution.charAt(i)).as("given %d kept", i).isEqualTo(s.puzzle().charAt(i));
        }
      }
    }
    assertThat(report.failures())
        .extracting(GradeReport.Failure::kind)
        .containsExactly("INVALID", "NO_SOLUTION", "MULTIPLE_SOLUTIONS");
  }

  @Test
  void singleFile_twoInputs_oneCsvFileInInputOrder() throws IOException {
    GradeConfig config =
        config(resource("kaggle-3m-levels.csv"), resource("puzzles.txt")).toBuilder()
            .format(OutputFormat.CSV)
            .singleFile(true)
            .build();
    GradeReport report = grade(config);

    List<Path> parts;
    try (Stream<Path> files = Files.list(tmp.resolve("out").resolve(GradeJob.DATASET_DIR))) {
      parts = files.filter(p -> p.getFileName().toString().endsWith(".csv")).toList();
    }
    assertThat(parts).hasSize(1);
    List<String> lines = Files.readAllLines(parts.get(0), StandardCharsets.UTF_8);
    assertThat(lines.get(0)).startsWith("source,index,");
    List<String> order = new ArrayList<>();
    for (String line : lines.subList(1, lines.size())) {
      String[] f = line.split(",", 3);
      order.add(f[0].substring(f[0].lastIndexOf('/') + 1) + ":" + f[1]);
    }
    List<String> expected = new ArrayList<>();
    for (int i = 2; i <= 21; i++) {
      expected.add("kaggle-3m-levels.csv:" + i);
    }
    for (int i : new int[] {2, 3, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14}) {
      expected.add("puzzles.txt:" + i);
    }
    assertThat(order).hasSize((int) report.rows()).containsExactlyElementsOf(expected);
  }
}
