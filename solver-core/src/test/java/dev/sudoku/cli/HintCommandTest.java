package dev.sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.archive.RecordStream;
import dev.sudoku.core.Grid;
import dev.sudoku.grade.Grade;
import dev.sudoku.grade.Grader;
import dev.sudoku.grade.PathPositions;
import dev.sudoku.grade.Position;
import dev.sudoku.grade.Step;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

class HintCommandTest {
  // se-reference-1200.csv, SE 1.5/1.2/1.2
  private static final String EASY =
      "000000090000040060700000000008000000310270040490300810003900000270430980080007601";
  private static final String EASTER_MONSTER =
      "1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1";

  @TempDir Path dir;

  static Stream<Grid> puzzles() {
    return PathPositions.puzzles().stream();
  }

  /** The step as text and JSON print it: " 1 2.6 pointing ...". */
  private static String line(int number, Step s) {
    return String.format(
        Locale.ROOT, "%5d  %s  %s", number, GradePrinter.tenths(s.rating()), s.explanation());
  }

  private static List<String> lines(List<Step> steps) {
    List<String> out = new ArrayList<>();
    for (int i = 0; i < steps.size(); i++) {
      out.add(line(i + 1, steps.get(i)));
    }
    return out;
  }

  /**
   * The acceptance: positions taken mid-way along the grader's path, written in every format the
   * command reads, get the step the grader takes from there.
   */
  @ParameterizedTest
  @MethodSource("puzzles")
  void hint_midwayPositionInEveryFormat_equalsTheGradersNextStep(Grid puzzle) {
    Grade grade = new Grader().grade(puzzle, true);
    List<Step> path = grade.steps();
    int n = path.size();
    // the start, as an 81-character line: every digit a given, candidates derived
    assertThat(CliRun.run("hint", puzzle.toLine()).outLines())
        .containsExactly(line(1, path.get(0)));
    int checked = 0;
    for (int at = n / 3; at < n && checked < 2; at += Math.max(1, n / 3)) {
      Position p = PathPositions.before(puzzle, path, at);
      if (PositionTexts.hasHiddenLoneCandidate(p)) {
        continue; // the pencilmark formats would read that cell as placed: not this position
      }
      checked++;
      List<Step> next = path.subList(at, Math.min(n, at + 2));
      List<String> expected = lines(next);
      String candidates = p.toCandidateString();
      String givens = puzzle.toLine();
      assertThat(CliRun.run("hint", "-n", "2", candidates).outLines())
          .as("729 characters as an argument, step %d", at)
          .startsWith(expected.toArray(new String[0]));
      assertThat(CliRun.runWithInput(candidates + "\n", "hint", "-n", "2", "--givens", givens))
          .satisfies(r -> assertThat(r.outLines()).startsWith(expected.toArray(new String[0])));
      String ss = CliRun.write(dir, "ss.txt", PositionTexts.simpleSudoku(p));
      assertThat(CliRun.run("hint", "-n", "2", ss).outLines())
          .as("Simple Sudoku pencilmarks, step %d", at)
          .startsWith(expected.toArray(new String[0]));
      assertThat(
              CliRun.runWithInput(PositionTexts.hodoku(p), "hint", "-n", "2", "--givens", givens)
                  .outLines())
          .as("Hodoku pencilmarks, step %d", at)
          .startsWith(expected.toArray(new String[0]));
      StringBuilder json = new StringBuilder();
      GradePrinter.jsonSteps(json, next);
      assertThat(CliRun.run("hint", "-n", "2", "-f", "json", candidates).out())
          .contains(",\"steps\":" + json + "}");
    }
    assertThat(checked).as("positions without a lone candidate on %s", puzzle).isPositive();
  }

  @Test
  void hint_solvedByTheSteps_saysSolved() {
    List<String> out = CliRun.run("hint", "-n", "999", EASY).outLines();
    assertThat(out.get(out.size() - 1)).isEqualTo("# solved");
  }

  @Test
  void hint_beyondTheNestingLimit_saysWhatIsNeeded() {
    CliRun r = CliRun.run("hint", EASTER_MONSTER);
    assertThat(r.status()).isZero();
    assertThat(r.outLines())
        .containsExactly(
            "# stuck: the next step needs nested forcing chain (9.5+), beyond --max-nesting 1");
  }

  @Test
  void hint_json_outcomeAndNeeds() {
    assertThat(CliRun.run("hint", "-f", "json", EASTER_MONSTER).out())
        .startsWith(
            "{\"source\":\"argument\",\"line\":1,\"position\":\""
                + EASTER_MONSTER
                + "\",\"outcome\":\"STUCK\",\"needs\":\"NESTED_FORCING_CHAIN\","
                + "\"needsRating\":9.5,\"steps\":[]}");
  }

  @Test
  void hint_severalPositions_blankLineBetween() {
    CliRun r = CliRun.runWithInput(EASY + "\n" + EASY + "\n", "hint");
    assertThat(r.outLines()).hasSize(3);
    assertThat(r.outLines().get(1)).isEmpty();
  }

