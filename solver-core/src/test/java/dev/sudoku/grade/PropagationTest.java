package dev.sudoku.grade;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;

class PropagationTest {
  private final Implications eng = new Implications();

  /** r1c1 {1,2}, r1c5 {2,3}, r5c5 {1,3}, r5c1 {1,2}: 2 in r1c1 puts 1 twice in row 5. */
  @Test
  void propagate_bivalueRing_followsNakedSinglesAndFindsContradiction() {
    Candidates c = Marks.open();
    Marks.keep(c, "12", "r1c1");
    Marks.keep(c, "23", "r1c5");
    Marks.keep(c, "13", "r5c5");
    Marks.keep(c, "12", "r5c1");
    eng.prepare(c);
    Consequences cq = new Consequences();
    // r1c1=2 -> r1c5<>2 -> r1c5=3 -> r5c5<>3 -> r5c5=1 -> r5c1<>1 -> r5c1=2 -> r1c1<>2
    boolean absurd =
        new Propagation(eng)
            .propagate(cq, Implications.code(Marks.cell("r1c1"), 2, true), false, true);
    assertThat(absurd).isTrue();
    assertThat(cq.hasOn(Marks.cell("r1c5") * 9 + 2)).isTrue();
    assertThat(cq.hasOn(Marks.cell("r5c1") * 9)).isTrue();
  }

  @Test
  void propagate_openGrid_onlyDirectEliminations() {
    Candidates c = Marks.open();
    eng.prepare(c);
    Consequences cq = new Consequences();
    assertThat(new Propagation(eng).propagate(cq, Implications.code(0, 1, true), true, true))
        .isFalse();
    // 8 other digits of the cell and 20 peers, nothing forced on
    assertThat(cq.offCount).isEqualTo(28);
    assertThat(cq.onCount).isEqualTo(1);
  }

  @Test
  void propagate_nestingLevelWithoutNestedRules_rejected() {
    Candidates c = Marks.open();
    eng.prepare(c);
    org.assertj.core.api.Assertions.assertThatThrownBy(
            () ->
                new Propagation(eng)
                    .propagate(new Consequences(), Implications.code(0, 1, true), true, true, 1))
        .isInstanceOf(IllegalStateException.class);
  }

  @Test
  void propagate_levelOne_pointingRevealedByTheAssumptionContinuesIt() {
    // box 1 holds 2 only in r1c1, r2c2, r2c3: r1c1=1 removes r1c1's 2, and 2 then points along
    // row 2, which only the nested rules see
    Candidates c = Marks.open();
    Marks.remove(c, 2, "r1c2", "r1c3", "r2c1", "r3c1", "r3c2", "r3c3");
    eng.prepare(c);
    int start = Implications.code(Marks.cell("r1c1"), 1, true);
    int r2c4 = Marks.cell("r2c4") * 9 + 1;
    Consequences plain = new Consequences();
    new Propagation(eng).propagate(plain, start, true, true);
    assertThat(plain.hasOff(r2c4)).isFalse();
    Consequences nested = new Consequences();
    new Propagation(eng, new NestedRules(), Deadline.NONE, Technique.DYNAMIC_FORCING_CHAIN_PLUS)
        .propagate(nested, start, true, true, 1);
    assertThat(nested.hasOff(r2c4)).isTrue();
    // its rule parent: the 2 the assumption removed from the box outside row 2
    int code = r2c4 << 1;
    assertThat(nested.parentCount(code)).isOne();
    assertThat(nested.parent(code, 0)).isEqualTo(Implications.code(Marks.cell("r1c1"), 2, false));
  }

