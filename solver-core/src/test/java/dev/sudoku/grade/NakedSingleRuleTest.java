package dev.sudoku.grade;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class NakedSingleRuleTest {
  private final Hint hint = new Hint();

  @Test
  void find_cellWithOneCandidate_placesIt() {
    Candidates c = Marks.open();
    Marks.keep(c, "8", "r7c3");
    assertThat(new NakedSingleRule().find(c, hint)).isTrue();
    assertThat(hint.technique).isEqualTo(Technique.NAKED_SINGLE);
    assertThat(Marks.placement(hint)).isEqualTo("r7c3=8");
  }

  @Test
  void find_cellsWithTwoCandidates_noHint() {
    Candidates c = Marks.open();
    Marks.keep(c, "38", "r7c3");
    assertThat(new NakedSingleRule().find(c, hint)).isFalse();
  }
}
