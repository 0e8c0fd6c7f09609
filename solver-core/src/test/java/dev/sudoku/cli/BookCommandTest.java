package dev.sudoku.cli;

import static dev.sudoku.cli.Puzzles.CONFLICT;
import static dev.sudoku.cli.Puzzles.MULTI;
import static dev.sudoku.cli.Puzzles.P1;
import static dev.sudoku.cli.Puzzles.P2;
import static dev.sudoku.cli.Puzzles.S1;
import static dev.sudoku.cli.Puzzles.S2;
import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.book.PageSize;
import dev.sudoku.book.PdfBook;
import dev.sudoku.core.Grid;
import dev.sudoku.grade.Grade;
import dev.sudoku.grade.Grader;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class BookCommandTest {
  @TempDir Path dir;

  private static PdfBook read(Path pdf) throws IOException {
    return PdfBook.read(Files.readAllBytes(pdf));
  }

  @Test
  void call_generatedHardPuzzlesFourAPage_sixPagesAndAnswersEqualSolve() throws IOException {
    CliRun generated =
        CliRun.run("generate", "--count", "24", "--level", "HARD", "--seed", "1", "-t", "2");
    assertThat(generated.status()).isZero();
    Path pdf = dir.resolve("hard.pdf");
    CliRun book =
        CliRun.runWithInput(generated.out(), "book", "--per-page", "4", "-o", pdf.toString());
    assertThat(book.status()).as(book.err()).isZero();
    assertThat(book.errLines())
        .singleElement()
        .asString()
        .startsWith(
            "book: 24 puzzles on 6 pages + 2 answer pages (0 graded here, 24 rated by the input) -> ");
    List<String> solutions = CliRun.runWithInput(generated.out(), "solve").outLines();
    List<String> lines = generated.outLines().stream().filter(l -> !l.startsWith("#")).toList();
    try (PdfBook b = read(pdf)) {
      assertThat(b.pages()).isEqualTo(8);
      Map<Integer, String> answers = b.numbered(7, 8);
      assertThat(answers).hasSize(24);
      for (int i = 0; i < 24; i++) {
        assertThat(answers.get(i + 1)).isEqualTo(solutions.get(i));
      }
      Map<Integer, String> pages = b.numbered(1, 6);
      for (int i = 0; i < 24; i++) {
        // line: PUZZLE SOLUTION RATING LEVEL ...; the caption shows LEVEL · SE RATING
        String[] f = lines.get(i).split(" ");
        String caption = f[3] + "\u00b7SE" + f[2];
        assertThat(pages.get(i + 1)).isEqualTo(caption + f[0].replace(".", ""));
      }
      assertThat(b.fonts()).isNotEmpty().doesNotContainValue(false);
    }
  }

  @Test
  void call_badFileUnderFail_noBookletWritten() {
    String a = CliRun.write(dir, "a.txt", P1 + "\n");
    String bad = CliRun.write(dir, "bad.csv", "puzzle;rating\n");
    Path pdf = dir.resolve("stopped.pdf");

    CliRun r = CliRun.run("book", "--on-bad-file", "fail", "-o", pdf.toString(), a, bad);

    assertThat(r.errLines()).hasSize(2);
    assertThat(r.errLines().get(0)).startsWith("book: " + bad + ": line 1: this looks like a CSV");
    assertThat(r.errLines().get(1)).startsWith("book: no booklet written, stopped at a bad file (");
    assertThat(pdf).doesNotExist();
    assertThat(r.status()).isEqualTo(ExitStatus.FAILED);
  }

  @Test
  void call_badFileUnderSkip_bookletOfTheOtherFiles() {
    String a = CliRun.write(dir, "a.txt", P1 + "\n");
    String bad = CliRun.write(dir, "bad.csv", "puzzle;rating\n");
    Path pdf = dir.resolve("skipped.pdf");

    CliRun r = CliRun.run("book", "-o", pdf.toString(), bad, a);

    assertThat(r.errLines().get(0)).startsWith("book: skipped " + bad + ": line 1: this looks");
    assertThat(r.errLines().get(1))
        .startsWith("book: 1 puzzle on 1 page")
        .contains(", 1 bad file skipped (");
    assertThat(pdf).exists();
    assertThat(r.status()).isEqualTo(ExitStatus.FAILED);
  }

  @Test
  void call_puzzlesWithoutRatings_gradedHere() throws IOException {
    Path pdf = dir.resolve("graded.pdf");
    CliRun r = CliRun.runWithInput(P1 + "\n" + P2 + "\n", "book", "-o", pdf.toString());
    assertThat(r.status()).as(r.err()).isZero();
    assertThat(r.err()).contains("(2 graded here, 0 rated by the input)");
    Grader grader = new Grader();
    // the user's usual permissions, like any file a command writes (umask 022 here: rw-r--r--)
    assertThat(java.nio.file.Files.getPosixFilePermissions(pdf))
        .isEqualTo(
            java.nio.file.Files.getPosixFilePermissions(
                Files.writeString(dir.resolve("plain.txt"), "x")));
    try (PdfBook b = read(pdf)) {
      Map<Integer, String> pages = b.numbered(1, 1);
      int k = 1;
      for (String p : List.of(P1, P2)) {
        Grade g = grader.grade(Grid.parse(p));
        String caption = String.format(Locale.ROOT, "%s\u00b7SE%.1f", g.level(), g.er());
        assertThat(pages.get(k++)).isEqualTo(caption + p.replace(".", ""));
      }
      assertThat(b.numbered(2, 2)).containsExactly(Map.entry(1, S1), Map.entry(2, S2));
    }
  }

  @Test
  void call_csvWithRatingColumns_ratingsTakenFromTheInput() throws IOException {
    String csv =
        "puzzle,status,er,level\n" + P1 + ",RATED,7.7,EXPERT\n" + P2 + ",LOWER_BOUND,9.5,\n";
    Path in = Path.of(CliRun.write(dir, "graded.csv", csv));
    Path pdf = dir.resolve("rated.pdf");
    CliRun r = CliRun.run("book", "--per-page", "2", "-o", pdf.toString(), in.toString());
    assertThat(r.status()).as(r.err()).isZero();
    assertThat(r.err()).contains("(0 graded here, 2 rated by the input)");
    try (PdfBook b = read(pdf)) {
      assertThat(b.text(1, 1))
          .contains("EXPERT \u00b7 SE 7.7")
          .contains("EXTREME \u00b7 SE \u2265 9.5");
    }
  }

  @Test
  void call_badPuzzles_reportedLeftOutAndTheRestPrinted() throws IOException {
    Path pdf = dir.resolve("some.pdf");
    String input = P1 + "\n" + MULTI + "\nnot a puzzle\n" + CONFLICT + "\n" + P2 + "\n";
    CliRun r = CliRun.runWithInput(input, "book", "-o", pdf.toString(), "--no-answers");
    assertThat(r.status()).isEqualTo(ExitStatus.FAILED);
    assertThat(r.errLines())
        .contains(
            "-:2: multiple solutions; left out of the booklet",
            "-:3: expected 81 characters, found 12; left out of the booklet",
            "-:4: digit 5 appears twice in row 1: r1c1 and r1c2; left out of the booklet");
    assertThat(r.err()).contains("book: 2 puzzles on 1 page (").contains("3 left out");
    try (PdfBook b = read(pdf)) {
      assertThat(b.pages()).isEqualTo(1);
      assertThat(b.numbered(1, 1)).hasSize(2);
    }
  }

  @Test
  void call_nothingPrintable_noFileAndStatusOne() {
    Path pdf = dir.resolve("none.pdf");
    CliRun r = CliRun.runWithInput(MULTI + "\n", "book", "-o", pdf.toString());
    assertThat(r.status()).isEqualTo(ExitStatus.FAILED);
    assertThat(r.err())
        .contains(
            "no booklet written: none of the 1 puzzle read is printable (each is listed above:"
                + " invalid, or not exactly one solution)");
    assertThat(pdf).doesNotExist();
    assertThat(dir).isEmptyDirectory();
  }

  @Test
  void call_onlyInvalidLines_summaryDoesNotBlameSolutions() {
    // Regression: a file of junk was summed up as "none of the 1 puzzle has exactly one solution".
    CliRun r = CliRun.runWithInput("hello world\n", "book", "-o", dir.resolve("x.pdf").toString());
    assertThat(r.status()).isEqualTo(ExitStatus.FAILED);
    assertThat(r.errLines().get(0)).contains("expected 81 characters, found 11");
    assertThat(r.err())
        .contains("none of the 1 puzzle read is printable")
        .doesNotContain("has exactly one");
    assertThat(dir).isEmptyDirectory();
  }

  @Test
  void call_emptyInput_noPuzzleLine() {
    CliRun r = CliRun.runWithInput("", "book", "-o", dir.resolve("x.pdf").toString());
    assertThat(r.status()).isEqualTo(ExitStatus.FAILED);
    assertThat(r.err()).contains("book: no puzzle in standard input");
  }

  @Test
  void call_standardOutput_pdfBytes() {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    Io io =
        new Io(
            new ByteArrayInputStream((P1 + "\n").getBytes(StandardCharsets.UTF_8)),
            new PrintStream(out, true),
            new PrintStream(err, true),
            false);
    int status =
        SudokuCommand.commandLine(io)
            .execute("book", "-o", "-", "--page", "6x9", "--title", "Mine", "--sort");
    assertThat(status).as(err.toString(StandardCharsets.UTF_8)).isZero();
    try (PdfBook b = PdfBook.read(out.toByteArray())) {
      assertThat(b.title()).isEqualTo("Mine");
      assertThat(b.page(1).getMediaBox().getWidth()).isEqualTo(432f);
      // the puzzle, a blank left page, the answers on the right, a blank page to make it even
      assertThat(b.pages()).isEqualTo(4);
    }
  }

  @Test
  void call_outputIsAnInput_refusedAndInputKept() throws IOException {
    // Regression: "book -o puzzles.txt puzzles.txt" replaced the puzzles with the PDF.
    Path in = Files.writeString(dir.resolve("puzzles.txt"), P1 + "\n");
    CliRun r = CliRun.run("book", "-o", in.toString(), in.toString());
    assertThat(r.status()).isEqualTo(ExitStatus.USAGE);
    assertThat(r.errLines()).singleElement().asString().contains("it is also an input");
    assertThat(in).hasContent(P1);
  }

  @Test
  void call_outputEndsWithSlash_refusedNoFileWritten() {
    // Regression: "-o books/" wrote a PDF named "books".
    CliRun r = CliRun.runWithInput(P1 + "\n", "book", "-o", dir.resolve("books") + "/");
    assertThat(r.status()).isEqualTo(ExitStatus.USAGE);
    assertThat(dir).isEmptyDirectory();
  }

  @Test
  void help_publisherQuestions_answered() {
    String help = CliRun.run("book", "--help").out().replaceAll("\\s+", " ");
    assertThat(help)
        .contains("byte for byte")
        .contains("Replaced if it exists; an input file is refused")
        .contains("Exit status:")
        .contains("--sides=N 2: printed on both sides and bound")
        .contains("Default: 2 on the book trims, 1 on a4 and letter")
        .contains("--page-multiple=N Blank pages at the end make the page count a multiple of N")
        .contains("4 (saddle stitching");
  }

  @Test
  void call_sixByNineOneAPage_answersOnTheRightEvenPageCount() throws IOException {
    // Regression: 30 puzzles one a page on 6x9 made 33 pages, and 29 put the answers on a left
    // page.
    String lines = String.join("\n", java.util.Collections.nCopies(29, P1)) + "\n";
    Path pdf = dir.resolve("book.pdf");
    CliRun r =
        CliRun.runWithInput(
            lines, "book", "--page", "6x9", "--per-page", "1", "-o", pdf.toString());
    assertThat(r.status()).as(r.err()).isZero();
    assertThat(r.err()).contains("29 puzzles on 29 pages + 3 answer pages + 2 blank pages (");
    try (PdfBook b = read(pdf)) {
      assertThat(b.pages()).isEqualTo(34);
      assertThat(b.text(30, 30)).isBlank();
      assertThat(b.text(31, 31)).contains("Answers");
      assertThat(b.text(34, 34)).isBlank();
    }
    CliRun oneSided =
        CliRun.runWithInput(
            lines,
            "book",
            "--page",
            "6x9",
            "--per-page",
            "1",
            "--sides",
            "1",
            "-o",
            pdf.toString());
    assertThat(oneSided.err()).contains("29 puzzles on 29 pages + 3 answer pages (");
    CliRun stapled =
        CliRun.runWithInput(
            lines, "book", "--sides", "2", "--page-multiple", "4", "-o", pdf.toString());
    // 8 puzzle pages, 2 answer pages, 2 blank pages at the end
    assertThat(stapled.err()).contains("on 8 pages + 2 answer pages + 2 blank pages (");
  }

  /**
   * Regression: a 6 x 9 booklet of a few pages was written without a word, and KDP refuses a
   * paperback of fewer than 24 pages at upload.
   */
  @Test
  void call_bookTrimBelowThePrintOnDemandMinimum_oneNoteLineAndStatusZero() throws IOException {
    String lines = String.join("\n", java.util.Collections.nCopies(8, P1)) + "\n";
    Path pdf = dir.resolve("short.pdf");

    CliRun r = CliRun.runWithInput(lines, "book", "--page", "6x9", "-o", pdf.toString());

    assertThat(r.status()).as(r.err()).isZero();
    assertThat(r.errLines()).hasSize(2);
    assertThat(r.errLines().get(0)).startsWith("book: 8 puzzles on 2 pages + 1 answer page + ");
    assertThat(r.errLines().get(1))
        .isEqualTo(
            "book: note: 4 pages, fewer than print-on-demand shops bind as a paperback (KDP 24,"
                + " IngramSpark 18): add puzzles or give a smaller --per-page for a printed book");
    try (PdfBook b = read(pdf)) {
      assertThat(b.pages()).isEqualTo(4);
    }
  }

  @Test
  void call_officeSizeOrEnoughPages_noNote() {
    String few = P1 + "\n";
    String many = String.join("\n", java.util.Collections.nCopies(24, P1)) + "\n";
    String pdf = dir.resolve("x.pdf").toString();

    CliRun a4 = CliRun.runWithInput(few, "book", "-o", pdf);
    CliRun trim =
        CliRun.runWithInput(many, "book", "--page", "8.5x11", "--per-page", "1", "-o", pdf);

    assertThat(a4.errLines()).singleElement().asString().startsWith("book: 1 puzzle on 1 page");
    assertThat(trim.errLines()).singleElement().asString().contains(" -> " + pdf);
    assertThat(trim.status()).isZero();
  }

  @Test
  void tooShortToPrint_onePerPage_noAdviceOnPerPage() {
    assertThat(BookCommand.tooShortToPrint(22, PageSize.TRIM_8_5X11, 1))
        .isEqualTo(
            "book: note: 22 pages, fewer than print-on-demand shops bind as a paperback (KDP 24,"
                + " IngramSpark 18): add puzzles for a printed book");
    assertThat(BookCommand.tooShortToPrint(24, PageSize.TRIM_6X9, 4)).isNull();
    assertThat(BookCommand.tooShortToPrint(2, PageSize.A4, 4)).isNull();
  }

  @Test
  void call_usageErrors_oneLineStatusTwo() {
    String out = dir.resolve("x.pdf").toString();
    String[][] cases = {
      {"book", "--per-page", "3", "-o", out},
      {"book", "--page", "a5", "-o", out},
      {"book", "--inside", "20", "-o", out},
      {"book", "--inside", "5in", "--outside", "4in", "-o", out},
      {"book", "-o", dir.resolve("no/such/dir/x.pdf").toString()},
      {"book", "-o", dir.toString()},
      {"book", "--title", "\u2605 Stars", "-o", out},
      {"book", "-o", dir.resolve("books").toString() + "/"},
      {"book", "--sides", "3", "-o", out},
      {"book", "--page-multiple", "3", "-o", out},
      {"book", "--page-multiple", "0", "--sides", "1", "-o", out},
      {"book", "--page-multiple", "four", "-o", out},
      {"book"},
    };
    String[] expected = {
      "--per-page must be 1, 2, 4 or 6, was 3",
      "unknown page size 'a5' (one of a4, letter, 6x9, 8.5x11)",
      "expected a length with its unit",
      "the margins leave less than 2 in for the puzzles on a A4 page (a4: 210 x 297 mm)",
      "no such directory",
      "it is a directory",
      "--title: the title's character U+2605 (\u2605) is not in the booklet's font",
      "books/: no such directory",
      "--sides must be 1 or 2, was 3",
      "--page-multiple must be 1, 2, 4, 8 or 16, was 3",
      "--page-multiple must be 1, 2, 4, 8 or 16, was 0",
      "Invalid value for option '--page-multiple': 'four' is not an int",
      "Missing required option: '--output=FILE'",
    };
    for (int i = 0; i < cases.length; i++) {
      CliRun r = CliRun.runWithInput(P1 + "\n", cases[i]);
      assertThat(r.status()).as(String.join(" ", cases[i])).isEqualTo(ExitStatus.USAGE);
      assertThat(r.errLines()).singleElement().asString().contains(expected[i]);
    }
  }
}
