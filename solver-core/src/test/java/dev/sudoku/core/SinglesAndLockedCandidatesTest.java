package dev.sudoku.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

class SinglesAndLockedCandidatesTest {
  private final SinglesAndLockedCandidates check = new SinglesAndLockedCandidates();
  private final Solver reference = Solver.reference();

  /** A puzzle it solves has exactly one solution (the steps are sound and place every cell). */
  @Property(tries = 300)
  void solves_randomPuzzle_trueImpliesUnique(
      @ForAll long seed, @ForAll @IntRange(min = 22, max = 60) int clues) {
    SplittableRandom random = new SplittableRandom(seed);
    Grid puzzle = RandomGrids.puzzle(RandomGrids.solution(random), clues, random);
    byte[] cells = puzzle.toBytes();

    boolean solves = check.solves(cells);

    assertThat(cells).isEqualTo(puzzle.toBytes());
    if (solves) {
      assertThat(reference.count(puzzle, 2)).isEqualTo(1);
    }
  }

  @Test
  void solves_fullGridMinusOneCell_true() {
    byte[] cells = RandomGrids.solution(new SplittableRandom(1)).toBytes();
    cells[40] = 0;
    assertThat(check.solves(cells)).isTrue();
  }

  @Test
  void solves_eightyCells_refusedNamingTheArgument() {
    // Was: an ArrayIndexOutOfBoundsException from inside the solver's load.
    assertThatThrownBy(() -> new SinglesAndLockedCandidates().solves(new byte[80]))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("cells: expected 81 cells, found 80");
  }

  @Test
  void solves_emptyGrid_false() {
    assertThat(check.solves(new byte[Grid.CELLS])).isFalse();
  }

  @Test
  void solves_conflictingGivens_false() {
    byte[] cells = new byte[Grid.CELLS];
    cells[0] = 5;
    cells[1] = 5;
    assertThat(check.solves(cells)).isFalse();
  }
}
