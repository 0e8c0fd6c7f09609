package dev.sudoku.render;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sudoku.core.Grid;
import dev.sudoku.core.RandomGrids;
import dev.sudoku.render.SvgDocument.Digit;
import java.util.List;
import java.util.SplittableRandom;
import java.util.TreeSet;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Element;

class SvgRendererTest {
  static final Grid P1 =
      Grid.parse(
          "..43..2.9..5..9..1.7..6..43..6..2.8719...74...5..83...6.....1.5..35.869..4291.3..");
  static final Grid S1 =
      Grid.parse(
          "864371259325849761971265843436192587198657432257483916689734125713528694542916378");

  private final SvgRenderer renderer = new SvgRenderer();

  @Test
  void puzzle_p1_wellFormedNineByNineCells() {
    SvgDocument svg = SvgDocument.parse(renderer.puzzle(P1, null));
    TreeSet<Double> xs = new TreeSet<>();
    TreeSet<Double> ys = new TreeSet<>();
    for (Element line : svg.elements("line")) {
      double x1 = SvgDocument.number(line, "x1");
      double y1 = SvgDocument.number(line, "y1");
      if (x1 == SvgDocument.number(line, "x2")) {
        xs.add(x1);
      } else {
        assertThat(SvgDocument.number(line, "y2")).isEqualTo(y1);
        ys.add(y1);
      }
    }
    Element frame = svg.elements("rect").get(1);
    assertThat(frame.getAttribute("class")).isEqualTo("frame");
    xs.add(SvgDocument.number(frame, "x"));
    xs.add(SvgDocument.number(frame, "x") + SvgDocument.number(frame, "width"));
    ys.add(SvgDocument.number(frame, "y"));
    ys.add(SvgDocument.number(frame, "y") + SvgDocument.number(frame, "height"));
    // ten evenly spaced boundaries each way: 9 x 9 = 81 cells of 100 units
    assertThat(xs).hasSize(10);
    assertThat(ys).hasSize(10);
    double x0 = xs.first();
    int k = 0;
    for (double x : xs) {
      assertThat(x).isEqualTo(x0 + 100 * k++);
    }
    assertThat(ys).isEqualTo(xs);
  }

  @Test
  void puzzle_p1_eachGivenDrawnInItsCell() {
    List<Digit> digits = SvgDocument.parse(renderer.puzzle(P1, null)).digits();
    assertThat(digits).hasSize(P1.clueCount()).allMatch(d -> d.group().equals("givens"));
    int[] drawn = new int[81];
    for (Digit d : digits) {
      assertThat(drawn[d.cell()]).as("cell %d drawn twice", d.cell()).isZero();
      drawn[d.cell()] = d.digit();
      assertThat(d.dataCell()).isEqualTo(Grid.cellName(d.cell()));
    }
    assertThat(Grid.of(drawn)).isEqualTo(P1);
  }

  @Test
  void puzzle_defaultTitle_titleAndDescribedRowByRow() {
    SvgDocument svg = SvgDocument.parse(renderer.puzzle(P1, null));
    assertThat(svg.root().getAttribute("role")).isEqualTo("img");
    assertThat(svg.text("title")).isEqualTo("Sudoku puzzle");
    assertThat(svg.text("desc"))
        .contains(P1.clueCount() + " filled")
        .contains("..43..2.9, ..5..9..1, .7..6..43,")
        .endsWith(", .4291.3...");
  }

  @Test
  void puzzle_titleWithMarkup_escaped() {
    SvgDocument svg = SvgDocument.parse(renderer.puzzle(P1, "#1 <HARD> & \"4.5\"\u0001"));
    assertThat(svg.text("title")).isEqualTo("#1 <HARD> & \"4.5\" ");
  }

  @Test
  void solution_p1_givensBlackFoundGreyTogetherTheSolution() {
    SvgDocument svg = SvgDocument.parse(renderer.solution(P1, S1, "Answer 1"));
    int[] drawn = new int[81];
    for (Digit d : svg.digits()) {
      assertThat(d.group()).isEqualTo(P1.get(d.cell()) != 0 ? "givens" : "found");
      drawn[d.cell()] = d.digit();
    }
    assertThat(Grid.of(drawn)).isEqualTo(S1);
    assertThat(svg.digits("found")).hasSize(81 - P1.clueCount());
    assertThat(svg.text("title")).isEqualTo("Answer 1");
  }

