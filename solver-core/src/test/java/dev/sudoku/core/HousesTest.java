package dev.sudoku.core;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class HousesTest {

  @Test
  void of_everyCell_inOneHouseOfEachKindAtItsPosition() {
    for (int c = 0; c < Grid.CELLS; c++) {
      int row = c / 9;
      int column = c % 9;
      assertThat(Houses.row(c)).isEqualTo(row);
      assertThat(Houses.column(c)).isEqualTo(column);
      assertThat(Houses.box(c)).isEqualTo(row / 3 * 3 + column / 3);
      assertThat(Houses.of(c, Houses.ROW)).isEqualTo(row);
      assertThat(Houses.of(c, Houses.COLUMN)).isEqualTo(9 + column);
      assertThat(Houses.of(c, Houses.BOX)).isEqualTo(18 + Houses.box(c));
      for (int kind = Houses.ROW; kind <= Houses.BOX; kind++) {
        int h = Houses.of(c, kind);
        assertThat(Houses.kind(h)).isEqualTo(kind);
        assertThat(Houses.cell(h, Houses.indexIn(c, h))).isEqualTo(c);
      }
    }
  }

  @Test
  void cells_everyHouse_nineDistinctCellsThatItHolds() {
    boolean[][] in = new boolean[Houses.COUNT][Grid.CELLS];
    for (int h = 0; h < Houses.COUNT; h++) {
      int[] cells = Houses.cells(h);
      assertThat(cells).hasSize(9).doesNotHaveDuplicates();
      for (int i = 0; i < 9; i++) {
        assertThat(Houses.cell(h, i)).isEqualTo(cells[i]);
        assertThat(Houses.indexIn(cells[i], h)).isEqualTo(i);
        in[h][cells[i]] = true;
      }
    }
    for (int c = 0; c < Grid.CELLS; c++) {
      for (int h = 0; h < Houses.COUNT; h++) {
        assertThat(Houses.indexIn(c, h) >= 0).isEqualTo(in[h][c]);
      }
    }
  }

  @Test
  void cells_copy_changingItLeavesTheTable() {
    Houses.cells(4)[0] = 80;
    Houses.peers(4)[0] = 80;
    assertThat(Houses.cell(4, 0)).isEqualTo(36);
    assertThat(Houses.peer(4, 0)).isEqualTo(0);
  }

  @Test
  void peers_everyCell_theTwentyOtherCellsSharingAHouseAscending() {
    for (int c = 0; c < Grid.CELLS; c++) {
      int[] peers = Houses.peers(c);
      assertThat(peers).hasSize(Houses.PEERS).doesNotHaveDuplicates().doesNotContain(c).isSorted();
      int seen = 0;
      for (int o = 0; o < Grid.CELLS; o++) {
        boolean shares = o / 9 == c / 9 || o % 9 == c % 9 || Houses.box(o) == Houses.box(c);
        assertThat(Houses.sees(c, o)).isEqualTo(shares);
        if (shares && o != c) {
          assertThat(Houses.peer(c, seen++)).isEqualTo(o);
        }
      }
      assertThat(seen).isEqualTo(Houses.PEERS);
    }
  }

  @Test
  void names_firstAndLastOfEachKind_communityNotation() {
    assertThat(Houses.name(0)).isEqualTo("r1");
    assertThat(Houses.name(17)).isEqualTo("c9");
    assertThat(Houses.name(26)).isEqualTo("b9");
    assertThat(Houses.longName(8)).isEqualTo("row 9");
    assertThat(Houses.longName(9)).isEqualTo("column 1");
    assertThat(Houses.longName(18)).isEqualTo("box 1");
  }
}
