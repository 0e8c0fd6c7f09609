package dev.sudoku.grade;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sudoku.core.Grid;
import dev.sudoku.core.Solver;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class GraderTest {
  private final Grader grader = new Grader();

  @Test
  void grade_conflictingGivens_invalid() {
    Grade g = grader.grade(Grid.parse("11" + ".".repeat(79)));
    assertThat(g.status()).isEqualTo(Grade.Status.INVALID);
    assertThat(g.er()).isZero();
    assertThat(g.level()).isNull();
    assertThat(g.version()).isEqualTo(Grader.VERSION);
  }

  @Test
  void grade_noSolution_noSolutionStatus() {
    // r1c9 has no candidate left: 1..8 in its row, 9 in its column
    Grade g = grader.grade(Grid.parse("12345678." + "........9" + ".".repeat(63)));
    assertThat(g.status()).isEqualTo(Grade.Status.NO_SOLUTION);
  }

  @Test
  void grade_fewGivens_multipleSolutions() {
    Grade g = grader.grade(Grid.parse("123" + ".".repeat(78)));
    assertThat(g.status()).isEqualTo(Grade.Status.MULTIPLE_SOLUTIONS);
    assertThat(g.counts()).isEmpty();
  }

  @Test
  void grade_easyPuzzle_ratedWithConsistentSteps() {
    // se-reference-1200.csv: SE 1.5 / 1.2 / 1.2
    Grade g =
        grader.grade(
            Grid.parse(
                "000000090000040060700000000008000000310270040490300810003900000270430980080007601"),
            true);
    assertThat(g.status()).isEqualTo(Grade.Status.RATED);
    assertThat(g.er()).isEqualTo(1.5);
    assertThat(g.ep()).isEqualTo(1.2);
    assertThat(g.ed()).isEqualTo(1.2);
    assertThat(g.level()).isEqualTo(Level.EASY);
    assertThat(g.hardest()).isEqualTo(Technique.HIDDEN_SINGLE_LINE);
    assertThat(g.steps()).hasSize(81 - 27);
    assertThat(g.counts().values().stream().mapToInt(Integer::intValue).sum())
        .isEqualTo(g.steps().size());
    assertThat(g.steps().get(0).rating()).isEqualTo(g.ed());
    assertThat(g.steps().get(0).explanation()).startsWith("hidden single (box) ");
    assertThat(g.toString()).isEqualTo("RATED 1.5/1.2/1.2 EASY HIDDEN_SINGLE_LINE");
  }

  @Test
  void grade_withoutSteps_sameRatingNoSteps() {
    Grid p =
        Grid.parse(
            "030049001800000000020050090010326000000400500000000002008010000005003000041580300");
    Grade plain = grader.grade(p);
    Grade detailed = grader.grade(p, true);
    assertThat(plain.steps()).isEmpty();
    assertThat(detailed.steps()).isNotEmpty();
    assertThat(plain.er()).isEqualTo(detailed.er()).isEqualTo(4.5);
    assertThat(plain.hardest()).isEqualTo(Technique.UNIQUE_RECTANGLE);
    assertThat(plain.counts()).isEqualTo(detailed.counts());
  }

  @Test
  void grade_chainPuzzle_ratedLikeSe() {
    // se-reference-1200.csv: SE 7.1/1.2/1.2
    Grade g =
        grader.grade(
            Grid.parse(
                "590000007040010083008034900001402000069000820000109300004670200980040030700000016"),
            true);
    assertThat(g.status()).isEqualTo(Grade.Status.RATED);
    assertThat(g.er()).isEqualTo(7.1);
    assertThat(g.ep()).isEqualTo(1.2);
    assertThat(g.level()).isEqualTo(Level.EXPERT);
    assertThat(g.bound()).isNull();
    Step hardest = g.steps().stream().filter(s -> s.rating() == 7.1).findFirst().orElseThrow();
    // the chain is written out as the community writes it
    assertThat(hardest.explanation()).matches(".*r\\dc\\d(=|<>)\\d -> r\\dc\\d(=|<>)\\d.*");
  }

  @Test
  void grade_ladderUpToBug_lowerBoundAtNextRung() {
    Grader partial = new Grader(dev.sudoku.core.Solver.fast(), Ladder.upTo(Ladder.Rung.BUGS));
    Grade g =
        partial.grade(
            Grid.parse(
                "590000007040010083008034900001402000069000820000109300004670200980040030700000016"));
    assertThat(g.status()).isEqualTo(Grade.Status.LOWER_BOUND);
    assertThat(g.er()).isEqualTo(6.2);
    assertThat(g.bound()).isEqualTo(Technique.ALIGNED_PAIR_EXCLUSION);
    assertThat(g.ep()).isEqualTo(1.2);
    assertThat(g.toString()).startsWith("LOWER_BOUND >=6.2/");
  }

  @Test
  void grade_budgetRunsOut_lowerBoundNamesTechniqueTried() {
    // a clock that jumps one second per reading: the budget is gone at the first check, which
    // comes when the chain rules start (everything up to aligned pair exclusion has failed)
    long[] now = {0};
    Grader timed = new Grader(new Grader.Options(1, 0, () -> now[0] += 1_000_000_000L));
    Grade g =
        timed.grade(
            Grid.parse(
                "590000007040010083008034900001402000069000820000109300004670200980040030700000016"));
    assertThat(g.status()).isEqualTo(Grade.Status.LOWER_BOUND);
    assertThat(g.bound()).isEqualTo(Technique.X_CYCLE);
    assertThat(g.er()).isEqualTo(6.5).isLessThanOrEqualTo(7.1);
    assertThat(g.toString()).contains("needs X_CYCLE");
  }

  /**
   * forum-hardest-1106.txt #1 at the default nesting: one hidden single, then nothing up to dynamic
   * forcing chains (+). The grade used to print "hidden single (box)" as the technique of a puzzle
   * rated at least 9.5; it names nested forcing chains, the rung it was searching.
   */
  @Test
  void grade_stuckAfterASingle_lowerBoundNamesTheTechniqueSearchedNotTheSingle() {
    Grade g =
        new Grader()
            .grade(
                Grid.parse(
                    "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3"));
    assertThat(g.status()).isEqualTo(Grade.Status.LOWER_BOUND);
    assertThat(g.er()).isEqualTo(9.5);
    assertThat(g.hardest()).isEqualTo(Technique.HIDDEN_SINGLE_BOX);
    assertThat(g.hardestNeeded()).isEqualTo(Technique.NESTED_FORCING_CHAIN);
    assertThat(g.toString())
        .isEqualTo("LOWER_BOUND >=9.5/1.2/1.2 EXTREME needs NESTED_FORCING_CHAIN")
        .doesNotContain("HIDDEN_SINGLE");
  }

  /** magictour-top1465.txt #2: stuck after dynamic forcing chains; nesting level 1 solves it. */
  private static final String NEEDS_PLUS =
      "7.8...3.....2.1...5.........4.....263...8.......1...9..9.6....4....7.5...........";

  @Test
  void grade_needsNestingLevel1_ratedByDefaultBoundWithout() {
    Grade plus = grader.grade(Grid.parse(NEEDS_PLUS));
    assertThat(plus.status()).isEqualTo(Grade.Status.RATED);
    assertThat(plus.counts()).containsKey(Technique.DYNAMIC_FORCING_CHAIN_PLUS);
    assertThat(plus.er()).isGreaterThanOrEqualTo(9.0);
    Grade none =
        new Grader(Grader.Options.defaults().withMaxNesting(0)).grade(Grid.parse(NEEDS_PLUS));
    assertThat(none.status()).isEqualTo(Grade.Status.LOWER_BOUND);
    assertThat(none.bound()).isEqualTo(Technique.DYNAMIC_FORCING_CHAIN_PLUS);
    assertThat(none.er()).isGreaterThanOrEqualTo(9.0).isLessThanOrEqualTo(plus.er());
  }

  @Test
  void grade_needsDeeperNesting_lowerBoundNamesNestedForcingChain() {
    // forum-hardest-1106.txt #1 (SE 10+): level 1 is not enough
    Grade g =
        grader.grade(
            Grid.parse(
                "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3"));
    assertThat(g.status()).isEqualTo(Grade.Status.LOWER_BOUND);
    assertThat(g.bound()).isEqualTo(Technique.NESTED_FORCING_CHAIN);
    assertThat(g.er()).isGreaterThanOrEqualTo(9.5);
  }

  @Test
  void grade_needsLevel3_lowerBound10NamesNestedForcingChain() {
    // forum-hardest-1106.txt #10: stuck at level 2 before any chain step
    Grade g =
        new Grader(Grader.Options.defaults().withMaxNesting(2))
            .grade(
                Grid.parse(
                    ".....5..4.9.....2...6.7.3.....7..8....86.....13..8......3.1.6...2......54......9."));
    assertThat(g.status()).isEqualTo(Grade.Status.LOWER_BOUND);
    assertThat(g.bound()).isEqualTo(Technique.NESTED_FORCING_CHAIN);
    assertThat(g.er()).isGreaterThanOrEqualTo(10.0);
  }

  /**
   * The only SE ratings we have for puzzles that need nesting: posted with the puzzle on the puzzle
   * forum ("The hardest sudokus (new thread)", enjoysudoku.com) as ED 11.0/11.0/2.6. It needs level
   * 3 (level 2 alone gives LOWER_BOUND >= 10.8); a few seconds (its sibling, posted with the same
   * rating, agrees too: docs/grader.md).
   */
  @Test
  void grade_forumPuzzleSe110_level3AgreesWithSe() {
    Grade g =
        new Grader(Grader.Options.defaults().withMaxNesting(3))
            .grade(
                Grid.parse(
                    "..3......4...8..36..8...1...4..6..73...9..........2..5..4.7..686....4...7.....5.."));
    assertThat(g.status()).isEqualTo(Grade.Status.RATED);
    assertThat(g.er()).isEqualTo(11.0);
    assertThat(g.ep()).isEqualTo(11.0);
    assertThat(g.ed()).isEqualTo(2.6);
    assertThat(g.counts()).containsKey(Technique.NESTED_FORCING_CHAIN);
  }

  @Test
  void options_defaults_nestingLevel1() {
    assertThat(Grader.Options.defaults().maxNesting()).isEqualTo(1);
    assertThat(Grader.Options.withMaxMillis(5).maxNesting()).isEqualTo(1);
    assertThat(Grader.Options.defaults().withMaxNesting(0).maxNesting()).isZero();
  }

  @Test
  void options_negativeBudget_rejected() {
    assertThatThrownBy(() -> new Grader.Options(-1, 0, System::nanoTime))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void grade_budgetNotReached_sameAsUnlimited() {
    long[] now = {0};
    Grader timed = new Grader(new Grader.Options(1000, 0, () -> now[0]));
    Grid p =
        Grid.parse(
            "590000007040010083008034900001402000069000820000109300004670200980040030700000016");
    assertThat(timed.grade(p)).isEqualTo(grader.grade(p));
  }

  @Test
  void grade_knownSolution_sameAsSolving() {
    Grid p =
        Grid.parse(
            "500009000000005701070680002000400000900802007405070010000000006009007000721000005");
    Grade solved = grader.grade(p);
    dev.sudoku.core.Solver s = dev.sudoku.core.Solver.reference();
    s.count(p, 1);
    Grade known = grader.grade(p, s.solution(), false);
    assertThat(known).isEqualTo(solved);
    assertThat(known.er()).isEqualTo(3.2);
  }

  @Test
  void grade_wrongKnownSolution_rejected() {
    Grid p =
        Grid.parse(
            "500009000000005701070680002000400000900802007405070010000000006009007000721000005");
    assertThatThrownBy(() -> grader.grade(p, Grid.parse("1".repeat(81)), false))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void grade_sameGraderTwice_sameResult() {
    Grid p =
        Grid.parse(
            "021500000000083020006000800000800001038000450700006000002000500050620000000001730");
    Grade first = grader.grade(p);
    grader.grade(
        Grid.parse(
            "590000007040010083008034900001402000069000820000109300004670200980040030700000016"));
    assertThat(grader.grade(p)).isEqualTo(first);
    assertThat(first.er()).isEqualTo(5.6);
    assertThat(first.hardest()).isEqualTo(Technique.BUG);
  }

  @Test
  void grade_solvedGrid_ratedZeroWithoutSteps() {
    Grade g =
        grader.grade(
            Grid.parse(
                "534678912672195348198342567859761423426853791713924856961537284287419635345286179"),
            true);
    assertThat(g.status()).isEqualTo(Grade.Status.RATED);
    assertThat(g.er()).isZero();
    assertThat(g.hardest()).isNull();
    assertThat(g.steps()).isEmpty();
  }

  @Test
  void gradeUpTo_referencePuzzles_exactWithinCeilingHonestBoundAbove() {
    Grader full = new Grader();
    Grader capped = new Grader();
    double[] ceilings = {1.5, 2.3, 3.4, 4.4, 6.1, 7.4, 8.4};
    List<ReferenceRatings> sample = referenceSample(8, 4);
    int above = 0;
    for (ReferenceRatings r : sample) {
      Grade exact = full.grade(r.puzzle(), false);
      Grid solution = Grid.parse(solutionOf(r.puzzle()));
      for (double c : ceilings) {
        Grade g = capped.gradeUpTo(r.puzzle(), solution, c);
        if (exact.status() == Grade.Status.RATED && exact.er() <= c + 1e-9) {
          assertThat(g).as("%s at ceiling %s", r.puzzle(), c).isEqualTo(exact);
        } else {
          above++;
          assertThat(g.status())
              .as("%s at ceiling %s", r.puzzle(), c)
              .isEqualTo(Grade.Status.LOWER_BOUND);
          assertThat(g.er())
              .as("%s at ceiling %s", r.puzzle(), c)
              .isGreaterThan(c)
              .isLessThanOrEqualTo(exact.er() + 1e-9);
          assertThat(g.bound()).isNotNull();
        }
      }
    }
    assertThat(above).as("cases above the ceiling exercised").isGreaterThan(100);
  }

  @Test
  void gradeWatched_watchAlwaysGoesOn_sameGradeAskedOnlyWhenAHardStepIsNeeded() {
    Grader full = new Grader();
    Grader watched = new Grader();
    List<ReferenceRatings> sample = referenceSample(24, 8);
    int askedPuzzles = 0;
    for (ReferenceRatings r : sample) {
      Grade exact = full.grade(r.puzzle(), false);
      Grid solution = Grid.parse(solutionOf(r.puzzle()));
      List<Integer> pauses = new ArrayList<>();
      Optional<Grade> g =
          watched.gradeWatched(
              r.puzzle(),
              solution,
              6.2,
              (empty, candidates, er, pause) -> {
                assertThat(candidates).isGreaterThan(empty);
                assertThat(er).isLessThanOrEqualTo((int) Math.round(exact.er() * 10));
                pauses.add(pause);
                return true;
              });
      assertThat(g).as(r.puzzle().toLine()).contains(exact);
      for (int k = 0; k < pauses.size(); k++) {
        assertThat(pauses.get(k)).isEqualTo(k);
      }
      if (exact.er() < 6.2) {
        assertThat(pauses).as(r.puzzle().toLine()).isEmpty();
      } else if (exact.er() >= 7.0) {
        assertThat(pauses).as(r.puzzle().toLine()).isNotEmpty();
        askedPuzzles++;
      }
    }
    assertThat(askedPuzzles).as("puzzles needing chains exercised").isGreaterThan(20);
  }

  @Test
  void gradeWatched_watchSaysStop_emptyAndTheGraderStillGradesExactly() {
    // se-reference-1200.csv: SE 7.1/1.2/1.2
    Grid p =
        Grid.parse(
            "590000007040010083008034900001402000069000820000109300004670200980040030700000016");
    Grid solution = Grid.parse(solutionOf(p));
    Grade exact = new Grader().grade(p, false);
    int[] asked = {0};
    assertThat(grader.gradeWatched(p, solution, 6.2, (e, c, er, k) -> asked[0]++ < 0)).isEmpty();
    assertThat(asked[0]).isEqualTo(1);
    assertThat(grader.grade(p, false)).isEqualTo(exact);
    assertThat(grader.gradeWatched(p, solution, 7.2, (e, c, er, k) -> false)).contains(exact);
  }

  @Test
  void gradeWatched_wrongKnownSolution_rejected() {
    Grid p =
        Grid.parse(
            "590000007040010083008034900001402000069000820000109300004670200980040030700000016");
    Grid wrong = Grid.parse(solutionOf(p).replace('1', '0'));
    assertThatThrownBy(() -> grader.gradeWatched(p, wrong, 6.2, (e, c, er, k) -> true))
        .isInstanceOf(IllegalArgumentException.class);
  }

  /**
   * Every {@code easyStep}-th puzzle of the 1,200 SE reference file, every {@code hardStep}-th hard
   * one.
   */
  private static List<ReferenceRatings> referenceSample(int easyStep, int hardStep) {
    List<ReferenceRatings> sample = new ArrayList<>();
    List<ReferenceRatings> easy = ReferenceRatings.load("ratings/se-reference-1200.csv", 9.9);
    List<ReferenceRatings> hard = ReferenceRatings.load("ratings/se-reference-hard.csv", 9.9);
    for (int i = 0; i < easy.size(); i += easyStep) {
      sample.add(easy.get(i));
    }
    for (int i = 0; i < hard.size(); i += hardStep) {
      sample.add(hard.get(i));
    }
    return sample;
  }

  private static String solutionOf(Grid puzzle) {
    Solver solver = Solver.fast();
    assertThat(solver.count(puzzle, 2)).isEqualTo(1);
    return solver.solution().toLine();
  }

  /** Regression: a NaN ceiling read as 0 and rated an easy puzzle LOWER_BOUND 1.0. */
  @Test
  void gradeUpTo_nanCeiling_throwsIllegalArgument() {
    Grid puzzle =
        Grid.parse(
            "000000090000040060700000000008000000310270040490300810003900000270430980080007601");
    Solver solver = Solver.fast();
    solver.count(puzzle, 1);
    Grid solution = solver.solution();

    assertThatThrownBy(() -> grader.gradeUpTo(puzzle, solution, Double.NaN))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("NaN");
    assertThatThrownBy(
            () -> grader.gradeWatched(puzzle, solution, Double.NaN, (e, c, t, p) -> true))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("NaN");
    assertThat(grader.gradeUpTo(puzzle, solution, 9.9).er()).isEqualTo(1.5);
  }
}
