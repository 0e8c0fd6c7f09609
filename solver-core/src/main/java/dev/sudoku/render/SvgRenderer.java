package dev.sudoku.render;

import static dev.sudoku.render.GridProportions.CANDIDATE_BASELINE;
import static dev.sudoku.render.GridProportions.CANDIDATE_GREY;
import static dev.sudoku.render.GridProportions.CANDIDATE_SIZE;
import static dev.sudoku.render.GridProportions.DIGIT_BASELINE;
import static dev.sudoku.render.GridProportions.DIGIT_SIZE;
import static dev.sudoku.render.GridProportions.FOUND_GREY;
import static dev.sudoku.render.GridProportions.THICK_LINE;
import static dev.sudoku.render.GridProportions.THIN_LINE;

import dev.sudoku.core.Grid;
import java.math.BigDecimal;
import java.util.Locale;

/**
 * Draws a grid as a standalone SVG 1.1 document: vector only, black on white, sized in a physical
 * or screen unit by {@link SvgOptions}.
 *
 * <h2>Representation</h2>
 *
 * The document's own coordinates (its {@code viewBox}) are fixed: a cell is 100 units, the grid's
 * lines run from 0 to 900, the frame's ink from -3 to 903 ({@link GridProportions}). Only {@code
 * width}, {@code height} and the margin depend on the options, so everything but the digits is
 * computed once per renderer: the document head, the 20 lines, and for each of the 81 cells the
 * start of its {@code <text>} element. Rendering a grid is then one pass over the cells appending
 * those pieces: no formatting of numbers per puzzle, a few kilobytes of characters (the benchmark
 * {@code SvgRendererBenchmark} measures over 100,000 puzzles per CPU-second).
 *
 * <pre>
 * &lt;svg ... width="94mm" height="94mm" viewBox="-47.3 -47.3 1000.7 1000.7" role="img"&gt;
 *   &lt;title&gt;TITLE&lt;/title&gt; &lt;desc&gt;the digits row by row&lt;/desc&gt;
 *   &lt;rect/&gt;                         white background, margin included
 *   &lt;g class="lines"&gt; 16 thin &lt;line&gt;, 4 thick &lt;line&gt;, the frame &lt;rect&gt; &lt;/g&gt;
 *   &lt;g class="givens"&gt; &lt;text x y data-cell="r1c3"&gt;4&lt;/text&gt; ... &lt;/g&gt;
 *   &lt;g class="found"&gt;  the digits of a solution or position that were not given, grey &lt;/g&gt;
 *   &lt;g class="candidates"&gt; pencilmarks, small, 3x3 in their cell &lt;/g&gt;
 * &lt;/svg&gt;
 * </pre>
 *
 * <p>Accessibility: {@code role="img"} with {@code <title>} (the caller's caption) and {@code
 * <desc>} (the grid as text, row by row), which screen readers announce; no {@code id}s, so several
 * pictures can sit in one HTML page. Digits are text, not outlines, so they can be searched and
 * read back; the font is a list of common sans-serif faces ending in {@code sans-serif}, all with
 * digits of equal width.
 *
 * <p>Instances are immutable and thread-safe.
 */
public final class SvgRenderer {
  private static final int CELL = 100;
  private static final String FONT = "DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif";
  private static final String GIVEN_FILL = "#000000";
  private static final String FOUND_FILL = grey(FOUND_GREY);
  private static final String CANDIDATE_FILL = grey(CANDIDATE_GREY);

  private final String head;
  private final String lines;
  private final String[] digitAt = new String[Grid.CELLS];
  private final String[] candidateAt = new String[Grid.CELLS * 9];

  /** A renderer for {@link SvgOptions#defaults()}. */
  public SvgRenderer() {
    this(SvgOptions.defaults());
  }

