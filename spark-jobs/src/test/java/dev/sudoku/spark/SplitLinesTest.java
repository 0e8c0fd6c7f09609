package dev.sudoku.spark;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.mapreduce.InputSplit;
import org.apache.hadoop.mapreduce.lib.input.FileSplit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SplitLinesTest {
  @TempDir Path tmp;

  private long count(String content, long start, long length) throws IOException {
    Path f = tmp.resolve("f.txt");
    Files.writeString(f, content, StandardCharsets.ISO_8859_1);
    return SplitLines.terminators(
        new Configuration(), new SplitLines.Range(f.toUri().toString(), start, length));
  }

  @Test
  void terminators_lfCrlfAndLoneCr_eachCountOnce() throws IOException {
    assertThat(count("a\nb\r\nc\rd", 0, 8)).isEqualTo(3);
  }

  @Test
  void terminators_crlfAcrossRanges_countedWhereItsLfIs() throws IOException {
    String s = "ab\r\ncd\n";
    assertThat(count(s, 0, 3)).isZero();
    assertThat(count(s, 3, 4)).isEqualTo(2);
  }

  @Test
  void terminators_loneCrAtRangeEnd_countedInThatRange() throws IOException {
    String s = "ab\rcd\n";
    assertThat(count(s, 0, 3)).isEqualTo(1);
    assertThat(count(s, 3, 3)).isEqualTo(1);
  }

  @Test
  void firstLines_smallFileInSplits_numberedOnTheDriver() throws IOException {
    Path f = tmp.resolve("g.txt");
    StringBuilder b = new StringBuilder();
    for (int i = 1; i <= 100; i++) {
      b.append("line ").append(i).append(i % 3 == 0 ? "\r\n" : "\n");
    }
    Files.writeString(f, b.toString(), StandardCharsets.ISO_8859_1);
    long size = Files.size(f);
    org.apache.hadoop.fs.Path hadoopPath = new org.apache.hadoop.fs.Path(f.toUri());
    String path = hadoopPath.toString(); // the key uses Hadoop's form of the path
    List<InputSplit> splits = new ArrayList<>();
    for (long start = 0; start < size; start += 100) {
      splits.add(new FileSplit(hadoopPath, start, Math.min(100, size - start), new String[0]));
    }

    // No Spark context: a small input never needs the job.
    Map<String, Long> first = SplitLines.firstLines(new Configuration(), null, splits);

    assertThat(first).hasSize(splits.size());
    for (InputSplit s : splits) {
      long start = ((FileSplit) s).getStart();
      // Hadoop's rule: a split s > 0 starts with the first line beginning after byte s.
      long expected =
          start == 0 ? 1 : b.substring(0, (int) start).chars().filter(c -> c == '\n').count() + 2;
      assertThat(first.get(SplitLines.key(path, start)))
          .as("split at %d", start)
          .isEqualTo(expected);
    }
  }

  @Test
  void scan_rangesCutIntoPiecesOnThreads_sameCountsAsWholeRanges() throws IOException {
    java.util.SplittableRandom random = new java.util.SplittableRandom(5);
    char[] alphabet = {'a', '1', ',', '\n', '\r'};
    for (int n = 0; n < 12; n++) {
      char[] c = new char[random.nextInt(20, 120)];
      for (int i = 0; i < c.length; i++) {
        c[i] = alphabet[random.nextInt(alphabet.length)];
      }
      Path f = tmp.resolve("s.txt");
      Files.writeString(f, new String(c), StandardCharsets.ISO_8859_1);
      String path = f.toUri().toString();
      List<SplitLines.Range> ranges = new ArrayList<>();
      List<Long> whole = new ArrayList<>();
      for (int start = 0; start < c.length; ) {
        int length = Math.min(random.nextInt(1, 80), c.length - start);
        SplitLines.Range r = new SplitLines.Range(path, start, length);
        ranges.add(r);
        whole.add(SplitLines.terminators(new Configuration(), r));
        start += length;
      }
      long chunk = random.nextInt(3, 12);

      List<Long> counts = SplitLines.scan(new Configuration(), ranges, chunk, 3);

      assertThat(counts).as("%s in pieces of %d", new String(c), chunk).isEqualTo(whole);
    }
  }

  @Test
  void terminators_crAtEndOfFile_counted() throws IOException {
    assertThat(count("ab\r", 0, 3)).isEqualTo(1);
  }

  @Test
  void terminators_randomContentAndRanges_sameAsByteByByteCount() throws IOException {
    java.util.SplittableRandom random = new java.util.SplittableRandom(11);
    char[] alphabet = {'a', '1', '.', ',', '\n', '\n', '\r'};
    for (int n = 0; n < 300; n++) {
      char[] c = new char[random.nextInt(1, 200)];
      for (int i = 0; i < c.length; i++) {
        c[i] = alphabet[random.nextInt(random.nextBoolean() ? 6 : alphabet.length)];
      }
      String content = new String(c);
      int start = random.nextInt(c.length);
      int length = random.nextInt(1, c.length - start + 1);
      assertThat(count(content, start, length))
          .as("%s [%d, +%d)", content, start, length)
          .isEqualTo(byteByByte(content, start, length));
    }
  }

  @Test
  void zeroBytes_eachZeroByteMarkedOnce() {
    assertThat(SplitLines.zeroBytes(0L)).isEqualTo(0x8080808080808080L);
    assertThat(SplitLines.zeroBytes(-1L)).isZero();
    assertThat(SplitLines.zeroBytes(0x0100ff0080000001L)).isEqualTo(0x0080008000808000L);
  }

  /** The rule in the class comment, one byte at a time. */
  private static long byteByByte(String s, int start, int length) {
    long count = 0;
    for (int i = start; i < start + length; i++) {
      char ch = s.charAt(i);
      if (ch == '\n' || ch == '\r' && (i + 1 >= s.length() || s.charAt(i + 1) != '\n')) {
        count++;
      }
    }
    return count;
  }

  /** Splits of {@code size} bytes of {@code file}, every {@code step} bytes. */
  private static List<InputSplit> splits(Path file, long step) throws IOException {
    long size = Files.size(file);
    org.apache.hadoop.fs.Path p = new org.apache.hadoop.fs.Path(file.toUri());
    List<InputSplit> splits = new ArrayList<>();
    for (long start = 0; start < size; start += step) {
      splits.add(new FileSplit(p, start, Math.min(step, size - start), new String[0]));
    }
    return splits;
  }

  private Set<String> quotedBreaks(String content, long step, boolean csv) throws IOException {
    Path f = tmp.resolve("q.csv");
    Files.writeString(f, content, StandardCharsets.ISO_8859_1);
    String path = new org.apache.hadoop.fs.Path(f.toUri()).toString();
    return SplitLines.plan(
            new Configuration(), null, splits(f, step), csv ? Set.of(path) : Set.of())
        .quotedBreaks()
        .stream()
        .map(k -> "q.csv")
        .collect(java.util.stream.Collectors.toSet());
  }

  private static String rows(int n, String row) {
    return "puzzle,comment\n" + (row + "\n").repeat(n);
  }

  /**
   * A split starting inside a quoted field holding a line break read the row's tail as a row of its
   * own; such files must be found wherever the break is, not only in the sniffed start.
   */
  @Test
  void plan_csvWithAQuotedLineBreakAnywhere_fileFound() throws IOException {
    String plain = rows(200, "1234,\"a, \"\"b\"\"\"");
    assertThat(quotedBreaks(plain + "5678,\"two\nlines\"\n" + plain, 300, true))
        .containsExactly("q.csv");
    // A row going on into the last split (from byte 600 here): its quote opened before 600, or
    // after 600 on the line that holds byte 600, which the split before reads to its end.
    String to590 = "puzzle,comment\n" + "a".repeat(590 - 16) + "\n";
    assertThat(quotedBreaks(to590 + "5678,\"" + "x".repeat(14) + "\nlines\"\n", 300, true))
        .containsExactly("q.csv");
    assertThat(quotedBreaks(to590 + "5678,abcdefgh\"xx\r\nlines\"\n", 300, true))
        .containsExactly("q.csv");
    assertThat(quotedBreaks(to590 + "5678,abcdefgh\"xx\rlines\"\n", 300, true))
        .containsExactly("q.csv");
  }

  @Test
  void plan_quotedLineBreakAfterTheFirstLineOfTheLastSplit_notFoundItsReaderReadsItWhole()
      throws IOException {
    String to590 = "puzzle,comment\n" + "a".repeat(590 - 16) + "\n";
    assertThat(quotedBreaks(to590 + "5678,abcdefgh\nx,\"two\nlines\"\n", 300, true)).isEmpty();
  }

  @Test
  void plan_csvWithQuotesClosedOnEachLine_notFound() throws IOException {
    assertThat(quotedBreaks(rows(200, "1234,\"a, \"\"b\"\"\""), 300, true)).isEmpty();
  }

  @Test
  void plan_linesFile_quotesNotLookedAt() throws IOException {
    assertThat(quotedBreaks(rows(100, "x \"y") + "z\"\n", 300, false)).isEmpty();
  }

  @Test
  void scanRanges_piecesOfAnySize_sameQuotesAndBreaksAsOneScan() throws IOException {
    Path f = tmp.resolve("p.csv");
    String text = rows(50, "1,\"a\"\"b\"") + "2,\"x\ny\"\n" + rows(50, "3,\"q\"");
    Files.writeString(f, text, StandardCharsets.ISO_8859_1);
    SplitLines.Range whole =
        new SplitLines.Range(f.toUri().toString(), 0, Files.size(f), true, true);
    SplitLines.Scan one = SplitLines.scan(new Configuration(), whole);
    for (long chunk : new long[] {1, 7, 8, 64, 1000}) {
      assertThat(SplitLines.scanRanges(new Configuration(), List.of(whole), chunk, 3))
          .as("chunk %d", chunk)
          .containsExactly(one);
    }
    assertThat(one.breakAtOdd()).isTrue();
    assertThat(one.quotes() % 2).isZero();
  }
}
