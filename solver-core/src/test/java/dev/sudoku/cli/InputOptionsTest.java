package dev.sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sudoku.archive.NamedPipe;
import dev.sudoku.archive.RecordStream;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

class InputOptionsTest {
  private final Io io =
      new Io(
          new ByteArrayInputStream(
              (Puzzles.P1 + "\n" + Puzzles.P2 + "\n").getBytes(StandardCharsets.UTF_8)),
          new PrintStream(OutputStream.nullOutputStream()),
          new PrintStream(OutputStream.nullOutputStream()),
          false);

  private List<Entry> read(InputOptions options) {
    List<Entry> out = new ArrayList<>();
    try (PuzzleReader r = options.open(io)) {
      options.entries(r).forEachRemaining(out::add);
    }
    return out;
  }

  @Test
  void sources_noFile_standardInput() {
    assertThat(new InputOptions().sources()).containsExactly("-");
  }

  @Test
  void entries_index_onlyThatEntry() {
    InputOptions o = new InputOptions();
    o.index = 2L;
    assertThat(read(o)).extracting(Entry::text).containsExactly(Puzzles.P2);
  }

  @Test
  void entries_indexBeyondInput_usageErrorWithSize() {
    InputOptions o = new InputOptions();
    o.index = 5L;
    assertThatThrownBy(() -> read(o))
        .isInstanceOf(UsageException.class)
        .hasMessage("--index 5 is beyond the input: it holds 2 puzzles");
  }

  @Test
  void open_indexZero_usageError() {
    InputOptions o = new InputOptions();
    o.index = 0L;
    assertThatThrownBy(() -> o.open(io))
        .isInstanceOf(UsageException.class)
        .hasMessage("--index must be at least 1, was 0");
  }

  /**
   * {@code --on-bad-file}: each kind of bad file among good ones, under both policies, as a user
   * runs it ({@code sudoku solve a.txt BAD c.txt}).
   *
   * <p>Regression: a UTF-16, binary or ';'-separated file among several stopped the whole run with
   * a usage error (exit 2), and the results already solved for the files before it were lost, or
   * cut in the middle of a line once they filled the output buffer.
   */
  @Nested
  class OnBadFileOption {
    @TempDir Path dir;

    /** A bad file's name, its bytes, and the reason the run gives for it. */
    static Stream<Arguments> badFiles() {
      return Stream.of(
          Arguments.of(
              "utf16.txt",
              (Puzzles.P1 + "\n").getBytes(StandardCharsets.UTF_16LE),
              "UTF-16 text (a NUL after every character); puzzles are read from UTF-8 or ASCII"
                  + " text: convert it with iconv -f UTF-16 -t UTF-8"),
          Arguments.of(
              "image.png",
              new byte[] {'P', 'N', 'G', 0, 1, 2, '\n'},
              "not a text file (byte 4 is NUL); puzzles are read from text, CSV or compressed text"
                  + " files"),
          Arguments.of(
              "semicolon.csv",
              ("puzzle;solution\n" + Puzzles.P1 + ";" + Puzzles.S1 + "\n")
                  .getBytes(StandardCharsets.UTF_8),
              "line 1: this looks like a CSV header separated by ';'; only ',' separates columns"
                  + " (convert with tr ';' ',')"),
          Arguments.of(
              "tabs.tsv",
              ("quizzes\tsolutions\n" + Puzzles.P1 + "\t" + Puzzles.S1 + "\n")
                  .getBytes(StandardCharsets.UTF_8),
              "line 1: this looks like a CSV header separated by '\\t'; only ',' separates columns"
                  + " (convert with tr '\\t' ',')"),
          Arguments.of(
              "nopuzzlecolumn.csv",
              ("id,grid\n1," + Puzzles.P1 + "\n").getBytes(StandardCharsets.UTF_8),
              "line 1: a CSV header without a 'quizzes' or 'puzzle' column (it has: id, grid);"
                  + " name the puzzle column with --column NAME"),
          Arguments.of(
              "broken.gz",
              new byte[] {0x1f, (byte) 0x8b, 8, 0, 'x'},
              "gzip data ends early (truncated file?)"),
          Arguments.of("empty.txt", new byte[0], RecordStream.NO_PUZZLE),
          Arguments.of(
              "header.csv",
              "# a comment\nquizzes,solutions\n".getBytes(StandardCharsets.UTF_8),
              RecordStream.NO_PUZZLE));
    }

