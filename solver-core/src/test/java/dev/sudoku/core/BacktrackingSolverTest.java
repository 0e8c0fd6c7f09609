package dev.sudoku.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Contracts of the reference solver beyond the golden corpus (which runs it too). */
class BacktrackingSolverTest {
  private final Solver reference = new BacktrackingSolver();

  @Test
  void count_easyPuzzle_solvedWithoutGuessing() {
    assertThat(reference.count(Grid.parse(BitboardSolverTest.EASY), 2)).isEqualTo(1);
    assertThat(reference.solvedWithoutGuessing()).isTrue();
  }

  @Test
  void count_limitZero_rejected() {
    assertThatThrownBy(() -> reference.count(Grid.empty(), 0))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void count_afterSolvablePuzzle_unsolvableClearsSolution() {
    reference.count(Grid.parse(BitboardSolverTest.EASY), 2);

    assertThat(reference.count(Grid.parse(BitboardSolverTest.EASY).with(4, 5), 2)).isZero();
    assertThat(reference.solution()).isNull();
  }

  @Test
  void enumerate_emptyGrid_stopsAtCap() {
    List<Grid> seen = new ArrayList<>();

    assertThat(reference.enumerate(Grid.empty(), 20, seen::add)).isEqualTo(20);
    assertThat(new HashSet<>(seen)).hasSize(20);
    assertThat(seen).allMatch(Grid::isSolved);
  }

  /** Regression: a short array was an ArrayIndexOutOfBoundsException from inside the search. */
  @Test
  void count_wrongLengthOrValue_throwsIllegalArgument() {
    byte[] ten = new byte[Grid.CELLS];
    ten[80] = 10;

    assertThatThrownBy(() -> reference.count(new byte[80], 2, new byte[Grid.CELLS]))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("found 80");
    assertThatThrownBy(() -> reference.count(ten, 2, new byte[Grid.CELLS]))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("r9c9 holds 10");
  }
}
