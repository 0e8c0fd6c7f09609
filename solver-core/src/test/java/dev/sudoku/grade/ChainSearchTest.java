package dev.sudoku.grade;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class ChainSearchTest {
  private final Implications eng = new Implications();
  private final ChainSearch search = new ChainSearch(eng);

  @Test
  void cycles_xWingShape_reportsTheCycleOnce() {
    Candidates c = Marks.open();
    // digit 1 only in r1c1, r1c5 (row 1) and r5c1, r5c5 (row 5), also only there in c1, c5
    for (int h : new int[] {0, 4, 9, 13}) {
      Marks.confine(c, 1, h, "r1c1", "r1c5", "r5c1", "r5c5");
    }
    eng.prepare(c);
    int[] found = {0};
    search.cycles(Marks.cell("r1c1") * 9, false, true, true, (on, closer) -> found[0]++);
    assertThat(found[0]).isGreaterThanOrEqualTo(1);
  }
}
