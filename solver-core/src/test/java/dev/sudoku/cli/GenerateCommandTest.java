package dev.sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.Grid;
import dev.sudoku.core.Solver;
import dev.sudoku.generate.RequestGolden;
import dev.sudoku.generate.Symmetry;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

class GenerateCommandTest {
  /** A usage error: exit status 2 and exactly one line on stderr, without a stack trace. */
  private static void assertOneLineUsageError(CliRun r, String... parts) {
    assertThat(r.status()).isEqualTo(ExitStatus.USAGE);
    assertThat(r.errLines()).hasSize(1);
    assertThat(r.err())
        .startsWith("sudoku generate: ")
        .contains(parts)
        .doesNotContain("Exception", "\tat ");
    assertThat(r.out()).isEmpty();
  }

  @Test
  void call_maxSecondsOutOfRange_saysTheBoundsAsGiven() {
    // Regression: "--max-seconds 1e9" was "must be a positive number of seconds, was 1.0E9".
    assertOneLineUsageError(
        CliRun.run("generate", "-n", "1", "--max-seconds", "1e9"),
        "--max-seconds must be more than 0 and less than 1000000000 (about 31 years), was"
            + " 1000000000");
    assertOneLineUsageError(
        CliRun.run("generate", "-n", "1", "--max-seconds", "0"), "more than 0", "was 0");
  }

  @Test
  void call_sameSeed_sameOutputWithOneOrTwoThreads() {
    CliRun one = CliRun.run("generate", "--count", "8", "--seed", "7", "--threads", "1");
    CliRun two = CliRun.run("generate", "--count", "8", "--seed", "7", "--threads", "2");
    assertThat(one.status()).isZero();
    assertThat(one.outLines()).hasSize(9).isEqualTo(two.outLines());
    assertThat(one.errLines().get(0)).isEqualTo("generate: seed 7");
  }

  /**
   * The command gives the puzzle the library gives for the same request, seed and index (the golden
   * lines that the Spark job and the Kafka worker are held to as well).
   */
  @Test
  void call_requestGolden_samePuzzleAtThatIndex() {
    for (RequestGolden g : RequestGolden.load()) {
      List<String> args = new ArrayList<>();
      Collections.addAll(
          args,
          "generate",
          "--count",
          Long.toString(g.index() + 1),
          "--seed",
          Long.toString(g.seed()),
          "--symmetry",
          g.symmetry().name(),
          "--clues",
          g.minClues() + ".." + g.maxClues(),
          "--threads",
          "2",
          "--format",
          "csv");
      if (g.minimal()) {
        args.add("--minimal");
      }
      if (!g.difficultyKind().equals("any")) {
        args.add("--" + g.difficultyKind());
        args.add(g.difficultyValue());
      }
      CliRun r = CliRun.run(args.toArray(new String[0]));
      assertThat(r.status()).as(g.line() + ": " + r.err()).isZero();
      String at = "," + g.seed() + "," + g.index();
      assertThat(r.outLines())
          .as(g.line())
          .filteredOn(line -> line.endsWith(at))
          .singleElement()
          .satisfies(line -> assertThat(line).startsWith(g.puzzle() + ","));
    }
  }

  @Test
  void call_lineFormat_uniquePuzzleWithSolutionRatingLevelSymmetrySeedIndex() {
    CliRun r = CliRun.run("generate", "-n", "3", "--seed", "11", "--symmetry", "rotate-180");
    List<String> lines = r.outLines();
    assertThat(lines.get(0)).isEqualTo("# puzzle solution rating level symmetry seed index");
    Solver solver = Solver.fast();
    for (int i = 1; i < lines.size(); i++) {
      String[] f = lines.get(i).split(" ");
      assertThat(f).hasSize(7);
      Grid puzzle = Grid.parse(f[0]);
      Grid solution = Grid.parse(f[1]);
      byte[] found = new byte[81];
      assertThat(solver.count(puzzle.toBytes(), 2, found)).isEqualTo(1);
      assertThat(Grid.of(found)).isEqualTo(solution);
      assertThat(Symmetry.ROTATE_180.isSymmetric(puzzle)).isTrue();
      assertThat(f[2]).matches("(>=)?\\d\\.\\d");
      assertThat(f[3]).matches("(>=)?(EASY|MEDIUM|HARD|EXPERT|EXTREME)");
      assertThat(f[4]).isEqualTo("ROTATE_180");
      assertThat(f[5]).isEqualTo("11");
      assertThat(Long.parseLong(f[6])).isNotNegative();
    }
    assertThat(lines).hasSize(4);
  }

