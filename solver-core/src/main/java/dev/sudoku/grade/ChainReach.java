package dev.sudoku.grade;

/**
 * Reachability in a small directed graph, for all pairs at once: which nodes lie on a cycle and
 * which node reaches which. {@link PassGraph} builds the graph of one cycle/forcing-chain pass (its
 * "on" literals, an edge where a weak and then a strong link of the pass lead) so that the
 * breadth-first searches that cannot report anything are skipped (see {@link
 * PassGraph#cyclesMayReport}).
 *
 * <pre>
 * graph (given):  nodes 0..n-1; successors of v: succ[start[v] .. end[v])
 *                 the roots list the nodes of interest; nodes not reachable from them are not
 *                 visited (and must not be asked about)
 * comp[v]         strongly connected component of v, numbered in the order Tarjan closes them
 *                 (every component reachable from C is numbered before C)
 * reach           one bit row of `words` longs per component, bit k of row C set iff C reaches
 *                 component k (itself included):
 *                   row C = {C} | OR of row D over the edges C -&gt; D leaving C
 * within          for bounded searches, filled on demand up to MAX_STEPS: per step count k and
 *                 root index i (the order of the roots), bit j set iff root i reaches root j in
 *                 at most k steps (breadth-first levels of all roots at once):
 *                   within[1][i] = {i} | successors of i
 *                   within[k][i] = {i} | OR of within[k - 1][j] over the successors j of i
 * pred            per root index, its predecessors other than itself (for onCycleWithin)
 * </pre>
 *
 * <p>Tarjan's algorithm (R. Tarjan, "Depth-first search and linear graph algorithms", SIAM J.
 * Comput. 1(2), 1972), iterative with an explicit stack so that no recursion depth depends on the
 * graph; each component's row is completed when Tarjan closes it, since every component it reaches
 * is closed before it. Cost: O(n + e) for the components, plus {@code words} OR operations per
 * distinct (component, successor component) pair. Everything is preallocated for {@code maxNodes};
 * rows are as wide as the number of roots needs ({@code (roots + 63) / 64} words; at most as many
 * components as visited nodes, and every visited node is reachable from a root — callers pass every
 * node with an edge as a root).
 */
final class ChainReach {
  private final int[] comp;
  private final int[] index;
  private final int[] low;
  private final int[] stack;
  private final boolean[] onStack;
  private final int[] callNode;
  private final int[] callEdge;

  /** Stamp per node: visited in the current build iff visit[v] == build. */
  private final int[] visit;

  private int build;
  private final int[] compSize;

  /** How many components the last build closed (numbered 0 .. comps - 1). */
  private int comps;

  /** Last component whose row took component k's row (skips repeated ORs of one pair). */
  private final int[] orStamp;

  private long[] reach;
  private int words;

  /** False when only {@link #onCycle} will be asked: the rows are not filled. */
  private boolean withRows;

  /** A union of rows (several sources at once), within accSteps steps. */
  private final long[] acc;

  private int accSteps;

  // ---- within k steps (bounded searches), by root index, filled on demand
  /** The deepest bound rows are kept for; beyond it the unbounded rows answer. */
  static final int MAX_STEPS = 6;

  private int[] gStart;
  private int[] gEnd;
  private int[] gSucc;
  private int[] roots;
  private int nodes;
  private final int[] rootIndex;

  /** Row of node i within k steps at (k * nodes + i) * words; k = 1 .. levels are filled. */
  private long[] within = new long[0];

  private int levels;

  /** Row of node i: its predecessors other than itself; filled with level 1. */
  private long[] pred = new long[0];

  ChainReach(int maxNodes) {
    comp = new int[maxNodes];
    index = new int[maxNodes];
    low = new int[maxNodes];
    stack = new int[maxNodes];
    onStack = new boolean[maxNodes];
    callNode = new int[maxNodes];
    callEdge = new int[maxNodes];
    visit = new int[maxNodes];
    compSize = new int[maxNodes];
    orStamp = new int[maxNodes];
    reach = new long[0];
    acc = new long[(maxNodes + 63) >>> 6];
    rootIndex = new int[maxNodes];
  }

