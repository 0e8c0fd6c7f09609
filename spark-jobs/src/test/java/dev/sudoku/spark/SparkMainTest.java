package dev.sudoku.spark;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sudoku.cli.HelpWrapping;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
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
    GradeConfig c =
        gradeConfig(
            "grade",
            "a.csv",
            "dir/*.txt",
            "--out",
            "o",
            "--format",
            "CSV",
            "--column",
            "grid",
            "--solution-column",
            "answer",
            "--partition-by",
            "level",
            "--overwrite",
            "--no-progress");

    assertThat(c)
        .isEqualTo(
            GradeConfig.builder(List.of("a.csv", "dir/*.txt"), "o")
                .format(OutputFormat.CSV)
                .columns("grid", "answer")
                .partitionByLevel(true)
                .overwrite(true)
                .report(c.report())
                .build());
  }

  @Test
  void grade_defaults_parquetWithProgress() {
    GradeConfig c = gradeConfig("grade", "a.csv", "--out", "o");

    assertThat(c)
        .isEqualTo(
            GradeConfig.builder(List.of("a.csv"), "o").progress(true).report(c.report()).build());
    assertThat(c.report().hardest()).isEqualTo(ReportOptions.DEFAULT_HARDEST);
    assertThat(c.report().groupBy()).isNull();
  }

  @Test
  void grade_reportGraderAndOutputOptions_inTheConfig() {
    GradeConfig c =
        gradeConfig(
            "grade",
            "a.csv",
            "--out",
            "o",
            "--max-nesting",
            "2",
            "--max-millis",
            "500",
            "--count-solutions",
            "100",
            "--list-solutions",
            "5",
            "--single-file",
            "--group-by",
            "source",
            "--compare-column",
            "difficulty",
            "--compare-scale",
            "SE",
            "--hardest",
            "3");
    assertThat(c.grading()).isEqualTo(new AnalyzerOptions(2, 500, 100, 5, List.of()));
    assertThat(c.singleFile()).isTrue();
    assertThat(c.report().groupBy()).isEqualTo("source");
    assertThat(c.report().compareColumn()).isEqualTo("difficulty");
    assertThat(c.report().compareScale()).isEqualTo(ReportOptions.CompareScale.SE);
    assertThat(c.report().hardest()).isEqualTo(3);
    assertThat(c.analyzer().inputColumns()).containsExactly("source", "difficulty");
  }

  @Test
  void grade_listSolutionsAboveTheCount_countsAtLeastAsFar() {
    GradeConfig c = gradeConfig("grade", "a.csv", "--out", "o", "--list-solutions", "10");
    assertThat(c.grading().countSolutions()).isEqualTo(10);
  }

  @Test
  void grade_singleFileWithPartitions_usageError() {
    assertThatThrownBy(
            () ->
                gradeConfig(
                    "grade", "a.csv", "--out", "o", "--single-file", "--partition-by", "level"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("--single-file and --partition-by");
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
    assertThatThrownBy(() -> gradeConfig("grade", "a.csv", "--out", "o", "--solution-column", "s"))
        .hasMessage("--solution-column needs --column");
  }

  @Test
  void grade_confRepeated_inOrderLaterWinsValueMayHoldEquals() {
    CommandLine.ParseResult sub =
        SparkMain.commandLine()
            .parseArgs(
                "grade",
                "a.csv",
                "--out",
                "o",
                "--conf",
                "spark.sql.shuffle.partitions=8",
                "--conf",
                "spark.driver.extraJavaOptions=-Dx=y",
                "--conf",
                "spark.sql.shuffle.partitions=16")
            .subcommand();
    SparkMain.Grade grade = (SparkMain.Grade) sub.commandSpec().userObject();

    assertThat(grade.spark.conf())
        .containsExactly(
            java.util.Map.entry("spark.sql.shuffle.partitions", "16"),
            java.util.Map.entry("spark.driver.extraJavaOptions", "-Dx=y"));
  }

  @Test
  void execute_confWithoutEquals_usageErrorExit2BeforeSparkStarts() {
    StringWriter err = new StringWriter();

    assertThat(exitCode(err, "grade", "a.csv", "--out", "o", "--conf", "spark.sql.x")).isEqualTo(2);
    assertThat(err.toString().lines())
        .containsExactly(
            "sudoku-spark: --conf needs KEY=VALUE (as spark-submit), was 'spark.sql.x'");
  }

  @Test
  void execute_countSolutionsBelowTwo_usageErrorExit2() {
    // Was: --count-solutions 0 or 1 was silently raised to 2 (and the report said 2).
    StringWriter err = new StringWriter();

    assertThat(exitCode(err, "grade", "a.csv", "--out", "o", "--count-solutions", "1"))
        .isEqualTo(2);
    assertThat(err.toString().lines())
        .containsExactly("sudoku-spark: --count-solutions must be at least 2, was 1");
  }

  @Test
  void execute_subcommandVersion_printsTheVersion() {
    // Was: "grade -V" and "generate --version", offered by their --help, printed nothing.
    for (String sub : List.of("grade", "generate")) {
      StringWriter out = new StringWriter();
      CommandLine cmd = SparkMain.commandLine();
      cmd.setOut(new PrintWriter(out));

      assertThat(cmd.execute(sub, "--version")).isZero();
      assertThat(out.toString().strip()).isEqualTo(SparkMain.VERSION);
    }
  }

  @Test
  void execute_missingOut_usageErrorExit2() {
    StringWriter err = new StringWriter();

    assertThat(exitCode(err, "grade", "a.csv")).isEqualTo(2);
    assertThat(err.toString()).contains("Missing required option: '--out=DIR'");
  }

  @Test
  void execute_badOption_oneLineNotTheWholeUsage() {
    // Was: the error followed by the whole 30-line usage.
    StringWriter err = new StringWriter();

    assertThat(exitCode(err, "grade", "a.csv", "--out", "o", "--format", "xml")).isEqualTo(2);
    assertThat(err.toString().lines())
        .containsExactly(
            "sudoku-spark: Invalid value for option"
                + " '--format': expected one of [parquet, csv, json, avro] (case-insensitive) but was"
                + " 'xml' (see 'sudoku-spark grade --help')");
  }

  @Test
  void checkMaster_sparkForms_accepted() {
    for (String m :
        List.of(
            "local",
            "local[*]",
            "local[2]",
            "local[2,3]",
            "local[*,4]",
            "local-cluster[2,1,1024]",
            "spark://h:7077",
            "spark://a:1,b:2",
            "yarn",
            "k8s://https://h:6443")) {
      SparkMain.checkMaster(m);
    }
  }

  @Test
  void checkMaster_unknown_oneLineBeforeSparkStarts() {
    // Was: Spark's "Error initializing SparkContext" with a stack trace.
    assertThatThrownBy(() -> SparkMain.checkMaster("bogus://x"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("unknown Spark master 'bogus://x' (expected local, local[N],");
    assertThatThrownBy(() -> SparkMain.checkMaster("local[0]"))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void prepareLocalOut_newNestedDirectory_created(@TempDir Path tmp) {
    Path out = tmp.resolve("a/b");

    SparkMain.prepareLocalOut(out.toString());

    assertThat(out).isDirectory();
  }

  @Test
  void prepareLocalOut_fileInTheWay_saysSo(@TempDir Path tmp) throws IOException {
    // Was: Hadoop's "Parent path is not a directory: file:/..." after Spark had started.
    Path file = Files.writeString(tmp.resolve("f"), "x");

    assertThatThrownBy(() -> SparkMain.prepareLocalOut(file.toString()))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("--out " + file + " is a file, not a directory");
    assertThatThrownBy(() -> SparkMain.prepareLocalOut(file + "/sub"))
        .hasMessage("--out " + file + "/sub: " + file + " is a file, not a directory");
  }

  @Test
  void prepareLocalOut_cannotCreate_oneLineWithReason() {
    // Was: "Mkdirs failed to create file:/proc/nope/puzzles/..." with a stack trace per task.
    assertThatThrownBy(() -> SparkMain.prepareLocalOut("/proc/nope"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage(
            "--out /proc/nope: cannot create the directory (the file system does not"
                + " allow it)");
  }

  @Test
  void prepareLocalOut_otherFileSystem_leftToHadoop() {
    SparkMain.prepareLocalOut("hdfs:///data/out");
    SparkMain.prepareLocalOut("s3a://bucket/out");
  }

  @Test
  void prepareLocalOut_fileScheme_createdLocally(@TempDir Path tmp) {
    Path out = tmp.resolve("viaScheme");

    SparkMain.prepareLocalOut(out.toUri().toString());

    assertThat(out).isDirectory();
  }

  /** The fixture's report with {@code rows} rows and these bad files. */
  private static GradeReport report(long rows, List<String> badFiles) {
    GradeReport f = ReportFixture.report();
    return new GradeReport(
        f.provenance(),
        rows,
        f.byStatus(),
        f.ratings(),
        f.levels(),
        f.techniques(),
        f.clues(),
        f.archiveSolution(),
        f.duplicates(),
        f.breakdown(),
        f.comparison(),
        f.hardest(),
        f.failures(),
        badFiles,
        f.throughput());
  }

  @Test
  void noPuzzle_oneLineNamingTheInputs() {
    // Was: "0 rows graded" and exit status 0 for an empty file or a header alone.
    assertThat(GradeJob.noPuzzle(List.of("in/*.txt")))
        .isEqualTo(
            "no puzzle in in/*.txt (empty, or only blank lines, comments or a header); "
                + "nothing written");
  }

  @Test
  void grade_onBadFile_parsedInAnyCaseAndDefaultsToSkip() {
    assertThat(gradeConfig("grade", "a.csv", "--out", "o").onBadFile())
        .isEqualTo(BadFilePolicy.SKIP);
    assertThat(gradeConfig("grade", "a.csv", "--out", "o", "--on-bad-file", "FAIL").onBadFile())
        .isEqualTo(BadFilePolicy.FAIL);
  }

  @Test
  void execute_unknownBadFilePolicy_usageErrorNamingTheChoices() {
    StringWriter err = new StringWriter();

    assertThat(exitCode(err, "grade", "a.csv", "--out", "o", "--on-bad-file", "ignore"))
        .isEqualTo(2);
    assertThat(err.toString())
        .contains("expected one of [skip, fail] (case-insensitive) but was 'ignore'")
        .doesNotContain("\tat ");
  }

  @Test
  void exitCode_badFile3UsageError2OtherFailure1() {
    BadFile bad =
        new BadFile("a.gz", "line 3: gzip data ends early after line 2 (truncated file?)", false);

    assertThat(SparkMain.exitCode(new BadFileException(bad))).isEqualTo(3);
    assertThat(SparkMain.exitCode(new IllegalArgumentException("x"))).isEqualTo(2);
    assertThat(SparkMain.exitCode(new java.io.IOException("disk full"))).isEqualTo(1);
  }

  @Test
  void badFileLines_fewFiles_oneLineEach() {
    List<String> said =
        List.of("stopped reading a.gz at line 9: x; its first 8 lines were read", "skipped b: y");
    assertThat(SparkMain.badFileLines(report(3, said))).isEqualTo(said);
    assertThat(SparkMain.badFileLines(report(3, List.of()))).isEmpty();
  }

  @Test
  void badFileLines_manyFiles_cappedAndPointingToTheReport() {
    List<String> files = new java.util.ArrayList<>();
    for (int i = 0; i < 25; i++) {
      files.add("f" + i + ".gz: broken");
    }

    List<String> lines = SparkMain.badFileLines(report(30, files));

    assertThat(lines).hasSize(SparkMain.BAD_FILE_LINES + 1);
    assertThat(lines.get(SparkMain.BAD_FILE_LINES))
        .isEqualTo("... and 15 more bad files, listed in the report (o/report.json)");
  }

  @Test
  void grade_help_explainsBadFilePolicyAndItsDefault() {
    String help = SparkMain.commandLine().getSubcommands().get("grade").getUsageMessage();

    assertThat(help)
        .contains("--on-bad-file=skip|fail")
        .contains("Default: skip")
        .contains("3   an input file could not be read");
  }

  @Test
  void grade_help_explainsRatingColumnsLevelsAndLowerBound() {
    // Regression: grade --help never said what rating/ep/ed, level or LOWER_BOUND mean.
    String help = SparkMain.commandLine().getSubcommands().get("grade").getUsageMessage();
    assertThat(help.replaceAll("\\s+", " "))
        .contains("column rating is SE's ER, the hardest step of the whole path")
        .contains("ep the hardest step up to the first placed digit, ed the first step")
        .contains("EASY <= 2.3, MEDIUM <= 3.4, HARD < 6.2, EXPERT < 8.0, EXTREME >= 8.0")
        .contains("LOWER_BOUND when the rating is only 'at least'");
  }

  @Test
  void grade_help_explainsExitStatusAndExamples() {
    String help = SparkMain.commandLine().getSubcommands().get("grade").getUsageMessage();

    assertThat(help).contains("Exit status:").contains("INVALID").contains("Examples:");
  }

  @Test
  void execute_unknownFormat_usageErrorExit2() {
    StringWriter err = new StringWriter();

    assertThat(exitCode(err, "grade", "a.csv", "--out", "o", "--format", "xml")).isEqualTo(2);
    assertThat(err.toString()).contains("--format");
  }

  @Test
  void prepareLocalOut_newDirectory_returnsOutermostCreated(@TempDir Path tmp) {
    Path out = tmp.resolve("a/b/c");

    assertThat(SparkMain.prepareLocalOut(out.toString())).isEqualTo(tmp.resolve("a"));
    assertThat(SparkMain.prepareLocalOut(out.toString())).isNull();
  }

  @Test
  void removeIfNoFile_onlyEmptyDirectories_removed(@TempDir Path tmp) throws IOException {
    Path created = tmp.resolve("a");
    Files.createDirectories(created.resolve("b/c"));

    SparkMain.removeIfNoFile(created);

    assertThat(created).doesNotExist();
  }

  @Test
  void removeIfNoFile_aFileInside_keptWhole(@TempDir Path tmp) throws IOException {
    Path created = tmp.resolve("a");
    Files.createDirectories(created.resolve("b"));
    Files.writeString(created.resolve("b/report.json"), "{}");

    SparkMain.removeIfNoFile(created);

    assertThat(created.resolve("b/report.json")).exists();
  }

  @Test
  void help_everyCommandAt80Columns_wrapsOnlyBetweenWords() {
    List<CommandLine> commands =
        new java.util.ArrayList<>(HelpWrapping.withSubcommands(SparkMain.commandLine()));
    commands.add(OverheadBenchCommand.commandLine());
    assertThat(HelpWrapping.brokenWords(commands)).as("words broken across lines").isEmpty();
  }
}
