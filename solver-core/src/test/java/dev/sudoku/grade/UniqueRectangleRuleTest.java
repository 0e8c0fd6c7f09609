package dev.sudoku.grade;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class UniqueRectangleRuleTest {
  private final Hint hint = new Hint();

  @Test
  void find_rectangleWithOneExtraCell_type1RemovesPairFromIt() {
    Candidates c = Marks.open();
    Marks.keep(c, "12", "r1c1", "r1c4", "r2c1");
    Marks.keep(c, "123", "r2c4");
    assertThat(new UniqueRectangleRule().find(c, hint)).isTrue();
    assertThat(hint.technique).isEqualTo(Technique.UNIQUE_RECTANGLE);
    assertThat(hint.tenths).isEqualTo(45);
    assertThat(Marks.eliminations(hint)).containsExactly("r2c4<>1", "r2c4<>2");
  }

  @Test
  void find_rectangleTwoExtrasSameDigit_type2RemovesItFromCommonPeers() {
    Candidates c = Marks.open();
    Marks.keep(c, "12", "r1c1", "r1c4");
    Marks.keep(c, "125", "r2c1", "r2c4");
    // keep the loop search small: 1 and 2 nowhere else near
    assertThat(new UniqueRectangleRule().find(c, hint)).isTrue();
    assertThat(hint.technique).isEqualTo(Technique.UNIQUE_RECTANGLE);
    assertThat(Marks.eliminations(hint)).contains("r2c9<>5").doesNotContain("r3c1<>5");
  }

  @Test
  void find_rectangleInsideOneBox_noHint() {
    Candidates c = Marks.open();
    Marks.keep(c, "12", "r1c1", "r1c2", "r2c1");
    Marks.keep(c, "123", "r2c2");
    assertThat(new UniqueRectangleRule().find(c, hint)).isFalse();
  }

  @Test
  void find_rectangleWithoutExtras_noHint() {
    Candidates c = Marks.open();
    Marks.keep(c, "12", "r1c1", "r1c4", "r2c1", "r2c4");
    assertThat(new UniqueRectangleRule().find(c, hint)).isFalse();
  }
}