  /**
   * Computes components and reachability of the graph {@code (start, end, succ)} from the roots
   * {@code roots[0 .. rootCount)}, which must include every node that is asked about later.
   */
  void build(int[] start, int[] end, int[] succ, int[] roots, int rootCount, boolean rows) {
    withRows = rows;
    gStart = start;
    gEnd = end;
    gSucc = succ;
    this.roots = roots;
    nodes = rootCount;
    levels = 0;
    for (int i = 0; i < rootCount; i++) {
      rootIndex[roots[i]] = i;
    }
    if (++build == 0) {
      // the stamp wrapped round: old stamps could match again, so clear them all
      java.util.Arrays.fill(visit, 0);
      build = 1;
    }
    words = (rootCount + 63) >>> 6;
    if (reach.length < rootCount * words) {
      reach = new long[Math.max(rootCount * words, 2 * reach.length)];
    }
    java.util.Arrays.fill(orStamp, 0, rootCount, -1);
    int counter = 0;
    comps = 0;
    int sp = 0;
    for (int r = 0; r < rootCount; r++) {
      int root = roots[r];
      if (visit[root] == build) {
        continue;
      }
      int top = 0;
      visit[root] = build;
      index[root] = counter;
      low[root] = counter++;
      stack[sp++] = root;
      onStack[root] = true;
      callNode[0] = root;
      callEdge[0] = start[root];
      while (top >= 0) {
        int v = callNode[top];
        int e = callEdge[top];
        if (e < end[v]) {
          callEdge[top] = e + 1;
          int w = succ[e];
          if (visit[w] != build) {
            visit[w] = build;
            index[w] = counter;
            low[w] = counter++;
            stack[sp++] = w;
            onStack[w] = true;
            top++;
            callNode[top] = w;
            callEdge[top] = start[w];
          } else if (onStack[w] && index[w] < low[v]) {
            low[v] = index[w];
          }
          continue;
        }
        top--;
        if (top >= 0 && low[v] < low[callNode[top]]) {
          low[callNode[top]] = low[v];
        }
        if (low[v] == index[v]) {
          sp = close(start, end, succ, v, comps++, sp);
        }
      }
    }
  }

  /** Pops the component rooted at v off the stack as component c and fills its row. */
  private int close(int[] start, int[] end, int[] succ, int v, int c, int sp) {
    int base = c * words;
    java.util.Arrays.fill(reach, base, base + words, 0L);
    int from = sp;
    int w;
    do {
      w = stack[--from];
      onStack[w] = false;
      comp[w] = c;
    } while (w != v);
    compSize[c] = sp - from;
    if (!withRows) {
      return from;
    }
    reach[base + (c >>> 6)] |= 1L << c;
    orStamp[c] = c;
    for (int i = from; i < sp; i++) {
      int m = stack[i];
      for (int e = start[m]; e < end[m]; e++) {
        int k = comp[succ[e]];
        // members of this component and components already taken are skipped
        if (orStamp[k] != c) {
          orStamp[k] = c;
          int kb = k * words;
          for (int j = 0; j < words; j++) {
            reach[base + j] |= reach[kb + j];
          }
        }
      }
    }
    return from;
  }

  /** How many strongly connected components the last build found. */
  int components() {
    return comps;
  }

  /** The strongly connected component of v (0 .. {@link #components()} - 1; v must be visited). */
  int component(int v) {
    return comp[v];
  }

  /** Whether v lies on a cycle through at least one other node (its component has two or more). */
  boolean onCycle(int v) {
    return compSize[comp[v]] > 1;
  }

  /**
   * Empties the accumulated row, which then collects what the nodes given to {@link #addRow} reach
   * within k steps (any number when k exceeds {@link #MAX_STEPS}, nothing when k &lt; 0).
   */
  void clearAcc(int k) {
    accSteps = k;
    if (k <= MAX_STEPS && k >= 1) {
      levels(k);
    }
    java.util.Arrays.fill(acc, 0, words, 0L);
  }

