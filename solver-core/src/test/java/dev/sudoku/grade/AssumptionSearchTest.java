package dev.sudoku.grade;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.Grid;
import java.util.List;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;

class AssumptionSearchTest {
  /** se-reference-hard.csv, SE 8.3: Nishio, cell and region forcing chains on its path. */
  static final String MULTIPLE =
      "006000200900000004243000896000591000002080300400203001300000007000907000010408020";

  /** se-reference-hard.csv, SE 8.9: dynamic forcing chains. */
  static final String DYNAMIC =
      "700040006000759000900801003000524000030000020400000007501000208080000010209000304";

  /**
   * magictour-top1465.txt #77: SE's ladder up to dynamic forcing chains gets stuck; dynamic forcing
   * chains (+) finish it (our rating 9.8; no SE reference rating in our data).
   */
  static final String PLUS =
      "7.....4...2..7..8...3..8..9...5..3...6..2..9...1..7..6...3..9...3..4..6...9..1..5";

  private static Step[] rerun(String puzzle, Technique t, AssumptionSearch.Kind kind) {
    return Replay.rerun(puzzle, t, ruleFor(kind, Deadline.NONE));
  }

  /** The rule named for the techniques of a kind, on an engine of its own. */
  static Rule ruleFor(AssumptionSearch.Kind kind, Deadline budget) {
    Implications links = new Implications();
    return switch (kind) {
      case NISHIO -> new NishioForcingChainRule(links, budget);
      case MULTIPLE -> new CellRegionForcingChainRule(links, budget);
      case DYNAMIC, DYNAMIC_PLUS -> new DynamicForcingChainRule(links, kind.level, budget);
      default -> new NestedForcingChainRule(links, kind.level, budget);
    };
  }

  @Test
  void find_nishio_sameStepAsGrader() {
    Step[] s = rerun(MULTIPLE, Technique.NISHIO_FORCING_CHAIN, AssumptionSearch.Kind.NISHIO);
    assertThat(s[1]).isEqualTo(s[0]);
    // a contradiction: two branches from the same assumption
    assertThat(s[0].explanation()).contains("; ");
  }

  @Test
  void find_cellAndRegionForcingChains_sameStepsAsGrader() {
    Step[] cell = rerun(MULTIPLE, Technique.CELL_FORCING_CHAIN, AssumptionSearch.Kind.MULTIPLE);
    assertThat(cell[1]).isEqualTo(cell[0]);
    Step[] region = rerun(MULTIPLE, Technique.REGION_FORCING_CHAIN, AssumptionSearch.Kind.MULTIPLE);
    assertThat(region[1]).isEqualTo(region[0]);
    assertThat(region[0].houses()).hasSize(1);
  }

  @Test
  void find_dynamic_sameStepAsGrader() {
    Step[] s = rerun(DYNAMIC, Technique.DYNAMIC_FORCING_CHAIN, AssumptionSearch.Kind.DYNAMIC);
    assertThat(s[1]).isEqualTo(s[0]);
    assertThat(s[0].rating()).isGreaterThanOrEqualTo(8.5);
  }

  @Test
  void find_dynamicPlus_sameStepAsGraderWhereDynamicFindsNothing() {
    Step[] s =
        rerun(PLUS, Technique.DYNAMIC_FORCING_CHAIN_PLUS, AssumptionSearch.Kind.DYNAMIC_PLUS);
    assertThat(s[1]).isEqualTo(s[0]);
    assertThat(s[0].rating()).isGreaterThanOrEqualTo(9.0);
    assertThat(s[0].explanation()).startsWith("dynamic forcing chain (+)");
    // the same position has no plain dynamic forcing chain: the step needs the nested rules
    Grid p = Grid.parse(PLUS);
    java.util.List<Step> steps = new Grader().grade(p, true).steps();
    int at = Replay.firstStep(steps, Technique.DYNAMIC_FORCING_CHAIN_PLUS);
    Candidates before = Replay.before(p, steps, at);
    assertThat(ruleFor(AssumptionSearch.Kind.DYNAMIC, Deadline.NONE).find(before, new Hint()))
        .isFalse();
  }

