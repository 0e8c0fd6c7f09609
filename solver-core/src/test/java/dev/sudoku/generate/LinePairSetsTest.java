package dev.sudoku.generate;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.Grid;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

class LinePairSetsTest {

  /**
   * The permutation cycles are exactly the minimal swappable position sets of 3 or more (found
   * below by trying all 511 subsets of positions of each line pair), and each is unavoidable:
   * swapping the two lines on it gives another valid grid.
   */
  @Property(tries = 200)
  void addTo_anyGrid_setsAreTheMinimalSwapsOfThreeOrMore(@ForAll long seed) {
    byte[] cells = UnavoidableSetsTest.randomGrid(seed);
    UnavoidableSets sets = new UnavoidableSets();
    new LinePairSets().addTo(cells, sets);
    List<List<Integer>> expected = BySubsets.sets(cells);
    assertThat(sets.cellsOfSets()).isEqualTo(expected);
    assertThat(sets.size()).isEqualTo(expected.size());
    for (List<Integer> set : expected) {
      // a set lies on two rows (partners share a column) or on two columns (they share a row)
      boolean twoRows = set.stream().map(c -> c / 9).distinct().count() == 2;
      byte[] swapped = cells.clone();
      for (int cell : set) {
        int partner =
            set.stream()
                .filter(c -> c != cell && (twoRows ? c % 9 == cell % 9 : c / 9 == cell / 9))
                .findFirst()
                .orElseThrow();
        swapped[cell] = cells[partner];
      }
      assertThat(Grid.of(swapped).isSolved()).isTrue();
      assertThat(swapped).isNotEqualTo(cells);
    }
  }

  /**
   * Along a random thinning sequence (removals kept or restored at random), a removal empties a set
   * exactly when all cells of one of the oracle's sets are gone.
   */
  @Property(tries = 200)
  void removeEmptiesASet_randomSequence_matchesOracle(@ForAll long seed) {
    byte[] cells = UnavoidableSetsTest.randomGrid(seed);
    UnavoidableSets sets = new UnavoidableSets();
    new LinePairSets().addTo(cells, sets);
    List<List<Integer>> expected = BySubsets.sets(cells);
    UnavoidableSetsTest.assertEmptiesLikeOracle(sets, expected, seed);
  }

  /** Soundness: a removal that empties a set leaves a puzzle with several solutions. */
  @Property(tries = 200)
  void removeEmptiesASet_true_impliesMultipleSolutions(
      @ForAll long seed, @ForAll @IntRange(min = 6, max = 60) int holes) {
    byte[] cells = UnavoidableSetsTest.randomGrid(seed);
    UnavoidableSets sets = new UnavoidableSets();
    new LinePairSets().addTo(cells, sets);
    UnavoidableSetsTest.assertEmptiedMeansSeveralSolutions(sets, cells, seed, holes);
  }

  /** An independent search: every subset of positions of every line pair. */
  static final class BySubsets {
    private BySubsets() {}

    static List<List<Integer>> sets(byte[] solution) {
      List<List<Integer>> out = new ArrayList<>();
      for (int columns = 0; columns < 2; columns++) {
        for (int l1 = 0; l1 < 9; l1++) {
          for (int l2 = l1 + 1; l2 < 9; l2++) {
            if (l1 / 3 != l2 / 3) {
              continue;
            }
            List<Integer> swappable = new ArrayList<>();
            for (int subset = 1; subset < 512; subset++) {
              if (sameDigits(solution, columns == 1, l1, l2, subset)) {
                swappable.add(subset);
              }
            }
            for (int subset : swappable) {
              boolean minimal = swappable.stream().noneMatch(s -> s != subset && (s & subset) == s);
              if (minimal && Integer.bitCount(subset) >= 3) {
                List<Integer> set = new ArrayList<>();
                for (int k = 0; k < 9; k++) {
                  if ((subset >> k & 1) != 0) {
                    set.add(cell(columns == 1, l1, k));
                    set.add(cell(columns == 1, l2, k));
                  }
                }
                set.sort(null);
                out.add(set);
              }
            }
          }
        }
      }
      out.sort(Comparator.comparing(Object::toString));
      return out;
    }

    private static boolean sameDigits(byte[] s, boolean columns, int l1, int l2, int subset) {
      int a = 0;
      int b = 0;
      for (int k = 0; k < 9; k++) {
        if ((subset >> k & 1) != 0) {
          a |= 1 << s[cell(columns, l1, k)];
          b |= 1 << s[cell(columns, l2, k)];
        }
      }
      return a == b;
    }

    private static int cell(boolean columns, int line, int k) {
      return columns ? k * 9 + line : line * 9 + k;
    }
  }
}
