package dev.sudoku.grade;

import static org.assertj.core.api.Assertions.assertThat;

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
}
