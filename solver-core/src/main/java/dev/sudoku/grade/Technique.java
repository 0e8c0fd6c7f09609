package dev.sudoku.grade;

import dev.sudoku.core.EnumName;

/**
 * The solving techniques Sudoku Explainer (SE 1.2.1) rates, with their base rating on its scale.
 *
 * <p>The base rating is the rating of the simplest form; techniques marked "+" in SE's list rate
 * higher with size or length (a unique loop of 8 cells, a BUG type 3 with a naked triple, a long
 * chain): the rating of each step is in {@link Step#rating()}. The grader implements everything up
 * to {@link #DYNAMIC_FORCING_CHAIN_PLUS} (SE's nesting level 1) by default and {@link
 * #NESTED_FORCING_CHAIN} (levels 2 to 5, 9.5+ to 11.0+: one technique, as in SE's own technique
 * list) on request ({@code Grader.Options.maxNesting}); a puzzle needing a level above the limit
 * gets {@link Grade#bound()} {@link #NESTED_FORCING_CHAIN} with "at least" the next level's base
 * (10.0 to 11.0). {@link #FORCING_CHAIN} is SE's forcing chain mixing X and Y links: its steps rate
 * 7.0+.
 *
 * <p>Each constant names the rule class that finds it; the ladder (package-private {@code
 * Ladder.Rung}) lists them in the order the grader tries them.
 */
