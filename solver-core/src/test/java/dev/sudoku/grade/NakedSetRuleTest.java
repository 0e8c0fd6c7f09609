package dev.sudoku.grade;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class NakedSetRuleTest {
  private final Hint hint = new Hint();

  @Test
  void find_twoCellsSameTwoDigits_nakedPairClearsRow() {
    Candidates c = Marks.open();
    Marks.keep(c, "37", "r1c2", "r1c5");
    assertThat(new NakedSetRule(2).find(c, hint)).isTrue();
    assertThat(hint.technique).isEqualTo(Technique.NAKED_PAIR);
    assertThat(hint.houses[0]).isEqualTo(0);
    assertThat(Marks.eliminations(hint)).hasSize(14).contains("r1c1<>3", "r1c9<>7");
  }

  @Test
  void find_threeCellsThreeDigits_nakedTriple() {
    Candidates c = Marks.open();
    Marks.keep(c, "12", "r2c1");
    Marks.keep(c, "23", "r5c1");
    Marks.keep(c, "13", "r9c1");
    assertThat(new NakedSetRule(3).find(c, hint)).isTrue();
    assertThat(hint.technique).isEqualTo(Technique.NAKED_TRIPLE);
    assertThat(Marks.eliminations(hint)).hasSize(18).contains("r1c1<>1");
  }

  @Test
  void find_pairCellsDiffer_noHint() {
    Candidates c = Marks.open();
    Marks.keep(c, "37", "r1c2");
    Marks.keep(c, "38", "r1c5");
    assertThat(new NakedSetRule(2).find(c, hint)).isFalse();
  }
}
