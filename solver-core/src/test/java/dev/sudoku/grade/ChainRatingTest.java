package dev.sudoku.grade;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class ChainRatingTest {

  @Test
  void lengthAddition_thresholds_followSe() {
    // length = complexity - 2; +0.1 above 4, 6, 8, 12, 16, 24, 32, ...
    int[][] expect = {
      {6, 0}, {7, 1}, {8, 1}, {9, 2}, {10, 2}, {11, 3}, {14, 3}, {15, 4}, {18, 4}, {19, 5}, {26, 5},
      {27, 6}, {34, 6}, {35, 7}
    };
    for (int[] e : expect) {
      assertThat(Math.round(ChainRating.lengthAddition(e[0]) * 10))
          .as("complexity %d", e[0])
          .isEqualTo(e[1]);
    }
  }

  @Test
  void beats_comparesLikeSeInDoubles() {
    ChainRating r = new ChainRating();
    assertThat(r.beats(6.5, 9, 2)).isTrue(); // nothing yet
    assertThat(r.take(6.5, 9, 2)).isEqualTo(67); // 6.5 + 0.2
    // 6.6 + 0.1 is below 6.5 + 0.2 in double arithmetic, as in SE
    assertThat(r.beats(6.6, 8, 2)).isTrue();
    // same rating: fewer literals first, then the lower sort key; later equal ones lose
    r.take(6.5, 10, 2);
    assertThat(r.beats(6.5, 9, 3)).isTrue();
    assertThat(r.beats(6.5, 10, 1)).isTrue();
    assertThat(r.beats(6.5, 10, 2)).isFalse();
  }

  @Test
  void maxUsefulComplexity_boundsWhatCanStillWin() {
    ChainRating r = new ChainRating();
    assertThat(r.maxUsefulComplexity(6.5, 2)).isEqualTo(Integer.MAX_VALUE);
    r.take(6.6, 6, 2); // forcing X-chain, 6.6
    // a cycle (6.5) still wins up to 6.5 + 0.1 = 6.6 with fewer than 6 literals... and below
    int max = r.maxUsefulComplexity(6.5, 2);
    assertThat(r.beats(6.5, max, 2)).isTrue();
    assertThat(r.beats(6.5, max + 1, 2)).isFalse();
  }
}
