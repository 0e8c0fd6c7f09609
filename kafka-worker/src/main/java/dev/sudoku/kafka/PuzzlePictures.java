package dev.sudoku.kafka;

import dev.sudoku.core.Grid;
import dev.sudoku.render.SvgRenderer;
import dev.sudoku.schema.GenerationRequest;
import dev.sudoku.schema.Picture;
import java.util.List;

/**
 * The SVG pictures a request asks of each of its puzzles ({@link GenerationRequest#getSvg()}), and
 * drawing them with {@link SvgRenderer} at its default size (a 90 mm grid with a 2 mm margin) and
 * its default captions.
 *
 * <p>Size: a picture is a fixed head (title, description of the 81 cells, grid lines) plus, per
 * group of digits, a fixed opening and one {@code <text>} element of fixed length per drawn digit
 * (its coordinates are computed once per renderer; only the digit changes). A solution draws all 81
 * digits in two groups, so every solution picture has the same length, and a puzzle picture (at
 * most 80 digits, one group, a shorter caption) is shorter. {@link #MAX_CHARS} is that length,
 * measured once; the text is ASCII, so it is also the UTF-8 byte count, and {@link
 * RequestLimits#checkRoom} counts two of them in the largest puzzle record.
 *
 * @param puzzle draw the puzzle, into {@code Puzzle.svg}
 * @param solution draw the solution, into {@code Puzzle.solutionSvg}
 */
record PuzzlePictures(boolean puzzle, boolean solution) {

  /** No picture: the request's {@code svg} is empty. */
  static final PuzzlePictures NONE = new PuzzlePictures(false, false);

  private static final SvgRenderer RENDERER = new SvgRenderer();

  /** Length of one picture at most (see the class comment): 5,923 with the default options. */
  static final int MAX_CHARS = maxChars();

  /**
   * The pictures {@code asked} names; repeating one is allowed (it is drawn once).
   *
   * @throws InvalidRequestException for {@code UNKNOWN} (a picture added to the schema after this
   *     worker was built) or a list longer than there are pictures
   */
  static PuzzlePictures of(List<Picture> asked) {
    if (asked.size() > Picture.values().length) {
      throw new InvalidRequestException(
          "svg has "
              + asked.size()
              + " entries, more than the "
              + Picture.values().length
              + " pictures there are");
    }
    boolean puzzle = false;
    boolean solution = false;
    for (Picture p : asked) {
      switch (p) {
        case PUZZLE -> puzzle = true;
        case SOLUTION -> solution = true;
        default ->
            throw new InvalidRequestException(
                "svg contains " + p + ": a picture this worker does not know");
      }
    }
    return puzzle || solution ? new PuzzlePictures(puzzle, solution) : NONE;
  }

  /** The puzzle's picture, or null when not asked for. */
  String puzzleSvg(Grid givens) {
    return puzzle ? RENDERER.puzzle(givens, null) : null;
  }

  /** The solution's picture, or null when not asked for. */
  String solutionSvg(Grid givens, Grid solved) {
    return solution ? RENDERER.solution(givens, solved, null) : null;
  }

  private static int maxChars() {
    // Any complete grid: a solution picture's length does not depend on its digits.
    Grid full =
        Grid.parse(
            "123456789456789123789123456231564897564897231897231564312645978645978312978312645");
    return RENDERER.solution(full, full, null).length();
  }
}
