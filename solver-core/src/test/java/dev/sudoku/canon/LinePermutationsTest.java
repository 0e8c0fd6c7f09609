package dev.sudoku.canon;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

class LinePermutationsTest {
  @Test
  void source_allPermutations_distinctAndKeepStacks() {
    Set<String> seen = new HashSet<>();
    for (int p = 0; p < LinePermutations.COUNT; p++) {
      StringBuilder sb = new StringBuilder();
      int used = 0;
      for (int j = 0; j < 9; j++) {
        int line = LinePermutations.SOURCE[p * 9 + j];
        assertThat(line / 3).isEqualTo(LinePermutations.SOURCE[p * 9 + j / 3 * 3] / 3);
        used |= 1 << line;
        sb.append(line);
      }
      assertThat(used).isEqualTo(0x1FF);
      seen.add(sb.toString());
    }
    assertThat(seen).hasSize(LinePermutations.COUNT);
    assertThat(LinePermutations.pattern(0b101000011, 0)).isEqualTo(0b110000101);
  }

  @Test
  void minimalPattern_everyMask_equalsMinimumOverAllPermutations() {
    for (int mask = 0; mask < 512; mask++) {
      int min = Integer.MAX_VALUE;
      for (int p = 0; p < LinePermutations.COUNT; p++) {
        min = Math.min(min, LinePermutations.pattern(mask, p));
      }
      assertThat(LinePermutations.minimalPattern(mask)).as("mask %s", mask).isEqualTo(min);
    }
  }
}
