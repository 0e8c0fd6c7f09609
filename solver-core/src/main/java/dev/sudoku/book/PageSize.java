package dev.sudoku.book;

/**
 * The page sizes a booklet can be laid out on, with their default margins, in PostScript points
 * (1/72 in).
 *
 * <p>Office sizes get equal margins all round (a home printer's page, read loose or stapled). Book
 * trims get a wider inside margin (the gutter, at the binding) than outside; print-on-demand shops
 * ask for at least 0.375 in inside and 0.25 in outside on books of up to 150 pages and a wider
 * gutter for thicker ones (0.625 in beyond 300 pages, 0.875 in beyond 700), so the default 0.75 in
 * suits books of up to about 700 pages; give a wider one for more.
 *
 * <p>Book trims are printed two-sided and bound, office sizes one-sided ({@link #twoSided}): the
 * default of {@link BookOptions#defaults}, which {@link BookOptions#withTwoSided} overrides.
 */
public enum PageSize {
  /** ISO A4, 210 x 297 mm. */
  A4(595.276, 841.890, 36, 36),
  /** US Letter, 8.5 x 11 in. */
  LETTER(612, 792, 36, 36),
  /** Book trim 6 x 9 in (US trade paperback). */
  TRIM_6X9(432, 648, 54, 36),
  /** Book trim 8.5 x 11 in: a Letter-sized book, bound. */
  TRIM_8_5X11(612, 792, 54, 36);

  /**
   * The page size a person names: {@code a4}, {@code letter}, {@code 6x9} or {@code 8.5x11} (or the
   * constant's name), in any case.
   *
   * @throws IllegalArgumentException one line listing the choices
   */
  public static PageSize parse(String text) {
    switch (text.strip().toLowerCase(java.util.Locale.ROOT)) {
      case "a4":
        return A4;
      case "letter":
        return LETTER;
      case "6x9":
      case "trim_6x9":
        return TRIM_6X9;
      case "8.5x11":
      case "trim_8_5x11":
        return TRIM_8_5X11;
      default:
        throw new IllegalArgumentException(
            "unknown page size '" + text + "' (one of a4, letter, 6x9, 8.5x11)");
    }
  }

  final double width;
  final double height;
  final double inside;
  final double outside;

  PageSize(double width, double height, double inside, double outside) {
    this.width = width;
    this.height = height;
    this.inside = inside;
    this.outside = outside;
  }

  /** Width in points. */
  public double width() {
    return width;
  }

  /** Whether a booklet of this size is printed two-sided by default: the book trims are. */
  public boolean twoSided() {
    return this == TRIM_6X9 || this == TRIM_8_5X11;
  }

  /** Height in points. */
  public double height() {
    return height;
  }

  /**
   * The fewest pages a print-on-demand paperback may have, for the book trims (0 for the office
   * sizes, which are printed at home or in an office, not sent to a shop): Amazon KDP binds a
   * paperback in black ink from 24 pages, IngramSpark any title from 18. A book made for either
   * shop needs the larger. Sources: docs/print.md.
   */
  public int printOnDemandMinimumPages() {
    return twoSided() ? Math.max(KDP_MINIMUM_PAGES, INGRAMSPARK_MINIMUM_PAGES) : 0;
  }

  /** Amazon KDP's fewest pages for a paperback in black ink (white or cream paper). */
  public static final int KDP_MINIMUM_PAGES = 24;

  /** IngramSpark's fewest pages for any print title, whatever its binding. */
  public static final int INGRAMSPARK_MINIMUM_PAGES = 18;
}
