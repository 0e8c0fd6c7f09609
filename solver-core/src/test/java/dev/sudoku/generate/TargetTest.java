package dev.sudoku.generate;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.grade.Level;
import dev.sudoku.grade.Technique;
import org.junit.jupiter.api.Test;

class TargetTest {

  @Test
  void maxTenths_eachLevel_topOfItsBand() {
    assertThat(Target.maxTenths(Level.EASY)).isEqualTo(23);
    assertThat(Target.maxTenths(Level.MEDIUM)).isEqualTo(34);
    assertThat(Target.maxTenths(Level.HARD)).isEqualTo(61);
    assertThat(Target.maxTenths(Level.EXPERT)).isEqualTo(79);
    assertThat(Target.maxTenths(Level.EXTREME)).isEqualTo(Target.OPEN);
  }

  @Test
  void lowestTenths_eachForm_lowestAdmissibleRating() {
    assertThat(Target.lowestTenths(Level.EASY)).isZero();
    assertThat(Target.lowestTenths(Level.EXPERT)).isEqualTo(62);
    assertThat(Target.lowestTenths(Difficulty.level(Level.EXTREME))).isEqualTo(80);
    assertThat(Target.lowestTenths(Difficulty.levels(Level.MEDIUM, Level.HARD))).isEqualTo(24);
    assertThat(Target.lowestTenths(Difficulty.ratingAtLeast(8.25))).isEqualTo(83);
    assertThat(Target.lowestTenths(Difficulty.any())).isZero();
    assertThat(Target.lowestTenths(Difficulty.technique(Technique.X_WING))).isEqualTo(32);
    assertThat(Target.lowestTenths(Difficulty.technique(Technique.CELL_FORCING_CHAIN)))
        .isGreaterThanOrEqualTo(80);
  }

  @Test
  void capTenths_eachForm_highestAdmissibleRating() {
    assertThat(Difficulty.any().capTenths()).isEqualTo(Target.OPEN);
    assertThat(Difficulty.levels(Level.EASY, Level.HARD).capTenths()).isEqualTo(61);
    assertThat(Difficulty.rating(2.6, 4.55).capTenths()).isEqualTo(45);
    assertThat(Difficulty.ratingAtLeast(6.2).capTenths()).isEqualTo(Target.OPEN);
    assertThat(Difficulty.technique(Technique.X_WING).capTenths()).isEqualTo(34);
    assertThat(Difficulty.technique(Technique.NAKED_SINGLE).capTenths()).isEqualTo(23);
    assertThat(Difficulty.technique(Technique.FORCING_CHAIN).capTenths()).isEqualTo(Target.OPEN);
  }

  @Test
  void strategy_byRequest_singlesCappedOrFull() {
    GeneratorOptions o = GeneratorOptions.defaults();
    assertThat(Target.strategy(o)).isEqualTo(Target.Strategy.FULL);
    assertThat(Target.strategy(o.withDifficulty(Difficulty.level(Level.EASY))))
        .isEqualTo(Target.Strategy.SINGLES);
    assertThat(Target.strategy(o.withDifficulty(Difficulty.level(Level.MEDIUM))))
        .isEqualTo(Target.Strategy.CAPPED);
    assertThat(Target.strategy(o.withDifficulty(Difficulty.level(Level.HARD))))
        .isEqualTo(Target.Strategy.CAPPED);
    assertThat(Target.strategy(o.withDifficulty(Difficulty.rating(2.0, 6.1))))
        .isEqualTo(Target.Strategy.CAPPED);
    assertThat(Target.strategy(o.withDifficulty(Difficulty.level(Level.EXPERT))))
        .isEqualTo(Target.Strategy.FULL);
    assertThat(Target.strategy(o.withDifficulty(Difficulty.rating(6.2, 7.5))))
        .isEqualTo(Target.Strategy.FULL);
    assertThat(Target.strategy(o.withDifficulty(Difficulty.level(Level.EXTREME))))
        .isEqualTo(Target.Strategy.FULL);
    assertThat(Target.strategy(o.withDifficulty(Difficulty.any()))).isEqualTo(Target.Strategy.FULL);
    // minimal puzzles cannot stop early: full thinning, then the grade decides
    assertThat(Target.strategy(o.withMinimal(true).withDifficulty(Difficulty.level(Level.EASY))))
        .isEqualTo(Target.Strategy.FULL);
  }

  @Test
  void tenths_roundingHelpers_exactOnTenths() {
    assertThat(Target.tenths(6.2)).isEqualTo(62);
    assertThat(Target.ceilTenths(6.2)).isEqualTo(62);
    assertThat(Target.floorTenths(6.2)).isEqualTo(62);
    assertThat(Target.ceilTenths(6.21)).isEqualTo(63);
    assertThat(Target.floorTenths(6.29)).isEqualTo(62);
    assertThat(Target.floorTenths(Double.POSITIVE_INFINITY)).isEqualTo(Target.OPEN);
  }
}
