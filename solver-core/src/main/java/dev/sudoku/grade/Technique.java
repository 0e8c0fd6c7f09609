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
 */
public enum Technique {
  FULL_HOUSE(10, "full house"),
  HIDDEN_SINGLE_BOX(12, "hidden single (box)"),
  HIDDEN_SINGLE_LINE(15, "hidden single (line)"),
  DIRECT_POINTING(17, "direct pointing"),
  DIRECT_CLAIMING(19, "direct claiming"),
  DIRECT_HIDDEN_PAIR(20, "direct hidden pair"),
  NAKED_SINGLE(23, "naked single"),
  DIRECT_HIDDEN_TRIPLE(25, "direct hidden triple"),
  POINTING(26, "pointing"),
  CLAIMING(28, "claiming"),
  NAKED_PAIR(30, "naked pair"),
  X_WING(32, "X-wing"),
  HIDDEN_PAIR(34, "hidden pair"),
  NAKED_TRIPLE(36, "naked triple"),
  SWORDFISH(38, "swordfish"),
  HIDDEN_TRIPLE(40, "hidden triple"),
  XY_WING(42, "XY-wing"),
  XYZ_WING(44, "XYZ-wing"),
  UNIQUE_RECTANGLE(45, "unique rectangle"),
  UNIQUE_LOOP(46, "unique loop"),
  NAKED_QUAD(50, "naked quad"),
  JELLYFISH(52, "jellyfish"),
  HIDDEN_QUAD(54, "hidden quad"),
  BUG(56, "bivalue universal grave"),
  ALIGNED_PAIR_EXCLUSION(62, "aligned pair exclusion"),
  X_CYCLE(65, "X-cycle"),
  Y_CYCLE(65, "Y-cycle"),
  FORCING_X_CHAIN(66, "forcing X-chain"),
  FORCING_CHAIN(66, "forcing chain"),
  BIDIRECTIONAL_CYCLE(70, "bidirectional cycle"),
  ALIGNED_TRIPLE_EXCLUSION(75, "aligned triple exclusion"),
  NISHIO_FORCING_CHAIN(75, "Nishio forcing chain"),
  CELL_FORCING_CHAIN(80, "cell forcing chain"),
  REGION_FORCING_CHAIN(80, "region forcing chain"),
  DYNAMIC_FORCING_CHAIN(85, "dynamic forcing chain"),
  DYNAMIC_FORCING_CHAIN_PLUS(90, "dynamic forcing chain (+)"),
  NESTED_FORCING_CHAIN(95, "nested forcing chain");

  /**
   * The technique named {@code text}, in any case, {@code -} for {@code _} ({@code x-wing}).
   *
   * @throws IllegalArgumentException one line listing the techniques
   */
  public static Technique parse(String text) {
    return EnumName.parse(Technique.class, "technique", text);
  }

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

  /** Lower-case human name, as used in step explanations ("naked pair"). */
  public String label() {
    return label;
  }
}
