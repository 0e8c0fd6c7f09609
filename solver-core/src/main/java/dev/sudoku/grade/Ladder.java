package dev.sudoku.grade;

/**
 * The techniques in the order Sudoku Explainer tries them ({@code Solver}'s producer lists): the
 * grader applies the first rule of this list that finds a hint.
 *
 * <p>The order is SE's, not strictly by rating: e.g. the direct hidden pair (2.0) is tried before
 * the naked single (2.3), and unique loops (4.5+) before the naked quad (5.0); aligned triple
 * exclusion (7.5) comes after the cycles and forcing chains (6.5+, up to 7.x with length).
 */
final class Ladder {
  final Rule[] rules;

  /**
   * {@code floors[i]}: the easiest technique rule {@code i} can report; every hint it finds rates
   * at least {@code floors[i].baseTenths()}. Non-decreasing along the ladder (checked), which is
   * what lets {@link Grader#gradeUpTo} stop at the first rung above its ceiling: every later rung
   * rates higher still.
   */
  final Technique[] floors;

  /** Rating, in tenths, of the easiest technique not in this ladder (the "at least" when stuck). */
  final int nextRungTenths;

  final Technique nextRung;

  private Ladder(Rule[] rules, Technique[] floors, Technique nextRung) {
    this(rules, floors, nextRung, nextRung.baseTenths());
  }

  private Ladder(Rule[] rules, Technique[] floors, Technique nextRung, int nextRungTenths) {
    if (rules.length != floors.length) {
      throw new IllegalArgumentException(rules.length + " rules, " + floors.length + " floors");
    }
    for (int i = 1; i < floors.length; i++) {
      if (floors[i].baseTenths() < floors[i - 1].baseTenths()) {
        throw new IllegalArgumentException(
            "floors must not decrease: " + floors[i - 1] + " before " + floors[i]);
      }
    }
    this.rules = rules;
    this.floors = floors;
    this.nextRung = nextRung;
    this.nextRungTenths = nextRungTenths;
  }

  private static final Technique[] UP_TO_BUG_FLOORS = {
    Technique.FULL_HOUSE,
    Technique.DIRECT_POINTING,
    Technique.DIRECT_HIDDEN_PAIR,
    Technique.NAKED_SINGLE,
    Technique.DIRECT_HIDDEN_TRIPLE,
    Technique.POINTING,
    Technique.NAKED_PAIR,
    Technique.X_WING,
    Technique.HIDDEN_PAIR,
    Technique.NAKED_TRIPLE,
    Technique.SWORDFISH,
    Technique.HIDDEN_TRIPLE,
    Technique.XY_WING,
    Technique.XYZ_WING,
    Technique.UNIQUE_RECTANGLE,
    Technique.NAKED_QUAD,
    Technique.JELLYFISH,
    Technique.HIDDEN_QUAD,
    Technique.BUG,
  };

  private static final Technique[] CHAIN_FLOORS = {
    Technique.ALIGNED_PAIR_EXCLUSION,
    Technique.X_CYCLE,
    Technique.ALIGNED_TRIPLE_EXCLUSION,
    Technique.NISHIO_FORCING_CHAIN,
    Technique.CELL_FORCING_CHAIN,
    Technique.DYNAMIC_FORCING_CHAIN,
  };

  /** Everything SE rates up to 5.x. Fresh rule instances: one ladder per grader. */
  static Ladder upToBug() {
    return new Ladder(
        new Rule[] {
          new HiddenSingleRule(),
          new LockingRule(true),
          new HiddenSetRule(2, true),
          new NakedSingleRule(),
          new HiddenSetRule(3, true),
          new LockingRule(false),
          new NakedSetRule(2),
          new FishRule(2),
          new HiddenSetRule(2, false),
          new NakedSetRule(3),
          new FishRule(3),
          new HiddenSetRule(3, false),
          new WingRule(false),
          new WingRule(true),
          new UniqueLoopRule(),
          new NakedSetRule(4),
          new FishRule(4),
          new HiddenSetRule(4, false),
          new BugRule(),
        },
        UP_TO_BUG_FLOORS,
        Technique.ALIGNED_PAIR_EXCLUSION);
  }

  /** {@link #full(Deadline, int)} without nesting: up to dynamic forcing chains (8.5+). */
  static Ladder full(Deadline budget) {
    return full(budget, 0);
  }

