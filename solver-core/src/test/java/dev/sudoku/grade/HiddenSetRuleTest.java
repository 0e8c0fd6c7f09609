package dev.sudoku.grade;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class HiddenSetRuleTest {
  private final Hint hint = new Hint();

  @Test
  void find_twoDigitsInSameTwoCells_hiddenPairClearsThem() {
    Candidates c = Marks.open();
    Marks.confine(c, 1, 0, "r1c1", "r1c2");
    Marks.confine(c, 2, 0, "r1c1", "r1c2");
    assertThat(new HiddenSetRule(2, false).find(c, hint)).isTrue();
    assertThat(hint.technique).isEqualTo(Technique.HIDDEN_PAIR);
    assertThat(hint.digits).isEqualTo(0b11);
    assertThat(Marks.eliminations(hint))
        .hasSize(14)
        .contains("r1c1<>3", "r1c2<>9")
        .doesNotContain("r1c1<>1");
  }

  @Test
  void find_hiddenPairWithoutFollowingSingle_noDirectHint() {
    Candidates c = Marks.open();
    Marks.confine(c, 1, 0, "r1c1", "r1c2");
    Marks.confine(c, 2, 0, "r1c1", "r1c2");
    assertThat(new HiddenSetRule(2, true).find(c, hint)).isFalse();
  }

  @Test
  void find_hiddenPairLeavingSingle_directHiddenPairPlaces() {
    Candidates c = Marks.open();
    Marks.confine(c, 1, 0, "r1c1", "r1c2");
    Marks.confine(c, 2, 0, "r1c1", "r1c2");
    Marks.confine(c, 3, 0, "r1c1", "r1c2", "r1c3");
    assertThat(new HiddenSetRule(2, true).find(c, hint)).isTrue();
    assertThat(hint.technique).isEqualTo(Technique.DIRECT_HIDDEN_PAIR);
    assertThat(hint.tenths).isEqualTo(20);
    assertThat(Marks.placement(hint)).isEqualTo("r1c3=3");
  }

  @Test
  void find_digitsInThreeCells_noHiddenPair() {
    Candidates c = Marks.open();
    Marks.confine(c, 1, 0, "r1c1", "r1c2");
    Marks.confine(c, 2, 0, "r1c1", "r1c3");
    assertThat(new HiddenSetRule(2, false).find(c, hint)).isFalse();
  }

  @Test
  void find_fourDigitsInFourCells_hiddenQuad() {
    Candidates c = Marks.open();
    for (int d = 1; d <= 4; d++) {
      Marks.confine(c, d, 18 + 8, "r7c7", "r8c8", "r9c9", "r9c7");
    }
    assertThat(new HiddenSetRule(3, false).find(c, hint)).isFalse();
    assertThat(new HiddenSetRule(4, false).find(c, hint)).isTrue();
    assertThat(hint.technique).isEqualTo(Technique.HIDDEN_QUAD);
    assertThat(hint.tenths).isEqualTo(54);
    assertThat(Marks.eliminations(hint)).hasSize(20);
  }
}
