package dev.sudoku.grade;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.Grid;
import java.util.ArrayList;
import java.util.List;
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

  @Test
  void scan_graderPositions_sameHintsInSameOrderAsTupleWalk() {
    // every position of these graded paths, every form: all plain sets (and each form's first
    // hint from instances kept along the paths, as the ladder keeps them) against SE's walk
    int[] degrees = {2, 3, 2, 3, 4};
    boolean[] directs = {true, true, false, false, false};
    HiddenSetRule[] kept = new HiddenSetRule[degrees.length];
    for (int r = 0; r < kept.length; r++) {
      kept[r] = new HiddenSetRule(degrees[r], directs[r]);
    }
    int[] sets = new int[degrees.length];
    List<ReferenceRatings> reference = ReferenceRatings.load("ratings/se-reference-1200.csv", 9.0);
    for (int k = 0; k < reference.size(); k += 6) {
      Grid grid = reference.get(k).puzzle();
      List<Step> steps = new Grader().grade(grid, true).steps();
      for (int i = 0; i < steps.size(); i++) {
        Candidates g = Replay.before(grid, steps, i);
        for (int r = 0; r < kept.length; r++) {
          HiddenSetRule rule = new HiddenSetRule(degrees[r], directs[r]);
          HiddenSetReference walk =
              new HiddenSetReference(degrees[r], directs[r], technique(degrees[r], directs[r]));
          List<String> fast = new ArrayList<>();
          List<String> slow = new ArrayList<>();
          Hint a = new Hint();
          Hint b = new Hint();
          boolean fa = rule.scan(g, a, h -> !fast.add(describe(h, true)), null);
          boolean fb = walk.scan(g, b, h -> !slow.add(describe(h, true)));
          assertThat(describe(a, fa && directs[r])).isEqualTo(describe(b, fb && directs[r]));
          assertThat(fast).as("%s step %d form %d", grid, i, r).isEqualTo(slow);
          sets[r] += fast.size() + (fa && directs[r] ? 1 : 0);
          Hint first = new Hint();
          boolean ff = kept[r].find(g, first);
          boolean fw = walk.scan(g, b, h -> true);
          assertThat(describe(first, ff))
              .as("%s step %d form %d", grid, i, r)
              .isEqualTo(describe(b, fw));
        }
      }
    }
    assertThat(sets).as("sets found per form").doesNotContain(0);
  }

  private static Technique technique(int degree, boolean direct) {
    if (direct) {
      return degree == 2 ? Technique.DIRECT_HIDDEN_PAIR : Technique.DIRECT_HIDDEN_TRIPLE;
    }
    return degree == 2
        ? Technique.HIDDEN_PAIR
        : degree == 3 ? Technique.HIDDEN_TRIPLE : Technique.HIDDEN_QUAD;
  }

  /** The hint as text: technique, digits, houses, cells, eliminations, placement. */
  private static String describe(Hint h, boolean found) {
    if (!found) {
      return "none";
    }
    StringBuilder b = new StringBuilder(h.technique + " " + h.tenths + " " + h.digits);
    for (int i = 0; i < h.houseCount; i++) {
      b.append(" h").append(h.houses[i]);
    }
    for (int i = 0; i < h.cellCount; i++) {
      b.append(" c").append(h.cells[i]);
    }
    b.append(' ').append(Marks.eliminations(h)).append(" place ");
    return b.append(h.placeCell).append('=').append(h.placeDigit).toString();
  }
}
