package dev.sudoku.spark;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;

/**
 * The readable start of a file, for classifying it on the driver: a read that fails after some
 * bytes were read ends the stream instead of throwing. The file is classified from what could be
 * read, and the task that reads it meets the failure again where it happens and keeps the records
 * before it ({@link GuardedLineReader}); a failure before the first byte still throws (nothing of
 * the file is readable).
 */
final class ReadableStart extends FilterInputStream {
  private boolean read;
  private boolean ended;

  ReadableStart(InputStream in) {
    super(in);
  }

  @Override
  public int read() throws IOException {
    if (ended) {
      return -1;
    }
    try {
      int b = super.read();
      read |= b >= 0;
      return b;
    } catch (IOException e) {
      return end(e);
    }
  }

  @Override
  public int read(byte[] b, int off, int len) throws IOException {
    if (ended) {
      return -1;
    }
    try {
      int n = super.read(b, off, len);
      read |= n > 0;
      return n;
    } catch (IOException e) {
      return end(e);
    }
  }

  private int end(IOException e) throws IOException {
    if (!read) {
      throw e;
    }
    ended = true;
    return -1;
  }
}
