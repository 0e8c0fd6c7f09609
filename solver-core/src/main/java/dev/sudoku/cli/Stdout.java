package dev.sudoku.cli;

import java.io.BufferedOutputStream;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.Charset;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;

/**
 * Standard output that remembers why writing it failed, so that a reader who closed the pipe
 * ({@code sudoku count big.txt | head -2}) can be told from a full disk ({@code > /dev/full}). A
 * {@link PrintStream} keeps only that some write failed; this one also keeps the exception.
 *
 * <p>Java ignores SIGPIPE, so a write to a pipe whose reader has gone fails with EPIPE instead of
 * ending the process. Two signs tell that case apart, either of which is enough:
 *
 * <ul>
 *   <li>standard output is a pipe ({@code /proc/self/fd/1} links to {@code pipe:[...]}, on Linux):
 *       a blocking write to a pipe has no other way to fail;
 *   <li>the exception says {@code Broken pipe}: the C-locale text of EPIPE, the only sign where
 *       there is no {@code /proc}, and wrong only under a translated C library.
 * </ul>
 *
 * A file, a device or a terminal that fails (ENOSPC, EIO, EBADF) is never taken for a closed pipe,
 * so a full disk is still reported.
 */
final class Stdout extends PrintStream {
  private final Watch watch;
  private final boolean pipe;

  private Stdout(Watch watch, boolean pipe, Charset charset) {
    super(watch, true, charset);
    this.watch = watch;
    this.pipe = pipe;
  }

  /**
   * @param sink where the bytes go
   * @param pipe whether {@code sink} is a pipe, so that any failure means its reader went away
   */
  Stdout(OutputStream sink, boolean pipe, Charset charset) {
    this(new Watch(sink), pipe, charset);
  }

  /** The process's standard output, with the charset {@code System.out} uses. */
  static Stdout system() {
    String encoding =
        System.getProperty("stdout.encoding", System.getProperty("sun.stdout.encoding"));
    Charset charset = encoding == null ? Charset.defaultCharset() : Charset.forName(encoding);
    return new Stdout(
        new BufferedOutputStream(new FileOutputStream(FileDescriptor.out), 1 << 13),
        isPipe(Paths.get("/proc/self/fd/1")),
        charset);
  }

  /** Whether the descriptor link {@code fd} names a pipe; false where it cannot be read. */
  static boolean isPipe(Path fd) {
    try {
      return Files.readSymbolicLink(fd).toString().startsWith("pipe:");
    } catch (IOException | UnsupportedOperationException | SecurityException e) {
      return false;
    }
  }

  /** True once a write failed because nobody reads standard output any more. */
  boolean readerGone() {
    IOException f = watch.failure;
    return f != null && (pipe || "Broken pipe".equals(f.getMessage()));
  }

  /** Why the first failed write failed, as the system said it; null while none failed. */
  String failure() {
    IOException f = watch.failure;
    return f == null ? null : f.getMessage();
  }

  /** Keeps the first exception of the stream below before the print stream swallows it. */
  private static final class Watch extends FilterOutputStream {
    volatile IOException failure;

    Watch(OutputStream out) {
      super(out);
    }

    @Override
    public void write(int b) throws IOException {
      try {
        out.write(b);
      } catch (IOException e) {
        throw seen(e);
      }
    }

    @Override
    public void write(byte[] b, int off, int len) throws IOException {
      try {
        out.write(b, off, len);
      } catch (IOException e) {
        throw seen(e);
      }
    }

    @Override
    public void flush() throws IOException {
      try {
        out.flush();
      } catch (IOException e) {
        throw seen(e);
      }
    }

    private IOException seen(IOException e) {
      if (failure == null) {
        failure = e;
      }
      return e;
    }
  }
}
