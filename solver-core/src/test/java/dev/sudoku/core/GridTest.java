package dev.sudoku.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Arrays;
import java.util.List;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import org.junit.jupiter.api.Test;

class GridTest {
  static final String PUZZLE =
      "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

  @Test
  void parse_line_roundTrips() {
    assertThat(Grid.parse(PUZZLE).toLine()).isEqualTo(PUZZLE);
  }

  @Test
  void parse_zeroForEmpty_sameAsDot() {
    assertThat(Grid.parse(PUZZLE.replace('.', '0'))).isEqualTo(Grid.parse(PUZZLE));
  }

  @Test
  void parse_drawing_sameAsLine() {
    Grid g = Grid.parse(PUZZLE);
    assertThat(Grid.parse(g.toPrettyString())).isEqualTo(g);
  }

  @Test
  void parse_byteOrderMarkInsideLine_namesInvisibleCharacter() {
    // Regression: a BOM left mid-file by `cat a.txt b.txt` read as "found 82" on a line that shows
    // 81.
    assertThatThrownBy(() -> Grid.parse("\uFEFF" + PUZZLE))
        .isInstanceOf(GridFormatException.class)
        .hasMessage(
            "expected 81 characters, found 82 (an invisible character U+FEFF at position 1)");
  }

  @Test
  void parse_noBreakSpaceInLine_namesInvisibleCharacter() {
    assertThatThrownBy(() -> Grid.parse(PUZZLE.substring(0, 9) + "\u00A0" + PUZZLE.substring(9)))
        .isInstanceOf(GridFormatException.class)
        .hasMessage(
            "expected 81 characters, found 82 (an invisible character U+00A0 at position 10)");
  }

  @Test
  void parse_spaceInsideLine_namesLengthOnly() {
    assertThatThrownBy(() -> Grid.parse(PUZZLE.substring(0, 9) + " " + PUZZLE.substring(9)))
        .isInstanceOf(GridFormatException.class)
        .hasMessage("expected 81 characters, found 82");
  }

  @Test
  void parse_shortLine_namesLength() {
    assertThatThrownBy(() -> Grid.parse(PUZZLE.substring(1)))
        .isInstanceOf(GridFormatException.class)
        .hasMessage("expected 81 characters, found 80");
  }

  @Test
  void parse_badCharacter_namesCharacterAndCell() {
    String bad = PUZZLE.substring(0, 10) + "x" + PUZZLE.substring(11);
    assertThatThrownBy(() -> Grid.parse(bad))
        .isInstanceOf(GridFormatException.class)
        .hasMessage("bad character 'x' at position 11 (r2c2); expected 1-9, '.' or '0'");
  }

  @Test
  void parse_drawingWithTooFewCells_namesCount() {
    assertThatThrownBy(() -> Grid.parse("123\n456"))
        .isInstanceOf(GridFormatException.class)
        .hasMessage("expected 81 cells in grid, found 6");
  }

  @Test
  void conflict_sameDigitInRow_namesBothCells() {
    String dup = "5.....5.." + ".".repeat(72);
    assertThat(Grid.parse(dup).conflict())
        .get()
        .hasToString("digit 5 appears twice in row 1: r1c1 and r1c7");
  }

  @Test
  void conflict_sameDigitInBox_namesBox() {
    String dup = "5........" + ".5......." + ".".repeat(63);
    assertThat(Grid.parse(dup).conflict())
        .get()
        .hasToString("digit 5 appears twice in box 1: r1c1 and r2c2");
  }

  @Test
  void requireConsistent_conflict_throwsWithMessage() {
    String dup = "5........" + "5........" + ".".repeat(63);
    assertThatThrownBy(() -> Grid.parse(dup).requireConsistent())
        .isInstanceOf(GridFormatException.class)
        .hasMessage("digit 5 appears twice in column 1: r1c1 and r2c1");
  }

  @Test
  void isSolved_solvedGrid_true() {
    Grid solved =
        Grid.parse(
            "534678912672195348198342567859761423426853791713924856961537284287419635345286179");
    assertThat(solved.isSolved()).isTrue();
    assertThat(solved.agreesWith(Grid.parse(PUZZLE))).isTrue();
    assertThat(Grid.parse(PUZZLE).isSolved()).isFalse();
  }

