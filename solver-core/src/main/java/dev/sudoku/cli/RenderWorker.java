package dev.sudoku.cli;

import dev.sudoku.core.Grid;
import dev.sudoku.core.Solver;
import dev.sudoku.render.SvgRenderer;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;

/**
 * Draws the pictures {@code sudoku render} asks for, for one puzzle: the puzzle, its solution (only
 * when it has exactly one), and its candidates (each empty cell's digits that no given of its row,
 * column or box rules out).
 */
final class RenderWorker implements Pipeline.Worker<RenderWorker.Pictures> {
  /** What can be drawn of a puzzle, and the name each picture's file ends with. */
  enum Picture {
    PUZZLE,
    SOLUTION,
    CANDIDATES
  }

  /**
   * The pictures of one puzzle, in {@link Picture} order.
   *
   * @param svgs the documents drawn, with what each shows
   * @param missing why a picture asked for could not be drawn (a solution of a puzzle without a
   *     unique one), or null
   */
  record Pictures(List<Drawn> svgs, String missing) {}

  /** One SVG document and what it shows. */
  record Drawn(Picture picture, String svg) {}

  private final SvgRenderer renderer;
  private final EnumSet<Picture> wanted;
  private final Solver solver = Solver.fast();
  private final byte[] cells = new byte[Grid.CELLS];
  private final byte[] solution = new byte[Grid.CELLS];

  RenderWorker(SvgRenderer renderer, EnumSet<Picture> wanted) {
    this.renderer = renderer;
    this.wanted = wanted;
  }

  @Override
  public Pictures process(Entry entry) {
    Grid puzzle = CheckWorker.parse(entry.text());
    String name = "Sudoku " + entry.number();
    InputRating rating = InputRating.parse(entry.rating());
    String rated =
        rating == null
            ? ""
            : String.format(
                java.util.Locale.ROOT, ", SE %s%.1f", rating.bound() ? "\u2265 " : "", rating.er());
    List<Drawn> out = new ArrayList<>(3);
    String missing = null;
    if (wanted.contains(Picture.PUZZLE)) {
      out.add(new Drawn(Picture.PUZZLE, renderer.puzzle(puzzle, name + rated)));
    }
    if (wanted.contains(Picture.SOLUTION)) {
      puzzle.copyTo(cells);
      PuzzleStatus status = PuzzleStatus.ofCount(solver.count(cells, 2, solution));
      if (status == PuzzleStatus.UNIQUE) {
        out.add(
            new Drawn(
                Picture.SOLUTION,
                renderer.solution(puzzle, Grid.of(solution), name + ", solution")));
      } else {
        missing = status.words() + ": no solution picture";
      }
    }
    if (wanted.contains(Picture.CANDIDATES)) {
      out.add(
          new Drawn(
              Picture.CANDIDATES,
              renderer.position(puzzle, puzzle, candidates(puzzle), name + ", candidates")));
    }
    return new Pictures(out, missing);
  }

  /** Each empty cell's digits not among the givens of its row, column or box (bit d-1 = d). */
  static int[] candidates(Grid g) {
    int[] rows = new int[9];
    int[] cols = new int[9];
    int[] boxes = new int[9];
    for (int c = 0; c < Grid.CELLS; c++) {
      int d = g.get(c);
      if (d != 0) {
        int bit = 1 << (d - 1);
        rows[c / 9] |= bit;
        cols[c % 9] |= bit;
        boxes[c / 27 * 3 + c % 9 / 3] |= bit;
      }
    }
    int[] masks = new int[Grid.CELLS];
    for (int c = 0; c < Grid.CELLS; c++) {
      if (g.get(c) == 0) {
        masks[c] = 0x1ff & ~(rows[c / 9] | cols[c % 9] | boxes[c / 27 * 3 + c % 9 / 3]);
      }
    }
    return masks;
  }
}
