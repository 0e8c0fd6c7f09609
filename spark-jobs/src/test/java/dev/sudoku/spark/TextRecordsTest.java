package dev.sudoku.spark;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.apache.hadoop.io.LongWritable;
import org.apache.hadoop.io.Text;
import org.junit.jupiter.api.Test;
import scala.Tuple2;

class TextRecordsTest {

  private static List<RawPuzzle> read(long firstLine, CsvLayout csv, String... lines) {
    List<Tuple2<LongWritable, Text>> in = new ArrayList<>();
    for (String line : lines) {
      in.add(new Tuple2<>(new LongWritable(0), new Text(line)));
    }
    List<RawPuzzle> out = new ArrayList<>();
    new TextRecords(in.iterator(), "f", firstLine, csv).forEachRemaining(out::add);
    return out;
  }

  @Test
  void lines_skipBlankAndComments_numberEveryLine() {
    List<RawPuzzle> r = read(1, null, "# header comment", "abc", "", "  def:2:xyz", "#x", "ghi 1");

    assertThat(r).extracting(RawPuzzle::index).containsExactly(2L, 4L, 6L);
    assertThat(r).extracting(RawPuzzle::puzzle).containsExactly("abc", "def", "ghi");
  }

  @Test
  void lines_laterSplit_continuesFileLineNumbers() {
    assertThat(read(101, null, "a", "b")).extracting(RawPuzzle::index).containsExactly(101L, 102L);
  }

  @Test
  void csv_skipsHeaderAndBlankRows_readsSolution() {
    List<RawPuzzle> r =
        read(1, new CsvLayout("kaggle-9m", 0, 1), "puzzle,solution", "p1,s1", "", "p2,s2");

    assertThat(r).extracting(RawPuzzle::index).containsExactly(2L, 4L);
    assertThat(r).extracting(RawPuzzle::solution).containsExactly("s1", "s2");
  }

  @Test
  void csv_tooFewFields_isErrorRecord() {
    List<RawPuzzle> r = read(5, new CsvLayout("custom", 1, 2), "only-one-field");

    assertThat(r)
        .singleElement()
        .satisfies(
            p -> {
              assertThat(p.error()).isEqualTo("CSV row has 1 field, the header needs 3");
              assertThat(p.index()).isEqualTo(5L);
            });
  }

  @Test
  void csv_solutionFieldMissing_isErrorRecordAsInTheCli() {
    // Was: graded without the archive's solution, while `sudoku grade` called the row invalid.
    List<RawPuzzle> r = read(2, new CsvLayout("kaggle-9m", 0, 1), "p1");

    assertThat(r)
        .singleElement()
        .extracting(RawPuzzle::error)
        .isEqualTo("CSV row has 1 field, the header needs 2");
  }

  @Test
  void csv_unclosedQuote_isErrorRecordAsInTheCli() {
    List<RawPuzzle> r = read(2, new CsvLayout("kaggle-9m", 0, 1), "\"p1,s1");

    assertThat(r)
        .singleElement()
        .extracting(RawPuzzle::error)
        .isEqualTo("CSV row has an unclosed quote (\") at character 1");
  }

  @Test
  void lines_utf8AndMalformedBytesInAReusedText_decodedLikeTextToString() {
    // Hadoop's reader reuses one Text whose buffer can be longer than the current line.
    Text reused = new Text("a much longer first line than the second");
    byte[] bytes = {(byte) 0xc3, (byte) 0xa9, 'x', (byte) 0xff, 'y'};
    reused.set(bytes);
    List<Tuple2<LongWritable, Text>> in = List.of(new Tuple2<>(new LongWritable(0), reused));
    List<RawPuzzle> out = new ArrayList<>();

    new TextRecords(in.iterator(), "f", 1, null).forEachRemaining(out::add);

    assertThat(out).extracting(RawPuzzle::puzzle).containsExactly(reused.toString());
    assertThat(out.get(0).puzzle()).isEqualTo("\u00e9x\ufffdy");
  }

  @Test
  void lines_gridDrawing_eachLineAnErrorNamingTheDrawing() {
    List<RawPuzzle> r =
        read(1, null, "5 3 . | . 7 . | . . .", "------+-------+------", "6..195...");

    assertThat(r).hasSize(3);
    assertThat(r)
        .allSatisfy(
            p ->
                assertThat(p.error())
                    .startsWith("looks like a line of a 9-line " + "grid drawing"));
  }

  @Test
  void lines_puzzleWithTrailingComment_notADrawing() {
    String puzzle =
        "..43..2.9..5..9..1.7..6..43..6..2.8719...74...5..83...6.....1.5..35.869..4291.3..";

    assertThat(read(1, null, puzzle + " 12 3", "123 45"))
        .extracting(RawPuzzle::error)
        .containsOnlyNulls();
  }
}
