package dev.sudoku.book;

import java.util.Objects;

/**
 * How a booklet is laid out. Lengths are PostScript points (1/72 in).
 *
 * <p>A two-sided booklet is printed on both sides of the paper and bound: its margins are mirrored
 * (on odd, right-hand pages {@code inside} is the left margin, on even pages the right one, so the
 * gutter is always at the binding), and its answer key starts on a right-hand page, after a blank
 * left page when needed. A one-sided booklet has {@code inside} on the left of every page (each
 * sheet bound or stapled at its left edge) and no blank page before the answers. The running title
 * sits inside the top margin's box, the page number inside the bottom one's.
 *
 * <p>Blank pages at the end make the page count a multiple of {@code pageMultiple}: 2 for a
 * two-sided book (a printer or print-on-demand shop needs whole sheets, and otherwise adds the
 * pages itself or refuses the file), 4 for a saddle-stitched one (sheets folded in half, four pages
 * each), 1 for no padding.
 *
 * @param title the running title at the head of every page and the PDF's title (may be empty)
 * @param pageSize the page
 * @param perPage puzzles on each puzzle page: 1, 2, 4 or 6
 * @param sortByRating order the puzzles by rating, easiest first (ties keep input order; a lower
 *     bound comes after an exact rating of the same value); else input order
 * @param answers add the answer-key pages at the end
 * @param inside margin at the binding
 * @param outside margin away from the binding
 * @param top margin above the title
 * @param bottom margin below the page number
 * @param twoSided printed on both sides: mirrored margins, answers from a right-hand page
 * @param pageMultiple the page count is padded with blank pages to a multiple of this: 1, 2, 4, 8
 *     or 16
 */
public record BookOptions(
    String title,
    PageSize pageSize,
    int perPage,
    boolean sortByRating,
    boolean answers,
    double inside,
    double outside,
    double top,
    double bottom,
    boolean twoSided,
    int pageMultiple) {

  /** The smallest box left for the grids between the margins, each way: two inches. */
  static final double MIN_CONTENT = 144;

  /** The page-count multiples accepted: no padding, sheets, folded sheets, signatures. */
  static final java.util.Set<Integer> PAGE_MULTIPLES = java.util.Set.of(1, 2, 4, 8, 16);

  /**
   * @throws IllegalArgumentException for another {@code perPage} or {@code pageMultiple}, a
   *     negative margin, or margins that leave less than two inches for the grids
   */
  public BookOptions {
    Objects.requireNonNull(title, "title");
    Objects.requireNonNull(pageSize, "pageSize");
    if (perPage != 1 && perPage != 2 && perPage != 4 && perPage != 6) {
      throw new IllegalArgumentException("puzzles per page must be 1, 2, 4 or 6, was " + perPage);
    }
    if (!PAGE_MULTIPLES.contains(pageMultiple)) {
      throw new IllegalArgumentException(
          "the page count's multiple must be 1, 2, 4, 8 or 16, was " + pageMultiple);
    }
    for (double m : new double[] {inside, outside, top, bottom}) {
      if (!(m >= 0) || Double.isInfinite(m)) {
        throw new IllegalArgumentException("margins must be 0 or more, was " + m);
      }
    }
    if (pageSize.width - inside - outside < MIN_CONTENT
        || pageSize.height - top - bottom - Booklet.HEADER - Booklet.FOOTER < MIN_CONTENT) {
      throw new IllegalArgumentException(
          "the margins leave less than 2 in for the puzzles on a " + pageSize + " page");
    }
  }

  /**
   * Four puzzles a page with answers, input order, the page's default margins, title "Sudoku"; on a
   * book trim two-sided with an even page count, on an office size one-sided without padding.
   */
  public static BookOptions defaults(PageSize pageSize) {
    return new BookOptions(
        "Sudoku",
        pageSize,
        4,
        false,
        true,
        pageSize.inside,
        pageSize.outside,
        pageSize.outside,
        pageSize.outside,
        pageSize.twoSided(),
        pageSize.twoSided() ? 2 : 1);
  }

  public BookOptions withTitle(String t) {
    return new BookOptions(
        t,
        pageSize,
        perPage,
        sortByRating,
        answers,
        inside,
        outside,
        top,
        bottom,
        twoSided,
        pageMultiple);
  }

  public BookOptions withPerPage(int n) {
    return new BookOptions(
        title,
        pageSize,
        n,
        sortByRating,
        answers,
        inside,
        outside,
        top,
        bottom,
        twoSided,
        pageMultiple);
  }

  public BookOptions withSortByRating(boolean s) {
    return new BookOptions(
        title, pageSize, perPage, s, answers, inside, outside, top, bottom, twoSided, pageMultiple);
  }

  public BookOptions withAnswers(boolean a) {
    return new BookOptions(
        title,
        pageSize,
        perPage,
        sortByRating,
        a,
        inside,
        outside,
        top,
        bottom,
        twoSided,
        pageMultiple);
  }

  /** These options with other margins (points). */
  public BookOptions withMargins(double in, double out, double t, double b) {
    return new BookOptions(
        title, pageSize, perPage, sortByRating, answers, in, out, t, b, twoSided, pageMultiple);
  }

  /** These options printed on both sides ({@code true}) or on one. */
  public BookOptions withTwoSided(boolean s) {
    return new BookOptions(
        title,
        pageSize,
        perPage,
        sortByRating,
        answers,
        inside,
        outside,
        top,
        bottom,
        s,
        pageMultiple);
  }

  /** These options with the page count padded to a multiple of {@code n} (1 for none). */
  public BookOptions withPageMultiple(int n) {
    return new BookOptions(
        title, pageSize, perPage, sortByRating, answers, inside, outside, top, bottom, twoSided, n);
  }
}
