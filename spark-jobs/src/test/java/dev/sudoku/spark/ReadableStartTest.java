package dev.sudoku.spark;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;

class ReadableStartTest {
  private static byte[] gzip(String text) throws IOException {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (GZIPOutputStream out = new GZIPOutputStream(bytes)) {
      out.write(text.getBytes(StandardCharsets.US_ASCII));
    }
    return bytes.toByteArray();
  }

  @Test
  void read_truncatedGzip_endsWhereTheDataEndsInsteadOfThrowing() throws IOException {
    // Was: classifying a truncated line file read its first megabyte, met the break and gave up
    // on the whole file, rows before the break included.
    StringBuilder text = new StringBuilder();
    java.util.SplittableRandom random = new java.util.SplittableRandom(2);
    for (int i = 0; i < 5000; i++) {
      text.append(Long.toHexString(random.nextLong())).append('\n');
    }
    byte[] whole = gzip(text.toString());
    InputStream cut =
        new GZIPInputStream(new ByteArrayInputStream(Arrays.copyOf(whole, whole.length / 2)));

    byte[] read = new ReadableStart(cut).readAllBytes();

    assertThat(read.length).isBetween(1, text.length() - 1);
    assertThat(text.toString()).startsWith(new String(read, StandardCharsets.US_ASCII));
  }

  @Test
  void read_failsBeforeTheFirstByte_throws() {
    InputStream broken =
        new InputStream() {
          @Override
          public int read() throws IOException {
            throw new IOException("not a gzip file");
          }
        };

    assertThatThrownBy(() -> new ReadableStart(broken).read(new byte[8], 0, 8))
        .hasMessage("not a gzip file");
  }
}
