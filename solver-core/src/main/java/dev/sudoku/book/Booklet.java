package dev.sudoku.book;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import org.apache.fontbox.ttf.TTFParser;
import org.apache.fontbox.ttf.TrueTypeFont;
import org.apache.pdfbox.io.RandomAccessReadBuffer;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDDocumentInformation;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.PDResources;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.apache.pdfbox.pdmodel.font.PDType0Font;

/**
 * Writes a puzzle booklet as one PDF: the puzzle pages, then (optionally) the answer key.
 *
 * <h2>Layout</h2>
 *
 * <pre>
 *   odd (right-hand) page               even (left-hand) page
 *  +-----------------------------+     +-----------------------------+
 *  |ins|        TITLE        |out|     |out|        TITLE        |ins|
 *  |   | #1   HARD · SE 4.2  |   |     |   | #5   HARD · SE 4.6  |   |
 *  |   | +-------+ +-------+ |   |     |   | +-------+ +-------+ |   |
 *  |   | | grid  | | grid  | |   |     |   | | grid  | | grid  | |   |
 *  |   | +-------+ +-------+ |   |     |   | +-------+ +-------+ |   |
 *  |   |          1          |   |     |   |          2          |   |
 *  +-----------------------------+     +-----------------------------+
 * </pre>
 *
 * Between the margins, the title takes a {@value #HEADER}-point band at the top and the page number
 * a {@value #FOOTER}-point band at the bottom; the rest is cut into equal slots (1 x 1, 1 x 2, 2 x
 * 2 or 2 x 3 for 1, 2, 4 or 6 puzzles), each holding a caption line ("#12" left, "HARD · SE 4.5"
 * right) over the largest square grid that fits. Answer pages pack as many columns of grids at
 * least {@value #MIN_ANSWER_SIDE} points wide (35 mm) as the width allows and as many rows as fit,
 * each under its number. Numbers follow the booklet's order (after sorting), 1 to n.
 *
 * <p>A two-sided booklet's answer key starts on a right-hand (odd) page: after an odd number of
 * puzzle pages a blank page comes first. Blank pages, that one and those padding the page count to
 * {@link BookOptions#pageMultiple} at the end, carry nothing, neither title nor number, as in
 * printed books; they count in the numbering, so the answers' first page number is odd.
 *
 * <p>Cost: pages are written straight into PDFBox's content streams, grid by grid, with no
 * intermediate picture; a 10,000-puzzle booklet takes about a second and a half of CPU ({@code
 * BookletBenchmark} in the benchmarks module).
 */
public final class Booklet {
  /** Height of the running-title band, in points. */
  static final double HEADER = 26;

  /** Height of the page-number band, in points. */
  static final double FOOTER = 20;

  static final double TITLE_SIZE = 12;
  static final double MIN_TITLE_SIZE = 8;
  static final double PAGE_NUMBER_SIZE = 9;
  static final double SLOT_GAP = 18;
  static final double ANSWER_GAP = 12;
  static final double MIN_ANSWER_SIDE = 100;
  static final double ANSWER_CAPTION_SIZE = 7.5;

  /** The font PDFBox ships in its jar (SIL Open Font License): embedded, never a system font. */
  static final String FONT = "/org/apache/pdfbox/resources/ttf/LiberationSans-Regular.ttf";

  /**
   * What was written.
   *
   * @param blankPages the blank left page before the answers of a two-sided booklet, if any, and
   *     the pages that pad the count to {@link BookOptions#pageMultiple}
   */
  public record Summary(int puzzles, int puzzlePages, int answerPages, int blankPages) {
    /** All pages. */
    public int pages() {
      return puzzlePages + answerPages + blankPages;
    }
  }

  private final BookOptions options;
  private final PDDocument doc;
  private final PDFont font;
  private final double digitWidth;
  private int pageNumber;

  private Booklet(BookOptions options, PDDocument doc, TrueTypeFont face) throws IOException {
    this.options = options;
    this.doc = doc;
    this.font = PDType0Font.load(doc, face, true);
    this.digitWidth = font.getStringWidth("0") / 1000;
  }

  /**
   * The font, parsed for one document, with glyph substitution (GSUB) off. With it on, PDFBox runs
   * every string through the font's ligature rules and compiles regular expressions on each {@code
   * showText}: a 10,000-puzzle booklet took minutes of CPU instead of about a second and a half.
   * Digits and captions need no substitution.
   */
  private static TrueTypeFont face() throws IOException {
    try (InputStream in = Booklet.class.getResourceAsStream(FONT)) {
      if (in == null) {
        throw new IllegalStateException("PDFBox's font " + FONT + " is not on the classpath");
      }
      TrueTypeFont ttf = new TTFParser().parse(new RandomAccessReadBuffer(in));
      ttf.setEnableGsub(false);
      return ttf;
    }
  }