  @Test
  void hint_candidateThatAPeerRulesOut_refusedNamingTheCell() {
    String all = Position.of(Grid.parse(EASY)).toCandidateString();
    // r1c1 also gets 9, which the given in r1c8 rules out
    String stale = "1...56.89" + all.substring(9);
    CliRun r = CliRun.run("hint", "--givens", EASY, stale);
    assertThat(r.status()).isEqualTo(1);
    assertThat(r.err()).isEqualTo("argument:1: r1c1 has candidate 9, but r1c8 holds 9\n");
  }

  @Test
  void hint_loneCandidateAPeerStillHas_readAsAnEmptyCell() {
    String all = Position.of(Grid.parse(EASY)).toCandidateString();
    // r1c8's 9 is read as a naked single still to place, not as a digit: r1c1 still has 9
    String stale = "1...56.89" + all.substring(9);
    assertThat(CliRun.run("hint", stale).err())
        .isEqualTo("argument:1: the givens have several solutions; hints need a puzzle with one\n");
  }

  @Test
  void hint_marksWithoutTheSolutionDigit_refused() {
    byte[] solution = new byte[Grid.CELLS];
    dev.sudoku.core.Solver.fast().count(Grid.parse(EASY).toBytes(), 2, solution);
    String all = Position.of(Grid.parse(EASY)).toCandidateString();
    String r1c1 = all.substring(0, 9).replace((char) ('0' + solution[0]), '.');
    assertThat(CliRun.run("hint", r1c1 + all.substring(9)).err())
        .isEqualTo("argument:1: r1c1 lost a candidate the solution needs: the marks are wrong\n");
  }

  @Test
  void hint_candidateOutOfPlace_refusedNamingCellAndPlace() {
    String all = Position.of(Grid.parse(EASY)).toCandidateString();
    assertThat(CliRun.run("hint", "5" + all.substring(1)).err())
        .isEqualTo(
            "argument:1: candidate line: r1c1 has '5' at place 1 (character 1); expected 1, '.'"
                + " or '0'\n");
  }

  @Test
  void hint_wrongPlacedDigit_refusedNamingTheCell() {
    // the solution has 5 in r1c1; 1 is a candidate there
    CliRun r = CliRun.run("hint", "--givens", EASY, "1" + EASY.substring(1));
    assertThat(r.status()).isEqualTo(1);
    assertThat(r.err()).isEqualTo("argument:1: r1c1=1 is wrong: the solution has another digit\n");
  }

  @Test
  void hint_givenMissingFromThePosition_refused() {
    String missing = EASY.substring(0, 7) + "0" + EASY.substring(8);
    assertThat(CliRun.run("hint", "--givens", EASY, missing).err())
        .isEqualTo("argument:1: r1c8 holds no digit, but the given there is 9\n");
  }

  @Test
  void hint_severalSolutions_refused() {
    assertThat(CliRun.run("hint", "123" + ".".repeat(78)).err())
        .isEqualTo("argument:1: the givens have several solutions; hints need a puzzle with one\n");
  }

  @Test
  void hint_badLineInAFile_refusedWithFileAndLine() {
    String f = CliRun.write(dir, "p.txt", "# comment\n" + EASY + "\n12345\n");
    CliRun r = CliRun.run("hint", f);
    assertThat(r.status()).isEqualTo(1);
    assertThat(r.err()).startsWith(f + ":3: ");
    assertThat(r.outLines()).hasSize(1);
  }

  @Test
  void hint_noPosition_fails() {
    CliRun r = CliRun.runWithInput("# nothing\n", "hint");
    assertThat(r.status()).isEqualTo(1);
    assertThat(r.errLines())
        .containsExactly(
            "hint: skipped standard input: " + RecordStream.NO_PUZZLE,
            "sudoku hint: the input held no position");
  }

  private static final String SEMICOLON_REASON =
      ": line 1: this looks like a CSV header separated by ';'; only ',' separates columns"
          + " (convert with tr ';' ',')";

  /**
   * Regression: hint had no --on-bad-file; a bad file among good ones stopped the run with a usage
   * error (exit 2) and no hint for the good files after it.
   */
  @Test
  void hint_badFileAmongGoodUnderSkip_namedAndTheOthersHinted() {
    String a = CliRun.write(dir, "a.txt", EASY + "\n");
    String bad = CliRun.write(dir, "bad.csv", "puzzle;rating\n" + EASY + ";1.5\n");
    String c = CliRun.write(dir, "c.txt", EASY + "\n");
    String one = CliRun.run("hint", a).out();

    CliRun r = CliRun.run("hint", a, bad, c);

    assertThat(r.out()).isEqualTo(one + "\n" + one);
    assertThat(r.errLines()).containsExactly("hint: skipped " + bad + SEMICOLON_REASON);
    assertThat(r.status()).isEqualTo(ExitStatus.FAILED);
  }

