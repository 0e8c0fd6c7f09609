package dev.sudoku.grade;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import org.junit.jupiter.api.Test;

class TechniqueCountsTest {
  private static final Technique[] TECHNIQUES = Technique.values();

  @Property
  void of_anyTally_sameMapAsAnEnumMapOfThePositiveCounts(
      @ForAll @Size(37) List<@IntRange(min = -1, max = 300) Integer> values) {
    int[] tally = new int[TECHNIQUES.length];
    Map<Technique, Integer> want = new EnumMap<>(Technique.class);
    for (int t = 0; t < tally.length; t++) {
      tally[t] = values.get(t % values.size());
      if (tally[t] > 0) {
        want.put(TECHNIQUES[t], tally[t]);
      }
    }
    Map<Technique, Integer> counts = TechniqueCounts.of(tally);
    tally[0]++; // read, not kept

    assertThat(counts).isEqualTo(want);
    assertThat(want).isEqualTo(counts);
    assertThat(counts).hasSameHashCodeAs(want).hasToString(want.toString());
    assertThat(counts.size()).isEqualTo(want.size());
    assertThat(new ArrayList<>(counts.entrySet())).isEqualTo(new ArrayList<>(want.entrySet()));
    for (Technique t : TECHNIQUES) {
      assertThat(counts.get(t)).isEqualTo(want.get(t));
      assertThat(counts.containsKey(t)).isEqualTo(want.containsKey(t));
    }
    assertThat(counts.get("FULL_HOUSE")).isNull();
    assertThat(counts.containsKey(null)).isFalse();
  }

  @Test
  void of_nothingApplied_emptyMap() {
    Map<Technique, Integer> none = TechniqueCounts.of(new int[TECHNIQUES.length]);

    assertThat(none).isEmpty();
    assertThat(none).isEqualTo(Map.of());
  }

  @Test
  void techniques_fitTheBitsOfALong() {
    assertThat(TECHNIQUES.length).isLessThanOrEqualTo(Long.SIZE);
  }

  @Test
  void mutators_anyCall_unsupported() {
    int[] tally = new int[TECHNIQUES.length];
    tally[Technique.FULL_HOUSE.ordinal()] = 2;
    Map<Technique, Integer> counts = TechniqueCounts.of(tally);

    assertThatThrownBy(() -> counts.put(Technique.FULL_HOUSE, 1))
        .isInstanceOf(UnsupportedOperationException.class);
    assertThatThrownBy(() -> counts.remove(Technique.FULL_HOUSE))
        .isInstanceOf(UnsupportedOperationException.class);
    assertThatThrownBy(() -> counts.putAll(Map.of()))
        .isInstanceOf(UnsupportedOperationException.class);
    assertThatThrownBy(counts::clear).isInstanceOf(UnsupportedOperationException.class);
    assertThatThrownBy(() -> counts.entrySet().iterator().next().setValue(3))
        .isInstanceOf(UnsupportedOperationException.class);
    assertThat(counts).containsExactly(Map.entry(Technique.FULL_HOUSE, 2));
  }
}
