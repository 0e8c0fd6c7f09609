package dev.sudoku.cli;

import static dev.sudoku.cli.Puzzles.MULTI;
import static dev.sudoku.cli.Puzzles.P1;
import static dev.sudoku.cli.Puzzles.P2;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class WorkloadBenchTest {
  @TempDir Path dir;

  private static CliRun bench(String... args) {
    return CliRun.runCommand(WorkloadBench::commandLine, "", args);
  }

  @Test
  void call_grade_gradeColumnsOneRowPerFile() {
    String a = CliRun.write(dir, "a.txt", P1 + "\n" + P2 + "\n" + MULTI + "\n");
    CliRun r = bench("--grade", "--repeat", "1", "--min-seconds", "0", a);
    List<String> lines = r.outLines();
    assertThat(lines).hasSize(5);
    assertThat(lines.get(2))
        .startsWith(
            "bench: grade(puzzle), grader version "
                + dev.sudoku.grade.Grader.VERSION
                + ", --max-nesting 1, seed 1, shuffled");
    assertThat(lines.get(3).split("\\s+"))
        .containsExactly(
            "file",
            "puzzles",
            "grades/s",
            "µs/grade",
            "mean",
            "ER",
            "rated",
            "%",
            "lower-bound",
            "%",
            "unrated");
    String[] row = lines.get(4).split("\\s+");
    assertThat(row).hasSize(8);
    assertThat(row[0]).isEqualTo("a.txt");
    assertThat(row[1]).isEqualTo("3");
    assertThat(Double.parseDouble(row[2].replace(",", ""))).isPositive();
    assertThat(Double.parseDouble(row[3])).isPositive();
    assertThat(row[4]).isEqualTo("1.20");
    assertThat(row[5]).isEqualTo("66.7");
    assertThat(row[6]).isEqualTo("0.0");
    assertThat(row[7]).isEqualTo("1");
    assertThat(r.status()).isZero();
  }

  @Test
  void call_gradeWithWhere_onlyMatchingRowsMeasured() {
    String csv = CliRun.write(dir, "ref.csv", "puzzle,se_er\n" + P1 + ",1.2\n" + P2 + ",9.9\n");
    CliRun r =
        bench("--grade", "--where", "se_er<=5.7", "--repeat", "1", "--min-seconds", "0", csv);
    assertThat(r.outLines().get(2)).endsWith(", rows where se_er<=5.7");
    assertThat(r.outLines().get(4).split("\\s+")[1]).isEqualTo("1");
    assertThat(r.status()).isZero();
  }

  @Test
  void call_limit_unknownOptionHere() {
    String a = CliRun.write(dir, "a.txt", P1 + "\n");
    CliRun r = bench("--grade", "--limit", "1", a);
    assertThat(r.errLines())
        .singleElement()
        .asString()
        .startsWith("solver-core/bench: unknown option '--limit'");
    assertThat(r.status()).isEqualTo(ExitStatus.USAGE);
  }

  @Test
  void call_canon_formsTableOneRowPerFile() {
    String a = CliRun.write(dir, "a.txt", P1 + "\n" + P2 + "\n" + MULTI + "\n");
    CliRun r = bench("--canon", "--repeat", "1", "--min-seconds", "0", a);
    List<String> lines = r.outLines();
    assertThat(lines).hasSize(5);
    assertThat(lines.get(2))
        .startsWith("bench: canonical form (minlex) of scrambled inputs, seed 1");
    assertThat(lines.get(3).split("\\s+"))
        .containsExactly("file", "puzzles", "forms/s", "µs/form", "clues/grid");
    String[] row = lines.get(4).split("\\s+");
    assertThat(row).hasSize(5);
    assertThat(row[0]).isEqualTo("a.txt");
    assertThat(row[1]).isEqualTo("3");
    assertThat(Double.parseDouble(row[2].replace(",", ""))).isPositive();
    assertThat(Double.parseDouble(row[4])).isPositive();
    assertThat(r.status()).isZero();
  }

  @Test
  void call_generate_oneGeneratorRow() {
    CliRun r =
        bench(
            "--generate",
            "--minimal",
            "--symmetry",
            "rotate-180",
            "--batch",
            "2",
            "--repeat",
            "1",
            "--min-seconds",
            "0");
    List<String> lines = r.outLines();
    assertThat(lines).hasSize(5);
    assertThat(lines.get(2))
        .startsWith("bench: generator (minimal, ROTATE_180, 2 puzzles per pass), seed 1, 1 repeat");
    assertThat(lines.get(3).split("\\s+"))
        .containsExactly(
            "file",
            "puzzles",
            "puzzles/s",
            "µs/puzzle",
            "clues/puzzle",
            "attempts/puzzle",
            "minimal",
            "%",
            "E/M/H/X/XX");
    String[] row = lines.get(4).split("\\s+");
    assertThat(row).hasSize(8);
    assertThat(row[0]).isEqualTo("generator");
    assertThat(row[1]).isEqualTo("2");
    assertThat(Double.parseDouble(row[2].replace(",", ""))).isPositive();
    assertThat(Double.parseDouble(row[6])).isEqualTo(100.0);
    assertThat(row[7]).isEqualTo("-");
    assertThat(r.status()).isZero();
  }

  @Test
  void call_generateLevel_levelMixColumn() {
    CliRun r =
        bench(
            "--generate", "--level", "EASY", "--batch", "3", "--repeat", "1", "--min-seconds", "0");
    assertThat(r.outLines().get(4).split("\\s+")[7]).isEqualTo("3/0/0/0/0");
  }

  @Test
  void call_generatorOptionsWithoutGenerate_usageError() {
    CliRun r = bench("--grade", "--minimal", "x.txt");
    assertThat(r.errLines())
        .containsExactly(
            "solver-core/bench: --symmetry, --minimal, --clues,"
                + " --level, --rating and --technique need --generate");
    assertThat(r.status()).isEqualTo(ExitStatus.USAGE);
  }

  @Test
  void call_generateWithFile_usageError() {
    CliRun r = bench("--generate", "x.txt");
    assertThat(r.errLines())
        .containsExactly("solver-core/bench: --generate reads no FILE and takes no --where");
    assertThat(r.status()).isEqualTo(ExitStatus.USAGE);
  }

  @Test
  void call_noModeOrTwo_usageError() {
    assertThat(bench("x.txt").errLines())
        .containsExactly("solver-core/bench: give one of --grade, --canon and --generate");
    CliRun r = bench("--grade", "--canon", "x.txt");
    assertThat(r.errLines())
        .containsExactly("solver-core/bench: give one of --grade, --canon and --generate");
    assertThat(r.status()).isEqualTo(ExitStatus.USAGE);
  }

  @Test
  void call_gradeMissingFile_usageError() {
    CliRun r = bench("--grade", dir.resolve("nope.txt").toString());
    assertThat(r.err()).endsWith("nope.txt: no such file\n");
    assertThat(r.status()).isEqualTo(ExitStatus.USAGE);
  }
}