  @Test
  void solution_disagreesWithGiven_rejected() {
    Grid wrong = S1.with(2, S1.get(2) == 1 ? 2 : 1);
    assertThatThrownBy(() -> renderer.solution(P1, wrong, null))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> renderer.solution(P1, P1, null))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void position_candidates_onlyInEmptyCellsInsideTheirCell() {
    Grid current = P1.with(0, 8);
    int[] masks = new int[81];
    masks[0] = 0x1ff; // filled in current: not drawn
    masks[1] = 0b100000101; // 1, 3, 9
    masks[80] = 0x1ff;
    SvgDocument svg = SvgDocument.parse(renderer.position(P1, current, masks, null));
    assertThat(svg.digits("found")).singleElement().matches(d -> d.cell() == 0 && d.digit() == 8);
    List<Digit> marks = svg.digits("candidates");
    assertThat(marks).hasSize(12);
    assertThat(marks.stream().filter(d -> d.dataCell().equals("r1c2")).map(Digit::digit))
        .containsExactly(1, 3, 9);
    for (Digit d : marks) {
      int cell = d.dataCell().equals("r1c2") ? 1 : 80;
      double left = cell % 9 * 100;
      double top = cell / 9 * 100;
      // glyph box: about 0.6 em wide, 0.72 em tall above the baseline, font size 26
      assertThat(d.x() - 8).isGreaterThan(left);
      assertThat(d.x() + 8).isLessThan(left + 100);
      assertThat(d.y() - 19).isGreaterThan(top);
      assertThat(d.y() + 1).isLessThan(top + 100);
    }
  }

  @Test
  void position_badMasks_rejected() {
    assertThatThrownBy(() -> renderer.position(P1, P1, new int[80], null))
        .hasMessageContaining("81");
    int[] masks = new int[81];
    masks[5] = 512;
    assertThatThrownBy(() -> renderer.position(P1, P1, masks, null)).hasMessageContaining("r1c6");
    assertThatThrownBy(() -> renderer.position(P1, Grid.empty(), new int[81], null))
        .hasMessageContaining("givens");
  }

  @Test
  void options_sizeAndMargin_widthInUnitAndFrameInsideViewBox() {
    SvgDocument svg =
        SvgDocument.parse(
            new SvgRenderer(new SvgOptions(2, 0, SvgOptions.Unit.IN)).puzzle(P1, null));
    assertThat(svg.root().getAttribute("width")).isEqualTo("2in");
    assertThat(svg.root().getAttribute("height")).isEqualTo("2in");
    String[] box = svg.root().getAttribute("viewBox").split(" ");
    // the frame's ink runs from -3 to 903 (6 units wide, centred on 0 and 900): all inside
    assertThat(Double.parseDouble(box[0])).isLessThanOrEqualTo(-3);
    assertThat(Double.parseDouble(box[0]) + Double.parseDouble(box[2])).isGreaterThanOrEqualTo(903);

    SvgDocument wide =
        SvgDocument.parse(
            new SvgRenderer(new SvgOptions(90, 5, SvgOptions.Unit.MM)).puzzle(P1, null));
    assertThat(wide.root().getAttribute("width")).isEqualTo("100mm");
    String[] b = wide.root().getAttribute("viewBox").split(" ");
    // 5 mm of a 90 mm grid of 906 units: 50.3 units of margin beyond the frame
    assertThat(Double.parseDouble(b[0]))
        .isCloseTo(-3 - 50.333, org.assertj.core.data.Offset.offset(0.01));
  }

  @Test
  void options_invalid_rejected() {
    assertThatThrownBy(() -> new SvgOptions(0, 1, SvgOptions.Unit.MM)).hasMessageContaining("side");
    assertThatThrownBy(() -> new SvgOptions(Double.NaN, 1, SvgOptions.Unit.MM))
        .hasMessageContaining("side");
    assertThatThrownBy(() -> new SvgOptions(10, -1, SvgOptions.Unit.MM))
        .hasMessageContaining("margin");
    assertThatThrownBy(() -> new SvgOptions(10, 1, null)).hasMessageContaining("unit");
  }

  @Test
  void number_shortestForm() {
    assertThat(SvgRenderer.number(900)).isEqualTo("900");
    assertThat(SvgRenderer.number(71.7)).isEqualTo("71.7");
    assertThat(SvgRenderer.number(-0.0001)).isEqualTo("0");
    assertThat(SvgRenderer.number(1e-7)).isEqualTo("0");
    assertThat(SvgRenderer.number(12345678)).isEqualTo("12345678");
  }

  @Property(tries = 50)
  void solution_randomPuzzles_readsBackAsTheGrids(
      @ForAll long seed, @ForAll @IntRange(min = 17, max = 81) int clues) {
    SplittableRandom random = new SplittableRandom(seed);
    Grid solution = RandomGrids.solution(random);
    Grid puzzle = RandomGrids.puzzle(solution, clues, random);
    SvgDocument svg = SvgDocument.parse(renderer.solution(puzzle, solution, null));
    int[] givens = new int[81];
    int[] all = new int[81];
    for (Digit d : svg.digits()) {
      all[d.cell()] = d.digit();
      if (d.group().equals("givens")) {
        givens[d.cell()] = d.digit();
      }
    }
    assertThat(Grid.of(givens)).isEqualTo(puzzle);
    assertThat(Grid.of(all)).isEqualTo(solution);
  }
}
