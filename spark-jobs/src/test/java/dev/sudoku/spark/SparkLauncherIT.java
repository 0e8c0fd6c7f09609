package dev.sudoku.spark;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.Launch;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.time.Duration;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * End to end, as a user runs it: {@code spark-jobs/run}, which starts the standalone jar (Spark
 * inside) with the JVM options Spark needs, and its {@code bench} mode. The first call builds
 * {@code target/spark-jobs-all.jar} when it is missing or stale, as it does for a user (about a
 * minute of CPU); the default build does not shade Spark.
 */
class SparkLauncherIT {
  private static final Path ROOT = Launch.root();
  private static final String RUN = ROOT.resolve("spark-jobs/run").toString();

  @TempDir Path tmp;

  private static Launch run(Duration limit, String... args) {
    String[] command = new String[args.length + 1];
    command[0] = RUN;
    System.arraycopy(args, 0, command, 1, args.length);
    return Launch.run(ROOT, limit, "", command);
  }

  @BeforeAll
  static void buildsWhenMissing_thenVersion() {
    Launch r = run(Duration.ofMinutes(15), "--version");
    assertThat(r.status()).as(r.toString()).isZero();
    assertThat(r.outLines()).containsExactly(SparkMain.VERSION);
  }

  @Test
  void grade_textArchive_datasetReportAndStatusZero() throws URISyntaxException {
    Path input = Paths.get(getClass().getResource("/archives/puzzles.txt").toURI());
    Path out = tmp.resolve("graded");
    Launch r = run(Duration.ofMinutes(5), "grade", input.toString(), "--out", out.toString());
    assertThat(r.status()).as(r.toString()).isZero();
    assertThat(r.out())
        .startsWith("12 rows graded in ")
        .contains("unique solution                         7")
        .contains("Several solutions: 1 row, first ");
    assertThat(out.resolve("report.json")).isNotEmptyFile();
    assertThat(out.resolve("report.html")).isNotEmptyFile();
    assertThat(Files.isDirectory(out.resolve(GradeJob.DATASET_DIR))).isTrue();
    assertThat(r.err()).doesNotContain("Exception");
  }

  @Test
  void grade_missingInput_oneLineAndStatusTwo() {
    Path missing = tmp.resolve("nope.csv");
    Launch r =
        run(
            Duration.ofMinutes(3),
            "grade",
            missing.toString(),
            "--out",
            tmp.resolve("o").toString());
    assertThat(r.status()).as(r.toString()).isEqualTo(2);
    assertThat(r.errLines())
        .singleElement()
        .asString()
        .startsWith("sudoku-spark: ")
        .contains("nope.csv");
    assertThat(r.out()).isEmpty();
  }

  @Test
  void bench_help_runsTheBenchSourceSetsCommand() {
    Launch r = run(Duration.ofMinutes(3), "bench", "--help");
    assertThat(r.status()).as(r.toString()).isZero();
    assertThat(r.out()).startsWith("Usage: spark-jobs/run bench").contains("--control-threads");
  }
}
