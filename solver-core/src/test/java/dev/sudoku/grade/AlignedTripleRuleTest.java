package dev.sudoku.grade;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class AlignedTripleRuleTest {

  @Test
  void find_referencePuzzle_sameStepAsGrader() {
    // se-reference-hard.csv, SE 8.9: "aligned triple exclusion in r4c1,r5c9,r4c3: r4c3<>6"
    Step[] s =
        Replay.rerun(
            "700040006000759000900801003000524000030000020400000007501000208080000010209000304",
            Technique.ALIGNED_TRIPLE_EXCLUSION,
            new AlignedTripleRule());
    assertThat(s[1]).isEqualTo(s[0]);
    assertThat(s[0].rating()).isEqualTo(7.5);
    assertThat(s[0].cells()).hasSize(3);
  }

  /** Regression: without aligned triple exclusion this puzzle rated 8.3 instead of SE's 7.5. */
  @Test
  void grade_puzzleNeedingAte_ratedLikeSe() {
    Grade g =
        new Grader()
            .grade(
                dev.sudoku.core.Grid.parse(
                    "..........5.....9....7831...........362.1...95793.2....3.2...7...8..5..31.....6.2"));
    assertThat(g.er()).isEqualTo(7.5);
    assertThat(g.hardest()).isEqualTo(Technique.ALIGNED_TRIPLE_EXCLUSION);
  }

  @Test
  void find_noCellWithFewCandidates_nothing() {
    assertThat(new AlignedTripleRule().find(Marks.open(), new Hint())).isFalse();
  }

  @Test
  void possible_randomCases_sameAsTestingEveryTriple() {
    // the pair-at-a-time enumeration must give exactly the values the plain triple loop gives
    SplittableRandom rnd = new SplittableRandom(20261123L);
    int[] ex = new int[8];
    int[] got = new int[3];
    for (int n = 0; n < 200_000; n++) {
      int c0 = mask(rnd, 2 + rnd.nextInt(4));
      int c1 = mask(rnd, 2 + rnd.nextInt(4));
      int c2 = mask(rnd, 2 + rnd.nextInt(4));
      int union = c0 | c1 | c2;
      int ne = rnd.nextInt(7);
      for (int e = 0; e < ne; e++) {
        int m;
        do {
          m = mask(rnd, 2 + rnd.nextInt(2));
        } while ((m & ~union) != 0 && rnd.nextInt(8) != 0);
        ex[e] = m;
      }
      boolean s01 = rnd.nextBoolean();
      boolean s02 = rnd.nextBoolean();
      boolean s12 = rnd.nextBoolean();
      AlignedTripleRule.possible(c0, c1, c2, s01, s02, s12, ex, ne, got);
      assertThat(got)
          .as("case %d", n)
          .containsExactly(everyTriple(c0, c1, c2, s01, s02, s12, ex, ne));
    }
  }

  @Test
  void find_randomPositions_sameHintAsUnskippedSearch() {
    // skipping triples already tried (and twin lists built once) must not change the hint
    SplittableRandom rnd = new SplittableRandom(5L);
    AlignedTripleRule fast = new AlignedTripleRule();
    AlignedTripleReference slow = new AlignedTripleReference();
    Hint a = new Hint();
    Hint b = new Hint();
    int found = 0;
    for (int n = 0; n < 3000; n++) {
      Candidates g = Marks.open();
      int filled = rnd.nextInt(30);
      for (int c = 0; c < 81; c++) {
        if (rnd.nextInt(81) < filled) {
          g.cand[c] = 0;
        } else {
          int k = rnd.nextInt(10) < 5 ? 2 : 3 + rnd.nextInt(3);
          g.cand[c] = mask(rnd, k);
        }
      }
      boolean fa = fast.find(g, a);
      assertThat(fa).as("case %d", n).isEqualTo(slow.find(g, b));
      if (fa) {
        found++;
        assertThat(Marks.eliminations(a)).as("case %d", n).isEqualTo(Marks.eliminations(b));
        assertThat(java.util.Arrays.copyOf(a.cells, a.cellCount))
            .containsExactly(java.util.Arrays.copyOf(b.cells, b.cellCount));
      }
    }
    assertThat(found).isGreaterThan(100);
  }

  /** A random 9-bit mask with k bits. */
  private static int mask(SplittableRandom rnd, int k) {
    int m = 0;
    while (Integer.bitCount(m) < k) {
      m |= 1 << rnd.nextInt(9);
    }
    return m;
  }

  /** The definition: every triple of values tested on its own. */
  private static int[] everyTriple(
      int c0, int c1, int c2, boolean s01, boolean s02, boolean s12, int[] ex, int ne) {
    int[] a = new int[3];
    for (int x = c0; x != 0; x &= x - 1) {
      int bx = x & -x;
      for (int y = c1; y != 0; y &= y - 1) {
        int by = y & -y;
        for (int z = c2; z != 0; z &= z - 1) {
          int bz = z & -z;
          if ((bx == by && s01) || (bx == bz && s02) || (by == bz && s12)) {
            continue;
          }
          boolean ok = true;
          for (int e = 0; e < ne; e++) {
            ok &= (ex[e] & ~(bx | by | bz)) != 0;
          }
          if (ok) {
            a[0] |= bx;
            a[1] |= by;
            a[2] |= bz;
          }
        }
      }
    }
    return a;
  }
}
