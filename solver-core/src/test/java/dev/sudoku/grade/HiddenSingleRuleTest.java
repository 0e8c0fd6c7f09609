package dev.sudoku.grade;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class HiddenSingleRuleTest {
  private final Hint hint = new Hint();

  @Test
  void find_digitWithOnePlaceInBox_hiddenSingleBox() {
    Candidates c = Marks.open();
    Marks.confine(c, 6, 18 + 4, "r5c5");
    assertThat(new HiddenSingleRule().find(c, hint)).isTrue();
    assertThat(hint.technique).isEqualTo(Technique.HIDDEN_SINGLE_BOX);
    assertThat(hint.tenths).isEqualTo(12);
    assertThat(Marks.placement(hint)).isEqualTo("r5c5=6");
  }

  @Test
  void find_digitWithOnePlaceInRow_hiddenSingleLine() {
    Candidates c = Marks.open();
    Marks.confine(c, 6, 3, "r4c9");
    assertThat(new HiddenSingleRule().find(c, hint)).isTrue();
    assertThat(hint.technique).isEqualTo(Technique.HIDDEN_SINGLE_LINE);
    assertThat(Marks.placement(hint)).isEqualTo("r4c9=6");
  }

  @Test
  void find_lastEmptyCellOfHouse_fullHouseFirst() {
    Candidates c = new Candidates();
    byte[] cells = new byte[81];
    byte[] row = {1, 2, 3, 4, 5, 6, 7, 8, 0};
    System.arraycopy(row, 0, cells, 72, 9);
    // a box single elsewhere must not win over the full house
    cells[0] = 9;
    c.load(cells);
    Marks.confine(c, 4, 18 + 4, "r5c5");
    assertThat(new HiddenSingleRule().find(c, hint)).isTrue();
    assertThat(hint.technique).isEqualTo(Technique.FULL_HOUSE);
    assertThat(Marks.placement(hint)).isEqualTo("r9c9=9");
  }

  @Test
  void find_everyDigitTwoPlaces_noHint() {
    Candidates c = Marks.open();
    Marks.confine(c, 6, 3, "r4c8", "r4c9");
    assertThat(new HiddenSingleRule().find(c, hint)).isFalse();
  }
}
