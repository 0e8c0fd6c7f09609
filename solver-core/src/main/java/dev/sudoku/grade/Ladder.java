package dev.sudoku.grade;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/**
 * The techniques in the order Sudoku Explainer tries them ({@code Solver}'s producer lists): the
 * grader applies the first rule of this list that finds a hint.
 *
 * <p>The ladder is read from one table, {@link Rung}: one row per rung, in SE's order, naming the
 * techniques the rung reports (the first is the easiest, its floor), the rating its hints start at,
 * the SE nesting level it needs, and the rule class that finds them. A grader takes every row up to
 * its nesting limit; the first row it leaves out names the "at least" of a puzzle it cannot finish.
 *
 * <p>The order is SE's, not strictly by rating: e.g. the direct hidden pair (2.0) is tried before
 * the naked single (2.3), and unique loops (4.5+) before the naked quad (5.0); aligned triple
 * exclusion (7.5) comes after the cycles and forcing chains (6.5+, up to 7.x with length). The
 * floors never decrease along the table (checked), which is what lets {@link Grader#gradeUpTo} stop
 * at the first rung above its ceiling: every later rung rates higher still.
 */
final class Ladder {
  /** Makes a fresh rule for a rung: one instance per ladder. */
  @FunctionalInterface
  interface RuleMaker {
    /**
     * @param links the link tables shared by the chain rules of the ladder, made on the first call
     * @param budget the grader's time budget, for the rules that can run long
     */
    Rule make(Supplier<Implications> links, Deadline budget);
  }

