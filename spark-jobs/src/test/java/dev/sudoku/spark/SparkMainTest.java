package dev.sudoku.spark;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sudoku.grade.Level;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

class SparkMainTest {

  private static GradeConfig gradeConfig(String... args) {
    CommandLine cmd = SparkMain.commandLine();
    CommandLine.ParseResult parsed = cmd.parseArgs(args);
    CommandLine.ParseResult sub = parsed.subcommand();
    return ((SparkMain.Grade) sub.commandSpec().userObject()).config();
  }

  private static int exitCode(StringWriter err, String... args) {
    CommandLine cmd = SparkMain.commandLine();
    cmd.setErr(new PrintWriter(err));
    return cmd.execute(args);
  }

  @Test
  void grade_allOptions_becomeConfig() {
    GradeConfig c = gradeConfig("grade", "a.csv", "dir/*.txt", "--out", "o", "--format", "CSV",
        "--column", "grid", "--solution-column", "answer", "--partition-by", "level",
        "--overwrite", "--no-progress");

    assertThat(c).isEqualTo(new GradeConfig(List.of("a.csv", "dir/*.txt"), "o", OutputFormat.CSV,
        "grid", "answer", true, true, false, false, false));
  }

  @Test
  void grade_defaults_parquetWithProgress() {
    GradeConfig c = gradeConfig("grade", "a.csv", "--out", "o");

    assertThat(c).isEqualTo(new GradeConfig(List.of("a.csv"), "o", OutputFormat.PARQUET, null,
        null, false, false, true, false, false));
  }

  @Test
  void grade_dedup_impliesCanonical() {
    GradeConfig c = gradeConfig("grade", "a.csv", "--out", "o", "--dedup");

    assertThat(c.dedup()).isTrue();
    assertThat(c.canonical()).isTrue();
    assertThat(gradeConfig("grade", "a.csv", "--out", "o", "--canonical").dedup()).isFalse();
  }

  @Test
  void grade_partitionByOtherColumn_rejected() {
    assertThatThrownBy(() -> gradeConfig("grade", "a.csv", "--out", "o", "--partition-by", "x"))
        .hasMessage("--partition-by supports only 'level', not 'x'");
  }

  @Test
  void grade_solutionColumnAlone_rejected() {
    assertThatThrownBy(() -> gradeConfig("grade", "a.csv", "--out", "o", "--solution-column",
        "s")).hasMessage("--solution-column needs --column");
  }

  @Test
  void execute_missingOut_usageErrorExit2() {
    StringWriter err = new StringWriter();

    assertThat(exitCode(err, "grade", "a.csv")).isEqualTo(2);
    assertThat(err.toString()).contains("Missing required option: '--out=DIR'");
  }

  @Test
  void execute_unknownFormat_usageErrorExit2() {
    StringWriter err = new StringWriter();

    assertThat(exitCode(err, "grade", "a.csv", "--out", "o", "--format", "xml")).isEqualTo(2);
    assertThat(err.toString()).contains("--format");
  }

  @Test
  void bench_defaults_twoHundredThousandRows() {
    CommandLine.ParseResult parsed = SparkMain.commandLine().parseArgs("bench");
    BenchCommand bench = (BenchCommand) parsed.subcommand().commandSpec().userObject();

    assertThat(bench.rows).isEqualTo(200_000);
    assertThat(bench.input.toString()).endsWith("kaggle-1m-sample.csv");
    assertThat(bench.workload).isEqualTo(OverheadBench.Workload.ARCHIVE);
    assertThat(bench.runs).isEqualTo(4);
  }

  @Test
  void bench_generatedWorkload_levelsAndRunsParsed() {
    CommandLine.ParseResult parsed = SparkMain.commandLine().parseArgs("bench", "--workload",
        "generated", "--levels", "easy,HARD", "--per-level", "10", "--seed", "7",
        "--spark-runs", "6");
    BenchCommand bench = (BenchCommand) parsed.subcommand().commandSpec().userObject();

    assertThat(bench.workload).isEqualTo(OverheadBench.Workload.GENERATED);
    assertThat(bench.levels).containsExactly(Level.EASY, Level.HARD);
    assertThat(bench.perLevel).isEqualTo(10);
    assertThat(bench.seed).isEqualTo(7);
    assertThat(bench.runs).isEqualTo(6);
  }
}
