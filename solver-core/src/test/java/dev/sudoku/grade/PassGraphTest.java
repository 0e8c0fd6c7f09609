package dev.sudoku.grade;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;

class PassGraphTest {
  private final Implications eng = new Implications();
  private final PassGraph graph = new PassGraph(eng);

  /**
   * The skip test against the plain searches: for every start of every pass, under random limits, a
   * start said unable to report has no cycle short enough that eliminates something and no forcing
   * chain short enough.
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
        int start = lit;
        e.cycles(
            lit,
            y,
            x,
            x,
            (on, closer) -> {
              if (e.nDepth[on] + 2 <= e.maxCycleComplexity && eliminates(c, e, start, on, closer)) {
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

  /**
   * The component test against its definition, computed here from the candidates alone (links,
   * strongly connected components, eliminations): a start on a cycle is kept exactly when some cell
   * holding a digit d sees an on literal of d of the start's component and an off literal of d that
   * lies between two on literals of that component.
   */
  @Property(tries = 100)
  void mayReport_randomMarks_cycleTestEqualsItsDefinition(@ForAll long seed) {
    SplittableRandom r = new SplittableRandom(seed);
    Candidates c = CycleAndForcingChainRuleTest.randomMarks(r, 2 + r.nextInt(3));
    Implications links = new Implications();
    links.prepare(c);
    PassGraph graph = new PassGraph(links);
    int all = Integer.MAX_VALUE;
    int[] kept = new int[2];
    for (int mode = 1; mode <= 3; mode++) {
      graph.build((mode & 1) != 0, (mode & 2) != 0);
      // on literal u -> off literal (weak link) -> on literal (strong link), as triples
      List<int[]> edges = new ArrayList<>();
      for (int u = 0; u < 729; u++) {
        if (c.has(u / 9, u % 9 + 1)) {
          for (int off : weakLinks(c, u, mode)) {
            for (int w : strongLinks(c, off, mode)) {
              edges.add(new int[] {u, off, w});
            }
          }
        }
      }
      Set<Integer> nodes = new HashSet<>();
      for (int[] e : edges) {
        nodes.add(e[0]);
      }
      Set<Integer> done = new HashSet<>();
      for (int u : nodes) {
        if (done.contains(u)) {
          continue;
        }
        Set<Integer> component = reachable(edges, u, true);
        component.retainAll(reachable(edges, u, false));
        done.addAll(component);
        if (component.size() < 2) {
          continue;
        }
        Set<Integer> offs = new HashSet<>();
        for (int[] e : edges) {
          if (component.contains(e[0]) && component.contains(e[2])) {
            offs.add(e[1]);
          }
        }
        boolean expected = false;
        for (int x = 0; x < 81 && !expected; x++) {
          for (int d = 0; d < 9 && !expected; d++) {
            expected = c.has(x, d + 1) && sees(x, d, component) && sees(x, d, offs);
          }
        }
        for (int v : component) {
          assertThat(graph.cyclesMayReport(v, false, all, all))
              .as("start %d", v)
              .isEqualTo(expected);
        }
        kept[expected ? 1 : 0]++;
      }
    }
    assertThat(kept[1]).isPositive();
  }

  /**
   * The off literals "u on" reaches by a weak link: other digits of its cell (Y), peers' same
   * digit.
   */
  private static List<Integer> weakLinks(Candidates c, int u, int mode) {
    List<Integer> out = new ArrayList<>();
    for (int v = 0; v < 729; v++) {
      boolean sameCell = v / 9 == u / 9 && v != u && (mode & 1) != 0;
      boolean peer = v % 9 == u % 9 && v / 9 != u / 9 && Houses.sees(u / 9, v / 9);
      if ((sameCell || peer) && c.has(v / 9, v % 9 + 1)) {
        out.add(v);
      }
    }
    return out;
  }

  /**
   * The on literals "off off" forces: the cell's other digit if bivalue (Y), bilocal partners (X).
   */
  private static List<Integer> strongLinks(Candidates c, int off, int mode) {
    List<Integer> out = new ArrayList<>();
    int cell = off / 9;
    int d = off % 9;
    if ((mode & 1) != 0 && Integer.bitCount(c.cand[cell]) == 2) {
      for (int e = 0; e < 9; e++) {
        if (e != d && c.has(cell, e + 1)) {
          out.add(cell * 9 + e);
        }
      }
    }
    if ((mode & 2) != 0) {
      int[][] houses = {
        rowCells(cell / 9), columnCells(cell % 9), boxCells(cell / 27 * 3 + cell % 9 / 3)
      };
      for (int[] house : houses) {
        List<Integer> holding = new ArrayList<>();
        for (int x : house) {
          if (c.has(x, d + 1)) {
            holding.add(x);
          }
        }
        if (holding.size() == 2 && holding.contains(cell)) {
          int other = holding.get(0) == cell ? holding.get(1) : holding.get(0);
          if (!out.contains(other * 9 + d)) {
            out.add(other * 9 + d);
          }
        }
      }
    }
    return out;
  }

