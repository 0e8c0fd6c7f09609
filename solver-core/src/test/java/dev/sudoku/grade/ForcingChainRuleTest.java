package dev.sudoku.grade;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class ForcingChainRuleTest {
  /** se-reference-hard.csv, SE 8.3: Nishio, cell and region forcing chains on its path. */
  static final String MULTIPLE =
      "006000200900000004243000896000591000002080300400203001300000007000907000010408020";
  /** se-reference-hard.csv, SE 8.9: dynamic forcing chains. */
  static final String DYNAMIC =
      "700040006000759000900801003000524000030000020400000007501000208080000010209000304";

  private static Step[] rerun(String puzzle, Technique t, ForcingChainRule.Kind kind) {
    return Replay.rerun(puzzle, t, new ForcingChainRule(new Implications(), kind));
  }

  @Test
  void find_nishio_sameStepAsGrader() {
    Step[] s = rerun(MULTIPLE, Technique.NISHIO_FORCING_CHAIN, ForcingChainRule.Kind.NISHIO);
    assertThat(s[1]).isEqualTo(s[0]);
    // a contradiction: two branches from the same assumption
    assertThat(s[0].explanation()).contains("; ");
  }

  @Test
  void find_cellAndRegionForcingChains_sameStepsAsGrader() {
    Step[] cell = rerun(MULTIPLE, Technique.CELL_FORCING_CHAIN, ForcingChainRule.Kind.MULTIPLE);
    assertThat(cell[1]).isEqualTo(cell[0]);
    Step[] region =
        rerun(MULTIPLE, Technique.REGION_FORCING_CHAIN, ForcingChainRule.Kind.MULTIPLE);
    assertThat(region[1]).isEqualTo(region[0]);
    assertThat(region[0].houses()).hasSize(1);
  }

  @Test
  void find_dynamic_sameStepAsGrader() {
    Step[] s = rerun(DYNAMIC, Technique.DYNAMIC_FORCING_CHAIN, ForcingChainRule.Kind.DYNAMIC);
    assertThat(s[1]).isEqualTo(s[0]);
    assertThat(s[0].rating()).isGreaterThanOrEqualTo(8.5);
  }

  @Test
  void find_openGrid_nothingForced() {
    for (ForcingChainRule.Kind kind : ForcingChainRule.Kind.values()) {
      assertThat(new ForcingChainRule(new Implications(), kind).find(Marks.open(), new Hint()))
          .as("%s", kind).isFalse();
    }
  }
}
