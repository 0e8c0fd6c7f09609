package dev.sudoku.grade;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class FruitlessTuplesTest {
  /** A memo whose first search, on {@code g}, tried tuple 3 in vain. */
  private static FruitlessTuples triedOn(Candidates g) {
    FruitlessTuples memo = new FruitlessTuples(10);
    memo.begin(g);
    memo.tried(3);
    return memo;
  }

  @Test
  void known_neverTried_false() {
    FruitlessTuples memo = new FruitlessTuples(10);
    memo.begin(Marks.open());

    assertThat(memo.known(3, 1L, 0)).isFalse();
  }

  @Test
  void known_triedAndNothingChanged_true() {
    Candidates g = Marks.open();
    FruitlessTuples memo = triedOn(g);
    memo.begin(g);

    assertThat(memo.known(3, ~0L, (1L << 17) - 1)).isTrue();
  }

  @Test
  void known_aCellItReadsChangedSince_false() {
    Candidates g = Marks.open();
    FruitlessTuples memo = triedOn(g);
    g.eliminate(70, 5);
    memo.begin(g);

    assertThat(memo.known(3, ~0L, 0)).isTrue();
    assertThat(memo.known(3, 0, FruitlessTuples.hi(70))).isFalse();
  }

  @Test
  void known_changedBeforeItWasTried_true() {
    FruitlessTuples memo = new FruitlessTuples(10);
    Candidates g = Marks.open();
    memo.begin(g);
    g.eliminate(10, 5);
    memo.begin(g);
    memo.tried(3);
    memo.begin(g);

    assertThat(memo.known(3, FruitlessTuples.lo(10), 0)).isTrue();
  }

  @Test
  void known_triedSearchesAgo_seesEveryChangeSinceAndForgetsAfter64() {
    for (int ago = 1; ago < 300; ago++) {
      Candidates g = Marks.open();
      FruitlessTuples memo = triedOn(g);
      for (int i = 1; i < ago; i++) {
        memo.begin(g);
      }
      int c = ago % 81;
      g.eliminate(c, 1 + ago % 9);
      memo.begin(g);

      // the search ago begins back is remembered within the ring only
      assertThat(memo.known(3, FruitlessTuples.lo(c), FruitlessTuples.hi(c))).isFalse();
      assertThat(memo.known(3, ~FruitlessTuples.lo(c), ~FruitlessTuples.hi(c)))
          .as("tried %d searches ago", ago)
          .isEqualTo(ago < 64);
    }
  }

  @Test
  void known_triedAgainAfterManySearches_remembersTheLatest() {
    Candidates g = Marks.open();
    FruitlessTuples memo = triedOn(g);
    for (int i = 0; i < 1000; i++) {
      if (i == 500) {
        g.eliminate(70, 5);
      }
      memo.begin(g);
      if (i % 100 == 0) {
        memo.tried(3);
      }
    }

    // last tried at begin 902, 99 begins ago: forgotten; 4 never tried
    assertThat(memo.known(3, 1L, 0)).isFalse();
    memo.tried(3);
    memo.begin(g);
    assertThat(memo.known(3, ~0L, ~0L)).isTrue();
    assertThat(memo.known(4, 1L, 0)).isFalse();
  }

  @Test
  void rank_everyTripleOfCells_distinctAndDense() {
    boolean[] seen = new boolean[85320];
    for (int a = 0; a < 81; a++) {
      for (int b = a + 1; b < 81; b++) {
        for (int c = b + 1; c < 81; c++) {
          int r = AlignedTripleRule.rank(c, a, b);
          assertThat(seen[r]).isFalse();
          seen[r] = true;
        }
      }
    }
    assertThat(seen).containsOnly(true);
  }

  /** One instance carried along real graded paths finds what fresh instances find. */
  @Test
  void find_oneInstanceAlongGradedPaths_sameHintsAsFreshInstances() {
    Rule pairs = new AlignedPairRule();
    Rule triples = new AlignedTripleRule();
    int found = 0;
    for (Candidates position : FruitlessScanTest.Paths.positions()) {
      Step pair = FruitlessScanTest.Paths.hint(new AlignedPairRule(), position);
      Step triple = FruitlessScanTest.Paths.hint(new AlignedTripleRule(), position);
      assertThat(FruitlessScanTest.Paths.hint(pairs, position)).isEqualTo(pair);
      assertThat(FruitlessScanTest.Paths.hint(triples, position)).isEqualTo(triple);
      found += (pair == null ? 0 : 1) + (triple == null ? 0 : 1);
    }
    assertThat(found).isGreaterThan(10);
  }
}
