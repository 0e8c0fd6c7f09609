package dev.sudoku.cli;

import dev.sudoku.book.BookOptions;
import dev.sudoku.book.BookPuzzle;
import dev.sudoku.book.Booklet;
import dev.sudoku.book.PageSize;
import dev.sudoku.grade.Grader;
import java.io.File;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.function.Supplier;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code sudoku book}: a print-ready PDF booklet of the input's puzzles with an answer key. */
@Command(
    name = "book",
    header = "Makes a print-ready PDF booklet of puzzles, with an answer key.",
    description = {
      "Lays the input's puzzles out on pages, --per-page to a page, each numbered and captioned"
          + " with its level and SE rating, then adds answer-key pages: small solution grids under"
          + " the same numbers. Every page carries the --title and its page number. A two-sided"
          + " booklet (--sides 2, the default on the book trims) has the inside (gutter) margin"
          + " on the left of odd pages and on the right of even ones, as binding needs, and its"
          + " answers start on a right-hand (odd) page, after a blank page when needed; blank"
          + " pages at the end make the page count a multiple of --page-multiple. Blank pages"
          + " carry no title or number. The one font, Liberation Sans, is embedded: the PDF"
          + " prints the same anywhere. The same input and options give the same PDF, byte for"
          + " byte (generate --seed S | book reprints identically).",
      "",
      "Each puzzle is solved (a booklet prints only puzzles with exactly one solution). Its rating"
          + " is taken from the input when the line carries one, as 'sudoku generate' and 'sudoku"
          + " grade' print it (or a CSV column rating, er or se_er); otherwise it is graded"
          + " here (--max-millis, --max-nesting).",
      "",
      "Stderr: one line 'FILE:LINE: REASON' per puzzle left out (invalid, no or several"
          + " solutions), then a summary with the page counts; on the book trims, then a note"
          + " when the booklet has fewer pages than print-on-demand shops bind as a paperback"
          + " (KDP 24, IngramSpark 18), which leaves the exit status 0.",
      ""
    },
    exitCodeListHeading = "%nExit status:%n",
    exitCodeList = {
      "0:every puzzle of the input is in the booklet",
      "1:some puzzle was left out (the booklet holds the others), or none was printable and no"
          + " booklet was written; or a bad file (see --on-bad-file; under fail no booklet is"
          + " written)",
      "2:usage error: bad option, missing file or a directory, output directory missing, output also an"
          + " input"
    },
    footerHeading = "%nExamples:%n",
    footer = {
      "  sudoku generate -n 24 --level HARD --seed 1 | sudoku book -o hard.pdf",
      "  sudoku book --page 6x9 --per-page 2 --sort --title Weekend -o book.pdf in.txt",
      "  sudoku book --page a4 --inside 20mm --outside 12mm -o out.pdf graded.csv",
      "  sudoku book --page a4 --sides 2 --page-multiple 4 -o stapled.pdf in.txt"
    })
final class BookCommand implements Callable<Integer> {
  @Mixin HelpOption help;
  @Mixin InputOptions input;

  @Option(
      names = {"-o", "--output"},
      paramLabel = "FILE",
      required = true,
      description =
          "The PDF to write ('-' for standard output). Replaced if it exists; an input file"
              + " is refused.")
  String output;

  @Option(
      names = "--per-page",
      paramLabel = "N",
      defaultValue = "4",
      description = "Puzzles on each puzzle page: 1, 2, 4 or 6. Default: ${DEFAULT-VALUE}.")
  int perPage;

  @Option(
      names = "--page",
      paramLabel = "SIZE",
      defaultValue = "a4",
      converter = Names.PageName.class,
      description =
          "a4, letter, 6x9 (book trim 6 x 9 in) or 8.5x11 (book trim 8.5 x 11 in)."
              + " Default: ${DEFAULT-VALUE}.")
  PageSize page;

  @Option(
      names = "--title",
      paramLabel = "TEXT",
      defaultValue = "Sudoku",
      description = "Running title on every page and the PDF's title. Default: ${DEFAULT-VALUE}.")
  String title;

  @Option(
      names = "--sides",
      paramLabel = "N",
      description =
          "2: printed on both sides and bound (mirrored margins, answers from a right-hand"
              + " page); 1: on one side. Default: 2 on the book trims, 1 on a4 and letter.")
  Integer sides;

  @Option(
      names = "--page-multiple",
      paramLabel = "N",
      description =
          "Blank pages at the end make the page count a multiple of N: 1 (none), 2 (whole"
              + " sheets), 4 (saddle stitching: sheets folded in half), 8 or 16. Default: 2"
              + " for --sides 2, 1 for --sides 1.")
  Integer pageMultiple;

