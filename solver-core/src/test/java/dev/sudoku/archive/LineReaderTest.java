package dev.sudoku.archive;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class LineReaderTest {
  private static List<String> lines(String text, int buffer) throws IOException {
    LineReader r =
        new LineReader(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), buffer);
    List<String> out = new ArrayList<>();
    while (r.next()) {
      out.add(r.text());
    }
    return out;
  }

  @Test
  void next_everyLineEnd_asHadoopReadsThem() throws IOException {
    for (int buffer : new int[] {1, 2, 3, 1 << 16}) {
      assertThat(lines("a\nb\r\nc\rd\n\ne", buffer)).containsExactly("a", "b", "c", "d", "", "e");
      assertThat(lines("a\r\n", buffer)).containsExactly("a");
      assertThat(lines("", buffer)).isEmpty();
    }
  }

  @Test
  void consumed_countsLineEnds() throws IOException {
    LineReader r = new LineReader(new ByteArrayInputStream("ab\r\ncd\n".getBytes()), 2);
    r.next();
    assertThat(r.consumed()).isEqualTo(4);
    r.next();
    assertThat(r.consumed()).isEqualTo(7);
  }

  /** A 200 MB line costs the reader its fixed buffers only: its text is a short head. */
  @Test
  void next_200MbLine_tooLongWithItsLengthAndAShortHead() throws IOException {
    long size = 200L << 20;
    InputStream huge =
        new InputStream() {
          private long left = size;
          private boolean newline = true;

          @Override
          public int read() {
            throw new UnsupportedOperationException();
          }

          @Override
          public int read(byte[] b, int off, int len) {
            if (left == 0) {
              if (!newline) {
                return -1;
              }
              newline = false;
              b[off] = '\n';
              return 1;
            }
            int n = (int) Math.min(len, left);
            java.util.Arrays.fill(b, off, off + n, (byte) '7');
            left -= n;
            return n;
          }
        };
    LineReader r = new LineReader(huge, 1 << 16);
    assertThat(r.next()).isTrue();
    assertThat(r.tooLong()).isTrue();
    assertThat(r.length()).isEqualTo(size);
    assertThat(r.text()).hasSizeLessThanOrEqualTo(64).matches("7+");
    assertThat(r.next()).isFalse();
  }

  @Test
  void next_lineOfExactlyMaxLine_notTooLong() throws IOException {
    List<String> l = lines("x".repeat(RecordParser.MAX_LINE) + "\ny", 4096);
    assertThat(l.get(0)).hasSize(RecordParser.MAX_LINE);
    assertThat(l.get(1)).isEqualTo("y");
  }
}