  @Property
  void with_anyCellAndDigit_changesOnlyThatCell(
      @ForAll @IntRange(min = 0, max = 80) int cell, @ForAll @IntRange(min = 0, max = 9) int d) {
    Grid g = Grid.parse(PUZZLE);
    Grid h = g.with(cell, d);
    for (int i = 0; i < Grid.CELLS; i++) {
      assertThat(h.get(i)).isEqualTo(i == cell ? d : g.get(i));
    }
  }

  @Test
  void toLine_rawValues_sameTextAsTheGrid() {
    Grid g =
        Grid.parse(
            "..43..2.9..5..9..1.7..6..43..6..2.8719...74...5..83...6.....1.5..35.869..4291.3..");
    assertThat(Grid.toLine(g.toBytes())).isEqualTo(g.toLine());
    assertThatThrownBy(() -> Grid.toLine(new byte[80]))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("expected 81 cells, found 80");
  }

  @Property
  void toLine_anyValues_dotForZeroDigitOtherwise(
      @ForAll @Size(81) List<@IntRange(min = 0, max = 9) Integer> values) {
    byte[] cells = new byte[Grid.CELLS];
    StringBuilder want = new StringBuilder();
    for (int i = 0; i < Grid.CELLS; i++) {
      cells[i] = values.get(i).byteValue();
      want.append(cells[i] == 0 ? '.' : (char) ('0' + cells[i]));
    }
    assertThat(Grid.toLine(cells)).isEqualTo(want.toString());
    assertThat(Grid.parse(want).toLine()).isEqualTo(want.toString());
    assertThat(Grid.parse(want).clueCount())
        .isEqualTo((int) values.stream().filter(v -> v != 0).count());
  }

  @Property
  void parse_anyCharacterInACell_digitDotOrZeroElseNamedError(
      @ForAll @IntRange(min = 0, max = 80) int cell, @ForAll char c) {
    String line = PUZZLE.substring(0, cell) + c + PUZZLE.substring(cell + 1);
    if (c >= '1' && c <= '9' || c == '.' || c == '0') {
      assertThat(Grid.parse(line).get(cell)).isEqualTo(c == '.' ? 0 : c - '0');
      return;
    }
    var thrown = assertThatThrownBy(() -> Grid.parse(line)).isInstanceOf(GridFormatException.class);
    boolean stripped = Character.isWhitespace(c) && (cell == 0 || cell == 80);
    if (c != '\n' && c != '\r' && !stripped) {
      thrown.hasMessageContaining("at position " + (cell + 1));
    }
  }

  @Property
  void conflict_randomGivens_presentExactlyWhenAHouseRepeatsADigit(
      @ForAll Random random, @ForAll @IntRange(min = 0, max = 40) int givens) {
    byte[] cells = new byte[Grid.CELLS];
    for (int k = 0; k < givens; k++) {
      cells[random.nextInt(Grid.CELLS)] = (byte) (1 + random.nextInt(9));
    }
    Grid g = Grid.of(cells);

    boolean repeat = false;
    for (int a = 0; a < Grid.CELLS; a++) {
      for (int b = a + 1; b < Grid.CELLS; b++) {
        boolean sameRow = a / 9 == b / 9;
        boolean sameColumn = a % 9 == b % 9;
        boolean sameBox = a / 27 == b / 27 && a % 9 / 3 == b % 9 / 3;
        if (cells[a] != 0 && cells[a] == cells[b] && (sameRow || sameColumn || sameBox)) {
          repeat = true;
        }
      }
    }
    assertThat(g.conflict().isPresent()).isEqualTo(repeat);
    assertThat(g.isConsistent()).isEqualTo(!repeat);
  }

