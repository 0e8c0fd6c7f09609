package dev.sudoku.kafka;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.Grid;
import dev.sudoku.render.SvgDocument;
import java.util.Set;
import java.util.TreeSet;
import org.w3c.dom.Element;

/**
 * Checks of the pictures in a published {@code Puzzle}, read back as a person's viewer would: the
 * SVG parses as XML ({@link SvgDocument}, the render tests' reader), its lines and frame cut the
 * grid into 9 x 9 = 81 cells, and the digits drawn in those cells are the grids the record carries.
 */
final class PictureAssertions {

  private PictureAssertions() {}

  /** A puzzle picture: the givens of {@code puzzle}, each in its cell, and nothing else. */
  static void assertPuzzlePicture(String svg, Grid puzzle) {
    SvgDocument doc = parseGrid(svg);
    assertThat(doc.digits()).hasSize(puzzle.clueCount()).allMatch(d -> d.group().equals("givens"));
    assertThat(Grid.of(drawn(doc, null))).isEqualTo(puzzle);
  }

  /** A solution picture: the givens of {@code puzzle} in their group, all of {@code solution}. */
  static void assertSolutionPicture(String svg, Grid puzzle, Grid solution) {
    SvgDocument doc = parseGrid(svg);
    assertThat(doc.digits()).hasSize(Grid.CELLS);
    assertThat(Grid.of(drawn(doc, "givens"))).isEqualTo(puzzle);
    assertThat(Grid.of(drawn(doc, null))).isEqualTo(solution);
  }

  /** Parses {@code svg} and checks its grid: 8 inner lines each way inside a 900-unit frame. */
  private static SvgDocument parseGrid(String svg) {
    SvgDocument doc = SvgDocument.parse(svg);
    Set<String> vertical = new TreeSet<>();
    Set<String> horizontal = new TreeSet<>();
    for (Element line : doc.elements("line")) {
      (line.getAttribute("x1").equals(line.getAttribute("x2")) ? vertical : horizontal)
          .add(
              line.getAttribute("x1").equals("0")
                  ? line.getAttribute("y1")
                  : line.getAttribute("x1"));
    }
    Set<String> inner = Set.of("100", "200", "300", "400", "500", "600", "700", "800");
    assertThat(vertical).as("vertical lines").isEqualTo(new TreeSet<>(inner));
    assertThat(horizontal).as("horizontal lines").isEqualTo(new TreeSet<>(inner));
    Element frame =
        doc.elements("rect").stream()
            .filter(r -> r.getAttribute("class").equals("frame"))
            .findFirst()
            .orElseThrow(() -> new AssertionError("no frame in " + svg));
    assertThat(SvgDocument.number(frame, "width")).isEqualTo(900);
    assertThat(SvgDocument.number(frame, "height")).isEqualTo(900);
    return doc;
  }

  /** The digits of {@code group} (all groups when null) as 81 cell values, each cell once. */
  private static int[] drawn(SvgDocument doc, String group) {
    int[] cells = new int[Grid.CELLS];
    for (SvgDocument.Digit d : group == null ? doc.digits() : doc.digits(group)) {
      assertThat(cells[d.cell()]).as("cell %d drawn twice", d.cell()).isZero();
      cells[d.cell()] = d.digit();
    }
    return cells;
  }
}
