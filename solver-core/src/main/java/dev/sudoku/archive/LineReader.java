package dev.sudoku.archive;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

/**
 * Reads UTF-8 lines from a stream with bounded memory: a line of up to {@link
 * RecordParser#MAX_LINE} bytes is decoded, a longer one is skipped to its end and reported by its
 * length and first bytes only, so a 200 MB line costs one buffer, not 200 MB (or 400 MB of chars).
 *
 * <p>A line ends at {@code \n}, {@code \r\n} or a lone {@code \r}, as for Hadoop's line reader, so
 * line numbers agree with the Spark jobs'. Malformed UTF-8 becomes U+FFFD. Reads block only when
 * the current line is not complete in the buffer, so lines typed on a terminal are answered one by
 * one. Each read is one call of the stream's {@code read}: a decompressing stream that fails hands
 * over everything it decoded before the failure (a {@code BufferedInputStream} in between would
 * drop the bytes of a read that fails half way).
 */
final class LineReader {
  private static final int HEAD = 64;

  private final InputStream in;
  private final byte[] buffer;
  private final byte[] line = new byte[RecordParser.MAX_LINE];
  private int start;
  private int end;
  private boolean skipLf; // the last line ended with \r: a \n right after it is part of that end
  private long consumed;

  private String text;
  private long length;

  LineReader(InputStream in, int bufferSize) {
    this.in = in;
    this.buffer = new byte[bufferSize];
  }

  /**
   * Reads the next line.
   *
   * @return false at the end of the stream
   */
  boolean next() throws IOException {
    int kept = 0;
    length = 0;
    boolean any = false;
    while (true) {
      if (start == end && !fill()) {
        if (!any) {
          return false;
        }
        break;
      }
      if (skipLf) {
        skipLf = false;
        if (buffer[start] == '\n') {
          start++;
          consumed++;
          continue;
        }
      }
      any = true;
      int i = start;
      while (i < end && buffer[i] != '\n' && buffer[i] != '\r') {
        i++;
      }
      int n = i - start;
      int copy = Math.min(n, line.length - kept);
      System.arraycopy(buffer, start, line, kept, copy);
      kept += copy;
      length += n;
      consumed += n;
      start = i;
      if (i < end) {
        skipLf = buffer[i] == '\r';
        start++;
        consumed++;
        if (skipLf && start < end && buffer[start] == '\n') {
          skipLf = false; // a CR LF pair within the buffer ends here, not on the next call
          start++;
          consumed++;
        }
        break;
      }
    }
    int decoded = length > line.length ? Math.min(kept, HEAD) : kept;
    text = new String(line, 0, decoded, StandardCharsets.UTF_8);
    return true;
  }

  /**
   * The bytes one read of the stream brings (what is available, up to the buffer size), which the
   * next lines then start with: a look at the start of the input that does not wait for more than
   * is there.
   */
  byte[] head() throws IOException {
    if (start == end) {
      fill();
    }
    return java.util.Arrays.copyOfRange(buffer, start, end);
  }

  private boolean fill() throws IOException {
    int n = in.read(buffer, 0, buffer.length);
    if (n <= 0) {
      return false;
    }
    start = 0;
    end = n;
    return true;
  }

  /** The line read, or its first bytes when it is {@link #tooLong()}. */
  String text() {
    return text;
  }

  /** The line's length in bytes, without its line end. */
  long length() {
    return length;
  }

  /** True when the line is longer than {@link RecordParser#MAX_LINE} bytes. */
  boolean tooLong() {
    return length > line.length;
  }

  /** Bytes of the stream consumed by the lines returned so far, line ends included. */
  long consumed() {
    return consumed;
  }
}
