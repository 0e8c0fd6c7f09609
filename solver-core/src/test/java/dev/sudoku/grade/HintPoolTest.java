package dev.sudoku.grade;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;

class HintPoolTest {
  /** Adds and closes a hint with the given removables (increasing); returns its index. */
  private static int hint(HintPool pool, double base, int cx, int sort, int... removables) {
    int h = pool.add(base, cx, sort);
    for (int lit : removables) {
      pool.addRemovable(lit);
    }
    pool.close(h);
    return h;
  }

  private static List<Integer> sorted(HintPool pool) {
    List<Integer> out = new ArrayList<>();
    for (int i = 0, n = pool.sortDistinct(); i < n; i++) {
      out.add(pool.at(i));
    }
    return out;
  }

  @Test
  void add_rating_isBasePlusSeLengthAddition() {
    HintPool pool = new HintPool();
    int h = hint(pool, 6.5, 9, 2, 10);
    assertThat(pool.rating(h)).isEqualTo(6.5 + ChainRating.lengthAddition(9));
    assertThat(pool.complexity(h)).isEqualTo(9);
    assertThat(pool.sortKey(h)).isEqualTo(2);
  }

  @Test
  void sortDistinct_ratingsInDoubles_thenComplexity_thenSortKey() {
    HintPool pool = new HintPool();
    int a = hint(pool, 6.5, 9, 2, 1); // 6.5 + 0.2
    int b = hint(pool, 6.6, 8, 2, 2); // 6.6 + 0.1: below 6.5 + 0.2 in doubles, as in SE
    int c = hint(pool, 6.5, 10, 1, 3); // 6.5 + 0.2, more complex than a
    int d = hint(pool, 6.5, 9, 1, 4); // a's rating and complexity, lower sort key
    assertThat(sorted(pool)).containsExactly(b, d, a, c);
  }

  @Test
  void sortDistinct_equalRank_keepsOrderFound() {
    HintPool pool = new HintPool();
    List<Integer> found = new ArrayList<>();
    for (int i = 0; i < 11; i++) {
      found.add(hint(pool, 8.0, 6, 5, i));
    }
    assertThat(sorted(pool)).isEqualTo(found);
  }

  @Test
  void sortDistinct_equalRemovables_laterInOrderDropped() {
    // SE sorts first, then its LinkedHashSet keeps the first of equal hints in sorted order
    HintPool pool = new HintPool();
    hint(pool, 8.5, 20, 7, 3, 40); // found first, but rated 9.0: dropped
    int later = hint(pool, 8.5, 6, 7, 3, 40); // 8.5, after "first" (sort key): dropped
    int other = hint(pool, 8.5, 6, 7, 3, 41);
    int first = hint(pool, 8.5, 6, 1, 3, 40); // found last, sorts first: kept
    assertThat(sorted(pool)).containsExactly(first, other);
    assertThat(pool.removablesHash(first)).isEqualTo(pool.removablesHash(later));
  }

  @Test
  void sortDistinct_sameHashOtherRemovables_bothKept() {
    // 31 * x + v: (0, 31) and (1, 0) hash alike; the full comparison tells them apart
    HintPool pool = new HintPool();
    int a = hint(pool, 7.0, 4, 4, 0, 31);
    int b = hint(pool, 7.0, 4, 4, 1, 0);
    assertThat(pool.removablesHash(a)).isEqualTo(pool.removablesHash(b));
    assertThat(sorted(pool)).containsExactly(a, b);
  }