  public SvgRenderer(SvgOptions options) {
    double unitsPerLength = GridProportions.SPAN * CELL / options.side();
    double half = THICK_LINE * CELL / 2;
    double origin = -half - options.margin() * unitsPerLength;
    double extent = GridProportions.SPAN * CELL + 2 * options.margin() * unitsPerLength;
    String size = number(options.side() + 2 * options.margin()) + options.unit().suffix;
    head =
        "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\""
            + size
            + "\" height=\""
            + size
            + "\" viewBox=\""
            + number(origin)
            + " "
            + number(origin)
            + " "
            + number(extent)
            + " "
            + number(extent)
            + "\" role=\"img\">\n";
    StringBuilder b = new StringBuilder(2048);
    b.append("<rect class=\"background\" x=\"")
        .append(number(origin))
        .append("\" y=\"")
        .append(number(origin))
        .append("\" width=\"")
        .append(number(extent))
        .append("\" height=\"")
        .append(number(extent))
        .append("\" fill=\"#ffffff\"/>\n");
    b.append("<g class=\"lines\" stroke=\"#000000\" fill=\"none\" stroke-linecap=\"square\">\n");
    for (int weight = 0; weight < 2; weight++) {
      // Thin lines first: the box lines are drawn over their ends.
      boolean thick = weight == 1;
      for (int i = 1; i < 9; i++) {
        if ((i % 3 == 0) != thick) {
          continue;
        }
        String at = Integer.toString(i * CELL);
        String w = number((thick ? THICK_LINE : THIN_LINE) * CELL);
        b.append("<line x1=\"")
            .append(at)
            .append("\" y1=\"0\" x2=\"")
            .append(at)
            .append("\" y2=\"900\" stroke-width=\"")
            .append(w)
            .append("\"/>\n");
        b.append("<line x1=\"0\" y1=\"")
            .append(at)
            .append("\" x2=\"900\" y2=\"")
            .append(at)
            .append("\" stroke-width=\"")
            .append(w)
            .append("\"/>\n");
      }
    }
    b.append("<rect class=\"frame\" x=\"0\" y=\"0\" width=\"900\" height=\"900\" stroke-width=\"")
        .append(number(THICK_LINE * CELL))
        .append("\" stroke-linejoin=\"miter\"/>\n</g>\n");
    lines = b.toString();
    for (int cell = 0; cell < Grid.CELLS; cell++) {
      double cx = cell % 9 * CELL + CELL / 2.0;
      double cy = cell / 9 * CELL + CELL / 2.0;
      digitAt[cell] =
          "<text x=\""
              + number(cx)
              + "\" y=\""
              + number(cy + DIGIT_BASELINE * CELL)
              + "\" data-cell=\""
              + Grid.cellName(cell)
              + "\">";
      for (int d = 1; d <= 9; d++) {
        candidateAt[cell * 9 + d - 1] =
            "<text x=\""
                + number(cx + GridProportions.candidateOffset(d, false) * CELL)
                + "\" y=\""
                + number(
                    cy + (GridProportions.candidateOffset(d, true) + CANDIDATE_BASELINE) * CELL)
                + "\" data-cell=\""
                + Grid.cellName(cell)
                + "\">"
                + d
                + "</text>\n";
      }
    }
  }

  /**
   * A puzzle: its givens in black.
   *
   * @param title the picture's caption for screen readers and tooltips, or {@code null} for "Sudoku
   *     puzzle"
   */
  public String puzzle(Grid puzzle, String title) {
    StringBuilder b = start(title == null ? "Sudoku puzzle" : title, puzzle, "puzzle");
    digits(b, "givens", GIVEN_FILL, puzzle, null);
    return end(b);
  }

  /**
   * A solution: the puzzle's givens in black, the other digits of {@code solution} in grey.
   *
   * @param title caption, or {@code null} for "Sudoku solution"
   * @throws IllegalArgumentException when {@code solution} is not complete or differs from a given
   *     of {@code puzzle} (whether it is a valid Sudoku solution is not checked)
   */
  public String solution(Grid puzzle, Grid solution, String title) {
    if (!solution.isComplete() || !solution.agreesWith(puzzle)) {
      throw new IllegalArgumentException(
          "the solution must be complete and agree with the puzzle's givens");
    }
    StringBuilder b = start(title == null ? "Sudoku solution" : title, solution, "solution");
    digits(b, "givens", GIVEN_FILL, puzzle, null);
    digits(b, "found", FOUND_FILL, solution, puzzle);
    return end(b);
  }