  @Option(names = "--sort", description = "Order the puzzles by rating, easiest first.")
  boolean sort;

  @Option(names = "--no-answers", description = "Leave out the answer-key pages.")
  boolean noAnswers;

  @Option(
      names = "--inside",
      paramLabel = "LENGTH",
      converter = Length.Converter.class,
      description =
          "Margin at the binding (gutter), e.g. 0.75in or 19mm. Default: 0.5in on a4 and"
              + " letter, 0.75in on the book trims (enough for about 700 pages).")
  Length inside;

  @Option(
      names = "--outside",
      paramLabel = "LENGTH",
      converter = Length.Converter.class,
      description = "Margin away from the binding. Default: 0.5in.")
  Length outside;

  @Option(
      names = "--top",
      paramLabel = "LENGTH",
      converter = Length.Converter.class,
      description = "Margin above the title. Default: 0.5in.")
  Length top;

  @Option(
      names = "--bottom",
      paramLabel = "LENGTH",
      converter = Length.Converter.class,
      description = "Margin below the page number. Default: 0.5in.")
  Length bottom;

  @Mixin GraderOptions grader;

  @Option(
      names = {"-t", "--threads"},
      paramLabel = "N",
      description = "Threads that solve and grade (default: all cores). Order is kept.")
  Integer threads;

  private final Io io;

  BookCommand(Io io) {
    this.io = io;
  }

  @Override
  public Integer call() throws IOException {
    BookOptions options = options();
    Path target = target();
    Supplier<Grader> graders = grader.graders();
    OutputOptions parallel = new OutputOptions();
    parallel.threads = threads;
    Report report = new Report(io, "book");
    Collector pages = new Collector(report);
    int used =
        Runner.run(
            io,
            "book",
            input,
            parallel.threads(),
            () -> new BookWorker(graders.get()),
            pages,
            report);
    if (report.stoppedAtBadFile()) {
      // A booklet of the files before the bad one is not the booklet asked for.
      report.finish("no booklet written", pages.read, used);
      return report.status();
    }
    if (pages.read == 0) {
      report.nothingRead(input.sources());
      report.finish("no booklet written", 0, used);
      return report.status();
    }
    if (pages.ready.isEmpty()) {
      report.failed();
      report.finish(
          "no booklet written: none of the "
              + Report.plural(pages.read, "puzzle")
              + " read is printable (each is listed above: invalid, or not exactly one"
              + " solution)",
          pages.read,
          used);
      return report.status();
    }
    Booklet.Summary s = write(pages.ready, options, target);
    report.finish(
        Report.plural(s.puzzles(), "puzzle")
            + " on "
            + Report.plural(s.puzzlePages(), "page")
            + (s.answerPages() > 0 ? " + " + Report.plural(s.answerPages(), "answer page") : "")
            + (s.blankPages() > 0 ? " + " + Report.plural(s.blankPages(), "blank page") : "")
            + " ("
            + pages.graded
            + " graded here, "
            + (s.puzzles() - pages.graded)
            + " rated by the input"
            + (pages.read > s.puzzles() ? ", " + (pages.read - s.puzzles()) + " left out" : "")
            + ") -> "
            + (target == null ? "standard output" : output),
        pages.read,
        used);
    String note = tooShortToPrint(s.pages(), page, perPage);
    if (note != null) {
      io.err().println(note);
    }
    return report.status();
  }

  /**
   * A one-line note when a booklet on a book trim has fewer pages than print-on-demand shops bind
   * as a paperback ({@link PageSize#printOnDemandMinimumPages}), else null: the booklet is still
   * right for a home printer, so this is no failure, but the shop would refuse the upload.
   */
  static String tooShortToPrint(int pages, PageSize page, int perPage) {
    int minimum = page.printOnDemandMinimumPages();
    if (pages >= minimum) {
      return null;
    }
    return "book: note: "
        + Report.plural(pages, "page")
        + ", fewer than print-on-demand shops bind as a paperback (KDP "
        + PageSize.KDP_MINIMUM_PAGES
        + ", IngramSpark "
        + PageSize.INGRAMSPARK_MINIMUM_PAGES
        + "): add puzzles"
        + (perPage > 1 ? " or give a smaller --per-page" : "")
        + " for a printed book";
  }

