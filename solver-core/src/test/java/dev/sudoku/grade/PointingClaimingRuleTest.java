package dev.sudoku.grade;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.Grid;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
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

  @Test
  void scan_randomPositionsAndChanges_sameHintsInSameOrderAsPairWalk() {
    // the lookup of locked digits and the crossing-house lists must list what SE's walk over every
    // pair of houses and digit lists, in its order, whatever the changed houses and digits
    SplittableRandom rnd = new SplittableRandom(20261127L);
    int[] dirty = new int[Houses.COUNT];
    int listed = 0;
    for (int n = 0; n < 3000; n++) {
      Candidates g = Marks.open();
      int keepPercent = 15 + rnd.nextInt(70);
      for (int c = 0; c < 81; c++) {
        for (int d = 1; d <= 9; d++) {
          if (rnd.nextInt(100) >= keepPercent) {
            g.eliminate(c, d);
          }
        }
      }
      int dirtyPercent = rnd.nextInt(4) == 0 ? 100 : rnd.nextInt(30);
      for (int h = 0; h < Houses.COUNT; h++) {
        dirty[h] = rnd.nextInt(100) < dirtyPercent ? rnd.nextInt(Candidates.ALL + 1) : 0;
      }
      for (boolean direct : new boolean[] {false, true}) {
        for (int[] changes : new int[][] {null, dirty}) {
          List<String> fast = new ArrayList<>();
          List<String> walk = new ArrayList<>();
          boolean stoppedFast =
              new PointingClaimingRule(direct).scan(g, new Hint(), h -> record(h, fast), changes);
          boolean stoppedWalk =
              new PointingClaimingReference(direct)
                  .scan(g, new Hint(), h -> record(h, walk), changes);
          assertThat(fast).as("case %d direct %s", n, direct).isEqualTo(walk);
          assertThat(stoppedFast).as("case %d direct %s", n, direct).isEqualTo(stoppedWalk);
          listed += fast.size();
        }
      }
    }
    assertThat(listed).isGreaterThan(10_000);
  }

  /** Adds the hint's whole content to the list; never stops the scan. */
  private static boolean record(Hint h, List<String> into) {
    StringBuilder b = new StringBuilder().append(h.technique).append(' ').append(h.tenths);
    b.append(" d").append(h.digits).append(" houses ");
    b.append(Arrays.toString(Arrays.copyOf(h.houses, h.houseCount))).append(" cells ");
    for (int i = 0; i < h.cellCount; i++) {
      b.append(Grid.cellName(h.cells[i])).append(' ');
    }
    b.append(Marks.eliminations(h)).append(' ').append(Marks.placement(h));
    into.add(b.toString());
    return false;
  }
}
