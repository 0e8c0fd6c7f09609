package dev.sudoku.grade;

import static org.assertj.core.api.Assertions.assertThat;

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
}
