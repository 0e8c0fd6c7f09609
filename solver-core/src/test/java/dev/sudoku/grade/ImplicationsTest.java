package dev.sudoku.grade;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;

class ImplicationsTest {
  private final Implications eng = new Implications();

  @Test
  void code_roundTrips() {
    int code = Implications.code(80, 9, true);
    assertThat(Implications.cellOf(code)).isEqualTo(80);
    assertThat(Implications.digitOf(code)).isEqualTo(9);
    assertThat(Implications.isOn(code)).isTrue();
    assertThat(Implications.isOn(code ^ 1)).isFalse();
  }

  @Test
  void prepare_bivalueAndBilocal_tabulatesStrongLinks() {
    Candidates c = Marks.open();
    Marks.keep(c, "12", "r1c1");
    // digit 3 only in r1c2 and r1c9 within row 1
    Marks.confine(c, 3, 0, "r1c2", "r1c9");
    eng.prepare(c);
    int r1c1two = Marks.cell("r1c1") * 9 + 1;
    assertThat(eng.bivalue[r1c1two]).isEqualTo(Marks.cell("r1c1") * 9);
    assertThat(eng.strongKind[r1c1two] & 1).isOne();
    int r1c2three = Marks.cell("r1c2") * 9 + 2;
    assertThat(eng.bivalue[r1c2three]).isEqualTo(-1);
    assertThat(eng.strongKind[r1c2three]).isEqualTo((byte) 2);
    // "r1c2 off" leads to "r1c9 on" (row 1): the only bilocal partner of 3 in r1c2
    assertThat(eng.conjStart[r1c2three + 1] - eng.conjStart[r1c2three]).isOne();
    assertThat(eng.conj[eng.conjStart[r1c2three]]).isEqualTo(Marks.cell("r1c9"));
  }

  @Test
  void prepare_sameGridTwice_tabulatesOnceNewGridAgain() {
    Candidates c = Marks.open();
    eng.prepare(c);
    long first = eng.prepared;
    eng.prepare(c);
    assertThat(eng.prepared).isEqualTo(first);
    c.eliminate(0, 1);
    eng.prepare(c);
    assertThat(eng.prepared).isEqualTo(first + 1);
  }

  /**
   * Every table equals its definition, read literal by literal from the grid: peers of the same
   * digit in SE's order ({@link Houses#PEERS_BRC}), bilocal partners per house in box, row, column
   * order, each once, the bivalue partner, the kinds of strong links, and the three weak tables.
   */
  @Property(tries = 200)
  void prepare_randomMarks_tablesEqualTheirDefinitions(@ForAll long seed) {
    SplittableRandom r = new SplittableRandom(seed);
    Candidates c = CycleAndForcingChainRuleTest.randomMarks(r, 1 + r.nextInt(9));
    eng.prepare(c);
    for (int t = 1; t <= 3; t++) {
      eng.weakTable(t);
    }
    for (int lit = 0; lit < 729; lit++) {
      int cell = lit / 9;
      int d = lit % 9;
      boolean has = (c.cand[cell] & 1 << d) != 0;
      List<Integer> peers = new ArrayList<>();
      List<Integer> conj = new ArrayList<>();
      int bivalue = -1;
      int kind = 0;
      if (has) {
        for (int p : Houses.PEERS_BRC[cell]) {
          if ((c.cand[p] & 1 << d) != 0) {
            peers.add(p);
          }
        }
        for (int k : Houses.KIND_ORDER_BRC) {
          List<Integer> holders = new ArrayList<>();
          for (int p : Houses.CELLS[Houses.of(cell, k)]) {
            if ((c.cand[p] & 1 << d) != 0) {
              holders.add(p);
            }
          }
          if (holders.size() == 2) {
            int o = holders.get(0) == cell ? holders.get(1) : holders.get(0);
            if (!conj.contains(o)) {
              conj.add(o);
            }
          }
        }
        if (Integer.bitCount(c.cand[cell]) == 2) {
          bivalue = cell * 9 + Integer.numberOfTrailingZeros(c.cand[cell] & ~(1 << d));
          kind |= 1;
        }
        kind |= conj.isEmpty() ? 0 : 2;
      }
      assertThat(slice(eng.peers, eng.peerStart, lit)).as("peers %d", lit).isEqualTo(peers);
      assertThat(slice(eng.conj, eng.conjStart, lit)).as("conj %d", lit).isEqualTo(conj);
      assertThat(eng.bivalue[lit]).as("bivalue %d", lit).isEqualTo(bivalue);
      assertThat((int) eng.strongKind[lit]).as("strongKind %d", lit).isEqualTo(kind);
    }
    for (int t = 1; t <= 3; t++) {
      for (int lit = 0; lit < 729; lit++) {
        List<Integer> weak = new ArrayList<>();
        int cell = lit / 9;
        int d = lit % 9;
        if ((c.cand[cell] & 1 << d) != 0) {
          if ((t & 1) != 0) {
            for (int m = c.cand[cell] & ~(1 << d); m != 0; m &= m - 1) {
              int ol = cell * 9 + Integer.numberOfTrailingZeros(m);
              if ((eng.strongKind[ol] & t) != 0) {
                weak.add(ol);
              }
            }
          }
          for (int p : slice(eng.peers, eng.peerStart, lit)) {
            if ((eng.strongKind[p * 9 + d] & t) != 0) {
              weak.add(p * 9 + d);
            }
          }
        }
        assertThat(slice(eng.wk[t], eng.wkStart[t], lit)).as("wk%d %d", t, lit).isEqualTo(weak);
      }
    }
  }

  private static List<Integer> slice(int[] values, int[] start, int lit) {
    List<Integer> out = new ArrayList<>();
    for (int k = start[lit]; k < start[lit + 1]; k++) {
      out.add(values[k]);
    }
    return out;
  }
}
