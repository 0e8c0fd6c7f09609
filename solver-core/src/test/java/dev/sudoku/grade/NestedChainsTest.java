package dev.sudoku.grade;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.Grid;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class NestedChainsTest {
  private static String name(int code) {
    return Grid.cellName(Implications.cellOf(code))
        + (Implications.isOn(code) ? "=" : "<>")
        + Implications.digitOf(code);
  }

  /** The chain revealed 1 only in c1 and c5 of rows 1 and 5: an X-cycle of four literals. */
  private static Candidates cycleGrid() {
    Candidates work = Marks.open();
    for (String r : new String[] {"r1", "r5"}) {
      for (int col : new int[] {2, 3, 4, 6, 7, 8, 9}) {
        Marks.remove(work, 1, r + "c" + col);
      }
    }
    return work;
  }

  @Test
  void collect_xCycleRevealedByChain_eliminationsWithSinglesParentsAndComplexity() {
    Candidates step = Marks.open();
    NestedEliminations out = new NestedEliminations();
    new NestedChains().collect(cycleGrid(), step, out);
    List<String> offs = new ArrayList<>();
    for (int i = 0; i < out.count; i++) {
      offs.add(name(out.offCode[i]));
    }
    // the cycle r1c1=1 -> r5c1<>1 -> r5c5=1 -> r1c5<>1 -> r1c1=1 clears 1 from c1 and c5;
    // found again in the X+Y pass (7.0) and from its other starts: same eliminations, dropped
    assertThat(offs)
        .hasSize(14)
        .contains("r2c1<>1", "r9c1<>1", "r2c5<>1", "r9c5<>1")
        .doesNotContain("r1c1<>1", "r5c5<>1");
    for (int i = 0; i < out.count; i++) {
      // its "on" literals are hidden singles of rows 1 and 5: the 1s those rows lost
      List<String> parents = new ArrayList<>();
      for (int k = 0; k < out.parLen[i]; k++) {
        parents.add(name(out.parent(i, k)));
      }
      assertThat(parents).hasSize(14).contains("r1c2<>1", "r1c9<>1", "r5c2<>1", "r5c9<>1");
      assertThat(out.nestedCx[i]).isEqualTo(4);
      assertThat(out.nestedKey[i]).isNotZero().isEqualTo(out.nestedKey[0]);
    }
  }

  @Test
  void collect_cycleAlreadyInStepGrid_noRuleParentsSkipped() {
    Candidates step = cycleGrid();
    NestedEliminations out = new NestedEliminations();
    new NestedChains().collect(cycleGrid(), step, out);
    assertThat(out.count).isZero();
  }

  @Test
  void collect_atLevel2_simpleRulesFirst() {
    // the same pattern is an X-wing: at level 2 the simple rules find it, the chains never run
    Candidates step = Marks.open();
    NestedRules rules = new NestedRules();
    NestedEliminations found = new NestedEliminations();
    rules.begin(step);
    assertThat(rules.collect(cycleGrid(), step, 2, found)).isEqualTo(14);
    assertThat(found.nestedKey[0]).isZero();
  }

  @Test
  void collectMultiple_regionChainRevealedByChain_eliminationsWithHouseParents() {
    // the chain left 1 only in r1c1 and r1c2 of row 1: both positions turn 1 off in the rest of
    // box 1, a region forcing chain (8.0 + 0: four literals) of the hypothetical grid
    Candidates step = Marks.open();
    Candidates work = Marks.open();
    for (int col = 3; col <= 9; col++) {
      Marks.remove(work, 1, "r1c" + col);
    }
    NestedEliminations out = new NestedEliminations();
    new NestedChains().collectMultiple(work, step, out);
    List<String> offs = new ArrayList<>();
    for (int i = 0; i < out.count; i++) {
      offs.add(name(out.offCode[i]));
    }
    assertThat(offs)
        .containsExactlyInAnyOrder(
            "r2c1<>1", "r2c2<>1", "r2c3<>1", "r3c1<>1", "r3c2<>1", "r3c3<>1");
    for (int i = 0; i < out.count; i++) {
      List<String> parents = new ArrayList<>();
      for (int k = 0; k < out.parLen[i]; k++) {
        parents.add(name(out.parent(i, k)));
      }
      // the assumptions are hidden singles of row 1: the 1s row 1 lost
      assertThat(parents)
          .containsExactlyInAnyOrder(
              "r1c3<>1", "r1c4<>1", "r1c5<>1", "r1c6<>1", "r1c7<>1", "r1c8<>1", "r1c9<>1");
      assertThat(out.nestedCx[i]).isEqualTo(4);
    }
  }
}
