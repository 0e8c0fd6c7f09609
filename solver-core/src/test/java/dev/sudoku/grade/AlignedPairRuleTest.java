package dev.sudoku.grade;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class AlignedPairRuleTest {
  private final Hint hint = new Hint();

  @Test
  void find_twoExcludersCoverEveryPairWithOne_removesOneFromBothBaseCells() {
    Candidates c = Marks.open();
    Marks.keep(c, "123", "r1c1", "r1c2");
    Marks.keep(c, "12", "r1c5");
    Marks.keep(c, "13", "r1c6");
    assertThat(new AlignedPairRule().find(c, hint)).isTrue();
    assertThat(hint.technique).isEqualTo(Technique.ALIGNED_PAIR_EXCLUSION);
    assertThat(hint.tenths).isEqualTo(62);
    // 1 with 2 empties r1c5, 1 with 3 empties r1c6, 1 with 1 repeats in the row
    assertThat(Marks.eliminations(hint)).containsExactly("r1c1<>1", "r1c2<>1");
  }

  @Test
  void find_excludersNotCoverable_nothingToExclude() {
    Candidates c = Marks.open();
    Marks.keep(c, "123", "r1c1", "r1c2");
    Marks.keep(c, "12", "r1c5");
    Marks.keep(c, "45", "r1c6");
    assertThat(new AlignedPairRule().find(c, hint)).isFalse();
  }

  @Test
  void find_referencePuzzle_sameStepAsGrader() {
    // se-reference-1200.csv, SE 7.2: an aligned pair exclusion on the path
    Step[] s =
        Replay.rerun(
            "080700020600000040002601709004006038300508002820100400908407200010000004040002060",
            Technique.ALIGNED_PAIR_EXCLUSION,
            new AlignedPairRule());
    assertThat(s[1]).isEqualTo(s[0]);
  }

  @Test
  void find_randomPositions_sameHintAsCombinationWalk() {
    // the closed form (and the bases from 81-bit sets) must give SE's walk's hint, cells and order
    SplittableRandom rnd = new SplittableRandom(20261127L);
    AlignedPairRule fast = new AlignedPairRule();
    AlignedPairReference walk = new AlignedPairReference();
    Hint a = new Hint();
    Hint b = new Hint();
    int found = 0;
    for (int n = 0; n < 5000; n++) {
      Candidates g = Marks.open();
      int filled = rnd.nextInt(40);
      int singles = rnd.nextInt(4) == 0 ? 1 : 0;
      for (int c = 0; c < 81; c++) {
        if (rnd.nextInt(81) < filled) {
          g.cand[c] = 0;
        } else if (rnd.nextInt(200) < singles) {
          g.cand[c] = mask(rnd, 1);
        } else {
          int k = rnd.nextInt(10) < 4 ? 2 : 3 + rnd.nextInt(4);
          g.cand[c] = mask(rnd, k);
        }
      }
      boolean fa = fast.find(g, a);
      assertThat(fa).as("case %d", n).isEqualTo(walk.find(g, b));
      if (fa) {
        found++;
        assertThat(Marks.eliminations(a)).as("case %d", n).isEqualTo(Marks.eliminations(b));
        assertThat(Arrays.copyOf(a.cells, a.cellCount))
            .as("case %d", n)
            .containsExactly(Arrays.copyOf(b.cells, b.cellCount));
      }
    }
    assertThat(found).isGreaterThan(200);
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
