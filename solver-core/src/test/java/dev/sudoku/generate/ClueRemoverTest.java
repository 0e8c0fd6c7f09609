package dev.sudoku.generate;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.Grid;
import dev.sudoku.core.Solver;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class ClueRemoverTest {

  private static byte[] grid(long seed) {
    byte[] g = new byte[81];
    new GridFiller().fill(new SplittableRandom(seed), g);
    return g;
  }

  /** The singles shortcut is exact: with or without it, every decision and so the output agree. */
  @Property(tries = 30)
  void remove_withAndWithoutShortcuts_samePuzzle(@ForAll long seed) {
    byte[] solution = grid(seed);
    byte[] a = new byte[81];
    byte[] b = new byte[81];
    ClueRemover fast = new ClueRemover(Solver.fast(), true);
    ClueRemover plain = new ClueRemover(Solver.fast(), false);
    fast.remove(solution, Symmetry.ROTATE_180, 0, new SplittableRandom(seed), a);
    plain.remove(solution, Symmetry.ROTATE_180, 0, new SplittableRandom(seed), b);
    assertThat(a).isEqualTo(b);
    assertThat(fast.solverCalls).isLessThan(plain.solverCalls);
  }

  @ParameterizedTest
  @EnumSource(Symmetry.class)
  void remove_anySymmetry_uniqueSymmetricAndAgreesWithSolution(Symmetry s) {
    byte[] solution = grid(s.ordinal());
    byte[] puzzle = new byte[81];
    int clues =
        new ClueRemover(Solver.fast(), true)
            .remove(solution, s, 0, new SplittableRandom(11), puzzle);
    Grid p = Grid.of(puzzle);
    assertThat(p.clueCount()).isEqualTo(clues).isLessThan(50);
    assertThat(Solver.reference().count(p, 2)).isEqualTo(1);
    assertThat(Grid.of(solution).agreesWith(p)).isTrue();
    assertThat(SymmetryTest.respects(p, s)).isTrue();
  }

  @Test
  void remove_lowerBound_neverBelowIt() {
    byte[] puzzle = new byte[81];
    ClueRemover remover = new ClueRemover(Solver.fast(), true);
    int clues = remover.remove(grid(3), Symmetry.ROTATE_90, 35, new SplittableRandom(3), puzzle);
    assertThat(clues).isBetween(35, 38);
    assertThat(Grid.of(puzzle).clueCount()).isEqualTo(clues);
    boolean anyUntested = false;
    for (int k = 0; k < Symmetry.ROTATE_90.orbitCount(); k++) {
      anyUntested |= remover.status[k] == ClueRemover.UNTESTED;
    }
    assertThat(anyUntested).isTrue();
  }

  @Test
  void remove_noSymmetryFullPass_minimalByBruteRemoval() {
    byte[] puzzle = new byte[81];
    new ClueRemover(Solver.fast(), true)
        .remove(grid(8), Symmetry.NONE, 0, new SplittableRandom(8), puzzle);
    assertThat(GeneratorTest.bruteMinimal(Grid.of(puzzle))).isTrue();
  }

  /** SINGLES thinning never asks the solver and leaves a puzzle that singles solve entirely. */
  @Property(tries = 20)
  void remove_singles_noSolverCallsAndSinglesSolvable(@ForAll long seed) {
    byte[] solution = grid(seed);
    byte[] puzzle = new byte[81];
    ClueRemover remover = new ClueRemover(Solver.fast(), true);
    int clues =
        remover.remove(
            solution,
            Symmetry.NONE,
            0,
            new SplittableRandom(seed),
            puzzle,
            ClueRemover.Thinning.SINGLES,
            null);
    assertThat(remover.solverCalls).isZero();
    Grid p = Grid.of(puzzle);
    assertThat(p.clueCount()).isEqualTo(clues);
    assertThat(Grid.of(solution).agreesWith(p)).isTrue();
    int[] empty = new int[81 - clues];
    for (int cell = 0, n = 0; cell < 81; cell++) {
      if (puzzle[cell] == 0) {
        empty[n++] = cell;
      }
    }
    assertThat(new Singles().determines(puzzle, empty)).isTrue();
    for (int k = 0; k < 81; k++) {
      assertThat(remover.status[k]).isIn(ClueRemover.REMOVED, ClueRemover.KEPT);
    }
  }

  /**
   * CAPPED is FULL when the cap admits everything, and SINGLES when it admits nothing (singles
   * removals skip the cap); the random stream is used the same way in every mode.
   */
  @Property(tries = 15)
  void remove_cappedWithExtremeCaps_sameAsFullOrSingles(@ForAll long seed) {
    byte[] solution = grid(seed);
    byte[] full = new byte[81];
    byte[] open = new byte[81];
    byte[] singles = new byte[81];
    byte[] closed = new byte[81];
    ClueRemover remover = new ClueRemover(Solver.fast(), true);
    remover.remove(solution, Symmetry.ROTATE_180, 0, new SplittableRandom(seed), full);
    remover.remove(
        solution,
        Symmetry.ROTATE_180,
        0,
        new SplittableRandom(seed),
        open,
        ClueRemover.Thinning.CAPPED,
        cells -> true);
    remover.remove(
        solution,
        Symmetry.ROTATE_180,
        0,
        new SplittableRandom(seed),
        singles,
        ClueRemover.Thinning.SINGLES,
        null);
    remover.remove(
        solution,
        Symmetry.ROTATE_180,
        0,
        new SplittableRandom(seed),
        closed,
        ClueRemover.Thinning.CAPPED,
        cells -> false);
    assertThat(open).isEqualTo(full);
    assertThat(closed).isEqualTo(singles);
  }
}
