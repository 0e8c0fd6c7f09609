package dev.sudoku.grade;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class ChainComplexityTest {
  private static final int START = Implications.code(0, 5, true);
  private static final int OFF1 = Implications.code(1, 5, false);
  private static final int ON2 = Implications.code(10, 5, true);
  private static final int OFF3 = Implications.code(11, 5, false);

  /** start -> off1 -> on2 -> off3, where off3 also names off1 as a (hidden) parent. */
  private static Consequences diamond() {
    Consequences cq = new Consequences();
    cq.clear(START);
    cq.add(OFF1);
    cq.addParent(OFF1, START);
    cq.add(ON2);
    cq.addParent(ON2, OFF1);
    cq.add(OFF3);
    cq.addParent(OFF3, ON2);
    cq.addParent(OFF3, OFF1);
    return cq;
  }

  @Test
  void ancestors_sharedParent_countsEveryLiteralOnce() {
    ChainComplexity cx = new ChainComplexity();
    Consequences cq = diamond();
    assertThat(cx.ancestors(cq, OFF3)).isEqualTo(4);
    assertThat(cx.ancestors(cq, ON2)).isEqualTo(3);
    assertThat(cx.ancestors(cq, START)).isEqualTo(1);
  }

  @Test
  void contradiction_bothVersionsOfTheAbsurdLiteral_sumOfTheirAncestors() {
    ChainComplexity cx = new ChainComplexity();
    Consequences cq = diamond();
    // off3 is also forced on by on2 alone: the new version, with one parent
    cq.absurdLit = OFF3 >>> 1;
    cq.absurdOld = OFF3;
    cq.absurdNew = OFF3 | 1;
    cq.absurdPar[0] = ON2;
    cq.absurdParCount = 1;
    assertThat(cx.absurdAncestors(cq)).isEqualTo(1 + 3);
    assertThat(cx.contradiction(cq)).isEqualTo(4 + 4);
  }

  @Test
  void nestedOfPair_sameNestedChainInBothBranches_countedOnce() {
    ChainComplexity cx = new ChainComplexity();
    Consequences a = diamond();
    a.nestKey[OFF1] = 5;
    a.nestCx[OFF1] = 3;
    Consequences b = diamond();
    b.nestKey[OFF1] = 5;
    b.nestCx[OFF1] = 3;
    b.nestKey[ON2] = 6;
    b.nestCx[ON2] = 2;
    assertThat(cx.nestedOfPair(a, b, OFF3)).isEqualTo(3 + 2);
    // a fresh count for the next hint
    assertThat(cx.nestedOfPair(a, a, OFF3)).isEqualTo(3);
  }

  @Test
  void nestedOfContradiction_noNestedChain_zero() {
    ChainComplexity cx = new ChainComplexity();
    Consequences cq = diamond();
    cq.absurdOld = OFF3;
    cq.absurdPar[0] = ON2;
    cq.absurdParCount = 1;
    assertThat(cx.nestedOfContradiction(cq)).isZero();
  }
}