  /**
   * Writes the booklet of {@code puzzles} to {@code out} (not closed). The same puzzles and options
   * give the same bytes: the PDF holds no date, and its file identifier is derived from them.
   *
   * @throws IllegalArgumentException when {@code puzzles} is empty or the font cannot draw the
   *     title ({@link #checkTitle})
   * @throws IOException when writing fails
   */
  public static Summary write(List<BookPuzzle> puzzles, BookOptions options, OutputStream out)
      throws IOException {
    if (puzzles.isEmpty()) {
      throw new IllegalArgumentException("a booklet needs at least one puzzle");
    }
    List<BookPuzzle> ordered = new ArrayList<>(puzzles);
    if (options.sortByRating()) {
      // List.sort is stable: equal ratings keep input order.
      ordered.sort(
          Comparator.comparingDouble(BookPuzzle::rating).thenComparing(BookPuzzle::lowerBound));
    }
    // closed in reverse order: the font file outlives the document, whose save subsets it
    try (TrueTypeFont face = face();
        PDDocument doc = new PDDocument()) {
      PDDocumentInformation info = doc.getDocumentInformation();
      info.setTitle(options.title());
      info.setCreator("sudoku book");
      // PDFBox otherwise seeds the trailer's /ID with the clock, and a reprint must be the same
      // file
      doc.setDocumentId(documentId(ordered, options));
      Booklet b = new Booklet(options, doc, face);
      checkTitle(b.font, options.title());
      int puzzlePages = b.puzzlePages(ordered);
      int blankPages = 0;
      int answerPages = 0;
      if (options.answers()) {
        if (options.twoSided() && b.pageNumber % 2 == 1) {
          b.blankPage();
          blankPages++;
        }
        answerPages = b.answerPages(ordered);
      }
      while (b.pageNumber % options.pageMultiple() != 0) {
        b.blankPage();
        blankPages++;
      }
      doc.save(out);
      return new Summary(ordered.size(), puzzlePages, answerPages, blankPages);
    }
  }

  /**
   * Checks that the booklet's font, Liberation Sans (Latin, Greek and Cyrillic), can draw {@code
   * title}, so a booklet is refused before its pages are laid out rather than half way.
   *
   * @throws IllegalArgumentException naming the first character the font lacks
   * @throws IOException when the font cannot be read
   */
  public static void checkTitle(String title) throws IOException {
    try (TrueTypeFont face = face();
        PDDocument doc = new PDDocument()) {
      checkTitle(PDType0Font.load(doc, face, false), title);
    }
  }

  private static void checkTitle(PDFont font, String title) throws IOException {
    for (int i = 0; i < title.length(); i += Character.charCount(title.codePointAt(i))) {
      int c = title.codePointAt(i);
      try {
        font.encode(Character.toString(c));
      } catch (IllegalArgumentException e) {
        throw new IllegalArgumentException(
            String.format(
                Locale.ROOT,
                "the title's character U+%04X%s is not in the booklet's font, Liberation Sans"
                    + " (Latin, Greek and Cyrillic)",
                c,
                Character.isISOControl(c) ? "" : " (" + Character.toString(c) + ")"));
      }
    }
  }

  /** The first 8 bytes of SHA-256 over the options and every puzzle, in booklet order. */
  static long documentId(List<BookPuzzle> puzzles, BookOptions options) {
    MessageDigest sha;
    try {
      sha = MessageDigest.getInstance("SHA-256");
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("every Java platform has SHA-256", e);
    }
    sha.update(options.toString().getBytes(StandardCharsets.UTF_8));
    for (BookPuzzle p : puzzles) {
      sha.update(("\n" + p).getBytes(StandardCharsets.UTF_8));
    }
    return ByteBuffer.wrap(sha.digest()).getLong();
  }

  private int puzzlePages(List<BookPuzzle> puzzles) throws IOException {
    int perPage = options.perPage();
    int columns = perPage >= 4 ? 2 : 1;
    int rows = perPage / columns;
    int pages = 0;
    for (int first = 0; first < puzzles.size(); first += perPage) {
      try (PDPageContentStream cs = newPage(options.title(), "")) {
        Box box = content();
        double slotWidth = (box.width() - (columns - 1) * SLOT_GAP) / columns;
        double slotHeight = (box.height() - (rows - 1) * SLOT_GAP) / rows;
        double captionSize = Math.max(8, Math.min(12, slotWidth / 23));
        double captionHeight = captionSize * 1.9;
        double side = Math.min(slotWidth, slotHeight - captionHeight);
        for (int k = 0; k < perPage && first + k < puzzles.size(); k++) {
          BookPuzzle p = puzzles.get(first + k);
          double slotLeft = box.left() + (k % columns) * (slotWidth + SLOT_GAP);
          double slotTop = box.top() - (k / columns) * (slotHeight + SLOT_GAP);
          double left = slotLeft + (slotWidth - side) / 2;
          // the caption and grid centred in the slot: even white space on a page of few puzzles
          double top = slotTop - (slotHeight - side - captionHeight) / 2 - captionHeight;
          double baseline = top + captionSize * 0.6;
          text(cs, "#" + (first + k + 1), captionSize, left, baseline);
          String caption = p.caption();
          text(cs, caption, captionSize, left + side - width(caption, captionSize), baseline);
          GridDrawing.draw(cs, font, digitWidth, left, top, side, p.puzzle(), p.puzzle());
        }
      }
      pages++;
    }
    return pages;
  }

