package dev.sudoku.archive;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sudoku.cli.Puzzles;
import dev.sudoku.core.Grid;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class RecordParserTest {
  static final String P1 = Puzzles.P1;
  static final String S1 = Puzzles.S1;
  static final String P2 = Puzzles.P2;

  /** Every record of {@code text} read with a sniffing parser. */
  static List<Record> parse(String text) {
    return parse(new RecordParser("f", null, null), 1, text);
  }

  static List<Record> parse(RecordParser parser, long firstLine, String text) {
    List<Record> out = new ArrayList<>();
    long lineNo = firstLine;
    for (String line : text.split("\n", -1)) {
      parser.accept(lineNo++, line);
      drain(parser, out);
    }
    parser.finish();
    drain(parser, out);
    return out;
  }

  private static void drain(RecordParser parser, List<Record> out) {
    for (Record r = parser.poll(); r != null; r = parser.poll()) {
      out.add(r);
    }
  }

  @Test
  void accept_corpusLines_puzzleIsTheFirstField() {
    List<Record> r = parse(P1 + ":1:" + S1 + "\n" + P1 + " 7.2\n" + P1 + "," + S1);
    assertThat(r).extracting(Record::text).containsOnly(P1);
    assertThat(r).extracting(Record::line).containsExactly(1L, 2L, 3L);
    assertThat(r).extracting(Record::error).containsOnlyNulls();
  }

  @Test
  void accept_hashPuzzleRatingLine_findsThe81CellToken() {
    String digits = P1.replace('.', '0');
    assertThat(parse("00015097c6c3 " + digits + "  7.2"))
        .singleElement()
        .extracting(Record::text)
        .isEqualTo(digits);
  }

  @Test
  void accept_textLine_keptWholeForTheGridParserToReport() {
    assertThat(parse("not a puzzle")).extracting(Record::text).containsExactly("not a puzzle");
  }

  @Test
  void accept_seReferenceHeader_puzzleColumnFoundWithoutNaming() {
    List<Record> r = parse("puzzle,source,se_er\n" + P1 + ",x,2.6");
    assertThat(r).singleElement().satisfies(e -> assertThat(e.text()).isEqualTo(P1));
    assertThat(r.get(0).solution()).isNull();
  }

  @Test
  void accept_kaggleHeader_solutionColumnToo() {
    List<Record> r = parse("quizzes,solutions\n" + P1 + "," + S1 + "\n\n# note\n" + P1 + ",");
    assertThat(r).extracting(Record::solution).containsExactly(S1, null);
    assertThat(r).extracting(Record::line).containsExactly(2L, 5L);
  }

  @Test
  void accept_extraColumns_valuesInTheOrderAskedNullWhereMissing() {
    Layout csv =
        Layout.sniff("f", 1, "puzzle,source,se_er", null, null)
            .withExtraColumns(List.of("se_er", "level", "source"));
    List<Record> r = parse(new RecordParser("f", csv), 2, P1 + ",x, 2.6\n" + P1 + "\nnot,ok");
    assertThat(r.get(0).extras()).containsExactly("2.6", null, "x");
    assertThat(r.get(1).extras()).containsExactly(null, null, null); // a row too short for both
    assertThat(r.get(2).error()).isNull();
    assertThat(parse(P1 + ",x").get(0).extras()).isEmpty(); // none asked for
  }

  @Test
  void accept_knownLayoutFromTheMiddle_headerLineOnlySkippedWhereItIs() {
    Layout csv = Layout.sniff("f", 3, "puzzle,solution", null, null);
    List<Record> r = parse(new RecordParser("f", csv), 100, P1 + "," + S1);
    assertThat(r).singleElement().extracting(Record::line).isEqualTo(100L);
    assertThat(parse(new RecordParser("f", csv), 1, "# c\n\npuzzle,solution\n" + P1 + "," + S1))
        .extracting(Record::line)
        .containsExactly(4L);
  }

  @Test
  void accept_sadmanFile_readsThePuzzleSectionOnly() {
    String sdk =
        "#ARuud\n#DA random puzzle\n[Puzzle]\n"
            + GridTexts.plain(P1)
            + "[State]\n"
            + GridTexts.plain(S1)
            + "[PencilMarks]\n"
            + "1 2 3\n";
    assertThat(parse(sdk))
        .singleElement()
        .satisfies(
            r -> {
              assertThat(r.text()).isEqualTo(P1);
              assertThat(r.line()).isEqualTo(4);
            });
  }

  @Test
  void accept_sadmanFileWithoutSections_onePuzzle() {
    assertThat(parse("#Afoo\n" + GridTexts.plain(P1))).extracting(Record::text).containsExactly(P1);
  }

  @Test
  void accept_simpleSudokuFile_framesSkipped() {
    List<Record> r = parse(GridTexts.simpleSudoku(P1));
    assertThat(r).singleElement().extracting(Record::text).isEqualTo(P1);
    assertThat(r.get(0).line()).isEqualTo(2);
  }

  @Test
  void accept_pencilmarkGrid_readAsItsPlacedDigits() {
    assertThat(parse("*----*\n" + GridTexts.pencilmarks(P1) + "*----*\n"))
        .singleElement()
        .extracting(Record::text)
        .isEqualTo(P1);
  }

  @Test
  void accept_drawingsBackToBack_nineRowsEach() {
    assertThat(parse(GridTexts.plain(P1) + GridTexts.plain(S1)))
        .extracting(Record::text)
        .containsExactly(P1, S1);
  }

  @Test
  void accept_blankLineBetweenBandsOfAPlainGrid_allowed() {
    String rows = GridTexts.plain(P1);
    String[] r = rows.split("\n");
    String banded =
        String.join("\n", List.of(r).subList(0, 3))
            + "\n\n"
            + String.join("\n", List.of(r).subList(3, 6))
            + "\n\n"
            + String.join("\n", List.of(r).subList(6, 9));
    assertThat(parse(banded)).extracting(Record::text).containsExactly(P1);
  }

  @Test
  void accept_ruledDrawingMissingARow_reportedAndTheNextDrawingIntact() {
    String[] rows = Grid.parse(P1).toPrettyString().split("\n");
    List<String> broken = new ArrayList<>(List.of(rows));
    broken.remove(1); // band 1 has two rows; no blank line before the next drawing
    String text = String.join("\n", broken) + "\n" + Grid.parse(S1).toPrettyString();
    List<Record> r = parse(text);
    assertThat(r).hasSize(2);
    assertThat(r.get(0).error())
        .isEqualTo("grid drawing band 1 has 2 rows, expected 3 (rule at line 3)");
    assertThat(r.get(1).text()).isEqualTo(S1);
  }

  @Test
  void accept_extraRowOnceDrawingsAreSeparated_oneErrorForThatDrawing() {
    String[] rows = GridTexts.plain(P1).split("\n");
    List<String> extra = new ArrayList<>(List.of(rows));
    extra.add(4, rows[4]);
    String text =
        GridTexts.plain(S1) + "\n" + String.join("\n", extra) + "\n\n" + GridTexts.plain(S1);
    List<Record> r = parse(text);
    assertThat(r).extracting(Record::text).element(0).isEqualTo(S1);
    assertThat(r).hasSize(3);
    assertThat(r.get(1).error())
        .isEqualTo("grid drawing has more than 9 rows (extra row at line 20)");
    assertThat(r.get(1).line()).isEqualTo(11);
    assertThat(r.get(2).text()).isEqualTo(S1);
  }

  @Test
  void accept_rowWithABadCharacter_namesTheCharacterAndItsLine() {
    String text = GridTexts.plain(P1).replace("..5..9..1", "..5.x9..1");
    assertThat(parse(text))
        .singleElement()
        .extracting(Record::error)
        .isEqualTo("bad character 'x' at line 2, column 5; expected 1-9, '.', '0' or a separator");
  }

  @Test
  void tooLong_oneBadRecordThatAlsoEndsAGrid() {
    RecordParser p = new RecordParser("f", null, null);
    p.accept(1, P1.substring(0, 9));
    p.tooLong(2, "1111", 300_000);
    List<Record> r = new ArrayList<>();
    for (Record x = p.poll(); x != null; x = p.poll()) {
      r.add(x);
    }
    assertThat(r)
        .extracting(Record::error)
        .containsExactly(
            "unfinished grid drawing: 1 of 9 rows",
            "line of 300000 bytes, longer than the 65536 read");
  }

  @Test
  void accept_foreignCsvDialect_refused() {
    assertThatThrownBy(() -> parse("puzzle;solution\n" + P1 + ";" + S1))
        .isInstanceOf(ArchiveException.class)
        .hasMessageContaining("only ',' separates columns (convert with tr ';' ',')");
  }

  @Test
  void accept_badRecordText_cutToMaxText() {
    RecordParser csv = new RecordParser("f", Layout.sniff("f", 1, "puzzle,solution", null, null));
    Record bad = parse(csv, 2, "\"" + "x".repeat(500)).get(0);
    assertThat(bad.text()).hasSize(Record.MAX_TEXT);
  }

  /** The 729-character line of {@code puzzle}: a given alone, every digit in an empty cell. */
  private static String allCandidates(String puzzle) {
    StringBuilder b = new StringBuilder();
    for (char c : puzzle.toCharArray()) {
      b.append(c == '.' ? "123456789" : ".".repeat(c - '1') + c + ".".repeat('9' - c));
    }
    return b.toString();
  }

  @Test
  void accept_pencilmarkGrid_keepsItsCandidates() {
    Record r = parse("*----*\n" + GridTexts.pencilmarks(P1) + "*----*\n").get(0);
    // row 1 of P1 starts with an empty cell, which GridTexts gives the group "12"
    assertThat(r.candidates()).hasSize(729).startsWith("12.......");
    assertThat(LineShape.candidates(r.candidates(), new char[81], new int[81])).isNull();
  }

  @Test
  void accept_hodokuPencilmarkGrid_framesSkippedCandidatesKept() {
    String[] rows = GridTexts.pencilmarks(P1).split("\n");
    String rule = ".-----------+-----------+-----------.";
    String text =
        rule
            + "\n"
            + String.join("\n", List.of(rows).subList(0, 3))
            + "\n:-----------+-----------+-----------:\n"
            + String.join("\n", List.of(rows).subList(3, 6))
            + "\n:-----------+-----------+-----------:\n"
            + String.join("\n", List.of(rows).subList(6, 9))
            + "\n'-----------'-----------'-----------'\n";
    List<Record> r = parse(text);
    assertThat(r).singleElement().extracting(Record::text).isEqualTo(P1);
    assertThat(r.get(0).candidates()).startsWith("12.......");
  }

  @Test
  void accept_plainDrawing_noCandidates() {
    assertThat(parse(GridTexts.plain(P1)).get(0).candidates()).isNull();
  }

  @Test
  void accept_candidateLine_placedDigitsAndCandidates() {
    String line = allCandidates(P1);
    Record r = parse(line + " 4.5").get(0);
    assertThat(r.error()).isNull();
    assertThat(r.text()).isEqualTo(P1);
    assertThat(r.candidates()).isEqualTo(line);
    assertThat(r.rating()).isEqualTo("4.5");
  }

  @Test
  void accept_candidateLineWithZeros_readAsDots() {
    String line = allCandidates(P1);
    assertThat(parse(line.replace('.', '0')).get(0).candidates()).isEqualTo(line);
  }

  @Test
  void accept_candidateLineWithDigitOutOfPlace_badRecordNamingCellAndPlace() {
    String line = allCandidates(P1);
    String bad = line.substring(0, 10) + "5" + line.substring(11); // r1c2, place 2
    assertThat(parse(bad).get(0).error())
        .isEqualTo(
            "candidate line: r1c2 has '5' at place 2 (character 11); expected 2, '.' or '0'");
  }

  @Test
  void accept_candidateLineWithACellWithoutCandidates_badRecord() {
    String line = allCandidates(P1);
    String bad = ".".repeat(9) + line.substring(9);
    assertThat(parse(bad).get(0).error()).isEqualTo("candidate line: r1c1 has no candidate");
  }

  @Test
  void accept_candidateLineWithAStrayCharacter_badRecord() {
    String line = allCandidates(P1);
    String bad = line.substring(0, 728) + "x";
    assertThat(parse(bad).get(0).error()).startsWith("candidate line: r9c9 has 'x' at place 9");
  }

  @Test
  void isRule_hodokuFrames_rules() {
    assertThat(LineShape.isRule(".-------.-------.")).isTrue();
    assertThat(LineShape.isRule(":-------+-------:")).isTrue();
    assertThat(LineShape.isRule("'-------'-------'")).isTrue();
    assertThat(LineShape.isRule("... ... ...")).isFalse();
  }

  @Test
  void keepingRaw_csvRow_rawIsTheWholeLineAsItStands() {
    RecordParser parser = new RecordParser("f", null, null).keepingRaw();
    String row = " 7," + P1 + ",\"a, \"\"b\"\"\",x ";
    List<Record> r = parse(parser, 1, "\uFEFFid,puzzle,note,extra\n" + row);
    assertThat(r).singleElement().extracting(Record::raw).isEqualTo(row);
    assertThat(parser.headerText()).isEqualTo("id,puzzle,note,extra");
  }

  @Test
  void keepingRaw_puzzleLines_ratingAndCommentAfterThePuzzleKept() {
    String line = "  " + P1 + "  7.2 from the forum ";
    List<Record> r =
        parse(new RecordParser("f", null, null).keepingRaw(), 1, "# list\n\n" + line + "\n");
    assertThat(r).singleElement().extracting(Record::raw).isEqualTo(line);
    assertThat(r.get(0).text()).isEqualTo(P1);
  }

  @Test
  void keepingRaw_framedGrid_rawRunsFromTopFrameToBottomFrame() {
    List<String> drawing = new ArrayList<>();
    drawing.add("*-----------*");
    for (int row = 0; row < 9; row++) {
      String cells = P1.substring(row * 9, row * 9 + 9);
      drawing.add(
          "|"
              + cells.substring(0, 3)
              + "|"
              + cells.substring(3, 6)
              + "|"
              + cells.substring(6)
              + "|");
      if (row == 2 || row == 5) {
        drawing.add("|---+---+---|");
      }
    }
    drawing.add("*-----------*");
    String grid = String.join("\n", drawing);
    List<Record> r =
        parse(new RecordParser("f", null, null).keepingRaw(), 1, "#A author\n" + grid + "\n\n");
    assertThat(r).singleElement().extracting(Record::text).isEqualTo(P1);
    assertThat(r.get(0).raw()).isEqualTo(grid);
  }

  @Test
  void keepingRaw_gridWithBlankLinesBetweenBands_blankLinesKept() {
    StringBuilder grid = new StringBuilder();
    for (int row = 0; row < 9; row++) {
      grid.append(String.join(" ", P1.substring(row * 9, row * 9 + 9).split(""))).append('\n');
      if (row == 2 || row == 5) {
        grid.append('\n');
      }
    }
    String text = grid.toString().strip();
    List<Record> r = parse(new RecordParser("f", null, null).keepingRaw(), 1, text + "\n\n" + P1);
    assertThat(r).extracting(Record::raw).containsExactly(text, P1);
  }

  @Test
  void accept_notKeepingRaw_rawIsNull() {
    assertThat(parse(P1 + " 7.2\n")).singleElement().extracting(Record::raw).isNull();
  }

  /**
   * RFC 4180: a quoted field may hold line breaks; each physical line was read as a row, so a
   * two-line comment made two bad records ("unclosed quote at character 85", "at character 6").
   */
  @Test
  void accept_quotedFieldWithLineBreaks_oneRowNumberedByItsFirstLine() {
    List<Record> r =
        parse(
            "id,puzzle,comment\n1,"
                + P1
                + ",\"two\n\n# not a comment, \"\"quoted\"\"\nlines\"\n2,"
                + P1
                + ",one\n");
    assertThat(r).extracting(Record::error).containsOnlyNulls();
    assertThat(r).extracting(Record::text).containsExactly(P1, P1);
    assertThat(r).extracting(Record::line).containsExactly(2L, 6L);
  }

  @Test
  void accept_quotedPuzzleFieldWithALineBreak_readAsItsTextWithTheBreak() {
    List<Record> r =
        parse("puzzle,solution\n\"" + P1.substring(0, 40) + "\n" + P1.substring(40) + "\",");
    assertThat(r)
        .singleElement()
        .extracting(Record::text)
        .isEqualTo(P1.substring(0, 40) + "\n" + P1.substring(40));
  }

  @Test
  void keepingRaw_rowSpanningLines_rawIsEveryLineAsItStands() {
    String row = "\"a\n  b \"," + P1 + " ";
    List<Record> r =
        parse(new RecordParser("f", null, null).keepingRaw(), 1, "note,puzzle\n" + row);
    assertThat(r).singleElement().extracting(Record::raw).isEqualTo(row);
  }

  @Test
  void finish_quoteOpenAtTheEnd_firstLineBadAndTheLinesAfterItReadAgain() {
    List<Record> r = parse("puzzle,c\n" + P1 + ",ok\n" + P1 + ",\"x\n\n# y");
    assertThat(r).extracting(Record::line).containsExactly(2L, 3L);
    assertThat(r.get(1).error())
        .isEqualTo(
            "CSV row has an unclosed quote (\") at character 83: the input ends before a closing"
                + " quote; the 2 lines after it are read as rows");
    assertThat(r.get(1).text()).isEqualTo(P1 + ",\"x");
  }

  /**
   * Regression: a stray quote took the rows after it into one bad record, up to {@link
   * RecordParser#MAX_RECORD} characters.
   */
  @Test
  void accept_strayQuoteBeforeRowsWithoutPuzzles_cappedThenEveryRowAfterItIsRead() {
    StringBuilder b = new StringBuilder("puzzle,c\n" + P1 + ",\"stray\n");
    int rows = RecordParser.MAX_RECORD / 7 + 100;
    for (int i = 0; i < rows; i++) {
      b.append("word,x\n");
    }
    List<Record> r = parse(b.toString().strip());
    assertThat(r).hasSize(1 + rows);
    assertThat(r.get(0).line()).isEqualTo(2L);
    assertThat(r.get(0).text()).isEqualTo(P1 + ",\"stray");
    assertThat(r.get(0).error())
        .startsWith(
            "CSV row has an unclosed quote (\") at character 83: no closing quote within 65536"
                + " characters; the ")
        .endsWith(" lines after it are read as rows");
    assertThat(r.subList(1, r.size())).extracting(Record::text).containsOnly("word");
    assertThat(r.get(r.size() - 1).line()).isEqualTo(2L + rows);
  }

  /**
   * Regression: a stray quote paired with the next quote of the file, and the puzzle rows between
   * them became text of one field, with no word of it.
   */
  @Test
  void accept_strayQuoteThenPuzzleRows_theRowsAreReadAndTheQuoteIsBad() {
    List<Record> r =
        parse(
            "puzzle,c\n"
                + P1
                + ",\"stray\n"
                + P2
                + ",ok\n"
                + P2
                + ",ok\n"
                + P1
                + ",\"two\nlines\"");
    assertThat(r).extracting(Record::line).containsExactly(2L, 3L, 4L, 5L);
    assertThat(r.get(0).error())
        .isEqualTo(
            "CSV row has an unclosed quote (\") at character 83: line 3 is a row of its own, not"
                + " text inside the quote");
    assertThat(r.subList(1, 4)).extracting(Record::error).containsOnlyNulls();
    assertThat(r.subList(1, 4)).extracting(Record::text).containsExactly(P2, P2, P1);
  }

  @Test
  void accept_quotedLinesThatAreNotPuzzleRows_stayTextOfTheField() {
    List<Record> r =
        parse("puzzle,c\n" + P1 + ",\"see " + P2 + ",\n" + P2 + " too\"\n" + P2 + ",x");
    assertThat(r).extracting(Record::line).containsExactly(2L, 4L);
    assertThat(r).extracting(Record::error).containsOnlyNulls();
  }

  @Test
  void tooLong_insideQuotes_rowEndsAndTheLineIsItsOwnRecord() {
    RecordParser parser = new RecordParser("f", null, null);
    parser.accept(1, "puzzle,c");
    parser.accept(2, P1 + ",\"x");
    parser.tooLong(3, "1111", 70_000);
    parser.accept(4, P1 + ",y");
    parser.finish();
    List<Record> r = new ArrayList<>();
    for (Record x = parser.poll(); x != null; x = parser.poll()) {
      r.add(x);
    }
    assertThat(r).extracting(Record::line).containsExactly(2L, 3L, 4L);
    assertThat(r.get(0).error())
        .endsWith("no closing quote before line 3, which is too long to read");
    assertThat(r.get(1).error()).startsWith("line of 70000 bytes");
    assertThat(r.get(2).error()).isNull();
  }

  /**
   * Nine spaced groups of nine, a common way to write a puzzle on one line, were one puzzle of the
   * wrong length ("expected 81 characters, found 89"), and a solved grid so written a pencilmark
   * row ("unfinished grid drawing: 1 of 9 rows").
   */
  @Test
  void accept_spacedGroupsOfNine_thePuzzleAndItsRating() {
    String spaced = String.join(" ", P1.split("(?<=\\G.{9})"));
    String tabbed = String.join("\t", S1.split("(?<=\\G.{9})"));
    List<Record> r =
        parse(spaced + "\n" + spaced + "  4.5 from the forum\n" + tabbed + "\n" + P1 + " 4.5");
    assertThat(r).extracting(Record::error).containsOnlyNulls();
    assertThat(r).extracting(Record::text).containsExactly(P1, P1, S1, P1);
    assertThat(r).extracting(Record::rating).containsExactly(null, "4.5", null, "4.5");
  }

  @Test
  void accept_spacedGroupsNotNineByNine_notReadAsAPuzzle() {
    String[] groups = P1.split("(?<=\\G.{9})");
    String eight = String.join(" ", java.util.Arrays.copyOf(groups, 8));
    String ten = String.join(" ", groups) + " " + groups[0];
    String short8 = String.join(" ", groups).substring(1);
    assertThat(parse(eight + "\n" + ten + "\n" + short8))
        .extracting(Record::text)
        .containsExactly(eight, ten, short8);
  }

  @Test
  void accept_pencilmarkRowsOfNineFullGroupsInsideAGrid_stillGridRows() {
    String all = String.join(" ", java.util.Collections.nCopies(9, "123456789"));
    String first = "1 " + String.join(" ", java.util.Collections.nCopies(8, "23456789"));
    String grid = first + "\n" + String.join("\n", java.util.Collections.nCopies(8, all));
    List<Record> r = parse(grid);
    assertThat(r)
        .singleElement()
        .satisfies(
            e -> {
              assertThat(e.error()).isNull();
              assertThat(e.text()).isEqualTo("1" + ".".repeat(80));
            });
  }
}
