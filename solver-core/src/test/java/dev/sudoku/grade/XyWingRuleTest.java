package dev.sudoku.grade;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.SplittableRandom;
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

  @Test
  void find_randomPositions_sameHintAsPeerWalk() {
    // wings read from the bivalue cells' 81-bit set must give the hint of SE's walk over every peer
    SplittableRandom rnd = new SplittableRandom(20261127L);
    Hint a = new Hint();
    Hint b = new Hint();
    int[] found = new int[2];
    for (int n = 0; n < 4000; n++) {
      Candidates g = Marks.open();
      int filledPercent = rnd.nextInt(50);
      int bivaluePercent = 5 + rnd.nextInt(40);
      for (int c = 0; c < 81; c++) {
        int keep;
        int r = rnd.nextInt(100);
        if (r < filledPercent) {
          keep = 0;
        } else if (rnd.nextInt(100) < bivaluePercent) {
          keep = mask(rnd, 2);
        } else {
          keep = mask(rnd, 3 + rnd.nextInt(3));
        }
        for (int d = 1; d <= 9; d++) {
          if ((keep & (1 << (d - 1))) == 0) {
            g.eliminate(c, d);
          }
        }
      }
      for (int kind = 0; kind < 2; kind++) {
        boolean xyz = kind == 1;
        boolean fa = new XyWingRule(xyz).find(g, a);
        assertThat(fa).as("case %d xyz %s", n, xyz).isEqualTo(new XyWingReference(xyz).find(g, b));
        if (fa) {
          found[kind]++;
          assertThat(a.technique).isEqualTo(b.technique);
          assertThat(a.digits).as("case %d xyz %s", n, xyz).isEqualTo(b.digits);
          assertThat(Arrays.copyOf(a.cells, a.cellCount))
              .as("case %d xyz %s", n, xyz)
              .containsExactly(Arrays.copyOf(b.cells, b.cellCount));
          assertThat(Marks.eliminations(a))
              .as("case %d xyz %s", n, xyz)
              .isEqualTo(Marks.eliminations(b));
        }
      }
    }
    assertThat(found[0]).isGreaterThan(500);
    assertThat(found[1]).isGreaterThan(500);
  }

  /** A random 9-bit mask with k bits. */
  private static int mask(SplittableRandom rnd, int k) {
    int m = 0;
    while (Integer.bitCount(m) < k) {
      m |= 1 << rnd.nextInt(9);
    }
    return m;
  }
}