  @Test
  void find_dynamicPlus_stepsAgreeWithSolution() {
    Grid p = Grid.parse(PLUS);
    dev.sudoku.core.Solver solver = dev.sudoku.core.Solver.reference();
    solver.count(p, 1);
    Grid sol = solver.solution();
    Grade g = new Grader().grade(p, true);
    assertThat(g.status()).isEqualTo(Grade.Status.RATED);
    assertThat(g.counts()).containsKey(Technique.DYNAMIC_FORCING_CHAIN_PLUS);
    int plus = 0;
    for (Step s : g.steps()) {
      for (CellDigit e : s.eliminations()) {
        assertThat(sol.get(e.cell())).as(s.explanation()).isNotEqualTo(e.digit());
      }
      for (CellDigit d : s.placements()) {
        assertThat(sol.get(d.cell())).as(s.explanation()).isEqualTo(d.digit());
      }
      plus += s.technique() == Technique.DYNAMIC_FORCING_CHAIN_PLUS ? 1 : 0;
    }
    assertThat(plus).isEqualTo(g.counts().get(Technique.DYNAMIC_FORCING_CHAIN_PLUS));
  }

  @Test
  void find_dynamicPlus_readsBudgetInsideNestedSearch() {
    Grid p = Grid.parse(PLUS);
    java.util.List<Step> steps = new Grader().grade(p, true).steps();
    Candidates before =
        Replay.before(p, steps, Replay.firstStep(steps, Technique.DYNAMIC_FORCING_CHAIN_PLUS));
    int[] reads = {0};
    Deadline b = Deadline.millis(() -> reads[0]++, 1_000_000_000L);
    b.start();
    Rule rule = ruleFor(AssumptionSearch.Kind.DYNAMIC_PLUS, b);
    assertThat(rule.find(before, new Hint())).isTrue();
    // one reading per cell would be at most 81: the nested rounds read it too
    assertThat(reads[0]).isGreaterThan(81 * 9);
  }

  @Test
  void find_dynamicPlus_budgetGone_throwsNamingTechnique() {
    Grid p = Grid.parse(PLUS);
    java.util.List<Step> steps = new Grader().grade(p, true).steps();
    Candidates before =
        Replay.before(p, steps, Replay.firstStep(steps, Technique.DYNAMIC_FORCING_CHAIN_PLUS));
    long[] now = {0};
    Deadline b = Deadline.millis(() -> now[0] += 1_000_000L, 3);
    b.start();
    Rule rule = ruleFor(AssumptionSearch.Kind.DYNAMIC_PLUS, b);
    org.assertj.core.api.Assertions.assertThatThrownBy(() -> rule.find(before, new Hint()))
        .isInstanceOfSatisfying(
            Deadline.Exhausted.class,
            e -> assertThat(e.trying).isEqualTo(Technique.DYNAMIC_FORCING_CHAIN_PLUS));
  }

  /**
   * forum-hardest-1106.txt #1: after dynamic forcing chains (+) it needs SE's level 2 (nested
   * forcing chains; our rating 10.3, no SE reference rating in our data).
   */
  static final String NESTED =
      "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3";

  private static final Grader LEVEL2 = new Grader(Grader.Options.defaults().withMaxNesting(2));

  @Test
  void find_nested_sameStepAsGraderWhereLevel1FindsNothing() {
    Grid p = Grid.parse(NESTED);
    java.util.List<Step> steps = LEVEL2.grade(p, true).steps();
    int at = Replay.firstStep(steps, Technique.NESTED_FORCING_CHAIN);
    assertThat(at).isPositive();
    Candidates before = Replay.before(p, steps, at);
    Hint h = new Hint();
    assertThat(ruleFor(AssumptionSearch.Kind.NESTED, Deadline.NONE).find(before, h)).isTrue();
    assertThat(h.toStep()).isEqualTo(steps.get(at));
    assertThat(steps.get(at).rating()).isGreaterThanOrEqualTo(9.5);
    assertThat(ruleFor(AssumptionSearch.Kind.DYNAMIC_PLUS, Deadline.NONE).find(before, new Hint()))
        .isFalse();
  }

  @Test
  void find_nested_stepsAgreeWithSolution() {
    Grid p = Grid.parse(NESTED);
    dev.sudoku.core.Solver solver = dev.sudoku.core.Solver.reference();
    solver.count(p, 1);
    Grid sol = solver.solution();
    Grade g = LEVEL2.grade(p, true);
    assertThat(g.status()).isEqualTo(Grade.Status.RATED);
    assertThat(g.counts()).containsKey(Technique.NESTED_FORCING_CHAIN);
    assertThat(g.er()).isGreaterThanOrEqualTo(9.5);
    for (Step s : g.steps()) {
      for (CellDigit e : s.eliminations()) {
        assertThat(sol.get(e.cell())).as(s.explanation()).isNotEqualTo(e.digit());
      }
      for (CellDigit d : s.placements()) {
        assertThat(sol.get(d.cell())).as(s.explanation()).isEqualTo(d.digit());
      }
    }
  }

