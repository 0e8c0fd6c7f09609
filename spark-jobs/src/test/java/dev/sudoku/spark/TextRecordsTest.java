package dev.sudoku.spark;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.archive.Layout;
import dev.sudoku.archive.Record;
import dev.sudoku.core.Grid;
import java.util.ArrayList;
import java.util.List;
import org.apache.hadoop.io.LongWritable;
import org.apache.hadoop.io.Text;
import org.junit.jupiter.api.Test;
import scala.Tuple2;

class TextRecordsTest {
  private static final String P1 =
      "..43..2.9..5..9..1.7..6..43..6..2.8719...74...5..83...6.....1.5..35.869..4291.3..";
  private static final Layout PUZZLE_SOLUTION = Layout.sniff("f", 1, "puzzle,solution", null, null);

  private static List<Record> read(long firstLine, Layout layout, String... lines) {
    List<Tuple2<LongWritable, Text>> in = new ArrayList<>();
    for (String line : lines) {
      in.add(new Tuple2<>(new LongWritable(0), new Text(line)));
    }
    List<Record> out = new ArrayList<>();
    new TextRecords(in.iterator(), "f", firstLine, layout).forEachRemaining(out::add);
    return out;
  }

  @Test
  void lines_skipBlankAndComments_numberEveryLine() {
    List<Record> r =
        read(1, Layout.lines(), "# header comment", P1, "", "  " + P1 + ":2:xyz", "#x", P1 + " 1");

    assertThat(r).extracting(Record::line).containsExactly(2L, 4L, 6L);
    assertThat(r).extracting(Record::text).containsOnly(P1);
  }

  @Test
  void lines_laterSplit_continuesFileLineNumbers() {
    assertThat(read(101, Layout.lines(), "a", "b"))
        .extracting(Record::line)
        .containsExactly(101L, 102L);
  }

  @Test
  void csv_skipsHeaderAndBlankRows_readsSolution() {
    List<Record> r = read(1, PUZZLE_SOLUTION, "puzzle,solution", "p1,s1", "", "p2,s2");

    assertThat(r).extracting(Record::line).containsExactly(2L, 4L);
    assertThat(r).extracting(Record::solution).containsExactly("s1", "s2");
  }

  @Test
  void csv_tooFewFields_isErrorRecord() {
    List<Record> r =
        read(5, Layout.sniff("f", 1, "id,grid,answer", "grid", "answer"), "only-one-field");

    assertThat(r)
        .singleElement()
        .satisfies(
            p -> {
              assertThat(p.error()).isEqualTo("CSV row has 1 field, the header needs 3");
              assertThat(p.line()).isEqualTo(5L);
            });
  }

  @Test
  void csv_unclosedQuote_isErrorRecordAsInTheCli() {
    assertThat(read(2, PUZZLE_SOLUTION, "\"p1,s1"))
        .singleElement()
        .extracting(Record::error)
        .isEqualTo(
            "CSV row has an unclosed quote (\") at character 1: the input ends before a closing quote");
  }

  @Test
  void lines_utf8AndMalformedBytesInAReusedText_decodedLikeTextToString() {
    // Hadoop's reader reuses one Text whose buffer can be longer than the current line.
    Text reused = new Text("a much longer first line than the second");
    byte[] bytes = {(byte) 0xc3, (byte) 0xa9, 'x', (byte) 0xff, 'y'};
    reused.set(bytes);
    List<Tuple2<LongWritable, Text>> in = List.of(new Tuple2<>(new LongWritable(0), reused));
    List<Record> out = new ArrayList<>();

    new TextRecords(in.iterator(), "f", 1, Layout.lines()).forEachRemaining(out::add);

    assertThat(out).extracting(Record::text).containsExactly("\u00e9x\ufffdy");
  }

  /** Was: each line of a drawing an error record ("looks like a line of a 9-line grid drawing"). */
  @Test
  void lines_gridDrawing_readAsOnePuzzleAtItsFirstRow() {
    List<String> lines = new ArrayList<>(List.of("# one drawing"));
    lines.addAll(List.of(Grid.parse(P1).toPrettyString().split("\n")));
    List<Record> r = read(1, Layout.lines(), lines.toArray(new String[0]));

    assertThat(r).singleElement().satisfies(p -> assertThat(p.text()).isEqualTo(P1));
    assertThat(r.get(0).line()).isEqualTo(2);
  }

  @Test
  void lines_unfinishedDrawingAtTheEnd_oneErrorRecord() {
    assertThat(read(1, Layout.lines(), "5 3 . | . 7 . | . . .", "6 . . | 1 9 5 | . . ."))
        .singleElement()
        .extracting(Record::error)
        .isEqualTo("unfinished grid drawing: 2 of 9 rows");
  }

  @Test
  void lines_overlongLine_oneErrorRecordAsInTheCli() {
    assertThat(read(1, Layout.lines(), "1".repeat(70_000)))
        .singleElement()
        .extracting(Record::error)
        .isEqualTo("line of 70000 bytes, longer than the 65536 read");
  }
}