  @Test
  void hint_badFileAmongGoodUnderFail_stopsBeforeAnyOutput() {
    String a = CliRun.write(dir, "a.txt", EASY + "\n");
    String bad = CliRun.write(dir, "bad.csv", "puzzle;rating\n" + EASY + ";1.5\n");

    CliRun r = CliRun.run("hint", "--on-bad-file", "fail", a, EASY, bad);

    assertThat(r.out()).isEmpty();
    assertThat(r.errLines()).containsExactly("hint: " + bad + SEMICOLON_REASON);
    assertThat(r.status()).isEqualTo(ExitStatus.FAILED);
  }

  @Test
  void hint_gzipCutMidway_hintsBeforeTheBreakThenSaysWhereItStopped() throws IOException {
    java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
    java.util.SplittableRandom random = new java.util.SplittableRandom(3);
    try (java.util.zip.GZIPOutputStream z = new java.util.zip.GZIPOutputStream(bytes)) {
      for (int i = 0; i < 100; i++) {
        // Random comments, so that the compressed data is long enough to cut.
        StringBuilder line = new StringBuilder("# ");
        random.ints(200, 'a', 'z' + 1).forEach(c -> line.append((char) c));
        z.write((line + "\n" + EASY + "\n").getBytes(StandardCharsets.UTF_8));
      }
    }
    byte[] all = bytes.toByteArray();
    Path gz = Files.write(dir.resolve("cut.txt.gz"), Arrays.copyOf(all, all.length / 2));

    CliRun r = CliRun.run("hint", gz.toString());

    long hinted = r.outLines().stream().filter(l -> !l.isEmpty()).count();
    assertThat(hinted).isGreaterThan(10);
    long read = 2 * hinted;
    assertThat(r.errLines()).containsExactly(CliRun.stoppedAtGzipCut("hint", gz, read));
    assertThat(r.status()).isEqualTo(ExitStatus.FAILED);
  }

  @Test
  void help_onBadFile_sameOptionAsTheOtherCommands() {
    assertThat(CliRun.run("hint", "--help").out()).contains("--on-bad-file=skip|fail");
  }

  @Test
  void hint_badGivens_usageError() {
    CliRun r = CliRun.run("hint", "--givens", "12345", EASY);
    assertThat(r.status()).isEqualTo(2);
    assertThat(r.err()).isEqualTo("sudoku hint: --givens: expected 81 characters, found 5\n");
  }

  @Test
  void hint_zeroSteps_usageError() {
    CliRun r = CliRun.run("hint", "-n", "0", EASY);
    assertThat(r.status()).isEqualTo(2);
    assertThat(r.err()).isEqualTo("sudoku hint: --steps must be at least 1, was 0\n");
  }

  @Test
  void hint_csvFormat_usageError() {
    assertThat(CliRun.run("hint", "-f", "csv", EASY).status()).isEqualTo(2);
  }

  @Test
  void hint_outputCannotBeWritten_saysSoAndFails() {
    // Was: `sudoku hint POSITION > /dev/full` printed nothing, lost the hint and exited 0.
    CliRun r = CliRun.runWithFullDisk("hint", EASY);
    assertThat(r.status()).isEqualTo(ExitStatus.FAILED);
    assertThat(r.err())
        .isEqualTo(
            "hint: output incomplete: writing standard output failed: No space left on device\n");
  }

  @Test
  void hint_positionArgumentOneCharacterShort_refusedForItsLengthNotAsAMissingFile() {
    // Was: "cannot read <the 80 characters>: no such file", exit 2.
    CliRun r = CliRun.run("hint", EASY.substring(1));
    assertThat(r.status()).isEqualTo(ExitStatus.FAILED);
    assertThat(r.err()).isEqualTo("argument:1: expected 81 characters, found 80\n");
  }

  @Test
  void hint_missingFile_usageError() {
    CliRun r = CliRun.run("hint", "no-such-file.txt");
    assertThat(r.status()).isEqualTo(2);
    assertThat(r.errLines()).singleElement().asString().startsWith("sudoku hint: ");
  }

  @Test
  void help_namesTheFormats() {
    CliRun r = CliRun.run("hint", "--help");
    assertThat(r.status()).isZero();
    assertThat(r.out()).contains("729-character", "pencilmark", "--givens", "--max-nesting");
  }

  @Test
  void help_maxMillis_saysWhatHintPrintsWhenTimeRunsOut() {
    // Was: hint's --max-millis help promised "status LOWER_BOUND, shown as ≥ER", which hint never
    // prints: it ends the steps with "# out of time ...".
    CliRun r = CliRun.run("hint", "--help");
    assertThat(r.out().replaceAll("\\s+", " "))
        .contains("'# out of time ...' (--max-millis is per position, for all its steps)")
        .doesNotContain("LOWER_BOUND");
  }

  @Test
  void help_outputFormats_continuationLinesIndented() {
    // Regression: the line/json descriptions wrapped back to column 0 ("explanation), then ...").
    CliRun r = CliRun.run("hint", "--help");
    String out = r.out();
    String block = out.substring(out.indexOf("Output (stdout)"), out.indexOf("Stderr:"));
    assertThat(block.lines().skip(1).filter(l -> !l.isBlank()))
        .hasSizeGreaterThan(2)
        .allSatisfy(l -> assertThat(l).startsWith("  ").hasSizeLessThanOrEqualTo(80));
  }
}
