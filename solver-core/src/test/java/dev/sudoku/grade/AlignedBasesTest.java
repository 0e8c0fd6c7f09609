package dev.sudoku.grade;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class AlignedBasesTest {
  @Test
  void collect_oneBivalueCell_itsPeersAreTheBases() {
    Candidates c = Marks.open();
    Marks.keep(c, "12", "r1c5");
    AlignedBases b = new AlignedBases(2);
    assertThat(b.collect(c)).isEqualTo(20);
    assertThat(b.indexOf[Marks.cell("r1c5")]).isEqualTo(-1);
    assertThat(b.indexOf[Marks.cell("r9c9")]).isEqualTo(-1);
    int r1c1 = b.indexOf[Marks.cell("r1c1")];
    assertThat(b.cell[r1c1]).isEqualTo(Marks.cell("r1c1"));
    assertThat(b.isExcluder(r1c1, Marks.cell("r1c5"))).isTrue();
    assertThat(b.isExcluder(r1c1, Marks.cell("r1c6"))).isFalse();
  }

  @Test
  void collect_basesRowMajor() {
    Candidates c = Marks.open();
    Marks.keep(c, "12", "r5c5");
    AlignedBases b = new AlignedBases(2);
    int n = b.collect(c);
    for (int i = 1; i < n; i++) {
      assertThat(b.cell[i]).isGreaterThan(b.cell[i - 1]);
    }
  }

  @Test
  void collect_trivalueCell_excluderOnlyForTriples() {
    Candidates c = Marks.open();
    Marks.keep(c, "123", "r9c9");
    assertThat(new AlignedBases(2).collect(c)).isZero();
    AlignedBases triples = new AlignedBases(3);
    assertThat(triples.collect(c)).isEqualTo(20);
    // r9c9 is cell 80: the high word, bit 16
    int r9c1 = triples.indexOf[Marks.cell("r9c1")];
    assertThat(triples.exHi[r9c1]).isEqualTo(1L << 16);
    assertThat(triples.exLo[r9c1]).isZero();
  }

  @Test
  void collect_peerWithOneCandidate_notABase() {
    Candidates c = Marks.open();
    Marks.keep(c, "12", "r1c5");
    Marks.keep(c, "7", "r1c9");
    AlignedBases b = new AlignedBases(2);
    b.collect(c);
    assertThat(b.indexOf[Marks.cell("r1c1")]).isEqualTo(-1); // sees r1c9
    assertThat(b.indexOf[Marks.cell("r2c5")]).isGreaterThanOrEqualTo(0);
  }

  @Test
  void commonExcluders_twoBivalueCellsSeenByBoth_two() {
    Candidates c = Marks.open();
    Marks.keep(c, "12", "r1c5", "r1c6");
    AlignedBases b = new AlignedBases(2);
    b.collect(c);
    assertThat(b.commonExcluders(b.indexOf[Marks.cell("r1c1")], b.indexOf[Marks.cell("r1c2")]))
        .isEqualTo(2);
    assertThat(b.commonExcluders(b.indexOf[Marks.cell("r1c1")], b.indexOf[Marks.cell("r5c5")]))
        .isEqualTo(1); // r5c5 sees r1c5 only
  }
}
