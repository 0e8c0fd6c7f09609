package dev.sudoku.spark;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
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
}
