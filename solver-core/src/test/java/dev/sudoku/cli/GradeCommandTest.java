package dev.sudoku.cli;

import static dev.sudoku.cli.Puzzles.MULTI;
import static dev.sudoku.cli.Puzzles.NONE;
import static dev.sudoku.cli.Puzzles.P1;
import static dev.sudoku.cli.Puzzles.P2;
import static dev.sudoku.cli.Puzzles.S1;
import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.Grid;
import dev.sudoku.core.SharedData;
import dev.sudoku.grade.Grade;
import dev.sudoku.grade.Grader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class GradeCommandTest {
  /** se-reference-1200.csv, SE 2.6/1.2/1.2: one pointing step (step 20) on its path. */
  static final String POINTING =
      ".......833..5.9....75...2...56.....2.9.78...6..83.....61........3.9..7......6...9";

  /**
   * se-reference-1200.csv, SE 6.7: a chain puzzle; tests derive what to expect from the library.
   */
  static final String HARD =
      "520010007080040032007500100000000700410060059002000000009006200360070080200050043";

  private static final String P1_LINE = P1 + " 1.2/1.2/1.2 EASY hidden single (box)";

  @TempDir Path dir;

  @Test
  void call_easyPuzzle_linePuzzleRatingsLevelHardest() {
    CliRun r = CliRun.runWithInput(P1 + "\n", "grade");
    assertThat(r.outLines()).containsExactly(P1_LINE);
    assertThat(r.errLines())
        .singleElement()
        .asString()
        .startsWith(
            "grade: 1 puzzle: 1 rated, 0 lower bounds, 0 with multiple solutions,"
                + " 0 without solution, 0 invalid (grader version "
                + Grader.VERSION
                + ", --max-nesting 1)");
    assertThat(r.status()).isZero();
  }

  @Test
  void call_lineOutput_readsBackIntoSudoku() {
    CliRun first = CliRun.runWithInput(P1 + "\n" + POINTING + "\n", "grade");
    CliRun again = CliRun.runWithInput(first.out(), "grade");
    assertThat(again.out()).isEqualTo(first.out());
    assertThat(again.status()).isZero();
  }

  @Test
  void call_hardPuzzle_lineAsTheGraderSaysExitZero() {
    Grade g = new Grader().grade(Grid.parse(HARD));
    assertThat(g.status()).isEqualTo(Grade.Status.RATED);
    assertThat(g.er()).isEqualTo(6.7); // Sudoku Explainer's rating of this puzzle
    CliRun r = CliRun.runWithInput(HARD + "\n", "grade");
    assertThat(r.outLines())
        .containsExactly(
            Grid.parse(HARD).toLine()
                + " "
                + GradePrinter.ratings(g)
                + " "
                + g.level()
                + " "
                + g.hardestNeeded().label());
    assertThat(r.status()).isZero();
  }

  @Test
  void call_mixedFile_recordsInOrderBadLinesOnStderrFails() {
    String file = CliRun.resource("mixed.txt");
    CliRun r = CliRun.run("grade", "--threads", "1", file);
    List<String> out = r.outLines();
    assertThat(out).hasSize(5);
    assertThat(out.get(0)).isEqualTo(P1_LINE);
    assertThat(out.get(1)).startsWith(Grid.parse(P2).toLine() + " ");
    assertThat(out.get(2)).isEqualTo("# invalid: expected 81 characters, found 3");
    assertThat(out.get(3)).isEqualTo("# invalid: digit 5 appears twice in row 1: r1c1 and r1c2");
    assertThat(out.get(4)).matches("[.1-9]{81} \\d\\.\\d/\\d\\.\\d/\\d\\.\\d [A-Z]+ .+");
    assertThat(r.errLines().get(0)).isEqualTo(file + ":5: expected 81 characters, found 3");
    assertThat(r.errLines().get(1))
        .isEqualTo(file + ":6: digit 5 appears twice in row 1: r1c1 and r1c2");
    assertThat(r.errLines().get(2))
        .startsWith(
            "grade: 5 puzzles: 3 rated, 0 lower bounds, 0 with"
                + " multiple solutions, 0 without solution, 2 invalid");
    assertThat(r.err()).doesNotContain("Exception").doesNotContain("\tat ");
    assertThat(r.status()).isEqualTo(ExitStatus.FAILED);
  }

  @Test
  void call_multipleAndNoSolution_commentLinesAndFailure() {
    CliRun r = CliRun.runWithInput(MULTI + "\n" + NONE + "\n", "grade");
    assertThat(r.outLines()).containsExactly("# multiple solutions", "# no solution");
    assertThat(r.errLines()).contains("-:1: multiple solutions", "-:2: no solution");
    assertThat(r.status()).isEqualTo(ExitStatus.FAILED);
  }

  @Test
  void call_csvWithWrongSolution_mismatchReportedLikeSolve() {
    String file = CliRun.resource("kaggle-1m.csv");
    CliRun r = CliRun.run("grade", "--format", "csv", file);
    assertThat(r.outLines()).hasSize(4);
    assertThat(r.outLines().get(3)).contains(",RATED,").contains(",\"mismatch: expected ");
    assertThat(r.errLines().get(0))
        .startsWith(file + ":4: mismatch: expected ")
        .contains(", found ");
    assertThat(r.err()).contains("1 mismatch in 3 compared with the input");
    assertThat(r.status()).isEqualTo(ExitStatus.FAILED);
  }

  @Test
  void call_csvFormat_headerThenOneRowPerPuzzle() {
    CliRun r = CliRun.runWithInput(P1 + "\n" + MULTI + "\n" + "123\n", "grade", "-f", "csv");
    assertThat(r.outLines())
        .containsExactly(
            GradePrinter.CSV_HEADER,
            "-,1,"
                + P1
                + ",RATED,1.2,1.2,1.2,EASY,HIDDEN_SINGLE_BOX,"
                + "FULL_HOUSE:21;HIDDEN_SINGLE_BOX:25,"
                + Grader.VERSION
                + ",",
            "-,2," + MULTI + ",MULTIPLE_SOLUTIONS,,,,,,," + Grader.VERSION + ",multiple solutions",
            "-,3,123,INVALID,,,,,,,,expected 81 characters, found 3"
                .replace("expected 81 characters, found 3", "\"expected 81 characters, found 3\""));
  }

  @Test
  void call_jsonFormat_flatFieldsCountsObjectVersion() {
    CliRun r = CliRun.runWithInput(P1 + "\n" + NONE + "\n", "grade", "-f", "json");
    assertThat(r.outLines())
        .containsExactly(
            "{\"source\":\"-\",\"line\":1,\"puzzle\":\""
                + P1
                + "\",\"status\":\"RATED\",\"er\":1.2,"
                + "\"ep\":1.2,\"ed\":1.2,\"level\":\"EASY\",\"hardest\":\"HIDDEN_SINGLE_BOX\","
                + "\"version\":\""
                + Grader.VERSION
                + "\","
                + "\"counts\":{\"FULL_HOUSE\":21,\"HIDDEN_SINGLE_BOX\":25}}",
            "{\"source\":\"-\",\"line\":2,\"puzzle\":\""
                + Grid.parse(NONE).toLine()
                + "\",\"status\":\"NO_SOLUTION\",\"version\":\""
                + Grader.VERSION
                + "\",\"reason\":\"no solution\"}");
  }

  @Test
  void call_gridFormat_drawingStatusCountsBlankLine() {
    CliRun r = CliRun.runWithInput(P1 + "\n", "grade", "-f", "grid");
    List<String> lines = r.outLines();
    assertThat(r.out()).endsWith("\n\n");
    assertThat(lines).hasSize(13);
    assertThat(String.join("\n", lines.subList(0, 11)) + "\n")
        .isEqualTo(Grid.parse(P1).toPrettyString());
    assertThat(lines.get(11)).isEqualTo("# RATED 1.2/1.2/1.2 EASY, hardest: hidden single (box)");
    assertThat(lines.get(12)).isEqualTo("# counts: full house ×21, hidden single (box) ×25");
  }

  /**
   * The path of P1 is checked independently: one text line per empty cell, each placing the
   * solution's digit; the first step is a real hidden single (2 has one place left in box 4).
   */
  @Test
  void call_textSteps_onePlacementPerLineMatchingTheSolution() {
    CliRun r = CliRun.runWithInput(P1 + "\n", "grade", "--steps");
    List<String> lines = r.outLines();
    int empty = (int) P1.chars().filter(c -> c == '.').count();
    assertThat(lines).hasSize(1 + empty);
    assertThat(lines.get(0)).isEqualTo(P1_LINE);
    assertThat(r.out()).endsWith("\n\n"); // a blank line closes the path
    Pattern step = Pattern.compile(" *(\\d+)  (\\d\\.\\d)  (.+): r(\\d)c(\\d)=(\\d)");
    char[] grid = P1.toCharArray();
    for (int i = 1; i <= empty; i++) {
      Matcher m = step.matcher(lines.get(i));
      assertThat(m.matches()).as(lines.get(i)).isTrue();
      assertThat(Integer.parseInt(m.group(1))).isEqualTo(i);
      assertThat(m.group(2)).isIn("1.0", "1.2");
      assertThat(m.group(3)).matches("(full house|hidden single \\(box\\)) .*");
      int cell = (Integer.parseInt(m.group(4)) - 1) * 9 + Integer.parseInt(m.group(5)) - 1;
      assertThat(grid[cell]).isEqualTo('.');
      assertThat(m.group(6).charAt(0)).isEqualTo(S1.charAt(cell));
      grid[cell] = m.group(6).charAt(0);
    }
    assertThat(new String(grid)).isEqualTo(S1);
    assertThat(lines.get(1)).isEqualTo("    1  1.2  hidden single (box) 2 in r6c1 (b4): r6c1=2");
    assertThat(placesIn(P1, 2, 3, 0)).containsExactly(5 * 9);
  }

  /** Cells of box (band, stack) where digit may go in the puzzle: empty, not seen in row/col. */
  private static List<Integer> placesIn(String puzzle, int digit, int band, int stack) {
    char d = (char) ('0' + digit);
    List<Integer> cells = new java.util.ArrayList<>();
    for (int r = band; r < band + 3; r++) {
      for (int c = stack * 3; c < stack * 3 + 3; c++) {
        if (puzzle.charAt(r * 9 + c) != '.') {
          continue;
        }
        boolean seen = false;
        for (int k = 0; k < 9; k++) {
          seen |= puzzle.charAt(r * 9 + k) == d || puzzle.charAt(k * 9 + c) == d;
        }
        if (!seen) {
          cells.add(r * 9 + c);
        }
      }
    }
    return cells;
  }

  @Test
  void call_jsonSteps_eachStepHasItsFields() {
    CliRun r = CliRun.runWithInput(POINTING + "\n", "grade", "-f", "json", "--steps");
    String json = r.outLines().get(0);
    assertThat(json)
        .contains(
            "\"status\":\"RATED\",\"er\":2.6,\"ep\":1.2,\"ed\":1.2,"
                + "\"level\":\"MEDIUM\",\"hardest\":\"POINTING\"");
    String steps = json.substring(json.indexOf(",\"steps\":[") + 10, json.length() - 2);
    List<String> each = List.of(steps.split("(?<=\\}),(?=\\{\"technique)"));
    int empty = (int) POINTING.chars().filter(c -> c == '.').count();
    long placing = each.stream().filter(s -> !s.contains("\"placements\":[]")).count();
    assertThat(placing).isEqualTo(empty);
    Pattern shape =
        Pattern.compile(
            "\\{\"technique\":\"[A-Z_]+\",\"rating\":\\d\\.\\d,"
                + "\"cells\":\\[(\"r\\dc\\d\",?)*\\],\"houses\":\\[(\"[rcb]\\d\",?)*\\],"
                + "\"placements\":\\[.*\\],\"eliminations\":\\[.*\\],\"explanation\":\".+\"\\}");
    assertThat(each).allSatisfy(s -> assertThat(s).matches(shape));
    assertThat(each.get(19))
        .isEqualTo(
            "{\"technique\":\"POINTING\",\"rating\":2.6,"
                + "\"cells\":[\"r1c3\",\"r2c3\"],\"houses\":[\"b1\",\"c3\"],\"placements\":[],"
                + "\"eliminations\":[{\"cell\":\"r8c3\",\"digit\":2}],"
                + "\"explanation\":\"pointing 2 in r1c3,r2c3 (b1,c3): r8c3<>2\"}");
    String solution = Grid.parse(POINTING).toLine(); // placements must rebuild a solved grid
    char[] grid = solution.toCharArray();
    Matcher p =
        Pattern.compile("\"placements\":\\[\\{\"cell\":\"r(\\d)c(\\d)\",\"digit\":(\\d)")
            .matcher(steps);
    while (p.find()) {
      int cell = (p.group(1).charAt(0) - '1') * 9 + p.group(2).charAt(0) - '1';
      assertThat(grid[cell]).isEqualTo('.');
      grid[cell] = p.group(3).charAt(0);
    }
    assertThat(Grid.parse(new String(grid)).isSolved()).isTrue();
  }

  @Test
  void call_stepsWithCsv_oneLineUsageError() {
    CliRun r = CliRun.runWithInput(P1 + "\n", "grade", "--steps", "-f", "csv");
    assertThat(r.errLines())
        .containsExactly(
            "sudoku grade: --steps prints a path per puzzle: use --format line, grid or json, not csv");
    assertThat(r.status()).isEqualTo(ExitStatus.USAGE);
  }

  @Test
  void call_missingFile_oneLineUsageError() {
    CliRun r = CliRun.run("grade", dir.resolve("nope.txt").toString());
    assertThat(r.errLines())
        .singleElement()
        .asString()
        .startsWith("sudoku grade: cannot read ")
        .endsWith("no such file");
    assertThat(r.status()).isEqualTo(ExitStatus.USAGE);
  }

  @Test
  void call_puzzleGivenAsArgument_usageErrorSaysHowToPassIt() {
    // Regression: only "cannot read ..8..9.5...: no such file", where hint takes a position.
    String puzzle = ".".repeat(80) + "5";
    CliRun r = CliRun.run("grade", puzzle);
    assertThat(r.errLines())
        .containsExactly(
            "sudoku grade: cannot read "
                + puzzle
                + ": no such file (a puzzle, not a file? puzzles are read from files or standard"
                + " input: <<< '"
                + puzzle
                + "' in bash, or echo it into the command)");
    assertThat(r.status()).isEqualTo(ExitStatus.USAGE);
  }

  @Test
  void call_index_gradesOnlyThatPuzzle() {
    CliRun r = CliRun.runWithInput(MULTI + "\n" + P1 + "\n", "grade", "--index", "2");
    assertThat(r.outLines()).containsExactly(P1_LINE);
    assertThat(r.status()).isZero();
  }

  @Test
  void call_severalThreads_sameOutputInInputOrder() throws IOException {
    List<String> lines; // more than two chunks of 256, rated up to 5.7 (fast to grade)
    try (var in = Files.lines(SharedData.file("ratings/se-reference-1200.csv"))) {
      lines =
          in.skip(1)
              .filter(l -> Double.parseDouble(l.split(",")[2]) <= 5.7)
              .limit(700)
              .map(l -> l.substring(0, 81))
              .collect(Collectors.toList());
    }
    String file = CliRun.write(dir, "p.txt", String.join("\n", lines) + "\n");
    CliRun one = CliRun.run("grade", "-t", "1", "-f", "csv", file);
    CliRun three = CliRun.run("grade", "-t", "3", "-f", "csv", file);
    assertThat(three.out()).isEqualTo(one.out());
    assertThat(one.outLines()).hasSize(701);
    assertThat(one.outLines().get(700))
        .startsWith(file + ",700," + Grid.parse(lines.get(699)).toLine() + ",");
    assertThat(three.errLines().get(0))
        .contains("(grader version " + Grader.VERSION + ", --max-nesting 1)")
        .contains("3 threads");
  }

  @Test
  void call_severalPuzzles_summaryTablesPerLevelAndBand() {
    CliRun r = CliRun.runWithInput(P1 + "\n" + POINTING + "\n" + MULTI + "\n", "grade");
    List<String> err = r.errLines();
    assertThat(err.get(0)).isEqualTo("-:3: multiple solutions");
    assertThat(err.get(1))
        .startsWith("grade: 3 puzzles: 2 rated, 0 lower bounds, 1 with multiple" + " solutions, ");
    assertThat(err.subList(2, err.size()))
        .containsExactly(
            "  level        rated  lower bound",
            "  EASY             1            0",
            "  MEDIUM           1            0",
            "  HARD             0            0",
            "  EXPERT           0            0",
            "  EXTREME          0            0",
            "  ER           rated  lower bound",
            "  1.x              1            0  " + "#".repeat(40),
            "  2.x              1            0  " + "#".repeat(40),
            "  mean ER of the rated puzzles: 1.90");
  }

  @Test
  void help_explainsScaleLevelsAndStatuses() {
    CliRun r = CliRun.run("grade", "--help");
    assertThat(r.out())
        .contains(
            "Sudoku Explainer",
            "ER is the hardest step",
            "EASY <= 2.3",
            "EXTREME >= 8.0",
            "LOWER_BOUND",
            "--steps",
            "Exit status:");
    assertThat(r.status()).isZero();
  }

  @Test
  void call_gzipCsvWithColumn_readLikeSolve() throws IOException {
    Path gz = dir.resolve("a.csv.gz");
    try (var out = new java.util.zip.GZIPOutputStream(Files.newOutputStream(gz))) {
      out.write(("id,quiz\n7," + P1 + "\n").getBytes(StandardCharsets.UTF_8));
    }
    CliRun r = CliRun.run("grade", "--column", "quiz", gz.toString());
    assertThat(r.outLines()).containsExactly(P1_LINE);
  }
}
