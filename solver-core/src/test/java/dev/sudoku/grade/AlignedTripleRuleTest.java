package dev.sudoku.grade;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class AlignedTripleRuleTest {

  @Test
  void find_referencePuzzle_sameStepAsGrader() {
    // se-reference-hard.csv, SE 8.9: "aligned triple exclusion in r4c1,r5c9,r4c3: r4c3<>6"
    Step[] s = Replay.rerun(
        "700040006000759000900801003000524000030000020400000007501000208080000010209000304",
        Technique.ALIGNED_TRIPLE_EXCLUSION, new AlignedTripleRule());
    assertThat(s[1]).isEqualTo(s[0]);
    assertThat(s[0].rating()).isEqualTo(7.5);
    assertThat(s[0].cells()).hasSize(3);
  }

  /** Regression: without aligned triple exclusion this puzzle rated 8.3 instead of SE's 7.5. */
  @Test
  void grade_puzzleNeedingAte_ratedLikeSe() {
    Grade g = new Grader().grade(dev.sudoku.core.Grid.parse(
        "..........5.....9....7831...........362.1...95793.2....3.2...7...8..5..31.....6.2"));
    assertThat(g.er()).isEqualTo(7.5);
    assertThat(g.hardest()).isEqualTo(Technique.ALIGNED_TRIPLE_EXCLUSION);
  }

  @Test
  void find_noCellWithFewCandidates_nothing() {
    assertThat(new AlignedTripleRule().find(Marks.open(), new Hint())).isFalse();
  }
}
