package dev.sudoku.grade;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class HousesTest {

  @Test
  void table_everyCell_inOneHouseOfEachKindAtItsIndex() {
    for (int c = 0; c < 81; c++) {
      for (int k = 0; k < 3; k++) {
        int h = Houses.OF_CELL[c][k];
        assertThat(Houses.kind(h)).isEqualTo(k);
        assertThat(Houses.CELLS[h][Houses.INDEX[c][k]]).isEqualTo(c);
      }
      assertThat(Houses.PEERS[c]).hasSize(20).doesNotContain(c);
    }
  }

  @Test
  void peersBrc_everyCell_samePeersBoxThenRowThenColumn() {
    for (int c = 0; c < 81; c++) {
      assertThat(Houses.PEERS_BRC[c]).containsExactlyInAnyOrder(Houses.PEERS[c]);
      long lo = 0;
      long hi = 0;
      for (int p : Houses.PEERS[c]) {
        lo |= p < 64 ? 1L << p : 0;
        hi |= p < 64 ? 0 : 1L << (p - 64);
      }
      assertThat(Houses.PEER_LO[c]).isEqualTo(lo);
      assertThat(Houses.PEER_HI[c]).isEqualTo(hi);
    }
    // r1c1: the rest of box 1 first (r1c2, r1c3, r2c1, ...), then r1c4.., then r4c1..
    assertThat(Houses.PEERS_BRC[0]).startsWith(1, 2, 9, 10, 11, 18, 19, 20, 3);
    assertThat(Houses.PEERS_BRC[0][8]).isEqualTo(3);
    assertThat(Houses.PEERS_BRC[0][14]).isEqualTo(27);
  }

  @Test
  void name_firstOfEachKind_rowColumnBox() {
    assertThat(Houses.name(0)).isEqualTo("r1");
    assertThat(Houses.name(9)).isEqualTo("c1");
    assertThat(Houses.name(26)).isEqualTo("b9");
    assertThat(Houses.SE_ORDER[0]).isEqualTo(18);
  }
}