  /**
   * The whole ladder this grader has: up to BUG, then SE's chaining producers in its order: aligned
   * pair exclusion, cycles and simple forcing chains, aligned triple exclusion, Nishio, cell/region
   * forcing chains, dynamic forcing chains and, with {@code maxNesting >= 1}, dynamic forcing
   * chains (+) (9.0+), with {@code maxNesting >= 2} nested forcing chains (SE's level 2, 9.5+),
   * with {@code maxNesting >= 3} nested multiple forcing chains (level 3, 10.0+), with 4 nested
   * dynamic forcing chains (level 4, 10.5+), with 5 SE's deepest level (11.0+), all reported as
   * {@link Technique#NESTED_FORCING_CHAIN} as SE's {@code Solver} does. The next level is the next
   * rung, named {@link Technique#NESTED_FORCING_CHAIN} with its rating (10.0, 10.5, 11.0; 11.0
   * after level 5, SE's last). Values above 5 act as 5. Fresh rule instances sharing one {@link
   * Implications} engine.
   */
  static Ladder full(Deadline budget, int maxNesting) {
    Implications eng = new Implications();
    CycleChainRule cycles = new CycleChainRule(eng);
    cycles.budget(budget);
    ForcingChainRule nishio = new ForcingChainRule(eng, ForcingChainRule.Kind.NISHIO);
    ForcingChainRule multiple = new ForcingChainRule(eng, ForcingChainRule.Kind.MULTIPLE);
    ForcingChainRule dynamic = new ForcingChainRule(eng, ForcingChainRule.Kind.DYNAMIC);
    nishio.budget(budget);
    multiple.budget(budget);
    dynamic.budget(budget);
    boolean plus = maxNesting >= 1;
    boolean nested = maxNesting >= 2;
    boolean nestedMultiple = maxNesting >= 3;
    int levels = Math.min(maxNesting, Grader.Options.MAX_IMPLEMENTED_NESTING);
    Rule[] base = upToBug().rules;
    Rule[] rules = java.util.Arrays.copyOf(base, base.length + 6 + levels);
    int n = base.length;
    rules[n++] = new AlignedPairRule();
    rules[n++] = cycles;
    rules[n++] = new AlignedTripleRule();
    rules[n++] = nishio;
    rules[n++] = multiple;
    rules[n++] = dynamic;
    Technique[] floors = java.util.Arrays.copyOf(UP_TO_BUG_FLOORS, rules.length);
    System.arraycopy(CHAIN_FLOORS, 0, floors, base.length, CHAIN_FLOORS.length);
    if (!plus) {
      return new Ladder(rules, floors, Technique.DYNAMIC_FORCING_CHAIN_PLUS);
    }
    ForcingChainRule dynamicPlus = new ForcingChainRule(eng, ForcingChainRule.Kind.DYNAMIC_PLUS);
    dynamicPlus.budget(budget);
    rules[n] = dynamicPlus;
    floors[n++] = Technique.DYNAMIC_FORCING_CHAIN_PLUS;
    if (!nested) {
      return new Ladder(rules, floors, Technique.NESTED_FORCING_CHAIN);
    }
    ForcingChainRule nestedChains = new ForcingChainRule(eng, ForcingChainRule.Kind.NESTED);
    nestedChains.budget(budget);
    rules[n] = nestedChains;
    floors[n++] = Technique.NESTED_FORCING_CHAIN;
    if (!nestedMultiple) {
      // SE's level 3 (nested multiple forcing chains) rates 10.0+; no technique of its own here
      return new Ladder(rules, floors, Technique.NESTED_FORCING_CHAIN, 100);
    }
    ForcingChainRule level3 = new ForcingChainRule(eng, ForcingChainRule.Kind.NESTED_MULTIPLE);
    level3.budget(budget);
    rules[n] = level3;
    floors[n++] = Technique.NESTED_FORCING_CHAIN; // its steps rate 10.0+, above this floor
    if (levels == 3) {
      // SE's level 4 (nested dynamic forcing chains) rates 10.5+
      return new Ladder(rules, floors, Technique.NESTED_FORCING_CHAIN, 105);
    }
    ForcingChainRule level4 = new ForcingChainRule(eng, ForcingChainRule.Kind.NESTED_DYNAMIC);
    level4.budget(budget);
    rules[n] = level4;
    floors[n++] = Technique.NESTED_FORCING_CHAIN; // 10.5+
    if (levels == 4) {
      return new Ladder(rules, floors, Technique.NESTED_FORCING_CHAIN, 110); // level 5: 11.0+
    }
    ForcingChainRule level5 = new ForcingChainRule(eng, ForcingChainRule.Kind.NESTED_DYNAMIC_PLUS);
    level5.budget(budget);
    rules[n] = level5;
    floors[n] = Technique.NESTED_FORCING_CHAIN; // 11.0+
    // SE has no deeper level: every rung rating below 11.0 failed, so the next step needs 11.0+
    return new Ladder(rules, floors, Technique.NESTED_FORCING_CHAIN, 110);
  }
}