  @Test
  void find_openGrid_nothingForced() {
    for (AssumptionSearch.Kind kind : AssumptionSearch.Kind.values()) {
      if (kind.level >= 2) {
        continue; // nested chains on an open grid: slow, and covered by NestedChainsTest
      }
      assertThat(ruleFor(kind, Deadline.NONE).find(Marks.open(), new Hint()))
          .as("%s", kind)
          .isFalse();
    }
  }

  /**
   * forum-hardest-1106.txt #11 before the grader's fourth step at nesting level 4: levels 1-3 find
   * nothing there (the grader at level 3 stops at {@code >= 11.5}); level 4 (SE's nested dynamic
   * forcing chains, 10.5+) finds the grader's step, a contradiction rated 11.8. Several seconds:
   * the one whole-rule test of level 4 (collect-level tests in NestedDynamicChainsTest).
   */
  @Test
  void find_nestedDynamic_gradersLevel4StepSound() {
    Candidates before =
        NestedDynamicChainsTest.position(
            NestedDynamicChainsTest.FORUM_11, NestedDynamicChainsTest.FORUM_11_STEP_3);
    Grid sol = NestedDynamicChainsTest.solution(NestedDynamicChainsTest.FORUM_11);
    Hint h = new Hint();
    assertThat(ruleFor(AssumptionSearch.Kind.NESTED_DYNAMIC, Deadline.NONE).find(before, h))
        .isTrue();
    Step s = h.toStep();
    assertThat(s.technique()).isEqualTo(Technique.NESTED_FORCING_CHAIN);
    assertThat(s.rating()).isEqualTo(11.8);
    assertThat(s.explanation())
        .startsWith("nested forcing chain r5c9=9 -> r5c4<>9 ->")
        .endsWith(": r5c9<>9");
    assertThat(s.placements()).isEmpty();
    assertThat(s.eliminations())
        .extracting(CellDigit::cell, CellDigit::digit)
        .containsExactly(org.assertj.core.groups.Tuple.tuple(Marks.cell("r5c9"), 9));
    assertThat(sol.get(Marks.cell("r5c9"))).isNotEqualTo(9);
  }

  @Test
  void find_levels4And5_budgetGone_throwsNamingTechniqueFromInsideNestedSearch() {
    Candidates before =
        NestedDynamicChainsTest.position(
            NestedDynamicChainsTest.FORUM_11, NestedDynamicChainsTest.FORUM_11_STEP_3);
    for (AssumptionSearch.Kind kind :
        new AssumptionSearch.Kind[] {
          AssumptionSearch.Kind.NESTED_DYNAMIC, AssumptionSearch.Kind.NESTED_DYNAMIC_PLUS
        }) {
      long[] now = {0};
      int[] reads = {0};
      // 1 ms per reading: out after 300 readings, more than one per cell (81): the nested
      // rounds and the nested searches (NestedDynamicChainsTest) read the clock too
      Deadline b =
          Deadline.millis(
              () -> {
                reads[0]++;
                return now[0] += 1_000_000L;
              },
              300);
      b.start();
      Rule rule = ruleFor(kind, b);
      org.assertj.core.api.Assertions.assertThatThrownBy(() -> rule.find(before, new Hint()))
          .isInstanceOfSatisfying(
              Deadline.Exhausted.class,
              e -> assertThat(e.trying).isEqualTo(Technique.NESTED_FORCING_CHAIN));
      assertThat(reads[0]).as("%s", kind).isGreaterThan(81);
    }
  }

