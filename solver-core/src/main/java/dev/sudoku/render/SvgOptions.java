package dev.sudoku.render;

/**
 * The size of an SVG picture: the grid's side (frame included), the empty margin around it, and the
 * unit both are in.
 *
 * @param side side of the grid, frame included; positive and finite
 * @param margin empty space on each side of the grid; 0 or more, finite
 * @param unit the unit of {@code side} and {@code margin}, written into the SVG's {@code width} and
 *     {@code height}
 */
public record SvgOptions(double side, double margin, Unit unit) {

  /** Units a printer or browser understands in an SVG's {@code width} and {@code height}. */
  public enum Unit {
    /** CSS pixels (1/96 in): for screens. */
    PX("px"),
    /** Millimetres. */
    MM("mm"),
    /** Inches. */
    IN("in"),
    /** Points (1/72 in), the unit of page layout programs. */
    PT("pt");

    final String suffix;

    Unit(String suffix) {
      this.suffix = suffix;
    }
  }

  /**
   * @throws IllegalArgumentException for a side that is not positive, a negative margin, or either
   *     not finite
   */
  public SvgOptions {
    if (!(side > 0) || Double.isInfinite(side)) {
      throw new IllegalArgumentException("side must be a positive number, was " + side);
    }
    if (!(margin >= 0) || Double.isInfinite(margin)) {
      throw new IllegalArgumentException("margin must be 0 or more, was " + margin);
    }
    if (unit == null) {
      throw new IllegalArgumentException("unit must be given");
    }
  }

  /** A 90 mm grid with a 2 mm margin: a puzzle of a printed page, and readable on screen. */
  public static SvgOptions defaults() {
    return new SvgOptions(90, 2, Unit.MM);
  }
}