  /**
   * The contract against SE's own steps: {@code Collections.sort} (stable) by (rating, complexity,
   * sort key), then a {@code LinkedHashSet} over the removables. Many hints (the arrays grow past
   * their first size), few distinct ratings and removables (many ties and duplicates).
   */
  @Property(tries = 40)
  void sortDistinct_randomHints_equalsStableSortThenLinkedHashSet(@ForAll long seed) {
    SplittableRandom rnd = new SplittableRandom(seed);
    HintPool pool = new HintPool();
    int n = 1 + rnd.nextInt(700);
    List<int[]> removables = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      int[] rem = new int[1 + rnd.nextInt(3)];
      int lit = rnd.nextInt(6);
      for (int k = 0; k < rem.length; k++) {
        rem[k] = lit;
        lit += 1 + rnd.nextInt(2);
      }
      removables.add(rem);
      hint(pool, rnd.nextBoolean() ? 8.5 : 8.6, 2 + rnd.nextInt(12), rnd.nextInt(3), rem);
      pool.key(i, i + 1L);
    }
    List<Integer> expected = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      expected.add(i);
    }
    expected.sort(
        Comparator.<Integer>comparingDouble(pool::rating)
            .thenComparingInt(pool::complexity)
            .thenComparingInt(pool::sortKey));
    Set<List<Integer>> seen = new LinkedHashSet<>();
    expected.removeIf(h -> !seen.add(boxed(removables.get(h))));

    assertThat(sorted(pool)).isEqualTo(expected);
    for (int h : expected) {
      assertThat(pool.key(h)).isEqualTo(h + 1L);
      assertThat(pool.removableCount(h)).isEqualTo(removables.get(h).length);
    }
  }

  private static List<Integer> boxed(int[] a) {
    List<Integer> out = new ArrayList<>();
    for (int v : a) {
      out.add(v);
    }
    return out;
  }

  @Test
  void attach_manyValues_growKeepingEachHintsOwn() {
    HintPool pool = new HintPool();
    for (int h = 0; h < 300; h++) {
      pool.add(9.0, 5, 1);
      for (int k = 0; k < 100; k++) {
        pool.attach(h * 1000 + k);
      }
      pool.addRemovable(h);
      pool.close(h);
    }
    assertThat(pool.size()).isEqualTo(300);
    assertThat(pool.attachedCount(299)).isEqualTo(100);
    assertThat(pool.attached()[pool.attachedStart(299) + 99]).isEqualTo(299_099);
    assertThat(pool.attached()[pool.attachedStart(7)]).isEqualTo(7000);
  }

  @Test
  void dropLast_notWorthHint_goneWithItsPools() {
    HintPool pool = new HintPool();
    int kept = hint(pool, 6.6, 5, 2, 9);
    int dropped = pool.add(6.6, 4, 2);
    pool.attach(77);
    pool.dropLast();
    int next = pool.add(6.6, 6, 2);
    pool.attach(88);
    pool.addRemovable(12);
    pool.close(next);
    assertThat(pool.size()).isEqualTo(2);
    assertThat(next).isEqualTo(dropped);
    assertThat(pool.attachedCount(next)).isEqualTo(1);
    assertThat(pool.attached()[pool.attachedStart(next)]).isEqualTo(88);
    assertThat(sorted(pool)).containsExactly(kept, next);
  }

  @Test
  void clear_reusedPool_forgetsEveryHint() {
    HintPool pool = new HintPool();
    hint(pool, 8.0, 5, 5, 1, 2);
    pool.clear();
    assertThat(pool.size()).isZero();
    assertThat(pool.sortDistinct()).isZero();
    int h = hint(pool, 8.0, 5, 5, 1, 2);
    assertThat(h).isZero();
    assertThat(sorted(pool)).containsExactly(h);
  }

  @Test
  void emit_everyRemovableAsOffLiteral_withParentsComplexityAndKey() {
    HintPool pool = new HintPool();
    int h = hint(pool, 9.5, 7, 5, 10, 12);
    NestedEliminations out = new NestedEliminations();
    int[] parents = {Implications.code(4, 2, false), Implications.code(5, 3, false), 999};
    pool.emit(out, h, parents, 2, 42L);
    assertThat(out.count).isEqualTo(2);
    assertThat(out.offCode[0]).isEqualTo(10 << 1);
    assertThat(out.offCode[1]).isEqualTo(12 << 1);
    for (int i = 0; i < 2; i++) {
      assertThat(out.parLen[i]).isEqualTo(2);
      assertThat(out.parent(i, 0)).isEqualTo(parents[0]);
      assertThat(out.parent(i, 1)).isEqualTo(parents[1]);
      assertThat(out.nestedCx[i]).isEqualTo(7);
      assertThat(out.nestedKey[i]).isEqualTo(42L);
    }
  }
}
