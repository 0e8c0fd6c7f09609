package dev.sudoku.grade;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class CommonLiteralsTest {
  private static int on(String cell, int d) {
    return Implications.code(Marks.cell(cell), d, true);
  }

  private static int off(String cell, int d) {
    return Implications.code(Marks.cell(cell), d, false);
  }

  /** A branch from {@code start} with the given literals (codes), in this order. */
  private static Consequences branch(int start, int... codes) {
    Consequences cq = new Consequences();
    cq.clear(start);
    for (int code : codes) {
      cq.add(code);
      cq.addParent(code, start);
    }
    return cq;
  }

  private static List<Integer> codes(CommonLiterals common, int n) {
    List<Integer> out = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      out.add(common.codes[i]);
    }
    return out;
  }

  @Test
  void collect_commonLiterals_onThenOffInFirstBranchOrder() {
    Consequences first =
        branch(
            on("r1c1", 1),
            on("r5c5", 2),
            off("r9c9", 3),
            on("r2c2", 4),
            off("r3c3", 5),
            off("r4c4", 6));
    Consequences second =
        branch(on("r1c2", 1), off("r4c4", 6), off("r3c3", 5), on("r2c2", 4), on("r5c5", 2));
    CommonLiterals common = new CommonLiterals();
    common.reset();
    assertThat(common.retain(first)).isTrue();
    assertThat(common.retain(second)).isTrue();
    int n = common.collect(first, Marks.open());
    // SE's LinkedSet.retainAll keeps the first branch's order; "on" conclusions come first
    assertThat(codes(common, n))
        .containsExactly(on("r5c5", 2), on("r2c2", 4), off("r3c3", 5), off("r4c4", 6));
  }

  @Test
  void collect_onLiteralOfSingleCandidateCell_leftOutNotWorth() {
    Candidates grid = Marks.open();
    Marks.keep(grid, "2", "r5c5");
    Consequences first = branch(on("r1c1", 1), on("r5c5", 2), on("r2c2", 4), off("r5c5", 7));
    Consequences second = branch(on("r1c2", 1), on("r5c5", 2), on("r2c2", 4), off("r5c5", 7));
    CommonLiterals common = new CommonLiterals();
    common.reset();
    common.retain(first);
    common.retain(second);
    int n = common.collect(first, grid);
    assertThat(codes(common, n)).containsExactly(on("r2c2", 4), off("r5c5", 7));
  }

  @Test
  void retain_nothingInCommon_returnsFalseAndCollectsNothing() {
    Consequences first = branch(on("r1c1", 1), on("r5c5", 2));
    Consequences second = branch(on("r1c2", 1), off("r5c5", 2));
    CommonLiterals common = new CommonLiterals();
    common.reset();
    assertThat(common.retain(first)).isTrue();
    assertThat(common.retain(second)).isFalse();
    assertThat(common.collect(first, Marks.open())).isZero();
  }

  @Test
  void collect_externalSets_sameAsOwnSets() {
    Consequences first = branch(on("r1c1", 1), on("r5c5", 2), off("r9c9", 3));
    long[] onSet = new long[12];
    long[] offSet = new long[12];
    int lit = on("r5c5", 2) >>> 1;
    onSet[lit >>> 6] |= 1L << lit;
    lit = off("r9c9", 3) >>> 1;
    offSet[lit >>> 6] |= 1L << lit;
    CommonLiterals common = new CommonLiterals();
    int n = common.collect(first, onSet, offSet, Marks.open());
    assertThat(codes(common, n)).containsExactly(on("r5c5", 2), off("r9c9", 3));
  }
}