  /** Adds to the accumulated row everything v reaches within the bound (v must be visited). */
  void addRow(int v) {
    if (accSteps > MAX_STEPS) {
      int base = comp[v] * words;
      for (int j = 0; j < words; j++) {
        acc[j] |= reach[base + j];
      }
    } else if (accSteps == 0) {
      int i = rootIndex[v];
      acc[i >>> 6] |= 1L << i;
    } else if (accSteps > 0) {
      int row = (accSteps * nodes + rootIndex[v]) * words;
      for (int j = 0; j < words; j++) {
        acc[j] |= within[row + j];
      }
    }
  }

  /** Whether some node added to the accumulated row reaches v within the bound. */
  boolean accHas(int v) {
    int k = accSteps > MAX_STEPS ? comp[v] : rootIndex[v];
    return (acc[k >>> 6] & (1L << k)) != 0;
  }

  /**
   * Fills the rows "within k steps" up to k (at most {@link #MAX_STEPS}): row k of v is v plus the
   * rows k - 1 of its successors (breadth-first levels, all roots at once).
   */
  private void levels(int k) {
    if (k <= levels) {
      return;
    }
    int rowLen = nodes * words;
    if (within.length < (MAX_STEPS + 1) * rowLen) {
      within = new long[(MAX_STEPS + 1) * rowLen];
      pred = new long[rowLen];
    }
    for (int l = levels + 1; l <= k; l++) {
      int base = l * rowLen;
      java.util.Arrays.fill(within, base, base + rowLen, 0L);
      for (int i = 0; i < nodes; i++) {
        int v = roots[i];
        int row = base + i * words;
        within[row + (i >>> 6)] |= 1L << i;
        for (int e = gStart[v]; e < gEnd[v]; e++) {
          int j = rootIndex[gSucc[e]];
          if (l == 1) {
            within[row + (j >>> 6)] |= 1L << j;
          } else {
            int from = (l - 1) * rowLen + j * words;
            for (int w = 0; w < words; w++) {
              within[row + w] |= within[from + w];
            }
          }
        }
      }
      if (l == 1) {
        java.util.Arrays.fill(pred, 0, rowLen, 0L);
        for (int i = 0; i < nodes; i++) {
          int v = roots[i];
          for (int e = gStart[v]; e < gEnd[v]; e++) {
            int j = rootIndex[gSucc[e]];
            if (j != i) {
              pred[j * words + (i >>> 6)] |= 1L << i;
            }
          }
        }
      }
    }
    levels = k;
  }

  /**
   * Whether v lies on a cycle of at most k + 1 steps through another node: a predecessor of v other
   * than v is reached from v within k steps ({@link #onCycle} when k exceeds {@link #MAX_STEPS};
   * false for k &lt; 1).
   */
  boolean onCycleWithin(int v, int k) {
    if (k > MAX_STEPS) {
      return onCycle(v);
    }
    if (k < 1) {
      return false;
    }
    levels(k);
    int i = rootIndex[v];
    int row = (k * nodes + i) * words;
    int p = i * words;
    for (int w = 0; w < words; w++) {
      if ((within[row + w] & pred[p + w]) != 0) {
        return true;
      }
    }
    return false;
  }

  /**
   * Whether a path of at most k steps leads from a to b ({@link #reaches} when k exceeds {@link
   * #MAX_STEPS}; for k &lt; 1 only a == b).
   */
  boolean reachesWithin(int a, int b, int k) {
    if (k > MAX_STEPS) {
      return reaches(a, b);
    }
    if (k < 1) {
      return a == b;
    }
    levels(k);
    int j = rootIndex[b];
    return (within[(k * nodes + rootIndex[a]) * words + (j >>> 6)] & (1L << j)) != 0;
  }

  /** Whether a path (possibly empty) leads from a to b; both must have been visited. */
  boolean reaches(int a, int b) {
    int k = comp[b];
    return (reach[comp[a] * words + (k >>> 6)] & (1L << k)) != 0;
  }
}
