package dev.sudoku.grade;

/**
 * The positions a house-local rule last scanned in vain, so that its next scan looks only at what
 * changed since: the grader asks every rule of the ladder again at every step, and after a chain
 * step that removed a candidate or two most houses are as they were when the rule last found
 * nothing.
 *
 * <pre>
 * pos[9 * h + d-1]   positions of digit d in house h (Candidates.pos) at the last fruitless scan
 * dirty[h]           bit d-1 set = those positions differ now        (the rules' "dirty" argument);
 *                    all nine bits when the house gained a position since (another puzzle)
 * </pre>
 *
 * <p>Exact for the rules whose hints in a house (hidden and naked sets), a pair of crossing houses
 * (pointing, claiming) or a digit's rows and columns (fish) depend only on those positions: a part
 * of the grid whose positions equal those of a scan that found nothing anywhere holds no hint, so
 * the first hint among the changed parts, in the rule's own order, is the first hint of all. The
 * memory is keyed by content, not by step, so it stays sound across puzzles and after hints found
 * since (it is only replaced by a later fruitless scan). The positions of a house also fix its
 * cells' candidates and, on any grid with a candidate in every empty cell (every grid the grader
 * sees), its empty cells: nothing else of the house is read by those rules.
 *
 * <p>{@code NestedRules} keeps snapshots of its own for the same rules (per assumption): this class
 * serves the ladder's instances only.
 */
final class FruitlessScan {
  private final int[] pos = new int[Houses.COUNT * 9];
  private final int[] dirty = new int[Houses.COUNT];
  private boolean valid;

  /**
   * Per house, the digits whose positions differ from the last fruitless scan (all nine when one
   * gained a position: then other digits' positions may have grown too); null when there was none
   * (scan everything).
   */
  int[] changes(Candidates g) {
    if (!valid) {
      return null;
    }
    int[] now = g.pos;
    for (int h = 0; h < Houses.COUNT; h++) {
      int digits = 0;
      int base = 9 * h;
      boolean gained = false;
      for (int d = 0; d < 9; d++) {
        if (pos[base + d] != now[base + d]) {
          digits |= 1 << d;
          gained |= (now[base + d] & ~pos[base + d]) != 0;
        }
      }
      // a house that gained a position (another puzzle) counts as changed in every digit, so
      // that an unchanged digit of a changed house has lost nothing around it either
      dirty[h] = gained ? Candidates.ALL : digits;
    }
    return dirty;
  }

  /** Records that a scan of {@code g} (of the parts {@link #changes} named) found nothing. */
  void foundNothing(Candidates g) {
    System.arraycopy(g.pos, 0, pos, 0, pos.length);
    valid = true;
  }
}
