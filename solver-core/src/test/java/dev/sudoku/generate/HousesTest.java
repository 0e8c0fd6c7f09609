package dev.sudoku.generate;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class HousesTest {

  @Test
  void peers_everyCell_twentyDistinctCellsSharingAHouse() {
    for (int cell = 0; cell < 81; cell++) {
      int[] peers = Houses.PEERS[cell];
      assertThat(peers).hasSize(20).doesNotHaveDuplicates().doesNotContain(cell).isSorted();
      for (int p : peers) {
        assertThat(
                Houses.ROW[p] == Houses.ROW[cell]
                    || Houses.COL[p] == Houses.COL[cell]
                    || Houses.BOX[p] == Houses.BOX[cell])
            .isTrue();
      }
    }
  }

  @Test
  void cells_everyHouse_nineCellsOfThatHouse() {
    for (int h = 0; h < Houses.COUNT; h++) {
      assertThat(Houses.CELLS[h]).hasSize(9).doesNotHaveDuplicates();
      for (int cell : Houses.CELLS[h]) {
        int index =
            h < 9 ? Houses.ROW[cell] : h < 18 ? 9 + Houses.COL[cell] : 18 + Houses.BOX[cell];
        assertThat(index).isEqualTo(h);
      }
    }
  }
}