  private static int[] rowCells(int row) {
    int[] out = new int[9];
    for (int i = 0; i < 9; i++) {
      out[i] = row * 9 + i;
    }
    return out;
  }

  private static int[] columnCells(int column) {
    int[] out = new int[9];
    for (int i = 0; i < 9; i++) {
      out[i] = i * 9 + column;
    }
    return out;
  }

  private static int[] boxCells(int box) {
    int[] out = new int[9];
    for (int i = 0; i < 9; i++) {
      out[i] = (box / 3 * 3 + i / 3) * 9 + box % 3 * 3 + i % 3;
    }
    return out;
  }

  /** The on literals reachable from u along the edges, or reaching u when not forward. */
  private static Set<Integer> reachable(List<int[]> edges, int u, boolean forward) {
    Set<Integer> seen = new HashSet<>(List.of(u));
    List<Integer> queue = new ArrayList<>(List.of(u));
    for (int i = 0; i < queue.size(); i++) {
      for (int[] e : edges) {
        if ((forward ? e[0] : e[2]) == queue.get(i) && seen.add(forward ? e[2] : e[0])) {
          queue.add(forward ? e[2] : e[0]);
        }
      }
    }
    return seen;
  }

  /** Whether cell x, other than their cells, sees a literal of digit d among lits. */
  private static boolean sees(int x, int d, Set<Integer> lits) {
    for (int lit : lits) {
      if (lit % 9 == d && lit / 9 != x && Houses.sees(x, lit / 9)) {
        return true;
      }
    }
    return false;
  }

  /**
   * Whether the cycle {@code cycles} reports from "start on" to on-node {@code on} and back through
   * "closer off" takes a digit from a cell outside it: the cell holds the digit and sees an on and
   * an off literal of that digit in the cycle (written apart from the rule, for this test).
   */
  static boolean eliminates(Candidates c, ChainSearch e, int start, int on, int closer) {
    List<Integer> codes = new ArrayList<>(List.of(start << 1 | 1, closer << 1));
    for (int p = on; e.nPar[p] >= 0; p = e.nPar[p]) {
      codes.add(e.nCode[p]);
    }
    Set<Integer> inCycle = new HashSet<>();
    for (int code : codes) {
      inCycle.add((code >>> 1) / 9);
    }
    for (int x = 0; x < 81; x++) {
      for (int d = 0; d < 9 && !inCycle.contains(x); d++) {
        boolean seesOn = false;
        boolean seesOff = false;
        for (int code : codes) {
          int lit = code >>> 1;
          if (lit % 9 == d && Houses.sees(x, lit / 9)) {
            seesOn |= (code & 1) != 0;
            seesOff |= (code & 1) == 0;
          }
        }
        if (c.has(x, d + 1) && seesOn && seesOff) {
          return true;
        }
      }
    }
    return false;
  }

  @Test
  void mayReport_cycleWithNothingToEliminate_skipped() {
    Candidates c = Marks.open();
    // an X-wing of digit 1 whose rows and columns hold 1 nowhere else: a cycle, and no cell left
    // that could lose the 1
    for (int h : new int[] {0, 4, 9, 13}) {
      Marks.confine(c, 1, h, "r1c1", "r1c5", "r5c1", "r5c5");
    }
    eng.prepare(c);
    ChainSearch e = new ChainSearch(eng);
    int start = Marks.cell("r1c1") * 9;
    int[] cycles = {0};
    e.cycles(start, false, true, false, (on, closer) -> cycles[0]++);
    assertThat(cycles[0]).isPositive();
    graph.build(false, true);
    int all = Integer.MAX_VALUE;
    assertThat(graph.cyclesMayReport(start, false, all, all)).isFalse();
  }

  @Test
  void mayReport_xWingShape_cycleStartReportsOthersSkipped() {
    Candidates c = Marks.open();
    // rows 1 and 5 hold 1 in columns 1 and 5 only: the cycle takes 1 from the rest of the columns
    for (int h : new int[] {0, 4}) {
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
