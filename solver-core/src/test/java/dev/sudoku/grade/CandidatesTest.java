package dev.sudoku.grade;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.Grid;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

class CandidatesTest {

  @Test
  void load_givens_removesDigitFromPeersOnly() {
    Candidates c = new Candidates();
    byte[] cells = new byte[81];
    cells[Marks.cell("r1c1")] = 5;
    c.load(cells);
    assertThat(c.has(Marks.cell("r1c9"), 5)).isFalse();
    assertThat(c.has(Marks.cell("r9c1"), 5)).isFalse();
    assertThat(c.has(Marks.cell("r3c3"), 5)).isFalse();
    assertThat(c.has(Marks.cell("r2c4"), 5)).isTrue();
    assertThat(c.cand[Marks.cell("r1c1")]).isZero();
    assertThat(c.emptyCells).isEqualTo(80);
    assertThat(c.empty[0]).isEqualTo(8);
    assertThat(c.positions(0, 5)).isZero();
    assertThat(c.placed[5]).isEqualTo(1);
  }

  @Test
  void eliminate_candidate_updatesEveryHouseView() {
    Candidates c = Marks.open();
    int cell = Marks.cell("r5c6");
    assertThat(c.eliminate(cell, 7)).isTrue();
    assertThat(c.eliminate(cell, 7)).isFalse();
    for (int k = 0; k < 3; k++) {
      int h = Houses.OF_CELL[cell][k];
      assertThat(c.positions(h, 7) & (1 << Houses.INDEX[cell][k])).isZero();
      assertThat(Integer.bitCount(c.positions(h, 7))).isEqualTo(8);
    }
  }

  /** Invariant: the house view always equals the cell view, whatever is placed or removed. */
  @Property(tries = 200)
  void views_afterRandomOperations_agree(
      @ForAll @IntRange(min = 0, max = Integer.MAX_VALUE) int seed) {
    Grid solved =
        Grid.parse(
            "534678912672195348198342567859761423426853791713924856961537284287419635345286179");
    java.util.SplittableRandom random = new java.util.SplittableRandom(seed);
    Candidates c = Marks.open();
    for (int i = 0; i < 60; i++) {
      int cell = random.nextInt(81);
      if (c.value[cell] != 0) {
        continue;
      }
      int d = solved.get(cell);
      if (random.nextBoolean()) {
        c.place(cell, d);
      } else {
        int other = 1 + random.nextInt(9);
        if (other != d) {
          c.eliminate(cell, other);
        }
      }
    }
    for (int h = 0; h < Houses.COUNT; h++) {
      int empty = 0;
      for (int i = 0; i < 9; i++) {
        empty += c.value[Houses.CELLS[h][i]] == 0 ? 1 : 0;
      }
      assertThat(c.empty[h]).isEqualTo(empty);
      for (int d = 1; d <= 9; d++) {
        int expected = 0;
        for (int i = 0; i < 9; i++) {
          if (c.has(Houses.CELLS[h][i], d)) {
            expected |= 1 << i;
          }
        }
        assertThat(c.positions(h, d)).isEqualTo(expected);
      }
    }
  }

  @Test
  void digitCells_afterEliminations_setsHoldExactlyTheCellsWithTheDigit() {
    Candidates g = Marks.open();
    g.eliminate(3, 5);
    g.eliminate(80, 5);
    g.eliminate(70, 1);
    long[] lo = new long[9];
    long[] hi = new long[9];

    g.digitCells(lo, hi);

    for (int d = 0; d < 9; d++) {
      for (int c = 0; c < 81; c++) {
        long word = c < 64 ? lo[d] : hi[d];
        boolean bit = (word & (1L << (c < 64 ? c : c - 64))) != 0;
        assertThat(bit).as("digit %d cell %d", d + 1, c).isEqualTo(g.has(c, d + 1));
      }
    }
    assertThat(hi[4] >>> 17).isZero();
  }
}
