package dev.sudoku.book;

import static dev.sudoku.render.GridProportions.DIGIT_BASELINE;
import static dev.sudoku.render.GridProportions.DIGIT_SIZE;
import static dev.sudoku.render.GridProportions.FOUND_GREY;
import static dev.sudoku.render.GridProportions.THICK_LINE;
import static dev.sudoku.render.GridProportions.THIN_LINE;

import dev.sudoku.core.Grid;
import dev.sudoku.render.GridProportions;
import java.io.IOException;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.font.PDFont;

/**
 * Draws one grid into a PDF page with the proportions of {@link GridProportions}, the same look as
 * the SVG pictures.
 *
 * <p>PDF's y axis points up, so a grid is placed by its top-left corner and rows go down. The lines
 * are three strokes (thin, thick, frame) per grid. The digits are one text object in reading order,
 * each placed relative to the one before: a PDF reader's text extraction (and a test) reads a grid
 * back row by row, givens and found digits in their cells' order, whatever their colour.
 */
final class GridDrawing {
  /**
   * Thinnest line drawn, in points: below about a quarter point printers drop or break hairlines,
   * which only matters for the smallest answer grids.
   */
  static final double MIN_LINE = 0.25;

  private GridDrawing() {}

  /**
   * Draws {@code shown} (its digits that are not givens of {@code givens} in grey) with its
   * top-left corner at ({@code left}, {@code top}) and {@code side} points wide, frame included.
   *
   * @param digitWidth advance width of a digit in {@code font} at size 1 (digits are tabular)
   */
  static void draw(
      PDPageContentStream cs,
      PDFont font,
      double digitWidth,
      double left,
      double top,
      double side,
      Grid givens,
      Grid shown)
      throws IOException {
    double cell = GridProportions.cell(side);
    double x0 = left + THICK_LINE * cell / 2;
    double y0 = top - THICK_LINE * cell / 2;
    double span = 9 * cell;
    cs.setStrokingColor(0f);
    cs.setLineCapStyle(0);
    for (int thick = 0; thick < 2; thick++) {
      double width = (thick == 1 ? THICK_LINE : THIN_LINE) * cell;
      cs.setLineWidth((float) Math.max(MIN_LINE * (thick + 1), width));
      for (int i = 1; i < 9; i++) {
        if ((i % 3 == 0) != (thick == 1)) {
          continue;
        }
        cs.moveTo((float) (x0 + i * cell), (float) y0);
        cs.lineTo((float) (x0 + i * cell), (float) (y0 - span));
        cs.moveTo((float) x0, (float) (y0 - i * cell));
        cs.lineTo((float) (x0 + span), (float) (y0 - i * cell));
      }
      cs.stroke();
    }
    cs.setLineJoinStyle(0);
    cs.setLineWidth((float) Math.max(2 * MIN_LINE, THICK_LINE * cell));
    cs.addRect((float) x0, (float) (y0 - span), (float) span, (float) span);
    cs.stroke();

    double size = DIGIT_SIZE * cell;
    double half = digitWidth * size / 2;
    cs.beginText();
    cs.setFont(font, (float) size);
    double px = 0;
    double py = 0;
    float grey = -1;
    for (int c = 0; c < Grid.CELLS; c++) {
      int d = shown.get(c);
      if (d == 0) {
        continue;
      }
      float want = givens.get(c) != 0 ? 0f : (float) FOUND_GREY;
      if (want != grey) {
        cs.setNonStrokingColor(want);
        grey = want;
      }
      double x = x0 + (c % 9 + 0.5) * cell - half;
      double y = y0 - (c / 9 + 0.5) * cell - DIGIT_BASELINE * cell;
      cs.newLineAtOffset((float) (x - px), (float) (y - py));
      cs.showText(DIGITS[d]);
      px = x;
      py = y;
    }
    cs.endText();
    if (grey != 0f) {
      cs.setNonStrokingColor(0f);
    }
  }

  private static final String[] DIGITS = {"0", "1", "2", "3", "4", "5", "6", "7", "8", "9"};
}
