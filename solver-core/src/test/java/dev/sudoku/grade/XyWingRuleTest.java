package dev.sudoku.grade;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class XyWingRuleTest {
  private final Hint hint = new Hint();

  @Test
  void find_pivotAndTwoWings_xyWingRemovesZFromCommonPeers() {
    Candidates c = Marks.open();
    Marks.keep(c, "12", "r1c1");
    Marks.keep(c, "13", "r1c5");
    Marks.keep(c, "23", "r5c1");
    assertThat(new XyWingRule(false).find(c, hint)).isTrue();
    assertThat(hint.technique).isEqualTo(Technique.XY_WING);
    assertThat(hint.tenths).isEqualTo(42);
    assertThat(Marks.eliminations(hint)).containsExactly("r5c5<>3");
  }

  @Test
  void find_wingsWithoutCommonDigit_noXyWing() {
    Candidates c = Marks.open();
    Marks.keep(c, "12", "r1c1");
    Marks.keep(c, "13", "r1c5");
    Marks.keep(c, "24", "r5c1");
    assertThat(new XyWingRule(false).find(c, hint)).isFalse();
  }

  @Test
  void find_trivaluePivot_xyzWingRemovesZSeenByAllThree() {
    Candidates c = Marks.open();
    Marks.keep(c, "123", "r1c1");
    Marks.keep(c, "13", "r1c5");
    Marks.keep(c, "23", "r2c2");
    assertThat(new XyWingRule(true).find(c, hint)).isTrue();
    assertThat(hint.technique).isEqualTo(Technique.XYZ_WING);
    assertThat(Marks.eliminations(hint)).containsExactly("r1c2<>3", "r1c3<>3");
  }

  @Test
  void find_trivaluePivot_noPlainXyWing() {
    Candidates c = Marks.open();
    Marks.keep(c, "123", "r1c1");
    Marks.keep(c, "13", "r1c5");
    Marks.keep(c, "23", "r2c2");
    assertThat(new XyWingRule(false).find(c, hint)).isFalse();
  }
}
