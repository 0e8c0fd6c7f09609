package dev.sudoku.spark;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

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

  private static Iterator<Tuple2<LongWritable, Text>> lines(String... lines) {
    List<Tuple2<LongWritable, Text>> out = new ArrayList<>();
    long offset = 0;
    for (String l : lines) {
      boolean fault = l.startsWith("FAULT ");
      out.add(
          new Tuple2<>(
              new LongWritable(fault ? GuardedLineReader.FAULT : offset),
              new Text(fault ? l.substring(6) : l)));
      offset += l.length() + 1;
    }
    return out.iterator();
  }

  private static List<RawPuzzle> all(Iterator<RawPuzzle> it) {
    List<RawPuzzle> out = new ArrayList<>();
    it.forEachRemaining(out::add);
    return out;
  }

  @Test
  void next_faultAfterTwoLines_recordsThenOneErrorAtTheNextLine() {
    CollectionAccumulator<BadFile> faults = new CollectionAccumulator<>();
    SplitRecords records =
        new SplitRecords(
            lines(PUZZLE, "# comment", PUZZLE, "FAULT unreadable from here on: cut"),
            "f.gz",
            10,
            null,
            BadFilePolicy.SKIP,
            faults);

    List<RawPuzzle> out = all(records);

    assertThat(out).extracting(RawPuzzle::index).containsExactly(10L, 12L, 13L);
    assertThat(out.get(2))
        .isEqualTo(new RawPuzzle("f.gz", 13, null, null, "unreadable from here on: cut"));
    assertThat(faults.value())
        .containsExactly(new BadFile("f.gz", "line 13: unreadable from here on: cut", false));
  }

  @Test
  void next_noFault_justTheRecords() {
    CollectionAccumulator<BadFile> faults = new CollectionAccumulator<>();

    List<RawPuzzle> out =
        all(new SplitRecords(lines(PUZZLE, PUZZLE), "f.txt", 1, null, BadFilePolicy.SKIP, faults));

    assertThat(out).hasSize(2).allSatisfy(r -> assertThat(r.error()).isNull());
    assertThat(faults.value()).isEmpty();
  }

  @Test
  void next_faultWithFailPolicy_throwsNamingFileAndLine() {
    SplitRecords records =
        new SplitRecords(
            lines(PUZZLE, "FAULT unreadable from here on: cut"),
            "f.gz",
            1,
            null,
            BadFilePolicy.FAIL,
            new CollectionAccumulator<>());

    assertThat(records.next().index()).isEqualTo(1);
    assertThat(records.hasNext()).isTrue();
    assertThatThrownBy(records::next)
        .isInstanceOf(UncheckedIOException.class)
        .cause()
        .isInstanceOf(BadFileException.class)
        .hasMessage("f.gz: line 2: unreadable from here on: cut");
  }

  @Test
  void next_faultOnTheFirstLine_oneErrorAtLineOne() {
    List<RawPuzzle> out =
        all(
            new SplitRecords(
                lines("FAULT unreadable from here on: not gzip"),
                "f.gz",
                1,
                null,
                BadFilePolicy.SKIP,
                new CollectionAccumulator<>()));

    assertThat(out)
        .containsExactly(new RawPuzzle("f.gz", 1, null, null, "unreadable from here on: not gzip"));
  }
}