  /**
   * What {@link AssumptionSearch} relies on to leave out "c <> d" in a dynamic search at level 0:
   * it has the consequences of "c = e" (c bivalue {d, e}) and of "q = d" (q the other position of d
   * in a house): a contradiction exactly when they have one, else the same on and off sets.
   */
  @Property(tries = 100)
  void propagate_offAndItsForcedPartner_sameContradictionAndSets(@ForAll long seed) {
    SplittableRandom r = new SplittableRandom(seed);
    Candidates c = CycleAndForcingChainRuleTest.randomMarks(r, 2 + r.nextInt(5));
    Implications links = new Implications();
    links.prepare(c);
    Propagation p = new Propagation(links);
    Consequences off = new Consequences();
    Consequences on = new Consequences();
    for (int cell = 0; cell < 81; cell++) {
      for (int m = c.cand[cell]; m != 0; m &= m - 1) {
        int d = Integer.numberOfTrailingZeros(m) + 1;
        boolean offAbsurd = p.propagate(off, Implications.code(cell, d, false), true, true);
        int rest = c.cand[cell] & ~(1 << (d - 1));
        if (Integer.bitCount(rest) == 1) {
          int e = Integer.numberOfTrailingZeros(rest) + 1;
          boolean onAbsurd = p.propagate(on, Implications.code(cell, e, true), true, true);
          assertSame(off, offAbsurd, on, onAbsurd, cell + "<>" + d + ", " + cell + "=" + e);
        }
        for (int h : Houses.OF_CELL[cell]) {
          int pos = c.positions(h, d);
          if (Integer.bitCount(pos) == 2) {
            int q = Houses.CELLS[h][31 - Integer.numberOfLeadingZeros(pos)];
            q = q == cell ? Houses.CELLS[h][Integer.numberOfTrailingZeros(pos)] : q;
            boolean onAbsurd = p.propagate(on, Implications.code(q, d, true), true, true);
            assertSame(off, offAbsurd, on, onAbsurd, cell + "<>" + d + ", " + q + "=" + d);
          }
        }
      }
    }
  }

  /**
   * The static closure is the sets-only propagation the cell and region forcing chains filter with:
   * it must find a contradiction exactly when {@link Propagation#propagate} does, and otherwise the
   * same on and off sets, also when it takes earlier closed sets whole.
   */
  @Property(tries = 100)
  void closure_randomStartsReusingClosedSets_matchesStaticPropagation(@ForAll long seed) {
    SplittableRandom r = new SplittableRandom(seed);
    Candidates c = CycleAndForcingChainRuleTest.randomMarks(r, 2 + r.nextInt(5));
    Implications links = new Implications();
    links.prepare(c);
    Propagation p = new Propagation(links);
    Consequences cq = new Consequences();
    long[] sets = new long[729 * 24];
    long[] closed = new long[12];
    int[] lits = new int[729];
    int n = 0;
    for (int cell = 0; cell < 81; cell++) {
      for (int m = c.cand[cell]; m != 0; m &= m - 1) {
        lits[n++] = cell * 9 + Integer.numberOfTrailingZeros(m);
      }
    }
    for (int i = n - 1; i > 0; i--) {
      int j = r.nextInt(i + 1);
      int t = lits[i];
      lits[i] = lits[j];
      lits[j] = t;
    }
    for (int i = 0; i < n; i++) {
      int lit = lits[i];
      boolean absurd = p.propagate(cq, lit << 1 | 1, false, true);
      boolean closedOk = p.closure(lit, sets, closed);
      String what = "start " + lit;
      assertThat(closedOk).as(what).isEqualTo(!absurd);
      if (absurd) {
        continue;
      }
      assertThat(java.util.Arrays.copyOfRange(sets, lit * 24, lit * 24 + 12))
          .as(what)
          .isEqualTo(cq.on);
      assertThat(java.util.Arrays.copyOfRange(sets, lit * 24 + 12, lit * 24 + 24))
          .as(what)
          .isEqualTo(cq.off);
      closed[lit >>> 6] |= 1L << lit;
    }
  }

  private static void assertSame(
      Consequences off, boolean offAbsurd, Consequences on, boolean onAbsurd, String what) {
    assertThat(offAbsurd).as(what).isEqualTo(onAbsurd);
    if (!offAbsurd) {
      assertThat(off.on).as(what).isEqualTo(on.on);
      assertThat(off.off).as(what).isEqualTo(on.off);
    }
  }
}
