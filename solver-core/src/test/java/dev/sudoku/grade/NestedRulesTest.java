package dev.sudoku.grade;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.Grid;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class NestedRulesTest {
  private final NestedRules rules = new NestedRules();
  private final NestedEliminations found = new NestedEliminations();

  private static String name(int code) {
    return Grid.cellName(Implications.cellOf(code))
        + (Implications.isOn(code) ? "=" : "<>")
        + Implications.digitOf(code);
  }

  private List<String> offs() {
    List<String> out = new ArrayList<>();
    for (int i = 0; i < found.count; i++) {
      out.add(name(found.offCode[i]));
    }
    return out;
  }

  private List<String> parentsOf(int i) {
    List<String> out = new ArrayList<>();
    for (int k = 0; k < found.parLen[i]; k++) {
      out.add(name(found.parent(i, k)));
    }
    return out;
  }

  private int collectFrom(Candidates work, Candidates step) {
    rules.begin(step);
    return rules.collect(work, step, 1, found);
  }

  @Test
  void collect_secondRoundWithoutChange_findsNothingNew() {
    Candidates step = Marks.open();
    Candidates work = Marks.open();
    Marks.remove(work, 1, "r2c1", "r2c2", "r2c3", "r3c1", "r3c2", "r3c3");
    assertThat(collectFrom(work, step)).isEqualTo(6);
    for (int i = 0; i < found.count; i++) {
      work.eliminate(Implications.cellOf(found.offCode[i]), Implications.digitOf(found.offCode[i]));
    }
    // the pointing's eliminations are done: nothing else follows in this position
    assertThat(rules.collect(work, step, 1, found)).isZero();
  }

  @Test
  void collect_pointingRevealedByChain_eliminationsWithRemovedCandidatesAsParents() {
    Candidates step = Marks.open();
    Candidates work = Marks.open();
    // the chain removed 1 from rows 2-3 of box 1: 1 now points along row 1
    Marks.remove(work, 1, "r2c1", "r2c2", "r2c3", "r3c1", "r3c2", "r3c3");
    assertThat(collectFrom(work, step)).isEqualTo(6);
    assertThat(offs())
        .containsExactly("r1c4<>1", "r1c5<>1", "r1c6<>1", "r1c7<>1", "r1c8<>1", "r1c9<>1");
    for (int i = 0; i < 6; i++) {
      assertThat(parentsOf(i))
          .containsExactly("r2c1<>1", "r2c2<>1", "r2c3<>1", "r3c1<>1", "r3c2<>1", "r3c3<>1");
    }
  }

  @Test
  void collect_patternAlreadyInStepGrid_skipped() {
    Candidates step = Marks.open();
    Marks.remove(step, 1, "r2c1", "r2c2", "r2c3", "r3c1", "r3c2", "r3c3");
    Candidates work = new Candidates();
    work.copyFrom(step);
    // the pointing exists without the chain: SE drops it (no rule parent)
    assertThat(collectFrom(work, step)).isZero();
  }

  @Test
  void collect_nakedPair_parentsAreTheOtherDigitsOfItsCells() {
    Candidates step = Marks.open();
    Candidates work = Marks.open();
    Marks.keep(work, "12", "r1c1", "r1c2");
    int n = collectFrom(work, step);
    // box 1 comes first in SE's house order, then row 1
    assertThat(offs()).startsWith("r1c3<>1", "r1c3<>2", "r2c1<>1", "r2c1<>2");
    assertThat(offs()).contains("r1c9<>1", "r1c9<>2");
    assertThat(n).isEqualTo(2 * 7 + 2 * 6);
    // 14 parents: more than a literal's inline slots, so the overflow pool is exercised
    assertThat(parentsOf(0)).hasSize(14).contains("r1c1<>3", "r1c2<>9");
  }

  @Test
  void collect_hiddenPair_parentsArePairDigitsInTheOtherCells() {
    Candidates step = Marks.open();
    Candidates work = Marks.open();
    // 1 and 2 only in r1c1 and r1c5 within row 1 (two boxes: nothing locked)
    for (String c : new String[] {"r1c2", "r1c3", "r1c4", "r1c6", "r1c7", "r1c8", "r1c9"}) {
      Marks.remove(work, 1, c);
      Marks.remove(work, 2, c);
    }
    assertThat(collectFrom(work, step)).isEqualTo(14);
    assertThat(offs()).startsWith("r1c1<>3").contains("r1c5<>9").doesNotContain("r1c1<>1");
    assertThat(parentsOf(0)).hasSize(14).contains("r1c2<>1", "r1c9<>2");
  }

  @Test
  void collect_lockingAndHiddenPair_lockingFirstAndAlone() {
    Candidates step = Marks.open();
    Candidates work = Marks.open();
    // 1 and 2 only in r1c1, r1c2 within box 1: they also point along row 1
    for (String c : new String[] {"r2c1", "r2c2", "r2c3", "r3c1", "r3c2", "r3c3", "r1c3"}) {
      Marks.remove(work, 1, c);
      Marks.remove(work, 2, c);
    }
    assertThat(collectFrom(work, step)).isPositive();
    assertThat(offs()).contains("r1c4<>1", "r1c4<>2").doesNotContain("r1c1<>3");
  }

  @Test
  void collect_xWing_parentsAreBaseLineCellsOutsideCovers() {
    Candidates step = Marks.open();
    Candidates work = Marks.open();
    // digit 5 only in columns 1 and 5 of rows 1 and 9 (columns 2..4, 6..9 of those rows lost 5)
    for (String r : new String[] {"r1", "r9"}) {
      for (int col : new int[] {2, 3, 4, 6, 7, 8, 9}) {
        Marks.remove(work, 5, r + "c" + col);
      }
    }
    // no locking: rows 1 and 9 have 5 in two boxes; no pair; X-wing on rows (second pass)
    assertThat(collectFrom(work, step)).isEqualTo(14);
    assertThat(offs()).contains("r2c1<>5", "r8c5<>5").doesNotContain("r1c1<>5", "r9c5<>5");
    assertThat(parentsOf(0)).hasSize(14).contains("r1c2<>5", "r9c9<>5");
  }
}
