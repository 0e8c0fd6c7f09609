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
    int clues = new ClueRemover(Solver.fast(), true)
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
    new ClueRemover(Solver.fast(), true).remove(grid(8), Symmetry.NONE, 0,
        new SplittableRandom(8), puzzle);
    assertThat(GeneratorTest.bruteMinimal(Grid.of(puzzle))).isTrue();
  }
}