  /** The ladder, one row per rung in SE's order: techniques reported, rating, nesting, rule. */
  enum Rung {
    HIDDEN_SINGLES(
        10,
        0,
        (links, budget) -> new HiddenSingleRule(),
        Technique.FULL_HOUSE,
        Technique.HIDDEN_SINGLE_BOX,
        Technique.HIDDEN_SINGLE_LINE),
    DIRECT_POINTING_CLAIMING(
        17,
        0,
        (links, budget) -> new PointingClaimingRule(true),
        Technique.DIRECT_POINTING,
        Technique.DIRECT_CLAIMING),
    DIRECT_HIDDEN_PAIRS(
        20, 0, (links, budget) -> new HiddenSetRule(2, true), Technique.DIRECT_HIDDEN_PAIR),
    NAKED_SINGLES(23, 0, (links, budget) -> new NakedSingleRule(), Technique.NAKED_SINGLE),
    DIRECT_HIDDEN_TRIPLES(
        25, 0, (links, budget) -> new HiddenSetRule(3, true), Technique.DIRECT_HIDDEN_TRIPLE),
    POINTING_CLAIMING(
        26,
        0,
        (links, budget) -> new PointingClaimingRule(false),
        Technique.POINTING,
        Technique.CLAIMING),
    NAKED_PAIRS(30, 0, (links, budget) -> new NakedSetRule(2), Technique.NAKED_PAIR),
    X_WINGS(32, 0, (links, budget) -> new FishRule(2), Technique.X_WING),
    HIDDEN_PAIRS(34, 0, (links, budget) -> new HiddenSetRule(2, false), Technique.HIDDEN_PAIR),
    NAKED_TRIPLES(36, 0, (links, budget) -> new NakedSetRule(3), Technique.NAKED_TRIPLE),
    SWORDFISHES(38, 0, (links, budget) -> new FishRule(3), Technique.SWORDFISH),
    HIDDEN_TRIPLES(40, 0, (links, budget) -> new HiddenSetRule(3, false), Technique.HIDDEN_TRIPLE),
    XY_WINGS(42, 0, (links, budget) -> new XyWingRule(false), Technique.XY_WING),
    XYZ_WINGS(44, 0, (links, budget) -> new XyWingRule(true), Technique.XYZ_WING),
    UNIQUE_RECTANGLES(
        45,
        0,
        (links, budget) -> new UniqueRectangleRule(),
        Technique.UNIQUE_RECTANGLE,
        Technique.UNIQUE_LOOP),
    NAKED_QUADS(50, 0, (links, budget) -> new NakedSetRule(4), Technique.NAKED_QUAD),
    JELLYFISHES(52, 0, (links, budget) -> new FishRule(4), Technique.JELLYFISH),
    HIDDEN_QUADS(54, 0, (links, budget) -> new HiddenSetRule(4, false), Technique.HIDDEN_QUAD),
    BUGS(56, 0, (links, budget) -> new BugRule(), Technique.BUG),
    ALIGNED_PAIRS(
        62, 0, (links, budget) -> new AlignedPairRule(), Technique.ALIGNED_PAIR_EXCLUSION),
    CYCLES_AND_FORCING_CHAINS(
        65,
        0,
        (links, budget) -> new CycleAndForcingChainRule(links.get(), budget),
        Technique.X_CYCLE,
        Technique.Y_CYCLE,
        Technique.FORCING_X_CHAIN,
        Technique.FORCING_CHAIN,
        Technique.BIDIRECTIONAL_CYCLE),
    ALIGNED_TRIPLES(
        75, 0, (links, budget) -> new AlignedTripleRule(), Technique.ALIGNED_TRIPLE_EXCLUSION),
    NISHIO_FORCING_CHAINS(
        75,
        0,
        (links, budget) -> new NishioForcingChainRule(links.get(), budget),
        Technique.NISHIO_FORCING_CHAIN),
    CELL_REGION_FORCING_CHAINS(
        80,
        0,
        (links, budget) -> new CellRegionForcingChainRule(links.get(), budget),
        Technique.CELL_FORCING_CHAIN,
        Technique.REGION_FORCING_CHAIN),
    DYNAMIC_FORCING_CHAINS(
        85,
        0,
        (links, budget) -> new DynamicForcingChainRule(links.get(), 0, budget),
        Technique.DYNAMIC_FORCING_CHAIN),
    DYNAMIC_FORCING_CHAINS_PLUS(
        90,
        1,
        (links, budget) -> new DynamicForcingChainRule(links.get(), 1, budget),
        Technique.DYNAMIC_FORCING_CHAIN_PLUS),
    NESTED_FORCING_CHAINS(
        95,
        2,
        (links, budget) -> new NestedForcingChainRule(links.get(), 2, budget),
        Technique.NESTED_FORCING_CHAIN),
    NESTED_MULTIPLE_FORCING_CHAINS(
        100,
        3,
        (links, budget) -> new NestedForcingChainRule(links.get(), 3, budget),
        Technique.NESTED_FORCING_CHAIN),
    NESTED_DYNAMIC_FORCING_CHAINS(
        105,
        4,
        (links, budget) -> new NestedForcingChainRule(links.get(), 4, budget),
        Technique.NESTED_FORCING_CHAIN),
    NESTED_DYNAMIC_FORCING_CHAINS_PLUS(
        110,
        5,
        (links, budget) -> new NestedForcingChainRule(links.get(), 5, budget),
        Technique.NESTED_FORCING_CHAIN);

    /**
     * The rating the rung's hints start at, in tenths: its floor's base rating, except for SE's
     * nesting levels 3 to 5, which SE reports as {@link Technique#NESTED_FORCING_CHAIN} (9.5) but
     * rates from 10.0, 10.5 and 11.0.
     */
    final int tenths;

    /** The SE nesting level the rung needs: 0 for all but the dynamic and nested forcing chains. */
    final int nesting;

    /** The techniques the rung reports; the first is the easiest (the rung's floor). */
    final List<Technique> reports;

    final RuleMaker maker;

    Rung(int tenths, int nesting, RuleMaker maker, Technique... reports) {
      this.tenths = tenths;
      this.nesting = nesting;
      this.maker = maker;
      this.reports = List.of(reports);
      if (tenths < reports[0].baseTenths()) {
        throw new IllegalArgumentException(name() + " rates below its floor " + reports[0]);
      }
    }

