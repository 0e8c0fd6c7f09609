package dev.sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sudoku.core.Grid;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PuzzleReaderTest {
  static final String P1 =
      "004300209005009001070060043006002087190007400050083000600000105003508690042910300";
  static final String S1 =
      "864371259325849761971265843436192587198657432257483916689734125713528694542916378";

  @TempDir Path dir;

  private static List<Entry> read(
      List<String> files, InputStream stdin, String column, String solutionColumn) {
    List<Entry> out = new ArrayList<>();
    try (PuzzleReader r = new PuzzleReader(files, stdin, column, solutionColumn)) {
      r.forEachRemaining(out::add);
    }
    return out;
  }

  private static List<Entry> readStdin(String text) {
    return read(
        List.of("-"), new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), null, null);
  }

  @Test
  void next_linesWithCommentsAndBlanks_skipsThemAndKeepsLineNumbers() {
    List<Entry> entries = readStdin("# c\n\n" + P1 + "\n  \n" + P1 + "\n");
    assertThat(entries).extracting(Entry::line).containsExactly(3L, 5L);
    assertThat(entries).extracting(Entry::number).containsExactly(1L, 2L);
    assertThat(entries).extracting(Entry::source).containsOnly("-");
  }

  @Test
  void next_mixedFile_readsLinesAndDrawing() {
    List<Entry> entries =
        read(List.of(CliRun.resource("mixed.txt")), InputStream.nullInputStream(), null, null);
    assertThat(entries).extracting(Entry::line).containsExactly(3L, 4L, 5L, 6L, 7L);
    Entry drawing = entries.get(4);
    assertThat(drawing.error()).isNull();
    assertThat(Grid.parse(drawing.text()).toLine())
        .isEqualTo(
            "6..12.384..8459.72.....6..5...264.3..7..8...694...3...31.....5..897.....5.2...19.");
  }

  @Test
  void next_unfinishedDrawing_errorEntryAtItsFirstRow() {
    List<Entry> entries = readStdin("1 2 3 4 5 6 7 8 9\n. . . . . . . . .\n" + P1 + "\n");
    assertThat(entries).hasSize(2);
    assertThat(entries.get(0).line()).isEqualTo(1);
    assertThat(entries.get(0).error()).isEqualTo("unfinished grid drawing: 2 of 9 rows");
    assertThat(entries.get(1).text()).isEqualTo(P1);
  }

  private static String drawingOf(String line) {
    StringBuilder b = new StringBuilder();
    for (int r = 0; r < 9; r++) {
      for (int c = 0; c < 9; c++) {
        b.append(line.charAt(r * 9 + c)).append(c == 2 || c == 5 ? " | " : c == 8 ? "\n" : " ");
      }
      if (r == 2 || r == 5) {
        b.append("------+-------+------\n");
      }
    }
    return b.toString();
  }

  @Test
  void next_drawingRowMissingACell_oneErrorNamingTheRowAndNextDrawingsIntact() {
    // Was: "expected 81 characters, found 19" for the row, then its remaining rows and the next
    // drawing's first rows read as one bogus puzzle ("digit 8 appears twice in box 2").
    String good = drawingOf(P1);
    String[] rows = good.split("\n");
    rows[5] = rows[5].substring(0, rows[5].length() - 2); // row 5 (line 6): 8 cells
    String broken = String.join("\n", rows) + "\n";
    List<Entry> entries = readStdin(good + "\n" + broken + "\n" + good + P1 + "\n");

    assertThat(entries).extracting(Entry::line).containsExactly(1L, 13L, 25L, 36L);
    assertThat(entries).extracting(Entry::number).containsExactly(1L, 2L, 3L, 4L);
    assertThat(entries.get(0).error()).isNull();
    assertThat(entries.get(1).error())
        .isEqualTo("grid drawing row 5 (line 18) has 8 cells, expected 9");
    assertThat(entries.get(2).error()).isNull();
    assertThat(Grid.parse(entries.get(2).text()).toLine()).isEqualTo(Grid.parse(P1).toLine());
    assertThat(entries.get(3).text()).isEqualTo(P1);
  }

  @Test
  void next_drawingRowWithACellTooMany_reported() {
    String[] rows = drawingOf(P1).split("\n");
    rows[0] = rows[0] + " 1";
    List<Entry> entries = readStdin(String.join("\n", rows) + "\n");

    assertThat(entries).hasSize(1);
    assertThat(entries.get(0).error())
        .isEqualTo("grid drawing row 1 (line 1) has 10 cells, expected 9");
  }

  @Test
  void next_textLine_staysAWrongLengthLineNotADrawingRow() {
    List<Entry> entries = readStdin("not a puzzle\n");

    assertThat(entries).extracting(Entry::error).containsOnlyNulls();
    assertThat(entries).extracting(Entry::text).containsExactly("not a puzzle");
  }

  @Test
  void next_shortPuzzleLineWithoutSeparators_staysAWrongLengthLine() {
    List<Entry> entries = readStdin(P1.substring(0, 80) + "\n" + P1.substring(0, 12) + "\n");

    assertThat(entries).extracting(Entry::error).containsOnlyNulls();
    assertThat(entries)
        .extracting(Entry::text)
        .containsExactly(P1.substring(0, 80), P1.substring(0, 12));
  }

  @Test
  void next_lineWithTrailingComment_keepsThePuzzle() {
    assertThat(readStdin(P1 + " rated 1.2\n" + P1 + ":1:" + S1 + "\n"))
        .extracting(Entry::text)
        .containsExactly(P1, P1);
  }

  @Test
  void next_linesWithRatings_ratingKeptAsWritten() {
    List<Entry> e =
        readStdin(
            P1
                + " "
                + S1
                + " 4.2 HARD NONE 1 0\n"
                + P1
                + " \u22656.2/1.5/1.2 EXPERT pointing\n"
                + P1
                + ":1:"
                + S1
                + "\n"
                + P1
                + " >=9.5 >=EXTREME\n"
                + P1
                + "\n");
    assertThat(e).extracting(Entry::text).containsOnly(P1);
    assertThat(e)
        .extracting(Entry::rating)
        .containsExactly("4.2", "\u22656.2/1.5/1.2", null, ">=9.5", null);
  }

  @Test
  void next_csvRatingColumns_ratingAndLowerBound() {
    List<Entry> e =
        readStdin(
            "puzzle,rating,rating_status,level\n"
                + P1
                + ",4.2,RATED,HARD\n"
                + P1
                + ",9.5,LOWER_BOUND,EXTREME\n"
                + P1
                + ",,,\n");
    assertThat(e).extracting(Entry::rating).containsExactly("4.2", ">=9.5", null);
    List<Entry> reference = readStdin("puzzle,source,se_er,se_ep\n" + P1 + ",x,7.1,1.2\n");
    assertThat(reference).extracting(Entry::rating).containsExactly("7.1");
    List<Entry> kaggle = readStdin("quizzes,solutions\n" + P1 + "," + S1 + "\n");
    assertThat(kaggle).extracting(Entry::rating).containsOnlyNulls();
  }

  @Test
  void next_kaggle1mHeader_detectsQuizzesAndSolutions() {
    List<Entry> entries =
        read(List.of(CliRun.resource("kaggle-1m.csv")), InputStream.nullInputStream(), null, null);
    assertThat(entries).hasSize(3);
    assertThat(entries.get(0).text()).isEqualTo(P1);
    assertThat(entries.get(0).expected()).isEqualTo(S1);
    assertThat(entries.get(0).line()).isEqualTo(2);
  }

  @Test
  void next_kaggle3mRatedHeader_detectsPuzzleAndSolution() {
    List<Entry> entries =
        read(
            List.of(CliRun.resource("kaggle-3m-rated.csv")),
            InputStream.nullInputStream(),
            null,
            null);
    assertThat(entries).hasSize(2);
    assertThat(entries.get(1).text()).startsWith("...4...5");
    assertThat(entries.get(1).expected()).startsWith("6184273");
  }

  @Test
  void next_columnOption_readsNamedColumnsWithQuotes() {
    List<Entry> entries =
        read(
            List.of(CliRun.resource("custom.csv")),
            InputStream.nullInputStream(),
            "quiz",
            "answer");
    assertThat(entries)
        .extracting(Entry::text)
        .containsExactly(
            P1,
            "040100050107003960520008000000000017000906800803050620090060543600080700250097100");
    assertThat(entries.get(0).expected()).isEqualTo(S1);
  }

  @Test
  void next_columnWithoutSolutionColumn_hasNoExpected() {
    List<Entry> entries =
        read(List.of(CliRun.resource("custom.csv")), InputStream.nullInputStream(), "quiz", null);
    assertThat(entries).extracting(Entry::expected).containsOnlyNulls();
  }

  @Test
  void next_unknownColumn_usageErrorListingHeader() {
    assertThatThrownBy(
            () ->
                read(
                    List.of(CliRun.resource("custom.csv")),
                    InputStream.nullInputStream(),
                    "puzzle",
                    null))
        .isInstanceOf(UsageException.class)
        .hasMessageEndingWith("unknown column 'puzzle'; the header has: id, quiz, answer");
  }

  @Test
  void next_csvWithoutKnownColumn_usageErrorSuggestsColumnOption() {
    assertThatThrownBy(() -> readStdin("a,b\n1,2\n"))
        .isInstanceOf(UsageException.class)
        .hasMessageContaining("--column NAME");
  }

  @Test
  void next_shortCsvRow_errorEntry() {
    List<Entry> entries = readStdin("puzzle,solution\n" + P1 + "\n");
    assertThat(entries)
        .singleElement()
        .satisfies(
            e -> {
              assertThat(e.line()).isEqualTo(2);
              assertThat(e.error()).isEqualTo("CSV row has 1 field, the header needs 2");
            });
  }

  @Test
  void next_unclosedQuoteInCsvRow_errorEntryNamesIt() {
    List<Entry> entries = readStdin("puzzle,solution\n\"" + P1 + "," + S1 + "\n");
    assertThat(entries)
        .singleElement()
        .satisfies(
            e -> {
              assertThat(e.line()).isEqualTo(2);
              assertThat(e.error())
                  .isEqualTo(
                      "CSV row has an unclosed quote (\") at character 1: the input ends before a closing quote");
            });
  }

  /**
   * Regression: a truncated gzip printed none of the 799 records before the break (docs/cli.md
   * promises them): the reader threw, and the records in flight were lost.
   */
  @Test
  void next_truncatedGzip_recordsBeforeTheBreakThenOneFault() throws IOException {
    Path gz = dir.resolve("p.txt.gz");
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (GZIPOutputStream z = new GZIPOutputStream(bytes)) {
      for (int i = 0; i < 2000; i++) {
        z.write((P1 + "\n").getBytes(StandardCharsets.UTF_8));
      }
    }
    byte[] all = bytes.toByteArray();
    Files.write(gz, Arrays.copyOf(all, all.length - 12));
    List<Entry> entries = read(List.of(gz.toString()), InputStream.nullInputStream(), null, null);
    Entry last = entries.get(entries.size() - 1);
    assertThat(entries.subList(0, entries.size() - 1))
        .hasSize(decodableLines(gz))
        .allSatisfy(e -> assertThat(e.text()).isEqualTo(P1));
    assertThat(last.fault()).isTrue();
    assertThat(last.line()).isEqualTo(entries.size() - 1);
    assertThat(last.error())
        .isEqualTo(
            "cannot read "
                + gz
                + ": gzip data ends early after line "
                + (entries.size() - 1)
                + " (truncated file?)");
  }

  /** The complete lines the JDK's gzip decoder hands over before it fails. */
  private static int decodableLines(Path gz) throws IOException {
    int lines = 0;
    byte[] buffer = new byte[1 << 16];
    try (InputStream in = new java.util.zip.GZIPInputStream(Files.newInputStream(gz))) {
      for (int n = in.read(buffer); n > 0; n = in.read(buffer)) {
        for (int i = 0; i < n; i++) {
          lines += buffer[i] == '\n' ? 1 : 0;
        }
      }
    } catch (java.io.EOFException e) {
      return lines;
    }
    throw new AssertionError(gz + " is not truncated");
  }

  @Test
  void next_gzipCutInItsFirstBlock_saysTruncatedNotUnreadable() throws IOException {
    // Was: "not a readable gzip file" for a valid gzip file cut after 20 KB.
    Path gz = dir.resolve("cut.txt.gz");
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    java.util.SplittableRandom random = new java.util.SplittableRandom(1);
    try (GZIPOutputStream z = new GZIPOutputStream(bytes)) {
      for (int i = 0; i < 2000; i++) {
        StringBuilder line = new StringBuilder();
        for (int c = 0; c < 81; c++) {
          line.append((char) ('0' + random.nextInt(10)));
        }
        z.write((line + "\n").getBytes(StandardCharsets.UTF_8));
      }
    }
    Files.write(gz, Arrays.copyOf(bytes.toByteArray(), 5000));
    List<Entry> entries = read(List.of(gz.toString()), InputStream.nullInputStream(), null, null);
    Entry last = entries.get(entries.size() - 1);
    assertThat(entries).hasSize(decodableLines(gz) + 1);
    assertThat(last.fault()).isTrue();
    assertThat(last.error())
        .startsWith("cannot read " + gz + ": gzip data ends early after line ")
        .endsWith(" (truncated file?)");
  }

  @Test
  void next_zipFile_usageError() throws IOException {
    Path zip = dir.resolve("a.zip");
    Files.write(zip, new byte[] {'P', 'K', 3, 4, 20, 0, 0, 0});
    assertThatThrownBy(
            () -> read(List.of(zip.toString()), InputStream.nullInputStream(), null, null))
        .isInstanceOf(UsageException.class)
        .hasMessageStartingWith("cannot read " + zip + ": it is a zip file;");
  }

  @Test
  void next_binaryFile_usageErrorNotOneErrorPerLine() throws IOException {
    // Was: every "line" of the binary file reported as a bad puzzle.
    Path bin = dir.resolve("a.parquet");
    Files.write(bin, new byte[] {'P', 'A', 'R', '1', 0, 0, '\n', 1, 2});
    assertThatThrownBy(
            () -> read(List.of(bin.toString()), InputStream.nullInputStream(), null, null))
        .isInstanceOf(UsageException.class)
        .hasMessage(
            "cannot read "
                + bin
                + ": not a text file (byte 5 is NUL); puzzles are read"
                + " from text, CSV or compressed text files");
  }

  @Test
  void next_utf16File_usageErrorNamingTheEncoding() throws IOException {
    // Regression: a file saved as "Unicode" by Windows was called binary ("byte 4 is NUL").
    Path u = dir.resolve("u.txt");
    Files.write(u, ("\uFEFF" + P1 + "\n").getBytes(StandardCharsets.UTF_16LE));
    assertThatThrownBy(() -> read(List.of(u.toString()), InputStream.nullInputStream(), null, null))
        .isInstanceOf(UsageException.class)
        .hasMessage(
            "cannot read "
                + u
                + ": UTF-16 text (byte order mark FF FE); puzzles are read from UTF-8 or ASCII"
                + " text: convert it with iconv -f UTF-16 -t UTF-8");
  }

  @Test
  void next_gzipOfBinary_usageError() throws IOException {
    Path gz = dir.resolve("b.gz");
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (GZIPOutputStream z = new GZIPOutputStream(bytes)) {
      z.write(new byte[] {1, 0, 2});
    }
    Files.write(gz, bytes.toByteArray());
    assertThatThrownBy(
            () -> read(List.of(gz.toString()), InputStream.nullInputStream(), null, null))
        .isInstanceOf(UsageException.class)
        .hasMessageContaining("not a text file (byte 2 is NUL)");
  }

  @Test
  void next_notGzipAfterMagic_saysNotReadableGzip() throws IOException {
    Path gz = dir.resolve("bad.gz");
    Files.write(gz, new byte[] {0x1f, (byte) 0x8b, 'x', 'y', 'z', 'z', 'y'});
    assertThatThrownBy(
            () -> read(List.of(gz.toString()), InputStream.nullInputStream(), null, null))
        .isInstanceOf(UsageException.class)
        .hasMessageStartingWith("cannot read " + gz + ": not a readable gzip file (");
  }

  /** Regression: a ';' CSV gave "expected 81 characters, found 163" on every one of its rows. */
  @Test
  void next_semicolonHeader_usageErrorSuggestingTheFix() {
    assertThatThrownBy(() -> readStdin("puzzle;solution\n" + P1 + ";" + S1 + "\n"))
        .isInstanceOf(UsageException.class)
        .hasMessage(
            "-:1: this looks like a CSV header separated by ';'; only ',' separates"
                + " columns (convert with tr ';' ',')");
  }

  @Test
  void next_gzipFile_readTransparently() throws IOException {
    Path gz = dir.resolve("p.txt.gz");
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (GZIPOutputStream z = new GZIPOutputStream(bytes)) {
      z.write((P1 + "\n" + P1 + "\n").getBytes(StandardCharsets.UTF_8));
    }
    Files.write(gz, bytes.toByteArray());
    assertThat(read(List.of(gz.toString()), InputStream.nullInputStream(), null, null))
        .extracting(Entry::text)
        .containsExactly(P1, P1);
  }

  @Test
  void next_severalFiles_numbersAcrossFilesAndNamesEachSource() {
    String a = CliRun.write(dir, "a.txt", P1 + "\n");
    String b = CliRun.write(dir, "b.txt", "\n" + P1 + "\n");
    List<Entry> entries = read(List.of(a, b), InputStream.nullInputStream(), null, null);
    assertThat(entries).extracting(Entry::where).containsExactly(a + ":1", b + ":2");
    assertThat(entries).extracting(Entry::number).containsExactly(1L, 2L);
  }

  @Test
  void checkReadable_missingFile_usageError() {
    assertThatThrownBy(() -> PuzzleReader.checkReadable(List.of(dir.resolve("nope").toString())))
        .isInstanceOf(UsageException.class)
        .hasMessageEndingWith("nope: no such file");
  }

  @Test
  void checkReadable_directory_usageError() {
    assertThatThrownBy(() -> PuzzleReader.checkReadable(List.of(dir.toString())))
        .isInstanceOf(UsageException.class)
        .hasMessageEndingWith("it is a directory");
  }

  @Test
  void bytesRead_afterReading_equalsFileSize() throws IOException {
    String a = CliRun.write(dir, "a.txt", P1 + "\n" + P1 + "\n");
    try (PuzzleReader r = new PuzzleReader(List.of(a), InputStream.nullInputStream(), null, null)) {
      r.forEachRemaining(e -> {});
      assertThat(r.bytesRead()).isEqualTo(Files.size(Path.of(a)));
    }
    assertThat(PuzzleReader.totalBytes(List.of(a))).isEqualTo(Files.size(Path.of(a)));
    assertThat(PuzzleReader.totalBytes(List.of("-"))).isEqualTo(-1);
  }

  @Test
  void position_lines_endOfEachEntryAcrossFiles() {
    String a = CliRun.write(dir, "a.txt", "# c\n" + P1 + "\n");
    String b = CliRun.write(dir, "b.txt", P1 + "\n");
    List<Entry> entries = read(List.of(a, b), InputStream.nullInputStream(), null, null);
    assertThat(entries).extracting(Entry::position).containsExactly(86L, 86L + 82);
  }

  @Test
  void next_csvWithByteOrderMark_headerStillDetected() {
    List<Entry> entries = readStdin("\uFEFFquizzes,solutions\n" + P1 + "," + S1 + "\r\n");
    assertThat(entries)
        .singleElement()
        .satisfies(
            e -> {
              assertThat(e.text()).isEqualTo(P1);
              assertThat(e.expected()).isEqualTo(S1);
            });
  }

  @Test
  void next_csvWithoutHeader_readAsPuzzleLines() {
    assertThat(readStdin(P1 + "," + S1 + "\n" + P1 + "," + S1 + "\n"))
        .extracting(Entry::text)
        .containsExactly(P1, P1);
  }
}
