package dev.sudoku.grade;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class NestedEliminationsTest {
  @Test
  void add_sameLiteralTwiceInARound_keepsTheFirstWithItsParents() {
    NestedEliminations found = new NestedEliminations();
    found.clear();
    int off = Implications.code(40, 5, false);
    found.add(off, new int[] {Implications.code(1, 5, false)}, 1, 3, 7L);
    found.add(off, new int[] {Implications.code(2, 5, false), 4}, 2, 9, 8L);
    assertThat(found.count).isOne();
    assertThat(found.parLen[0]).isOne();
    assertThat(found.parent(0, 0)).isEqualTo(Implications.code(1, 5, false));
    assertThat(found.nestedCx[0]).isEqualTo(3);
    assertThat(found.nestedKey[0]).isEqualTo(7L);
  }

  @Test
  void clear_nextRound_takesTheLiteralAgain() {
    NestedEliminations found = new NestedEliminations();
    found.clear();
    int off = Implications.code(40, 5, false);
    found.add(off, new int[0], 0, 0, 0);
    found.clear();
    assertThat(found.count).isZero();
    found.add(off, new int[] {6}, 1, 0, 0);
    assertThat(found.count).isOne();
    assertThat(found.parent(0, 0)).isEqualTo(6);
  }

  @Test
  void add_moreParentsThanThePool_growsAndKeepsEveryParent() {
    NestedEliminations found = new NestedEliminations();
    found.clear();
    int[] par = new int[700];
    for (int i = 0; i < par.length; i++) {
      par[i] = i << 1;
    }
    for (int lit = 0; lit < 10; lit++) {
      found.add(lit << 1, par, par.length, 0, 0);
    }
    assertThat(found.count).isEqualTo(10);
    assertThat(found.parent(9, 699)).isEqualTo(699 << 1);
    assertThat(found.parent(0, 0)).isZero();
  }
}
