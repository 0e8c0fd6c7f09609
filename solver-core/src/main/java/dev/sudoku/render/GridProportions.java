package dev.sudoku.render;

/**
 * The look of a printed grid as fractions of one cell's side, shared by every output (SVG here, PDF
 * in {@code dev.sudoku.book}) so that a picture and a booklet page show the same grid.
 *
 * <pre>
 *   |&lt;-------------------- SPAN = 9 + THICK_LINE cells --------------------&gt;|
 *   ###########################################################################   frame: THICK_LINE,
 *   ##  cell  |  cell  |  cell  ##        |        |        ##        |     ##   centred on the
 *   ##   4    |        |   7    ##        |        |        ##        |     ##   grid's edge
 *   ##--------+--------+--------##--------+--------+--------##--------+-----##   cell lines: THIN_LINE
 *   ##        |        |        ##        |        |        ##        |     ##   box lines:  THICK_LINE
 * </pre>
 *
 * <p>Why these numbers: a box line three times a cell line is what printed puzzle books use and
 * stays distinct when a page is photocopied; at the smallest grid we print (an answer key of about
 * 40 mm) a cell line is still 0.09 mm (0.25 pt), the thinnest hairline printers reproduce. Digits
 * are 62 % of a cell: large enough to read at arm's length, with room for a pencil around them.
 * Every line is centred on its grid position, so the outer frame sticks out by half its width: a
 * drawing {@link #SPAN} cells wide holds it whole, which is how nothing is clipped at any size.
 */
public final class GridProportions {
  /** Width of the frame and of the lines between boxes, in cells. */
  public static final double THICK_LINE = 0.06;

  /** Width of the lines between cells inside a box, in cells. */
  public static final double THIN_LINE = 0.02;

  /** Font size of a placed digit (given or found), in cells. */
  public static final double DIGIT_SIZE = 0.62;

  /**
   * How far below the cell's centre a digit's baseline sits, in cells: half the height of a digit
   * (about 0.35 em in the sans-serif faces we name), so the digit is centred vertically without
   * relying on {@code dominant-baseline}, which print tools do not all honour.
   */
  public static final double DIGIT_BASELINE = 0.35 * DIGIT_SIZE;

  /** Font size of a candidate (pencilmark), in cells: nine fit in a cell as a 3x3 block. */
  public static final double CANDIDATE_SIZE = 0.26;

  /** Distance between the centres of neighbouring candidates in a cell, in cells. */
  public static final double CANDIDATE_PITCH = 0.3;

  /** How far below its slot's centre a candidate's baseline sits, in cells. */
  public static final double CANDIDATE_BASELINE = 0.35 * CANDIDATE_SIZE;

  /**
   * Grey level of digits that were found rather than given (0 black, 1 white): dark enough to read
   * on any printer, light enough that the givens stand out in an answer key.
   */
  public static final double FOUND_GREY = 0.45;

  /** Grey level of candidates. */
  public static final double CANDIDATE_GREY = 0.3;

  /** Side of the whole drawing in cells: nine cells and half a frame line on either side. */
  public static final double SPAN = 9 + THICK_LINE;

  private GridProportions() {}

  /** The side of one cell for a drawing {@code side} wide (frame included), in the same unit. */
  public static double cell(double side) {
    return side / SPAN;
  }

  /**
   * The offset of candidate {@code digit}'s slot from its cell's centre, in cells, along x ({@code
   * vertical} false) or y: digits 1-3 on the top row, 4-6 in the middle, 7-9 at the bottom, as on a
   * phone keypad.
   */
  public static double candidateOffset(int digit, boolean vertical) {
    int k = digit - 1;
    return ((vertical ? k / 3 : k % 3) - 1) * CANDIDATE_PITCH;
  }
}
