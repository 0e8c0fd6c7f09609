package dev.sudoku.spark;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sudoku.archive.Layout;
import dev.sudoku.archive.Record;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import org.apache.hadoop.io.LongWritable;
import org.apache.hadoop.io.Text;
import org.apache.spark.util.CollectionAccumulator;
import org.junit.jupiter.api.Test;
import scala.Tuple2;

class SplitRecordsTest {
  private static final String PUZZLE = PuzzleAnalyzerTest.PUZZLE;
  private static final String CUT = "gzip\ttrue\tUnexpected end of input stream";

  /** Lines of a split; "FAULT" stands for the reader's fault record ({@link #CUT}). */
  private static Iterator<Tuple2<LongWritable, Text>> lines(String... lines) {
    List<Tuple2<LongWritable, Text>> out = new ArrayList<>();
    long offset = 0;
    for (String l : lines) {
      boolean fault = l.equals("FAULT");
      out.add(
          new Tuple2<>(
              new LongWritable(fault ? GuardedLineReader.FAULT : offset),
              new Text(fault ? CUT : l)));
      offset += l.length() + 1;
    }
    return out.iterator();
  }

  private static SplitRecords records(
      long first, BadFilePolicy policy, CollectionAccumulator<BadFile> faults, String... lines) {
    return new SplitRecords(lines(lines), "f.gz", first, Layout.lines(), policy, faults);
  }

  private static List<Record> all(Iterator<Record> it) {
    List<Record> out = new ArrayList<>();
    it.forEachRemaining(out::add);
    return out;
  }

  @Test
  void next_faultAfterThreeLines_recordsThenOneErrorAtTheFirstLineNotRead() {
    CollectionAccumulator<BadFile> faults = new CollectionAccumulator<>();

    List<Record> out =
        all(records(10, BadFilePolicy.SKIP, faults, PUZZLE, "# comment", PUZZLE, "FAULT"));

    assertThat(out).extracting(Record::line).containsExactly(10L, 12L, 13L);
    assertThat(out.get(2).error())
        .isEqualTo("gzip data ends early after line 12 (truncated file?)");
    assertThat(out.get(2).source()).isEqualTo("f.gz");
    assertThat(faults.value())
        .containsExactly(
            BadFile.readUpTo("f.gz", 12, "gzip data ends early after line 12 (truncated file?)"));
  }

  @Test
  void next_noFault_justTheRecords() {
    CollectionAccumulator<BadFile> faults = new CollectionAccumulator<>();

    List<Record> out = all(records(1, BadFilePolicy.SKIP, faults, PUZZLE, PUZZLE));

    assertThat(out).hasSize(2).allSatisfy(r -> assertThat(r.error()).isNull());
    assertThat(faults.value()).isEmpty();
  }

  @Test
  void next_faultWithFailPolicy_throwsNamingFileAndLine() {
    SplitRecords records =
        records(1, BadFilePolicy.FAIL, new CollectionAccumulator<>(), PUZZLE, "FAULT");

    assertThat(records.next().line()).isEqualTo(1);
    assertThat(records.hasNext()).isTrue();
    assertThatThrownBy(records::next)
        .isInstanceOf(UncheckedIOException.class)
        .cause()
        .isInstanceOf(BadFileException.class)
        .hasMessage("f.gz: line 2: gzip data ends early after line 1 (truncated file?)");
  }

  @Test
  void next_faultOnTheFirstLine_oneErrorAtLineOneWithoutAfter() {
    List<Record> out = all(records(1, BadFilePolicy.SKIP, new CollectionAccumulator<>(), "FAULT"));

    assertThat(out)
        .singleElement()
        .satisfies(
            r -> {
              assertThat(r.line()).isEqualTo(1);
              assertThat(r.error()).isEqualTo("gzip data ends early (truncated file?)");
            });
  }
}
