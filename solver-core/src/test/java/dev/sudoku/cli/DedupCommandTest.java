package dev.sudoku.cli;

import static dev.sudoku.cli.Puzzles.CONFLICT;
import static dev.sudoku.cli.Puzzles.P1;
import static dev.sudoku.cli.Puzzles.P2;
import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.archive.NamedPipe;
import dev.sudoku.canon.Canonicalizer;
import dev.sudoku.canon.Transformation;
import dev.sudoku.core.Grid;
import dev.sudoku.core.SharedData;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DedupCommandTest {
  @TempDir Path dir;

  private static String scramble(String puzzle, long seed) {
    return Transformation.random(new SplittableRandom(seed)).apply(Grid.parse(puzzle)).toLine();
  }

  @Test
  void call_scrambledCopies_keepsFirstOfEachClassInOrder() {
    List<Grid> distinct = SharedData.puzzles("bench/17-clue.txt", 20);
    SplittableRandom rnd = new SplittableRandom(5);
    List<String> in = new ArrayList<>();
    List<String> want = new ArrayList<>();
    boolean[] seen = new boolean[distinct.size()];
    for (int i = 0; i < 300; i++) {
      int k = rnd.nextInt(distinct.size());
      String p = scramble(distinct.get(k).toLine(), rnd.nextLong());
      in.add(p);
      if (!seen[k]) {
        seen[k] = true;
        want.add(p);
      }
    }
    String input = String.join("\n", in) + "\n";
    for (String threads : new String[] {"1", "2"}) {
      CliRun r = CliRun.runWithInput(input, "dedup", "--threads", threads);
      assertThat(r.outLines()).containsExactlyElementsOf(want);
      assertThat(r.errLines().get(r.errLines().size() - 1))
          .startsWith(
              "dedup: 300 read, "
                  + want.size()
                  + " kept, "
                  + (300 - want.size())
                  + " duplicates, 0 invalid");
      assertThat(r.status()).isZero();
    }
  }

  @Test
  void call_zeroForEmpty_printsDotsAsTheHelpSays() throws Exception {
    // Regression: the help promised "the puzzle (81 characters)" and a '0' archive came out in '.'.
    CliRun r = CliRun.runWithInput(P1.replace('.', '0') + "\n", "dedup");
    CliRun help = CliRun.run("dedup", "--help");

    assertThat(r.outLines()).containsExactly(P1);
    assertThat(help.out())
        .contains("  line  the puzzle: 81 characters, '.' for empty (even if read as '0')\n");
  }

  @Test
  void call_report_listsDuplicateAndFirstLine() throws Exception {
    String report = dir.resolve("dups.txt").toString();
    String input =
        P1
            + "\n"
            + P2
            + "\n# comment\n"
            + scramble(P1, 1)
            + "\n"
            + CONFLICT
            + "\n"
            + scramble(P2, 2)
            + "\n"
            + P1
            + "\n";
    CliRun r = CliRun.runWithInput(input, "dedup", "--report", report);
    assertThat(r.outLines()).containsExactly(P1, P2);
    assertThat(Files.readAllLines(Path.of(report), StandardCharsets.UTF_8))
        .containsExactly(
            "line 4 duplicates line 1", "line 6 duplicates line 2", "line 7 duplicates line 1");
    assertThat(r.errLines()).contains("-:5: digit 5 appears twice in row 1: r1c1 and r1c2");
    assertThat(r.errLines().get(r.errLines().size() - 1))
        .startsWith("dedup: 6 read, 2 kept, 3 duplicates, 1 invalid");
    assertThat(r.status()).isEqualTo(ExitStatus.FAILED);
  }

  @Test
  void call_twoFiles_reportNamesFiles() throws Exception {
    String a = CliRun.write(dir, "a.txt", P1 + "\n");
    String b = CliRun.write(dir, "b.txt", P2 + "\n" + scramble(P1, 3) + "\n");
    String report = dir.resolve("dups.txt").toString();
    CliRun r = CliRun.run("dedup", "--report", report, a, b);
    assertThat(r.outLines()).containsExactly(P1, P2);
    assertThat(Files.readAllLines(Path.of(report), StandardCharsets.UTF_8))
        .containsExactly(b + ":2 duplicates " + a + ":1");
  }

  @Test
  void call_sameFileTwice_oneLineUsageError() {
    String a = CliRun.write(dir, "a.txt", P1 + "\n");
    String sameFile = dir.resolve(".").resolve("a.txt").toString();
    CliRun r = CliRun.run("dedup", a, sameFile);
    // Regression: every puzzle of the second reading was reported as 'a.txt:1 duplicates a.txt:1'.
    assertThat(r.errLines())
        .containsExactly(
            "sudoku dedup: "
                + sameFile
                + " is named twice (duplicates within one file are found in one reading)");
    assertThat(r.outLines()).isEmpty();
    assertThat(r.status()).isEqualTo(ExitStatus.USAGE);
  }

  @Test
  void call_csvAndJson_keptWithCanonicalForm() {
    String form = new Canonicalizer().canonical(Grid.parse(P1)).toLine();
    String input = P1 + "\n" + scramble(P1, 4) + "\n";
    assertThat(CliRun.runWithInput(input, "dedup", "-f", "csv").outLines())
        .containsExactly("source,line,puzzle,canonical", "-,1," + P1 + "," + form);
    assertThat(CliRun.runWithInput(input, "dedup", "-f", "json").outLines())
        .containsExactly(
            "{\"source\":\"-\",\"line\":1,\"puzzle\":\""
                + P1
                + "\",\"canonical\":\""
                + form
                + "\"}");
  }

  @Test
  void call_unwritableReport_oneLineUsageError() {
    String report = dir.resolve("no/such/dir/x.txt").toString();
    CliRun r = CliRun.runWithInput(P1 + "\n", "dedup", "--report", report);
    // Regression: the reason was the JDK's message, the path a second time.
    assertThat(r.errLines())
        .containsExactly(
            "sudoku dedup: cannot write "
                + report
                + ": no such directory "
                + dir.resolve("no/such/dir"));
    assertThat(r.status()).isEqualTo(ExitStatus.USAGE);
  }

  @Test
  void call_rowsCsvWithExtraColumns_keptRowsWholeUnderTheHeader() {
    // Regression: csv wrote source,line,puzzle,canonical; solution, difficulty etc. were lost.
    String header = "id,puzzle,solution,note,difficulty";
    String first = "1," + P1 + "," + Puzzles.S1 + ",\"dup, \"\"quoted\"\"\", 2.5 ";
    String dup = "2," + scramble(P1, 6) + ",,x,3.0";
    String second = "3," + P2 + "," + Puzzles.S2 + ",,7.1";
    String input = header + "\r\n" + first + "\r\n" + dup + "\r\n" + second + "\r\n";
    CliRun r = CliRun.runWithInput(input, "dedup", "--format", "rows");
    assertThat(r.out()).isEqualTo(header + "\n" + first + "\n" + second + "\n");
    assertThat(r.status()).isZero();
  }

  @Test
  void call_rowsTextLines_ratingsKeptCommentsAndBlankLinesDropped() {
    String first = P1 + " 7.2 from the forum";
    String dup = "  " + scramble(P1, 7) + "\t>=8.0";
    String second = P2.replace('.', '0') + " 1.5";
    String input = "# my list\n" + first + "\n\n" + dup + "\n" + second + "\n";
    CliRun r = CliRun.runWithInput(input, "dedup", "-f", "rows");
    assertThat(r.outLines()).containsExactly(first, second);
  }

  @Test
  void call_rowsTwoCsvFilesSameHeader_oneHeaderAndReportUnchanged() throws Exception {
    String header = "puzzle,rating";
    String a = CliRun.write(dir, "a.csv", header + "\n" + P1 + ",1.2\n");
    String b =
        CliRun.write(dir, "b.csv", header + "\n" + P2 + ",3.4\n" + scramble(P1, 8) + ",1.2\n");
    String rowsReport = dir.resolve("rows.txt").toString();
    String lineReport = dir.resolve("line.txt").toString();
    CliRun rows = CliRun.run("dedup", "-f", "rows", "--report", rowsReport, a, b);
    CliRun line = CliRun.run("dedup", "--report", lineReport, a, b);
    assertThat(rows.outLines()).containsExactly(header, P1 + ",1.2", P2 + ",3.4");
    assertThat(line.outLines()).containsExactly(P1, P2);
    assertThat(Files.readAllLines(Path.of(rowsReport), StandardCharsets.UTF_8))
        .containsExactly(b + ":3 duplicates " + a + ":2")
        .isEqualTo(Files.readAllLines(Path.of(lineReport), StandardCharsets.UTF_8));
    assertThat(rows.err()).startsWith("dedup: 3 read, 2 kept, 1 duplicate, 0 invalid");
    assertThat(line.err()).startsWith("dedup: 3 read, 2 kept, 1 duplicate, 0 invalid");
  }

  @Test
  void call_rowsDifferentHeaders_usageErrorNamingTheColumnBeforeAnyOutput() {
    String a = CliRun.write(dir, "a.csv", "puzzle,difficulty\n" + P1 + ",1.2\n");
    String b = CliRun.write(dir, "b.csv", "puzzle,rating\n" + P2 + ",3.4\n");
    CliRun r = CliRun.run("dedup", "-f", "rows", a, b);
    assertThat(r.errLines())
        .containsExactly(
            "sudoku dedup: --format rows writes one CSV header: column 2 is 'rating' in "
                + b
                + ", 'difficulty' in "
                + a
                + " (dedup them separately, or use --format csv)");
    assertThat(r.out()).isEmpty();
    assertThat(r.status()).isEqualTo(ExitStatus.USAGE);
  }

  @Test
  void call_rowsTextAndCsv_usageErrorNamingBothKindsBeforeAnyOutput() {
    String a = CliRun.write(dir, "a.txt", "# only a comment\n\n");
    String b = CliRun.write(dir, "b.txt", P1 + "\n");
    String c = CliRun.write(dir, "c.csv", "puzzle\n" + P2 + "\n");
    CliRun r = CliRun.run("dedup", "-f", "rows", a, b, c);
    assertThat(r.errLines())
        .containsExactly(
            "sudoku dedup: --format rows writes one kind of input: "
                + c
                + " is a CSV, "
                + b
                + " is puzzle lines (dedup them separately, or use --format csv)");
    assertThat(r.out()).isEmpty();
  }

  @Test
  void call_rowsStandardInputOfAnotherKind_usageErrorWhenReached() {
    String a = CliRun.write(dir, "a.txt", P1 + "\n");
    CliRun r = CliRun.runWithInput("puzzle\n" + P2 + "\n", "dedup", "-f", "rows", a, "-");
    assertThat(r.errLines())
        .containsExactly(
            "sudoku dedup: --format rows writes one kind of input: standard input is a CSV, "
                + a
                + " is puzzle lines (dedup them separately, or use --format csv)");
    assertThat(r.status()).isEqualTo(ExitStatus.USAGE);
  }

  @Test
  void call_rowsGzipCsv_plainRows() throws IOException {
    Path gz = dir.resolve("a.csv.gz");
    String csv =
        "quizzes,solutions\n" + P1 + "," + Puzzles.S1 + "\n" + P1 + "," + Puzzles.S1 + "\n";
    try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(gz))) {
      out.write(csv.getBytes(StandardCharsets.UTF_8));
    }
    CliRun r = CliRun.run("dedup", "-f", "rows", gz.toString());
    assertThat(r.outLines()).containsExactly("quizzes,solutions", P1 + "," + Puzzles.S1);
  }

  @Test
  void call_rowsDrawing_linesAsReadThenABlankLine() {
    StringBuilder grid = new StringBuilder();
    for (int row = 0; row < 9; row++) {
      grid.append(String.join(" ", P1.substring(row * 9, row * 9 + 9).split(""))).append('\n');
    }
    CliRun r =
        CliRun.runWithInput(
            grid + "\n" + scramble(P1, 9) + "\n" + P2 + "\n", "dedup", "-f", "rows");
    assertThat(r.out()).isEqualTo(grid + "\n" + P2 + "\n");
    // The output reads back as the same puzzles.
    assertThat(CliRun.runWithInput(r.out(), "dedup").outLines()).containsExactly(P1, P2);
  }

  @Test
  void call_rowsForAnotherCommand_usageError() {
    CliRun r = CliRun.runWithInput(P1 + "\n", "solve", "--format", "rows");
    assertThat(r.errLines())
        .containsExactly(
            "sudoku solve: --format rows is for dedup only (it writes the input's records back);"
                + " solve writes line, grid, csv or json (see 'sudoku solve --help')");
    assertThat(r.status()).isEqualTo(ExitStatus.USAGE);
  }

  @Test
  void help_rows_saysWhatIsKeptAndWhatIsNot() {
    String help = CliRun.run("dedup", "--help").out().replaceAll("\\s+", " ");
    assertThat(help)
        .contains("rows each kept record as it stands in the input")
        .contains("(CRLF in, LF out)")
        .contains("dedup also rows");
  }

  @Test
  @org.junit.jupiter.api.Timeout(
      value = 60,
      threadMode = org.junit.jupiter.api.Timeout.ThreadMode.SEPARATE_THREAD)
  void call_rowsFileAndPipe_pipeReadOnceAndChecked() throws Exception {
    // Regression: checked before the run like a file, the pipe was read twice: its rows were lost.
    String a = CliRun.write(dir, "a.csv", "puzzle,note\n" + P1 + ",first\n");
    Path fifo = NamedPipe.feeding(dir, "puzzle,note\n" + P2 + ",piped\n");
    CliRun r = CliRun.run("dedup", "-f", "rows", a, fifo.toString());
    assertThat(r.outLines()).containsExactly("puzzle,note", P1 + ",first", P2 + ",piped");
  }
}
