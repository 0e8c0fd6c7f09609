package dev.sudoku.grade;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.Grid;
import java.util.List;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;

class CycleAndForcingChainRuleTest {

  private static Step[] rerun(String puzzle, Technique t) {
    return Replay.rerun(puzzle, t, new CycleAndForcingChainRule(new Implications()));
  }

  @Test
  void find_xCycle_sameStepAsGraderWrittenAsChain() {
    // se-reference-1200.csv, SE 6.6
    Step[] s =
        rerun(
            "010700000406020000902105000048090000601000507000050840000503702000070906000006050",
            Technique.X_CYCLE);
    assertThat(s[1]).isEqualTo(s[0]);
    assertThat(s[0].explanation())
        .isEqualTo(
            "X-cycle r1c1=3 -> r1c9<>3 -> r6c9=3 -> r6c3<>3 "
                + "-> r9c3=3 -> r8c1<>3 -> r1c1=3: r1c5<>3, r1c7<>3, r1c8<>3, r6c2<>3, r9c2<>3");
    assertThat(s[0].rating()).isEqualTo(6.5); // six literals: no length addition
  }

  @Test
  void find_yCycleAndForcingChain_sameStepsAsGrader() {
    String puzzle =
        "083020090000800100029300008000098700070000060006740000300006980002005000010030540";
    Step[] y = rerun(puzzle, Technique.Y_CYCLE);
    assertThat(y[1]).isEqualTo(y[0]);
    Step[] f = rerun(puzzle, Technique.FORCING_CHAIN);
    assertThat(f[1]).isEqualTo(f[0]);
    assertThat(f[0].eliminations()).hasSize(1);
  }

  @Test
  void find_forcingXChainAndBidirectionalCycle_sameStepsAsGrader() {
    Step[] x =
        rerun(
            "200050006010000090600801003007090600000703000900080002100000005060902010003060200",
            Technique.FORCING_X_CHAIN);
    assertThat(x[1]).isEqualTo(x[0]);
    Step[] b =
        rerun(
            "850000031000070000000809000003000600970301052000020000100407006205000307000080000",
            Technique.BIDIRECTIONAL_CYCLE);
    assertThat(b[1]).isEqualTo(b[0]);
    assertThat(b[0].rating()).isGreaterThanOrEqualTo(7.0);
  }

  @Test
  void find_openGrid_noStrongLinksNoChain() {
    assertThat(new CycleAndForcingChainRule(new Implications()).find(Marks.open(), new Hint()))
        .isFalse();
  }

  /** Everything a hint says, as text (technique, rating, cells, houses, placement, chains). */
  static String describe(Hint h, boolean found) {
    if (!found) {
      return "none";
    }
    StringBuilder b =
        new StringBuilder(
            h.technique + " " + h.tenths + " place " + h.placeCell + "=" + h.placeDigit + " elim");
    for (int i = 0; i < h.elimCount; i++) {
      b.append(' ').append(h.elimCell[i]).append('<').append(h.elimDigit[i]);
    }
    b.append(" chain");
    for (int i = 0; i < h.chainLen; i++) {
      b.append(' ').append(h.chain[i]);
    }
    b.append(" cells");
    for (int i = 0; i < h.cellCount; i++) {
      b.append(' ').append(h.cells[i]);
    }
    b.append(" houses");
    for (int i = 0; i < h.houseCount; i++) {
      b.append(' ').append(h.houses[i]);
    }
    return b.toString();
  }

  /** A pencil-mark position where each candidate stays with probability keep / 10. */
  static Candidates randomMarks(SplittableRandom r, int keep) {
    Candidates c = Marks.open();
    for (int cell = 0; cell < 81; cell++) {
      for (int d = 1; d <= 9; d++) {
        if (r.nextInt(10) >= keep) {
          c.eliminate(cell, d);
        }
      }
    }
    return c;
  }

  /** Puzzles whose paths take X-cycles, Y-cycles, forcing X-chains, forcing chains and more. */
  private static final String[] PATHS = {
    "010700000406020000902105000048090000601000507000050840000503702000070906000006050",
    "083020090000800100029300008000098700070000060006740000300006980002005000010030540",
    "200050006010000090600801003007090600000703000900080002100000005060902010003060200",
    "850000031000070000000809000003000600970301052000020000100407006205000307000080000"
  };

  @Property(tries = 150)
  void find_randomMarks_skippingSearchesGivesTheSameHint(@ForAll long seed) {
    SplittableRandom r = new SplittableRandom(seed);
    Candidates c = randomMarks(r, 2 + r.nextInt(3));
    Hint fast = new Hint();
    Hint plain = new Hint();
    boolean f = new CycleAndForcingChainRule(new Implications()).find(c, fast);
    boolean p =
        new CycleAndForcingChainRule(new Implications(), Deadline.NONE, false).find(c, plain);
    assertThat(describe(fast, f)).isEqualTo(describe(plain, p));
  }

