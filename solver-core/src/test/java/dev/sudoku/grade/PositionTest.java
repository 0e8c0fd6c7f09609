package dev.sudoku.grade;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sudoku.core.Grid;
import org.junit.jupiter.api.Test;

class PositionTest {
  // se-reference-1200.csv, SE 1.5/1.2/1.2; its solution starts 5,1,6 in row 1
  private static final Grid PUZZLE =
      Grid.parse(
          "000000090000040060700000000008000000310270040490300810003900000270430980080007601");

  private static int[] all() {
    int[] m = new int[Grid.CELLS];
    java.util.Arrays.fill(m, Candidates.ALL);
    return m;
  }

  @Test
  void of_givensOnly_candidatesAreWhatTheDigitsAllow() {
    Position p = Position.of(PUZZLE);
    // r1c1 sees 9 (r1c8), 7, 3, 4, 2 (column 1) and 7, 3... nothing else in box 1
    assertThat(p.candidates(0))
        .isEqualTo(Candidates.ALL & ~(1 << 8 | 1 << 6 | 1 << 2 | 1 << 3 | 1 << 1));
    assertThat(p.candidates(7)).isEqualTo(1 << 8); // the given 9
    assertThat(p.digits()).isEqualTo(PUZZLE);
  }

  @Test
  void of_placedOnAGiven_throwsNamingTheCell() {
    assertThatThrownBy(() -> Position.of(PUZZLE, Grid.empty().with(7, 9), null))
        .isInstanceOf(PositionException.class)
        .hasMessage("r1c8 holds the given 9 and a placed digit too")
        .extracting(e -> ((PositionException) e).cell())
        .isEqualTo(7);
  }

  @Test
  void of_placedDigitClashesWithAGiven_throwsNamingBothCells() {
    assertThatThrownBy(() -> Position.of(PUZZLE, Grid.empty().with(0, 9), null))
        .isInstanceOf(PositionException.class)
        .hasMessage("digit 9 appears twice in row 1: r1c1 and r1c8");
  }

  @Test
  void of_cellWithoutCandidates_throws() {
    int[] m = all();
    m[0] = 0;
    assertThatThrownBy(() -> Position.of(PUZZLE, Grid.empty(), m))
        .isInstanceOf(PositionException.class)
        .hasMessage("r1c1 has no candidate left");
  }

  @Test
  void of_candidateAPeerHolds_throwsNamingThePeer() {
    assertThatThrownBy(() -> Position.of(PUZZLE, Grid.empty(), all()))
        .isInstanceOf(PositionException.class)
        .hasMessage("r1c1 has candidate 2, but r8c1 holds 2");
  }

  @Test
  void toCandidateString_ninePlacesPerCell_digitOrDot() {
    String s = Position.of(PUZZLE).toCandidateString();
    assertThat(s).hasSize(729);
    assertThat(s.substring(0, 9)).isEqualTo("1...56.8.");
    assertThat(s.substring(63, 72)).isEqualTo("........9");
  }
}
