package dev.sudoku.grade;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class LadderTest {
  @Test
  void full_eachNestingLevel_oneMoreRungAndSesNextBase() {
    int base = Ladder.full(Deadline.NONE, 0).rules.length;
    int[] next = {90, 95, 100, 105, 110, 110};
    for (int level = 0; level <= 5; level++) {
      Ladder l = Ladder.full(Deadline.NONE, level);
      assertThat(l.rules).hasSize(base + level);
      assertThat(l.nextRungTenths).as("level %d", level).isEqualTo(next[level]);
    }
    assertThat(Ladder.full(Deadline.NONE, 5).nextRung).isEqualTo(Technique.NESTED_FORCING_CHAIN);
  }

  @Test
  void full_aboveDeepestLevel_actsAsDeepest() {
    assertThat(Ladder.full(Deadline.NONE, 9).rules)
        .hasSameSizeAs(Ladder.full(Deadline.NONE, Grader.Options.MAX_IMPLEMENTED_NESTING).rules);
  }
}