  @Test
  void call_noSeed_randomSeedPrintedAndReproduces() {
    CliRun first = CliRun.run("generate", "--count", "3");
    Matcher m =
        Pattern.compile(
                "generate: seed (-?\\d+) \\(random; repeat the run with --seed" + " (-?\\d+)\\)")
            .matcher(first.errLines().get(0));
    assertThat(m.matches()).isTrue();
    assertThat(m.group(2)).isEqualTo(m.group(1));
    CliRun again = CliRun.run("generate", "--count", "3", "--seed", m.group(1));
    assertThat(again.outLines()).isEqualTo(first.outLines());
  }

  @Test
  void call_levelEasy_everyPuzzleEasy() {
    CliRun r = CliRun.run("generate", "-n", "4", "--seed", "3", "--level", "easy", "-f", "csv");
    assertThat(r.outLines().get(0))
        .isEqualTo(
            "puzzle,solution,rating,rating_status,level,hardest,clues,symmetry,minimal,seed,index");
    assertThat(r.outLines()).hasSize(5);
    for (String line : r.outLines().subList(1, 5)) {
      String[] f = line.split(",", -1);
      assertThat(f[3]).isEqualTo("RATED");
      assertThat(f[4]).isEqualTo("EASY");
      assertThat(Double.parseDouble(f[2])).isLessThanOrEqualTo(2.3);
      assertThat(f[9]).isEqualTo("3");
    }
    assertThat(r.status()).isZero();
  }

  @Test
  void call_minimalJsonWithClueBounds_fieldsPresentAndInBounds() {
    CliRun r =
        CliRun.run(
            "generate",
            "-n",
            "2",
            "--seed",
            "5",
            "--minimal",
            "--clues",
            "20..30",
            "--format",
            "json");
    assertThat(r.outLines()).hasSize(2);
    for (String line : r.outLines()) {
      assertThat(line)
          .startsWith("{\"puzzle\":\"")
          .contains(
              "\"solution\":\"",
              "\"rating\":",
              "\"rating_status\":\"",
              "\"level\":\"",
              "\"symmetry\":\"NONE\"",
              "\"minimal\":true",
              "\"seed\":5",
              "\"index\":");
      Matcher m = Pattern.compile("\"clues\":(\\d+)").matcher(line);
      assertThat(m.find()).isTrue();
      assertThat(Integer.parseInt(m.group(1))).isBetween(20, 30);
    }
  }

  @Test
  void call_budgetRunsOut_honestShortfallAndStatusOne() {
    // 17 clues is possible but very rare: six attempts never find one
    CliRun r =
        CliRun.run(
            "generate",
            "-n",
            "3",
            "--seed",
            "1",
            "--clues",
            "17..17",
            "--max-attempts",
            "6",
            "--threads",
            "1");
    assertThat(r.outLines()).containsExactly("# puzzle solution rating level symmetry seed index");
    assertThat(r.err())
        .contains(
            "generate: fell short: 0 of 3 puzzles; the budget of 6 attempts"
                + " ran out (raise --max-attempts); rejected attempts: 0 by difficulty, 6 by clue bounds,"
                + " 0 not minimal");
    assertThat(r.status()).isEqualTo(ExitStatus.FAILED);
  }

  /** Regression: "raise --max-attempts" for a rating the generator's grader never rates exactly. */
  @Test
  void call_ratingAboveWhatTheGraderRates_shortfallSaysSo() {
    CliRun r =
        CliRun.run(
            "generate",
            "-n",
            "1",
            "--seed",
            "1",
            "--rating",
            "9.6..",
            "--max-attempts",
            "3",
            "--threads",
            "1");
    assertThat(r.err())
        .contains(
            "ran out (raise --max-attempts); ratings above 9.5 need nested forcing chains, which"
                + " the generator's grader only bounds (at least 9.5), so such puzzles are found"
                + " rarely if ever (docs/generator.md); rejected attempts: 3 by difficulty");
    assertThat(r.status()).isEqualTo(ExitStatus.FAILED);
    assertThat(
            CliRun.run(
                    "generate",
                    "-n",
                    "1",
                    "--seed",
                    "1",
                    "--rating",
                    "9.5..",
                    "--max-attempts",
                    "1",
                    "--threads",
                    "1")
                .err())
        .doesNotContain("nested forcing chains");
  }

