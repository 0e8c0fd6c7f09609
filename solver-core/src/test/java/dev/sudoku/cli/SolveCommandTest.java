package dev.sudoku.cli;

import static dev.sudoku.cli.Puzzles.CONFLICT;
import static dev.sudoku.cli.Puzzles.MULTI;
import static dev.sudoku.cli.Puzzles.NONE;
import static dev.sudoku.cli.Puzzles.P1;
import static dev.sudoku.cli.Puzzles.P2;
import static dev.sudoku.cli.Puzzles.S1;
import static dev.sudoku.cli.Puzzles.S2;
import static dev.sudoku.cli.Puzzles.S3;
import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.archive.RecordStream;
import dev.sudoku.core.Grid;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SolveCommandTest {
  @TempDir Path dir;

  @Test
  void call_mixedFile_solutionsInOrderAndBadLinesOnStderr() {
    String file = CliRun.resource("mixed.txt");
    CliRun r = CliRun.run("solve", "--threads", "1", file);
    assertThat(r.outLines())
        .containsExactly(
            S1,
            S2,
            "# invalid: expected 81 characters, found 3",
            "# invalid: digit 5 appears twice in row 1: r1c1 and r1c2",
            S3);
    assertThat(r.errLines()).hasSize(3);
    assertThat(r.errLines().get(0)).isEqualTo(file + ":5: expected 81 characters, found 3");
    assertThat(r.errLines().get(1))
        .isEqualTo(file + ":6: digit 5 appears twice in row 1: r1c1 and r1c2");
    assertThat(r.errLines().get(2))
        .startsWith(
            "solve: 5 puzzles: 3 solved, 0 without solution, 0 with multiple solutions, 2 invalid");
    assertThat(r.status()).isEqualTo(ExitStatus.FAILED);
  }

  @Test
  void call_outputClosedEarly_saysSoOnceAndFails() {
    // Was: "standard output was closed; stopped after N puzzles", then "output incomplete" too.
    String file = CliRun.write(dir, "many.txt", (P1 + "\n").repeat(10_000));
    CliRun r = CliRun.runWithFullDisk("solve", "-q", file);
    assertThat(r.status()).isEqualTo(ExitStatus.FAILED);
    assertThat(r.errLines())
        .singleElement()
        .asString()
        .startsWith(
            "solve: writing standard output failed: No space left on device; stopped after ")
        .endsWith(" puzzles");
  }

  @Test
  void call_allGood_statusZero() {
    CliRun r = CliRun.runWithInput(P1 + "\n" + P2 + "\n", "solve");
    assertThat(r.outLines()).containsExactly(S1, S2);
    assertThat(r.errLines()).singleElement().asString().startsWith("solve: 2 puzzles: 2 solved");
    assertThat(r.status()).isZero();
  }

  @Test
  void call_badCharacter_namesCharacterCellAndLine() {
    String bad = P1.substring(0, 10) + "x" + P1.substring(11);
    CliRun r = CliRun.runWithInput("# header\n" + bad + "\n", "solve");
    assertThat(r.errLines().get(0))
        .isEqualTo("-:2: bad character 'x' at position 11 (r2c2); expected 1-9, '.' or '0'");
    assertThat(r.err()).doesNotContain("Exception").doesNotContain("\tat ");
    assertThat(r.status()).isEqualTo(ExitStatus.FAILED);
  }

  @Test
  void call_multipleAndNoSolution_saysWhichAndFails() {
    CliRun r = CliRun.runWithInput(MULTI + "\n" + NONE + "\n", "solve");
    assertThat(r.outLines()).containsExactly("# multiple solutions", "# no solution");
    assertThat(r.errLines()).contains("-:1: multiple solutions", "-:2: no solution");
    assertThat(r.status()).isEqualTo(ExitStatus.FAILED);
  }

  @Test
  void call_csvWithWrongSolution_reportsMismatchWithLineExpectedAndFound() {
    String file = CliRun.resource("kaggle-1m.csv");
    CliRun r = CliRun.run("solve", file);
    String wrong = S3.substring(0, 79) + "79";
    assertThat(r.outLines()).containsExactly(S1, S2, S3);
    assertThat(r.errLines().get(0))
        .startsWith(
            file + ":4: mismatch: expected " + wrong + ", found " + S3 + " (first difference");
    assertThat(r.errLines().get(1)).contains("1 mismatch in 3 compared with the input");
    assertThat(r.status()).isEqualTo(ExitStatus.FAILED);
  }

  @Test
  void call_kaggle3mRated_comparedWithoutMismatch() {
    CliRun r = CliRun.run("solve", CliRun.resource("kaggle-3m-rated.csv"));
    assertThat(r.errLines())
        .singleElement()
        .asString()
        .contains("2 solved")
        .contains("0 mismatches in 2 compared");
    assertThat(r.status()).isZero();
  }

  @Test
  void call_customColumns_usesThem() {
    CliRun r =
        CliRun.run(
            "solve",
            "--column",
            "quiz",
            "--solution-column",
            "answer",
            CliRun.resource("custom.csv"));
    assertThat(r.outLines()).containsExactly(S1, S2);
    assertThat(r.err()).contains("0 mismatches in 2 compared");
    assertThat(r.status()).isZero();
  }

  @Test
  void call_severalThreads_sameOutputAsOneThread() {
    StringBuilder input = new StringBuilder();
    String[] pool = {P1, P2, "bad line", MULTI, NONE, CONFLICT, P1.replace('.', '0')};
    for (int i = 0; i < 3000; i++) {
      input.append(pool[(i * 31 + i / 7) % pool.length]).append('\n');
    }
    String file = CliRun.write(dir, "many.txt", input.toString());
    CliRun one = CliRun.run("solve", "--threads", "1", "--format", "json", file);
    CliRun three = CliRun.run("solve", "--threads", "3", "--format", "json", file);
    assertThat(three.outLines()).hasSize(3000).isEqualTo(one.outLines());
    assertThat(three.errLines().subList(0, three.errLines().size() - 1))
        .isEqualTo(one.errLines().subList(0, one.errLines().size() - 1));
  }

  @Test
  void call_gridFormat_drawingsSeparatedByBlankLines() {
    CliRun r = CliRun.runWithInput(P1 + "\n" + NONE + "\n", "solve", "--format", "grid");
    String drawing = Grid.parse(S1).toPrettyString();
    assertThat(r.out()).isEqualTo(drawing + "\n# no solution\n\n");
  }

  @Test
  void call_csvFormat_headerAndQuotedReason() {
    CliRun r = CliRun.runWithInput(P1 + "\n" + CONFLICT + "\n", "solve", "--format", "csv");
    assertThat(r.outLines())
        .containsExactly(
            "source,line,puzzle,solution,status,reason",
            "-,1," + P1 + "," + S1 + ",UNIQUE,",
            "-,2," + CONFLICT + ",,INVALID,digit 5 appears twice in row 1: r1c1 and r1c2");
  }

  @Test
  void call_jsonFormat_oneObjectPerLine() {
    CliRun r = CliRun.runWithInput(P1 + "\n" + MULTI + "\n", "solve", "--format", "json");
    assertThat(r.outLines())
        .containsExactly(
            "{\"source\":\"-\",\"line\":1,\"puzzle\":\""
                + P1
                + "\",\"solution\":\""
                + S1
                + "\",\"status\":\"UNIQUE\"}",
            "{\"source\":\"-\",\"line\":2,\"puzzle\":\""
                + MULTI
                + "\",\"status\":\"MULTIPLE_SOLUTIONS\",\"reason\":\"multiple solutions\"}");
  }

  @Test
  void call_index_onlyThatPuzzle() {
    CliRun r = CliRun.run("solve", "--index", "2", CliRun.resource("mixed.txt"));
    assertThat(r.outLines()).containsExactly(S2);
    assertThat(r.status()).isZero();
  }

  @Test
  void call_indexBeyondInput_oneLineUsageError() {
    CliRun r = CliRun.run("solve", "--index", "9", CliRun.resource("kaggle-1m.csv"));
    assertThat(r.out()).isEmpty();
    assertThat(r.errLines())
        .containsExactly("sudoku solve: --index 9 is beyond the input: it holds 3 puzzles");
    assertThat(r.status()).isEqualTo(ExitStatus.USAGE);
  }

  @Test
  void call_misspeltOption_suggestsTheRightOne() {
    CliRun r = CliRun.run("solve", "--formt", "csv");
    assertThat(r.errLines())
        .containsExactly(
            "sudoku solve: unknown option '--formt' (did you"
                + " mean --format?) (see 'sudoku solve --help')");
    assertThat(r.status()).isEqualTo(ExitStatus.USAGE);
  }

  @Test
  void call_formatInCapitals_accepted() {
    CliRun r = CliRun.runWithInput(P1 + "\n", "solve", "--format", "CSV");
    assertThat(r.outLines()).first().isEqualTo("source,line,puzzle,solution,status,reason");
    assertThat(r.status()).isZero();
  }

  /** Regression: an empty file used to pass ("0 puzzles", exit 0), so a check script passed too. */
  @Test
  void call_emptyFile_saysSoAndFails() {
    String empty = CliRun.write(dir, "empty.txt", "");
    CliRun r = CliRun.run("solve", empty);
    assertThat(r.out()).isEmpty();
    assertThat(r.errLines()).hasSize(3);
    assertThat(r.errLines().get(0))
        .isEqualTo("solve: skipped " + empty + ": " + RecordStream.NO_PUZZLE);
    assertThat(r.errLines().get(2)).isEqualTo("solve: no puzzle in " + empty);
    assertThat(r.status()).isEqualTo(ExitStatus.FAILED);
  }

  @Test
  void call_emptyFileAmongSeveral_namedAndFails() {
    // Regression: an empty or header-only file among several passed unseen in the totals.
    String a = CliRun.write(dir, "a.txt", P1 + "\n");
    String empty = CliRun.write(dir, "empty.txt", "");
    String header = CliRun.write(dir, "header.csv", "quizzes,solutions\n");
    CliRun r = CliRun.run("solve", a, empty, header);

    assertThat(r.outLines()).hasSize(1);
    assertThat(r.errLines()).hasSize(3);
    assertThat(r.errLines().get(0))
        .isEqualTo("solve: skipped " + empty + ": " + RecordStream.NO_PUZZLE);
    assertThat(r.errLines().get(1))
        .isEqualTo("solve: skipped " + header + ": " + RecordStream.NO_PUZZLE);
    assertThat(r.errLines().get(2))
        .startsWith("solve: 1 puzzle: 1 solved")
        .contains(", 2 bad files skipped (");
    assertThat(r.status()).isEqualTo(ExitStatus.FAILED);
  }

  @Test
  void call_indexWithSeveralFiles_noEmptyFileLines() {
    String a = CliRun.write(dir, "a.txt", P1 + "\n");
    String b = CliRun.write(dir, "b.txt", P1 + "\n");
    CliRun r = CliRun.run("solve", "--index", "1", a, b);

    assertThat(r.err()).doesNotContain("no puzzle");
    assertThat(r.status()).isZero();
  }

  @Test
  void call_columnOnFileWithoutHeader_saysThereIsNoHeader() {
    String file = CliRun.write(dir, "p.txt", P1 + "\n");
    CliRun r = CliRun.run("solve", "--column", "grid", file);
    assertThat(r.errLines())
        .containsExactly(
            "sudoku solve: "
                + file
                + ":1: no column 'grid': the"
                + " input has no CSV header (its first line holds no comma)");
    assertThat(r.status()).isEqualTo(ExitStatus.USAGE);
  }

  @Test
  void call_missingFile_oneLineUsageError() {
    String missing = dir.resolve("missing.txt").toString();
    CliRun r = CliRun.run("solve", missing);
    assertThat(r.errLines())
        .containsExactly("sudoku solve: cannot read " + missing + ": no such file");
    assertThat(r.status()).isEqualTo(ExitStatus.USAGE);
  }

  @Test
  void call_unknownColumn_oneLineUsageError() {
    String file = CliRun.resource("kaggle-1m.csv");
    CliRun r = CliRun.run("solve", "--column", "grid", file);
    assertThat(r.errLines())
        .containsExactly(
            "sudoku solve: "
                + file
                + ": unknown column 'grid'; the header has: quizzes, solutions");
    assertThat(r.status()).isEqualTo(ExitStatus.USAGE);
  }

  @Test
  void call_badOption_oneLineUsageError() {
    CliRun r = CliRun.run("solve", "--frobnicate");
    assertThat(r.errLines())
        .containsExactly("sudoku solve: unknown option '--frobnicate' (see 'sudoku solve --help')");
    assertThat(r.status()).isEqualTo(ExitStatus.USAGE);
  }

  @Test
  void call_badFormatOrThreads_oneLineUsageError() {
    for (List<String> args :
        List.of(
            List.of("--format", "xml"),
            List.of("--threads", "0"),
            List.of("--threads", "two"),
            List.of("--index", "0"))) {
      CliRun r =
          CliRun.run(
              java.util.stream.Stream.concat(java.util.stream.Stream.of("solve"), args.stream())
                  .toArray(String[]::new));
      assertThat(r.errLines()).as("%s", args).hasSize(1);
      assertThat(r.err()).as("%s", args).startsWith("sudoku solve: ").doesNotContain("\tat ");
      assertThat(r.status()).as("%s", args).isEqualTo(ExitStatus.USAGE);
    }
  }

  @Test
  void call_help_explainsInputOutputExitStatusAndExamples() {
    CliRun r = CliRun.run("solve", "--help");
    assertThat(r.out())
        .contains(
            "Usage: sudoku solve",
            "--format",
            "--threads",
            "--index",
            "--column",
            "Exit status:",
            "Examples:",
            "mismatch");
    assertThat(r.status()).isZero();
  }

  @Test
  void call_drawingWithBadCharacter_namesTheFileLineOfTheCell() {
    String drawing =
        "# two puzzles\n"
            + "6 . . | 1 2 . | 3 8 4\n"
            + ". . 8 | 4 5 9 | . 7 2\n"
            + ". . . | . . 6 | . . 5\n"
            + "------+-------+------\n"
            + ". . . | 2 6 4 | . 3 .\n"
            + ". 7 . | . x . | . . 6\n"
            + "9 4 . | . . 3 | . . .\n"
            + "------+-------+------\n"
            + "3 1 . | . . . | . 5 .\n"
            + ". 8 9 | 7 . . | . . .\n"
            + "5 . 2 | . . . | 1 9 .\n"
            + P1
            + "\n";
    CliRun r = CliRun.runWithInput(drawing, "solve");
    assertThat(r.errLines().get(0))
        .isEqualTo(
            "-:2: bad character 'x' at line 7, column 11; expected 1-9, '.', '0' or a"
                + " separator");
    assertThat(r.outLines())
        .containsExactly(
            "# invalid: bad character 'x' at line 7, column 11; expected 1-9, '.', '0' or a separator",
            S1);
  }

  @Test
  void call_quiet_problemsOnlyOnStderrSameOutputAndStatus() {
    String file = CliRun.resource("mixed.txt");
    CliRun loud = CliRun.run("solve", "--threads", "1", file);
    CliRun quiet = CliRun.run("solve", "--quiet", "--threads", "1", file);
    assertThat(quiet.out()).isEqualTo(loud.out());
    assertThat(quiet.errLines())
        .containsExactly(
            file + ":5: expected 81 characters, found 3",
            file + ":6: digit 5 appears twice in row 1: r1c1 and r1c2");
    assertThat(quiet.status()).isEqualTo(loud.status()).isEqualTo(ExitStatus.FAILED);
    CliRun good = CliRun.runWithInput(P1 + "\n", "solve", "-q");
    assertThat(good.outLines()).containsExactly(S1);
    assertThat(good.err()).isEmpty();
    assertThat(good.status()).isZero();
  }

  /** {@code puzzle} with its digits renamed d -> d + k (mod 9): same structure, same uniqueness. */
  private static String relabel(String puzzle, int k) {
    StringBuilder b = new StringBuilder(81);
    for (char c : puzzle.toCharArray()) {
      b.append(c == '.' ? '.' : (char) ('1' + (c - '1' + k) % 9));
    }
    return b.toString();
  }

  /** The rows of a nine-line drawing of {@code puzzle}: ruled (with rule lines) or plain. */
  private static List<String> drawing(String puzzle, boolean ruled) {
    List<String> rows = new java.util.ArrayList<>();
    if (ruled) {
      rows.addAll(List.of(Grid.parse(puzzle).toPrettyString().split("\n")));
    } else {
      for (int r = 0; r < 9; r++) {
        rows.add(puzzle.substring(9 * r, 9 * r + 9));
      }
    }
    return rows;
  }

  /**
   * Regression: a drawing missing one row shifted every later drawing (of 100 valid drawings in a
   * 400-drawing file, 11 were solved; the rest were judged as grids stitched from two drawings).
   */
  @Test
  void call_drawingsWithAMissingOrExtraRow_costThatDrawingOnly() {
    for (boolean ruled : new boolean[] {true, false}) {
      StringBuilder in = new StringBuilder();
      List<String> expected = new java.util.ArrayList<>();
      for (int i = 0; i < 40; i++) {
        String puzzle = relabel(i % 2 == 0 ? P1 : P2, i % 9);
        String solution = relabel(i % 2 == 0 ? S1 : S2, i % 9);
        List<String> rows = new java.util.ArrayList<>(drawing(puzzle, ruled));
        if (i == 7 || i == 23) {
          rows.remove(ruled ? 5 : 4); // a row of the middle band
          expected.add(null);
        } else if (i == 15) {
          rows.add(2, rows.get(2)); // a row twice
          expected.add(null);
        } else if (i == 31) {
          rows.remove(rows.size() - 1); // the last row
          expected.add(null);
        } else {
          expected.add(solution);
        }
        in.append(String.join("\n", rows)).append("\n\n");
      }
      CliRun r = CliRun.runWithInput(in.toString(), "solve");
      assertThat(r.outLines()).hasSize(40);
      for (int i = 0; i < 40; i++) {
        if (expected.get(i) == null) {
          assertThat(r.outLines().get(i))
              .as("drawing %d (ruled %s)", i, ruled)
              .startsWith("# invalid: ");
        } else {
          assertThat(r.outLines().get(i))
              .as("drawing %d (ruled %s)", i, ruled)
              .isEqualTo(expected.get(i));
        }
      }
      assertThat(r.errLines()).filteredOn(l -> l.startsWith("-:")).hasSize(4);
    }
  }

  /**
   * Regression: memory grew with line length (a 200 MB line: 594 MB RSS, OutOfMemoryError with a
   * stack trace under -Xmx256m); the line was then reported as "expected 81 characters, found N".
   */
  @Test
  void call_overlongLine_oneErrorAndTheNextLineRead() {
    CliRun r = CliRun.runWithInput("1".repeat(300_000) + "\n" + P1 + "\n", "solve");
    assertThat(r.outLines())
        .containsExactly("# invalid: line of 300000 bytes, longer than the 65536 read", S1);
    assertThat(r.errLines().get(0))
        .isEqualTo("-:1: line of 300000 bytes, longer than the 65536 read");
  }

  /**
   * Regression: a truncated gzip printed none of the 799 records before the break (docs/cli.md
   * promises them) and ended with a usage error.
   */
  @Test
  void call_truncatedGzip_printsEveryRecordBeforeTheBreakThenOneErrorLine() throws Exception {
    Path gz = dir.resolve("cut.txt.gz");
    java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
    try (java.util.zip.GZIPOutputStream z = new java.util.zip.GZIPOutputStream(bytes)) {
      for (int i = 0; i < 3000; i++) {
        z.write((relabel(P1, i % 9) + "\n").getBytes(java.nio.charset.StandardCharsets.UTF_8));
      }
    }
    byte[] all = bytes.toByteArray();
    java.nio.file.Files.write(gz, java.util.Arrays.copyOf(all, all.length * 2 / 3));
    CliRun r = CliRun.run("solve", "-t", "2", gz.toString());
    assertThat(r.outLines()).hasSizeGreaterThan(1000);
    for (int i = 0; i < r.outLines().size(); i++) {
      assertThat(r.outLines().get(i)).isEqualTo(relabel(S1, i % 9));
    }
    assertThat(r.errLines()).contains(CliRun.stoppedAtGzipCut("solve", gz, r.outLines().size()));
    assertThat(r.status()).isEqualTo(ExitStatus.FAILED);
  }
}