  private int answerPages(List<BookPuzzle> puzzles) throws IOException {
    Box probe = content(options, pageNumber + 1);
    int columns =
        Math.max(1, (int) ((probe.width() + ANSWER_GAP) / (MIN_ANSWER_SIDE + ANSWER_GAP)));
    double side = (probe.width() - (columns - 1) * ANSWER_GAP) / columns;
    double captionHeight = ANSWER_CAPTION_SIZE * 1.8;
    int rows =
        Math.max(1, (int) ((probe.height() + ANSWER_GAP) / (side + captionHeight + ANSWER_GAP)));
    int perPage = columns * rows;
    String tail = options.title().isEmpty() ? "Answers" : " \u2014 Answers";
    int pages = 0;
    for (int first = 0; first < puzzles.size(); first += perPage) {
      try (PDPageContentStream cs = newPage(options.title(), tail)) {
        Box box = content();
        for (int k = 0; k < perPage && first + k < puzzles.size(); k++) {
          BookPuzzle p = puzzles.get(first + k);
          double left = box.left() + (k % columns) * (side + ANSWER_GAP);
          double top = box.top() - (k / columns) * (side + captionHeight + ANSWER_GAP);
          text(cs, "#" + (first + k + 1), ANSWER_CAPTION_SIZE, left, top - ANSWER_CAPTION_SIZE);
          GridDrawing.draw(
              cs, font, digitWidth, left, top - captionHeight, side, p.puzzle(), p.solution());
        }
      }
      pages++;
    }
    return pages;
  }

  /** The box between the margins, title band and page-number band of a page. */
  record Box(double left, double top, double width, double height) {}

  private Box content() {
    return content(options, pageNumber);
  }

  /**
   * The content box of page {@code n} (1-based): the gutter is on the left of odd pages and of
   * every page of a one-sided booklet, on the right of a two-sided booklet's even pages.
   */
  static Box content(BookOptions options, int n) {
    PageSize size = options.pageSize();
    double left = n % 2 == 1 || !options.twoSided() ? options.inside() : options.outside();
    double width = size.width - options.inside() - options.outside();
    double top = size.height - options.top() - HEADER;
    double height = top - options.bottom() - FOOTER;
    return new Box(left, top, width, height);
  }

  /**
   * Adds an empty page of the booklet's size: no title, no number, no content stream; an empty
   * resource dictionary, which the PDF format requires of every page.
   */
  private void blankPage() {
    PageSize size = options.pageSize();
    PDPage page = new PDPage(new PDRectangle((float) size.width, (float) size.height));
    page.setResources(new PDResources());
    doc.addPage(page);
    pageNumber++;
  }

  /** Adds the next page with its running title and number; the caller draws the rest. */
  private PDPageContentStream newPage(String title, String tail) throws IOException {
    PageSize size = options.pageSize();
    PDPage page = new PDPage(new PDRectangle((float) size.width, (float) size.height));
    doc.addPage(page);
    pageNumber++;
    PDPageContentStream cs = new PDPageContentStream(doc, page);
    Box box = content();
    double middle = box.left() + box.width() / 2;
    String heading = title + tail;
    if (!heading.isEmpty()) {
      double titleSize = titleSize(heading, box.width());
      String shown = fitted(title, tail, titleSize, box.width());
      text(
          cs,
          shown,
          titleSize,
          middle - width(shown, titleSize) / 2,
          size.height - options.top() - TITLE_SIZE);
    }
    String number = Integer.toString(pageNumber);
    text(
        cs,
        number,
        PAGE_NUMBER_SIZE,
        middle - width(number, PAGE_NUMBER_SIZE) / 2,
        options.bottom() + PAGE_NUMBER_SIZE * 0.3);
    return cs;
  }

  /** {@value #TITLE_SIZE} points, or smaller down to {@value #MIN_TITLE_SIZE} for a long title. */
  private double titleSize(String heading, double room) throws IOException {
    double w = width(heading, TITLE_SIZE);
    return w <= room ? TITLE_SIZE : Math.max(MIN_TITLE_SIZE, TITLE_SIZE * room / w);
  }

  /**
   * {@code head + tail}, or as much of {@code head} as fits in {@code room} with an ellipsis and
   * the whole {@code tail} ("— Answers" stays on a long title's answer pages).
   */
  private String fitted(String head, String tail, double size, double room) throws IOException {
    if (width(head + tail, size) <= room) {
      return head + tail;
    }
    int n = head.codePointCount(0, head.length());
    String cut;
    do {
      n--;
      cut = head.substring(0, head.offsetByCodePoints(0, n)).stripTrailing() + "\u2026" + tail;
    } while (n > 0 && width(cut, size) > room);
    return cut;
  }

  private void text(PDPageContentStream cs, String s, double size, double x, double y)
      throws IOException {
    cs.beginText();
    cs.setFont(font, (float) size);
    cs.newLineAtOffset((float) x, (float) y);
    cs.showText(s);
    cs.endText();
  }

  private double width(String s, double size) throws IOException {
    return font.getStringWidth(s) / 1000 * size;
  }
}