  /**
   * A position part way through solving: the givens in black, the digits placed since in grey, and
   * in every empty cell its candidates (pencilmarks) in small type.
   *
   * @param current the givens and the digits placed so far ({@code givens} with more cells filled)
   * @param candidates 81 masks, bit {@code d-1} set when digit {@code d} is a candidate of that
   *     cell; read for empty cells of {@code current} only
   * @param title caption, or {@code null} for "Sudoku position with candidates"
   * @throws IllegalArgumentException when {@code current} changes a given, or {@code candidates} is
   *     not 81 masks of 9 bits
   */
  public String position(Grid givens, Grid current, int[] candidates, String title) {
    if (!current.agreesWith(givens)) {
      throw new IllegalArgumentException("the position must keep the givens");
    }
    if (candidates.length != Grid.CELLS) {
      throw new IllegalArgumentException("expected 81 candidate masks, found " + candidates.length);
    }
    StringBuilder b =
        start(title == null ? "Sudoku position with candidates" : title, current, "position");
    digits(b, "givens", GIVEN_FILL, givens, null);
    digits(b, "found", FOUND_FILL, current, givens);
    b.append("<g class=\"candidates\" fill=\"")
        .append(CANDIDATE_FILL)
        .append("\" font-family=\"")
        .append(FONT)
        .append("\" font-size=\"")
        .append(number(CANDIDATE_SIZE * CELL))
        .append("\" text-anchor=\"middle\">\n");
    for (int cell = 0; cell < Grid.CELLS; cell++) {
      int mask = candidates[cell];
      if (mask < 0 || mask > 0x1ff) {
        throw new IllegalArgumentException(
            "candidate mask of " + Grid.cellName(cell) + " is " + mask + ", outside 0..511");
      }
      if (current.get(cell) != 0) {
        continue;
      }
      for (int d = 1; d <= 9; d++) {
        if ((mask & (1 << (d - 1))) != 0) {
          b.append(candidateAt[cell * 9 + d - 1]);
        }
      }
    }
    b.append("</g>\n");
    return end(b);
  }

  private StringBuilder start(String title, Grid shown, String kind) {
    StringBuilder b = new StringBuilder(6144);
    b.append(head).append("<title>");
    escape(b, title);
    b.append("</title>\n<desc>Sudoku ")
        .append(kind)
        .append(", 9 by 9 cells, ")
        .append(shown.clueCount())
        .append(" filled; rows from top to bottom, a dot for an empty cell: ");
    String line = shown.toLine();
    for (int r = 0; r < 9; r++) {
      b.append(line, r * 9, r * 9 + 9).append(r < 8 ? ", " : ".</desc>\n");
    }
    b.append(lines);
    return b;
  }

  /** The digits of {@code grid} in cells that are empty in {@code except} (all when null). */
  private void digits(StringBuilder b, String group, String fill, Grid grid, Grid except) {
    b.append("<g class=\"")
        .append(group)
        .append("\" fill=\"")
        .append(fill)
        .append("\" font-family=\"")
        .append(FONT)
        .append("\" font-size=\"")
        .append(number(DIGIT_SIZE * CELL))
        .append("\" text-anchor=\"middle\">\n");
    for (int cell = 0; cell < Grid.CELLS; cell++) {
      int d = grid.get(cell);
      if (d != 0 && (except == null || except.get(cell) == 0)) {
        b.append(digitAt[cell]).append((char) ('0' + d)).append("</text>\n");
      }
    }
    b.append("</g>\n");
  }

  private static String end(StringBuilder b) {
    return b.append("</svg>\n").toString();
  }

  /** Text as XML character data or attribute value. */
  static void escape(StringBuilder b, String s) {
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      switch (c) {
        case '&' -> b.append("&amp;");
        case '<' -> b.append("&lt;");
        case '>' -> b.append("&gt;");
        case '"' -> b.append("&quot;");
        default -> {
          // XML 1.0 allows no control characters but tab, newline and carriage return.
          if (c < 0x20 && c != '\t' && c != '\n' && c != '\r') {
            b.append(' ');
          } else {
            b.append(c);
          }
        }
      }
    }
  }

  /** A number as short as it can be written, at most three decimals, never in exponent form. */
  static String number(double v) {
    BigDecimal d = new BigDecimal(String.format(Locale.ROOT, "%.3f", v)).stripTrailingZeros();
    String s = d.toPlainString();
    return s.equals("-0") ? "0" : s;
  }

  private static String grey(double level) {
    int v = (int) Math.round(level * 255);
    return String.format(Locale.ROOT, "#%02x%02x%02x", v, v, v);
  }
}
