package dev.sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class FormSetTest {
  @Test
  void addIfAbsent_newThenSame_returnsFirstValue() {
    FormSet set = new FormSet(4);
    assertThat(set.addIfAbsent(1, 2, 10)).isEqualTo(-1);
    assertThat(set.addIfAbsent(1, 2, 20)).isEqualTo(10);
    assertThat(set.addIfAbsent(2, 1, 30)).isEqualTo(-1);
    assertThat(set.size()).isEqualTo(2);
  }

  @Test
  void addIfAbsent_zeroKey_storedNotMistakenForEmpty() {
    FormSet set = new FormSet(4);
    assertThat(set.addIfAbsent(0, 0, 5)).isEqualTo(-1);
    assertThat(set.addIfAbsent(0, 0, 6)).isEqualTo(5);
  }

  @Test
  void addIfAbsent_manyKeysThroughGrowth_agreesWithHashMap() {
    FormSet set = new FormSet(1);
    Map<String, Long> model = new HashMap<>();
    SplittableRandom rnd = new SplittableRandom(9);
    for (long i = 0; i < 5_000; i++) {
      // few distinct keys in the low bits, so probing runs are long and growth rehashes them
      long hi = rnd.nextInt(200);
      long lo = rnd.nextInt(300) << 16;
      Long first = model.putIfAbsent(hi + "/" + lo, i);
      assertThat(set.addIfAbsent(hi, lo, i)).isEqualTo(first == null ? -1 : first);
    }
    assertThat(set.size()).isEqualTo(model.size());
  }
}
