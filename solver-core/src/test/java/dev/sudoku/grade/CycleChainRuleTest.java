package dev.sudoku.grade;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class CycleChainRuleTest {

  private static Step[] rerun(String puzzle, Technique t) {
    return Replay.rerun(puzzle, t, new CycleChainRule(new Implications()));
  }

  @Test
  void find_xCycle_sameStepAsGraderWrittenAsChain() {
    // se-reference-1200.csv, SE 6.6
    Step[] s = rerun(
        "010700000406020000902105000048090000601000507000050840000503702000070906000006050",
        Technique.X_CYCLE);
    assertThat(s[1]).isEqualTo(s[0]);
    assertThat(s[0].explanation()).isEqualTo("X-cycle r1c1=3 -> r1c9<>3 -> r6c9=3 -> r6c3<>3 "
        + "-> r9c3=3 -> r8c1<>3 -> r1c1=3: r1c5<>3, r1c7<>3, r1c8<>3, r6c2<>3, r9c2<>3");
    assertThat(s[0].rating()).isEqualTo(6.5); // six literals: no length addition
  }

  @Test
  void find_yCycleAndForcingChain_sameStepsAsGrader() {
    String puzzle =
        "083020090000800100029300008000098700070000060006740000300006980002005000010030540";
    Step[] y = rerun(puzzle, Technique.Y_CYCLE);
    assertThat(y[1]).isEqualTo(y[0]);
    Step[] f = rerun(puzzle, Technique.FORCING_CHAIN);
    assertThat(f[1]).isEqualTo(f[0]);
    assertThat(f[0].eliminations()).hasSize(1);
  }

  @Test
  void find_forcingXChainAndBidirectionalCycle_sameStepsAsGrader() {
    Step[] x = rerun(
        "200050006010000090600801003007090600000703000900080002100000005060902010003060200",
        Technique.FORCING_X_CHAIN);
    assertThat(x[1]).isEqualTo(x[0]);
    Step[] b = rerun(
        "850000031000070000000809000003000600970301052000020000100407006205000307000080000",
        Technique.BIDIRECTIONAL_CYCLE);
    assertThat(b[1]).isEqualTo(b[0]);
    assertThat(b[0].rating()).isGreaterThanOrEqualTo(7.0);
  }

  @Test
  void find_openGrid_noStrongLinksNoChain() {
    assertThat(new CycleChainRule(new Implications()).find(Marks.open(), new Hint())).isFalse();
  }
}