    /** The easiest technique the rung reports: every hint it finds rates at least its base. */
    Technique floor() {
      return reports.get(0);
    }
  }

  /** SE's deepest nesting level, the last row's: deeper requests act as it. */
  static final int DEEPEST_NESTING = deepest();

  /** The rows of this ladder, in order. */
  final Rung[] rungs;

  /**
   * The rules, each made by {@link #rule} when first asked for: a grader builds its whole ladder,
   * but most puzzles are finished by the first few rungs, and the chain rungs' assumption searches
   * and link tables are large (all made, about 11 MB a grader), which every short-lived grader (one
   * per Spark partition, for example) would allocate and clear for nothing.
   */
  private final Rule[] rules;

  private final Deadline budget;

  /** The link tables shared by the chain rules, made with the first of them. */
  private Implications links;

  /**
   * {@code floors[i]}: the easiest technique rule {@code i} can report; every hint it finds rates
   * at least {@code floors[i].baseTenths()}. Non-decreasing along the ladder (checked), which is
   * what lets {@link Grader#gradeUpTo} stop at the first rung above its ceiling: every later rung
   * rates higher still.
   */
  final Technique[] floors;

  /**
   * The first rung this ladder leaves out (the "at least" when stuck) and its rating in tenths;
   * after the deepest level, that level again: SE has none deeper, and every rung rating less has
   * failed.
   */
  final Technique nextRung;

  final int nextRungTenths;

  private Ladder(Rung last, int maxNesting, Deadline budget) {
    List<Rung> taken = new ArrayList<>();
    Rung next = null;
    for (Rung r : Rung.values()) {
      if (r.ordinal() <= last.ordinal() && r.nesting <= maxNesting) {
        taken.add(r);
      } else if (next == null) {
        next = r;
      }
    }
    rungs = taken.toArray(new Rung[0]);
    rules = new Rule[rungs.length];
    this.budget = budget;
    floors = new Technique[rungs.length];
    for (int i = 0; i < rungs.length; i++) {
      floors[i] = rungs[i].floor();
      if (i > 0 && floors[i].baseTenths() < floors[i - 1].baseTenths()) {
        throw new IllegalStateException(
            "floors must not decrease: " + floors[i - 1] + " before " + floors[i]);
      }
    }
    if (next == null) {
      next = Rung.values()[Rung.values().length - 1];
    }
    nextRung = next.floor();
    nextRungTenths = next.tenths;
  }

  /** The number of rungs (and rules) of this ladder. */
  int size() {
    return rungs.length;
  }

  /** Rule {@code i} of this ladder, made on the first call and the same instance after. */
  Rule rule(int i) {
    Rule r = rules[i];
    if (r == null) {
      r = rungs[i].maker.make(this::links, budget);
      rules[i] = r;
    }
    return r;
  }

  /**
   * Puts {@code rule} in place of rule {@code i} (the rung benchmark wraps rules to record them).
   */
  void set(int i, Rule rule) {
    rules[i] = rule;
  }

  /** How many rules have been made so far. */
  int made() {
    int n = 0;
    for (Rule r : rules) {
      n += r == null ? 0 : 1;
    }
    return n;
  }

  private Implications links() {
    if (links == null) {
      links = new Implications();
    }
    return links;
  }

  /** The rungs up to and including {@code last} (no time limit): e.g. everything up to BUG. */
  static Ladder upTo(Rung last) {
    return new Ladder(last, DEEPEST_NESTING, Deadline.NONE);
  }

  /**
   * The whole ladder up to a nesting level: every rung needing SE's nesting level {@code
   * maxNesting} or less (values above {@link #DEEPEST_NESTING} act as it), with fresh rule
   * instances sharing one {@link Implications}.
   */
  static Ladder full(Deadline budget, int maxNesting) {
    Rung[] all = Rung.values();
    return new Ladder(all[all.length - 1], maxNesting, budget);
  }

  private static int deepest() {
    int d = 0;
    for (Rung r : Rung.values()) {
      d = Math.max(d, r.nesting);
    }
    return d;
  }
}