  private BookOptions options() throws IOException {
    try {
      Booklet.checkTitle(title);
    } catch (IllegalArgumentException e) {
      throw new UsageException("--title: " + e.getMessage());
    }
    PageSize defaults = page;
    BookOptions o =
        BookOptions.defaults(page).withTitle(title).withSortByRating(sort).withAnswers(!noAnswers);
    if (sides != null) {
      if (sides != 1 && sides != 2) {
        throw new UsageException("--sides must be 1 or 2, was " + sides);
      }
      o = o.withTwoSided(sides == 2).withPageMultiple(sides == 2 ? 2 : 1);
    }
    if (pageMultiple != null) {
      try {
        o = o.withPageMultiple(pageMultiple);
      } catch (IllegalArgumentException e) {
        throw new UsageException("--page-multiple must be 1, 2, 4, 8 or 16, was " + pageMultiple);
      }
    }
    try {
      o = o.withPerPage(perPage);
      return o.withMargins(
          inside != null ? inside.points() : o.inside(),
          outside != null ? outside.points() : o.outside(),
          top != null ? top.points() : o.top(),
          bottom != null ? bottom.points() : o.bottom());
    } catch (IllegalArgumentException e) {
      throw new UsageException(
          e.getMessage().startsWith("puzzles per page")
              ? "--per-page must be 1, 2, 4 or 6, was " + perPage
              : e.getMessage() + " (" + Names.PageName.describe(defaults) + ")");
    }
  }

  /** The file to write, checked before any work; null for standard output. */
  private Path target() {
    if (output.equals("-")) {
      return null;
    }
    Path p = Paths.get(output).toAbsolutePath();
    if (Files.isDirectory(p)) {
      throw new UsageException("cannot write " + output + ": it is a directory");
    }
    // Paths.get drops a trailing slash: "-o books/" would write a PDF named "books"
    if (output.endsWith("/") || output.endsWith(File.separator)) {
      throw new UsageException("cannot write " + output + ": no such directory " + p);
    }
    for (String source : input.sources()) {
      if (isSameFile(Paths.get(source), p)) {
        throw new UsageException(
            "cannot write " + output + ": it is also an input, and the booklet would replace it");
      }
    }
    Path dir = p.getParent();
    if (dir == null || !Files.isDirectory(dir)) {
      throw new UsageException("cannot write " + output + ": no such directory " + dir);
    }
    if (!Files.isWritable(dir)) {
      throw new UsageException("cannot write " + output + ": permission denied");
    }
    return p;
  }

  private static boolean isSameFile(Path a, Path b) {
    try {
      return Files.exists(a) && Files.exists(b) && Files.isSameFile(a, b);
    } catch (IOException e) {
      return false;
    }
  }

  /**
   * Writes through a temporary file beside the target, renamed at the end: a run that fails half
   * way leaves no truncated PDF that looks finished.
   */
  private Booklet.Summary write(List<BookPuzzle> puzzles, BookOptions options, Path target)
      throws IOException {
    if (target == null) {
      Booklet.Summary s = Booklet.write(puzzles, options, io.out());
      io.out().flush();
      return s;
    }
    // not Files.createTempFile: its file is private to the owner (mode 600), and the rename
    // would hand that on to the booklet; a plain new file gets the user's usual permissions
    Path tmp =
        target.resolveSibling(
            "." + target.getFileName() + "." + ProcessHandle.current().pid() + ".tmp");
    try {
      Booklet.Summary s;
      try (OutputStream out = Files.newOutputStream(tmp)) {
        s = Booklet.write(puzzles, options, out);
      }
      Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING);
      return s;
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write " + output + ": " + Io.reason(e), e);
    } finally {
      Files.deleteIfExists(tmp);
    }
  }

  /** Keeps the printable puzzles in input order and reports the others. */
  private static final class Collector implements Pipeline.Sink<BookWorker.Ready> {
    private final Report report;
    final List<BookPuzzle> ready = new ArrayList<>();
    long read;
    int graded;

    Collector(Report report) {
      this.report = report;
    }

    @Override
    public void accept(Entry entry, BookWorker.Ready r) {
      read++;
      if (r.page() == null) {
        report.problem(entry, r.status().words() + "; left out of the booklet");
        return;
      }
      String mismatch = entry.mismatch(r.page().solution());
      if (mismatch != null) {
        // the solution printed is the puzzle's only one: the input's column is what is wrong
        report.problem(entry, mismatch);
      }
      ready.add(r.page());
      if (r.graded()) {
        graded++;
      }
    }

    @Override
    public void reject(Entry entry, String reason) {
      read++;
      report.problem(entry, reason + "; left out of the booklet");
    }
  }
}
