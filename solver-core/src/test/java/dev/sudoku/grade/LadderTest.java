package dev.sudoku.grade;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

class LadderTest {
  @Test
  void full_eachNestingLevel_oneMoreRungAndSesNextBase() {
    int base = Ladder.full(Deadline.NONE, 0).size();
    int[] next = {90, 95, 100, 105, 110, 110};
    for (int level = 0; level <= 5; level++) {
      Ladder l = Ladder.full(Deadline.NONE, level);
      assertThat(l.size()).isEqualTo(base + level);
      assertThat(l.nextRungTenths).as("level %d", level).isEqualTo(next[level]);
    }
    assertThat(Ladder.full(Deadline.NONE, 0).nextRung)
        .isEqualTo(Technique.DYNAMIC_FORCING_CHAIN_PLUS);
    assertThat(Ladder.full(Deadline.NONE, 5).nextRung).isEqualTo(Technique.NESTED_FORCING_CHAIN);
  }

  @Test
  void full_aboveDeepestLevel_actsAsDeepest() {
    assertThat(Ladder.DEEPEST_NESTING).isEqualTo(5);
    assertThat(Grader.Options.MAX_IMPLEMENTED_NESTING).isEqualTo(Ladder.DEEPEST_NESTING);
    assertThat(Ladder.full(Deadline.NONE, 9).size())
        .isEqualTo(Ladder.full(Deadline.NONE, Ladder.DEEPEST_NESTING).size());
  }

  @Test
  void upTo_bug_nineteenRungsThenAlignedPairExclusion() {
    Ladder l = Ladder.upTo(Ladder.Rung.BUGS);
    assertThat(l.size()).isEqualTo(19);
    assertThat(l.floors[18]).isEqualTo(Technique.BUG);
    assertThat(l.nextRung).isEqualTo(Technique.ALIGNED_PAIR_EXCLUSION);
    assertThat(l.nextRungTenths).isEqualTo(62);
  }

  @Test
  void rungs_everyTechnique_reportedByARung() {
    Set<Technique> reported = EnumSet.noneOf(Technique.class);
    for (Ladder.Rung r : Ladder.Rung.values()) {
      reported.addAll(r.reports);
    }
    assertThat(reported).containsExactlyInAnyOrder(Technique.values());
  }

  @Test
  void rungs_eachRow_reportsFromItsFloorUpAndRatesFromIt() {
    for (Ladder.Rung r : Ladder.Rung.values()) {
      for (int i = 1; i < r.reports.size(); i++) {
        assertThat(r.reports.get(i).baseTenths())
            .as("%s reports %s", r, r.reports)
            .isGreaterThanOrEqualTo(r.reports.get(i - 1).baseTenths());
      }
      assertThat(r.tenths).as("%s", r).isGreaterThanOrEqualTo(r.floor().baseTenths());
    }
  }

  @Test
  void full_deepest_floorsNeverDecreaseAndRulesMadeOnFirstUseFreshPerLadder() {
    Ladder a = Ladder.full(Deadline.NONE, Ladder.DEEPEST_NESTING);
    Ladder b = Ladder.full(Deadline.NONE, Ladder.DEEPEST_NESTING);
    assertThat(a.rungs).containsExactly(Ladder.Rung.values());
    assertThat(a.made()).isZero();
    for (int i = 0; i < a.size(); i++) {
      assertThat(a.rule(i)).isNotSameAs(b.rule(i));
      assertThat(a.rule(i)).hasSameClassAs(b.rule(i));
      assertThat(a.rule(i)).isSameAs(a.rule(i));
      if (i > 0) {
        assertThat(a.floors[i].baseTenths()).isGreaterThanOrEqualTo(a.floors[i - 1].baseTenths());
      }
    }
  }

  /**
   * docs/grader.md shows the table to readers: every rung, in order, with the class of its rule.
   */
  @Test
  void docs_ladderTable_everyRungInOrderWithItsClass() throws IOException {
    String doc = Files.readString(Path.of("../docs/grader.md"), StandardCharsets.UTF_8);
    Implications links = new Implications();
    int at = 0;
    for (Ladder.Rung r : Ladder.Rung.values()) {
      String rule = r.maker.make(() -> links, Deadline.NONE).getClass().getSimpleName();
      int row = doc.indexOf("| `" + r.name() + "` |", at);
      assertThat(row).as("row of %s after the previous rung", r).isGreaterThanOrEqualTo(at);
      String line = doc.substring(row, doc.indexOf('\n', row));
      assertThat(line).as("row of %s", r).endsWith("| " + r.nesting + " | `" + rule + "` |");
      at = row + 1;
    }
  }
}