    private String write(String name, byte[] bytes) throws IOException {
      return Files.write(dir.resolve(name), bytes).toString();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("badFiles")
    void onBadFile_skipDefault_namesTheFileAndSolvesTheOthers(
        String name, byte[] bytes, String reason) throws IOException {
      String a = CliRun.write(dir, "a.txt", Puzzles.P1 + "\n");
      String bad = write(name, bytes);
      String c = CliRun.write(dir, "c.txt", Puzzles.P2 + "\n");

      CliRun r = CliRun.run("solve", a, bad, c);

      assertThat(r.outLines()).containsExactly(Puzzles.S1, Puzzles.S2);
      assertThat(r.errLines()).hasSize(2);
      assertThat(r.errLines().get(0)).isEqualTo("solve: skipped " + bad + ": " + reason);
      assertThat(r.errLines().get(1))
          .startsWith("solve: 2 puzzles: 2 solved, ")
          .contains(", 1 bad file skipped (");
      assertThat(r.status()).isEqualTo(ExitStatus.FAILED);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("badFiles")
    void onBadFile_fail_stopsBeforeAnyOutput(String name, byte[] bytes, String reason)
        throws IOException {
      String a = CliRun.write(dir, "a.txt", Puzzles.P1 + "\n");
      String bad = write(name, bytes);
      String c = CliRun.write(dir, "c.txt", Puzzles.P2 + "\n");

      CliRun r = CliRun.run("solve", "--on-bad-file", "fail", a, bad, c);

      assertThat(r.out()).isEmpty();
      assertThat(r.errLines()).hasSize(2);
      assertThat(r.errLines().get(0)).isEqualTo("solve: " + bad + ": " + reason);
      assertThat(r.errLines().get(1))
          .startsWith("solve: 0 puzzles: ")
          .contains(", stopped at a bad file (");
      assertThat(r.status()).isEqualTo(ExitStatus.FAILED);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("badFiles")
    void onBadFile_dedupRowsSkip_namesTheFileAndKeepsTheOthersRows(
        String name, byte[] bytes, String reason) throws IOException {
      String a = CliRun.write(dir, "a.csv", "puzzle,note\n" + Puzzles.P1 + ",first\n");
      String bad = write(name, bytes);
      String c = CliRun.write(dir, "c.csv", "puzzle,note\n" + Puzzles.P2 + ",second\n");

      CliRun r = CliRun.run("dedup", "-f", "rows", a, bad, c);

      assertThat(r.outLines())
          .containsExactly("puzzle,note", Puzzles.P1 + ",first", Puzzles.P2 + ",second");
      assertThat(r.errLines().get(0)).isEqualTo("dedup: skipped " + bad + ": " + reason);
      assertThat(r.status()).isEqualTo(ExitStatus.FAILED);
    }

    @Test
    void onBadFile_failWithAPipe_readsThePipeOnce() throws Exception {
      // Regression: the check before the run read the start of every named input, a pipe too,
      // whose first rows were then gone for the run.
      String a = CliRun.write(dir, "a.txt", Puzzles.P1 + "\n");
      Path fifo = NamedPipe.feeding(dir, Puzzles.P2 + "\n");

      CliRun r = CliRun.run("solve", "--on-bad-file", "fail", a, fifo.toString());

      assertThat(r.outLines()).containsExactly(Puzzles.S1, Puzzles.S2);
      assertThat(r.status()).isEqualTo(ExitStatus.OK);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("badFiles")
    void onBadFile_onlyInputBad_skippedAndNothingRead(String name, byte[] bytes, String reason)
        throws IOException {
      String bad = write(name, bytes);

      CliRun r = CliRun.run("count", bad);

      assertThat(r.out()).isEmpty();
      assertThat(r.errLines()).hasSize(3);
      assertThat(r.errLines().get(0)).isEqualTo("count: skipped " + bad + ": " + reason);
      assertThat(r.errLines().get(2)).isEqualTo("count: no puzzle in " + bad);
      assertThat(r.status()).isEqualTo(ExitStatus.FAILED);
    }

    /** A gzip cut after its first lines: what was decoded before the break is solved. */
    private String truncatedGzip() throws IOException {
      ByteArrayOutputStream bytes = new ByteArrayOutputStream();
      try (GZIPOutputStream z = new GZIPOutputStream(bytes)) {
        SplittableRandom random = new SplittableRandom(7);
        for (int i = 0; i < 3000; i++) {
          // Lines that do not repeat, so that the compressed data is long enough to cut.
          z.write(
              ("# " + random.nextLong() + "\n" + Puzzles.P1 + "\n")
                  .getBytes(StandardCharsets.UTF_8));
        }
      }
      byte[] all = bytes.toByteArray();
      return write("cut.txt.gz", Arrays.copyOf(all, all.length / 2));
    }

    /**
     * Regression: a file that broke after its first lines was named "skipped" although the puzzles
     * of those lines were solved and printed; a user took "skipped" for none of it in the output.
     */
    @Test
    void onBadFile_truncatedGzipUnderSkip_recordsBeforeTheBreakThenTheNextFile()
        throws IOException {
      String gz = truncatedGzip();
      String bad = write("utf16.txt", (Puzzles.P1 + "\n").getBytes(StandardCharsets.UTF_16LE));
      String c = CliRun.write(dir, "c.txt", Puzzles.P2 + "\n");

      CliRun r = CliRun.run("solve", gz, bad, c);

      assertThat(r.outLines()).hasSizeGreaterThan(100).last().isEqualTo(Puzzles.S2);
      assertThat(r.outLines().subList(0, r.outLines().size() - 1)).containsOnly(Puzzles.S1);
      long read = 2L * (r.outLines().size() - 1); // a comment line and a puzzle line each
      assertThat(r.errLines().get(0)).isEqualTo(CliRun.stoppedAtGzipCut("solve", gz, read));
      assertThat(r.errLines().get(1)).startsWith("solve: skipped " + bad + ": UTF-16 text");
      assertThat(r.errLines().get(2))
          .contains(", 1 bad file skipped, 1 bad file read only in part (");
      assertThat(r.status()).isEqualTo(ExitStatus.FAILED);
    }

    @Test
    void onBadFile_truncatedGzipUnderFail_recordsBeforeTheBreakStayPrintedAndTheRunStops()
        throws IOException {
      String gz = truncatedGzip();
      String c = CliRun.write(dir, "c.txt", Puzzles.P2 + "\n");

      CliRun r = CliRun.run("solve", "--on-bad-file", "fail", gz, c);

      assertThat(r.outLines()).hasSizeGreaterThan(100).containsOnly(Puzzles.S1);
      assertThat(r.errLines()).hasSize(2);
      assertThat(r.errLines().get(0))
          .isEqualTo(
              "solve: "
                  + gz
                  + ": gzip data ends early after line "
                  + 2 * r.outLines().size()
                  + " (truncated file?)");
      assertThat(r.errLines().get(1)).contains(", stopped at a bad file (");
      assertThat(r.status()).isEqualTo(ExitStatus.FAILED);
    }

    @Test
    void onBadFile_standardInputUnderSkip_skippedLikeAFile() {
      String a = CliRun.write(dir, "a.txt", Puzzles.P1 + "\n");
      String c = CliRun.write(dir, "c.txt", Puzzles.P2 + "\n");

      CliRun r = CliRun.runWithInput("puzzle;solution\n", "validate", a, "-", c);

      assertThat(r.outLines()).hasSize(2);
      assertThat(r.errLines().get(0))
          .isEqualTo(
              "validate: skipped standard input: line 1: this looks like a CSV header separated"
                  + " by ';'; only ',' separates columns (convert with tr ';' ',')");
      assertThat(r.status()).isEqualTo(ExitStatus.FAILED);
    }

    @Test
    void onBadFile_standardInputUnderFail_judgedWhenReached() {
      String a = CliRun.write(dir, "a.txt", Puzzles.P1 + "\n");
      String c = CliRun.write(dir, "c.txt", Puzzles.P2 + "\n");

      CliRun r =
          CliRun.runWithInput("puzzle;solution\n", "solve", "--on-bad-file", "fail", a, "-", c);

      // Standard input cannot be read twice, so it is not checked before the run.
      assertThat(r.outLines()).containsExactly(Puzzles.S1);
      assertThat(r.errLines().get(0)).startsWith("solve: standard input: line 1: this looks like");
      assertThat(r.status()).isEqualTo(ExitStatus.FAILED);
    }

    @ParameterizedTest
    @ValueSource(strings = {"skip", "fail"})
    void onBadFile_missingFileOrDirectory_usageErrorBeforeAnyWork(String policy) {
      String a = CliRun.write(dir, "a.txt", Puzzles.P1 + "\n");
      String missing = dir.resolve("missing.txt").toString();

      CliRun r = CliRun.run("solve", "--on-bad-file", policy, a, missing);
      CliRun d = CliRun.run("solve", "--on-bad-file", policy, a, dir.toString());

      assertThat(r.out()).isEmpty();
      assertThat(r.errLines())
          .containsExactly("sudoku solve: cannot read " + missing + ": no such file");
      assertThat(r.status()).isEqualTo(ExitStatus.USAGE);
      assertThat(d.out()).isEmpty();
      assertThat(d.errLines())
          .containsExactly("sudoku solve: cannot read " + dir + ": it is a directory");
      assertThat(d.status()).isEqualTo(ExitStatus.USAGE);
    }

    @Test
    void onBadFile_columnMissingFromOneFile_thatFileSkipped() {
      String a = CliRun.write(dir, "a.csv", "id,grid\n1," + Puzzles.P1 + "\n");
      String b = CliRun.write(dir, "b.csv", "quizzes\n" + Puzzles.P2 + "\n");

      CliRun r = CliRun.run("solve", "--column", "grid", a, b);

      assertThat(r.outLines()).containsExactly(Puzzles.S1);
      assertThat(r.errLines().get(0))
          .isEqualTo("solve: skipped " + b + ": unknown column 'grid'; the header has: quizzes");
      assertThat(r.status()).isEqualTo(ExitStatus.FAILED);
    }

    @Test
    void onBadFile_columnMissingFromEveryFile_usageErrorBeforeAnyWork() {
      String a = CliRun.write(dir, "a.csv", "quizzes\n" + Puzzles.P1 + "\n");
      String b = CliRun.write(dir, "b.csv", "quizzes\n" + Puzzles.P2 + "\n");

      CliRun r = CliRun.run("solve", "--column", "grid", a, b);

      assertThat(r.out()).isEmpty();
      assertThat(r.errLines())
          .containsExactly(
              "sudoku solve: " + a + ": unknown column 'grid'; the header has: quizzes");
      assertThat(r.status()).isEqualTo(ExitStatus.USAGE);
    }

    @ParameterizedTest
    @ValueSource(strings = {"count", "validate", "grade", "canon", "dedup"})
    void onBadFile_everyPuzzleCommand_skipsUnderSkipAndStopsUnderFail(String command) {
      String a = CliRun.write(dir, "a.txt", Puzzles.P1 + "\n");
      String bad = CliRun.write(dir, "bad.csv", "puzzle;rating\n");
      String c = CliRun.write(dir, "c.txt", Puzzles.P2 + "\n");
      String reason =
          ": line 1: this looks like a CSV header separated by ';'; only ',' separates columns"
              + " (convert with tr ';' ',')";

      CliRun skip = CliRun.run(command, "-q", a, bad, c);
      CliRun fail = CliRun.run(command, "-q", "--on-bad-file", "FAIL", a, bad, c);

      assertThat(skip.errLines()).containsExactly(command + ": skipped " + bad + reason);
      assertThat(skip.out()).isNotEmpty();
      assertThat(skip.status()).isEqualTo(ExitStatus.FAILED);
      assertThat(fail.errLines()).containsExactly(command + ": " + bad + reason);
      assertThat(fail.out()).isEmpty();
      assertThat(fail.status()).isEqualTo(ExitStatus.FAILED);
    }

    @Test
    void onBadFile_indexUnderSkip_badFileOnTheWayNamedAndTheWantedPuzzleFound() {
      String bad = CliRun.write(dir, "empty.txt", "");
      String c = CliRun.write(dir, "c.txt", Puzzles.P1 + "\n" + Puzzles.P2 + "\n");

      CliRun r = CliRun.run("solve", "-q", "--index", "2", bad, c);

      assertThat(r.outLines()).containsExactly(Puzzles.S2);
      assertThat(r.errLines())
          .containsExactly("solve: skipped " + bad + ": " + RecordStream.NO_PUZZLE);
      assertThat(r.status()).isEqualTo(ExitStatus.FAILED);
    }
  }
}