public enum Technique {
  /** The last empty cell of a house takes the missing digit. Found by {@link HiddenSingleRule}. */
  FULL_HOUSE(10, "full house"),
  /** A digit with one place left in a box. Found by {@link HiddenSingleRule}. */
  HIDDEN_SINGLE_BOX(12, "hidden single (box)"),
  /** A digit with one place left in a row or column. Found by {@link HiddenSingleRule}. */
  HIDDEN_SINGLE_LINE(15, "hidden single (line)"),
  /**
   * Pointing that at once leaves a hidden single, placed in the same step. Found by {@link
   * PointingClaimingRule}.
   */
  DIRECT_POINTING(17, "direct pointing"),
  /**
   * Claiming that at once leaves a hidden single, placed in the same step. Found by {@link
   * PointingClaimingRule}.
   */
  DIRECT_CLAIMING(19, "direct claiming"),
  /**
   * Hidden pair that at once leaves a hidden single, placed in the same step. Found by {@link
   * HiddenSetRule}.
   */
  DIRECT_HIDDEN_PAIR(20, "direct hidden pair"),
  /** A cell with one candidate left. Found by {@link NakedSingleRule}. */
  NAKED_SINGLE(23, "naked single"),
  /**
   * Hidden triple that at once leaves a hidden single, placed in the same step. Found by {@link
   * HiddenSetRule}.
   */
  DIRECT_HIDDEN_TRIPLE(25, "direct hidden triple"),
  /**
   * Locked candidates, box to line: a digit confined to one line in a box leaves the rest of the
   * line. Found by {@link PointingClaimingRule}.
   */
  POINTING(26, "pointing"),
  /**
   * Locked candidates, line to box: a digit confined to one box in a line leaves the rest of the
   * box. Found by {@link PointingClaimingRule}.
   */
  CLAIMING(28, "claiming"),
  /** Two cells of a house with the same two candidates. Found by {@link NakedSetRule}. */
  NAKED_PAIR(30, "naked pair"),
  /** A fish of two base lines. Found by {@link FishRule}. */
  X_WING(32, "X-wing"),
  /** Two digits confined to the same two cells of a house. Found by {@link HiddenSetRule}. */
  HIDDEN_PAIR(34, "hidden pair"),
  /** Three cells of a house with three candidates between them. Found by {@link NakedSetRule}. */
  NAKED_TRIPLE(36, "naked triple"),
  /** A fish of three base lines. Found by {@link FishRule}. */
  SWORDFISH(38, "swordfish"),
  /** Three digits confined to the same three cells of a house. Found by {@link HiddenSetRule}. */
  HIDDEN_TRIPLE(40, "hidden triple"),
  /** Bivalue pivot {x,y} with wings {x,z} and {y,z}. Found by {@link XyWingRule}. */
  XY_WING(42, "XY-wing"),
  /** Pivot {x,y,z} with wings {x,z} and {y,z}. Found by {@link XyWingRule}. */
  XYZ_WING(44, "XYZ-wing"),
  /** Unique loop of four cells, types 1 to 4 (4.5+). Found by {@link UniqueRectangleRule}. */
  UNIQUE_RECTANGLE(45, "unique rectangle"),
  /** Unique loop of six or more cells (4.6+). Found by {@link UniqueRectangleRule}. */
  UNIQUE_LOOP(46, "unique loop"),
  /** Four cells of a house with four candidates between them. Found by {@link NakedSetRule}. */
  NAKED_QUAD(50, "naked quad"),
  /** A fish of four base lines. Found by {@link FishRule}. */
  JELLYFISH(52, "jellyfish"),
  /** Four digits confined to the same four cells of a house. Found by {@link HiddenSetRule}. */
  HIDDEN_QUAD(54, "hidden quad"),
  /** Bivalue universal grave, types 1 to 4 (5.6+). Found by {@link BugRule}. */
  BUG(56, "bivalue universal grave"),
  /**
   * Two aligned cells whose value pairs are excluded by common cells. Found by {@link
   * AlignedPairRule}.
   */
  ALIGNED_PAIR_EXCLUSION(62, "aligned pair exclusion"),
  /** Cycle of single-digit links (6.5+). Found by {@link CycleAndForcingChainRule}. */
  X_CYCLE(65, "X-cycle"),
  /** Cycle of bivalue-cell links (6.5+). Found by {@link CycleAndForcingChainRule}. */
  Y_CYCLE(65, "Y-cycle"),
  /**
   * Single-digit chain from an assumption to its opposite (6.6+). Found by {@link
   * CycleAndForcingChainRule}.
   */
  FORCING_X_CHAIN(66, "forcing X-chain"),
  /**
   * Chain mixing cell and digit links from an assumption to its opposite (7.0+). Found by {@link
   * CycleAndForcingChainRule}.
   */
  FORCING_CHAIN(66, "forcing chain"),
  /** Cycle mixing cell and digit links (7.0+). Found by {@link CycleAndForcingChainRule}. */
  BIDIRECTIONAL_CYCLE(70, "bidirectional cycle"),
  /**
   * Three aligned cells whose value triples are excluded by common cells. Found by {@link
   * AlignedTripleRule}.
   */
  ALIGNED_TRIPLE_EXCLUSION(75, "aligned triple exclusion"),
  /**
   * An assumption whose single-digit consequences contradict each other (7.5+). Found by {@link
   * NishioForcingChainRule}.
   */
  NISHIO_FORCING_CHAIN(75, "Nishio forcing chain"),
  /**
   * What every candidate of a cell leads to holds (8.0+). Found by {@link
   * CellRegionForcingChainRule}.
   */
  CELL_FORCING_CHAIN(80, "cell forcing chain"),
  /**
   * What every position of a digit in a house leads to holds (8.0+). Found by {@link
   * CellRegionForcingChainRule}.
   */
  REGION_FORCING_CHAIN(80, "region forcing chain"),
  /**
   * Forcing chains over a grid that loses what each step turns off (8.5+). Found by {@link
   * DynamicForcingChainRule}.
   */
  DYNAMIC_FORCING_CHAIN(85, "dynamic forcing chain"),
  /**
   * Dynamic forcing chains whose propagation also runs locking, pairs and X-wings, SE's nesting
   * level 1 (9.0+). Found by {@link DynamicForcingChainRule}.
   */
  DYNAMIC_FORCING_CHAIN_PLUS(90, "dynamic forcing chain (+)"),
  /**
   * Dynamic forcing chains with whole chain searches nested in their propagation, SE's levels 2 to
   * 5 (9.5+, 10.0+, 10.5+, 11.0+). Found by {@link NestedForcingChainRule}.
   */
  NESTED_FORCING_CHAIN(95, "nested forcing chain");

  private final int tenths;
  private final String label;

  Technique(int tenths, String label) {
    this.tenths = tenths;
    this.label = label;
  }

  /** The base SE rating, e.g. 2.6 for pointing. */
  public double baseRating() {
    return tenths / 10.0;
  }

  /** The base rating in tenths (26 for pointing): exact, for comparisons. */
  int baseTenths() {
    return tenths;
  }

  /**
   * The technique a user named: its {@link #label()} in any case, as the grader prints it ({@code
   * hidden single (box)}, {@code naked pair}, {@code X-wing}), or its constant's name in any case
   * with {@code -} for {@code _} ({@code x-wing}, {@code XY_WING}).
   *
   * @throws IllegalArgumentException one line naming the text and listing every technique
   */
  public static Technique parse(String text) {
    String typed = text.strip();
    for (Technique t : values()) {
      if (t.label.equalsIgnoreCase(typed)) {
        return t;
      }
    }
    return EnumName.parse(Technique.class, "technique", text);
  }

  /** Lower-case human name, as used in step explanations ("naked pair"). */
  public String label() {
    return label;
  }
}