  @Test
  void kindDynamic_eachNestingLevel_kindOfThatLevel() {
    for (int level = 0; level <= 5; level++) {
      AssumptionSearch.Kind kind = AssumptionSearch.Kind.dynamic(level);
      assertThat(kind.level).isEqualTo(level);
      assertThat(kind.technique)
          .isIn(
              Technique.DYNAMIC_FORCING_CHAIN,
              Technique.DYNAMIC_FORCING_CHAIN_PLUS,
              Technique.NESTED_FORCING_CHAIN);
    }
    org.assertj.core.api.Assertions.assertThatThrownBy(() -> AssumptionSearch.Kind.dynamic(6))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void constructors_levelOfAnotherRule_rejected() {
    Implications links = new Implications();
    org.assertj.core.api.Assertions.assertThatThrownBy(
            () -> new DynamicForcingChainRule(links, 2, Deadline.NONE))
        .isInstanceOf(IllegalArgumentException.class);
    org.assertj.core.api.Assertions.assertThatThrownBy(
            () -> new NestedForcingChainRule(links, 1, Deadline.NONE))
        .isInstanceOf(IllegalArgumentException.class);
    org.assertj.core.api.Assertions.assertThatThrownBy(
            () -> new NestedForcingChainRule(links, 6, Deadline.NONE))
        .isInstanceOf(IllegalArgumentException.class);
  }

  /**
   * Nishio skips the digits whose cells are those of a search where none of their starts led to a
   * contradiction: one instance carried along real graded paths finds what fresh instances find.
   */
  @Test
  void find_nishioOneInstanceAlongGradedPaths_sameHintsAsFreshInstances() {
    Rule kept = new NishioForcingChainRule(new Implications(), Deadline.NONE);
    int found = 0;
    int n = 0;
    for (Candidates position : FruitlessScanTest.Paths.positions()) {
      if (n++ % 3 != 0) {
        continue; // every third position: the searches are slow
      }
      Step expected =
          FruitlessScanTest.Paths.hint(
              new NishioForcingChainRule(new Implications(), Deadline.NONE), position);
      assertThat(FruitlessScanTest.Paths.hint(kept, position)).isEqualTo(expected);
      found += expected == null ? 0 : 1;
    }
    assertThat(found).isGreaterThan(10);
  }

  /** The same search with every "cell <> digit" propagated, as SE does. */
  private static boolean plainDynamic(Candidates g, Hint h) {
    return new AssumptionSearch(
            new Implications(), AssumptionSearch.Kind.DYNAMIC, Deadline.NONE, false)
        .find(g, h);
  }

  /**
   * Dynamic forcing chains that leave out the "c <> d" known to give no hint give the hint of the
   * search that propagates them all, on random pencil marks (many contradictions).
   */
  @Property(tries = 60)
  void find_dynamicRandomMarks_offSidesLeftOutSameHint(@ForAll long seed) {
    SplittableRandom r = new SplittableRandom(seed);
    Candidates c = CycleAndForcingChainRuleTest.randomMarks(r, 3 + r.nextInt(3));
    Hint fast = new Hint();
    Hint plain = new Hint();
    AssumptionSearch search =
        new AssumptionSearch(new Implications(), AssumptionSearch.Kind.DYNAMIC);
    List<Integer> leftOut = new java.util.ArrayList<>();
    search.leftOut = leftOut::add;
    boolean f = search.find(c, fast);
    boolean p = plainDynamic(c, plain);
    assertThat(CycleAndForcingChainRuleTest.describe(fast, f))
        .isEqualTo(CycleAndForcingChainRuleTest.describe(plain, p));
    // the hint alone rarely shows a wrong omission (another hint is often as good): every off
    // side left out leads to no contradiction and, with three digits or more, shares nothing with
    // its on side
    Implications links = new Implications();
    links.prepare(c);
    Propagation propagation = new Propagation(links);
    Consequences off = new Consequences();
    Consequences on = new Consequences();
    for (int code : leftOut) {
      assertThat(propagation.propagate(off, code, true, true)).as("left out %d", code).isFalse();
      if (Integer.bitCount(c.cand[Implications.cellOf(code)]) > 2) {
        propagation.propagate(on, code | 1, true, true);
        for (int w = 0; w < 12; w++) {
          assertThat((on.on[w] & off.on[w]) | (on.off[w] & off.off[w]))
              .as("left out %d", code)
              .isZero();
        }
      }
    }
  }

  @Test
  void find_dynamicAlongGradedPath_offSidesLeftOutSameHints() {
    // one search kept along the path, as the grader keeps it
    AssumptionSearch kept = new AssumptionSearch(new Implications(), AssumptionSearch.Kind.DYNAMIC);
    Grid p = Grid.parse(DYNAMIC);
    List<Step> steps = new Grader().grade(p, true).steps();
    int compared = 0;
    for (int i = 0; i < steps.size(); i++) {
      if (steps.get(i).rating() < 8.0) {
        continue; // easier rungs took the step; dynamic chains were not asked there
      }
      Candidates g = Replay.before(p, steps, i);
      Hint fast = new Hint();
      Hint plain = new Hint();
      boolean f = kept.find(g, fast);
      assertThat(CycleAndForcingChainRuleTest.describe(fast, f))
          .as("step %d", i)
          .isEqualTo(CycleAndForcingChainRuleTest.describe(plain, plainDynamic(g, plain)));
      compared++;
    }
    assertThat(compared).isGreaterThan(2);
  }
}
