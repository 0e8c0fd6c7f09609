package dev.sudoku.spark;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.apache.hadoop.conf.Configuration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SplitLinesTest {
  @TempDir
  Path tmp;

  private long count(String content, long start, long length) throws IOException {
    Path f = tmp.resolve("f.txt");
    Files.writeString(f, content, StandardCharsets.ISO_8859_1);
    return SplitLines.terminators(new Configuration(),
        new SplitLines.Range(f.toUri().toString(), start, length));
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
  void terminators_crAtEndOfFile_counted() throws IOException {
    assertThat(count("ab\r", 0, 3)).isEqualTo(1);
  }
}
