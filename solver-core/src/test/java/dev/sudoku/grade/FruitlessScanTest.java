package dev.sudoku.grade;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.Grid;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

class FruitlessScanTest {
  @Test
  void changes_beforeAnyFruitlessScan_returnsNull() {
    assertThat(new FruitlessScan().changes(Marks.open())).isNull();
  }

  @Test
  void changes_afterOneElimination_namesTheDigitInTheCellsThreeHousesOnly() {
    FruitlessScan memo = new FruitlessScan();
    Candidates g = Marks.open();
    memo.foundNothing(g);
    int cell = Marks.cell("r5c7");
    g.eliminate(cell, 4);

    int[] dirty = memo.changes(g);

    for (int h = 0; h < Houses.COUNT; h++) {
      boolean holdsCell = Houses.indexIn(cell, h) >= 0;
      assertThat(dirty[h]).as("house %d", h).isEqualTo(holdsCell ? 1 << 3 : 0);
    }
  }

  @Test
  void changes_houseGainedAPosition_everyDigitOfItDirty() {
    FruitlessScan memo = new FruitlessScan();
    Candidates before = Marks.open();
    int cell = Marks.cell("r1c1");
    before.eliminate(cell, 4);
    memo.foundNothing(before);

    int[] dirty = memo.changes(Marks.open());

    for (int h = 0; h < Houses.COUNT; h++) {
      boolean holdsCell = Houses.indexIn(cell, h) >= 0;
      assertThat(dirty[h]).as("house %d", h).isEqualTo(holdsCell ? Candidates.ALL : 0);
    }
  }

  @Test
  void changes_sameContentAgain_nothingDirty() {
    FruitlessScan memo = new FruitlessScan();
    Candidates g = Marks.open();
    memo.foundNothing(g);
    Candidates same = Marks.open();

    assertThat(memo.changes(same)).containsOnly(0);
  }

  /**
   * The rules that remember their fruitless scans must find, at every position of real graded paths
   * (one instance carried along several puzzles), exactly what a fresh instance finds.
   */
  @Test
  void find_oneInstanceAlongGradedPaths_sameHintsAsFreshInstances() {
    List<Supplier<Rule>> makers =
        List.of(
            () -> new PointingClaimingRule(true),
            () -> new PointingClaimingRule(false),
            () -> new HiddenSetRule(2, true),
            () -> new HiddenSetRule(3, true),
            () -> new HiddenSetRule(2, false),
            () -> new HiddenSetRule(3, false),
            () -> new HiddenSetRule(4, false),
            () -> new NakedSetRule(2),
            () -> new NakedSetRule(3),
            () -> new NakedSetRule(4),
            () -> new FishRule(2),
            () -> new FishRule(3),
            () -> new FishRule(4));
    assertThat(Paths.positions()).hasSizeGreaterThan(1000);
    int found = 0;
    for (Supplier<Rule> maker : makers) {
      Rule kept = maker.get();
      for (Candidates position : Paths.positions()) {
        Step expected = Paths.hint(maker.get(), position);
        assertThat(Paths.hint(kept, position)).isEqualTo(expected);
        found += expected == null ? 0 : 1;
      }
    }
    assertThat(found).isGreaterThan(100);
  }

  /** Every position along the graded paths of some hard reference puzzles, in path order. */
  static final class Paths {
    private static List<Candidates> positions;

    private Paths() {}

    static synchronized List<Candidates> positions() {
      if (positions == null) {
        positions = new ArrayList<>();
        Grader grader = new Grader();
        List<ReferenceRatings> rows = ReferenceRatings.load("ratings/se-reference-hard.csv", 99);
        for (ReferenceRatings r : rows.subList(0, 60)) {
          Grid p = r.puzzle();
          List<Step> steps = grader.grade(p, true).steps();
          for (int i = 0; i < steps.size(); i++) {
            positions.add(Replay.before(p, steps, i));
          }
        }
      }
      return positions;
    }

    /** The hint {@code rule} finds on a copy of {@code position}, or null. */
    static Step hint(Rule rule, Candidates position) {
      Candidates g = new Candidates();
      g.copyFrom(position);
      Hint h = new Hint();
      return rule.find(g, h) ? h.toStep() : null;
    }
  }
}