  @Test
  void call_timeLimit_shortfallNamesTime() {
    CliRun r =
        CliRun.run(
            "generate", "-n", "1000000", "--seed", "1", "--max-seconds", "0.2", "--threads", "1");
    assertThat(r.err()).contains("of 1000000 puzzles; the time limit of 0.2 s ran out");
    assertThat(r.status()).isEqualTo(ExitStatus.FAILED);
  }

  @Test
  void call_badRatingSyntax_oneLine() {
    assertOneLineUsageError(
        CliRun.run("generate", "-n", "1", "--rating", "hard"),
        "'hard' is not a range: expected A..B");
  }

  /** Regression: "--clues 5..10: clue bounds 5..10: no puzzle ..." said the bounds twice. */
  @Test
  void call_cluesBelowSeventeen_boundsSaidOnce() {
    CliRun r = CliRun.run("generate", "-n", "1", "--clues", "5..10");
    assertOneLineUsageError(
        r, "--clues 5..10: no puzzle with fewer than 17 clues has a unique" + " solution");
    assertThat(r.err()).doesNotContain("clue bounds");
  }

  @Test
  void call_emptyRating_oneLine() {
    assertOneLineUsageError(
        CliRun.run("generate", "-n", "1", "--rating", "7.5..6.2"), "'7.5..6.2' is empty");
  }

  @Test
  void call_unknownLevelTechniqueSymmetry_oneLineEach() {
    assertOneLineUsageError(
        CliRun.run("generate", "-n", "1", "--level", "hardest"),
        "unknown level 'hardest' (one of EASY, MEDIUM, HARD, EXPERT, EXTREME)");
    assertOneLineUsageError(
        CliRun.run("generate", "-n", "1", "--technique", "x-wingg"),
        "unknown technique 'x-wingg' (one of FULL_HOUSE,");
    assertOneLineUsageError(
        CliRun.run("generate", "-n", "1", "--symmetry", "spiral"),
        "unknown symmetry 'spiral' (one of NONE, ROTATE_180,");
  }

  @Test
  void call_impossibleCluesForSymmetry_oneLine() {
    assertOneLineUsageError(
        CliRun.run("generate", "-n", "1", "--symmetry", "ROTATE_90", "--clues", "22..23"),
        "--clues 22..23: symmetry ROTATE_90",
        "allows no clue count in 22..23");
  }

  @Test
  void call_countNotPositive_oneLine() {
    assertOneLineUsageError(
        CliRun.run("generate", "--count", "0"), "--count must be at least 1, was 0");
    assertOneLineUsageError(
        CliRun.run("generate", "--count", "-3"), "--count must be at least 1, was -3");
  }

  @Test
  void call_twoTargets_oneLine() {
    assertOneLineUsageError(
        CliRun.run("generate", "-n", "1", "--level", "HARD", "--rating", "3..4"),
        "mutually exclusive");
  }

  @Test
  void call_missingCount_oneLine() {
    assertOneLineUsageError(CliRun.run("generate"), "--count");
  }

  @Test
  void call_help_listsOptionsAndExitStatus() {
    assertThat(CliRun.run("generate", "--help").out())
        .contains(
            "--level",
            "--rating",
            "--technique",
            "--symmetry",
            "--minimal",
            "--clues",
            "--seed",
            "--max-attempts",
            "--max-seconds",
            "Exit status:");
  }

  @Test
  void call_quiet_puzzlesOnStdoutNothingOnStderr() {
    CliRun loud = CliRun.run("generate", "--count", "2", "--seed", "5");
    CliRun quiet = CliRun.run("generate", "--count", "2", "--seed", "5", "--quiet");
    assertThat(quiet.out()).isEqualTo(loud.out());
    assertThat(loud.err()).contains("generate: seed 5");
    assertThat(quiet.err()).isEmpty();
    assertThat(quiet.status()).isZero();
  }
}
