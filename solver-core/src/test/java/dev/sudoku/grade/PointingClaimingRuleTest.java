package dev.sudoku.grade;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class PointingClaimingRuleTest {
  private final Hint hint = new Hint();

  @Test
  void find_digitOfBoxInOneRow_pointing() {
    Candidates c = Marks.open();
    Marks.confine(c, 5, 18, "r1c1", "r1c2");
    assertThat(new PointingClaimingRule(false).find(c, hint)).isTrue();
    assertThat(hint.technique).isEqualTo(Technique.POINTING);
    assertThat(hint.tenths).isEqualTo(26);
    assertThat(Marks.eliminations(hint))
        .containsExactly("r1c4<>5", "r1c5<>5", "r1c6<>5", "r1c7<>5", "r1c8<>5", "r1c9<>5");
  }

  @Test
  void find_digitOfColumnInOneBox_claiming() {
    Candidates c = Marks.open();
    Marks.confine(c, 5, 9 + 4, "r4c5", "r6c5");
    assertThat(new PointingClaimingRule(false).find(c, hint)).isTrue();
    assertThat(hint.technique).isEqualTo(Technique.CLAIMING);
    assertThat(Marks.eliminations(hint))
        .hasSize(6)
        .contains("r4c4<>5", "r6c6<>5")
        .doesNotContain("r4c5<>5");
  }

  @Test
  void find_digitSpreadOverRowsAndColumns_noHint() {
    Candidates c = Marks.open();
    Marks.confine(c, 5, 18, "r1c1", "r2c2");
    assertThat(new PointingClaimingRule(false).find(c, hint)).isFalse();
  }

  @Test
  void find_pointingWithoutFollowingSingle_noDirectHint() {
    Candidates c = Marks.open();
    Marks.confine(c, 5, 18, "r1c1", "r1c2");
    assertThat(new PointingClaimingRule(true).find(c, hint)).isFalse();
  }

  @Test
  void find_pointingLeavingSingleInNextBox_directPointingPlaces() {
    Candidates c = Marks.open();
    Marks.confine(c, 5, 18, "r1c1", "r1c2");
    Marks.confine(c, 5, 19, "r1c4", "r1c5", "r2c4");
    assertThat(new PointingClaimingRule(true).find(c, hint)).isTrue();
    assertThat(hint.technique).isEqualTo(Technique.DIRECT_POINTING);
    assertThat(hint.tenths).isEqualTo(17);
    assertThat(Marks.placement(hint)).isEqualTo("r2c4=5");
  }

  @Test
  void find_claimingLeavingSingleInNextRow_directClaimingPlaces() {
    Candidates c = new Candidates();
    byte[] cells = new byte[81];
    cells[Marks.cell("r7c3")] = 5;
    cells[Marks.cell("r8c5")] = 5;
    cells[Marks.cell("r9c9")] = 5;
    c.load(cells);
    Marks.confine(c, 5, 0, "r1c1", "r1c2");
    Marks.confine(c, 5, 1, "r2c1", "r2c4");
    Marks.remove(c, 5, "r3c7", "r3c8");
    assertThat(new PointingClaimingRule(true).find(c, hint)).isTrue();
    assertThat(hint.technique).isEqualTo(Technique.DIRECT_CLAIMING);
    assertThat(hint.tenths).isEqualTo(19);
    assertThat(Marks.placement(hint)).isEqualTo("r2c4=5");
  }
}
