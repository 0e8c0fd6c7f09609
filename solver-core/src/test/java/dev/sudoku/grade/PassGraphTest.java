package dev.sudoku.grade;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;

class PassGraphTest {
  private final Implications eng = new Implications();
  private final PassGraph graph = new PassGraph(eng);

  /**
   * The skip test against the plain searches: for every start of every pass, under random limits, a
   * start said unable to report has no cycle and no forcing chain short enough.
   */
  @Property(tries = 60)
  void mayReport_randomMarks_falseOnlyWhenSearchesReportNothingShortEnough(@ForAll long seed) {
    SplittableRandom r = new SplittableRandom(seed);
    Candidates c = CycleAndForcingChainRuleTest.randomMarks(r, 2 + r.nextInt(3));
    Implications links = new Implications();
    links.prepare(c);
    ChainSearch e = new ChainSearch(links);
    PassGraph graph = new PassGraph(links);
    int[] skipped = {0};
    for (int mode = 0; mode < 3; mode++) {
      boolean y = mode != 0;
      boolean x = mode != 1;
      graph.build(y, x);
      for (int lit = 0; lit < 729; lit++) {
        if (!c.has(lit / 9, lit % 9 + 1)) {
          continue;
        }
        e.maxCycleComplexity = r.nextBoolean() ? Integer.MAX_VALUE : 3 + r.nextInt(14);
        e.maxForcingComplexity = r.nextBoolean() ? Integer.MAX_VALUE : 3 + r.nextInt(14);
        int[] shortEnough = {0};
        e.cycles(
            lit,
            y,
            x,
            x,
            (on, closer) -> {
              if (e.nDepth[on] + 2 <= e.maxCycleComplexity) {
                shortEnough[0]++;
              }
            });
        if (x && e.forcingOnNode >= 0 && e.nDepth[e.forcingOnNode] + 2 <= e.maxForcingComplexity) {
          shortEnough[0]++;
        }
        if (!graph.cyclesMayReport(lit, x, e.maxCycleComplexity, e.maxForcingComplexity)) {
          skipped[0]++;
          assertThat(shortEnough[0]).as("cycles from %d, mode %d", lit, mode).isZero();
        }
        if (x && !graph.forcingMayReport(lit, e.maxForcingComplexity)) {
          skipped[0]++;
          int p = e.forcing(lit, false, y);
          assertThat(p < 0 || e.nDepth[p] + 2 > e.maxForcingComplexity)
              .as("forcing from %d off, mode %d", lit, mode)
              .isTrue();
        }
      }
    }
    assertThat(skipped[0]).isPositive();
  }

  @Test
  void mayReport_xWingShape_cycleStartReportsOthersSkipped() {
    Candidates c = Marks.open();
    for (int h : new int[] {0, 4, 9, 13}) {
      Marks.confine(c, 1, h, "r1c1", "r1c5", "r5c1", "r5c5");
    }
    eng.prepare(c);
    graph.build(false, true);
    int all = Integer.MAX_VALUE;
    assertThat(graph.cyclesMayReport(Marks.cell("r1c1") * 9, true, all, all)).isTrue();
    // digit 2 has no strong link anywhere on this grid: no chain from it
    assertThat(graph.cyclesMayReport(Marks.cell("r1c1") * 9 + 1, true, all, all)).isFalse();
    assertThat(graph.forcingMayReport(Marks.cell("r1c1") * 9 + 1, all)).isFalse();
    // the cycle has four literals: a limit of 3 leaves nothing to report
    assertThat(graph.cyclesMayReport(Marks.cell("r1c1") * 9, true, 3, 3)).isFalse();
  }
}
