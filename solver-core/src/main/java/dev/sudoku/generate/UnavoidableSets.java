package dev.sudoku.generate;

import dev.sudoku.core.Grid;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Unavoidable sets of one solution grid, as thinning uses them: a puzzle of that solution whose
 * givens miss every cell of one of them has another solution, so a removal that empties a set is
 * refused without asking the solver. The sets are found by {@link DigitPairSets} and {@link
 * LinePairSets}; this class only keeps, per set, how many of its cells are still given.
 *
 * <pre>
 *   setsOf[PER_CELL * cell .. + setsOfCount[cell])   the sets holding the cell, as indices into left
 *   left[set]                                          its cells still given
 * </pre>
 *
 * <p>A cell lies in at most 8 two-digit sets (one per other digit) and 4 line-pair sets (one per
 * line pair through it); there are at most 8 * 81 / 4 two-digit sets and 54 line-pair sets.
 * Preallocated; removal and restore touch only the sets of the cells named.
 */
final class UnavoidableSets {
  private static final int PER_CELL = 8 + 4;
  private static final int MAX_SETS = 8 * Grid.CELLS / 4 + 54;

  private final int[] setsOf = new int[Grid.CELLS * PER_CELL];
  private final int[] setsOfCount = new int[Grid.CELLS];
  private final int[] left = new int[MAX_SETS];
  private int sets;

  /** Forgets every set: the next ones belong to a new solution grid, every cell given. */
  void clear() {
    java.util.Arrays.fill(setsOfCount, 0);
    sets = 0;
  }

  /** Starts a set of {@code size} cells, each to be added with {@link #add}; returns its index. */
  int open(int size) {
    left[sets] = size;
    return sets++;
  }

  /** Adds {@code cell} to {@code set}. */
  void add(int cell, int set) {
    setsOf[PER_CELL * cell + setsOfCount[cell]++] = set;
  }

  /**
   * Marks {@code cells} as removed and returns true if that empties some set (the puzzle then has
   * several solutions). Either way the removal is recorded; undo it with {@link #restore}.
   */
  boolean removeEmptiesASet(int[] cells) {
    boolean emptied = false;
    for (int cell : cells) {
      for (int k = PER_CELL * cell, end = k + setsOfCount[cell]; k < end; k++) {
        emptied |= --left[setsOf[k]] == 0;
      }
    }
    return emptied;
  }

  /** Undoes {@link #removeEmptiesASet} for the same cells. */
  void restore(int[] cells) {
    for (int cell : cells) {
      for (int k = PER_CELL * cell, end = k + setsOfCount[cell]; k < end; k++) {
        left[setsOf[k]]++;
      }
    }
  }

  /** Number of sets since the last {@link #clear}. */
  int size() {
    return sets;
  }

  /**
   * The sets, each as its cells in increasing order, sorted (for tests: an independent search must
   * find the same).
   */
  List<List<Integer>> cellsOfSets() {
    List<List<Integer>> out = new ArrayList<>();
    for (int k = 0; k < sets; k++) {
      out.add(new ArrayList<>());
    }
    for (int cell = 0; cell < Grid.CELLS; cell++) {
      for (int k = 0; k < setsOfCount[cell]; k++) {
        out.get(setsOf[PER_CELL * cell + k]).add(cell);
      }
    }
    out.sort(Comparator.comparing(Object::toString));
    return out;
  }
}
