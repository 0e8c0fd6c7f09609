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
import org.junit.jupiter.params.provider.CsvSource;

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
        assertThat(book.text(book.pages(), book.pages())).contains(" \u2014 Answers");
      }
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
