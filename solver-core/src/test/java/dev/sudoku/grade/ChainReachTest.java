package dev.sudoku.grade;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;

class ChainReachTest {
  private static final int MAX = 200;

  /** A random graph on a random subset of 0..MAX-1 (as literals are), in the CSR form built. */
  private static final class Graph {
    final int[] roots;
    final int n;
    final int[] start = new int[MAX];
    final int[] end = new int[MAX];
    final int[] succ;
    final boolean[][] edge = new boolean[MAX][MAX];

    Graph(long seed) {
      SplittableRandom r = new SplittableRandom(seed);
      n = 1 + r.nextInt(90);
      int[] ids = new int[MAX];
      for (int i = 0; i < MAX; i++) {
        ids[i] = i;
      }
      for (int i = MAX - 1; i > 0; i--) {
        int j = r.nextInt(i + 1);
        int t = ids[i];
        ids[i] = ids[j];
        ids[j] = t;
      }
      roots = Arrays.copyOf(ids, n);
      double p = r.nextDouble() * 4.0 / n; // from sparse chains to many cycles
      succ = new int[n * n];
      int ne = 0;
      for (int a : roots) {
        start[a] = ne;
        for (int b : roots) {
          if (r.nextDouble() < p) {
            edge[a][b] = true;
            succ[ne++] = b;
          }
        }
        end[a] = ne;
      }
    }

    /** Breadth-first distances from a (MAX_VALUE when unreachable). */
    int[] dist(int a) {
      int[] d = new int[MAX];
      Arrays.fill(d, Integer.MAX_VALUE);
      d[a] = 0;
      ArrayDeque<Integer> q = new ArrayDeque<>();
      q.add(a);
      while (!q.isEmpty()) {
        int v = q.poll();
        for (int e = start[v]; e < end[v]; e++) {
          if (d[succ[e]] == Integer.MAX_VALUE) {
            d[succ[e]] = d[v] + 1;
            q.add(succ[e]);
          }
        }
      }
      return d;
    }

    /** The fewest steps from v to a predecessor of v other than v, or MAX_VALUE. */
    int cycleSteps(int v) {
      int[] d = dist(v);
      int best = Integer.MAX_VALUE;
      for (int p : roots) {
        if (p != v && edge[p][v]) {
          best = Math.min(best, d[p]);
        }
      }
      return best;
    }
  }

  @Property(tries = 300)
  void queries_randomGraph_matchBreadthFirstSearch(@ForAll long seed) {
    Graph gr = new Graph(seed);
    ChainReach reach = new ChainReach(MAX);
    reach.build(gr.start, gr.end, gr.succ, gr.roots, gr.n, true);
    for (int a : gr.roots) {
      int[] d = gr.dist(a);
      int cyc = gr.cycleSteps(a);
      assertThat(reach.onCycle(a)).isEqualTo(cyc != Integer.MAX_VALUE);
      for (int k = 0; k <= ChainReach.MAX_STEPS + 1; k++) {
        assertThat(reach.onCycleWithin(a, k))
            .as("cycle within %d", k)
            .isEqualTo(k > ChainReach.MAX_STEPS ? cyc != Integer.MAX_VALUE : cyc <= k);
      }
      for (int b : gr.roots) {
        assertThat(reach.reaches(a, b)).isEqualTo(d[b] != Integer.MAX_VALUE);
        for (int k = 0; k <= ChainReach.MAX_STEPS + 1; k++) {
          boolean expected = k > ChainReach.MAX_STEPS ? d[b] != Integer.MAX_VALUE : d[b] <= k;
          assertThat(reach.reachesWithin(a, b, k)).isEqualTo(expected);
        }
      }
    }
  }

  @Property(tries = 200)
  void accumulatedRow_randomSources_isTheUnionOfTheirRows(@ForAll long seed) {
    Graph gr = new Graph(seed);
    ChainReach reach = new ChainReach(MAX);
    reach.build(gr.start, gr.end, gr.succ, gr.roots, gr.n, true);
    SplittableRandom r = new SplittableRandom(seed ^ 0x5DEECE66DL);
    int k = r.nextInt(ChainReach.MAX_STEPS + 3) - 1;
    int[] best = new int[MAX];
    Arrays.fill(best, Integer.MAX_VALUE);
    reach.clearAcc(k);
    for (int a : gr.roots) {
      if (r.nextInt(4) == 0) {
        reach.addRow(a);
        int[] d = gr.dist(a);
        for (int b : gr.roots) {
          best[b] = Math.min(best[b], d[b]);
        }
      }
    }
    for (int b : gr.roots) {
      boolean expected = k > ChainReach.MAX_STEPS ? best[b] != Integer.MAX_VALUE : best[b] <= k;
      assertThat(reach.accHas(b)).isEqualTo(expected);
    }
  }

  @Property(tries = 100)
  void build_twiceOnOneInstance_secondGraphAnsweredAlone(@ForAll long seed1, @ForAll long seed2) {
    Graph first = new Graph(seed1);
    Graph second = new Graph(seed2);
    ChainReach reach = new ChainReach(MAX);
    reach.build(first.start, first.end, first.succ, first.roots, first.n, true);
    reach.onCycleWithin(first.roots[0], ChainReach.MAX_STEPS); // fills every level
    reach.build(second.start, second.end, second.succ, second.roots, second.n, true);
    for (int a : second.roots) {
      int[] d = second.dist(a);
      for (int b : second.roots) {
        assertThat(reach.reaches(a, b)).isEqualTo(d[b] != Integer.MAX_VALUE);
        assertThat(reach.reachesWithin(a, b, 2)).isEqualTo(d[b] <= 2);
      }
    }
  }

  /** 0 -> 1 -> 2 -> 0 and 2 -> 3: a cycle of three and a node hanging off it. */
  @Test
  void onCycle_triangleWithTail_onlyTriangle() {
    int[] start = {0, 1, 2, 4};
    int[] end = {1, 2, 4, 4};
    int[] succ = {1, 2, 0, 3};
    ChainReach reach = new ChainReach(4);
    reach.build(start, end, succ, new int[] {3, 2, 1, 0}, 4, false);
    assertThat(reach.onCycle(0)).isTrue();
    assertThat(reach.onCycle(3)).isFalse();
    assertThat(reach.onCycleWithin(0, 1)).isFalse(); // back to 0 takes three steps
    assertThat(reach.onCycleWithin(0, 2)).isTrue();
  }

  /** A self-loop is not a cycle through another node. */
  @Test
  void onCycle_selfLoopOnly_false() {
    ChainReach reach = new ChainReach(1);
    reach.build(new int[] {0}, new int[] {1}, new int[] {0}, new int[] {0}, 1, true);
    assertThat(reach.onCycle(0)).isFalse();
    assertThat(reach.onCycleWithin(0, 3)).isFalse();
    assertThat(reach.reaches(0, 0)).isTrue();
  }
}
