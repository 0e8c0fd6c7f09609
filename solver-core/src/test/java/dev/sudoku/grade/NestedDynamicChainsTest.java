package dev.sudoku.grade;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sudoku.core.Grid;
import dev.sudoku.core.Solver;
import org.junit.jupiter.api.Test;

class NestedDynamicChainsTest {
  /** forum-hardest-1106.txt #11: level 3 gets stuck on it (>= 11.5); level 4 rates it 11.8. */
  static final String FORUM_11 =
      "........6..5..18...9...8.7....8.2.....3.1.2..4..5.3....6.....9...83..1..7.......4";

  /**
   * The candidates of the empty cells (row-major) before the grader's fourth step at {@code
   * --max-nesting 4}, a level-4 step rated 11.8 (levels 1-3 find nothing there).
   */
  static final String FORUM_11_STEP_3 =
      "1238 123478 1247 2479 234579 4579 3459 12345 236 2347"
          + " 24679 234679 234 239 1236 1246 246 23456 345 1235 1569 157 1679 4679 345679 13456 13579"
          + " 5689 578 4679 4679 456 5789 1278 12679 679 679 168 1789 1235 124 1247 24578 457 357"
          + " 23578 259 245 245679 45679 256 257 135 129 1269 2589 569 356 23568";

  /** Givens plus pencil marks of the empty cells, as the grader holds them. */
  static Candidates position(String puzzle, String marks) {
    Candidates c = new Candidates();
    c.load(Grid.parse(puzzle).toBytes());
    String[] t = marks.trim().split("\\s+");
    int k = 0;
    for (int i = 0; i < 81; i++) {
      if (c.value[i] != 0) {
        continue;
      }
      for (int d = 1; d <= 9; d++) {
        if (t[k].indexOf((char) ('0' + d)) < 0 && c.has(i, d)) {
          c.eliminate(i, d);
        }
      }
      k++;
    }
    assertThat(k).isEqualTo(t.length);
    return c;
  }

  static Grid solution(String puzzle) {
    Solver s = Solver.reference();
    assertThat(s.count(Grid.parse(puzzle), 1)).isEqualTo(1);
    return s.solution();
  }

  /** The step's grid minus everything that follows (dynamically) from a true assumption. */
  private static Candidates afterTrueAssumption(Candidates step, int cell, Grid sol) {
    Implications eng = new Implications();
    eng.prepare(step);
    Consequences cq = new Consequences();
    assertThat(
            new Propagation(eng)
                .propagate(cq, Implications.code(cell, sol.get(cell), true), true, true))
        .isFalse();
    Candidates work = new Candidates();
    work.copyFrom(step);
    for (int i = 0; i < cq.offCount; i++) {
      int lit = cq.offOrder[i];
      work.eliminate(lit / 9, lit % 9 + 1);
    }
    return work;
  }

  /**
   * On a hypothetical grid that follows from a true assumption the solution is still there: a
   * nested chain must never remove it, and every rule parent must be a candidate the outer chain
   * removed (in the step's grid, not in the hypothetical one).
   */
  private static int checkNested(NestedDynamicChains rule, Candidates step, Grid sol) {
    int emitted = 0;
    for (int cell = 0; cell < 81 && emitted == 0; cell++) {
      if (Integer.bitCount(step.cand[cell]) < 2) {
        continue;
      }
      emitted = checkNested(rule, step, afterTrueAssumption(step, cell, sol), sol);
    }
    return emitted;
  }

  private static int checkNested(
      NestedDynamicChains rule, Candidates step, Candidates work, Grid sol) {
    int emitted = 0;
    {
      NestedEliminations out = new NestedEliminations();
      rule.collect(work, step, out);
      for (int i = 0; i < out.count; i++) {
        int code = out.offCode[i];
        int c = Implications.cellOf(code);
        assertThat(Implications.isOn(code)).isFalse();
        assertThat(work.has(c, Implications.digitOf(code))).isTrue();
        assertThat(sol.get(c))
            .as("r%dc%d", c / 9 + 1, c % 9 + 1)
            .isNotEqualTo(Implications.digitOf(code));
        assertThat(out.parLen[i]).isPositive();
        for (int k = 0; k < out.parLen[i]; k++) {
          int p = out.parent(i, k);
          int pc = Implications.cellOf(p);
          int pd = Implications.digitOf(p);
          assertThat(step.has(pc, pd) && !work.has(pc, pd)).isTrue();
        }
        assertThat(out.nestedCx[i]).isGreaterThanOrEqualTo(3);
        assertThat(out.nestedKey[i]).isNotZero();
      }
      emitted = out.count;
    }
    return emitted;
  }

  @Test
  void collect_hypotheticalGridOfTrueAssumption_soundEliminationsWithRemovedParents() {
    Candidates step = position(FORUM_11, FORUM_11_STEP_3);
    assertThat(checkNested(new NestedDynamicChains(0, null), step, solution(FORUM_11)))
        .isPositive();
  }

  @Test
  void collect_innerLevel2_hypotheticalGridOfTrueAssumption_soundEliminations() {
    // level 5's nested chains: dynamic forcing chains that themselves nest forcing chains; on a
    // smaller hypothetical grid (the wrong digits of the first 24 empty cells gone) to stay fast
    Candidates step = position(FORUM_11, FORUM_11_STEP_3);
    Grid sol = solution(FORUM_11);
    Candidates work = new Candidates();
    work.copyFrom(step);
    int solved = 0;
    for (int c = 0; c < 81 && solved < 24; c++) {
      if (step.cand[c] != 0) {
        for (int d = 1; d <= 9; d++) {
          if (d != sol.get(c) && work.has(c, d)) {
            work.eliminate(c, d);
          }
        }
        solved++;
      }
    }
    assertThat(checkNested(new NestedDynamicChains(2, new NestedRules()), step, work, sol))
        .isPositive();
  }

  @Test
  void collect_nothingRemovedSinceStep_noRuleParentsNothingEmitted() {
    // every dynamic chain of the step's own grid exists without an outer chain: SE skips them
    Candidates step = position(FORUM_11, FORUM_11_STEP_3);
    Candidates work = new Candidates();
    work.copyFrom(step);
    NestedEliminations out = new NestedEliminations();
    new NestedDynamicChains(0, null).collect(work, step, out);
    assertThat(out.count).isZero();
  }

  @Test
  void collect_budgetGone_throwsNamingTechnique() {
    Candidates step = position(FORUM_11, FORUM_11_STEP_3);
    long[] now = {0};
    Deadline b = Deadline.millis(() -> now[0] += 1_000_000L, 1);
    b.start();
    NestedDynamicChains rule = new NestedDynamicChains(0, null, b, Technique.NESTED_FORCING_CHAIN);
    assertThatThrownBy(() -> rule.collect(step, step, new NestedEliminations()))
        .isInstanceOfSatisfying(
            Deadline.Exhausted.class,
            e -> assertThat(e.trying).isEqualTo(Technique.NESTED_FORCING_CHAIN));
  }

  @Test
  void constructor_innerLevelNotSeS_rejected() {
    assertThatThrownBy(() -> new NestedDynamicChains(1, null))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void constructor_nestedRulesWithoutInnerLevel2_rejected() {
    assertThatThrownBy(() -> new NestedDynamicChains(0, new NestedRules()))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> new NestedDynamicChains(2, null))
        .isInstanceOf(IllegalArgumentException.class);
  }
}
