package dev.sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sudoku.archive.Record;
import dev.sudoku.core.Grid;
import dev.sudoku.grade.Position;
import org.junit.jupiter.api.Test;

class PositionInputTest {
  // se-reference-1200.csv, SE 1.5/1.2/1.2
  private static final Grid EASY =
      Grid.parse(
          "000000090000040060700000000008000000310270040490300810003900000270430980080007601");

  private static Record record(String text, String candidates) {
    return new Record("f", 1, text, null, null, null, false, java.util.List.of(), candidates);
  }

  @Test
  void of_lineWithoutCandidates_everyDigitAGiven() {
    Position p = PositionInput.of(record(EASY.toLine(), null), null);
    assertThat(p.givens()).isEqualTo(EASY);
    assertThat(p.placed()).isEqualTo(Grid.empty());
    assertThat(p).isEqualTo(Position.of(EASY));
  }

  @Test
  void of_namedGivens_otherDigitsPlaced() {
    // any digit the position allows in r1c1
    int d = Integer.numberOfTrailingZeros(Position.of(EASY).candidates(0)) + 1;
    Grid position = EASY.with(0, d);
    Position p = PositionInput.of(record(position.toLine(), null), EASY);
    assertThat(p.givens()).isEqualTo(EASY);
    assertThat(p.placed()).isEqualTo(Grid.empty().with(0, d));
  }

  @Test
  void of_namedGivenMissing_throwsNamingTheCell() {
    assertThatThrownBy(() -> PositionInput.of(record(EASY.with(7, 0).toLine(), null), EASY))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("r1c8 holds no digit, but the given there is 9");
  }

  @Test
  void of_candidates_areThePositions() {
    String all = Position.of(EASY).toCandidateString();
    String fewer = "1....6.8." + all.substring(9); // r1c1 without 5
    Position p = PositionInput.of(record(EASY.toLine(), fewer), null);
    assertThat(p.candidates(0)).isEqualTo(1 | 1 << 5 | 1 << 7);
    assertThat(p.toCandidateString()).isEqualTo(fewer);
  }

  @Test
  void of_loneCandidateAPeerStillHas_readAsAnEmptyCell() {
    String all = Position.of(EASY).toCandidateString();
    // r1c1 reduced to 5: r1c2 still has 5 among several candidates
    String lone = "....5...." + all.substring(9);
    assertThat(all.substring(9, 18)).contains("5");
    Position p = PositionInput.of(record(EASY.with(0, 5).toLine(), lone), null);
    assertThat(p.digits().get(0)).isZero();
    assertThat(p.candidates(0)).isEqualTo(1 << 4);
  }

  @Test
  void of_loneCandidateNoPeerHas_readAsPlaced() {
    // 1 placed in r1c1 leaves no 1 among the candidates of its peers
    String text = Position.of(EASY.with(0, 1)).toCandidateString();
    Position p = PositionInput.of(record(EASY.with(0, 1).toLine(), text), null);
    assertThat(p.digits().get(0)).isEqualTo(1);
  }
}
