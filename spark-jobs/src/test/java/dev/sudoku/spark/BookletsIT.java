package dev.sudoku.spark;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.book.PageSize;
import dev.sudoku.generate.Difficulty;
import dev.sudoku.grade.Level;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The generate job's booklets and the report's hardest puzzles, on a real local Spark session. */
class BookletsIT {
  static SparkSession spark;

  @TempDir Path tmp;

  @BeforeAll
  static void start() {
    spark = LocalSpark.start();
  }

  /** Solutions of the dataset's rows by puzzle. */
  private Map<String, String> solutions(Path out) {
    return GradeJob.readBack(
            spark, OutputFormat.PARQUET, out.resolve(GradeJob.DATASET_DIR).toString())
        .select("puzzle", "solution")
        .collectAsList()
        .stream()
        .collect(Collectors.toMap(r -> r.getString(0), r -> r.getString(1)));
  }

  private static String text(Path pdf) throws IOException {
    try (PDDocument d = Loader.loadPDF(Files.readAllBytes(pdf))) {
      PDFTextStripper s = new PDFTextStripper();
      s.setSortByPosition(false);
      return s.getText(d);
    }
  }

  @Test
  void write_perNPuzzles_bookletsOfNWithEveryAnswer() throws IOException {
    Path out = tmp.resolve("n");
    GenerateConfig config = GenerateConfig.of(30, 7L, out.toString()).withPartitions(3);
    GradeReport report = GenerateJob.run(spark, config, null);
    List<String> written =
        Booklets.write(spark, config.output(), new Booklets.Split(false, 8), PageSize.A4, null);
    long rows = report.rows();
    assertThat(written).hasSize((int) ((rows + 7) / 8));
    assertThat(written.get(0)).endsWith("booklets/puzzles-00001-00008.pdf");
    Map<String, String> solutions = solutions(out);
    int answers = 0;
    for (String w : written) {
      String text = text(Path.of(java.net.URI.create(w).getPath()));
      for (String solution : solutions.values()) {
        if (text.replaceAll("\\s", "").contains(solution)) {
          answers++;
        }
      }
    }
    // every solution appears once, in the answer key of its booklet
    assertThat(answers).isEqualTo(rows);
  }

  @Test
  void write_byLevel_oneBookletPerLevelPresent() throws IOException {
    Path out = tmp.resolve("levels");
    GenerateConfig config =
        GenerateConfig.of(12, 3L, out.toString()).withDifficulty(Difficulty.level(Level.EASY));
    GenerateJob.run(spark, config, null);
    List<String> written =
        Booklets.write(
            spark, config.output(), new Booklets.Split(true, 0), PageSize.TRIM_6X9, null);
    assertThat(written).singleElement().asString().endsWith("booklets/level-EASY.pdf");
    String text = text(Path.of(java.net.URI.create(written.get(0)).getPath()));
    assertThat(text).startsWith("Sudoku \u2014 EASY").contains("EASY \u00b7 SE ");
  }

  @Test
  void report_hardestPuzzles_picturesOfTheTopRatedRows() throws IOException {
    Path out = tmp.resolve("report");
    GenerateConfig config = GenerateConfig.of(20, 11L, out.toString());
    GenerateJob.run(spark, config, null);
    List<Row> top =
        GradeJob.readBack(spark, OutputFormat.PARQUET, out.resolve(GradeJob.DATASET_DIR).toString())
            .orderBy(org.apache.spark.sql.functions.col("rating").desc())
            .limit(ReportOptions.DEFAULT_HARDEST)
            .collectAsList();
    String html = Files.readString(out.resolve("report.html"));
    assertThat(html).contains("<h2 id=\"hardest\">Hardest puzzles</h2>");
    assertThat(html.split("<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\"", -1))
        .hasSize(ReportOptions.DEFAULT_HARDEST + 1);
    // the highest rating is the first picture's caption
    double max = top.get(0).getDouble(top.get(0).fieldIndex("rating"));
    assertThat(html).contains(String.format(java.util.Locale.ROOT, "Sudoku rated SE %.1f", max));
  }
}
