package dev.sudoku.grade;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.Grid;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
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

  @Test
  void find_graderPositions_pruningGivesTheSameHints() {
    // every position of these graded paths where the grader asks the rule (steps rated 4.5 or
    // more), with and without pruning; the rule kept along the paths, as the ladder keeps it
    UniqueRectangleRule kept = new UniqueRectangleRule();
    int compared = 0;
    int found = 0;
    Set<Technique> kinds = EnumSet.noneOf(Technique.class);
    List<ReferenceRatings> reference = ReferenceRatings.load("ratings/se-reference-1200.csv", 9.0);
    for (int k = 0; k < reference.size(); k += 4) {
      Grid grid = reference.get(k).puzzle();
      if (reference.get(k).er() < 4.5) {
        continue;
      }
      List<Step> steps = new Grader().grade(grid, true).steps();
      for (int i = 0; i < steps.size(); i++) {
        if (steps.get(i).rating() < 4.5) {
          continue;
        }
        Candidates g = Replay.before(grid, steps, i);
        Hint fast = new Hint();
        Hint plain = new Hint();
        boolean f = kept.find(g, fast);
        boolean p = new UniqueRectangleRule(false).find(g, plain);
        assertThat(CycleAndForcingChainRuleTest.describe(fast, f))
            .as("%s step %d", grid, i)
            .isEqualTo(CycleAndForcingChainRuleTest.describe(plain, p));
        compared++;
        if (p) {
          found++;
          kinds.add(plain.technique);
        }
      }
    }
    assertThat(compared).isGreaterThan(400);
    assertThat(found).isGreaterThan(20);
    assertThat(kinds).contains(Technique.UNIQUE_RECTANGLE);
  }
}