  @Property
  void of_anyBytes_rejectsExactlyWhatTheIntFormRejects(
      @ForAll @Size(min = 80, max = 82) List<@IntRange(min = -3, max = 12) Integer> values) {
    byte[] bytes = new byte[values.size()];
    int[] ints = new int[values.size()];
    for (int i = 0; i < bytes.length; i++) {
      bytes[i] = values.get(i).byteValue();
      ints[i] = values.get(i);
    }
    Grid fromInts;
    try {
      fromInts = Grid.of(ints);
    } catch (IllegalArgumentException e) {
      assertThatThrownBy(() -> Grid.of(bytes))
          .isInstanceOf(IllegalArgumentException.class)
          .hasMessage(e.getMessage());
      return;
    }
    Grid fromBytes = Grid.of(bytes);
    assertThat(fromBytes).isEqualTo(fromInts);
    bytes[0] = (byte) (bytes[0] == 1 ? 2 : 1);
    assertThat(fromBytes).isEqualTo(fromInts); // the array was copied
  }

  @Property
  void isConsistent_solvedGridRelabelledWithOneCellChanged_falseExactlyWhenTheDigitChanged(
      @ForAll Random random,
      @ForAll @IntRange(min = 0, max = 80) int cell,
      @ForAll @IntRange(min = 0, max = 9) int digit) {
    // a full grid exercises every house's set up to its high bits; relabelling moves the digits
    List<Integer> labels = new java.util.ArrayList<>(List.of(1, 2, 3, 4, 5, 6, 7, 8, 9));
    java.util.Collections.shuffle(labels, random);
    byte[] cells = new byte[Grid.CELLS];
    for (int i = 0; i < Grid.CELLS; i++) {
      cells[i] = labels.get(SOLVED.charAt(i) - '1').byteValue();
    }
    boolean unchanged = digit == 0 || digit == cells[cell];
    cells[cell] = (byte) digit;
    Grid g = Grid.of(cells);

    assertThat(g.isConsistent()).isEqualTo(unchanged);
    assertThat(g.conflict().isPresent()).isEqualTo(!unchanged);
    assertThat(g.isSolved()).isEqualTo(digit != 0 && unchanged);
  }

  static final String SOLVED =
      "864371259325849761971265843436192587198657432257483916689734125713528694542916378";

  /** The solver's byte[] check, eight cells at a time: every cell, every byte value. */
  @Test
  void requireCells_anyValueInAnyCell_rejectsExactlyOutsideZeroToNine() {
    for (int cell = 0; cell < Grid.CELLS; cell++) {
      for (int v = Byte.MIN_VALUE; v <= Byte.MAX_VALUE; v++) {
        byte[] cells = new byte[Grid.CELLS];
        Arrays.fill(cells, (byte) 9);
        cells[cell] = (byte) v;
        if (v >= 0 && v <= 9) {
          Grid.requireCells(cells, "cells");
        } else {
          int c = cell;
          assertThatThrownBy(() -> Grid.requireCells(cells, "cells"))
              .isInstanceOf(IllegalArgumentException.class)
              .hasMessage("cells: cell " + Grid.cellName(c) + " holds " + v + "; expected 0..9");
        }
      }
    }
  }

  /** Regression: get(0, 9) read r2c1 and get(1, -1) read r1c9 instead of failing. */
  @Test
  void get_rowOrColumnOutsideZeroToEight_throwsIndexOutOfBounds() {
    Grid grid = Grid.parse(SOLVED);

    assertThatThrownBy(() -> grid.get(0, 9))
        .isInstanceOf(IndexOutOfBoundsException.class)
        .hasMessageContaining("column 9");
    assertThatThrownBy(() -> grid.get(1, -1)).isInstanceOf(IndexOutOfBoundsException.class);
    assertThatThrownBy(() -> grid.get(9, 0)).isInstanceOf(IndexOutOfBoundsException.class);
    assertThat(grid.get(8, 8)).isEqualTo(grid.get(80));
  }

  /** Regression: cellName(81) was "r10c1" and cellName(-1) "r1c0". */
  @Test
  void cellName_outsideGrid_throwsIndexOutOfBounds() {
    assertThatThrownBy(() -> Grid.cellName(81)).isInstanceOf(IndexOutOfBoundsException.class);
    assertThatThrownBy(() -> Grid.cellName(-1)).isInstanceOf(IndexOutOfBoundsException.class);
    assertThat(Grid.cellName(80)).isEqualTo("r9c9");
  }
}
