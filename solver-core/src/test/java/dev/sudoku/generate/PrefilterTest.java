package dev.sudoku.generate;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.Grid;
import dev.sudoku.core.Solver;
import dev.sudoku.grade.Grade;
import dev.sudoku.grade.Grader;
import dev.sudoku.grade.Level;
import dev.sudoku.grade.Step;
import dev.sudoku.grade.Technique;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.LongRange;
import org.junit.jupiter.api.Test;

class PrefilterTest {

  @Test
  void appliesTo_requestFloor_onlyFromEightUp() {
    assertThat(Prefilter.appliesTo(Difficulty.level(Level.EXTREME))).isTrue();
    assertThat(Prefilter.appliesTo(Difficulty.ratingAtLeast(8.0))).isTrue();
    assertThat(Prefilter.appliesTo(Difficulty.rating(8.3, 8.9))).isTrue();
    assertThat(Prefilter.appliesTo(Difficulty.technique(Technique.CELL_FORCING_CHAIN))).isTrue();
    assertThat(Prefilter.appliesTo(Difficulty.ratingAtLeast(7.95))).isTrue(); // rounds up to 8.0
    assertThat(Prefilter.appliesTo(Difficulty.ratingAtLeast(7.9))).isFalse();
    assertThat(Prefilter.appliesTo(Difficulty.level(Level.EXPERT))).isFalse();
    assertThat(Prefilter.appliesTo(Difficulty.levels(Level.EXPERT, Level.EXTREME))).isFalse();
    assertThat(Prefilter.appliesTo(Difficulty.technique(Technique.NISHIO_FORCING_CHAIN)))
        .isFalse();
    assertThat(Prefilter.appliesTo(Difficulty.any())).isFalse();
  }

  /**
   * The premise of {@link Prefilter#emptyWhenStuck}: on SE's path every step of a technique
   * rated 2.5 or less places exactly one digit and every other step rated up to the basic
   * stage's ceiling (6.1) places none. (Chain steps above it may place: not counted there.)
   */
  @Property(tries = 30)
  void emptyWhenStuck_premise_placingTechniquesPlaceOneDigit(
      @ForAll @LongRange(min = 0, max = 1_000_000) long index) {
    GeneratedPuzzle g = Generator.create().generate(11, index, GeneratorOptions.defaults())
        .orElseThrow();
    Grade full = new Grader().grade(g.puzzle(), g.solution(), true);
    for (Step s : full.steps()) {
      if (s.rating() > Prefilter.BASIC_CEILING) {
        continue;
      }
      int expected = s.technique().baseRating() <= 2.5 ? 1 : 0;
      assertThat(s.placements()).as(s.toString()).hasSize(expected);
    }
  }

  /**
   * Cross-check against the path itself: the basic stage stops where the full path first needs
   * a step above 6.1 (same ladder, same order), so the empty cells it reports are those left by
   * the full path's prefix before that step, and 0 when basics solve the puzzle.
   */
  @Property(tries = 40)
  void emptyWhenStuck_basicStage_matchesPrefixOfFullPath(
      @ForAll @LongRange(min = 0, max = 1_000_000) long index) {
    GeneratedPuzzle g = Generator.create().generate(12, index, GeneratorOptions.defaults())
        .orElseThrow();
    Grader grader = new Grader();
    Grade basic = grader.gradeUpTo(g.puzzle(), g.solution(), Prefilter.BASIC_CEILING);
    Grade full = grader.grade(g.puzzle(), g.solution(), true);
    int empty = Grid.CELLS - g.clues();
    for (Step s : full.steps()) {
      if (s.rating() > Prefilter.BASIC_CEILING) {
        break;
      }
      empty -= s.placements().size();
    }
    assertThat(Prefilter.emptyWhenStuck(basic, g.clues())).isEqualTo(empty);
    if (basic.status() == Grade.Status.RATED) {
      assertThat(empty).isZero();
    }
  }

  @Test
  void worthGrading_basicsSolve_false() {
    GeneratorOptions easy = GeneratorOptions.defaults()
        .withDifficulty(Difficulty.level(Level.EASY));
    GeneratedPuzzle g = Generator.create().generate(5, 0, easy).orElseThrow();
    assertThat(Prefilter.worthGrading(new Grader(), g.puzzle(), g.solution(), g.clues()))
        .isFalse();
  }

  /** "Easter Monster" (SE 11.9, 21 clues): basics place nothing, all 60 cells stay empty. */
  @Test
  void worthGrading_knownHardest_true() {
    Grid p = Grid.parse(
        "1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1");
    Solver solver = Solver.fast();
    assertThat(solver.count(p, 2)).isEqualTo(1);
    Grid s = solver.solution();
    Grade basic = new Grader().gradeUpTo(p, s, Prefilter.BASIC_CEILING);
    assertThat(Prefilter.emptyWhenStuck(basic, p.clueCount())).isEqualTo(60);
    assertThat(Prefilter.worthGrading(new Grader(), p, s, p.clueCount())).isTrue();
  }
}
