package dev.sudoku.book;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sudoku.core.Grid;
import dev.sudoku.core.RandomGrids;
import dev.sudoku.grade.Level;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

class BookletTest {

  /** {@code n} puzzles with their solutions, ratings 1.0, 1.1, ... in a shuffled order. */
  static List<BookPuzzle> puzzles(int n, long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    List<BookPuzzle> out = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      Grid solution = RandomGrids.solution(random);
      Grid puzzle = RandomGrids.puzzle(solution, 22 + random.nextInt(10), random);
      double rating = 1.0 + i / 10.0;
      out.add(new BookPuzzle(puzzle, solution, rating, false, Level.of(rating)));
    }
    Collections.shuffle(out, new java.util.Random(seed));
    return out;
  }

  static byte[] write(List<BookPuzzle> puzzles, BookOptions options) throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    Booklet.write(puzzles, options, out);
    return out.toByteArray();
  }

  /** The givens of a puzzle in reading order, as the page's text shows them. */
  static String givenDigits(Grid puzzle) {
    return puzzle.toLine().replace(".", "");
  }

  @Test
  void write_24PuzzlesFourAPage_sixPuzzlePagesThenTheAnswerKey() throws IOException {
    List<BookPuzzle> ps = puzzles(24, 1);
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    Booklet.Summary summary = Booklet.write(ps, BookOptions.defaults(PageSize.A4), out);
    assertThat(summary.puzzlePages()).isEqualTo(6);
    try (PdfBook book = PdfBook.read(out.toByteArray())) {
      assertThat(book.pages()).isEqualTo(summary.pages()).isGreaterThan(6);
      Map<Integer, String> answers = book.numbered(7, book.pages());
      assertThat(answers).hasSize(24);
      for (int i = 0; i < 24; i++) {
        assertThat(answers.get(i + 1)).isEqualTo(ps.get(i).solution().toLine());
      }
      Map<Integer, String> pages = book.numbered(1, 6);
      for (int i = 0; i < 24; i++) {
        BookPuzzle p = ps.get(i);
        String caption = p.caption().replaceAll("\\s", "");
        assertThat(pages.get(i + 1)).isEqualTo(caption + givenDigits(p.puzzle()));
      }
    }
  }

  @Test
  void write_anyBooklet_everyFontEmbedded() throws IOException {
    byte[] pdf = write(puzzles(7, 2), BookOptions.defaults(PageSize.TRIM_6X9).withPerPage(6));
    try (PdfBook book = PdfBook.read(pdf)) {
      assertThat(book.fonts())
          .isNotEmpty()
          .allSatisfy((name, embedded) -> assertThat(embedded).isTrue());
      assertThat(book.fonts().keySet()).allMatch(n -> n.endsWith("+LiberationSans"));
    }
  }

  @ParameterizedTest
  @CsvSource({"1, 5, 5", "2, 5, 3", "4, 5, 2", "6, 5, 1", "6, 13, 3"})
  void write_perPage_puzzlePagesRoundedUp(int perPage, int n, int pages) throws IOException {
    List<BookPuzzle> ps = puzzles(n, 3);
    byte[] pdf = write(ps, BookOptions.defaults(PageSize.LETTER).withPerPage(perPage));
    try (PdfBook book = PdfBook.read(pdf)) {
      assertThat(book.numbered(1, pages)).hasSize(n);
      assertThat(book.numbered(pages, pages).keySet()).contains(n);
      assertThat(book.text(pages + 1, pages + 1)).contains("Answers");
    }
  }

  @Test
  void write_sortByRating_numbersFollowTheRating() throws IOException {
    List<BookPuzzle> ps = puzzles(10, 4);
    byte[] pdf = write(ps, BookOptions.defaults(PageSize.A4).withPerPage(6).withSortByRating(true));
    try (PdfBook book = PdfBook.read(pdf)) {
      Map<Integer, String> pages = book.numbered(1, 2);
      for (int i = 1; i <= 10; i++) {
        String rating = String.format(java.util.Locale.ROOT, "SE%.1f", 1.0 + (i - 1) / 10.0);
        assertThat(pages.get(i)).contains(rating);
      }
      List<BookPuzzle> sorted = new ArrayList<>(ps);
      sorted.sort(java.util.Comparator.comparingDouble(BookPuzzle::rating));
      Map<Integer, String> answers = book.numbered(3, book.pages());
      for (int i = 1; i <= 10; i++) {
        assertThat(answers.get(i)).isEqualTo(sorted.get(i - 1).solution().toLine());
      }
    }
  }

  @Test
  void write_lowerBound_captionSaysAtLeast() throws IOException {
    BookPuzzle p = puzzles(1, 5).get(0);
    BookPuzzle bound = new BookPuzzle(p.puzzle(), p.solution(), 9.5, true, Level.EXTREME);
    try (PdfBook book = PdfBook.read(write(List.of(bound), BookOptions.defaults(PageSize.A4)))) {
      assertThat(book.text(1, 1)).contains("EXTREME \u00b7 SE \u2265 9.5");
    }
  }

  @Test
  void write_bookTrim_gutterOnTheBindingSide() throws IOException {
    BookOptions options =
        BookOptions.defaults(PageSize.TRIM_6X9).withPerPage(1).withMargins(72, 36, 36, 36);
    try (PdfBook book = PdfBook.read(write(puzzles(2, 6), options))) {
      PDRectangle box = book.page(1).getMediaBox();
      assertThat(box.getWidth()).isEqualTo(432f);
      assertThat(box.getHeight()).isEqualTo(648f);
      // the same slot, 36 points further left on the even page: the gutter changed sides
      float odd = book.hashPositions(1).get(0);
      float even = book.hashPositions(2).get(0);
      assertThat(odd - even).isCloseTo(36f, org.assertj.core.data.Offset.offset(0.01f));
    }
  }

  @Test
  void content_oddAndEvenPages_mirrored() {
    BookOptions o = BookOptions.defaults(PageSize.TRIM_8_5X11).withMargins(60, 30, 40, 50);
    Booklet.Box odd = Booklet.content(o, 1);
    Booklet.Box even = Booklet.content(o, 2);
    assertThat(odd.left()).isEqualTo(60);
    assertThat(even.left()).isEqualTo(30);
    assertThat(odd.width()).isEqualTo(612 - 90).isEqualTo(even.width());
    assertThat(odd.top()).isEqualTo(792 - 40 - Booklet.HEADER);
  }

  @Test
  void write_withoutAnswers_onlyPuzzlePagesAndTitle() throws IOException {
    byte[] pdf =
        write(
            puzzles(4, 7),
            BookOptions.defaults(PageSize.A4).withAnswers(false).withTitle("Weekend <hard> set"));
    try (PdfBook book = PdfBook.read(pdf)) {
      assertThat(book.pages()).isEqualTo(1);
      assertThat(book.title()).isEqualTo("Weekend <hard> set");
      assertThat(book.text(1, 1)).startsWith("Weekend <hard> set");
    }
  }

  @Test
  void write_samePuzzlesAndOptions_sameBytes() throws IOException {
    // Regression: the trailer's /ID came from the clock, so every run gave a different file.
    BookOptions o = BookOptions.defaults(PageSize.TRIM_6X9).withTitle("Reprint");
    byte[] first = write(puzzles(9, 12), o);
    byte[] second = write(puzzles(9, 12), o);
    assertThat(Arrays.mismatch(first, second)).as("first byte that differs").isEqualTo(-1);
  }

  @Test
  void documentId_otherPuzzlesOrOptions_otherId() {
    List<BookPuzzle> ps = puzzles(5, 13);
    BookOptions a4 = BookOptions.defaults(PageSize.A4);
    long id = Booklet.documentId(ps, a4);
    assertThat(Booklet.documentId(puzzles(5, 13), a4)).isEqualTo(id);
    assertThat(Booklet.documentId(ps.subList(0, 4), a4)).isNotEqualTo(id);
    assertThat(Booklet.documentId(ps, a4.withTitle("Other"))).isNotEqualTo(id);
    assertThat(Booklet.documentId(ps, BookOptions.defaults(PageSize.LETTER))).isNotEqualTo(id);
    assertThat(Booklet.documentId(ps, a4.withTwoSided(true))).isNotEqualTo(id);
    assertThat(Booklet.documentId(ps, a4.withPageMultiple(4))).isNotEqualTo(id);
  }

  @Test
  void write_titleOutsideTheFont_rejectedNamingTheCharacter() {
    // Regression: a CJK title failed inside PDFBox with "No glyph for U+6570" and a stack trace.
    BookOptions o = BookOptions.defaults(PageSize.A4).withTitle("\u6570\u72ec puzzles");
    assertThatThrownBy(() -> write(puzzles(2, 14), o))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("U+6570 (\u6570)")
        .hasMessageContaining("Liberation Sans");
    assertThatThrownBy(() -> Booklet.checkTitle("tab\there")).hasMessageContaining("U+0009 is");
  }

  @Test
  void checkTitle_latinGreekCyrillicAndPunctuation_accepted() throws IOException {
    Booklet.checkTitle("Caf\u00e9 R\u00e4tsel \u2014 \u03a3\u03c5 \u0416 \u2018q\u2019 \u2265 9.5");
    Booklet.checkTitle("");
  }

  @Test
  void write_longTitle_fitsBetweenTheMargins() throws IOException {
    // Regression: a long running title ran off both edges of a 6 x 9 page.
    String title = "The Enormous Weekend Collection of Fiendishly Difficult Puzzles, Volume 12";
    String endless = "Sudoku ".repeat(40);
    for (String t : List.of(title, endless)) {
      BookOptions o = BookOptions.defaults(PageSize.TRIM_6X9).withPerPage(6).withTitle(t);
      try (PdfBook book = PdfBook.read(write(puzzles(7, 15), o))) {
        for (int page = 1; page <= book.pages(); page++) {
          float[] x = book.horizontalExtent(page);
          double left = page % 2 == 1 ? o.inside() : o.outside();
          double right = page % 2 == 1 ? o.outside() : o.inside();
          assertThat(x[0]).as("page %d", page).isGreaterThanOrEqualTo((float) left - 0.5f);
          assertThat(x[1]).as("page %d", page).isLessThanOrEqualTo(432 - (float) right + 0.5f);
        }
        assertThat(book.title()).isEqualTo(t);
        assertThat(book.text(1, book.pages())).contains(" \u2014 Answers");
      }
    }
  }

  static List<Arguments> layouts() {
    List<Arguments> out = new ArrayList<>();
    for (PageSize size : PageSize.values()) {
      for (int perPage : new int[] {1, 2, 4, 6}) {
        out.add(Arguments.of(size, perPage, true));
        out.add(Arguments.of(size, perPage, false));
      }
    }
    return out;
  }

  @ParameterizedTest
  @MethodSource("layouts")
  void write_everyPageSizePerPageAndAnswers_answersOnTheRightAndCountPadded(
      PageSize size, int perPage, boolean answers) throws IOException {
    // 29 puzzles: an odd number of puzzle pages at 1 and 2 a page, an even one at 4 and 6
    int n = 29;
    BookOptions o = BookOptions.defaults(size).withPerPage(perPage).withAnswers(answers);
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    Booklet.Summary summary = Booklet.write(puzzles(n, 21), o, out);
    int puzzlePages = (n + perPage - 1) / perPage;
    boolean twoSided = size == PageSize.TRIM_6X9 || size == PageSize.TRIM_8_5X11;
    assertThat(o.twoSided()).isEqualTo(twoSided);
    assertThat(o.pageMultiple()).isEqualTo(twoSided ? 2 : 1);
    try (PdfBook book = PdfBook.read(out.toByteArray())) {
      assertThat(book.pages()).isEqualTo(summary.pages());
      assertThat(summary.puzzlePages()).isEqualTo(puzzlePages);
      assertThat(book.numbered(1, puzzlePages)).hasSize(n);
      int first = puzzlePages + 1;
      if (answers && twoSided && puzzlePages % 2 == 1) {
        assertThat(book.text(first, first)).as("blank left page").isBlank();
        first++;
      }
      int last = first + summary.answerPages() - 1;
      if (answers) {
        assertThat(first % 2 == 1 || !twoSided).as("answers start on page %d", first).isTrue();
        assertThat(book.text(first, first)).contains("Sudoku \u2014 Answers");
        assertThat(book.numbered(first, last).keySet()).hasSize(n).contains(1, n);
      } else {
        assertThat(summary.answerPages()).isZero();
        assertThat(book.text(1, book.pages())).doesNotContain("Answers");
      }
      assertThat(book.pages() % o.pageMultiple()).isZero();
      assertThat(book.pages() - last).isLessThan(o.pageMultiple());
      if (book.pages() > last) {
        assertThat(book.text(last + 1, book.pages())).as("padding").isBlank();
      }
      // the numbers printed are the page indexes: blank pages count without showing theirs
      if (answers) {
        // drawn after the running title, before the grids
        assertThat(book.text(first, first).lines().skip(1).findFirst())
            .hasValue(Integer.toString(first));
      }
    }
  }

  @ParameterizedTest
  @CsvSource({
    // page, per page, puzzles, answers, puzzle pages, answer pages, blank pages, pages
    "TRIM_6X9, 1, 30, true, 30, 3, 1, 34",
    "TRIM_6X9, 1, 29, true, 29, 3, 2, 34",
    "TRIM_6X9, 1, 29, false, 29, 0, 1, 30",
    "TRIM_8_5X11, 4, 24, true, 6, 2, 0, 8",
    "A4, 1, 29, true, 29, 2, 0, 31",
    "LETTER, 2, 5, false, 3, 0, 0, 3",
  })
  void write_publishersBook_pageCounts(
      PageSize size,
      int perPage,
      int n,
      boolean answers,
      int puzzlePages,
      int answerPages,
      int blankPages,
      int pages)
      throws IOException {
    BookOptions o = BookOptions.defaults(size).withPerPage(perPage).withAnswers(answers);
    Booklet.Summary s = Booklet.write(puzzles(n, 22), o, new ByteArrayOutputStream());
    assertThat(s).isEqualTo(new Booklet.Summary(n, puzzlePages, answerPages, blankPages));
    assertThat(s.pages()).isEqualTo(pages);
  }

  @Test
  void write_pageMultipleFour_paddedWithBlankPagesAtTheEnd() throws IOException {
    BookOptions o =
        BookOptions.defaults(PageSize.A4).withPerPage(4).withTwoSided(true).withPageMultiple(4);
    // 9 puzzles: 3 puzzle pages, a blank page 4, the answers on 5, pages 6 to 8 blank
    try (PdfBook book = PdfBook.read(write(puzzles(9, 23), o))) {
      assertThat(book.pages()).isEqualTo(8);
      assertThat(book.text(4, 4)).isBlank();
      assertThat(book.text(5, 5)).contains("Answers");
      assertThat(book.text(6, 8)).isBlank();
    }
  }

  @Test
  void write_twoSidedWithoutPadding_oddCountAnswersStillOnTheRight() throws IOException {
    BookOptions o = BookOptions.defaults(PageSize.TRIM_6X9).withPerPage(1).withPageMultiple(1);
    try (PdfBook book = PdfBook.read(write(puzzles(3, 24), o))) {
      assertThat(book.pages()).isEqualTo(5);
      assertThat(book.text(4, 4)).isBlank();
      assertThat(book.text(5, 5)).contains("Answers");
    }
  }

  @Test
  void write_oneSided_gutterOnTheLeftOfEveryPage() throws IOException {
    BookOptions o = BookOptions.defaults(PageSize.A4).withPerPage(1).withMargins(72, 36, 36, 36);
    try (PdfBook book = PdfBook.read(write(puzzles(2, 6), o))) {
      assertThat(book.hashPositions(2).get(0)).isEqualTo(book.hashPositions(1).get(0));
    }
    assertThat(Booklet.content(o, 2).left()).isEqualTo(72);
    assertThat(Booklet.content(o.withTwoSided(true), 2).left()).isEqualTo(36);
  }

  @Test
  void options_badPageMultiple_rejectedWithTheChoices() {
    BookOptions a4 = BookOptions.defaults(PageSize.A4);
    for (int n : new int[] {0, -2, 3, 6, 32}) {
      assertThatThrownBy(() -> a4.withPageMultiple(n))
          .as("%d", n)
          .hasMessage("the page count's multiple must be 1, 2, 4, 8 or 16, was " + n);
    }
  }

  @Test
  void write_noPuzzles_rejected() {
    assertThatThrownBy(() -> write(List.of(), BookOptions.defaults(PageSize.A4)))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void options_bad_rejectedWithReason() {
    BookOptions a4 = BookOptions.defaults(PageSize.A4);
    assertThatThrownBy(() -> a4.withPerPage(3)).hasMessageContaining("1, 2, 4 or 6");
    assertThatThrownBy(() -> a4.withMargins(-1, 0, 0, 0)).hasMessageContaining("0 or more");
    assertThatThrownBy(() -> a4.withMargins(250, 250, 0, 0)).hasMessageContaining("2 in");
    assertThatThrownBy(() -> BookOptions.defaults(PageSize.TRIM_6X9).withMargins(36, 36, 300, 200))
        .hasMessageContaining("TRIM_6X9");
  }

  @Test
  void bookPuzzle_wrongSolution_rejected() {
    BookPuzzle p = puzzles(1, 8).get(0);
    assertThatThrownBy(() -> new BookPuzzle(p.puzzle(), p.puzzle(), 1, false, Level.EASY))
        .hasMessageContaining("complete");
    assertThatThrownBy(() -> new BookPuzzle(p.puzzle(), p.solution(), -1, false, Level.EASY))
        .hasMessageContaining("rating");
  }
}