  /**
   * The X pass's memory of fruitless digits: one rule kept across a walk of positions, each one or
   * two candidates fewer than the last (as steps do), now and then a fresh position (as a new
   * puzzle does), against a rule that searches from every start. Fails if a digit is skipped on
   * cells other than those it was fruitless on.
   */
  @Property(tries = 40)
  void find_reusedAcrossNearbyPositions_sameHintsAsSearchingEverything(@ForAll long seed) {
    SplittableRandom r = new SplittableRandom(seed);
    CycleAndForcingChainRule kept = new CycleAndForcingChainRule(new Implications());
    Candidates c = randomMarks(r, 3 + r.nextInt(2));
    for (int i = 0; i < 30; i++) {
      if (r.nextInt(10) == 0) {
        c = randomMarks(r, 3 + r.nextInt(2));
      } else {
        for (int k = 1 + r.nextInt(2); k > 0; k--) {
          int cell = r.nextInt(81);
          if (Integer.bitCount(c.cand[cell]) > 1) {
            c.eliminate(cell, Integer.numberOfTrailingZeros(c.cand[cell]) + 1);
          }
        }
      }
      Hint fast = new Hint();
      Hint plain = new Hint();
      boolean f = kept.find(c, fast);
      boolean p =
          new CycleAndForcingChainRule(new Implications(), Deadline.NONE, false).find(c, plain);
      assertThat(describe(fast, f)).as("position %d", i).isEqualTo(describe(plain, p));
    }
  }

  /**
   * The rule's memory across calls on real puzzles: one rule kept along a random walk from an SE
   * reference puzzle's givens, each position one to three non-solution candidates fewer than the
   * last (a removal can turn a cell bivalue or a house bilocal, creating links), now and then
   * another puzzle; compared with a rule that searches from every start.
   */
  @Property(tries = 25)
  void find_reusedAlongRandomRemovalsOfRealPuzzles_sameHintsAsSearchingEverything(
      @ForAll long seed) {
    List<ReferenceRatings> hard = ReferenceRatings.load("ratings/se-reference-hard.csv", 99);
    SplittableRandom r = new SplittableRandom(seed);
    CycleAndForcingChainRule kept = new CycleAndForcingChainRule(new Implications());
    byte[] solution = new byte[81];
    Candidates c = null;
    for (int i = 0; i < 40; i++) {
      if (c == null || r.nextInt(15) == 0) {
        byte[] cells = new byte[81];
        hard.get(r.nextInt(hard.size())).puzzle().copyTo(cells);
        assertThat(dev.sudoku.core.Solver.fast().count(cells.clone(), 2, solution)).isEqualTo(1);
        c = new Candidates();
        c.load(cells);
      } else {
        for (int k = 1 + r.nextInt(3); k > 0; k--) {
          int cell = r.nextInt(81);
          int others = c.cand[cell] & ~(1 << (solution[cell] - 1));
          if (Integer.bitCount(c.cand[cell]) > 1 && others != 0) {
            int pick = r.nextInt(Integer.bitCount(others));
            for (int m = others; m != 0; m &= m - 1, pick--) {
              if (pick == 0) {
                c.eliminate(cell, Integer.numberOfTrailingZeros(m) + 1);
                break;
              }
            }
          }
        }
      }
      Hint fast = new Hint();
      Hint plain = new Hint();
      boolean f = kept.find(c, fast);
      boolean p =
          new CycleAndForcingChainRule(new Implications(), Deadline.NONE, false).find(c, plain);
      assertThat(describe(fast, f)).as("position %d", i).isEqualTo(describe(plain, p));
    }
  }

  @Test
  void find_reusedAlongGradedPaths_sameHintsAsSearchingEverything() {
    // one rule along whole paths, puzzle after puzzle, as the grader uses it
    CycleAndForcingChainRule kept = new CycleAndForcingChainRule(new Implications());
    int compared = 0;
    for (String puzzle : PATHS) {
      Grid grid = Grid.parse(puzzle);
      List<Step> steps = new Grader().grade(grid, true).steps();
      for (int i = 0; i < steps.size(); i++) {
        Candidates g = Replay.before(grid, steps, i);
        Hint fast = new Hint();
        Hint plain = new Hint();
        boolean f = kept.find(g, fast);
        boolean p =
            new CycleAndForcingChainRule(new Implications(), Deadline.NONE, false).find(g, plain);
        assertThat(describe(fast, f)).as("%s step %d", puzzle, i).isEqualTo(describe(plain, p));
        compared++;
      }
    }
    assertThat(compared).isGreaterThan(100);
  }

  @Test
  void find_graderPositions_skippingSearchesGivesTheSameHints() {
    // every position of these puzzles' paths that reaches the rung (X, Y, XY and forcing chains)
    int compared = 0;
    for (String puzzle : PATHS) {
      Grid grid = Grid.parse(puzzle);
      List<Step> steps = new Grader().grade(grid, true).steps();
      for (int i = 0; i < steps.size(); i++) {
        if (steps.get(i).rating() < 6.2) {
          continue; // the chain rungs were not asked there
        }
        Candidates g = Replay.before(grid, steps, i);
        Hint fast = new Hint();
        Hint plain = new Hint();
        boolean f = new CycleAndForcingChainRule(new Implications()).find(g, fast);
        boolean p =
            new CycleAndForcingChainRule(new Implications(), Deadline.NONE, false).find(g, plain);
        assertThat(describe(fast, f)).isEqualTo(describe(plain, p));
        compared++;
      }
    }
    assertThat(compared).isGreaterThan(4);
  }
}
