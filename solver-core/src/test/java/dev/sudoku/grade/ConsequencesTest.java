package dev.sudoku.grade;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class ConsequencesTest {

  @Test
  void add_keepsOrderParentsAndDepth() {
    Consequences cq = new Consequences();
    int start = Implications.code(0, 5, true);
    int off = Implications.code(1, 5, false);
    int on = Implications.code(10, 5, true);
    cq.clear(start);
    cq.add(off);
    cq.addParent(off, start);
    cq.add(on);
    cq.addParent(on, off);
    assertThat(cq.hasOn(start >>> 1)).isTrue();
    assertThat(cq.hasOff(off >>> 1)).isTrue();
    assertThat(cq.has(on)).isTrue();
    assertThat(cq.has(on ^ 1)).isFalse();
    assertThat(cq.onCount).isEqualTo(2);
    assertThat(cq.onOrder[1]).isEqualTo(on >>> 1);
    assertThat(cq.depth[on]).isEqualTo(2);
    assertThat(cq.parCount[on]).isEqualTo((byte) 1);
    cq.clear(start);
    assertThat(cq.has(on)).isFalse();
    assertThat(cq.onCount).isEqualTo(1);
  }
}
