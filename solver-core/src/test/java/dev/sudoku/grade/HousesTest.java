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
  void name_firstOfEachKind_rowColumnBox() {
    assertThat(Houses.name(0)).isEqualTo("r1");
    assertThat(Houses.name(9)).isEqualTo("c1");
    assertThat(Houses.name(26)).isEqualTo("b9");
    assertThat(Houses.SE_ORDER[0]).isEqualTo(18);
  }
}
