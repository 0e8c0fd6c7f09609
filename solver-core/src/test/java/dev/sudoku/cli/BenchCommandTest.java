package dev.sudoku.cli;

import static dev.sudoku.cli.Puzzles.MULTI;
import static dev.sudoku.cli.Puzzles.P1;
import static dev.sudoku.cli.Puzzles.P2;
import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.archive.RecordStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class BenchCommandTest {
  @TempDir Path dir;

  @Test
  void call_tinyFiles_machineJvmThenOneRowPerFile() {
    String a = CliRun.write(dir, "a.txt", P1 + "\n" + P2 + "\n" + MULTI + "\n");
    String b = CliRun.resource("kaggle-3m-rated.csv");
    CliRun r = CliRun.run("bench", "--repeat", "1", "--min-seconds", "0", a, b);
    List<String> lines = r.outLines();
    assertThat(lines).hasSize(6);
    assertThat(lines.get(0)).startsWith("machine: ").contains(" cores, ", "CPU: ");
    assertThat(lines.get(1)).startsWith("jvm: ").contains("flags: ");
    assertThat(lines.get(2)).startsWith("bench: solver count(limit 2), seed 1, shuffled");
    assertThat(lines.get(3).split("\\s+"))
        .containsExactly(
            "file",
            "puzzles",
            "puzzles/s",
            "µs/puzzle",
            "no-guess",
            "%",
            "guesses/puzzle",
            "unique/multi/none");
    String[] rowA = lines.get(4).split("\\s+");
    assertThat(rowA).hasSize(7);
    assertThat(rowA[0]).isEqualTo("a.txt");
    assertThat(rowA[1]).isEqualTo("3");
    assertThat(Double.parseDouble(rowA[2].replace(",", ""))).isPositive();
    assertThat(Double.parseDouble(rowA[3])).isPositive();
    assertThat(Double.parseDouble(rowA[4])).isBetween(0.0, 100.0);
    assertThat(Double.parseDouble(rowA[5])).isNotNegative();
    assertThat(rowA[6]).isEqualTo("2/1/0");
    String[] rowB = lines.get(5).split("\\s+");
    assertThat(rowB[0]).isEqualTo("kaggle-3m-rated.csv");
    assertThat(rowB[1]).isEqualTo("2");
    assertThat(rowB[6]).isEqualTo("2/0/0");
    assertThat(r.status()).isZero();
  }

  @Test
  void call_wrongSolutionInInput_failsValidationLoudly() {
    String file = CliRun.resource("kaggle-1m.csv");
    CliRun r = CliRun.run("bench", "--repeat", "1", "--min-seconds", "0", file);
    assertThat(r.err())
        .contains("bench: FAILED validation: ")
        .contains(file + ":4: ")
        .contains("proved the solution unique");
    assertThat(r.outLines()).hasSize(4); // machine, jvm, method, header: no row for this file
    assertThat(r.status()).isEqualTo(ExitStatus.FAILED);
  }

  @Test
  void call_limitOne_headerSaysSo() {
    String a = CliRun.write(dir, "a.txt", P1 + "\n");
    CliRun r = CliRun.run("bench", "--limit", "1", "--repeat", "1", "--min-seconds", "0", a);
    assertThat(r.out()).contains("count(limit 1)");
    assertThat(r.outLines().get(4).split("\\s+")[6]).isEqualTo("1/-/0");
  }

  @Test
  void call_badLine_reportedSkippedAndFails() {
    String a = CliRun.write(dir, "a.txt", P1 + "\nnot a puzzle\n");
    CliRun r = CliRun.run("bench", "--repeat", "1", "--min-seconds", "0", a);
    assertThat(r.err()).contains(a + ":2: expected 81 characters, found 12 (skipped)");
    assertThat(r.outLines().get(4).split("\\s+")[1]).isEqualTo("1");
    assertThat(r.status()).isEqualTo(ExitStatus.FAILED);
  }

  @Test
  void call_maxAndSeed_limitPuzzles() {
    String a = CliRun.write(dir, "a.txt", (P1 + "\n").repeat(10));
    CliRun r =
        CliRun.run("bench", "--max", "4", "--seed", "7", "--repeat", "1", "--min-seconds", "0", a);
    assertThat(r.outLines().get(2)).contains("seed 7");
    assertThat(r.outLines().get(4).split("\\s+")[1]).isEqualTo("4");
  }

  @Test
  void call_outputCannotBeWritten_saysSoAndFails() {
    // Was: `sudoku bench a.txt > /dev/full` lost every row and exited 0.
    String a = CliRun.write(dir, "a.txt", P1 + "\n");
    CliRun r = CliRun.runWithFullDisk("bench", "--repeat", "1", "--min-seconds", "0", a);
    assertThat(r.status()).isEqualTo(ExitStatus.FAILED);
    assertThat(r.errLines())
        .containsExactly(
            "bench: output incomplete: writing standard output failed: No space left on device");
  }

  @Test
  void call_limitThree_usageError() {
    CliRun r = CliRun.run("bench", "--limit", "3", "x");
    assertThat(r.errLines()).containsExactly("sudoku bench: --limit must be 1 or 2, was 3");
    assertThat(r.status()).isEqualTo(ExitStatus.USAGE);
  }

  @Test
  void call_noFile_usageError() {
    CliRun r = CliRun.run("bench");
    assertThat(r.errLines()).hasSize(1);
    assertThat(r.err()).startsWith("sudoku bench: missing FILE");
    assertThat(r.status()).isEqualTo(ExitStatus.USAGE);
  }

  @Test
  void call_missingFile_usageError() {
    CliRun r = CliRun.run("bench", dir.resolve("nope.txt").toString());
    assertThat(r.err()).endsWith("nope.txt: no such file\n");
    assertThat(r.status()).isEqualTo(ExitStatus.USAGE);
  }

  @Test
  void call_whereOnPlainFile_oneLineUsageError() {
    String a = CliRun.write(dir, "a.txt", P1 + "\n");
    CliRun r = CliRun.run("bench", "--where", "se_er<=5.7", "--repeat", "1", a);
    assertThat(r.errLines())
        .singleElement()
        .asString()
        .isEqualTo(
            "sudoku bench: "
                + a
                + ":1: no column 'se_er': the input has no CSV header"
                + " (its first line holds no comma)");
    assertThat(r.status()).isEqualTo(ExitStatus.USAGE);
  }

  /** Regression: an empty file printed a row of 0 puzzles/s and NaN µs, with exit status 0. */
  @Test
  void call_emptyFile_noRowAndFails() {
    String a = CliRun.write(dir, "a.txt", "# nothing\n");
    CliRun r = CliRun.run("bench", "--repeat", "1", "--min-seconds", "0", a);
    assertThat(r.out()).doesNotContain("NaN");
    assertThat(r.errLines()).containsExactly("bench: skipped " + a + ": " + RecordStream.NO_PUZZLE);
    assertThat(r.status()).isEqualTo(ExitStatus.FAILED);
  }

  /**
   * Regression: a UTF-16 file after a good one printed the good file's row, then stopped the run
   * with a usage error.
   */
  @Test
  void call_badFileAmongGood_namedWithoutARowAndTheOthersMeasured() {
    String a = CliRun.write(dir, "a.txt", Puzzles.P1 + "\n");
    Path u16 = dir.resolve("u16.txt");
    try {
      Files.write(u16, (Puzzles.P2 + "\n").getBytes(StandardCharsets.UTF_16LE));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    String c = CliRun.write(dir, "c.txt", Puzzles.P2 + "\n");

    CliRun r = CliRun.run("bench", "--repeat", "1", "--min-seconds", "0", a, u16.toString(), c);

    assertThat(r.out()).contains("a.txt").contains("c.txt").doesNotContain("u16.txt");
    assertThat(r.errLines())
        .containsExactly(
            "bench: skipped "
                + u16
                + ": UTF-16 text (a NUL after every character); puzzles are read from UTF-8 or"
                + " ASCII text: convert it with iconv -f UTF-16 -t UTF-8");
    assertThat(r.status()).isEqualTo(ExitStatus.FAILED);
  }

  @Test
  void call_badRepeatMaxOrMinSeconds_namesTheOption() {
    assertThat(CliRun.run("bench", "--repeat", "0", "x").errLines())
        .containsExactly("sudoku bench: --repeat must be at least 1, was 0");
    assertThat(CliRun.run("bench", "--max", "0", "x").errLines())
        .containsExactly("sudoku bench: --max must be at least 1, was 0");
    assertThat(CliRun.run("bench", "--min-seconds", "-1", "x").errLines())
        .containsExactly("sudoku bench: --min-seconds must be 0 or more, was -1.0");
  }
}
