package dev.sudoku.grade;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class FishRuleTest {
  private final Hint hint = new Hint();

  @Test
  void find_twoRowsSameTwoColumns_xWingClearsColumns() {
    Candidates c = Marks.open();
    Marks.confine(c, 4, 0, "r1c2", "r1c7");
    Marks.confine(c, 4, 4, "r5c2", "r5c7");
    assertThat(new FishRule(2).find(c, hint)).isTrue();
    assertThat(hint.technique).isEqualTo(Technique.X_WING);
    assertThat(Marks.eliminations(hint))
        .hasSize(14)
        .contains("r2c2<>4", "r9c7<>4")
        .doesNotContain("r5c2<>4");
  }

  @Test
  void find_threeRowsThreeColumns_swordfish() {
    Candidates c = Marks.open();
    Marks.confine(c, 4, 0, "r1c2", "r1c7");
    Marks.confine(c, 4, 4, "r5c7", "r5c9");
    Marks.confine(c, 4, 8, "r9c2", "r9c9");
    assertThat(new FishRule(2).find(c, hint)).isFalse();
    assertThat(new FishRule(3).find(c, hint)).isTrue();
    assertThat(hint.technique).isEqualTo(Technique.SWORDFISH);
    assertThat(Marks.eliminations(hint)).hasSize(18);
  }

  @Test
  void find_columnsDoNotMatch_noXWing() {
    Candidates c = Marks.open();
    Marks.confine(c, 4, 0, "r1c2", "r1c7");
    Marks.confine(c, 4, 4, "r5c2", "r5c8");
    assertThat(new FishRule(2).find(c, hint)).isFalse();
  }
}
