package dev.sudoku.generate;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.Grid;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class SymmetryTest {

  /** The cell maps written out again from the brief's definitions, independently of Symmetry. */
  static int[][] maps(Symmetry s) {
    int[] rot180 = new int[81];
    int[] rot90 = new int[81];
    int[] rot270 = new int[81];
    int[] mirror = new int[81];
    int[] flip = new int[81];
    int[] diag = new int[81];
    int[] anti = new int[81];
    for (int r = 0; r < 9; r++) {
      for (int c = 0; c < 9; c++) {
        int i = r * 9 + c;
        rot180[i] = (8 - r) * 9 + (8 - c);
        rot90[i] = c * 9 + (8 - r);
        rot270[i] = (8 - c) * 9 + r;
        mirror[i] = r * 9 + (8 - c);
        flip[i] = (8 - r) * 9 + c;
        diag[i] = c * 9 + r;
        anti[i] = (8 - c) * 9 + (8 - r);
      }
    }
    switch (s) {
      case NONE:
        return new int[0][];
      case ROTATE_180:
        return new int[][] {rot180};
      case ROTATE_90:
        return new int[][] {rot90, rot180, rot270};
      case MIRROR:
        return new int[][] {mirror};
      case FLIP:
        return new int[][] {flip};
      case DIAGONAL:
        return new int[][] {diag};
      case ANTI_DIAGONAL:
        return new int[][] {anti};
      default:
        return new int[][] {diag, anti, rot180};
    }
  }

  /** True when every map sends clues to clues and empty cells to empty cells. */
  static boolean respects(Grid puzzle, Symmetry s) {
    for (int[] map : maps(s)) {
      for (int i = 0; i < 81; i++) {
        if ((puzzle.get(i) != 0) != (puzzle.get(map[i]) != 0)) {
          return false;
        }
      }
    }
    return true;
  }

  @Test
  void enum_names_matchSharedVocabulary() {
    assertThat(Symmetry.values())
        .extracting(Enum::name)
        .containsExactly(
            "NONE",
            "ROTATE_180",
            "ROTATE_90",
            "MIRROR",
            "FLIP",
            "DIAGONAL",
            "ANTI_DIAGONAL",
            "BOTH_DIAGONALS");
  }

  @ParameterizedTest
  @EnumSource(Symmetry.class)
  void orbits_partitionCellsAndAreClosedUnderMaps(Symmetry s) {
    Set<Integer> seen = new HashSet<>();
    for (int k = 0; k < s.orbitCount(); k++) {
      int[] orbit = s.orbit(k);
      Set<Integer> members = new HashSet<>();
      for (int cell : orbit) {
        assertThat(seen.add(cell)).as("cell %d in two orbits", cell).isTrue();
        assertThat(s.orbitOf(cell)).isEqualTo(k);
        members.add(cell);
      }
      for (int[] map : maps(s)) {
        for (int cell : orbit) {
          assertThat(members).contains(map[cell]);
        }
      }
    }
    assertThat(seen).hasSize(81);
  }

  @Test
  void orbitCount_knownValues() {
    assertThat(Symmetry.NONE.orbitCount()).isEqualTo(81);
    assertThat(Symmetry.ROTATE_180.orbitCount()).isEqualTo(41);
    assertThat(Symmetry.ROTATE_90.orbitCount()).isEqualTo(21);
    assertThat(Symmetry.MIRROR.orbitCount()).isEqualTo(45);
    assertThat(Symmetry.FLIP.orbitCount()).isEqualTo(45);
    assertThat(Symmetry.DIAGONAL.orbitCount()).isEqualTo(45);
    assertThat(Symmetry.ANTI_DIAGONAL.orbitCount()).isEqualTo(45);
    assertThat(Symmetry.BOTH_DIAGONALS.orbitCount()).isEqualTo(25);
  }

  @Test
  void allowsClueCount_rotate90_onlyZeroOrOneModFour() {
    for (int n = 0; n <= 81; n++) {
      assertThat(Symmetry.ROTATE_90.allowsClueCount(n))
          .as("n=%d", n)
          .isEqualTo(n % 4 == 0 || n % 4 == 1);
      assertThat(Symmetry.ROTATE_180.allowsClueCount(n)).isTrue();
    }
    assertThat(Symmetry.NONE.allowsClueCount(82)).isFalse();
  }

  @Test
  void isSymmetric_asymmetricPattern_false() {
    Grid g = Grid.empty().with(0, 5);
    assertThat(Symmetry.NONE.isSymmetric(g)).isTrue();
    assertThat(Symmetry.ROTATE_180.isSymmetric(g)).isFalse();
    assertThat(Symmetry.ROTATE_180.isSymmetric(g.with(80, 3))).isTrue();
    assertThat(Symmetry.DIAGONAL.isSymmetric(g)).isTrue();
  }

  @ParameterizedTest
  @EnumSource(Symmetry.class)
  void parse_lowerCaseWithDashes_eachSymmetry(Symmetry s) {
    assertThat(Symmetry.parse(s.name().toLowerCase(java.util.Locale.ROOT).replace('_', '-')))
        .isEqualTo(s);
  }
}
